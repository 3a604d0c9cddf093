import { GradebookView } from "~/features/assessment/components/gradebook-view";
import { GRADEBOOK_COLUMNS_PER_PAGE, readGradebookPage } from "~/features/assessment/gradebook/gradebook.server";
import { BY_NAME, decodeKeysetCursor, encodeKeysetCursor } from "~/lib/keyset-cursor.server";
import { pageTitle } from "~/lib/page-title";
import { pageNumberFrom, redirectPastLastPage, searchTermFrom } from "~/lib/pagination";
import { refusalResponse, refuse } from "~/lib/refusal";
import type { RouteAccess } from "~/lib/route-access";
import { getDb } from "~/server/app-context.server";
import type { Route } from "./+types/gradebook";
import * as m from "./messages";
import { requireAssessedCourse } from "./require-assessment.server";

/**
 * A course's gradebook: one row per enrolled learner, searched by name or email, paged by keyset;
 * its assessed blocks a page of columns at a time (?columns=, numbered like every ?page=).
 */
export const access = { read: "course-assessment" } satisfies RouteAccess;

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(m.gradebook(), matches);

export async function loader({ request, params }: Route.LoaderArgs) {
  const { course } = await requireAssessedCourse(request, params.courseId);
  const url = new URL(request.url);
  const after = decodeKeysetCursor(url.searchParams.get("after"), BY_NAME);
  if (after === undefined) throw refusalResponse(refuse("invalid", m.gradebookPageMissing()));
  const search = searchTermFrom(url.searchParams);
  const columnPage = pageNumberFrom(url.searchParams, "columns");
  const columnWindow = { from: (columnPage - 1) * GRADEBOOK_COLUMNS_PER_PAGE, size: GRADEBOOK_COLUMNS_PER_PAGE };
  const page = await readGradebookPage(getDb(), { courseId: course.id, search, after, columnWindow });
  const columnList = { page: columnPage, total: page.columnTotal, pageSize: GRADEBOOK_COLUMNS_PER_PAGE };
  redirectPastLastPage(url, columnList, "columns");
  return {
    course,
    search,
    lessonCount: page.lessonCount,
    columns: page.columns,
    columnPages: { ...columnList, from: page.columnFrom },
    rows: page.rows,
    total: page.total,
    next: page.next ? encodeKeysetCursor(page.next) : null,
  };
}

export default function Gradebook({ loaderData }: Route.ComponentProps) {
  return <GradebookView {...loaderData} />;
}

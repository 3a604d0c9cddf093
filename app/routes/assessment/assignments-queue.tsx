import { GeneralErrorBoundary } from "~/components/general-error-boundary";
import { listAwaitingMarking } from "~/features/assessment/assignments/marking-queue.server";
import { MarkingQueue } from "~/features/assessment/components/marking-queue";
import { encodeKeysetCursor } from "~/lib/keyset-cursor.server";
import { pageTitle } from "~/lib/page-title";
import { searchTermFrom } from "~/lib/pagination";
import type { RouteAccess } from "~/lib/route-access";
import { getDb } from "~/server/app-context.server";
import type { Route } from "./+types/assignments-queue";
import { readAfter } from "./assessment-query.server";
import * as m from "./messages";
import { requireAssessedCourse } from "./require-assessment.server";

// The course's assessment staff read the queue; only its named assessors mark (decision 0090).
export const access = { read: "course-assessment" } satisfies RouteAccess;

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(m.assignmentsToMark(), matches);

export async function loader({ request, params }: Route.LoaderArgs) {
  const { course } = await requireAssessedCourse(request, params.courseId);
  const url = new URL(request.url);
  const search = searchTermFrom(url.searchParams);
  const after = readAfter(url);
  const page = await listAwaitingMarking(getDb(), { courseId: params.courseId, search, after });
  return {
    courseId: params.courseId,
    courseName: course.name,
    items: page.items,
    next: page.next ? encodeKeysetCursor(page.next) : null,
    isFirstPage: after === null,
    search,
  };
}

export default function AssignmentsQueue({ loaderData }: Route.ComponentProps) {
  return <MarkingQueue {...loaderData} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary backTo={{ to: "/instructor/courses", label: m.backToCourses() }} />;
}

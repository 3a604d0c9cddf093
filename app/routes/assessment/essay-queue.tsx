import { GeneralErrorBoundary } from "~/components/general-error-boundary";
import { EssayQueueScreen } from "~/features/assessment/components/essay-queue-screen";
import { listAttemptsAwaitingMarking } from "~/features/assessment/marking/essay-marking.server";
import { pageTitle } from "~/lib/page-title";
import { refusalResponse, refuse } from "~/lib/refusal";
import type { RouteAccess } from "~/lib/route-access";
import { getDb } from "~/server/app-context.server";
import type { Route } from "./+types/essay-queue";
import * as m from "./messages";
import { requireAssessedCourse } from "./require-assessment.server";

// The course's bank-quiz attempts whose essays wait for an assessor (decision 0090).
export const access = { read: "course-assessment" } satisfies RouteAccess;

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(m.essaysAwaiting(), matches);

const PAGE_SIZE = 25;

export async function loader({ request, params }: Route.LoaderArgs) {
  const { course } = await requireAssessedCourse(request, params.courseId);
  const search = new URL(request.url).searchParams;
  const afterAt = search.get("afterAt");
  const afterId = search.get("afterId");
  let after = null;
  if (afterAt !== null || afterId !== null) {
    if (!afterAt || !afterId || afterId.length > 64 || Number.isNaN(Date.parse(afterAt)) || afterAt.length > 40) {
      throw refusalResponse(refuse("invalid", m.pageAddressInvalid()));
    }
    after = { createdAt: afterAt, id: afterId };
  }
  const page = await listAttemptsAwaitingMarking(getDb(), params.courseId, { limit: PAGE_SIZE, after });
  return { courseId: params.courseId, courseName: course.name, page, isFirstPage: after === null };
}

export default function EssayQueue({ loaderData }: Route.ComponentProps) {
  return <EssayQueueScreen {...loaderData} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary backTo={{ to: "/", label: m.backToHome() }} />;
}

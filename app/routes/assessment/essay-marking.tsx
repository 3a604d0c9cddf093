import { GeneralErrorBoundary } from "~/components/general-error-boundary";
import { EssayMarkingScreen } from "~/features/assessment/components/essay-marking-screen";
import { loadAttemptForMarking } from "~/features/assessment/marking/essay-marking.server";
import { pageTitle } from "~/lib/page-title";
import { refusalResponse } from "~/lib/refusal";
import type { RouteAccess } from "~/lib/route-access";
import { getDb } from "~/server/app-context.server";
import type { Route } from "./+types/essay-marking";
import { markEssaysAction } from "./essay-marking-action.server";
import * as m from "./messages";
import { requireAssessedCourse } from "./require-assessment.server";

// Anyone who reads the course's assessment sees the attempt; only its named assessors mark it (decision 0090).
export const access = { read: "course-assessment", write: "course-assessor" } satisfies RouteAccess;

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageTitle(loaderData ? m.markEssaysOf({ name: loaderData.attempt.learnerName }) : m.markEssays(), matches);

export async function loader({ request, params }: Route.LoaderArgs) {
  const { course, isAssessor } = await requireAssessedCourse(request, params.courseId);
  const found = await loadAttemptForMarking(getDb(), params.courseId, params.attemptId);
  if (!found.ok) throw refusalResponse(found);
  return { courseId: params.courseId, courseName: course.name, attempt: found.attempt, canMark: isAssessor };
}

export async function action({ request, params }: Route.ActionArgs) {
  return markEssaysAction(request, params.courseId, params.attemptId);
}

export default function EssayMarking({ loaderData, actionData }: Route.ComponentProps) {
  return <EssayMarkingScreen {...loaderData} reply={actionData ?? null} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary backTo={{ to: "/", label: m.backToHome() }} />;
}

import { GeneralErrorBoundary } from "~/components/general-error-boundary";
import { loadSubmissionDetail } from "~/features/assessment/assignments/submission-detail.server";
import { SubmissionPage } from "~/features/assessment/components/submission-page";
import { pageTitle } from "~/lib/page-title";
import { refusalResponse } from "~/lib/refusal";
import type { RouteAccess } from "~/lib/route-access";
import { getDb } from "~/server/app-context.server";
import type { Route } from "./+types/submission";
import * as m from "./messages";
import { requireAssessedCourse } from "./require-assessment.server";
import { markSubmissionAction } from "./submission-actions.server";

// The course's assessment staff read the evidence; only its named assessors mark it (decision 0090).
export const access = {
  read: "course-assessment",
  write: { "mark-submission": "course-assessor" },
} satisfies RouteAccess;

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageTitle(
    loaderData ? `${loaderData.detail.assignmentTitle}: ${loaderData.detail.learner.name}` : m.submission(),
    matches,
  );

export async function loader({ request, params }: Route.LoaderArgs) {
  const { user, isAssessor } = await requireAssessedCourse(request, params.courseId);
  const found = await loadSubmissionDetail(getDb(), { courseId: params.courseId, submissionId: params.submissionId });
  if (!found.ok) throw refusalResponse(found);
  return { detail: found.detail, canMark: isAssessor && found.detail.learner.id !== user.id };
}

export async function action({ request, params }: Route.ActionArgs) {
  return markSubmissionAction(request, params.courseId, params.submissionId);
}

export default function Submission({ loaderData, actionData }: Route.ComponentProps) {
  return <SubmissionPage {...loaderData} reply={actionData} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary backTo={{ to: "/instructor/courses", label: m.backToCourses() }} />;
}

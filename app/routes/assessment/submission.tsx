import { GeneralErrorBoundary } from "~/components/general-error-boundary";
import { hasAssessmentRole } from "~/features/assessment/assessment-staff.server";
import { loadSubmissionDetail } from "~/features/assessment/assignments/submission-detail.server";
import { SubmissionPage } from "~/features/assessment/components/submission-page";
import { pageTitle } from "~/lib/page-title";
import { refusalResponse } from "~/lib/refusal";
import type { RouteAccess } from "~/lib/route-access";
import { getDb } from "~/server/app-context.server";
import type { Route } from "./+types/submission";
import * as m from "./messages";
import { requireCourseAssessment } from "./require-assessment.server";
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
  const user = await requireCourseAssessment(request, params.courseId);
  const db = getDb();
  const [found, isAssessor] = await Promise.all([
    loadSubmissionDetail(db, { courseId: params.courseId, submissionId: params.submissionId }),
    hasAssessmentRole(db, { userId: user.id, courseId: params.courseId, role: "assessor" }),
  ]);
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

import { AssessmentHubView } from "~/features/assessment/components/assessment-hub-view";
import { loadAssessmentHub } from "~/features/assessment/gradebook/assessment-hub.server";
import { canEditCourse } from "~/features/courses/course-access.server";
import { pageTitle } from "~/lib/page-title";
import { refusalResponse, refuse } from "~/lib/refusal";
import type { RouteAccess } from "~/lib/route-access";
import { getDb } from "~/server/app-context.server";
import type { Route } from "./+types/course-assessment-hub";
import * as m from "./messages";
import { requireCourseAssessment } from "./require-assessment.server";

/** A course's assessment hub (decision 0096-gradebook): its gradebook, item analysis, marking and moderation. */
export const access = { read: "course-assessment" } satisfies RouteAccess;

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(m.courseAssessment(), matches);

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireCourseAssessment(request, params.courseId);
  const [hub, canEdit] = await Promise.all([
    loadAssessmentHub(getDb(), params.courseId),
    // The question bank is the course editors' (an outside assessor marks, and does not write questions).
    canEditCourse(getDb(), user, params.courseId),
  ]);
  if (!hub) throw refusalResponse(refuse("missing", m.courseMissing()));
  return { hub, canEdit };
}

export default function CourseAssessmentHub({ loaderData }: Route.ComponentProps) {
  return <AssessmentHubView hub={loaderData.hub} canEdit={loaderData.canEdit} />;
}

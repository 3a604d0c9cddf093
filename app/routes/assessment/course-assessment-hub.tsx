import { AssessmentHubView } from "~/features/assessment/components/assessment-hub-view";
import { loadAssessmentHub } from "~/features/assessment/gradebook/assessment-hub.server";
import { pageTitle } from "~/lib/page-title";
import type { RouteAccess } from "~/lib/route-access";
import { getDb } from "~/server/app-context.server";
import type { Route } from "./+types/course-assessment-hub";
import * as m from "./messages";
import { requireAssessedCourse } from "./require-assessment.server";

/** A course's assessment hub (decision 0096-gradebook): its gradebook, item analysis, marking and moderation. */
export const access = { read: "course-assessment" } satisfies RouteAccess;

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(m.courseAssessment(), matches);

export async function loader({ request, params }: Route.LoaderArgs) {
  // The question bank is the course editors' (an outside assessor marks, and does not write questions).
  const { course, canEdit } = await requireAssessedCourse(request, params.courseId);
  const hub = await loadAssessmentHub(getDb(), course);
  return { hub, canEdit };
}

export default function CourseAssessmentHub({ loaderData }: Route.ComponentProps) {
  return <AssessmentHubView hub={loaderData.hub} canEdit={loaderData.canEdit} />;
}

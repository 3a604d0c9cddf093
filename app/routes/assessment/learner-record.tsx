import { AssessmentPage } from "~/features/assessment/components/assessment-page";
import { LearnerRecordView } from "~/features/assessment/components/learner-record-view";
import { loadLearnerRecord } from "~/features/assessment/gradebook/learner-record.server";
import { pageTitle } from "~/lib/page-title";
import { refusalResponse } from "~/lib/refusal";
import type { RouteAccess } from "~/lib/route-access";
import { getDb } from "~/server/app-context.server";
import type { Route } from "./+types/learner-record";
import * as m from "./messages";
import { requireCourseAssessment } from "./require-assessment.server";

/** One learner's attempts, marks, submissions and sign-offs in a course. */
export const access = { read: "course-assessment" } satisfies RouteAccess;

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(m.learnerRecord(), matches);

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireCourseAssessment(request, params.courseId);
  const found = await loadLearnerRecord(getDb(), { courseId: params.courseId, userId: params.userId });
  if (!found.ok) throw refusalResponse(found);
  return { record: found.record };
}

export default function LearnerRecord({ loaderData }: Route.ComponentProps) {
  const { record } = loaderData;
  return (
    <AssessmentPage
      back={{ to: `/course-assessment/${record.course.id}/gradebook`, label: "Gradebook" }}
      title={`${record.learner.name}: ${record.course.name}`}
      intro="Every attempt with its questions as shown, the answers, the marks and who marked; every submission with its decisions and sign-offs."
    >
      <LearnerRecordView record={record} />
    </AssessmentPage>
  );
}

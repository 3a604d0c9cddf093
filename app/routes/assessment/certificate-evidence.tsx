import { AssessmentPage } from "~/features/assessment/components/assessment-page";
import { LearnerRecordView } from "~/features/assessment/components/learner-record-view";
import { loadLearnerRecord } from "~/features/assessment/gradebook/learner-record.server";
import { pageTitle } from "~/lib/page-title";
import { refusalResponse } from "~/lib/refusal";
import type { RouteAccess } from "~/lib/route-access";
import { getDb } from "~/server/app-context.server";
import type { Route } from "./+types/certificate-evidence";
import { requireCertificateEvidence } from "./certificate-evidence.server";
import * as m from "./messages";

/**
 * A certificate's evidence (decision 0096-gradebook): for an online course's certificate, every
 * attempt, mark and sign-off behind it, for those who may read the course's assessment.
 */
export const access = { read: "course-assessment" } satisfies RouteAccess;

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(m.certificateEvidence(), matches);

export async function loader({ request, params }: Route.LoaderArgs) {
  const certificate = await requireCertificateEvidence(request, params.certificateId);
  const found = await loadLearnerRecord(getDb(), { courseId: certificate.courseId, userId: certificate.userId });
  if (!found.ok) throw refusalResponse(found);
  return { certificate, record: found.record };
}

export default function CertificateEvidence({ loaderData }: Route.ComponentProps) {
  const { certificate, record } = loaderData;
  return (
    <AssessmentPage
      back={{ to: `/course-assessment/${record.course.id}/gradebook`, label: "Gradebook" }}
      title={m.evidenceTitle({ number: certificate.number })}
      intro={m.evidenceIntro({ name: certificate.recipientName, course: record.course.name })}
    >
      <LearnerRecordView record={record} />
    </AssessmentPage>
  );
}

import { issueCourseCertificates } from "~/features/certificates/issue-enrolment-certificates.server";
import { pdfFileResponse } from "~/lib/file-response.server";
import { refusalResponse } from "~/lib/refusal";
import type { RouteAccess } from "~/lib/route-access";
import { requireInstructor } from "~/platform/auth/session.server";
import { getDb } from "~/server/app-context.server";
import type { Route } from "./+types/course-certificates";
import * as m from "./messages";

export const access = { read: "staff", write: "staff" } satisfies RouteAccess;

/**
 * 'Issue all certificates': every enrolled user's certificate in one action (new ones mailed
 * through the outbox), answered with one combined PDF of all of them.
 */
export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireInstructor(request);
  const result = await issueCourseCertificates(getDb(), { cpdCourseId: params.id, issuedByUserId: user.id });
  if (!result.ok) return refusalResponse(result);
  const response = pdfFileResponse(result.pdf, `certificates-${params.id}.pdf`);
  // The refusals travel with the PDF so a script (or a curious admin) can see who was left out.
  if (result.refused.length) response.headers.set("X-Certificates-Refused", String(result.refused.length));
  return response;
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireInstructor(request);
  throw new Response(m.pressIssueAllCertificates(), { status: 405 });
}

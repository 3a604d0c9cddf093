import { certificateFileName } from "~/features/certificates/certificate-file.server";
import { issueEnrolledUserCertificate } from "~/features/certificates/issue-enrolment-certificates.server";
import { pdfFileResponse } from "~/lib/file-response.server";
import { refusalResponse } from "~/lib/refusal";
import type { RouteAccess } from "~/lib/route-access";
import { requireInstructor } from "~/platform/auth/session.server";
import { getDb } from "~/server/app-context.server";
import type { Route } from "./+types/enrolled-user-certificate";
import * as m from "./messages";

export const access = { read: "staff", write: "staff" } satisfies RouteAccess;

/**
 * 'Generate Certificate' (POST, opened in a new tab): issues the enrolled user's certificate the
 * first time (stored, numbered, mailed) and answers with its PDF; later it reprints it.
 */
export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireInstructor(request);
  const issued = await issueEnrolledUserCertificate(getDb(), {
    cpdCourseId: params.id,
    enrolledUserId: params.enrolledUserId,
    issuedByUserId: user.id,
  });
  if (!issued.ok) return refusalResponse(issued);
  return pdfFileResponse(issued.pdf, certificateFileName(issued.certificate));
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireInstructor(request);
  throw new Response(m.pressGenerateCertificate(), { status: 405 });
}

import { requireInstructor } from "~/features/auth/session.server";
import {
  CertificateNumberTakenError,
  certificateFileName,
  issueEnrolledUserCertificate,
} from "~/features/certificates/certificates.server";
import { pdfResponse } from "~/features/certificates/pdf-response.server";
import { findEnrolledUser } from "~/features/cpd-courses/cpd-courses.server";
import { getDb } from "~/server/app-context.server";
import type { RouteAccess } from "~/lib/route-access";
import type { Route } from "./+types/enrolled-user-certificate";

export const access = { read: "staff", write: "staff" } satisfies RouteAccess;

/**
 * 'Generate Certificate' (POST, opened in a new tab): issues the enrolled user's certificate the
 * first time (stored, numbered, mailed) and answers with its PDF; later it reprints it.
 */
export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireInstructor(request);
  const enrolled = await findEnrolledUser(getDb(), params.enrolledUserId);
  if (!enrolled || enrolled.cpd_course_id !== params.id) {
    throw new Response("This user is not enrolled on this course.", { status: 404 });
  }
  try {
    const issued = await issueEnrolledUserCertificate(getDb(), {
      enrolledUserId: enrolled.id,
      issuedByUserId: user.id,
    });
    if (!issued) throw new Response("This user is not enrolled on this course.", { status: 404 });
    return pdfResponse(issued.pdf, certificateFileName(issued.certificate));
  } catch (error) {
    if (error instanceof CertificateNumberTakenError) {
      return new Response(`${error.message} Give ${enrolled.name} another certificate number and try again.`, {
        status: 409,
        headers: { "Content-Type": "text/plain; charset=utf-8" },
      });
    }
    throw error;
  }
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireInstructor(request);
  throw new Response("Use the Generate Certificate button on the course details page.", { status: 405 });
}

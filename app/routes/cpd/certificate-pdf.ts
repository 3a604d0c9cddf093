import { requireUser } from "~/features/auth/session.server";
import {
  certificateFileName,
  findCertificate,
  renderCertificatePdf,
} from "~/features/certificates/certificates.server";
import { pdfResponse } from "~/features/certificates/pdf-response.server";
import { getDb } from "~/server/app-context.server";
import type { RouteAccess } from "~/lib/route-access";
import type { Route } from "./+types/certificate-pdf";

export const access = { read: "certificate-holder" } satisfies RouteAccess;

/**
 * An issued certificate's PDF, for instructors and admins, and for the person it was issued to
 * (online course certificates). Anyone else uses the public verification page.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const certificate = await findCertificate(getDb(), params.certificateId);
  const isStaff = user.role === "instructor" || user.role === "admin";
  const isOwner = certificate?.user_id != null && certificate.user_id === user.id;
  if (!isStaff && !isOwner) throw new Response("You do not have permission to open this certificate.", { status: 403 });
  if (!certificate) throw new Response("This certificate does not exist.", { status: 404 });
  const pdf = await renderCertificatePdf(getDb(), [certificate]);
  return pdfResponse(pdf, certificateFileName(certificate));
}

import { certificateFileName, renderCertificatePdf } from "~/features/certificates/certificate-file.server";
import { findCertificateForViewer } from "~/features/certificates/certificate-queries.server";
import { pdfFileResponse } from "~/lib/file-response.server";
import { refusalResponse } from "~/lib/refusal";
import type { RouteAccess } from "~/lib/route-access";
import { requireUser } from "~/platform/auth/session.server";
import { findVerifiedEmail } from "~/platform/auth/verified-email.server";
import { getDb } from "~/server/app-context.server";
import { personalDataFile } from "~/server/personal-data-export.server";
import type { Route } from "./+types/certificate-pdf";

export const access = { read: "certificate-holder" } satisfies RouteAccess;

/**
 * An issued certificate's PDF, for instructors and admins, and for the person it was issued to
 * (online course certificates by account, CPD ones by confirmed address: My learning links here).
 * Anyone else uses the public verification page.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const verifiedEmail = await findVerifiedEmail(getDb(), user.id);
  const found = await findCertificateForViewer(getDb(), params.certificateId, { ...user, verifiedEmail });
  if (!found.ok) throw refusalResponse(found);
  const pdf = await renderCertificatePdf(getDb(), [found.certificate]);
  const isOwn = found.certificate.user_id === user.id;
  return personalDataFile(
    request,
    `Certificate PDF: ${found.certificate.certificate_number}`,
    pdfFileResponse(pdf, certificateFileName(found.certificate)),
    isOwn ? "download" : "export",
  );
}

import {
  certificateFileName,
  findCertificateByCode,
  renderCertificatePdf,
} from "~/features/certificates/certificates.server";
import { pdfResponse } from "~/features/certificates/pdf-response.server";
import { getDb } from "~/server/app-context.server";
import type { RouteAccess } from "~/lib/route-access";
import type { Route } from "./+types/verify-certificate-pdf";

export const access = { read: "public" } satisfies RouteAccess;

/** Public, like the verification page: the code printed on the certificate opens its PDF while it is valid. */
export async function loader({ params }: Route.LoaderArgs) {
  const certificate = await findCertificateByCode(getDb(), params.code);
  if (!certificate) throw new Response("No certificate has this verification code.", { status: 404 });
  if (certificate.revoked_at) throw new Response("This certificate has been revoked.", { status: 410 });
  const pdf = await renderCertificatePdf(getDb(), [certificate]);
  return pdfResponse(pdf, certificateFileName(certificate));
}

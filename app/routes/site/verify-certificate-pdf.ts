import { certificateFileName, renderCertificatePdf } from "~/features/certificates/certificate-file.server";
import { findValidCertificateByCode } from "~/features/certificates/certificate-queries.server";
import { pdfFileResponse } from "~/lib/file-response.server";
import { refusalResponse } from "~/lib/refusal";
import type { RouteAccess } from "~/lib/route-access";
import { getDb } from "~/server/app-context.server";
import type { Route } from "./+types/verify-certificate-pdf";

export const access = { read: "public" } satisfies RouteAccess;

/** Public, like the verification page: the code printed on the certificate opens its PDF while it is valid. */
export async function loader({ params }: Route.LoaderArgs) {
  const found = await findValidCertificateByCode(getDb(), params.code);
  if (!found.ok) throw refusalResponse(found);
  const pdf = await renderCertificatePdf(getDb(), [found.certificate]);
  return pdfFileResponse(pdf, certificateFileName(found.certificate));
}

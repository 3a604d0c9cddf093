import type { RouteAccess } from "~/lib/route-access";
import { taxDocumentPdfFile } from "~/server/selling-document-files.server";
import type { Route } from "./+types/invoice-pdf";

export const access = { read: "invoice-holder" } satisfies RouteAccess;

/** The tax invoice as PDF; the access log names who downloaded whose invoice. */
export function loader({ request, params }: Route.LoaderArgs) {
  return taxDocumentPdfFile(request, params.documentId, "tax_invoice");
}

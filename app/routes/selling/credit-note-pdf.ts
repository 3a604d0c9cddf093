import type { RouteAccess } from "~/lib/route-access";
import { taxDocumentPdfFile } from "~/server/selling-document-files.server";
import type { Route } from "./+types/credit-note-pdf";

export const access = { read: "invoice-holder" } satisfies RouteAccess;

/** The credit note as PDF; the access log names who downloaded whose credit note. */
export function loader({ request, params }: Route.LoaderArgs) {
  return taxDocumentPdfFile(request, params.documentId, "credit_note");
}

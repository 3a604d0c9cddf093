import { renderTaxDocumentPdf } from "~/features/selling/tax-document-pdf.server";
import { loadTaxDocumentView, taxDocumentFileName } from "~/features/selling/tax-document-view.server";
import { pdfFileResponse } from "~/lib/file-response.server";
import { refusalResponse } from "~/lib/refusal";
import type { RouteAccess } from "~/lib/route-access";
import { requireUser } from "~/platform/auth/session.server";
import { getDb } from "~/server/app-context.server";
import { personalDataFile } from "~/server/personal-data-export.server";
import type { Route } from "./+types/credit-note-pdf";

export const access = { read: "invoice-holder" } satisfies RouteAccess;

/** The credit note as PDF; the access log names who downloaded whose credit note. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const found = await loadTaxDocumentView(getDb(), params.documentId, "credit_note", user);
  if (!found.ok) throw refusalResponse(found);
  const pdf = await renderTaxDocumentPdf(found.view);
  return personalDataFile(
    request,
    `${found.view.title} PDF: ${found.view.number}`,
    pdfFileResponse(pdf, taxDocumentFileName(found.view)),
    found.view.isOwn ? "download" : "export",
  );
}

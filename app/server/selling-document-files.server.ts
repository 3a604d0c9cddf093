import { supplierOf } from "~/features/selling/invoices.server";
import { type CompanyStatement, statementFileName } from "~/features/selling/statement.server";
import { renderStatementPdf } from "~/features/selling/statement-pdf.server";
import { renderTaxDocumentPdf } from "~/features/selling/tax-document-pdf.server";
import { loadTaxDocumentView, taxDocumentFileName } from "~/features/selling/tax-document-view.server";
import { pdfFileResponse } from "~/lib/file-response.server";
import { refusalResponse } from "~/lib/refusal";
import { requireUser } from "~/platform/auth/session.server";
import type { DatabaseExecutor } from "~db/executor";
import type { TaxDocumentKind } from "~db/schema";
import { getDb } from "./app-context.server";
import { personalDataFile } from "./personal-data-export.server";
import * as m from "./selling.messages";

/**
 * The selling PDFs that more than one route serves, each written once: a tax document (invoice or
 * credit note) for whoever may read it, and a company's statement. Each goes through
 * personalDataFile, so the access log names who downloaded whose document.
 */

/** The tax invoice or credit note as PDF; "download" when it is the viewer's own, "export" otherwise. */
export async function taxDocumentPdfFile(request: Request, documentId: string, kind: TaxDocumentKind) {
  const user = await requireUser(request);
  const found = await loadTaxDocumentView(getDb(), documentId, kind, user);
  if (!found.ok) throw refusalResponse(found);
  const pdf = await renderTaxDocumentPdf(found.view);
  return personalDataFile(
    request,
    m.documentPdfLog({ title: found.view.title, number: found.view.number }),
    pdfFileResponse(pdf, taxDocumentFileName(found.view)),
    found.view.isOwn ? "download" : "export",
  );
}

/** A company's statement as PDF; logged as an export of the company's data. */
export async function statementPdfFile(request: Request, db: DatabaseExecutor, statement: CompanyStatement) {
  const pdf = await renderStatementPdf(statement, await supplierOf(db));
  return personalDataFile(
    request,
    m.statementPdfLog({ company: statement.companyName, from: statement.period.from, to: statement.period.to }),
    pdfFileResponse(pdf, statementFileName(statement)),
  );
}

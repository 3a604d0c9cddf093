import { todayIn } from "~/lib/dates";
import { createId } from "~/lib/ids";
import { type Outcome, refuse } from "~/lib/refusal";
import type { DatabaseExecutor } from "~db/executor";
import type { TaxDocument } from "~db/schema";
import { takeNextNumber } from "./document-numbers.server";
import { insertDocumentLines, supplierOf } from "./invoices.server";
import * as m from "./messages";
import { emitCreditNoteIssued } from "./selling-webhooks.server";
import { type DocumentLineRow, roundedShare } from "./vat";

export interface CreditRequest {
  /** The invoice's order line and how many of its units to credit. */
  orderLineId: string;
  quantity: number;
}

interface InvoiceLine extends DocumentLineRow {
  order_line_id: string | null;
  position: number;
}

/** What is still creditable on each invoice line: units and cents not yet given back. */
async function creditedSoFar(trx: DatabaseExecutor, invoiceId: string) {
  const rows = await trx
    .selectFrom("tax_document_lines")
    .innerJoin("tax_documents", "tax_documents.id", "tax_document_lines.document_id")
    .select([
      "tax_document_lines.order_line_id",
      "tax_document_lines.quantity",
      "tax_document_lines.net_cents",
      "tax_document_lines.vat_cents",
      "tax_document_lines.discount_cents",
    ])
    .where("tax_documents.invoice_id", "=", invoiceId)
    .where("tax_documents.kind", "=", "credit_note")
    .execute();
  const byLine = new Map<string, { quantity: number; net: number; vat: number; discount: number }>();
  for (const row of rows) {
    if (!row.order_line_id) continue;
    const sum = byLine.get(row.order_line_id) ?? { quantity: 0, net: 0, vat: 0, discount: 0 };
    byLine.set(row.order_line_id, {
      quantity: sum.quantity + row.quantity,
      net: sum.net + row.net_cents,
      vat: sum.vat + row.vat_cents,
      discount: sum.discount + row.discount_cents,
    });
  }
  return byLine;
}

/**
 * A credited share of an invoice line: the units' part of its value and VAT, and for the last units
 * exactly what is left, so the credit notes of an invoice never give back more (or less) than it
 * charged, whatever the rounding of the parts.
 */
function creditedLine(
  line: InvoiceLine,
  quantity: number,
  already: { quantity: number; net: number; vat: number; discount: number },
) {
  const last = already.quantity + quantity === line.quantity;
  const net = last ? line.net_cents - already.net : roundedShare(line.net_cents, quantity, line.quantity);
  const vat = last ? line.vat_cents - already.vat : roundedShare(line.vat_cents, quantity, line.quantity);
  const discount = last
    ? line.discount_cents - already.discount
    : roundedShare(line.discount_cents, quantity, line.quantity);
  return { net, vat, discount };
}

/**
 * Issues a credit note (VAT Act section 21) against a tax invoice, whole or for some units of some
 * lines, under the next number of its own gap-free series in the caller's transaction. Refuses more
 * units than are left to credit on a line. Releasing the seats is the caller's (cancellation's) part.
 */
export async function issueCreditNote(
  trx: DatabaseExecutor,
  invoiceId: string,
  request: { lines: readonly CreditRequest[] | "all"; reason: string; now?: Date },
): Promise<Outcome<{ creditNote: TaxDocument }>> {
  const invoice = await trx
    .selectFrom("tax_documents")
    .selectAll()
    .where("id", "=", invoiceId)
    .where("kind", "=", "tax_invoice")
    .executeTakeFirst();
  if (!invoice) return refuse("missing", m.taxInvoiceMissing());
  const invoiceLines = await trx
    .selectFrom("tax_document_lines")
    .selectAll()
    .where("document_id", "=", invoiceId)
    .orderBy("position")
    .execute();
  const already = await creditedSoFar(trx, invoiceId);
  const none = { quantity: 0, net: 0, vat: 0, discount: 0 };
  const wanted =
    request.lines === "all"
      ? invoiceLines
          .filter((line) => line.order_line_id)
          .map((line) => ({
            orderLineId: line.order_line_id as string,
            quantity: line.quantity - (already.get(line.order_line_id as string) ?? none).quantity,
          }))
          .filter((line) => line.quantity > 0)
      : request.lines;
  if (wanted.length === 0) return refuse("closed", m.creditedInFull({ number: invoice.number }));
  const credited: Array<InvoiceLine & { quantity: number }> = [];
  for (const ask of wanted) {
    const line = invoiceLines.find((candidate) => candidate.order_line_id === ask.orderLineId);
    if (!line) return refuse("invalid", m.lineNotOnInvoice());
    const sofar = already.get(ask.orderLineId) ?? none;
    const left = line.quantity - sofar.quantity;
    if (!Number.isSafeInteger(ask.quantity) || ask.quantity < 1 || ask.quantity > left) {
      return refuse("invalid", m.creditBetween({ left, description: line.description }));
    }
    const amounts = creditedLine(line, ask.quantity, sofar);
    credited.push({
      ...line,
      quantity: ask.quantity,
      net_cents: amounts.net,
      vat_cents: amounts.vat,
      discount_cents: amounts.discount,
      total_cents: amounts.net + amounts.vat,
    });
  }
  const supplier = await supplierOf(trx);
  const now = request.now ?? new Date();
  const { serial, number } = await takeNextNumber(trx, "credit_note");
  const net = credited.reduce((sum, line) => sum + line.net_cents, 0);
  const vat = credited.reduce((sum, line) => sum + line.vat_cents, 0);
  const creditNote = await trx
    .insertInto("tax_documents")
    .values({
      ...copyParties(invoice),
      id: createId(),
      kind: "credit_note",
      serial,
      number,
      invoice_id: invoice.id,
      issued_at: now.toISOString(),
      issue_date: todayIn(supplier.timeZone, now),
      due_date: null,
      net_cents: net,
      vat_cents: vat,
      total_cents: net + vat,
      reason: request.reason,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await insertDocumentLines(
    trx,
    creditNote.id,
    credited.map((line, position) => ({ ...line, position })),
  );
  await emitCreditNoteIssued(trx, creditNote, now);
  return { ok: true, creditNote };
}

/** A credit note names the same supplier and recipient as its invoice (section 21(3)). */
function copyParties(invoice: TaxDocument) {
  return {
    order_id: invoice.order_id,
    supplier_name: invoice.supplier_name,
    supplier_address: invoice.supplier_address,
    supplier_vat_number: invoice.supplier_vat_number,
    recipient_name: invoice.recipient_name,
    recipient_address: invoice.recipient_address,
    recipient_vat_number: invoice.recipient_vat_number,
    recipient_email: invoice.recipient_email,
    purchase_order: invoice.purchase_order,
    company_id: invoice.company_id,
    buyer_user_id: invoice.buyer_user_id,
  };
}

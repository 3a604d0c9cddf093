import type { Insertable } from "kysely";
import { addDays, todayIn } from "~/lib/dates";
import { createId } from "~/lib/ids";
import { type Outcome, refuse } from "~/lib/refusal";
import { getSiteSettings } from "~/platform/site-settings/site-settings.server";
import type { DatabaseExecutor } from "~db/executor";
import type { Database, Order, TaxDocument } from "~db/schema";
import { takeNextNumber } from "./document-numbers.server";
import * as m from "./messages";
import { orderLines } from "./orders.server";
import { emitInvoiceIssued } from "./selling-webhooks.server";

/** The supplier as a tax invoice names it (VAT Act section 20(4)): from the site settings. */
export async function supplierOf(db: DatabaseExecutor) {
  const settings = await getSiteSettings(db);
  return {
    name: settings.legal_name.trim() || settings.site_name,
    address: settings.contact_address.trim(),
    vatNumber: settings.vat_number.trim(),
    timeZone: settings.time_zone,
  };
}

/** The recipient: the company's registered name, address and VAT number where given, or the person. */
function recipientOf(order: Order) {
  return {
    name: order.buyer_kind === "company" && order.company_name ? order.company_name : order.buyer_name,
    address: order.billing_address,
    vatNumber: order.buyer_kind === "company" ? order.company_vat_number : "",
  };
}

const NO_VAT_NUMBER_MESSAGE = () => m.noVatNumberForInvoices();

/**
 * Issues the order's tax invoice (VAT Act section 20): a frozen copy of supplier, recipient and
 * lines under the next number of the gap-free series, taken in the caller's transaction so a
 * rollback gives it back. An order has at most one tax invoice; asking again answers the first.
 * `creditTermsDays` sets the due date of an invoice issued on account.
 */
export async function issueTaxInvoice(
  trx: DatabaseExecutor,
  order: Order,
  options: { creditTermsDays?: number | null; now?: Date } = {},
): Promise<Outcome<{ invoice: TaxDocument; issuedNow: boolean }>> {
  const existing = await trx
    .selectFrom("tax_documents")
    .selectAll()
    .where("order_id", "=", order.id)
    .where("kind", "=", "tax_invoice")
    .executeTakeFirst();
  if (existing) return { ok: true, invoice: existing, issuedNow: false };
  const supplier = await supplierOf(trx);
  if (!supplier.vatNumber || !supplier.address) return refuse("closed", NO_VAT_NUMBER_MESSAGE());
  const now = options.now ?? new Date();
  const issueDate = todayIn(supplier.timeZone, now);
  const { serial, number } = await takeNextNumber(trx, "tax_invoice");
  const recipient = recipientOf(order);
  const invoice = await trx
    .insertInto("tax_documents")
    .values({
      id: createId(),
      kind: "tax_invoice",
      serial,
      number,
      order_id: order.id,
      invoice_id: null,
      issued_at: now.toISOString(),
      issue_date: issueDate,
      due_date: options.creditTermsDays ? addDays(issueDate, options.creditTermsDays) : null,
      supplier_name: supplier.name,
      supplier_address: supplier.address,
      supplier_vat_number: supplier.vatNumber,
      recipient_name: recipient.name,
      recipient_address: recipient.address,
      recipient_vat_number: recipient.vatNumber,
      recipient_email: order.buyer_email,
      purchase_order: order.purchase_order,
      company_id: order.company_id,
      buyer_user_id: order.buyer_user_id,
      net_cents: order.subtotal_cents - order.discount_cents,
      vat_cents: order.vat_cents,
      total_cents: order.total_cents,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const lines = await orderLines(trx, order.id);
  await insertDocumentLines(
    trx,
    invoice.id,
    lines.map((line) => ({ ...line, order_line_id: line.id })),
  );
  await emitInvoiceIssued(trx, invoice, now);
  return { ok: true, invoice, issuedNow: true };
}

type DocumentLine = Omit<Insertable<Database["tax_document_lines"]>, "id" | "document_id">;

/** A tax document's lines, frozen as they were priced (both tax invoices and credit notes). */
export async function insertDocumentLines(trx: DatabaseExecutor, documentId: string, lines: readonly DocumentLine[]) {
  if (lines.length === 0) return;
  await trx
    .insertInto("tax_document_lines")
    .values(
      lines.map((line) => ({
        id: createId(),
        document_id: documentId,
        order_line_id: line.order_line_id,
        position: line.position,
        description: line.description,
        quantity: line.quantity,
        unit_price_cents: line.unit_price_cents,
        discount_cents: line.discount_cents,
        net_cents: line.net_cents,
        vat_rate_basis_points: line.vat_rate_basis_points,
        vat_cents: line.vat_cents,
        total_cents: line.total_cents,
      })),
    )
    .execute();
}

export async function findTaxDocument(db: DatabaseExecutor, documentId: string) {
  const document = await db.selectFrom("tax_documents").selectAll().where("id", "=", documentId).executeTakeFirst();
  if (!document) return undefined;
  const lines = await db
    .selectFrom("tax_document_lines")
    .selectAll()
    .where("document_id", "=", documentId)
    .orderBy("position")
    .execute();
  return { document, lines };
}

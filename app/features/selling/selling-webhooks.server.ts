import { emitWebhookEvent } from "~/platform/webhooks/emit-webhook-event.server";
import type { DatabaseExecutor } from "~db/executor";
import type { Order, TaxDocument } from "~db/schema";

/**
 * The selling webhooks (order.created, invoice.issued, payment.received, credit_note.issued),
 * each queued in the transaction that makes the change it reports, so a rolled-back order, invoice,
 * payment or credit note sends nothing and a kept one always does. Money is integer cents (ZAR).
 * A provider's notification that arrives twice is applied once (provider_notifications), so its
 * payment.received is queued once too.
 */
const CURRENCY = "ZAR";

export async function emitOrderCreated(trx: DatabaseExecutor, order: Order, now: Date): Promise<void> {
  await emitWebhookEvent(
    trx,
    "order.created",
    {
      orderId: order.id,
      number: order.number,
      status: order.status,
      buyerKind: order.buyer_kind,
      buyerName: order.buyer_name,
      buyerEmail: order.buyer_email,
      buyerUserId: order.buyer_user_id,
      companyId: order.company_id,
      companyName: order.company_name,
      paymentMethod: order.payment_method,
      paymentReference: order.payment_reference,
      currency: CURRENCY,
      subtotalCents: order.subtotal_cents,
      discountCents: order.discount_cents,
      vatCents: order.vat_cents,
      totalCents: order.total_cents,
      createdAt: order.created_at,
    },
    now,
  );
}

export async function emitInvoiceIssued(trx: DatabaseExecutor, invoice: TaxDocument, now: Date): Promise<void> {
  await emitWebhookEvent(
    trx,
    "invoice.issued",
    {
      invoiceId: invoice.id,
      number: invoice.number,
      orderId: invoice.order_id,
      issueDate: invoice.issue_date,
      dueDate: invoice.due_date,
      recipientName: invoice.recipient_name,
      recipientEmail: invoice.recipient_email,
      recipientVatNumber: invoice.recipient_vat_number,
      companyId: invoice.company_id,
      currency: CURRENCY,
      netCents: invoice.net_cents,
      vatCents: invoice.vat_cents,
      totalCents: invoice.total_cents,
    },
    now,
  );
}

export async function emitPaymentReceived(
  trx: DatabaseExecutor,
  payment: {
    id: string;
    amountCents: number;
    receivedOn: string;
    method: string;
    source: string;
  },
  order: Order,
  now: Date,
): Promise<void> {
  await emitWebhookEvent(
    trx,
    "payment.received",
    {
      paymentId: payment.id,
      orderId: order.id,
      orderNumber: order.number,
      amountCents: payment.amountCents,
      currency: CURRENCY,
      receivedOn: payment.receivedOn,
      method: payment.method,
      source: payment.source,
      orderStatus: order.status,
      orderPaidCents: order.paid_cents,
      orderTotalCents: order.total_cents,
    },
    now,
  );
}

export async function emitCreditNoteIssued(trx: DatabaseExecutor, creditNote: TaxDocument, now: Date): Promise<void> {
  await emitWebhookEvent(
    trx,
    "credit_note.issued",
    {
      creditNoteId: creditNote.id,
      number: creditNote.number,
      invoiceId: creditNote.invoice_id ?? "",
      orderId: creditNote.order_id,
      issueDate: creditNote.issue_date,
      reason: creditNote.reason,
      currency: CURRENCY,
      netCents: creditNote.net_cents,
      vatCents: creditNote.vat_cents,
      totalCents: creditNote.total_cents,
    },
    now,
  );
}

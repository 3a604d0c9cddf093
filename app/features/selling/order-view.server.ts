import { formatDate } from "~/lib/dates";
import { type Outcome, refuse } from "~/lib/refusal";
import { getSiteTimeZone } from "~/platform/site-settings/site-settings.server";
import type { DatabaseExecutor } from "~db/executor";
import type { Order, OrderStatus, PaymentMethod } from "~db/schema";
import { type BankDetails, findBankDetails } from "./bank-details.server";
import * as m from "./messages";
import { findOrder, orderLineAmounts, orderLines } from "./orders.server";
import { isCompanyManager } from "./tax-document-view.server";

const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  get quote() {
    return m.statusQuotation();
  },
  get awaiting_account() {
    return m.buyerStatusAwaitingAccount();
  },
  get awaiting_payment() {
    return m.buyerStatusAwaitingPayment();
  },
  get on_account() {
    return m.statusOnAccount();
  },
  get paid() {
    return m.statusPaid();
  },
  get cancelled() {
    return m.statusCancelled();
  },
};

const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  get eft() {
    return m.methodEftBankTransfer();
  },
  get account() {
    return m.statusOnAccount();
  },
  payfast: "PayFast",
  get yoco() {
    return m.methodCardYoco();
  },
  get paystack() {
    return m.methodCardPaystack();
  },
  get ozow() {
    return m.methodInstantEftOzow();
  },
};

/** The buyer's order page: what was bought, the totals, and what to do next. */
export interface OrderView {
  id: string;
  number: string;
  status: OrderStatus;
  statusLabel: string;
  placedOn: string;
  buyerName: string;
  buyerEmail: string;
  companyName: string;
  vatNumber: string;
  billingAddress: string;
  purchaseOrder: string;
  paymentMethod: PaymentMethod;
  paymentMethodLabel: string;
  paymentReference: string;
  lines: Array<ReturnType<typeof orderLineAmounts>>;
  subtotalCents: number;
  discountCents: number;
  vatCents: number;
  totalCents: number;
  paidCents: number;
  bank: BankDetails | null;
  /** The order's tax invoice and credit notes, newest last. */
  documents: Array<{ id: string; kind: "tax_invoice" | "credit_note"; number: string; issuedOn: string }>;
}

/** The buyer (by account), a training manager of the order's company, or an admin. */
async function mayReadOrder(
  db: DatabaseExecutor,
  order: Order,
  viewer: { id: string; role: string },
): Promise<boolean> {
  if (viewer.role === "admin") return true;
  if (order.buyer_user_id !== null && order.buyer_user_id === viewer.id) return true;
  return order.company_id !== null && isCompanyManager(db, order.company_id, viewer.id);
}

/**
 * The order for its buyer (signed in as the account that placed it) or an admin. Anyone else gets
 * the same "not found" as an unknown order, so an order id proves nothing about its existence.
 */
export async function loadOrderView(
  db: DatabaseExecutor,
  orderId: string,
  viewer: { id: string; role: string },
): Promise<Outcome<{ order: OrderView }>> {
  const order = await findOrder(db, orderId);
  if (!order || !(await mayReadOrder(db, order, viewer))) return refuse("missing", m.notFound());
  const [lines, bank, timeZone, documents] = await Promise.all([
    orderLines(db, order.id),
    findBankDetails(db),
    getSiteTimeZone(db),
    db
      .selectFrom("tax_documents")
      .select(["id", "kind", "number", "issue_date"])
      .where("order_id", "=", order.id)
      .orderBy("issued_at")
      .orderBy("id")
      .execute(),
  ]);
  return {
    ok: true,
    order: {
      id: order.id,
      number: order.number,
      status: order.status,
      statusLabel: ORDER_STATUS_LABELS[order.status],
      placedOn: formatDate(order.placed_at ?? order.created_at, timeZone, "long"),
      buyerName: order.buyer_name,
      buyerEmail: order.buyer_email,
      companyName: order.company_name,
      vatNumber: order.company_vat_number,
      billingAddress: order.billing_address,
      purchaseOrder: order.purchase_order,
      paymentMethod: order.payment_method,
      paymentMethodLabel: PAYMENT_METHOD_LABELS[order.payment_method],
      paymentReference: order.payment_reference,
      lines: lines.map(orderLineAmounts),
      subtotalCents: order.subtotal_cents,
      discountCents: order.discount_cents,
      vatCents: order.vat_cents,
      totalCents: order.total_cents,
      paidCents: order.paid_cents,
      bank,
      documents: documents.map((document) => ({
        id: document.id,
        kind: document.kind,
        number: document.number,
        issuedOn: formatDate(`${document.issue_date}T12:00:00Z`, timeZone, "long"),
      })),
    },
  };
}

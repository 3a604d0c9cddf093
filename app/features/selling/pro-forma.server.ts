import { formatDate } from "~/lib/dates";
import { type Outcome, refuse } from "~/lib/refusal";
import { getSiteSettings } from "~/platform/site-settings/site-settings.server";
import type { DatabaseExecutor } from "~db/executor";
import type { Order, UserRole } from "~db/schema";
import { supplierOf } from "./invoices.server";
import * as m from "./messages";
import { findOrder, orderLineAmounts, orderLines } from "./orders.server";

/**
 * The pro-forma invoice of an order waiting for its EFT (decision 0086-eft-payments): not a tax
 * invoice (that is issued when the money is in), but what the buyer pays from: the supplier, the
 * company's bank account, the order's lines and totals and the payment reference to quote.
 */

/**
 * The buyer who placed the order (signed in when they did) and admins; anyone else is told there
 * is no such order, so an order number cannot be probed.
 */
export async function findOrderFor(
  db: DatabaseExecutor,
  viewer: { id: string; role: UserRole },
  orderId: string,
): Promise<Outcome<{ order: Order; isBuyer: boolean }>> {
  const order = await findOrder(db, orderId);
  const isBuyer = Boolean(order?.buyer_user_id) && order?.buyer_user_id === viewer.id;
  if (!order || (!isBuyer && viewer.role !== "admin")) return refuse("missing", m.orderNotFoundOrNotYours());
  return { ok: true, order, isBuyer };
}

export interface ProFormaView {
  orderId: string;
  orderNumber: string;
  status: Order["status"];
  /** The order can still be paid by EFT: the pro-forma is the thing to pay from. */
  isPayable: boolean;
  placedOn: string;
  paymentReference: string;
  supplier: { name: string; address: string; vatNumber: string };
  bank: { bankName: string; accountName: string; accountNumber: string; branchCode: string };
  /** False until an admin fills in the bank details in Site settings. */
  hasBankDetails: boolean;
  buyer: {
    name: string;
    companyName: string;
    vatNumber: string;
    address: string;
    email: string;
    purchaseOrder: string;
  };
  lines: Array<ReturnType<typeof orderLineAmounts>>;
  netCents: number;
  discountCents: number;
  vatCents: number;
  totalCents: number;
  paidCents: number;
  /** What is still to pay (never below zero). */
  dueCents: number;
}

export async function loadProForma(db: DatabaseExecutor, order: Order): Promise<ProFormaView> {
  const [settings, supplier, lines] = await Promise.all([
    getSiteSettings(db),
    supplierOf(db),
    orderLines(db, order.id),
  ]);
  const bank = {
    bankName: settings.bank_name.trim(),
    accountName: settings.bank_account_name.trim(),
    accountNumber: settings.bank_account_number.trim(),
    branchCode: settings.bank_branch_code.trim(),
  };
  return {
    orderId: order.id,
    orderNumber: order.number,
    status: order.status,
    isPayable: order.status === "awaiting_payment" || order.status === "on_account",
    placedOn: formatDate(order.placed_at ?? order.created_at, supplier.timeZone, "long"),
    paymentReference: order.payment_reference,
    supplier: { name: supplier.name, address: supplier.address, vatNumber: supplier.vatNumber },
    bank,
    hasBankDetails: Boolean(bank.bankName && bank.accountNumber && bank.branchCode),
    buyer: {
      name: order.buyer_name,
      companyName: order.buyer_kind === "company" ? order.company_name : "",
      vatNumber: order.buyer_kind === "company" ? order.company_vat_number : "",
      address: order.billing_address,
      email: order.buyer_email,
      purchaseOrder: order.purchase_order,
    },
    lines: lines.map(orderLineAmounts),
    netCents: order.subtotal_cents - order.discount_cents,
    discountCents: order.discount_cents,
    vatCents: order.vat_cents,
    totalCents: order.total_cents,
    paidCents: order.paid_cents,
    dueCents: Math.max(order.total_cents - order.paid_cents, 0),
  };
}

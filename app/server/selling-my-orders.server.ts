import type { MyOrdersView } from "~/features/my-learning/components/my-orders-section";
import { formatRand } from "~/lib/course-buyer-facts";
import { formatDate } from "~/lib/dates";
import { getSiteTimeZone } from "~/platform/site-settings/site-settings.server";
import type { DatabaseExecutor } from "~db/executor";
import { jsonRowsFrom, readJsonRows } from "~db/json-aggregation";
import type { OrderStatus } from "~db/schema";
import * as m from "./selling.messages";

/**
 * My learning's orders and invoices (decision 0083-fulfilment-seats): the person's own orders (they
 * are the buyer), a page of them at a time, newest first, with each order's tax invoice and credit
 * notes. One query whatever the person has bought.
 */
const MY_ORDERS_PAGE_SIZE = 5;

const STATUS_LABELS: Record<OrderStatus, string> = {
  get quote() {
    return m.statusQuotation();
  },
  get awaiting_account() {
    return m.myStatusAwaitingAccount();
  },
  get awaiting_payment() {
    return m.statusWaitingForPayment();
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

/** ?orders= as a page number from 1; anything else is the first page. */
export function ordersPageFrom(searchParams: URLSearchParams): number {
  const text = searchParams.get("orders") ?? "";
  const page = /^\d{1,4}$/.test(text) ? Number(text) : 1;
  return Math.max(page, 1);
}

export function loadMyOrders(db: DatabaseExecutor, userId: string, page: number): Promise<MyOrdersView> {
  return loadOrdersPage(db, { buyerUserId: userId }, page);
}

/**
 * A page of orders, a person's own (My learning) or a company's (My company, for its training
 * managers), with each order's tax invoice and credit notes.
 */
export async function loadOrdersPage(
  db: DatabaseExecutor,
  owner: { buyerUserId: string } | { companyId: string },
  page: number,
): Promise<MyOrdersView> {
  const [timeZone, rows] = await Promise.all([getSiteTimeZone(db), readOrdersPage(db, owner, page)]);
  const shown = rows.slice(0, MY_ORDERS_PAGE_SIZE);
  return {
    orders: shown.map((order) => ({
      id: order.id,
      number: order.number,
      placedOn: formatDate(order.placed_at ?? order.created_at, timeZone, "long"),
      statusLabel: STATUS_LABELS[order.status],
      total: formatRand(order.total_cents),
      summary: readJsonRows(order.lines_json)
        .map((line) => (line.quantity > 1 ? `${line.quantity} × ${line.description}` : line.description))
        .join("; "),
      canCancel: order.status !== "cancelled",
      documents: readJsonRows(order.documents_json).map((document) => ({
        id: document.id,
        number: document.number,
        kindLabel: document.kind === "tax_invoice" ? "Tax invoice" : "Credit note",
        // Each kind has its own page: a credit note's id under /invoices is not found.
        path: document.kind === "tax_invoice" ? `/invoices/${document.id}` : `/credit-notes/${document.id}`,
        total: formatRand(document.total_cents),
      })),
    })),
    page,
    hasPrevious: page > 1,
    hasNext: rows.length > MY_ORDERS_PAGE_SIZE,
  };
}

/**
 * One page of orders (one more than shown, to know of a next page) with each order's lines and tax
 * documents as JSON columns: one statement instead of three (decision 0123-learner-statements).
 */
function readOrdersPage(db: DatabaseExecutor, owner: { buyerUserId: string } | { companyId: string }, page: number) {
  return db
    .selectFrom("orders")
    .select(["id", "number", "status", "total_cents", "created_at", "placed_at"])
    .select((eb) => [
      jsonRowsFrom(
        db,
        eb
          .selectFrom("order_lines")
          .select(["description", "quantity"])
          .whereRef("order_lines.order_id", "=", "orders.id")
          .orderBy("position"),
      ).as("lines_json"),
      jsonRowsFrom(
        db,
        eb
          .selectFrom("tax_documents")
          .select(["id", "kind", "number", "total_cents"])
          .whereRef("tax_documents.order_id", "=", "orders.id")
          .orderBy("kind", "desc")
          .orderBy("serial"),
      ).as("documents_json"),
    ])
    .$call((query) =>
      "companyId" in owner
        ? query.where("company_id", "=", owner.companyId)
        : query.where("buyer_user_id", "=", owner.buyerUserId),
    )
    .where("status", "!=", "quote")
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(MY_ORDERS_PAGE_SIZE + 1)
    .offset((page - 1) * MY_ORDERS_PAGE_SIZE)
    .execute();
}

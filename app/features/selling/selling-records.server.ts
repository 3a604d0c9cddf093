import {
  type KeysetPage,
  type KeysetRequest,
  keysetPageOf,
  newestFirstAfter,
  readNewestFirstPage,
} from "~/lib/pagination";
import { belongsToPerson, type PersonIdentity } from "~/lib/personal-data";
import type { DatabaseExecutor } from "~db/executor";
import type { Order, OrderLine, OrderStatus, PaymentMethod, TaxDocument } from "~db/schema";
import type { PricedLine } from "./vat";

/**
 * Orders, tax documents (tax invoices and credit notes) and payments as every reader outside the
 * staff screens sees them: the REST API (mapped to its JSON) and the person's own download read
 * these shapes, once, here (decision 0079-one-read-path). Money is integer cents (ZAR).
 */

interface SellingLineRecord extends PricedLine {
  position: number;
  itemType: string;
  itemId: string;
  description: string;
}

export interface OrderRecord {
  id: string;
  number: string;
  status: OrderStatus;
  buyerKind: "person" | "company";
  buyerName: string;
  buyerEmail: string;
  buyerPhone: string;
  buyerUserId: string | null;
  companyId: string | null;
  companyName: string;
  companyVatNumber: string;
  billingAddress: string;
  purchaseOrder: string;
  paymentMethod: PaymentMethod;
  paymentReference: string;
  currency: "ZAR";
  subtotalCents: number;
  discountCents: number;
  vatCents: number;
  totalCents: number;
  paidCents: number;
  validUntil: string | null;
  placedAt: string | null;
  paidAt: string | null;
  cancelledAt: string | null;
  createdAt: string;
  updatedAt: string;
  lines: SellingLineRecord[];
}

export interface TaxDocumentRecord {
  id: string;
  kind: "tax_invoice" | "credit_note";
  number: string;
  orderId: string;
  invoiceId: string | null;
  issuedAt: string;
  issueDate: string;
  dueDate: string | null;
  supplierName: string;
  supplierAddress: string;
  supplierVatNumber: string;
  recipientName: string;
  recipientAddress: string;
  recipientVatNumber: string;
  recipientEmail: string;
  purchaseOrder: string;
  companyId: string | null;
  currency: "ZAR";
  netCents: number;
  vatCents: number;
  totalCents: number;
  reason: string;
  lines: SellingLineRecord[];
}

export interface PaymentRecord {
  id: string;
  orderId: string | null;
  orderNumber: string | null;
  amountCents: number;
  currency: "ZAR";
  receivedOn: string;
  method: string;
  source: string;
  externalReference: string;
  createdAt: string;
}

const amount = (value: number | bigint | string) => Number(value);

type LineRow = Omit<OrderLine, "id" | "order_id" | "item_type" | "item_id"> & {
  item_type: string | null;
  item_id: string | null;
};

function toLineRecord(line: LineRow): SellingLineRecord {
  return {
    position: amount(line.position),
    itemType: line.item_type ?? "",
    itemId: line.item_id ?? "",
    description: line.description,
    quantity: amount(line.quantity),
    unitPriceCents: amount(line.unit_price_cents),
    discountCents: amount(line.discount_cents),
    netCents: amount(line.net_cents),
    vatRateBasisPoints: amount(line.vat_rate_basis_points),
    vatCents: amount(line.vat_cents),
    totalCents: amount(line.total_cents),
  };
}

/** The order's own facts (everything but its lines): the API's order and the staff order page read these. */
export function orderFactsOf(order: Order): Omit<OrderRecord, "lines"> {
  return {
    id: order.id,
    number: order.number,
    status: order.status,
    buyerKind: order.buyer_kind,
    buyerName: order.buyer_name,
    buyerEmail: order.buyer_email,
    buyerPhone: order.buyer_phone,
    buyerUserId: order.buyer_user_id,
    companyId: order.company_id,
    companyName: order.company_name,
    companyVatNumber: order.company_vat_number,
    billingAddress: order.billing_address,
    purchaseOrder: order.purchase_order,
    paymentMethod: order.payment_method,
    paymentReference: order.payment_reference,
    currency: "ZAR",
    subtotalCents: amount(order.subtotal_cents),
    discountCents: amount(order.discount_cents),
    vatCents: amount(order.vat_cents),
    totalCents: amount(order.total_cents),
    paidCents: amount(order.paid_cents),
    validUntil: order.valid_until,
    placedAt: order.placed_at,
    paidAt: order.paid_at,
    cancelledAt: order.cancelled_at,
    createdAt: order.created_at,
    updatedAt: order.updated_at,
  };
}

function toOrderRecord(order: Order, lines: SellingLineRecord[]): OrderRecord {
  return { ...orderFactsOf(order), lines };
}

async function withOrderLines(db: DatabaseExecutor, orders: readonly Order[]): Promise<OrderRecord[]> {
  if (orders.length === 0) return [];
  const lines = await db
    .selectFrom("order_lines")
    .selectAll()
    .where(
      "order_id",
      "in",
      orders.map((order) => order.id),
    )
    .orderBy("position")
    .execute();
  return orders.map((order) =>
    toOrderRecord(order, lines.filter((line) => line.order_id === order.id).map(toLineRecord)),
  );
}

function toTaxDocumentRecord(document: TaxDocument, lines: SellingLineRecord[]): TaxDocumentRecord {
  return {
    id: document.id,
    kind: document.kind as TaxDocumentRecord["kind"],
    number: document.number,
    orderId: document.order_id,
    invoiceId: document.invoice_id,
    issuedAt: document.issued_at,
    issueDate: document.issue_date,
    dueDate: document.due_date,
    supplierName: document.supplier_name,
    supplierAddress: document.supplier_address,
    supplierVatNumber: document.supplier_vat_number,
    recipientName: document.recipient_name,
    recipientAddress: document.recipient_address,
    recipientVatNumber: document.recipient_vat_number,
    recipientEmail: document.recipient_email,
    purchaseOrder: document.purchase_order,
    companyId: document.company_id,
    currency: "ZAR",
    netCents: amount(document.net_cents),
    vatCents: amount(document.vat_cents),
    totalCents: amount(document.total_cents),
    reason: document.reason,
    lines,
  };
}

async function withDocumentLines(db: DatabaseExecutor, documents: readonly TaxDocument[]) {
  if (documents.length === 0) return [];
  const lines = await db
    .selectFrom("tax_document_lines")
    .leftJoin("order_lines", "order_lines.id", "tax_document_lines.order_line_id")
    .selectAll("tax_document_lines")
    .select(["order_lines.item_type", "order_lines.item_id"])
    .where(
      "tax_document_lines.document_id",
      "in",
      documents.map((document) => document.id),
    )
    .orderBy("tax_document_lines.position")
    .execute();
  return documents.map((document) =>
    toTaxDocumentRecord(document, lines.filter((line) => line.document_id === document.id).map(toLineRecord)),
  );
}

/** A payment's columns with its order's number, from payments left-joined to orders (the staff list reads them too). */
export const PAYMENT_RECORD_COLUMNS = [
  "payments.id",
  "payments.order_id",
  "orders.number as order_number",
  "payments.amount_cents",
  "payments.received_on",
  "payments.method",
  "payments.source",
  "payments.external_reference",
  "payments.created_at",
] as const;

function selectPayments(db: DatabaseExecutor) {
  return db.selectFrom("payments").leftJoin("orders", "orders.id", "payments.order_id").select(PAYMENT_RECORD_COLUMNS);
}

type PaymentRow = Awaited<ReturnType<ReturnType<typeof selectPayments>["executeTakeFirstOrThrow"]>>;

function toPaymentRecord(row: PaymentRow): PaymentRecord {
  return {
    id: row.id,
    orderId: row.order_id,
    orderNumber: row.order_number,
    amountCents: amount(row.amount_cents),
    currency: "ZAR",
    receivedOn: row.received_on,
    method: row.method,
    source: row.source,
    externalReference: row.external_reference,
    createdAt: row.created_at,
  };
}

/** Orders, newest first, a page after `after`; optionally of one status (quotations included). */
export async function listOrderRecords(
  db: DatabaseExecutor,
  request: KeysetRequest & { status?: string; companyId?: string },
): Promise<KeysetPage<OrderRecord>> {
  let select = db.selectFrom("orders").selectAll();
  if (request.status) select = select.where("status", "=", request.status as Order["status"]);
  if (request.companyId) select = select.where("company_id", "=", request.companyId);
  const page = await readNewestFirstPage(select, "orders", request, (row) => row);
  return { items: await withOrderLines(db, page.items), next: page.next };
}

export async function findOrderRecord(db: DatabaseExecutor, id: string): Promise<OrderRecord | undefined> {
  const order = await db.selectFrom("orders").selectAll().where("id", "=", id).executeTakeFirst();
  return order && (await withOrderLines(db, [order]))[0];
}

/** Tax invoices or credit notes, newest issued first (issued_at, id), a page after `after`. */
export async function listTaxDocumentRecords(
  db: DatabaseExecutor,
  request: KeysetRequest & { kind: TaxDocumentRecord["kind"]; orderId?: string; from?: string },
): Promise<KeysetPage<TaxDocumentRecord>> {
  let select = db.selectFrom("tax_documents").selectAll().where("kind", "=", request.kind);
  if (request.orderId) select = select.where("order_id", "=", request.orderId);
  if (request.from) select = select.where("issue_date", ">=", request.from);
  const rows = await newestFirstAfter(select, "tax_documents", request.after, "issued_at")
    .limit(request.limit + 1)
    .execute();
  const page = keysetPageOf(
    rows,
    request.limit,
    (row) => row,
    (row) => ({ createdAt: row.issued_at, id: row.id }),
  );
  return { items: await withDocumentLines(db, page.items), next: page.next };
}

export async function findTaxDocumentRecord(
  db: DatabaseExecutor,
  id: string,
  kind: TaxDocumentRecord["kind"],
): Promise<TaxDocumentRecord | undefined> {
  const document = await db
    .selectFrom("tax_documents")
    .selectAll()
    .where("id", "=", id)
    .where("kind", "=", kind)
    .executeTakeFirst();
  return document && (await withDocumentLines(db, [document]))[0];
}

/** Payments, newest recorded first, a page after `after`; optionally of one order. */
export async function listPaymentRecords(
  db: DatabaseExecutor,
  request: KeysetRequest & { orderId?: string },
): Promise<KeysetPage<PaymentRecord>> {
  let select = selectPayments(db);
  if (request.orderId) select = select.where("payments.order_id", "=", request.orderId);
  return readNewestFirstPage(select, "payments", request, toPaymentRecord);
}

export async function findPaymentRecord(db: DatabaseExecutor, id: string): Promise<PaymentRecord | undefined> {
  const row = await selectPayments(db).where("payments.id", "=", id).executeTakeFirst();
  return row && toPaymentRecord(row);
}

/** The person's orders as buyer (by account or address), oldest first, with their lines. */
export async function orderRecordsOf(db: DatabaseExecutor, person: Pick<PersonIdentity, "userId" | "emails">) {
  const orders = await db
    .selectFrom("orders")
    .selectAll()
    .where((eb) => belongsToPerson(eb, { userColumn: "buyer_user_id", emailColumn: "buyer_email" }, person))
    .orderBy("created_at")
    .execute();
  return withOrderLines(db, orders);
}

/** The tax invoices and credit notes issued to the person (by account or address), oldest first. */
export async function taxDocumentRecordsOf(db: DatabaseExecutor, person: Pick<PersonIdentity, "userId" | "emails">) {
  const documents = await db
    .selectFrom("tax_documents")
    .selectAll()
    .where((eb) => belongsToPerson(eb, { userColumn: "buyer_user_id", emailColumn: "recipient_email" }, person))
    .orderBy("issued_at")
    .execute();
  return withDocumentLines(db, documents);
}

/** The payments against the person's orders, oldest first. */
export async function paymentRecordsOf(db: DatabaseExecutor, person: Pick<PersonIdentity, "userId" | "emails">) {
  const rows = await selectPayments(db)
    .where((eb) =>
      belongsToPerson(eb, { userColumn: "orders.buyer_user_id", emailColumn: "orders.buyer_email" }, person),
    )
    .orderBy("payments.created_at")
    .execute();
  return rows.map(toPaymentRecord);
}

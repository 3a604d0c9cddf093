import crypto from "node:crypto";
import { formatRand } from "~/lib/course-buyer-facts";
import { formatDate, todayIn } from "~/lib/dates";
import { getEnvironment } from "~/lib/env.server";
import { createId } from "~/lib/ids";
import { type Outcome, refuse } from "~/lib/refusal";
import { withLocale } from "~/lib/request-context.server";
import { queueEmail } from "~/platform/mail/mail.server";
import { getSiteSettings, getSiteTimeZone } from "~/platform/site-settings/site-settings.server";
import type { DatabaseExecutor } from "~db/executor";
import type { Order, SellableItemType } from "~db/schema";
import { inTransaction } from "~db/transactions";
import { buyerLocale } from "./buyer-locale.server";
import { findSellableItem, lockSeats } from "./catalogue.server";
import * as m from "./messages";
import {
  type BuyerDetails,
  COMPANY_BILLING_COLUMNS,
  creditTermsOf,
  findOrder,
  orderLines,
  placeOrder,
  type RequestedLine,
} from "./orders.server";
import { renderQuotationEmail } from "./quotation-emails";
import { type FulfilOrder, settleOnAccount } from "./settle.server";
import { formatDocumentLine, type TaxDocumentLineView } from "./tax-document-view.server";

/**
 * Quotations (decision 0082): an order in status "quote", priced and numbered by the server when
 * staff make it, holding no seats. The buyer accepts it online before its valid-until day: then
 * its seats are taken (refused with the reason when the item is full) and it becomes an order
 * awaiting payment, or, for a company with credit terms, an order on account with its tax invoice.
 * The quoted prices stand: the buyer accepts what they were sent.
 */

function sign(purpose: string): string {
  return crypto.createHmac("sha256", getEnvironment().authSecret).update(purpose).digest("base64url");
}

/**
 * The key in the quotation mail's link: the order's id and its signature, so a buyer without an
 * account opens and accepts their quotation, and nobody who merely guesses an id does.
 */
export function quotationToken(orderId: string): string {
  return `${orderId}.${sign(`quotation:${orderId}`)}`;
}

/** The order id a quotation token is for, or null when its signature does not hold. */
export function readQuotationToken(token: string): string | null {
  const dot = token.lastIndexOf(".");
  if (dot < 1 || token.length > 200) return null;
  const expected = Buffer.from(quotationToken(token.slice(0, dot)));
  const given = Buffer.from(token);
  return expected.length === given.length && crypto.timingSafeEqual(expected, given) ? token.slice(0, dot) : null;
}

function quotationLink(baseUrl: string, orderId: string): string {
  return `${baseUrl}/quotation/${quotationToken(orderId)}`;
}

/** Something staff can put on a quotation: an item with a price. */
export interface QuotableItem {
  value: string;
  label: string;
}

/** Courses, schedule dates still to come and events with a price above zero, for the staff form. */
export async function listQuotableItems(db: DatabaseExecutor, now: Date = new Date()): Promise<QuotableItem[]> {
  const timeZone = await getSiteTimeZone(db);
  const today = todayIn(timeZone, now);
  const [courses, dates, events] = await Promise.all([
    db
      .selectFrom("courses")
      .select(["id", "name", "price_cents"])
      .where("is_published", "=", 1)
      .where("price_cents", ">", 0)
      .orderBy("name")
      .limit(200)
      .execute(),
    db
      .selectFrom("training_schedule_entries")
      .select(["id", "course_title", "start_date", "price_cents"])
      .where("price_cents", ">", 0)
      .where("start_date", ">=", today)
      .orderBy("start_date")
      .limit(200)
      .execute(),
    db
      .selectFrom("events")
      .select(["id", "title", "date_from", "price_cents"])
      .where("price_cents", ">", 0)
      .where("cancelled_at", "is", null)
      .where("date_from", ">=", today)
      .orderBy("date_from")
      .limit(200)
      .execute(),
  ]);
  const day = (date: string) => formatDate(`${date}T12:00:00Z`, timeZone, "medium");
  return [
    ...courses.map((course) => ({
      value: `course:${course.id}`,
      label: m.quoteOnlineCourse({ name: course.name, price: formatRand(course.price_cents ?? 0) }),
    })),
    ...dates.map((entry) => ({
      value: `schedule_date:${entry.id}`,
      label: `${entry.course_title}, ${day(entry.start_date)} (${formatRand(entry.price_cents ?? 0)})`,
    })),
    ...events.map((event) => ({
      value: `event:${event.id}`,
      label: `Event: ${event.title}, ${day(event.date_from)} (${formatRand(event.price_cents ?? 0)})`,
    })),
  ];
}

/** "course:abc" → the item's type and id; undefined for anything else. */
export function parseItemValue(value: string): { itemType: SellableItemType; itemId: string } | undefined {
  const [type, id] = value.split(":");
  if (!id || (type !== "course" && type !== "schedule_date" && type !== "event")) return undefined;
  return { itemType: type, itemId: id };
}

export interface QuotationInput {
  lines: readonly RequestedLine[];
  buyer: { kind: "person" } | { kind: "company"; companyId: string };
  name: string;
  email: string;
  billingAddress: string;
  vatNumber: string;
  purchaseOrder: string;
  /** YYYY-MM-DD, the last day the quotation may be accepted. */
  validUntil: string;
}

/** The buyer a quotation names: a company's billing facts from its account, a person's account by address. */
async function buyerFor(db: DatabaseExecutor, input: QuotationInput): Promise<Outcome<{ buyer: BuyerDetails }>> {
  const account = await db
    .selectFrom("user")
    .select("id")
    .where("email", "=", input.email.toLowerCase())
    .executeTakeFirst();
  const person: BuyerDetails = {
    kind: "person",
    userId: account?.id ?? null,
    name: input.name,
    email: input.email,
    phone: "",
    companyId: null,
    companyName: "",
    vatNumber: "",
    billingAddress: input.billingAddress,
    purchaseOrder: input.purchaseOrder,
  };
  if (input.buyer.kind === "person") return { ok: true, buyer: person };
  const company = await db
    .selectFrom("companies")
    .leftJoin("company_accounts", "company_accounts.company_id", "companies.id")
    .select([...COMPANY_BILLING_COLUMNS])
    .where("companies.id", "=", input.buyer.companyId)
    .executeTakeFirst();
  if (!company) return refuse("invalid", m.chooseCompanyFromList(), { companyId: m.chooseCompanyFromList() });
  return {
    ok: true,
    buyer: {
      ...person,
      kind: "company",
      companyId: company.id,
      companyName: company.legal_name || company.name,
      vatNumber: input.vatNumber || company.vat_number || "",
      billingAddress: input.billingAddress || company.billing_address || "",
    },
  };
}

/**
 * Makes a quotation and mails the buyer its link, in one transaction: the lines priced by the
 * server today (a company's negotiated prices included), numbered, holding no seats.
 */
export async function createQuotation(
  db: DatabaseExecutor,
  input: QuotationInput,
  now: Date = new Date(),
): Promise<Outcome<{ order: Order }>> {
  const today = todayIn(await getSiteTimeZone(db), now);
  if (input.validUntil < today) {
    const message = m.validUntilFromToday();
    return refuse("invalid", message, { validUntil: message });
  }
  const found = await buyerFor(db, input);
  if (!found.ok) return found;
  const { buyer } = found;
  const onAccount = buyer.companyId !== null && (await creditTermsOf(db, buyer.companyId)) !== null;
  return inTransaction(db, async (trx) => {
    const placed = await placeOrder(
      trx,
      { lines: input.lines, buyer, paymentMethod: onAccount ? "account" : "eft", quoteValidUntil: input.validUntil },
      now,
    );
    if (!placed.ok) return placed;
    const settings = await getSiteSettings(trx);
    // In the buyer's language when they have an account; else the language staff work in.
    const locale = await buyerLocale(trx, placed.order.buyer_user_id);
    await queueEmail(
      trx,
      withLocale(locale, () =>
        renderQuotationEmail({
          order: placed.order,
          siteName: settings.legal_name || settings.site_name,
          validUntil: formatDate(`${input.validUntil}T12:00:00Z`, settings.time_zone, "long"),
          link: quotationLink(getEnvironment().baseUrl, placed.order.id),
          replyTo: settings.notification_email,
        }),
      ),
    );
    return placed;
  });
}

export interface QuotationView {
  id: string;
  number: string;
  /** quote | accepted (an order now) | cancelled. */
  state: "open" | "expired" | "accepted" | "cancelled";
  buyerName: string;
  companyName: string;
  email: string;
  billingAddress: string;
  vatNumber: string;
  purchaseOrder: string;
  validUntil: string;
  lines: TaxDocumentLineView[];
  net: string;
  vat: string;
  total: string;
  /** Once accepted: what to do next. */
  acceptedAs: { status: string; paymentReference: string; onAccount: boolean } | null;
  /** The order's tax invoice once issued (paid, or on account). */
  invoice: { id: string; number: string } | null;
}

/** The quotation as its page shows it, or missing when the id is not a quotation's. */
export async function loadQuotationView(
  db: DatabaseExecutor,
  orderId: string,
  now: Date = new Date(),
): Promise<Outcome<{ view: QuotationView; order: Order }>> {
  const order = await findOrder(db, orderId);
  if (!order?.valid_until) return refuse("missing", m.quotationMissing());
  const timeZone = await getSiteTimeZone(db);
  const today = todayIn(timeZone, now);
  const lines = await orderLines(db, order.id);
  const invoice = await db
    .selectFrom("tax_documents")
    .select(["id", "number"])
    .where("order_id", "=", order.id)
    .where("kind", "=", "tax_invoice")
    .executeTakeFirst();
  const state: QuotationView["state"] =
    order.status === "cancelled"
      ? "cancelled"
      : order.status !== "quote"
        ? "accepted"
        : today > order.valid_until
          ? "expired"
          : "open";
  return {
    ok: true,
    order,
    view: {
      id: order.id,
      number: order.number,
      state,
      buyerName: order.buyer_name,
      companyName: order.company_name,
      email: order.buyer_email,
      billingAddress: order.billing_address,
      vatNumber: order.company_vat_number,
      purchaseOrder: order.purchase_order,
      validUntil: formatDate(`${order.valid_until}T12:00:00Z`, timeZone, "long"),
      lines: lines.map(formatDocumentLine),
      net: formatRand(order.subtotal_cents - order.discount_cents),
      vat: formatRand(order.vat_cents),
      total: formatRand(order.total_cents),
      acceptedAs:
        state === "accepted"
          ? {
              status: order.status,
              paymentReference: order.payment_reference,
              onAccount: order.payment_method === "account",
            }
          : null,
      invoice: invoice ?? null,
    },
  };
}

/** Thrown inside the accepting transaction so a refusal from settling rolls it all back. */
class AcceptRefused extends Error {
  constructor(readonly refusal: Outcome & { ok: false }) {
    super(refusal.message);
  }
}

/**
 * Accepts a quotation: refused once it has expired, was accepted or cancelled, or when an item no
 * longer has the seats; else, in one transaction with the items' seats locked, it holds one seat
 * per unit and becomes an order awaiting payment, or on account (tax invoice issued, seats
 * fulfilled) for a company with credit terms.
 */
export async function acceptQuotation(
  db: DatabaseExecutor,
  orderId: string,
  fulfil: FulfilOrder,
  now: Date = new Date(),
): Promise<Outcome<{ order: Order }>> {
  const timeZone = await getSiteTimeZone(db);
  try {
    return await inTransaction(db, async (trx): Promise<Outcome<{ order: Order }>> => {
      const lines = await orderLines(trx, orderId);
      for (const line of lines) await lockSeats(trx, line.item_type, line.item_id);
      const order = await findOrder(trx, orderId);
      if (!order?.valid_until) return refuse("missing", m.quotationMissing());
      if (order.status === "cancelled") return refuse("closed", m.quotationWithdrawn());
      if (order.status !== "quote") return refuse("closed", m.quotationAccepted());
      if (todayIn(timeZone, now) > order.valid_until) return refuse("closed", m.quotationExpired());
      for (const line of lines) {
        const item = await findSellableItem(trx, line.item_type, line.item_id, timeZone);
        if (!item) return refuse("closed", m.noLongerForSale({ item: line.description }));
        if (item.seatsLeft !== null && line.quantity > item.seatsLeft) {
          return refuse(
            "conflict",
            item.seatsLeft === 0
              ? `${line.description} is full.`
              : m.onlySeatsLeft({ count: item.seatsLeft, item: line.description }),
          );
        }
        await trx
          .insertInto("order_seats")
          .values(
            Array.from({ length: line.quantity }, () => ({
              id: createId(),
              order_id: order.id,
              order_line_id: line.id,
              item_type: line.item_type,
              item_id: line.item_id,
              status: "held" as const,
            })),
          )
          .execute();
      }
      const onAccount =
        order.payment_method === "account" &&
        order.company_id !== null &&
        (await creditTermsOf(trx, order.company_id)) !== null;
      const at = now.toISOString();
      const accepted = await trx
        .updateTable("orders")
        .set({
          status: onAccount ? "on_account" : "awaiting_payment",
          // A company whose credit terms were withdrawn since pays first, by EFT.
          payment_method: onAccount ? "account" : order.payment_method === "account" ? "eft" : order.payment_method,
          placed_at: at,
          updated_at: at,
          version: order.version + 1,
        })
        .where("id", "=", order.id)
        .where("status", "=", "quote")
        .returningAll()
        .executeTakeFirstOrThrow();
      if (onAccount) {
        const settled = await settleOnAccount(trx, order.id, fulfil, now);
        if (!settled.ok) throw new AcceptRefused(settled);
      }
      return { ok: true, order: accepted };
    });
  } catch (error) {
    if (error instanceof AcceptRefused) return error.refusal;
    throw error;
  }
}

/** Companies to quote for, by name (the staff form's list). */
export async function listQuotationCompanies(db: DatabaseExecutor) {
  return db.selectFrom("companies").select(["id", "name"]).orderBy("name").orderBy("id").limit(500).execute();
}

import { formatRand } from "~/lib/course-buyer-facts";
import { todayIn } from "~/lib/dates";
import { createId } from "~/lib/ids";
import { customAlphabet } from "~/lib/random-text";
import { type Outcome, refuse } from "~/lib/refusal";
import { getSiteTimeZone } from "~/platform/site-settings/site-settings.server";
import type { DatabaseExecutor } from "~db/executor";
import type { Order, OrderLine, OrderStatus, PaymentMethod, SellableItemType } from "~db/schema";
import { isUniqueViolation } from "~db/sql-helpers";
import { inTransaction } from "~db/transactions";
import { findSellableItem, lockSeats, type SellableItem } from "./catalogue.server";
import { takeNextNumber } from "./document-numbers.server";
import * as m from "./messages";
import { emitOrderCreated } from "./selling-webhooks.server";
import {
  type Discount,
  MAX_LINE_CENTS,
  MAX_QUANTITY,
  type PricedLine,
  priceLine,
  rateOn,
  totalsOf,
  unitPriceOn,
} from "./vat";

/** One line as the buyer asks for it: what and how many; never a price (the server prices it). */
export interface RequestedLine {
  itemType: SellableItemType;
  itemId: string;
  quantity: number;
  /** Classroom dates: one name and address per seat, in seat order (may be fewer: the rest are credits). */
  attendees?: readonly { name: string; email: string }[];
}

interface PricedOrderLine extends PricedLine {
  item: SellableItem;
  attendees: readonly { name: string; email: string }[];
}

export interface PricedCart {
  lines: PricedOrderLine[];
  subtotalCents: number;
  discountCents: number;
  vatCents: number;
  totalCents: number;
  discountCodeId: string | null;
}

/** At most this many different items in one order. */
const MAX_ORDER_LINES = 20;

/** The VAT rate in force on a day (YYYY-MM-DD), from the dated rows. */
export async function vatRateOn(db: DatabaseExecutor, day: string): Promise<number | undefined> {
  const rates = await db.selectFrom("vat_rates").select(["rate_basis_points", "effective_from"]).execute();
  return rateOn(
    rates.map((rate) => ({ rateBasisPoints: rate.rate_basis_points, effectiveFrom: rate.effective_from })),
    day,
  );
}

interface UsableDiscount {
  id: string;
  discount: Discount;
  courseId: string | null;
}

/** A discount code as typed (any case), or the reason it cannot be used today. */
export async function findUsableDiscount(
  db: DatabaseExecutor,
  typed: string,
  day: string,
): Promise<Outcome<{ code: UsableDiscount }>> {
  const code = await db
    .selectFrom("discount_codes")
    .selectAll()
    .where("code", "=", typed.trim().toUpperCase())
    .executeTakeFirst();
  if (!code?.is_active) return refuse("invalid", m.discountNotValid(), { discountCode: m.discountNotValid() });
  if (code.expires_on !== null && day > code.expires_on) {
    return refuse("invalid", m.discountExpired(), { discountCode: m.discountExpired() });
  }
  if (code.max_uses !== null && code.used_count >= code.max_uses) {
    return refuse("invalid", m.discountLimit(), {
      discountCode: m.discountLimit(),
    });
  }
  const discount: Discount =
    code.kind === "percent"
      ? { kind: "percent", basisPoints: code.value }
      : { kind: "amount", centsPerUnit: code.value };
  return { ok: true, code: { id: code.id, discount, courseId: code.course_id } };
}

async function companyPriceOf(
  db: DatabaseExecutor,
  companyId: string | null,
  item: SellableItem,
): Promise<number | null> {
  if (!companyId) return null;
  const row = await db
    .selectFrom("company_prices")
    .select("price_cents")
    .where("company_id", "=", companyId)
    .where("item_type", "=", item.itemType)
    .where("item_id", "=", item.itemId)
    .executeTakeFirst();
  return row?.price_cents ?? null;
}

function refuseItem(item: SellableItem | undefined, requested: RequestedLine): Outcome<{ item: SellableItem }> {
  if (!item) return refuse("missing", m.itemNoLongerForSale());
  if (item.priceCents === null) return refuse("invalid", m.notSoldOnline({ item: item.description }));
  if (item.priceCents === 0) return refuse("invalid", m.itemIsFree({ item: item.description }));
  if (!Number.isSafeInteger(requested.quantity) || requested.quantity < 1 || requested.quantity > MAX_QUANTITY) {
    return refuse("invalid", m.chooseSeatsBetween({ max: MAX_QUANTITY }), {
      quantity: m.chooseSeatsBetween({ max: MAX_QUANTITY }),
    });
  }
  if (item.itemType === "course" && requested.quantity > 1 && requested.attendees && requested.attendees.length > 1) {
    return refuse("invalid", m.oneLearnerPerSeat());
  }
  if (item.seatsLeft !== null && requested.quantity > item.seatsLeft) {
    const message =
      item.seatsLeft === 0
        ? m.itemIsFull({ item: item.description })
        : m.onlySeatsLeft({ count: item.seatsLeft, item: item.description });
    return refuse("conflict", message, { quantity: message });
  }
  return { ok: true, item };
}

/**
 * Prices what the buyer asked for, from the database alone: each item's price today (early-bird,
 * a company's negotiated price), the discount code, VAT per line at today's rate. Nothing the
 * browser sent about an amount is read. Refuses an item not for sale, free, or without the seats.
 */
export async function priceCart(
  db: DatabaseExecutor,
  input: { lines: readonly RequestedLine[]; companyId: string | null; discountCode?: string | null },
  now: Date = new Date(),
): Promise<Outcome<{ cart: PricedCart }>> {
  if (input.lines.length === 0) return refuse("invalid", m.cartEmpty());
  if (input.lines.length > MAX_ORDER_LINES) return refuse("invalid", m.orderAtMostItems({ max: MAX_ORDER_LINES }));
  const timeZone = await getSiteTimeZone(db);
  const day = todayIn(timeZone, now);
  const rate = await vatRateOn(db, day);
  if (rate === undefined) return refuse("closed", m.noVatRate());
  let discount: UsableDiscount | null = null;
  if (input.discountCode?.trim()) {
    const found = await findUsableDiscount(db, input.discountCode, day);
    if (!found.ok) return found;
    discount = found.code;
  }
  const lines: PricedOrderLine[] = [];
  for (const requested of input.lines) {
    const checked = refuseItem(await findSellableItem(db, requested.itemType, requested.itemId, timeZone), requested);
    if (!checked.ok) return checked;
    const { item } = checked;
    const unitPriceCents = unitPriceOn(
      {
        priceCents: item.priceCents ?? 0,
        earlyPriceCents: item.earlyPriceCents,
        earlyPriceUntil: item.earlyPriceUntil,
      },
      day,
      await companyPriceOf(db, input.companyId, item),
    );
    const appliesDiscount =
      discount && (discount.courseId === null || (item.itemType === "course" && item.itemId === discount.courseId));
    const priced = priceLine({
      quantity: requested.quantity,
      unitPriceCents,
      vatRateBasisPoints: rate,
      discount: appliesDiscount ? discount?.discount : null,
    });
    if (priced.totalCents > MAX_LINE_CENTS)
      return refuse("invalid", m.lineAtMost({ amount: formatRand(MAX_LINE_CENTS) }));
    lines.push({ ...priced, item, attendees: (requested.attendees ?? []).slice(0, requested.quantity) });
  }
  if (discount && lines.every((line) => line.discountCents === 0)) {
    const message = m.discountNotApplicable();
    return refuse("invalid", message, { discountCode: message });
  }
  const totals = totalsOf(lines);
  return {
    ok: true,
    cart: {
      lines,
      subtotalCents: totals.subtotalCents,
      discountCents: totals.discountCents,
      vatCents: totals.vatCents,
      totalCents: totals.totalCents,
      discountCodeId: discount?.id ?? null,
    },
  };
}

/** A buying company's name and billing facts, selected from companies left-joined to company_accounts. */
export const COMPANY_BILLING_COLUMNS = [
  "companies.id",
  "companies.name",
  "company_accounts.legal_name",
  "company_accounts.vat_number",
  "company_accounts.billing_address",
] as const;

export interface BuyerDetails {
  kind: "person" | "company";
  userId: string | null;
  name: string;
  email: string;
  phone: string;
  companyId: string | null;
  companyName: string;
  vatNumber: string;
  billingAddress: string;
  purchaseOrder: string;
}

export interface PlaceOrderInput {
  lines: readonly RequestedLine[];
  buyer: BuyerDetails;
  paymentMethod: PaymentMethod;
  discountCode?: string | null;
  /** The buyer's account is waiting for its address to be confirmed: the order waits with it. */
  awaitingAccount?: boolean;
  /** A quotation valid through this day (YYYY-MM-DD): priced and numbered, holding no seats. */
  quoteValidUntil?: string | null;
  /** The order's id, when the caller must name it first (a guest's confirmation link lands on the order). */
  orderId?: string;
}

/** EFT references: short, upper case, without letters people confuse (0/O, 1/I/L). */
const paymentReference = customAlphabet("ABCDEFGHJKMNPQRSTUVWXYZ23456789", 8);

function statusOnPlacement(input: PlaceOrderInput): OrderStatus {
  if (input.quoteValidUntil) return "quote";
  if (input.awaitingAccount) return "awaiting_account";
  return input.paymentMethod === "account" ? "on_account" : "awaiting_payment";
}

/**
 * Places an order in one transaction: prices it again with the seats locked (two buyers cannot both
 * take the last seat), takes the next order number, holds one seat per unit (a quotation holds
 * none), and counts the discount code's use only while it is under its limit. Buying on account is
 * for a company with credit terms; issuing its tax invoice and fulfilling it is the caller's next
 * step (invoices.server.ts), as it is after payment for every other order.
 */
export async function placeOrder(
  db: DatabaseExecutor,
  input: PlaceOrderInput,
  now: Date = new Date(),
): Promise<Outcome<{ order: Order }>> {
  if (input.paymentMethod === "account") {
    const terms = input.buyer.companyId ? await creditTermsOf(db, input.buyer.companyId) : null;
    if (terms === null) return refuse("forbidden", m.accountForCompanies());
  }
  try {
    return await inTransaction(db, async (trx) => {
      const holdsSeats = !input.quoteValidUntil;
      if (holdsSeats) {
        for (const line of input.lines) await lockSeats(trx, line.itemType, line.itemId);
      }
      const priced = await priceCart(
        trx,
        { lines: input.lines, companyId: input.buyer.companyId, discountCode: input.discountCode },
        now,
      );
      if (!priced.ok) return priced;
      const { cart } = priced;
      if (cart.discountCodeId && !(await countDiscountUse(trx, cart.discountCodeId))) {
        return refuse("invalid", m.discountLimit(), {
          discountCode: m.discountLimit(),
        });
      }
      const order = await insertOrder(trx, input, cart, now);
      await insertLinesAndSeats(trx, order.id, cart, holdsSeats);
      await emitOrderCreated(trx, order, now);
      return { ok: true, order };
    });
  } catch (error) {
    // A payment reference drawn twice (one in a billion): the buyer tries again and gets a new one.
    if (isUniqueViolation(error)) return refuse("conflict", m.orderNotPlaced());
    throw error;
  }
}

export async function creditTermsOf(db: DatabaseExecutor, companyId: string): Promise<number | null> {
  const account = await db
    .selectFrom("company_accounts")
    .select("credit_terms_days")
    .where("company_id", "=", companyId)
    .executeTakeFirst();
  return account?.credit_terms_days ?? null;
}

/** Counts one use, only while the code is under its limit: the WHERE holds the limit across processes. */
async function countDiscountUse(trx: DatabaseExecutor, discountCodeId: string): Promise<boolean> {
  const result = await trx
    .updateTable("discount_codes")
    .set((eb) => ({ used_count: eb("used_count", "+", 1) }))
    .where("id", "=", discountCodeId)
    .where((eb) => eb.or([eb("max_uses", "is", null), eb("used_count", "<", eb.ref("max_uses"))]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

async function insertOrder(trx: DatabaseExecutor, input: PlaceOrderInput, cart: PricedCart, now: Date): Promise<Order> {
  const { number } = await takeNextNumber(trx, "order");
  const at = now.toISOString();
  const status = statusOnPlacement(input);
  const { buyer } = input;
  return trx
    .insertInto("orders")
    .values({
      id: input.orderId ?? createId(),
      number,
      status,
      buyer_kind: buyer.kind,
      buyer_user_id: buyer.userId,
      company_id: buyer.companyId,
      buyer_name: buyer.name,
      buyer_email: buyer.email.toLowerCase(),
      buyer_phone: buyer.phone,
      company_name: buyer.companyName,
      company_vat_number: buyer.vatNumber,
      billing_address: buyer.billingAddress,
      purchase_order: buyer.purchaseOrder,
      payment_method: input.paymentMethod,
      payment_reference: paymentReference(),
      discount_code_id: cart.discountCodeId,
      subtotal_cents: cart.subtotalCents,
      discount_cents: cart.discountCents,
      vat_cents: cart.vatCents,
      total_cents: cart.totalCents,
      valid_until: input.quoteValidUntil ?? null,
      created_at: at,
      updated_at: at,
      placed_at: status === "quote" ? null : at,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

async function insertLinesAndSeats(
  trx: DatabaseExecutor,
  orderId: string,
  cart: PricedCart,
  holdsSeats: boolean,
): Promise<void> {
  for (const [position, line] of cart.lines.entries()) {
    const lineId = createId();
    await trx
      .insertInto("order_lines")
      .values({
        id: lineId,
        order_id: orderId,
        position,
        item_type: line.item.itemType,
        item_id: line.item.itemId,
        description: line.item.description,
        quantity: line.quantity,
        unit_price_cents: line.unitPriceCents,
        discount_cents: line.discountCents,
        net_cents: line.netCents,
        vat_rate_basis_points: line.vatRateBasisPoints,
        vat_cents: line.vatCents,
        total_cents: line.totalCents,
      })
      .execute();
    if (!holdsSeats) continue;
    const seats = Array.from({ length: line.quantity }, (_, seat) => ({
      id: createId(),
      order_id: orderId,
      order_line_id: lineId,
      item_type: line.item.itemType,
      item_id: line.item.itemId,
      attendee_name: line.attendees[seat]?.name ?? "",
      attendee_email: line.attendees[seat]?.email.toLowerCase() ?? "",
      status: "held" as const,
    }));
    await trx.insertInto("order_seats").values(seats).execute();
  }
}

export async function findOrder(db: DatabaseExecutor, orderId: string): Promise<Order | undefined> {
  return db.selectFrom("orders").selectAll().where("id", "=", orderId).executeTakeFirst();
}

export async function orderLines(db: DatabaseExecutor, orderId: string) {
  return db.selectFrom("order_lines").selectAll().where("order_id", "=", orderId).orderBy("position").execute();
}

/** An order line's amounts in cents, as the buyer's order page and the pro-forma show them. */
export function orderLineAmounts(
  line: OrderLine,
): { id: string; description: string } & Omit<PricedLine, "vatRateBasisPoints"> {
  return {
    id: line.id,
    description: line.description,
    quantity: line.quantity,
    unitPriceCents: line.unit_price_cents,
    discountCents: line.discount_cents,
    netCents: line.net_cents,
    vatCents: line.vat_cents,
    totalCents: line.total_cents,
  };
}

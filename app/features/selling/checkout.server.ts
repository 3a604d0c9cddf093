import { createId } from "~/lib/ids";
import { type Outcome, refuse } from "~/lib/refusal";
import { getSiteTimeZone } from "~/platform/site-settings/site-settings.server";
import type { DatabaseExecutor } from "~db/executor";
import type { Order, PaymentMethod } from "~db/schema";
import { isUniqueViolation } from "~db/sql-helpers";
import { inTransaction } from "~db/transactions";
import type { CartItem } from "./cart";
import { findSellableItem } from "./catalogue.server";
import * as m from "./messages";
import {
  COMPANY_BILLING_COLUMNS,
  creditTermsOf,
  findOrder,
  type PlaceOrderInput,
  placeOrder,
  priceCart,
} from "./orders.server";
import type { ProviderEnvironment } from "./providers/provider";
import { cardPaymentOptions } from "./providers/registry.server";
import { isCompanyManager } from "./tax-document-view.server";

/** One line of the cart as the page shows it: every amount from the server. */
interface CartLineView {
  itemType: CartItem["itemType"];
  itemId: string;
  description: string;
  path: string;
  quantity: number;
  namesAttendees: boolean;
  unitPriceCents: number;
  discountCents: number;
  netCents: number;
  vatCents: number;
  totalCents: number;
  /** Why this line cannot be bought as it is (gone, full, too many seats), or null. */
  problem: string | null;
}

export interface CartView {
  lines: CartLineView[];
  totals: { subtotalCents: number; discountCents: number; vatCents: number; totalCents: number } | null;
  /** The discount code as typed, and why it was not applied (or null). */
  discountCode: string;
  discountError: string | null;
  /** Whether every line can be bought as it is. */
  canCheckOut: boolean;
}

function emptyLine(item: CartItem, description: string, path: string, problem: string): CartLineView {
  return {
    itemType: item.itemType,
    itemId: item.itemId,
    description,
    path,
    quantity: item.quantity,
    namesAttendees: false,
    unitPriceCents: 0,
    discountCents: 0,
    netCents: 0,
    vatCents: 0,
    totalCents: 0,
    problem,
  };
}

/**
 * Prices the cart for the cart and checkout pages: each line on its own first (so the page can say
 * which one is full or gone), then the whole cart with the discount code. A code that does not
 * apply is named and left out; the prices stand.
 */
export async function cartView(
  db: DatabaseExecutor,
  items: readonly CartItem[],
  options: { companyId?: string | null; discountCode?: string } = {},
  now: Date = new Date(),
): Promise<CartView> {
  const companyId = options.companyId ?? null;
  const discountCode = (options.discountCode ?? "").trim();
  const timeZone = await getSiteTimeZone(db);
  const lines: CartLineView[] = [];
  for (const item of items) {
    const priced = await priceCart(db, { lines: [item], companyId }, now);
    if (priced.ok) {
      const line = priced.cart.lines[0];
      if (line) {
        lines.push({
          itemType: item.itemType,
          itemId: item.itemId,
          description: line.item.description,
          path: line.item.path,
          quantity: line.quantity,
          namesAttendees: line.item.namesAttendees,
          unitPriceCents: line.unitPriceCents,
          discountCents: 0,
          netCents: line.netCents,
          vatCents: line.vatCents,
          totalCents: line.totalCents,
          problem: null,
        });
      }
      continue;
    }
    const found = await findSellableItem(db, item.itemType, item.itemId, timeZone);
    lines.push(
      emptyLine(item, found?.description ?? m.itemNoLongerForSaleName(), found?.path ?? "/", priced.message ?? ""),
    );
  }
  const canCheckOut = lines.length > 0 && lines.every((line) => line.problem === null);
  if (!canCheckOut) return { lines, totals: null, discountCode, discountError: null, canCheckOut };
  let whole = await priceCart(db, { lines: items, companyId, discountCode }, now);
  let discountError: string | null = null;
  if (!whole.ok && discountCode) {
    discountError = whole.fieldErrors?.discountCode ?? whole.message ?? m.discountNotValid();
    whole = await priceCart(db, { lines: items, companyId }, now);
  }
  if (!whole.ok) return { lines, totals: null, discountCode, discountError, canCheckOut: false };
  const { cart } = whole;
  const priced = lines.map((line, index) => {
    const pricedLine = cart.lines[index];
    return pricedLine
      ? {
          ...line,
          discountCents: pricedLine.discountCents,
          netCents: pricedLine.netCents,
          vatCents: pricedLine.vatCents,
          totalCents: pricedLine.totalCents,
        }
      : line;
  });
  return {
    lines: priced,
    totals: {
      subtotalCents: cart.subtotalCents,
      discountCents: cart.discountCents,
      vatCents: cart.vatCents,
      totalCents: cart.totalCents,
    },
    discountCode,
    discountError,
    canCheckOut: true,
  };
}

/** The card and instant-EFT providers a buyer may choose: each only once its settings are in the environment. */
export type CardProvider = "payfast" | "yoco" | "paystack" | "ozow";

export const CARD_PROVIDER_LABELS: Record<CardProvider, string> = {
  get payfast() {
    return m.methodCardOrInstantEftPayfast();
  },
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

/** The card and instant-EFT providers whose settings are all present (the providers' own check). */
export function enabledCardProviders(environment: ProviderEnvironment = process.env): CardProvider[] {
  return cardPaymentOptions(environment).map((option) => option.name);
}

/** A company the signed-in person buys for: the companies they are a training manager of. */
export interface BuyingCompany {
  companyId: string;
  name: string;
  legalName: string;
  vatNumber: string;
  billingAddress: string;
  /** Credit terms are set: the company may buy on account. */
  onAccount: boolean;
}

export async function companiesBuyingFor(db: DatabaseExecutor, userId: string): Promise<BuyingCompany[]> {
  const rows = await db
    .selectFrom("company_managers")
    .innerJoin("companies", "companies.id", "company_managers.company_id")
    .leftJoin("company_accounts", "company_accounts.company_id", "companies.id")
    .select([...COMPANY_BILLING_COLUMNS, "company_accounts.credit_terms_days"])
    .where("company_managers.user_id", "=", userId)
    .orderBy("companies.name")
    .limit(20)
    .execute();
  return rows.map((row) => ({
    companyId: row.id,
    name: row.name,
    legalName: row.legal_name ?? "",
    vatNumber: row.vat_number ?? "",
    billingAddress: row.billing_address ?? "",
    onAccount: row.credit_terms_days !== null && row.credit_terms_days !== undefined,
  }));
}

/**
 * Whether this payment method is open to this buyer: EFT always; a card provider once configured;
 * on account only for a company with credit terms whose training manager is buying.
 */
export async function checkPaymentMethod(
  db: DatabaseExecutor,
  method: PaymentMethod,
  buyer: { userId: string | null; companyId: string | null },
): Promise<Outcome> {
  if (method === "eft") return { ok: true };
  if (method === "account") {
    const refusal = refuse("forbidden", m.accountForCompanies(), {
      paymentMethod: m.accountForCompanies(),
    });
    if (!buyer.userId || !buyer.companyId) return refusal;
    const manages = await isCompanyManager(db, buyer.companyId, buyer.userId);
    if (!manages || (await creditTermsOf(db, buyer.companyId)) === null) return refusal;
    return { ok: true };
  }
  if (!enabledCardProviders().includes(method)) {
    return refuse("invalid", m.methodUnavailable(), {
      paymentMethod: m.methodUnavailable(),
    });
  }
  return { ok: true };
}

export async function orderForCheckoutKey(db: DatabaseExecutor, key: string): Promise<Order | undefined> {
  const row = await db.selectFrom("checkout_submissions").select("order_id").where("key", "=", key).executeTakeFirst();
  return row ? findOrder(db, row.order_id) : undefined;
}

/**
 * Places the order once per checkout form: the form's key is written in the transaction that
 * places the order, so a second press (a double click, a resent POST, a second process) finds the
 * first order instead of placing another. On PostgreSQL the second insert of the key waits for the
 * first transaction and then fails: its own order rolls back with it.
 */
export async function placeCheckoutOrder(
  db: DatabaseExecutor,
  checkoutKey: string,
  input: PlaceOrderInput,
  now: Date = new Date(),
  /** Work that must stand or fall with the order (its confirmation mail), in the same transaction. */
  afterPlaced: (trx: DatabaseExecutor, order: Order) => Promise<void> = async () => {},
): Promise<Outcome<{ order: Order; repeated: boolean }>> {
  const earlier = await orderForCheckoutKey(db, checkoutKey);
  if (earlier) return { ok: true, order: earlier, repeated: true };
  try {
    return await inTransaction(db, async (trx) => {
      const placed = await placeOrder(trx, input, now);
      if (!placed.ok) return placed;
      await trx
        .insertInto("checkout_submissions")
        .values({ key: checkoutKey, order_id: placed.order.id, created_at: now.toISOString() })
        .execute();
      await afterPlaced(trx, placed.order);
      return { ok: true as const, order: placed.order, repeated: false };
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const first = await orderForCheckoutKey(db, checkoutKey);
    if (first) return { ok: true, order: first, repeated: true };
    return refuse("conflict", m.orderNotPlaced());
  }
}

/** Whether an account has this address (checkout then places no order for a visitor: they sign in first). */
async function _hasAccount(db: DatabaseExecutor, email: string): Promise<boolean> {
  const row = await db
    .selectFrom("user")
    .select("id")
    .where((eb) => eb(eb.fn("lower", ["email"]), "=", email.toLowerCase()))
    .executeTakeFirst();
  return Boolean(row);
}

export async function accountIdOf(db: DatabaseExecutor, email: string): Promise<string | null> {
  const row = await db
    .selectFrom("user")
    .select("id")
    .where((eb) => eb(eb.fn("lower", ["email"]), "=", email.toLowerCase()))
    .executeTakeFirst();
  return row?.id ?? null;
}

/** A fresh key for one checkout form. */
export const newCheckoutKey = () => createId();

/**
 * The buyer confirmed their address: their orders that waited for it now wait for payment. Answers
 * the orders moved, so the caller can send each one's confirmation.
 */
export async function releaseOrdersAwaitingAccount(
  db: DatabaseExecutor,
  userId: string,
  now: Date = new Date(),
): Promise<Order[]> {
  return db
    .updateTable("orders")
    .set((eb) => ({ status: "awaiting_payment", updated_at: now.toISOString(), version: eb("version", "+", 1) }))
    .where("buyer_user_id", "=", userId)
    .where("status", "=", "awaiting_account")
    .returningAll()
    .execute();
}

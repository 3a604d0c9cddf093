import { todayIn } from "~/lib/dates";
import { getSiteTimeZone } from "~/platform/site-settings/site-settings.server";
import type { DatabaseExecutor } from "~db/executor";
import type { SellableItemType } from "~db/schema";
import { findSellableItem } from "./catalogue.server";
import { priceCart, vatRateOn } from "./orders.server";
import { priceLine, unitPriceOn } from "./vat";

/** A Buy button's facts: the price today for one seat, without and with VAT; null: free or not sold online. */
export interface Offer {
  itemType: SellableItemType;
  itemId: string;
  priceCents: number;
  priceWithVatCents: number;
  /** No seat left: the button says so instead of Buy. */
  soldOut: boolean;
}

export async function findOffer(
  db: DatabaseExecutor,
  itemType: SellableItemType,
  itemId: string,
  now: Date = new Date(),
): Promise<Offer | null> {
  const item = await findSellableItem(db, itemType, itemId, await getSiteTimeZone(db));
  if (!item?.priceCents) return null;
  const priced = await priceCart(db, { lines: [{ itemType, itemId, quantity: 1 }], companyId: null }, now);
  const line = priced.ok ? priced.cart.lines[0] : undefined;
  if (!line) {
    // Full, or no VAT rate in force: show the list price and no Buy.
    return { itemType, itemId, priceCents: item.priceCents, priceWithVatCents: 0, soldOut: true };
  }
  return { itemType, itemId, priceCents: line.unitPriceCents, priceWithVatCents: line.totalCents, soldOut: false };
}

/**
 * The Buy facts of the Learning Center's dates, in three queries whatever the month holds: the
 * priced dates, their seats sold, the VAT rate. The arithmetic is the checkout's (vat.ts), so the
 * price shown is the price charged.
 */
export async function scheduleDateOffers(
  db: DatabaseExecutor,
  entryIds: readonly string[],
  now: Date = new Date(),
): Promise<Record<string, Offer>> {
  if (entryIds.length === 0) return {};
  const ids = entryIds.slice(0, 200);
  const [timeZone, entries, sold] = await Promise.all([
    getSiteTimeZone(db),
    db
      .selectFrom("training_schedule_entries")
      .select(["id", "price_cents", "early_price_cents", "early_price_until", "capacity"])
      .where("id", "in", ids)
      .where("price_cents", ">", 0)
      .execute(),
    db
      .selectFrom("order_seats")
      .select((eb) => ["item_id", eb.fn.countAll<number>().as("count")])
      .where("item_type", "=", "schedule_date")
      .where("item_id", "in", ids)
      .where("status", "in", ["held", "unassigned", "assigned"])
      .groupBy("item_id")
      .execute(),
  ]);
  const day = todayIn(timeZone, now);
  const rate = await vatRateOn(db, day);
  const soldBy = new Map(sold.map((row) => [row.item_id, row.count]));
  const offers: Record<string, Offer> = {};
  for (const entry of entries) {
    const listPrice = entry.price_cents ?? 0;
    const unit = unitPriceOn(
      { priceCents: listPrice, earlyPriceCents: entry.early_price_cents, earlyPriceUntil: entry.early_price_until },
      day,
    );
    const full = entry.capacity !== null && (soldBy.get(entry.id) ?? 0) >= entry.capacity;
    offers[entry.id] =
      rate === undefined || full
        ? { itemType: "schedule_date", itemId: entry.id, priceCents: listPrice, priceWithVatCents: 0, soldOut: true }
        : {
            itemType: "schedule_date",
            itemId: entry.id,
            priceCents: unit,
            priceWithVatCents: priceLine({ quantity: 1, unitPriceCents: unit, vatRateBasisPoints: rate }).totalCents,
            soldOut: false,
          };
  }
  return offers;
}

import { getSiteTimeZone } from "~/platform/site-settings/site-settings.server";
import type { DatabaseExecutor } from "~db/executor";
import type { SellableItemType } from "~db/schema";
import { findSellableItem } from "./catalogue.server";
import { priceCart } from "./orders.server";

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

/** The offers of several items of one kind (the events list), by id. */
export async function findOffers(
  db: DatabaseExecutor,
  itemType: SellableItemType,
  itemIds: readonly string[],
  now: Date = new Date(),
): Promise<Record<string, Offer>> {
  const offers: Record<string, Offer> = {};
  for (const itemId of itemIds.slice(0, 50)) {
    const offer = await findOffer(db, itemType, itemId, now);
    if (offer) offers[itemId] = offer;
  }
  return offers;
}

/** The items of one kind, among these, that carry a price above zero: one query before pricing each. */
export async function pricedIds(
  db: DatabaseExecutor,
  itemType: "schedule_date" | "event",
  itemIds: readonly string[],
): Promise<string[]> {
  if (itemIds.length === 0) return [];
  const table = itemType === "schedule_date" ? "training_schedule_entries" : "events";
  const rows = await db
    .selectFrom(table)
    .select("id")
    .where("id", "in", itemIds.slice(0, 200))
    .where("price_cents", ">", 0)
    .execute();
  return rows.map((row) => row.id);
}

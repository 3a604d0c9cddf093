import type { SellableItemType } from "~db/schema";

/**
 * The cart as the browser keeps it (decision 0085-checkout-cart): what and how many, never a
 * price. Held in a signed, HttpOnly cookie; every page that shows it prices it again on the server.
 */
export interface CartItem {
  itemType: SellableItemType;
  itemId: string;
  quantity: number;
}

/** At most this many different items (the order's own limit) and seats per item. */
const MAX_CART_ITEMS = 20;
const MAX_CART_QUANTITY = 500;

const ITEM_TYPES: readonly SellableItemType[] = ["course", "schedule_date", "event"];
const ITEM_ID = /^[A-Za-z0-9_-]{1,40}$/;

/** A cart read back from anything (a cookie of an older shape, a forged one): what is well formed is kept. */
export function cartFrom(value: unknown): CartItem[] {
  if (!Array.isArray(value)) return [];
  const items: CartItem[] = [];
  for (const entry of value.slice(0, MAX_CART_ITEMS)) {
    if (!entry || typeof entry !== "object") continue;
    const { t, i, q } = entry as Record<string, unknown>;
    if (typeof t !== "string" || !ITEM_TYPES.includes(t as SellableItemType)) continue;
    if (typeof i !== "string" || !ITEM_ID.test(i)) continue;
    if (typeof q !== "number" || !Number.isSafeInteger(q) || q < 1 || q > MAX_CART_QUANTITY) continue;
    if (items.some((item) => item.itemType === t && item.itemId === i)) continue;
    items.push({ itemType: t as SellableItemType, itemId: i, quantity: q });
  }
  return items;
}

/** The cookie's compact form: about 60 bytes an item, so twenty items stay well under 4 kB. */
export function cartToStored(items: readonly CartItem[]) {
  return items.slice(0, MAX_CART_ITEMS).map((item) => ({ t: item.itemType, i: item.itemId, q: item.quantity }));
}

export function addToCart(items: readonly CartItem[], added: CartItem): CartItem[] | null {
  const existing = items.find((item) => item.itemType === added.itemType && item.itemId === added.itemId);
  if (existing) {
    return items.map((item) =>
      item === existing ? { ...item, quantity: Math.min(item.quantity + added.quantity, MAX_CART_QUANTITY) } : item,
    );
  }
  if (items.length >= MAX_CART_ITEMS) return null;
  return [...items, added];
}

export function setCartQuantity(items: readonly CartItem[], itemType: string, itemId: string, quantity: number) {
  return items.map((item) => (item.itemType === itemType && item.itemId === itemId ? { ...item, quantity } : item));
}

export function removeFromCart(items: readonly CartItem[], itemType: string, itemId: string) {
  return items.filter((item) => !(item.itemType === itemType && item.itemId === itemId));
}

import { sql } from "kysely";
import { formatDate } from "~/lib/dates";
import type { DatabaseExecutor } from "~db/executor";
import type { SeatStatus, SellableItemType } from "~db/schema";

/**
 * What can be bought, read from the tables that own the items (courses, the training schedule,
 * events) and never from the browser: the price, the early-bird price, and how many seats are left.
 * Selling reads these tables and writes none of them (decision 0082).
 */
export interface SellableItem {
  itemType: SellableItemType;
  itemId: string;
  /** The line's words on an order and a tax invoice. */
  description: string;
  /** Cents excluding VAT; null: not sold online (request a quote); 0: free. */
  priceCents: number | null;
  earlyPriceCents: number | null;
  earlyPriceUntil: string | null;
  /** The first day of a dated item (YYYY-MM-DD); null for an online course. */
  startsOn: string | null;
  /** Seats still for sale; null: not limited. */
  seatsLeft: number | null;
  /** Classroom dates name each attendee at checkout. */
  namesAttendees: boolean;
  /** Where the item's own page is. */
  path: string;
}

const _SELLABLE_ITEM_TYPES: readonly SellableItemType[] = ["course", "schedule_date", "event"];

const ITEM_NOUN: Record<SellableItemType, string> = {
  course: "Online course",
  schedule_date: "Training",
  event: "Event",
};

/** Seats bought and not cancelled (held, a company's credit, or assigned). */
function soldSeats(db: DatabaseExecutor, itemType: SellableItemType, itemId: string, statuses: SeatStatus[]) {
  return db
    .selectFrom("order_seats")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("item_type", "=", itemType)
    .where("item_id", "=", itemId)
    .where("status", "in", statuses)
    .executeTakeFirstOrThrow()
    .then((row) => row.count);
}

async function findCourse(db: DatabaseExecutor, id: string): Promise<SellableItem | undefined> {
  const course = await db
    .selectFrom("courses")
    .select(["id", "slug", "title", "price_cents", "early_price_cents", "early_price_until", "is_published"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!course?.is_published) return undefined;
  return {
    itemType: "course",
    itemId: course.id,
    description: `${ITEM_NOUN.course}: ${course.title}`,
    priceCents: course.price_cents,
    earlyPriceCents: course.early_price_cents,
    earlyPriceUntil: course.early_price_until,
    startsOn: null,
    seatsLeft: null,
    namesAttendees: false,
    path: `/course-overview/${course.slug}`,
  };
}

async function findScheduleDate(db: DatabaseExecutor, id: string, timeZone: string): Promise<SellableItem | undefined> {
  const entry = await db
    .selectFrom("training_schedule_entries")
    .select([
      "id",
      "course_title",
      "start_date",
      "is_onsite",
      "is_online",
      "venue",
      "price_cents",
      "early_price_cents",
      "early_price_until",
      "capacity",
    ])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!entry) return undefined;
  const sold =
    entry.capacity === null ? 0 : await soldSeats(db, "schedule_date", id, ["held", "unassigned", "assigned"]);
  const where = entry.is_onsite ? entry.venue.trim() || "classroom" : "online live";
  return {
    itemType: "schedule_date",
    itemId: entry.id,
    description: `${ITEM_NOUN.schedule_date}: ${entry.course_title}, ${formatDate(`${entry.start_date}T12:00:00Z`, timeZone, "long")} (${where})`,
    priceCents: entry.price_cents,
    earlyPriceCents: entry.early_price_cents,
    earlyPriceUntil: entry.early_price_until,
    startsOn: entry.start_date,
    seatsLeft: entry.capacity === null ? null : Math.max(entry.capacity - sold, 0),
    namesAttendees: Boolean(entry.is_onsite),
    path: `/learning-center/schedule/${entry.id}`,
  };
}

async function findEvent(db: DatabaseExecutor, id: string, timeZone: string): Promise<SellableItem | undefined> {
  const event = await db
    .selectFrom("events")
    .select([
      "id",
      "title",
      "date_from",
      "capacity",
      "cancelled_at",
      "price_cents",
      "early_price_cents",
      "early_price_until",
    ])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!event || event.cancelled_at) return undefined;
  let seatsLeft: number | null = null;
  if (event.capacity !== null) {
    // A seat assigned to a person is a booking by then; a held seat or a company's credit is not yet.
    const booked = await db
      .selectFrom("event_bookings")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .where("event_id", "=", id)
      .where("status", "in", ["confirmed", "offered"])
      .executeTakeFirstOrThrow();
    const pending = await soldSeats(db, "event", id, ["held", "unassigned"]);
    seatsLeft = Math.max(event.capacity - booked.count - pending, 0);
  }
  return {
    itemType: "event",
    itemId: event.id,
    description: `${ITEM_NOUN.event}: ${event.title}, ${formatDate(`${event.date_from}T12:00:00Z`, timeZone, "long")}`,
    priceCents: event.price_cents,
    earlyPriceCents: event.early_price_cents,
    earlyPriceUntil: event.early_price_until,
    startsOn: event.date_from,
    seatsLeft,
    namesAttendees: false,
    path: "/events",
  };
}

export function findSellableItem(
  db: DatabaseExecutor,
  itemType: SellableItemType,
  itemId: string,
  timeZone: string,
): Promise<SellableItem | undefined> {
  if (itemType === "course") return findCourse(db, itemId);
  if (itemType === "schedule_date") return findScheduleDate(db, itemId, timeZone);
  return findEvent(db, itemId, timeZone);
}

/**
 * Locks an item's seats until the caller's transaction ends, so two buyers cannot both take the
 * last one: its seat_locks row is made if need be and then updated, which waits for any other
 * transaction holding it (on SQLite the one writer already serialises).
 */
export async function lockSeats(trx: DatabaseExecutor, itemType: SellableItemType, itemId: string): Promise<void> {
  await trx
    .insertInto("seat_locks")
    .values({ item_type: itemType, item_id: itemId })
    .onConflict((conflict) => conflict.columns(["item_type", "item_id"]).doNothing())
    .execute();
  await trx
    .updateTable("seat_locks")
    .set({ item_id: sql.ref("item_id") })
    .where("item_type", "=", itemType)
    .where("item_id", "=", itemId)
    .execute();
}

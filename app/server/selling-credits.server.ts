import { lockSeats } from "~/features/selling/catalogue.server";
import { todayIn } from "~/lib/dates";
import { type Outcome, refuse } from "~/lib/refusal";
import { getSiteTimeZone } from "~/platform/site-settings/site-settings.server";
import { selectConfirmedCompanyEmployees } from "~db/confirmed-company-employees";
import type { DatabaseExecutor } from "~db/executor";
import { jsonRowsFrom, readJsonRows } from "~db/json-aggregation";
import type { SellableItemType } from "~db/schema";
import { inTransaction } from "~db/transactions";
import * as m from "./selling.messages";
import { accountByEmail, fulfilSeat, markAssigned } from "./selling-fulfilment.server";

/**
 * A company's seat credits (decision 0083-fulfilment-seats): seats it bought without a name, which
 * its training manager gives to one of its employees on My company. Assigning one enrols, books or
 * (a schedule date) assigns the seat in one transaction, through the same fulfilSeat a settled
 * order uses. Composed here, not in the companies feature, which may not import selling.
 */

/** At most this many items with seats are shown (a company buys a handful at a time). */
const CREDIT_ITEMS_LIMIT = 50;
/** The names listed under an item (the seats assigned most recently). */
const ASSIGNED_NAMES_LIMIT = 200;
const EMPLOYEES_LIMIT = 500;

interface CompanyCreditItem {
  /** "schedule_date:abc": what the assign form posts. */
  key: string;
  description: string;
  credits: number;
  assigned: number;
  assignedTo: string[];
}

export interface CompanyCreditsView {
  items: CompanyCreditItem[];
  employees: { id: string; name: string; email: string }[];
}

/** Seats of the company's orders that are credits or assigned, per item, with its employees to choose from. */
export async function loadCompanyCredits(db: DatabaseExecutor, companyId: string): Promise<CompanyCreditsView> {
  const { counts, names, employees } = await readCompanyCredits(db, companyId);
  const byKey = new Map<string, CompanyCreditItem>();
  for (const row of counts) {
    const key = `${row.item_type}:${row.item_id}`;
    const item = byKey.get(key) ?? { key, description: row.description, credits: 0, assigned: 0, assignedTo: [] };
    if (row.status === "unassigned") item.credits += Number(row.count);
    else item.assigned += Number(row.count);
    byKey.set(key, item);
  }
  const items = [...byKey.values()]
    .sort((a, b) => b.credits - a.credits || a.description.localeCompare(b.description))
    .slice(0, CREDIT_ITEMS_LIMIT);
  for (const row of names) byKey.get(`${row.item_type}:${row.item_id}`)?.assignedTo.push(row.attendee_name);
  return { items, employees };
}

/**
 * The seat counts per item, the names of the seats assigned most recently, and the employees to
 * choose from: three bounded lists as JSON columns of one statement (decision 0123-learner-statements).
 */
async function readCompanyCredits(db: DatabaseExecutor, companyId: string) {
  const row = await db
    .selectNoFrom((eb) => [
      jsonRowsFrom(
        db,
        eb
          .selectFrom("order_seats")
          .innerJoin("orders", "orders.id", "order_seats.order_id")
          .innerJoin("order_lines", "order_lines.id", "order_seats.order_line_id")
          .select((inner) => [
            "order_seats.item_type",
            "order_seats.item_id",
            "order_seats.status",
            // i18n-exempt: a column, not text
            inner.fn.max("order_lines.description").as("description"),
            inner.fn.countAll<number>().as("count"),
          ])
          .where("orders.company_id", "=", companyId)
          .where("order_seats.status", "in", ["unassigned", "assigned"])
          .groupBy(["order_seats.item_type", "order_seats.item_id", "order_seats.status"]),
      ).as("counts"),
      jsonRowsFrom(
        db,
        eb
          .selectFrom("order_seats")
          .innerJoin("orders", "orders.id", "order_seats.order_id")
          .select(["order_seats.item_type", "order_seats.item_id", "order_seats.attendee_name"])
          .where("orders.company_id", "=", companyId)
          .where("order_seats.status", "=", "assigned")
          .orderBy("order_seats.assigned_at", "desc")
          .limit(ASSIGNED_NAMES_LIMIT),
      ).as("names"),
      jsonRowsFrom(
        db,
        // Seats go to confirmed employees only (decision 0105-employee-consent).
        selectConfirmedCompanyEmployees(db)
          .select(["id", "name", "email"])
          .where("company_id", "=", companyId)
          .orderBy("name")
          .orderBy("id")
          .limit(EMPLOYEES_LIMIT),
      ).as("employees"),
    ])
    .executeTakeFirstOrThrow();
  return { counts: readJsonRows(row.counts), names: readJsonRows(row.names), employees: readJsonRows(row.employees) };
}

const ITEM_TYPES = new Set<SellableItemType>(["course", "schedule_date", "event"]);

function parseItemKey(key: string): { itemType: SellableItemType; itemId: string } | null {
  const [type, id] = key.split(":");
  if (!type || !id || !ITEM_TYPES.has(type as SellableItemType)) return null;
  return { itemType: type as SellableItemType, itemId: id };
}

/** The first day of a dated item (YYYY-MM-DD), or null for an online course (or one that is gone). */
export async function startsOnOf(
  db: DatabaseExecutor,
  itemType: SellableItemType,
  itemId: string,
): Promise<string | null> {
  if (itemType === "schedule_date") {
    const entry = await db
      .selectFrom("training_schedule_entries")
      .select("start_date")
      .where("id", "=", itemId)
      .executeTakeFirst();
    return entry?.start_date ?? null;
  }
  if (itemType === "event") {
    const event = await db.selectFrom("events").select("date_from").where("id", "=", itemId).executeTakeFirst();
    return event?.date_from ?? null;
  }
  return null;
}

class AssignFailed extends Error {
  constructor(readonly refusal: Outcome & { ok: false }) {
    super(refusal.message);
  }
}

/**
 * Gives one of the company's credits for an item to one of its employees: the oldest credit is
 * taken with the item's seats locked, so two managers cannot give the same credit twice.
 */
export async function assignCompanyCredit(
  db: DatabaseExecutor,
  input: { companyId: string; itemKey: string; employeeId: string },
  now: Date = new Date(),
): Promise<Outcome<{ personName: string; description: string; bookingStatus?: string }>> {
  const item = parseItemKey(input.itemKey);
  if (!item) return refuse("invalid", m.chooseCompanyCredit(), { item: m.chooseYourCredit() });
  const timeZone = await getSiteTimeZone(db);
  return inTransaction(db, async (trx) => {
    await lockSeats(trx, item.itemType, item.itemId);
    const employee = await selectConfirmedCompanyEmployees(trx)
      .select(["id", "user_id", "name", "email"])
      .where("id", "=", input.employeeId)
      .where("company_id", "=", input.companyId)
      .executeTakeFirst();
    if (!employee) {
      const message = m.chooseCompanyEmployee();
      return refuse("invalid", message, { employeeId: message });
    }
    const seat = await trx
      .selectFrom("order_seats")
      .innerJoin("orders", "orders.id", "order_seats.order_id")
      .innerJoin("order_lines", "order_lines.id", "order_seats.order_line_id")
      .select([
        "order_seats.id",
        "order_seats.item_type",
        "order_seats.item_id",
        "order_lines.description",
        "orders.buyer_user_id",
        "orders.buyer_phone",
        "orders.company_name",
      ])
      .where("orders.company_id", "=", input.companyId)
      .where("orders.status", "!=", "cancelled")
      .where("order_seats.item_type", "=", item.itemType)
      .where("order_seats.item_id", "=", item.itemId)
      .where("order_seats.status", "=", "unassigned")
      .orderBy("order_seats.id")
      .executeTakeFirst();
    if (!seat) return refuse("closed", m.noCreditsLeft());
    const startsOn = await startsOnOf(trx, item.itemType, item.itemId);
    if (startsOn !== null && startsOn <= todayIn(timeZone, now)) {
      return refuse("closed", m.alreadyStarted({ item: seat.description }));
    }
    const account = employee.user_id
      ? await trx
          .selectFrom("user")
          .select(["id", "name", "email"])
          .where("id", "=", employee.user_id)
          .executeTakeFirst()
      : await accountByEmail(trx, employee.email);
    const person = { userId: account?.id ?? null, name: employee.name, email: account?.email ?? employee.email };
    const taken = await trx
      .selectFrom("order_seats")
      .select("id")
      .where("item_type", "=", item.itemType)
      .where("item_id", "=", item.itemId)
      .where("status", "=", "assigned")
      .where((eb) =>
        person.userId
          ? eb.or([eb("user_id", "=", person.userId), eb("attendee_email", "=", person.email.toLowerCase())])
          : eb("attendee_email", "=", person.email.toLowerCase()),
      )
      .executeTakeFirst();
    if (taken) return refuse("conflict", m.alreadyHasSeat({ name: employee.name, item: seat.description }));
    const fulfilled = await fulfilSeat(trx, seat, seat, person, now);
    if (!fulfilled.ok) {
      const message =
        item.itemType === "course" && !person.userId
          ? m.needsAccountToEnrol({ name: employee.name, email: employee.email })
          : fulfilled.message;
      return refuse(fulfilled.reason, message, { employeeId: message ?? "" });
    }
    if (!(await markAssigned(trx, seat.id, person, fulfilled.fulfilmentRef, now, "unassigned"))) {
      throw new AssignFailed(refuse("conflict", m.creditJustAssigned()));
    }
    return {
      ok: true as const,
      personName: employee.name,
      description: seat.description,
      bookingStatus: fulfilled.bookingStatus,
    };
  }).catch((error: unknown) => {
    if (error instanceof AssignFailed) return error.refusal;
    throw error;
  });
}

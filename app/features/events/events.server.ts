import { type Insertable, sql } from "kysely";
import { priceCentsFrom } from "~/lib/course-buyer-facts";
import { createId } from "~/lib/ids";
import { earlyBirdColumns } from "~/lib/sale-price-fields";
import { updateAtVersion, type VersionedSave } from "~/lib/versioned-update.server";
import type { DatabaseExecutor } from "~db/executor";
import type { EventRecord, EventsTable } from "~db/schema";
import { EVENT_TEXT_SEARCH, matchesEveryWord } from "~db/sql-helpers";
import type { EventFormInput } from "./event.schema";
import type { EventDetails } from "./event-details";

function parseTextList(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];
  } catch {
    return [];
  }
}

export function toEventDetails(row: EventRecord): EventDetails {
  return {
    id: row.id,
    title: row.title,
    subTitle: row.sub_title,
    description: row.description,
    dateFrom: row.date_from,
    dateTo: row.date_to,
    timeFrom: row.time_from,
    timeTo: row.time_to,
    location: row.location,
    teamsLink: row.teams_link,
    posterUrl: row.poster_url,
    image: row.image_url,
    instructorName: row.instructor_name,
    instructorRole: row.instructor_role,
    moderatorName: row.moderator_name,
    moderatorRole: row.moderator_role,
    highlights: parseTextList(row.highlights_json),
    whoShouldAttend: parseTextList(row.who_should_attend_json),
    version: row.version,
    capacity: row.capacity,
    offerHours: row.offer_hours,
    attendanceMinPercent: row.attendance_min_percent,
    calendarSequence: row.calendar_sequence,
    cancelledAt: row.cancelled_at,
    cpdPoints: row.cpd_points,
    cpdCategory: row.cpd_category,
    cpdBodyId: row.cpd_body_id,
    cpdValidityMonths: row.cpd_validity_months,
    certificatesAutomatic: Number(row.certificates_automatic) === 1,
    priceCents: row.price_cents,
    earlyPriceCents: row.early_price_cents,
    earlyPriceUntil: row.early_price_until,
  };
}

function toEventColumns(input: EventFormInput) {
  return {
    title: input.title,
    sub_title: input.subTitle,
    description: input.description,
    date_from: input.dateFrom,
    date_to: input.dateTo,
    time_from: input.timeFrom,
    time_to: input.timeTo,
    location: input.location,
    teams_link: input.teamsLink,
    poster_url: input.posterUrl,
    image_url: input.image,
    instructor_name: input.instructor_name,
    instructor_role: input.instructor_role,
    moderator_name: input.moderator_name,
    moderator_role: input.moderator_role,
    highlights_json: JSON.stringify(input.highlights),
    who_should_attend_json: JSON.stringify(input.whoShouldAttend),
    capacity: input.capacity,
    offer_hours: input.offerHours,
    attendance_min_percent: input.attendanceMinPercent,
    cpd_points: input.cpdPoints,
    cpd_category: input.cpdCategory,
    cpd_body_id: input.cpdBodyId,
    cpd_validity_months: input.cpdValidityMonths,
    certificates_automatic: input.certificatesAutomatic ? 1 : 0,
    // Selling (decision 0082): absent price fields leave the stored price as it is.
    ...(input.price === undefined ? {} : { price_cents: priceCentsFrom(input.price) ?? null }),
    ...earlyBirdColumns(input),
  } satisfies Partial<Insertable<EventsTable>>;
}

/** The accrediting bodies an event's certificates may name (cpd_bodies, decision 0033), by name. */
export async function listCpdBodyChoices(db: DatabaseExecutor): Promise<Array<{ id: string; name: string }>> {
  return db.selectFrom("cpd_bodies").select(["id", "name"]).orderBy("name").limit(200).execute();
}

/** The form's body must be one of the stored bodies (or none): an unknown id is the form's mistake, not a 500. */
export async function isKnownCpdBody(db: DatabaseExecutor, bodyId: string | null): Promise<boolean> {
  if (bodyId === null) return true;
  return Boolean(await db.selectFrom("cpd_bodies").select("id").where("id", "=", bodyId).executeTakeFirst());
}

export async function findEvent(db: DatabaseExecutor, id: string): Promise<EventDetails | undefined> {
  const row = await db.selectFrom("events").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? toEventDetails(row) : undefined;
}

/** Webinars per page in the events page's list of upcoming webinars. */
export const UPCOMING_EVENTS_PAGE_SIZE = 12;

/**
 * The list's total, read beside each row of the page (an uncorrelated subquery, run once: a page
 * and its total in one statement); an empty first page is an empty list, and only a page past the
 * last is counted by `count` (for its redirect to the last page).
 */
async function totalOf(
  rows: ReadonlyArray<{ total_rows: number | string | null }>,
  page: number,
  count: () => Promise<number>,
) {
  const first = rows[0];
  if (first) return Number(first.total_rows);
  return page > 1 ? count() : 0;
}

/**
 * Events that have not ended yet (as isPastEvent says; `nowLocal` is the site zone's wall clock,
 * "2026-11-24T14:30", compared with an event's local end as text), soonest first, less the one
 * left out (the featured one), and whose title has every word of `search` (decision 0113). One
 * page of them, LIMIT/OFFSET in SQL, and how many there are: one statement (a second only for a
 * page past the last).
 */
export async function listUpcomingEventsPage(
  db: DatabaseExecutor,
  {
    nowLocal,
    excludeId = null,
    page,
    pageSize = UPCOMING_EVENTS_PAGE_SIZE,
    search = "",
  }: { nowLocal: string; excludeId?: string | null; page: number; pageSize?: number; search?: string },
): Promise<{ events: EventDetails[]; total: number }> {
  const matches = matchesEveryWord(db, EVENT_TEXT_SEARCH, search);
  const upcoming = db
    .selectFrom("events")
    .where(sql<boolean>`events.date_to || 'T' || events.time_to > ${nowLocal}`)
    .$if(excludeId !== null, (query) => query.where("events.id", "!=", excludeId as string))
    .$if(matches !== null, (query) => query.where(matches as NonNullable<typeof matches>));
  const rows = await upcoming
    .selectAll("events")
    .select(upcoming.select((eb) => eb.fn.countAll<number>().as("count")).as("total_rows"))
    .orderBy("events.date_from")
    .orderBy("events.time_from")
    .orderBy("events.id")
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  const total = await totalOf(rows, page, async () =>
    Number((await upcoming.select((eb) => eb.fn.countAll<number>().as("count")).executeTakeFirstOrThrow()).count),
  );
  return { events: rows.map(({ total_rows, ...row }) => toEventDetails(row)), total };
}

export async function createEvent(db: DatabaseExecutor, input: EventFormInput, createdByUserId: string | null) {
  const now = new Date().toISOString();
  const id = createId();
  await db
    .insertInto("events")
    .values({
      id,
      ...toEventColumns(input),
      created_by_user_id: createdByUserId,
      created_at: now,
      updated_at: now,
      version: 1,
    })
    .execute();
  return id;
}

/**
 * Saves the form over the event only if it is still at the version the form was loaded with;
 * otherwise refuses as stale (someone else saved meanwhile) or missing, and writes nothing.
 */
export function updateEvent(
  db: DatabaseExecutor,
  id: string,
  loadedVersion: number,
  input: EventFormInput,
): Promise<VersionedSave> {
  return updateAtVersion(
    db,
    "events",
    { id, version: loadedVersion },
    { ...toEventColumns(input), updated_at: new Date().toISOString() },
  );
}

/** Seats held (confirmed or offered, decision 0031) per event, for the events given. */
export async function countSeatsTakenByEvent(
  db: DatabaseExecutor,
  eventIds: string[],
): Promise<Record<string, number>> {
  if (eventIds.length === 0) return {};
  const rows = await db
    .selectFrom("event_bookings")
    .select((eb) => ["event_id", eb.fn.countAll<number>().as("count")])
    .where("event_id", "in", eventIds)
    .where("status", "in", ["confirmed", "offered"])
    .groupBy("event_id")
    .execute();
  return Object.fromEntries(rows.map((row) => [row.event_id, row.count]));
}

export interface EventWithBookingCount extends EventDetails {
  bookingCount: number;
  /** Certificates issued from its attendance (decision 0043), for manage-events' column. */
  certificateCount: number;
}

/** Events per page on manage-events. */
export const MANAGED_EVENTS_PAGE_SIZE = 25;

/**
 * One page of events for managing them, with each one's number of bookings: upcoming events first
 * (the next one first), then past ones (the most recent first). An event is past once it has
 * ended, as isPastEvent says; `nowLocal` is the site zone's wall clock ("2026-11-24T14:30"), which
 * compares with an event's local end date and time as text; each event's bookings and issued
 * certificates are counted for the page's events only. `search` keeps the events whose title
 * has every word (decision 0113). One statement whatever the number of events (a second only for a
 * page past the last); the bookings are counted for the page's events only.
 */
export async function listEventsPageWithBookingCounts(
  db: DatabaseExecutor,
  {
    nowLocal,
    page,
    pageSize = MANAGED_EVENTS_PAGE_SIZE,
    search = "",
  }: { nowLocal: string; page: number; pageSize?: number; search?: string },
): Promise<{ events: EventWithBookingCount[]; total: number }> {
  const endsAt = sql<string>`events.date_to || 'T' || events.time_to`;
  const startsAt = sql<string>`events.date_from || 'T' || events.time_from`;
  const matches = matchesEveryWord(db, EVENT_TEXT_SEARCH, search);
  const events = db
    .selectFrom("events")
    .$if(matches !== null, (query) => query.where(matches as NonNullable<typeof matches>));
  const pageOfEvents = events
    .selectAll("events")
    .orderBy(sql`case when ${endsAt} <= ${nowLocal} then 1 else 0 end`)
    .orderBy(sql`case when ${endsAt} > ${nowLocal} then ${startsAt} end`)
    .orderBy(sql`case when ${endsAt} <= ${nowLocal} then ${startsAt} end`, "desc")
    .orderBy("events.id")
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  // The page's events first, then their counts: counted in the select list of the ordered query, the
  // bookings and certificates of every event would be counted before the sort kept 25 of them.
  const rows = await db
    .selectFrom(pageOfEvents.as("events"))
    .selectAll("events")
    .select((eb) =>
      eb
        .selectFrom("event_bookings")
        .select(eb.fn.countAll<number>().as("count"))
        .whereRef("event_bookings.event_id", "=", "events.id")
        .as("booking_count"),
    )
    .select((eb) =>
      eb
        .selectFrom("event_certificates")
        .select(eb.fn.countAll<number>().as("count"))
        .whereRef("event_certificates.event_id", "=", "events.id")
        .as("certificate_count"),
    )
    .select(events.select((eb) => eb.fn.countAll<number>().as("count")).as("total_rows"))
    .orderBy(sql`case when ${endsAt} <= ${nowLocal} then 1 else 0 end`)
    .orderBy(sql`case when ${endsAt} > ${nowLocal} then ${startsAt} end`)
    .orderBy(sql`case when ${endsAt} <= ${nowLocal} then ${startsAt} end`, "desc")
    .orderBy("events.id")
    .execute();
  const total = await totalOf(rows, page, async () =>
    Number((await events.select((eb) => eb.fn.countAll<number>().as("count")).executeTakeFirstOrThrow()).count),
  );
  return {
    events: rows.map(({ booking_count, certificate_count, total_rows, ...row }) => ({
      ...toEventDetails(row),
      bookingCount: Number(booking_count ?? 0),
      certificateCount: Number(certificate_count ?? 0),
    })),
    total,
  };
}

/**
 * Locks the event row for the rest of the transaction and reads it: whoever locks it second waits
 * for the first to commit, then counts the seats the first one took.
 */
export async function lockEvent(trx: DatabaseExecutor, eventId: string): Promise<EventDetails | undefined> {
  await trx
    .updateTable("events")
    .set({ id: sql.ref("id") })
    .where("id", "=", eventId)
    .execute();
  return findEvent(trx, eventId);
}

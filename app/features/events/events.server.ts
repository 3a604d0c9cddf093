import type { Insertable, Kysely } from "kysely";
import { todayIn } from "~/lib/dates";
import { createId } from "~/lib/ids";
import type { DatabaseExecutor } from "~db/executor";
import type { Database, EventRecord, EventsTable } from "~db/schema";
import { updateAtVersion, type VersionedSave } from "~db/versioned-update";
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
  } satisfies Partial<Insertable<EventsTable>>;
}

export async function findEvent(db: DatabaseExecutor, id: string): Promise<EventDetails | undefined> {
  const row = await db.selectFrom("events").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? toEventDetails(row) : undefined;
}

/**
 * Events that have not finished yet, soonest first. The date filter is coarse (last day not
 * before today in the site's zone); the caller drops any whose last session ended earlier today.
 */
export async function listUpcomingEvents(
  db: Kysely<Database>,
  timeZone: string,
  now = new Date(),
): Promise<EventDetails[]> {
  const rows = await db
    .selectFrom("events")
    .selectAll()
    .where("date_to", ">=", todayIn(timeZone, now))
    .orderBy("date_from")
    .orderBy("time_from")
    .limit(50)
    .execute();
  return rows.map(toEventDetails);
}

export async function createEvent(db: Kysely<Database>, input: EventFormInput, createdByUserId: string | null) {
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
  db: Kysely<Database>,
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

export interface EventWithBookingCount extends EventDetails {
  bookingCount: number;
}

/** Every event with its number of bookings, newest first: one query, whatever the number of events. */
export async function listEventsWithBookingCounts(db: Kysely<Database>): Promise<EventWithBookingCount[]> {
  const rows = await db
    .selectFrom("events")
    .leftJoin("event_bookings", "event_bookings.event_id", "events.id")
    .selectAll("events")
    .select((eb) => eb.fn.count<string | number>("event_bookings.id").as("booking_count"))
    .groupBy("events.id")
    .orderBy("events.date_from", "desc")
    .orderBy("events.time_from", "desc")
    .execute();
  return rows.map(({ booking_count, ...row }) => ({ ...toEventDetails(row), bookingCount: Number(booking_count) }));
}

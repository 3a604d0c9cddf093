import type { ExpressionBuilder } from "kysely";
import type { DatabaseExecutor } from "~db/executor";
import type { Database } from "~db/schema";

type Bookings = Database & { for_event: Database["event_bookings"] };

import type { BookingOwner } from "./my-bookings.server";

/**
 * What the events page knows about a signed-in person (decision 0075-registration-for-the-region):
 * the form filled in from their account and their latest booking (so a regular does not type their
 * details again), and whether they already hold a place for the featured webinar ("You're booked").
 */
export interface OwnBookingState {
  /** The booking form's values: account name and email, the rest from their latest booking. */
  values: Record<string, string>;
  /** Their booking of this webinar that is not cancelled: confirmed, waitlisted or offered; null if none. */
  bookedStatus: string | null;
}

const REUSED_FIELDS = ["phone", "hpcsa", "country", "province", "city", "company", "occupation"] as const;

/** "Ayanda Zulu" → Ayanda / Zulu; one word is the name alone. */
function splitName(fullName: string): { name: string; surname: string } {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  if (words.length < 2) return { name: words[0] ?? "", surname: "" };
  return { name: words.slice(0, -1).join(" "), surname: words[words.length - 1] };
}

export async function loadOwnBookingState(
  db: DatabaseExecutor,
  account: { name: string; email: string },
  owner: BookingOwner,
  eventId: string | null,
): Promise<OwnBookingState> {
  const ownedBy = (table: "event_bookings" | "for_event") => (eb: ExpressionBuilder<Bookings, typeof table>) => {
    const byUser = eb(eb.ref(`${table}.user_id`), "=", owner.userId);
    if (!owner.verifiedEmail) return byUser;
    return eb.or([byUser, eb(eb.fn("lower", [eb.ref(`${table}.email`)]), "=", owner.verifiedEmail.toLowerCase())]);
  };
  // One statement: the latest booking, and in it their booking of this webinar. Someone with a
  // booking of it has a latest booking, so no row means neither (decision 0118-learner-pages-within-budget).
  const latest = await db
    .selectFrom("event_bookings")
    .select(["name", "surname", ...REUSED_FIELDS])
    .select((eb) =>
      (eventId
        ? eb
            .selectFrom("event_bookings as for_event")
            .select("for_event.status")
            .where(ownedBy("for_event"))
            .where("for_event.event_id", "=", eventId)
            .where("for_event.status", "!=", "cancelled")
            .limit(1)
            .$asScalar()
            .$castTo<string | null>()
        : eb.val(null).$castTo<string | null>()
      ).as("booked_status"),
    )
    .where(ownedBy("event_bookings"))
    .orderBy("created_at", "desc")
    .limit(1)
    .executeTakeFirst();
  const fromAccount = splitName(account.name);
  const values: Record<string, string> = {
    name: latest?.name || fromAccount.name,
    surname: latest?.surname || fromAccount.surname,
    email: account.email,
  };
  for (const field of REUSED_FIELDS) {
    const value = latest?.[field];
    if (value) values[field] = value;
  }
  return { values, bookedStatus: latest?.booked_status ?? null };
}

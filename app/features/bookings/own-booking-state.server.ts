import type { DatabaseExecutor } from "~db/executor";
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
  const bookingsOf = (database: DatabaseExecutor) => database.selectFrom("event_bookings");
  const ownedBy = (query: ReturnType<typeof bookingsOf>) =>
    query.where((eb) => {
      const byUser = eb("user_id", "=", owner.userId);
      if (!owner.verifiedEmail) return byUser;
      return eb.or([byUser, eb(eb.fn("lower", ["email"]), "=", owner.verifiedEmail.toLowerCase())]);
    });
  const [latest, forEvent] = await Promise.all([
    ownedBy(bookingsOf(db))
      .select(["name", "surname", ...REUSED_FIELDS])
      .orderBy("created_at", "desc")
      .limit(1)
      .executeTakeFirst(),
    eventId
      ? ownedBy(bookingsOf(db))
          .select("status")
          .where("event_id", "=", eventId)
          .where("status", "!=", "cancelled")
          .executeTakeFirst()
      : Promise.resolve(undefined),
  ]);
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
  return { values, bookedStatus: forEvent?.status ?? null };
}

import { sql } from "kysely";
import type { EventFormInput } from "~/features/events/event.schema";
import type { EventDetails } from "~/features/events/event-details";
import { findEvent, lockEvent, updateEvent } from "~/features/events/events.server";
import { type Outcome, refuse } from "~/lib/refusal";
import { withLocale } from "~/lib/request-context.server";
import type { VersionedSave } from "~/lib/versioned-update.server";
import { queueEmail } from "~/platform/mail/mail.server";
import type { DatabaseExecutor } from "~db/executor";
import { inTransaction } from "~db/transactions";
import { bookerLanguages } from "./booker-language.server";
import { invitationAttachment } from "./event-invitation";
import { cancelLink, eventMailContext, offerFreeSeats, queueReminders, withdrawReminders } from "./waitlist.server";
import { renderEventCancelledEmail, renderEventChangedEmail } from "./waitlist-emails";

/**
 * What happens to the bookings when staff change or cancel an event (decision 0031), in the same
 * transaction as the change: a new date, time or place sends the confirmed bookings an updated
 * calendar invitation (same UID, SEQUENCE one higher, METHOD:REQUEST) and moves their reminders;
 * more seats are offered to the waitlist; a cancelled event sends everyone booked a cancellation
 * (METHOD:CANCEL, STATUS:CANCELLED for those with an invitation) and withdraws the reminders.
 */

const EVENT_ALREADY_CANCELLED = "This event is already cancelled.";

function scheduleChanged(before: EventDetails, after: EventFormInput): boolean {
  return (
    before.dateFrom !== after.dateFrom ||
    before.dateTo !== after.dateTo ||
    before.timeFrom !== after.timeFrom ||
    before.timeTo !== after.timeTo ||
    before.location !== after.location
  );
}

async function openBookings(trx: DatabaseExecutor, eventId: string) {
  return trx
    .selectFrom("event_bookings")
    .selectAll()
    .where("event_id", "=", eventId)
    .where("status", "!=", "cancelled")
    .orderBy("created_at")
    .execute();
}

/** Saves the event form (at the version it was loaded) and tells the bookings what changed. */
export async function saveEventAndTellBookings(
  db: DatabaseExecutor,
  id: string,
  loadedVersion: number,
  input: EventFormInput,
  { baseUrl, now = new Date() }: { baseUrl: string; now?: Date },
): Promise<VersionedSave & { notified?: number }> {
  return inTransaction(db, async (trx) => {
    const before = await findEvent(trx, id);
    const saved = await updateEvent(trx, id, loadedVersion, input);
    if (!saved.ok || !before) return saved;
    let notified = 0;
    if (scheduleChanged(before, input) && !before.cancelledAt) {
      await trx
        .updateTable("events")
        .set({ calendar_sequence: sql`calendar_sequence + 1` })
        .where("id", "=", id)
        .execute();
      const after = (await findEvent(trx, id)) as EventDetails;
      const context = await eventMailContext(trx, after, baseUrl);
      const bookings = await openBookings(trx, id);
      await withdrawReminders(
        trx,
        bookings.map((booking) => booking.id),
        now,
      );
      const languageOf = await bookerLanguages(trx, bookings);
      for (const booking of bookings.filter((candidate) => candidate.status === "confirmed")) {
        const invitation = invitationAttachment(after, {
          baseUrl,
          siteName: context.siteName,
          organizerEmail: context.notificationEmail,
          timeZone: context.timeZone,
          now,
          method: "REQUEST",
          attendee: { name: `${booking.name} ${booking.surname}`, email: booking.email },
        });
        // Staff changed the event: the mail and the new reminders in the booker's language.
        await withLocale(languageOf(booking), async () => {
          await queueEmail(
            trx,
            renderEventChangedEmail(booking, { ...context, invitation, cancelUrl: cancelLink(baseUrl, booking.id) }),
          );
          await queueReminders(trx, booking, context, now);
        });
        notified += 1;
      }
    }
    if (input.capacity !== before.capacity) {
      const locked = await lockEvent(trx, id);
      if (locked) await offerFreeSeats(trx, locked, { baseUrl, now });
    }
    return { ...saved, notified };
  });
}

/**
 * Cancels the event: marked cancelled (the events page says so and takes no more bookings), its
 * reminders withdrawn, open offers closed, and everyone booked mailed; confirmed bookings get a
 * METHOD:CANCEL invitation that removes the event from their calendar.
 */
export async function cancelEvent(
  db: DatabaseExecutor,
  id: string,
  { baseUrl, now = new Date() }: { baseUrl: string; now?: Date },
): Promise<Outcome<{ notified: number }>> {
  return inTransaction(db, async (trx) => {
    const result = await trx
      .updateTable("events")
      .set({
        cancelled_at: now.toISOString(),
        updated_at: now.toISOString(),
        calendar_sequence: sql`calendar_sequence + 1`,
        version: sql`version + 1`,
      })
      .where("id", "=", id)
      .where("cancelled_at", "is", null)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) {
      return (await findEvent(trx, id)) ? refuse("stale", EVENT_ALREADY_CANCELLED) : refuse("missing");
    }
    const event = (await findEvent(trx, id)) as EventDetails;
    const context = await eventMailContext(trx, event, baseUrl);
    const bookings = await openBookings(trx, id);
    await withdrawReminders(
      trx,
      bookings.map((booking) => booking.id),
      now,
    );
    await trx
      .updateTable("event_bookings")
      .set({ offer_expires_at: null })
      .where("event_id", "=", id)
      .where("status", "=", "offered")
      .execute();
    const languageOf = await bookerLanguages(trx, bookings);
    for (const booking of bookings) {
      const invitation =
        booking.status === "confirmed"
          ? invitationAttachment(event, {
              baseUrl,
              siteName: context.siteName,
              organizerEmail: context.notificationEmail,
              timeZone: context.timeZone,
              now,
              method: "CANCEL",
              attendee: { name: `${booking.name} ${booking.surname}`, email: booking.email },
            })
          : null;
      await withLocale(languageOf(booking), () =>
        queueEmail(trx, renderEventCancelledEmail(booking, { ...context, invitation })),
      );
    }
    return { ok: true as const, notified: bookings.length };
  });
}

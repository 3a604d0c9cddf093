import { BASE_LOCALE, isLocale, type Locale } from "~/lib/i18n/locales";
import type { DatabaseExecutor } from "~db/executor";

/**
 * The language of the mails a booker gets from someone else's doing (a changed or cancelled event,
 * a seat offered or lost while they were away): their profile's when the booking is tied to an
 * account, else English, the language of the site's mails before the booker chose one (decision
 * 0106-languages). Mails a booker causes themselves (the confirmation, its reminders) are in the
 * language of their own request. One query for all the bookings given.
 */
export async function bookerLanguages(
  db: DatabaseExecutor,
  bookings: ReadonlyArray<{ user_id: string | null }>,
): Promise<(booking: { user_id: string | null }) => Locale> {
  const userIds = [...new Set(bookings.flatMap((booking) => (booking.user_id ? [booking.user_id] : [])))];
  const rows = userIds.length
    ? await db.selectFrom("user").select(["id", "locale"]).where("id", "in", userIds).execute()
    : [];
  const byUser = new Map(rows.flatMap((row) => (isLocale(row.locale) ? [[row.id, row.locale] as const] : [])));
  return (booking) => (booking.user_id ? byUser.get(booking.user_id) : undefined) ?? BASE_LOCALE;
}

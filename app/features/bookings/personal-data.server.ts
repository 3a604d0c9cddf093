import { belongsToPerson, type PersonalDataOwner, type PersonToErase, REMOVED_NAME } from "~/lib/personal-data";
import type { DatabaseExecutor } from "~db/executor";
import { bookingRecordsOf } from "./booking-records.server";

/** The person's bookings, by account or by address (a visitor books without one). */
function bookingsOf(db: DatabaseExecutor, person: Pick<PersonToErase, "userId" | "emails">) {
  return db
    .selectFrom("event_bookings")
    .where((eb) => belongsToPerson(eb, { userColumn: "user_id", emailColumn: "email" }, person));
}

/** Bookings stay as anonymous attendance (how many came, who qualified): the person goes (decision 0036). */
export const bookingPersonalData: PersonalDataOwner = {
  owner: "bookings",
  // event_booking_text_search: SQLite's search index of bookings, kept in step with them by triggers (decision 0113).
  tables: ["event_bookings", "event_booking_text_search"],
  notDownloaded: {
    event_booking_text_search:
      "SQLite's search index: a copy of the booking's name, surname and email, shown under bookings",
  },
  async personalDataOf(db, person) {
    return { bookings: await bookingRecordsOf(db, person) };
  },
  async detailsOf(db, person) {
    if (!person.userId && person.emails.length === 0) return {};
    const rows = await bookingsOf(db, person).select(["name", "surname", "phone", "hpcsa"]).execute();
    return {
      names: rows.flatMap((row) => [row.name, row.surname, `${row.name} ${row.surname}`]),
      texts: rows.flatMap((row) => [row.phone, row.hpcsa]),
    };
  },
  async erasePersonalData(db, person) {
    if (!person.userId && person.emails.length === 0) return undefined;
    await db
      .updateTable("event_bookings")
      .set({
        name: REMOVED_NAME,
        surname: "",
        email: person.placeholderEmail,
        phone: "",
        hpcsa: null,
        province: "",
        city: "",
        company: "",
        occupation: "",
        user_id: null,
        cancel_token_hash: null,
        offer_token_hash: null,
        checkin_code_hash: null,
        consented_at: null,
        consent_version: null,
      })
      .where((eb) => belongsToPerson(eb, { userColumn: "user_id", emailColumn: "email" }, person))
      .execute();
    return undefined;
  },
};

import type { PersonalDataOwner } from "~/lib/personal-data";
import { enquiryRecordsOf } from "./enquiry-records.server";

/** Enquiries are the person's own words about themselves: deleted (decision 0036). */
export const enquiryPersonalData: PersonalDataOwner = {
  owner: "enquiries",
  // enquiry_text_search: SQLite's search index of enquiries, kept in step with them by triggers (decision 0113).
  tables: ["enquiries", "enquiry_text_search"],
  notDownloaded: {
    enquiry_text_search:
      "SQLite's search index: a copy of the enquiry's name, email, company and message, shown under enquiries",
  },
  async personalDataOf(db, person) {
    return { enquiries: await enquiryRecordsOf(db, person) };
  },
  async detailsOf(db, person) {
    if (person.emails.length === 0) return {};
    const rows = await db
      .selectFrom("enquiries")
      .select(["name", "phone", "message"])
      .where((eb) => eb(eb.fn("lower", ["email"]), "in", person.emails))
      .execute();
    return { names: rows.map((row) => row.name), texts: rows.flatMap((row) => [row.phone, row.message]) };
  },
  async erasePersonalData(db, person) {
    if (person.emails.length === 0) return undefined;
    await db
      .deleteFrom("enquiries")
      .where((eb) => eb(eb.fn("lower", ["email"]), "in", person.emails))
      .execute();
    return undefined;
  },
};

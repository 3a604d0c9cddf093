import { type PersonalDataOwner, type PersonToErase, REMOVED_NAME } from "~/lib/personal-data";
import type { DatabaseExecutor } from "~db/executor";

function certificatesOf(db: DatabaseExecutor, person: Pick<PersonToErase, "userId" | "emails">) {
  return db
    .selectFrom("certificates")
    .where((eb) =>
      eb.or([
        ...(person.userId ? [eb("user_id", "=", person.userId)] : []),
        ...(person.emails.length > 0 ? [eb(eb.fn("lower", ["recipient_email"]), "in", person.emails)] : []),
      ]),
    );
}

/** Kept verifiable (decision 0036): number, course, dates, points and status stay; the person goes. */
export const certificatePersonalData: PersonalDataOwner = {
  owner: "certificates",
  tables: ["certificates"],
  async detailsOf(db, person) {
    if (!person.userId && person.emails.length === 0) return {};
    const rows = await certificatesOf(db, person)
      .select(["recipient_name", "recipient_id_number", "license_number"])
      .execute();
    return {
      names: rows.map((row) => row.recipient_name),
      texts: rows.flatMap((row) => [row.recipient_id_number, row.license_number]),
    };
  },
  async erasePersonalData(db, person) {
    if (!person.userId && person.emails.length === 0) return undefined;
    await db
      .updateTable("certificates")
      .set({
        recipient_name: REMOVED_NAME,
        recipient_email: "",
        recipient_id_number: "",
        license_number: "",
        user_id: null,
      })
      .where((eb) =>
        eb.or([
          ...(person.userId ? [eb("user_id", "=", person.userId)] : []),
          ...(person.emails.length > 0 ? [eb(eb.fn("lower", ["recipient_email"]), "in", person.emails)] : []),
        ]),
      )
      .execute();
    return undefined;
  },
};

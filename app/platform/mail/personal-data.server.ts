import { mentionsPerson, type PersonalDataOwner } from "~/lib/personal-data";

/**
 * Mail (decision 0067-erasure-registry): every message to the person, and every message that
 * names them (a staff notice of their enquiry, booking or deletion request), is deleted from the
 * outbox, sent or not: the outbox is a delivery queue and log, not a record the law asks to keep.
 * The address leaves the unsubscribe list too (the account no longer has it).
 */
export const mailPersonalData: PersonalDataOwner = {
  owner: "mail",
  tables: ["outbox", "mail_suppressions"],
  async personalDataOf(db, person) {
    if (person.emails.length === 0) return { mail: [] };
    const mail = await db
      .selectFrom("outbox")
      .select(["to_email", "subject", "text", "status", "created_at", "sent_at"])
      .where((eb) => eb(eb.fn("lower", ["to_email"]), "in", person.emails))
      .orderBy("created_at")
      .execute();
    // When they unsubscribed from reminders and other non-transactional mail.
    const unsubscribed = await db
      .selectFrom("mail_suppressions")
      .select(["email", "created_at"])
      .where("email", "in", person.emails)
      .execute();
    return { mail, unsubscribed };
  },
  async erasePersonalData(db, person) {
    await db
      .deleteFrom("outbox")
      .where((eb) =>
        eb.or([
          ...(person.emails.length > 0 ? [eb(eb.fn("lower", ["to_email"]), "in", person.emails)] : []),
          mentionsPerson(eb, ["to_name", "reply_to", "subject", "text", "html", "last_error"], person),
        ]),
      )
      .execute();
    if (person.emails.length > 0)
      await db.deleteFrom("mail_suppressions").where("email", "in", person.emails).execute();
    return undefined;
  },
};

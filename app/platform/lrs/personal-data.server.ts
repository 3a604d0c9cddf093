import { mentionsPerson, type PersonalDataOwner, parsedJson } from "~/lib/personal-data";

/**
 * A learner's xAPI statements and documents are their learning record (decision 0098-lrs): the
 * download has them, and an erasure deletes them with the cmi5 registrations and launches (the
 * sessions go with their registration), and the forwarding queue's rows of those statements.
 * Statements that name the person by address (a unit may send an mbox) are deleted too. Copies
 * already sent to the external LRS are that LRS's to erase.
 */
export const lrsPersonalData: PersonalDataOwner = {
  owner: "lrs",
  tables: ["lrs_statements", "lrs_documents", "lrs_cmi5_registrations", "lrs_launch_sessions", "lrs_forward_outbox"],
  notDownloaded: {
    lrs_launch_sessions: "a launch's token hashes and progress flags: the statements section shows what was done",
    lrs_forward_outbox: "the queue of statements to send to the external LRS: the statements section shows them",
  },
  async personalDataOf(db, person) {
    if (!person.userId) return {};
    const statements = await db
      .selectFrom("lrs_statements")
      .select("statement_json")
      .where("user_id", "=", person.userId)
      .orderBy("stored")
      .orderBy("id")
      .execute();
    const documents = await db
      .selectFrom("lrs_documents")
      .select(["kind", "activity_id", "document_id", "content_type", "content", "updated_at"])
      .where("user_id", "=", person.userId)
      .orderBy("updated_at")
      .execute();
    const registrations = await db
      .selectFrom("lrs_cmi5_registrations")
      .select(["id", "course_id", "course_activity_id", "satisfied_at", "created_at"])
      .where("user_id", "=", person.userId)
      .execute();
    return {
      xapiStatements: statements.map((row) => parsedJson(row.statement_json)),
      xapiDocuments: documents.map(({ content, content_type, ...document }) => ({
        ...document,
        content: content_type.startsWith("application/json") ? parsedJson(content) : content,
      })),
      cmi5Registrations: registrations,
    };
  },
  async erasePersonalData(db, person) {
    const statementIds = db
      .selectFrom("lrs_statements")
      .select("id")
      .where((eb) =>
        eb.or([
          ...(person.userId ? [eb("user_id", "=", person.userId)] : []),
          mentionsPerson(eb, ["statement_json"], person),
        ]),
      );
    await db.deleteFrom("lrs_forward_outbox").where("statement_id", "in", statementIds).execute();
    await db
      .deleteFrom("lrs_statements")
      .where((eb) =>
        eb.or([
          ...(person.userId ? [eb("user_id", "=", person.userId)] : []),
          mentionsPerson(eb, ["statement_json"], person),
        ]),
      )
      .execute();
    await db
      .deleteFrom("lrs_documents")
      .where((eb) =>
        eb.or([
          ...(person.userId ? [eb("user_id", "=", person.userId)] : []),
          mentionsPerson(eb, ["content", "agent_key"], person),
        ]),
      )
      .execute();
    if (person.userId) {
      await db.deleteFrom("lrs_launch_sessions").where("user_id", "=", person.userId).execute();
      await db.deleteFrom("lrs_cmi5_registrations").where("user_id", "=", person.userId).execute();
    }
    return undefined;
  },
};

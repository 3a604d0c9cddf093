import { mentionsPerson, nothingToDownload, type PersonalDataOwner, scrubJson } from "~/lib/personal-data";

/**
 * Stored answers to idempotent API writes (decision 0041) are replayed for a retry of the same key:
 * an answer that names the person is kept with them scrubbed (its ids and shape stay, so a retry still
 * gets the same outcome). Tokens name the admin who made them only by account id.
 */
export const apiPersonalData: PersonalDataOwner = {
  owner: "api",
  tables: ["api_idempotency_keys", "api_tokens"],
  notDownloaded: {
    api_idempotency_keys:
      "stored answers to client systems' writes: copies of bookings and enquiries shown in their own sections",
    api_tokens: "the site's keys for client systems; they name the admin who made them by account id only",
  },
  personalDataOf: nothingToDownload,
  async erasePersonalData(db, person) {
    const rows = await db
      .selectFrom("api_idempotency_keys")
      .select(["token_id", "idempotency_key", "response_body"])
      .where((eb) => mentionsPerson(eb, ["response_body"], person))
      .execute();
    for (const row of rows) {
      if (row.response_body === null) continue;
      await db
        .updateTable("api_idempotency_keys")
        .set({ response_body: scrubJson(row.response_body, person) })
        .where("token_id", "=", row.token_id)
        .where("idempotency_key", "=", row.idempotency_key)
        .execute();
    }
    return undefined;
  },
};

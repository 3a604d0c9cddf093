import { mentionsPerson, nothingToDownload, type PersonalDataOwner, scrubJson, scrubText } from "~/lib/personal-data";

/**
 * Webhook deliveries (decision 0067-erasure-registry) keep the event each receiver was sent,
 * for the log and for replays: a payload that names the person keeps its shape and ids, with their
 * addresses and details replaced; a receiver's answer that echoed them is dropped. The receiver's own
 * copy is the receiver's to erase.
 */
export const webhookPersonalData: PersonalDataOwner = {
  owner: "webhooks",
  tables: ["webhook_deliveries"],
  notDownloaded: {
    webhook_deliveries:
      "copies of events sent to the site's receivers: what they carry is in the bookings, enquiries and certificates sections",
  },
  personalDataOf: nothingToDownload,
  async erasePersonalData(db, person) {
    const rows = await db
      .selectFrom("webhook_deliveries")
      .select(["id", "payload_json", "last_response_excerpt", "last_error"])
      .where((eb) => mentionsPerson(eb, ["payload_json", "last_response_excerpt", "last_error"], person))
      .execute();
    for (const row of rows) {
      const excerpt = row.last_response_excerpt;
      await db
        .updateTable("webhook_deliveries")
        .set({
          payload_json: scrubJson(row.payload_json, person),
          last_response_excerpt: excerpt && scrubText(excerpt, person) !== excerpt ? null : excerpt,
          last_error: row.last_error === null ? null : scrubText(row.last_error, person),
        })
        .where("id", "=", row.id)
        .execute();
    }
    return undefined;
  },
};

import { type KeysetPage, type KeysetRequest, readNewestFirstPage } from "~/lib/pagination";
import type { DatabaseExecutor } from "~db/executor";
import type { EventDetails } from "./event-details";
import { toEventDetails } from "./events.server";

/** Every event (past, cancelled and to come), newest made first, a page after `after`: the screens' details. */
export async function listEventDetailsPage(
  db: DatabaseExecutor,
  request: KeysetRequest,
): Promise<KeysetPage<EventDetails & { createdAt: string }>> {
  return readNewestFirstPage(db.selectFrom("events").selectAll(), "events", request, (row) => ({
    ...toEventDetails(row),
    createdAt: row.created_at,
  }));
}

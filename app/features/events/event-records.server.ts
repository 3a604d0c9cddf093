import { byCreatedAt, type KeysetPage, type KeysetRequest, keysetPageOf, newestFirstAfter } from "~/lib/pagination";
import type { DatabaseExecutor } from "~db/executor";
import type { EventDetails } from "./event-details";
import { toEventDetails } from "./events.server";

/** Every event (past, cancelled and to come), newest made first, a page after `after`: the screens' details. */
export async function listEventDetailsPage(
  db: DatabaseExecutor,
  request: KeysetRequest,
): Promise<KeysetPage<EventDetails & { createdAt: string }>> {
  const rows = await newestFirstAfter(db.selectFrom("events").selectAll(), "events", request.after)
    .limit(request.limit + 1)
    .execute();
  return keysetPageOf(
    rows,
    request.limit,
    (row) => ({ ...toEventDetails(row), createdAt: row.created_at }),
    byCreatedAt,
  );
}

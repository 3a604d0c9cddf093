import { readOncePerRequest } from "~/lib/request-context.server";
import type { DatabaseExecutor } from "~db/executor";

/**
 * Every accrediting body's row, read once per page request: My CPD's ledger and its activities
 * list both show them (docs/decisions/0118-learner-pages-within-budget.md).
 */
export function readCpdBodyRows(db: DatabaseExecutor) {
  return readOncePerRequest("cpd-bodies", () => db.selectFrom("cpd_bodies").selectAll().orderBy("code").execute());
}

import { readOncePerRequest } from "~/lib/request-context.server";
import type { DatabaseExecutor } from "~db/executor";
import { jsonRowsFrom, readJsonRows } from "~db/json-aggregation";

/**
 * Every accrediting body's row with its per-category requirements, read once per page request: My
 * CPD's ledger and its activities list both show them (docs/decisions/0118-learner-pages-within-budget.md),
 * and the requirements come in the bodies' statement as a JSON column (decision
 * 0123-learner-statements), a handful of rows per body.
 */
export function readCpdBodyRows(db: DatabaseExecutor) {
  return readOncePerRequest("cpd-bodies", async () => {
    const rows = await db
      .selectFrom("cpd_bodies")
      .selectAll()
      .select((eb) =>
        jsonRowsFrom(
          db,
          eb
            .selectFrom("cpd_body_requirements")
            .select(["category", "points_per_year"])
            .whereRef("cpd_body_requirements.body_id", "=", "cpd_bodies.id")
            .orderBy("category"),
        ).as("requirements_json"),
      )
      .orderBy("code")
      .execute();
    return rows.map(({ requirements_json, ...body }) => ({ ...body, requirements: readJsonRows(requirements_json) }));
  });
}

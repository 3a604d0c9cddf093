import type { SelectQueryBuilder } from "kysely";
import type { KeysetPosition } from "~/lib/pagination";
import { type Outcome, refuse } from "~/lib/refusal";
import type { DatabaseExecutor } from "~db/executor";
import type { Database } from "~db/schema";
import type { XapiStatement } from "./statements.server";

/** Who reads, and so which statements they see (decision 0098-lrs). */
export type StatementReadScope =
  | { kind: "all" }
  /** An instructor: statements of registrations of the courses they teach. */
  | { kind: "instructor"; userId: string }
  /** A launched unit: its own actor's statements of its own registration. */
  | { kind: "launch"; actorKey: string; registration: string };

export interface StatementFilter {
  agentKey?: string;
  verb?: string;
  activity?: string;
  registration?: string;
  since?: string;
  until?: string;
  limit: number;
  ascending: boolean;
  after: KeysetPosition | null;
}

/** The most statements one answer holds (limit=0 and anything larger mean this). */
const MAX_STATEMENTS_PER_PAGE = 100;

function scoped<O>(
  query: SelectQueryBuilder<Database, "lrs_statements", O>,
  scope: StatementReadScope,
): SelectQueryBuilder<Database, "lrs_statements", O> {
  if (scope.kind === "launch") {
    return query.where("actor_key", "=", scope.actorKey).where("registration", "=", scope.registration);
  }
  if (scope.kind === "instructor") {
    return query.where("registration", "in", (eb) =>
      eb
        .selectFrom("lrs_cmi5_registrations")
        .innerJoin("course_instructors", "course_instructors.course_id", "lrs_cmi5_registrations.course_id")
        .select("lrs_cmi5_registrations.id")
        .where("course_instructors.user_id", "=", scope.userId),
    );
  }
  return query;
}

/** One statement by id (voided: only a voided one, by voidedStatementId), as the scope may see it. */
export async function findStatement(
  db: DatabaseExecutor,
  { id, voided }: { id: string; voided: boolean },
  scope: StatementReadScope,
): Promise<Outcome<{ statement: XapiStatement }>> {
  const query = db
    .selectFrom("lrs_statements")
    .select(["statement_json"])
    .where("id", "=", id.toLowerCase())
    .where("voided", "=", voided ? 1 : 0);
  const row = await scoped(query, scope).executeTakeFirst();
  if (!row) {
    return refuse("missing", voided ? `No voided statement has the id ${id}.` : `No statement has the id ${id}.`);
  }
  return { ok: true, statement: JSON.parse(row.statement_json) };
}

export interface StatementPage {
  statements: XapiStatement[];
  next: KeysetPosition | null;
}

/**
 * The filtered query (xAPI Communication 2.1.3): not voided, newest stored first unless ascending,
 * keyset paged on (stored, id) so statements stored while a client pages never shift or repeat.
 */
export async function queryStatements(
  db: DatabaseExecutor,
  filter: StatementFilter,
  scope: StatementReadScope,
): Promise<StatementPage> {
  const limit = filter.limit <= 0 ? MAX_STATEMENTS_PER_PAGE : Math.min(filter.limit, MAX_STATEMENTS_PER_PAGE);
  const direction = filter.ascending ? "asc" : "desc";
  const beyond = filter.ascending ? ">" : "<";
  let query = db
    .selectFrom("lrs_statements")
    .select(["id", "stored", "statement_json"])
    .where("voided", "=", 0)
    .orderBy("stored", direction)
    .orderBy("id", direction)
    .limit(limit + 1);
  if (filter.agentKey) query = query.where("actor_key", "=", filter.agentKey);
  if (filter.verb) query = query.where("verb_id", "=", filter.verb);
  if (filter.activity) query = query.where("activity_id", "=", filter.activity);
  if (filter.registration) query = query.where("registration", "=", filter.registration.toLowerCase());
  // since is exclusive and until inclusive (Communication 2.1.3); both compare the stored time.
  if (filter.since) query = query.where("stored", ">", new Date(filter.since).toISOString());
  if (filter.until) query = query.where("stored", "<=", new Date(filter.until).toISOString());
  const after = filter.after;
  if (after) {
    query = query.where((eb) =>
      eb.or([
        eb("stored", beyond, after.createdAt),
        eb.and([eb("stored", "=", after.createdAt), eb("id", beyond, after.id)]),
      ]),
    );
  }
  const rows = await scoped(query, scope).execute();
  const kept = rows.slice(0, limit);
  const last = kept.at(-1);
  return {
    statements: kept.map((row) => JSON.parse(row.statement_json)),
    next: rows.length > limit && last ? { createdAt: last.stored, id: last.id } : null,
  };
}

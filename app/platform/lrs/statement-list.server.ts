import type { KeysetPosition } from "~/lib/pagination";
import type { DatabaseExecutor } from "~db/executor";
import { queryStatements } from "./statements-query.server";

/** One statement as the admin's list shows it. */
export interface StatementRow {
  id: string;
  stored: string;
  learner: string;
  verb: string;
  activity: string;
  registration: string | null;
}

const STATEMENTS_PAGE_SIZE = 50;

const lastPart = (iri: string) =>
  iri
    .replace(/[/#]+$/, "")
    .split(/[/#]/)
    .pop() ?? iri;

function displayOf(value: unknown): string | null {
  if (!value || typeof value !== "object") return null;
  const first = Object.values(value as Record<string, unknown>)[0];
  return typeof first === "string" ? first : null;
}

/**
 * A page of stored statements, newest first, with the learner's name where the actor is a Campus
 * account (one query for every name on the page).
 */
export async function listStatements(
  db: DatabaseExecutor,
  after: KeysetPosition | null,
): Promise<{ rows: StatementRow[]; next: KeysetPosition | null }> {
  const page = await queryStatements(db, { limit: STATEMENTS_PAGE_SIZE, ascending: false, after }, { kind: "all" });
  const ids = page.statements.map((statement) => String(statement.id));
  const owners = ids.length
    ? await db
        .selectFrom("lrs_statements")
        .leftJoin("user", "user.id", "lrs_statements.user_id")
        .select(["lrs_statements.id", "user.name"])
        .where("lrs_statements.id", "in", ids)
        .execute()
    : [];
  const nameById = new Map(owners.map((owner) => [owner.id, owner.name]));
  const rows = page.statements.map((statement) => {
    const actor = (statement.actor ?? {}) as Record<string, unknown>;
    const account = actor.account as { name?: string } | undefined;
    const verb = (statement.verb ?? {}) as { id?: string; display?: unknown };
    const object = (statement.object ?? {}) as { id?: string; definition?: { name?: unknown } };
    const context = (statement.context ?? {}) as { registration?: string };
    return {
      id: String(statement.id),
      stored: String(statement.stored),
      learner:
        nameById.get(String(statement.id)) ??
        (typeof actor.name === "string" ? actor.name : (account?.name ?? "Unknown")),
      verb: displayOf(verb.display) ?? lastPart(String(verb.id ?? "")),
      activity: displayOf(object.definition?.name) ?? String(object.id ?? ""),
      registration: context.registration ?? null,
    };
  });
  return { rows, next: page.next };
}

import { createId } from "~/lib/ids";
import { type Outcome, refuse } from "~/lib/refusal";
import type { DatabaseExecutor } from "~db/executor";
import { inTransaction } from "~db/transactions";
import { agentKey, campusUserIdOf } from "./agents";
import { canonicalJson } from "./canonical-json";
import { lrsForwardTarget } from "./lrs-settings.server";
import { VERB, XAPI_VERSION } from "./xapi-terms";

/** A statement as sent, already checked by statementProblem. */
export type XapiStatement = Record<string, unknown> & { id?: string };

export interface StoreOptions {
  /** The agent the LRS writes as the statement's authority. */
  authority: Record<string, unknown>;
  homePage: string;
  now: Date;
  /** The cmi5 launch session that sent the statements. */
  sessionId?: string | null;
}

/** What a statement's content is for the "same id, different content" check: not what the LRS adds. */
function contentOf(statement: Record<string, unknown>): string {
  const {
    id: _id,
    stored: _stored,
    authority: _authority,
    version: _version,
    timestamp: _timestamp,
    ...rest
  } = statement;
  return canonicalJson(rest);
}

const objectOf = (statement: XapiStatement) => (statement.object ?? {}) as Record<string, unknown>;
const contextOf = (statement: XapiStatement) => (statement.context ?? {}) as Record<string, unknown>;
const verbIdOf = (statement: XapiStatement) => String((statement.verb as Record<string, unknown>).id);

export function activityIdOf(statement: XapiStatement): string | null {
  const object = objectOf(statement);
  return (object.objectType ?? "Activity") === "Activity" && typeof object.id === "string" ? object.id : null;
}

export function registrationOf(statement: XapiStatement): string | null {
  const registration = contextOf(statement).registration;
  return typeof registration === "string" ? registration.toLowerCase() : null;
}

/**
 * Stores statements (one request's, all or none): ids given are kept, missing ones made; a statement
 * whose id is already stored with the same content is accepted again and not duplicated, one with
 * other content is a 409. Voiding statements mark their target voided (a voiding statement cannot be
 * voided). When an external LRS is configured, each new statement is queued for it in the same
 * transaction.
 */
export async function storeStatements(
  db: DatabaseExecutor,
  statements: XapiStatement[],
  options: StoreOptions,
): Promise<Outcome<{ ids: string[]; stored: XapiStatement[] }>> {
  const ids = statements.map((statement) => (statement.id ?? crypto.randomUUID()).toLowerCase());
  if (new Set(ids).size !== ids.length) return refuse("invalid", "Two statements in this request have the same id.");
  const forward = lrsForwardTarget();
  return inTransaction(db, async (trx) => {
    const existing = await trx
      .selectFrom("lrs_statements")
      .select(["id", "statement_json", "verb_id"])
      .where("id", "in", ids)
      .execute();
    const existingById = new Map(existing.map((row) => [row.id, row]));
    const storedNow: XapiStatement[] = [];
    const storedText = options.now.toISOString();
    for (const [index, statement] of statements.entries()) {
      const id = ids[index];
      const before = existingById.get(id);
      if (before) {
        if (contentOf(JSON.parse(before.statement_json)) !== contentOf(statement)) {
          return refuse("conflict", `A statement with the id ${id} is already stored with other content.`);
        }
        continue;
      }
      const full: XapiStatement = {
        ...statement,
        id,
        timestamp: statement.timestamp ?? storedText,
        stored: storedText,
        authority: options.authority,
        version: XAPI_VERSION,
      };
      const verbId = verbIdOf(full);
      let voidsId: string | null = null;
      if (verbId === VERB.voided) {
        const target = objectOf(full);
        if (target.objectType !== "StatementRef") {
          return refuse("invalid", "A voiding statement's object must be a StatementRef to the statement it voids.");
        }
        voidsId = String(target.id).toLowerCase();
        const targetRow = await trx
          .selectFrom("lrs_statements")
          .select(["verb_id"])
          .where("id", "=", voidsId)
          .executeTakeFirst();
        if (targetRow?.verb_id === VERB.voided) return refuse("invalid", "A voiding statement cannot be voided.");
        if (targetRow) await trx.updateTable("lrs_statements").set({ voided: 1 }).where("id", "=", voidsId).execute();
      }
      const actorKey = agentKey(full.actor) ?? `group:${canonicalJson(full.actor)}`;
      await trx
        .insertInto("lrs_statements")
        .values({
          id,
          statement_json: JSON.stringify(full),
          actor_key: actorKey,
          user_id: campusUserIdOf(actorKey, options.homePage),
          verb_id: verbId,
          activity_id: activityIdOf(full),
          registration: registrationOf(full),
          voided: 0,
          voids_statement_id: voidsId,
          session_id: options.sessionId ?? null,
          stored: storedText,
        })
        .execute();
      if (forward) {
        await trx
          .insertInto("lrs_forward_outbox")
          .values({
            id: createId(),
            statement_id: id,
            status: "pending",
            attempts: 0,
            next_attempt_at: storedText,
            created_at: storedText,
          })
          .execute();
      }
      storedNow.push(full);
    }
    return { ok: true, ids, stored: storedNow };
  });
}

import { encodeKeysetCursor } from "~/lib/keyset-cursor.server";
import { recordUnitStatements, type SatisfiedCourse } from "~/platform/lrs/cmi5-session.server";
import { lrsHomePage } from "~/platform/lrs/lrs-settings.server";
import type { XapiStatement } from "~/platform/lrs/statements.server";
import { findStatement, queryStatements, type StatementReadScope } from "~/platform/lrs/statements-query.server";
import { isUuid, statementProblem } from "~/platform/lrs/validate-statement";
import type { DatabaseExecutor } from "~db/executor";
import { readStatementFilter } from "./statement-filter.server";
import {
  parseXapiJson,
  readXapiBody,
  unknownParameter,
  versionProblem,
  type XapiCaller,
  xapiCaller,
  xapiJson,
  xapiProblem,
  xapiRefusal,
} from "./xapi-http.server";

const QUERY_PARAMETERS = [
  "statementId",
  "voidedStatementId",
  "agent",
  "verb",
  "activity",
  "registration",
  "related_activities",
  "related_agents",
  "since",
  "until",
  "limit",
  "ascending",
  "format",
  "attachments",
  "more",
] as const;

/** The most statements one POST may carry. */
const MAX_STATEMENTS_PER_POST = 100;

const scopeOf = (caller: XapiCaller): StatementReadScope =>
  caller.kind === "launch"
    ? { kind: "launch", actorKey: caller.actorKey, registration: caller.session.registration_id }
    : caller.scope;

/** GET /xapi/statements: one statement by id, or the filtered query with a `more` link. */
export async function readStatements(db: DatabaseExecutor, request: Request): Promise<Response> {
  const caller = await xapiCaller(db, request, { reading: true });
  if (caller instanceof Response) return caller;
  const wrongVersion = versionProblem(request);
  if (wrongVersion) return wrongVersion;
  const url = new URL(request.url);
  const search = url.searchParams;
  const unknown = unknownParameter(search, QUERY_PARAMETERS);
  if (unknown) return unknown;
  const scope = scopeOf(caller);
  const statementId = search.get("statementId");
  const voidedId = search.get("voidedStatementId");
  if (statementId !== null || voidedId !== null) {
    const others = [...search.keys()].filter(
      (name) => !["statementId", "voidedStatementId", "format", "attachments"].includes(name),
    );
    if ((statementId !== null && voidedId !== null) || others.length > 0) {
      return xapiProblem(400, "statementId and voidedStatementId go alone (with format or attachments only).");
    }
    const id = (statementId ?? voidedId) as string;
    if (!isUuid(id)) return xapiProblem(400, "statementId and voidedStatementId must be UUIDs.");
    const found = await findStatement(db, { id, voided: voidedId !== null }, scope);
    return found.ok
      ? xapiJson(found.statement, 200, { "Last-Modified": new Date(String(found.statement.stored)).toUTCString() })
      : xapiRefusal(found);
  }
  const filter = readStatementFilter(search);
  if (filter instanceof Response) return filter;
  const page = await queryStatements(db, filter, scope);
  let more = "";
  if (page.next) {
    const next = new URLSearchParams(search);
    next.set("more", encodeKeysetCursor(page.next));
    more = `/xapi/statements?${next.toString()}`;
  }
  return xapiJson({ statements: page.statements, more }, 200, {
    "X-Experience-API-Consistent-Through": new Date().toISOString(),
  });
}

/**
 * PUT (with statementId) or POST (one statement or an array) from a launched unit; `onSatisfied`
 * runs in the statements' transaction when they satisfy the cmi5 course.
 */
export async function writeStatements(
  db: DatabaseExecutor,
  request: Request,
  onSatisfied: (trx: DatabaseExecutor, satisfied: SatisfiedCourse) => Promise<void>,
): Promise<Response> {
  const answer = (response: Response) => response;
  if (request.method !== "PUT" && request.method !== "POST") {
    return answer(xapiProblem(405, "Statements take GET, PUT and POST."));
  }
  const caller = await xapiCaller(db, request, { reading: false });
  if (caller instanceof Response) return answer(caller);
  if (caller.kind !== "launch") return answer(xapiProblem(403, "Staff sessions may only read statements."));
  const wrongVersion = versionProblem(request);
  if (wrongVersion) return answer(wrongVersion);
  const search = new URL(request.url).searchParams;
  const unknown = unknownParameter(search, request.method === "PUT" ? ["statementId"] : []);
  if (unknown) return answer(unknown);
  const mediaType = (request.headers.get("Content-Type") ?? "").split(";")[0].trim().toLowerCase();
  if (mediaType !== "application/json") return answer(xapiProblem(415, "Send statements as application/json."));
  const body = await readXapiBody(request);
  if (body instanceof Response) return answer(body);
  const parsed = parseXapiJson(body.text);
  if (parsed instanceof Response) return answer(parsed);
  let statements: XapiStatement[];
  if (request.method === "PUT") {
    const statementId = search.get("statementId");
    if (!isUuid(statementId)) return answer(xapiProblem(400, "PUT needs the statementId parameter, a UUID."));
    if (Array.isArray(parsed.value)) return answer(xapiProblem(400, "PUT takes one statement, not an array."));
    const statement = parsed.value as XapiStatement;
    if (statement && typeof statement === "object" && statement.id !== undefined && statement.id !== statementId) {
      return answer(xapiProblem(400, "The statement's id differs from the statementId parameter."));
    }
    statements = [{ ...(statement as object), id: statementId }];
  } else {
    statements = (Array.isArray(parsed.value) ? parsed.value : [parsed.value]) as XapiStatement[];
    if (statements.length === 0) return answer(xapiProblem(400, "The array holds no statement."));
    if (statements.length > MAX_STATEMENTS_PER_POST) {
      return answer(xapiProblem(413, `Send at most ${MAX_STATEMENTS_PER_POST} statements in one request.`));
    }
  }
  for (const [index, statement] of statements.entries()) {
    const problem = statementProblem(statement);
    if (problem) {
      const where = statements.length > 1 ? `Statement ${index + 1}: ` : "";
      return answer(xapiProblem(400, `${where}${problem.message}`));
    }
  }
  const recorded = await recordUnitStatements(db, caller.session, statements, {
    homePage: lrsHomePage(),
    now: new Date(),
    onSatisfied,
  });
  if (!recorded.ok) return xapiRefusal(recorded);
  return request.method === "PUT" ? xapiJson(null, 204) : xapiJson(recorded.ids, 200);
}

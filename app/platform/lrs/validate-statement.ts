import { type Refusal, refuse } from "~/lib/refusal";
import { ifiNamesOf } from "./agents";

/**
 * The xAPI 1.0.3 statement rules that matter to a store (Data 2.4): known properties only, one IFI
 * per agent, IRIs where the spec asks for them, UUIDs, ISO 8601 timestamps and durations, score
 * ranges. Each refusal names the property (as a JSON path) and what is wrong with it.
 */
type Json = Record<string, unknown>;

const STATEMENT_PROPERTIES = new Set([
  "id",
  "actor",
  "verb",
  "object",
  "result",
  "context",
  "timestamp",
  "stored",
  "authority",
  "version",
  "attachments",
]);
const SUBSTATEMENT_PROPERTIES = new Set(["objectType", "actor", "verb", "object", "result", "context", "timestamp"]);
const AGENT_PROPERTIES = new Set(["objectType", "name", "mbox", "mbox_sha1sum", "openid", "account", "member"]);
const VERB_PROPERTIES = new Set(["id", "display"]);
const ACTIVITY_PROPERTIES = new Set(["objectType", "id", "definition"]);
const RESULT_PROPERTIES = new Set(["score", "success", "completion", "response", "duration", "extensions"]);
const SCORE_PROPERTIES = new Set(["scaled", "raw", "min", "max"]);
const CONTEXT_PROPERTIES = new Set([
  "registration",
  "instructor",
  "team",
  "contextActivities",
  "revision",
  "platform",
  "language",
  "statement",
  "extensions",
]);
const CONTEXT_ACTIVITY_KINDS = new Set(["parent", "grouping", "category", "other"]);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-5][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
const IRI = /^[a-z][a-z0-9+.-]*:[^\s]+$/i;
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:?\d{2})$/;
const DURATION =
  /^P(?!$)(\d+(\.\d+)?Y)?(\d+(\.\d+)?M)?(\d+(\.\d+)?W)?(\d+(\.\d+)?D)?(T(?=\d)(\d+(\.\d+)?H)?(\d+(\.\d+)?M)?(\d+(\.\d+)?S)?)?$/;
const SHA1 = /^[0-9a-f]{40}$/i;

export function isUuid(value: unknown): value is string {
  return typeof value === "string" && UUID.test(value);
}

export function isIri(value: unknown): value is string {
  return typeof value === "string" && value.length <= 2048 && IRI.test(value);
}

export function isTimestamp(value: unknown): value is string {
  return typeof value === "string" && TIMESTAMP.test(value) && !Number.isNaN(Date.parse(value));
}

const isObject = (value: unknown): value is Json => !!value && typeof value === "object" && !Array.isArray(value);

class StatementProblem extends Error {}

function fail(message: string): never {
  throw new StatementProblem(message);
}

function onlyKnown(value: Json, known: Set<string>, path: string) {
  for (const key of Object.keys(value)) {
    if (!known.has(key)) fail(`${path}.${key} is not a property xAPI 1.0.3 defines here; remove it.`);
  }
}

function checkLanguageMap(value: unknown, path: string) {
  if (value === undefined) return;
  if (!isObject(value)) fail(`${path} must be a language map such as {"en-US": "completed"}.`);
  for (const [tag, text] of Object.entries(value)) {
    if (!/^[a-z]{2,8}(-[a-z0-9]{1,8})*$/i.test(tag)) fail(`${path} has "${tag}", which is not a language tag.`);
    if (typeof text !== "string") fail(`${path}.${tag} must be a string.`);
  }
}

function checkExtensions(value: unknown, path: string) {
  if (value === undefined) return;
  if (!isObject(value)) fail(`${path} must be an object whose keys are IRIs.`);
  for (const key of Object.keys(value)) if (!isIri(key)) fail(`${path} has the key "${key}", which is not an IRI.`);
}

function checkAgent(value: unknown, path: string, { groupAllowed = true } = {}) {
  if (!isObject(value)) fail(`${path} must be an Agent or Group object.`);
  onlyKnown(value, AGENT_PROPERTIES, path);
  const type = value.objectType ?? "Agent";
  if (type !== "Agent" && type !== "Group") fail(`${path}.objectType must be "Agent" or "Group".`);
  if (type === "Group" && !groupAllowed) fail(`${path} must be an Agent.`);
  if (value.name !== undefined && typeof value.name !== "string") fail(`${path}.name must be a string.`);
  const ifis = ifiNamesOf(value);
  if (type === "Agent" && value.member !== undefined) fail(`${path}.member is only for a Group.`);
  if (ifis.length > 1) fail(`${path} has ${ifis.join(" and ")}: an agent has exactly one identifier.`);
  if (ifis.length === 0 && type === "Agent") {
    fail(`${path} has no identifier: give exactly one of mbox, mbox_sha1sum, openid or account.`);
  }
  if (value.mbox !== undefined && !(typeof value.mbox === "string" && /^mailto:[^@\s]+@[^@\s]+$/.test(value.mbox))) {
    fail(`${path}.mbox must be a mailto: address.`);
  }
  if (value.mbox_sha1sum !== undefined && !(typeof value.mbox_sha1sum === "string" && SHA1.test(value.mbox_sha1sum))) {
    fail(`${path}.mbox_sha1sum must be 40 hexadecimal digits.`);
  }
  if (value.openid !== undefined && !isIri(value.openid)) fail(`${path}.openid must be a URI.`);
  if (value.account !== undefined) {
    const account = value.account;
    if (!isObject(account)) fail(`${path}.account must be an object with homePage and name.`);
    onlyKnown(account, new Set(["homePage", "name"]), `${path}.account`);
    if (!isIri(account.homePage)) fail(`${path}.account.homePage must be an IRL such as https://example.com.`);
    if (typeof account.name !== "string" || !account.name) fail(`${path}.account.name must be a non-empty string.`);
  }
  if (type === "Group") {
    if (ifis.length === 0 && !Array.isArray(value.member))
      fail(`${path}: an anonymous Group must list its member array.`);
    if (value.member !== undefined) {
      if (!Array.isArray(value.member)) fail(`${path}.member must be an array of Agents.`);
      value.member.forEach((member, index) => {
        checkAgent(member, `${path}.member[${index}]`, { groupAllowed: false });
      });
    }
  }
}

function checkVerb(value: unknown, path: string) {
  if (!isObject(value)) fail(`${path} must be an object with an id.`);
  onlyKnown(value, VERB_PROPERTIES, path);
  if (!isIri(value.id)) fail(`${path}.id must be an IRI such as http://adlnet.gov/expapi/verbs/completed.`);
  checkLanguageMap(value.display, `${path}.display`);
}

function checkActivity(value: Json, path: string) {
  onlyKnown(value, ACTIVITY_PROPERTIES, path);
  if (!isIri(value.id)) fail(`${path}.id must be an IRI.`);
  if (value.definition !== undefined) {
    const definition = value.definition;
    if (!isObject(definition)) fail(`${path}.definition must be an object.`);
    checkLanguageMap(definition.name, `${path}.definition.name`);
    checkLanguageMap(definition.description, `${path}.definition.description`);
    if (definition.type !== undefined && !isIri(definition.type)) fail(`${path}.definition.type must be an IRI.`);
    if (definition.moreInfo !== undefined && !isIri(definition.moreInfo)) {
      fail(`${path}.definition.moreInfo must be an IRL.`);
    }
    checkExtensions(definition.extensions, `${path}.definition.extensions`);
  }
}

function checkObject(value: unknown, path: string, { inSubStatement = false } = {}) {
  if (!isObject(value)) fail(`${path} must be an object.`);
  const type = value.objectType ?? "Activity";
  switch (type) {
    case "Activity":
      return checkActivity(value, path);
    case "Agent":
    case "Group":
      return checkAgent(value, path);
    case "StatementRef":
      onlyKnown(value, new Set(["objectType", "id"]), path);
      if (!isUuid(value.id)) fail(`${path}.id must be the UUID of a statement.`);
      return;
    case "SubStatement":
      if (inSubStatement) fail(`${path}: a SubStatement may not contain another SubStatement.`);
      onlyKnown(value, SUBSTATEMENT_PROPERTIES, path);
      checkAgent(value.actor, `${path}.actor`);
      checkVerb(value.verb, `${path}.verb`);
      checkObject(value.object, `${path}.object`, { inSubStatement: true });
      checkResult(value.result, `${path}.result`);
      checkContext(value.context, `${path}.context`);
      if (value.timestamp !== undefined && !isTimestamp(value.timestamp)) {
        fail(`${path}.timestamp must be an ISO 8601 date and time with a time zone.`);
      }
      return;
    default:
      fail(`${path}.objectType must be Activity, Agent, Group, StatementRef or SubStatement.`);
  }
}

function checkResult(value: unknown, path: string) {
  if (value === undefined) return;
  if (!isObject(value)) fail(`${path} must be an object.`);
  onlyKnown(value, RESULT_PROPERTIES, path);
  for (const flag of ["success", "completion"] as const) {
    if (value[flag] !== undefined && typeof value[flag] !== "boolean") fail(`${path}.${flag} must be true or false.`);
  }
  if (value.response !== undefined && typeof value.response !== "string") fail(`${path}.response must be a string.`);
  if (value.duration !== undefined && !(typeof value.duration === "string" && DURATION.test(value.duration))) {
    fail(`${path}.duration must be an ISO 8601 duration such as PT1M30S.`);
  }
  checkExtensions(value.extensions, `${path}.extensions`);
  if (value.score === undefined) return;
  const score = value.score;
  if (!isObject(score)) fail(`${path}.score must be an object.`);
  onlyKnown(score, SCORE_PROPERTIES, `${path}.score`);
  for (const key of SCORE_PROPERTIES) {
    if (score[key] !== undefined && !(typeof score[key] === "number" && Number.isFinite(score[key]))) {
      fail(`${path}.score.${key} must be a number.`);
    }
  }
  const { scaled, raw, min, max } = score as Record<string, number | undefined>;
  if (scaled !== undefined && (scaled < -1 || scaled > 1)) fail(`${path}.score.scaled must be from -1 to 1.`);
  if (min !== undefined && max !== undefined && min >= max) fail(`${path}.score.min must be less than max.`);
  if (raw !== undefined && min !== undefined && raw < min) fail(`${path}.score.raw must not be less than min.`);
  if (raw !== undefined && max !== undefined && raw > max) fail(`${path}.score.raw must not be more than max.`);
}

function checkContext(value: unknown, path: string) {
  if (value === undefined) return;
  if (!isObject(value)) fail(`${path} must be an object.`);
  onlyKnown(value, CONTEXT_PROPERTIES, path);
  if (value.registration !== undefined && !isUuid(value.registration)) fail(`${path}.registration must be a UUID.`);
  if (value.instructor !== undefined) checkAgent(value.instructor, `${path}.instructor`);
  if (value.team !== undefined) checkAgent(value.team, `${path}.team`);
  for (const key of ["revision", "platform", "language"] as const) {
    if (value[key] !== undefined && typeof value[key] !== "string") fail(`${path}.${key} must be a string.`);
  }
  if (value.statement !== undefined) checkObject(value.statement, `${path}.statement`);
  checkExtensions(value.extensions, `${path}.extensions`);
  if (value.contextActivities === undefined) return;
  const activities = value.contextActivities;
  if (!isObject(activities)) fail(`${path}.contextActivities must be an object.`);
  for (const [kind, list] of Object.entries(activities)) {
    if (!CONTEXT_ACTIVITY_KINDS.has(kind))
      fail(`${path}.contextActivities.${kind} is not parent, grouping, category or other.`);
    const items = Array.isArray(list) ? list : [list];
    items.forEach((item, index) => {
      if (!isObject(item)) fail(`${path}.contextActivities.${kind}[${index}] must be an Activity.`);
      checkActivity(item, `${path}.contextActivities.${kind}[${index}]`);
    });
  }
}

/** Null when the statement keeps the rules, else a refusal naming the first problem. */
export function statementProblem(value: unknown): Refusal | null {
  try {
    if (!isObject(value)) fail("A statement must be a JSON object.");
    onlyKnown(value, STATEMENT_PROPERTIES, "statement");
    if (value.id !== undefined && !isUuid(value.id)) fail("statement.id must be a UUID.");
    checkAgent(value.actor, "statement.actor");
    checkVerb(value.verb, "statement.verb");
    checkObject(value.object, "statement.object");
    checkResult(value.result, "statement.result");
    checkContext(value.context, "statement.context");
    if (value.timestamp !== undefined && !isTimestamp(value.timestamp)) {
      fail("statement.timestamp must be an ISO 8601 date and time with a time zone, e.g. 2026-11-29T10:00:00Z.");
    }
    if (value.version !== undefined && !(typeof value.version === "string" && /^1\.0(\.\d+)?$/.test(value.version))) {
      fail("statement.version must be 1.0.x.");
    }
    if (value.authority !== undefined) checkAgent(value.authority, "statement.authority");
    if (value.attachments !== undefined) fail("statement.attachments: this LRS does not take attachments.");
    const context = value.context as Json | undefined;
    const objectType = (value.object as Json).objectType ?? "Activity";
    if (context && objectType !== "Activity" && (context.revision !== undefined || context.platform !== undefined)) {
      fail("statement.context.revision and platform are only for statements about an Activity.");
    }
    return null;
  } catch (error) {
    if (error instanceof StatementProblem) return refuse("invalid", error.message);
    throw error;
  }
}

import { groupsOfUser } from "~/features/scim/group-enrolments.server";
import { isTooBroad, parseScimFilter, type ScimFilter } from "~/features/scim/scim-filter";
import {
  createScimGroup,
  deleteScimGroup,
  getScimGroup,
  listScimGroups,
  patchScimGroup,
  replaceScimGroup,
} from "~/features/scim/scim-groups.server";
import {
  GROUP_FILTER_ATTRIBUTES,
  listResponse,
  MAX_SCIM_BODY_BYTES,
  MAX_SCIM_COUNT,
  resourceTypesList,
  SCIM_CONTENT_TYPE,
  type ScimRefusal,
  type ScimType,
  schemasList,
  scimErrorBody,
  scimRefuse,
  serviceProviderConfig,
  USER_FILTER_ATTRIBUTES,
} from "~/features/scim/scim-protocol";
import { authenticateScimToken, type ScimCaller } from "~/features/scim/scim-tokens.server";
import {
  createScimUser,
  deleteScimUser,
  getScimUser,
  listScimUsers,
  patchScimUser,
  replaceScimUser,
} from "~/features/scim/scim-users.server";
import { getLogger } from "~/lib/logger.server";
import { recordHit } from "~/lib/rate-limit.server";
import { STATUS_FOR_REASON } from "~/lib/refusal";
import { jsonValueProblem } from "~/lib/request-body.server";
import type { DatabaseExecutor } from "~db/executor";
import { isUniqueViolation } from "~db/sql-helpers";
import { inTransaction } from "~db/transactions";
import { getDb } from "./app-context.server";
import { enrolJoined } from "./scim-enrolments.server";

/**
 * /scim/v2 (RFC 7643, RFC 7644; decision 0102-scim-provisioning): the bearer token decides the
 * company, the path the resource. Reads the body here (decision 0081: features take typed input),
 * runs each write in one transaction (a refusal rolls it back) and enrols those who joined a group
 * in the group's courses and paths with the learning feature's own code.
 */
/** Per token, shared by every server process (app/lib/rate-limit.server.ts); a provider's sync stays well under it. */
const SCIM_RATE_LIMIT = 1_200;
const SCIM_RATE_WINDOW_MS = 60_000;

export async function serveScim(request: Request, splat: string): Promise<Response> {
  try {
    const db = getDb();
    const caller = await authenticateScimToken(db, request.headers.get("Authorization"));
    if (!caller) {
      return scimError(401, "Send a live SCIM token of the company as Authorization: Bearer <token>.", undefined, {
        "WWW-Authenticate": 'Bearer realm="scim"',
      });
    }
    const now = Date.now();
    const counter = await recordHit(db, `scim:token:${caller.tokenId}`, { windowMs: SCIM_RATE_WINDOW_MS }, now);
    if (counter.hits > SCIM_RATE_LIMIT) {
      const retryAfter = String(Math.max(1, Math.ceil((counter.expiresAt - now) / 1000)));
      return scimError(429, `This token made more than ${SCIM_RATE_LIMIT} requests in a minute.`, undefined, {
        "Retry-After": retryAfter,
      });
    }
    return await route(db, caller, request, splat);
  } catch (error) {
    getLogger().error({ error: String(error) }, "scim request failed");
    return scimError(500, "Something went wrong on our side. Try again later.");
  }
}

function scimJson(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": `${SCIM_CONTENT_TYPE}; charset=utf-8`, "Cache-Control": "no-store", ...headers },
  });
}

function scimError(status: number, detail: string, scimType?: ScimType, headers: Record<string, string> = {}) {
  return scimJson(scimErrorBody(status, detail, scimType), status, headers);
}

function refusalResponse(refusal: ScimRefusal): Response {
  return scimError(STATUS_FOR_REASON[refusal.reason], refusal.message ?? "The request was refused.", refusal.scimType);
}

/** A refusal inside a write's transaction: thrown to roll it back, answered outside. */
class RolledBack extends Error {
  constructor(readonly refusal: ScimRefusal) {
    super("scim refusal");
  }
}

async function inWrite<R extends { ok: boolean }>(
  db: DatabaseExecutor,
  work: (trx: DatabaseExecutor) => Promise<R>,
): Promise<R> {
  try {
    return await inTransaction(db, async (trx) => {
      const outcome = await work(trx);
      if (!outcome.ok) throw new RolledBack(outcome as unknown as ScimRefusal);
      return outcome;
    });
  } catch (error) {
    if (error instanceof RolledBack) return error.refusal as unknown as R;
    // Two requests that create the same userName or group at once: the unique index decides, the loser hears 409.
    if (isUniqueViolation(error)) {
      return scimRefuse(
        "conflict",
        "A resource with this userName, email or displayName already exists.",
        "uniqueness",
      ) as unknown as R;
    }
    throw error;
  }
}

const METHODS: Record<string, string> = { collection: "GET, POST", item: "GET, PUT, PATCH, DELETE", meta: "GET" };

function methodNotAllowed(kind: keyof typeof METHODS, method: string) {
  return scimError(405, `${method} is not supported here. Use ${METHODS[kind]}.`, undefined, { Allow: METHODS[kind] });
}

async function route(db: DatabaseExecutor, caller: ScimCaller, request: Request, splat: string): Promise<Response> {
  const url = new URL(request.url);
  const baseUrl = `${url.origin}/scim/v2`;
  const [resource = "", id, extra] = splat.split("/").filter(Boolean);
  const method = request.method.toUpperCase();
  if (extra !== undefined) return scimError(404, "No SCIM endpoint has this path.");
  switch (resource) {
    case "ServiceProviderConfig":
      if (method !== "GET") return methodNotAllowed("meta", method);
      return id ? scimError(404, "No SCIM endpoint has this path.") : scimJson(serviceProviderConfig(baseUrl));
    case "Schemas":
    case "ResourceTypes": {
      if (method !== "GET") return methodNotAllowed("meta", method);
      const list: Array<{ id: string }> = resource === "Schemas" ? schemasList(baseUrl) : resourceTypesList(baseUrl);
      if (!id) return scimJson(listResponse(list, list.length, 1));
      const found = list.find((entry) => entry.id === id);
      return found
        ? scimJson(found)
        : scimError(404, `No ${resource === "Schemas" ? "schema" : "resource type"} "${id.slice(0, 100)}".`);
    }
    case "Users":
    case "Groups":
      return id ? item(db, caller, request, resource, id, baseUrl) : collection(db, caller, request, resource, baseUrl);
    default:
      return scimError(404, "No SCIM endpoint has this path. Use /scim/v2/Users or /scim/v2/Groups.");
  }
}

/** startIndex (1-based, default 1) and count (default and cap MAX_SCIM_COUNT): RFC 7644 3.4.2.4. */
function paging(url: URL): { startIndex: number; count: number } | ScimRefusal {
  const read = (name: string, fallback: number, least: number) => {
    const raw = url.searchParams.get(name);
    if (raw === null || raw === "") return fallback;
    if (!/^-?\d{1,9}$/.test(raw.trim())) return null;
    return Math.max(least, Number(raw));
  };
  const startIndex = read("startIndex", 1, 1);
  const count = read("count", MAX_SCIM_COUNT, 0);
  if (startIndex === null || count === null)
    return scimRefuse("invalid", "startIndex and count must be whole numbers.", "invalidValue");
  return { startIndex, count: Math.min(count, MAX_SCIM_COUNT) };
}

function readFilter(url: URL, attributes: ReadonlyMap<string, string>): { filter: ScimFilter | null } | ScimRefusal {
  const raw = url.searchParams.get("filter");
  if (raw === null || raw.trim() === "") return { filter: null };
  const parsed = parseScimFilter(raw, attributes);
  if (!parsed.ok) return scimRefuse("invalid", parsed.detail, parsed.scimType);
  if (isTooBroad(parsed.filter)) {
    return scimRefuse(
      "invalid",
      'The filter matches every resource (co "" or sw ""). Narrow it, or list without a filter.',
      "tooMany",
    );
  }
  return { filter: parsed.filter };
}

/** excludedAttributes=members (Entra ID asks for groups without their members), or attributes without members. */
function wantsMembers(url: URL): boolean {
  const excluded = (url.searchParams.get("excludedAttributes") ?? "")
    .toLowerCase()
    .split(",")
    .map((name) => name.trim());
  if (excluded.includes("members")) return false;
  const attributes = url.searchParams.get("attributes");
  if (attributes === null) return true;
  return attributes
    .toLowerCase()
    .split(",")
    .map((name) => name.trim())
    .includes("members");
}

async function readBody(request: Request): Promise<{ ok: true; value: unknown } | ScimRefusal> {
  const type = (request.headers.get("Content-Type") ?? "").split(";")[0]?.trim().toLowerCase();
  if (type !== SCIM_CONTENT_TYPE && type !== "application/json") {
    return scimRefuse(
      "unsupported-type",
      `Send the body as ${SCIM_CONTENT_TYPE} (or application/json).`,
      "invalidSyntax",
    );
  }
  const tooLarge = scimRefuse("too-large", `The body is larger than ${MAX_SCIM_BODY_BYTES} bytes.`);
  if (Number(request.headers.get("Content-Length") ?? "0") > MAX_SCIM_BODY_BYTES) return tooLarge;
  let text: string;
  try {
    text = await request.text();
  } catch {
    return scimRefuse("invalid", "The body could not be read.", "invalidSyntax");
  }
  if (Buffer.byteLength(text, "utf8") > MAX_SCIM_BODY_BYTES) return tooLarge;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return scimRefuse("invalid", "The body is not valid JSON.", "invalidSyntax");
  }
  const problem = jsonValueProblem(value);
  if (problem) return scimRefuse("invalid", problem, "invalidSyntax");
  return { ok: true, value };
}

async function collection(
  db: DatabaseExecutor,
  caller: ScimCaller,
  request: Request,
  resource: "Users" | "Groups",
  baseUrl: string,
): Promise<Response> {
  const url = new URL(request.url);
  if (request.method === "GET") {
    const page = paging(url);
    if ("ok" in page) return refusalResponse(page);
    const filter = readFilter(url, resource === "Users" ? USER_FILTER_ATTRIBUTES : GROUP_FILTER_ATTRIBUTES);
    if ("ok" in filter) return refusalResponse(filter);
    const query = { companyId: caller.companyId, filter: filter.filter, ...page, baseUrl };
    const list =
      resource === "Users"
        ? await listScimUsers(db, query)
        : await listScimGroups(db, { ...query, withMembers: wantsMembers(url) });
    return scimJson(listResponse(list.resources, list.totalResults, page.startIndex));
  }
  if (request.method !== "POST") return methodNotAllowed("collection", request.method);
  const body = await readBody(request);
  if (!body.ok) return refusalResponse(body);
  const input = { companyId: caller.companyId, body: body.value, baseUrl };
  const created =
    resource === "Users"
      ? await inWrite(db, (trx) => createScimUser(trx, input))
      : await inWrite(db, async (trx) => {
          const group = await createScimGroup(trx, input);
          if (group.ok) await enrolJoined(trx, caller, group.groupId, group.joinedUserIds);
          return group;
        });
  if (!created.ok) return refusalResponse(created);
  return scimJson(created.resource, 201, { Location: created.resource.meta.location });
}

async function item(
  db: DatabaseExecutor,
  caller: ScimCaller,
  request: Request,
  resource: "Users" | "Groups",
  id: string,
  baseUrl: string,
): Promise<Response> {
  const url = new URL(request.url);
  const companyId = caller.companyId;
  if (id.length > 100) return scimError(404, `No ${resource === "Users" ? "user" : "group"} with this id.`);
  const method = request.method.toUpperCase();
  if (method === "GET") {
    const found =
      resource === "Users"
        ? await getScimUser(db, { companyId, id, baseUrl })
        : await getScimGroup(db, { companyId, id, baseUrl, withMembers: wantsMembers(url) });
    return found.ok ? scimJson(found.resource) : refusalResponse(found);
  }
  if (method === "DELETE") {
    const deleted = await inWrite(db, (trx) =>
      resource === "Users" ? deleteScimUser(trx, { companyId, id }) : deleteScimGroup(trx, { companyId, id }),
    );
    return deleted.ok ? new Response(null, { status: 204 }) : refusalResponse(deleted);
  }
  if (method !== "PUT" && method !== "PATCH") return methodNotAllowed("item", method);
  const body = await readBody(request);
  if (!body.ok) return refusalResponse(body);
  const input = { companyId, id, body: body.value, baseUrl };
  if (resource === "Users") {
    const saved = await inWrite(db, async (trx) => {
      const user = method === "PUT" ? await replaceScimUser(trx, input) : await patchScimUser(trx, input);
      // Reactivated: enrolled in what their groups gave while they were away (enrolling twice changes nothing).
      if (user.ok && user.becameActive) {
        for (const groupId of await groupsOfUser(trx, id)) await enrolJoined(trx, caller, groupId, [user.userId]);
      }
      return user;
    });
    return saved.ok ? scimJson(saved.resource) : refusalResponse(saved);
  }
  const saved = await inWrite(db, async (trx) => {
    const group = method === "PUT" ? await replaceScimGroup(trx, input) : await patchScimGroup(trx, input);
    if (group.ok) await enrolJoined(trx, caller, group.groupId, group.joinedUserIds);
    return group;
  });
  if (!saved.ok) return refusalResponse(saved);
  // Entra ID accepts 204 for a group PATCH; the resource is returned so Okta can read the members back.
  return scimJson(saved.resource);
}

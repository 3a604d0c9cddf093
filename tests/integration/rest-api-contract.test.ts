import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { buildOpenApiDocument } from "~/features/api/openapi";
import { API_OPERATIONS, type ApiOperation } from "~/features/api/operations";
import { API_RESOURCES, API_SCOPES } from "~/features/api/scopes";
import routeConfig from "~/routes";
import { API_HANDLERS } from "~/server/api-handlers.server";
import { type ApiWorld, apiCall, apiToken, bookingBody, buildApiWorld, enquiryBody } from "~tests/support/api-world";
import { TEST_ORIGIN } from "~tests/support/requests";

/**
 * The contract (decision 0041): made from the operation table, so a new operation is covered the
 * day it is added. Every operation is called with a token that has its scope, and each answer is
 * checked against the OpenAPI document as served (status, Content-Type, the documented headers,
 * the body through the document's JSON Schema, not the zod schema it came from). Then the scope
 * matrix: every operation without a token (401), with a token lacking the scope (403), with a
 * revoked token (401).
 */

type JsonSchema = Record<string, unknown>;
const document = buildOpenApiDocument(TEST_ORIGIN) as unknown as {
  paths: Record<string, Record<string, { responses: Record<string, DocumentedResponse> }>>;
  components: { schemas: Record<string, JsonSchema> };
};
interface DocumentedResponse {
  headers?: Record<string, unknown>;
  content: Record<string, { schema: JsonSchema }>;
}

/** The document's schema with its $refs to components put in place, read back into a validator. */
function resolveRefs(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(resolveRefs);
  if (!schema || typeof schema !== "object") return schema;
  const record = schema as Record<string, unknown>;
  if (typeof record.$ref === "string") {
    const name = record.$ref.replace("#/components/schemas/", "");
    return resolveRefs(document.components.schemas[name]);
  }
  return Object.fromEntries(Object.entries(record).map(([key, value]) => [key, resolveRefs(value)]));
}

async function expectAnswerMatchesDocument(operation: ApiOperation, response: Response) {
  const documented = document.paths[operation.path]?.[operation.method]?.responses ?? {};
  const entry = documented[String(response.status)];
  const body = await response.clone().text();
  expect(
    entry,
    `${operation.id}: status ${response.status} is not in the document (${body.slice(0, 300)})`,
  ).toBeDefined();
  if (!entry) return;
  const [contentType, media] = Object.entries(entry.content)[0] as [string, { schema: JsonSchema }];
  expect(response.headers.get("Content-Type"), operation.id).toBe(contentType);
  for (const header of Object.keys(entry.headers ?? {})) {
    const value = response.headers.get(header);
    expect(value, `${operation.id}: header ${header}`).not.toBeNull();
    if (header.startsWith("RateLimit-") || header === "Retry-After") expect(value).toMatch(/^\d+$/);
  }
  const validator = z.fromJSONSchema(resolveRefs(media.schema) as Parameters<typeof z.fromJSONSchema>[0]);
  const parsed = validator.safeParse(JSON.parse(body));
  expect(parsed.success, `${operation.id}: ${parsed.error?.message ?? ""}\n${body.slice(0, 500)}`).toBe(true);
}

let world: ApiWorld;
let fullToken: string;
let revokedToken: string;
/** A token for each resource's write scope, to stand in as "another resource's scope". */
const tokenFor: Record<string, string> = {};

function fillPath(operation: ApiOperation): string {
  const values: Record<string, string> = {
    id: world.cpdCourseId,
    enrolledUserId: world.pendingId,
    code: world.certificateCode,
    formId: world.formId,
    orderId: world.sale.orderId,
    invoiceId: world.sale.invoiceId,
    creditNoteId: world.sale.creditNoteId,
    paymentId: world.sale.paymentId,
  };
  return operation.path.replace(/\{(\w+)\}/g, (_match, name: string) => encodeURIComponent(values[name] ?? ""));
}

/** A valid request body for each write operation. */
function sampleBody(operation: ApiOperation): unknown {
  if (operation.id === "createBooking") return bookingBody(world.eventId);
  if (operation.id === "createEnquiry") return enquiryBody();
  if (operation.id === "revokeCertificate") return { reason: "Issued to the wrong person." };
  return operation.body ? {} : undefined;
}

function call(operation: ApiOperation, token?: string) {
  const query = operation.query ? "?limit=2" : "";
  return apiCall(operation.method.toUpperCase(), `${fillPath(operation)}${query}`, {
    token,
    body: sampleBody(operation),
  });
}

beforeAll(async () => {
  world = await buildApiWorld();
  fullToken = (await apiToken(world.admin.id, [...API_SCOPES])).token;
  revokedToken = (await apiToken(world.admin.id, [...API_SCOPES], { revoked: true })).token;
  for (const resource of API_RESOURCES) {
    tokenFor[resource] = (await apiToken(world.admin.id, [`${resource}:write`])).token;
  }
}, 60_000);

describe("the operation table", () => {
  it("has a handler and a route in app/routes.ts for every operation, and nothing else under /api/v1", () => {
    const routePaths = new Set<string>();
    const walk = (entries: typeof routeConfig, parent: string) => {
      for (const entry of entries) {
        const path = [parent, entry.path].filter(Boolean).join("/");
        if (path.startsWith("api/v1/")) routePaths.add(`/${path}`);
        walk(entry.children ?? [], path);
      }
    };
    walk(routeConfig, "");
    const operationPaths = new Set(API_OPERATIONS.map((operation) => operation.path.replace(/\{(\w+)\}/g, ":$1")));
    for (const path of operationPaths) expect(routePaths, path).toContain(path);
    const others = [...routePaths].filter((path) => !operationPaths.has(path)).sort();
    expect(others).toEqual(["/api/v1/*", "/api/v1/openapi.json", "/api/v1/reference"]);
    expect(Object.keys(API_HANDLERS).sort()).toEqual(API_OPERATIONS.map((operation) => operation.id).sort());
  });
});

describe("every operation answers as the OpenAPI document says", () => {
  it.each(API_OPERATIONS.map((operation) => [operation.id, operation] as const))(
    "%s with a token that has the scope",
    async (_id, operation) => {
      const response = await call(operation, fullToken);
      expect(response.status, `${operation.id}: ${await response.clone().text()}`).toBe(operation.successStatus);
      await expectAnswerMatchesDocument(operation, response);
      if (operation.query) {
        const page = (await response.clone().json()) as { data: unknown[] };
        expect(page.data.length, `${operation.id} lists something`).toBeGreaterThan(0);
        // Nothing of an ID number is ever in an answer, masked or not.
        expect(JSON.stringify(page)).not.toMatch(/id_?number/i);
      }
    },
  );

  it.each(API_OPERATIONS.map((operation) => [operation.id, operation] as const))(
    "%s refuses a parameter it does not have, as documented",
    async (_id, operation) => {
      const response = await apiCall(operation.method.toUpperCase(), `${fillPath(operation)}?nonsense=1`, {
        token: fullToken,
        body: sampleBody(operation),
      });
      expect(response.status).toBe(400);
      await expectAnswerMatchesDocument(operation, response);
      const problem = (await response.json()) as { errors?: Record<string, string> };
      expect(problem.errors).toHaveProperty("nonsense");
    },
  );
});

describe("the scope matrix", () => {
  it.each(API_OPERATIONS.map((operation) => [operation.id, operation] as const))(
    "%s: 401 without a token or with a revoked one, 403 with another resource's scope",
    async (_id, operation) => {
      const anonymous = await call(operation);
      expect(anonymous.status).toBe(401);
      expect(anonymous.headers.get("WWW-Authenticate")).toMatch(/^Bearer/);
      await expectAnswerMatchesDocument(operation, anonymous);

      const revoked = await call(operation, revokedToken);
      expect(revoked.status).toBe(401);
      await expectAnswerMatchesDocument(operation, revoked);

      const [resource] = operation.scope.split(":");
      const otherResource = API_RESOURCES.find((candidate) => candidate !== resource) as string;
      const wrongScope = await call(operation, tokenFor[otherResource]);
      expect(wrongScope.status).toBe(403);
      await expectAnswerMatchesDocument(operation, wrongScope);
      expect(((await wrongScope.json()) as { detail: string }).detail).toContain(operation.scope);
    },
  );

  it.each(API_OPERATIONS.filter((operation) => operation.method === "post").map((op) => [op.id, op] as const))(
    "%s: 403 with only the read scope of its resource",
    async (_id, operation) => {
      const [resource] = operation.scope.split(":");
      const { token } = await apiToken(world.admin.id, [`${resource}:read`]);
      const response = await call(operation, token);
      expect(response.status).toBe(403);
      await expectAnswerMatchesDocument(operation, response);
    },
  );
});

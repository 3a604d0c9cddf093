import { z } from "zod";
import { webhookOpenApiSection } from "~/platform/webhooks/openapi-webhooks";
import { API_OPERATIONS } from "./operations";
import { MAX_BODY_BYTES, MAX_PAGE_SIZE, problemSchema } from "./schemas";
import { API_SCOPES } from "./scopes";

/** The OpenAPI 3.1 document, generated from the zod schemas the routes validate with (zod's toJSONSchema). */

type JsonSchema = Record<string, unknown>;

function schemaOf(schema: z.ZodType, io: "input" | "output"): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: "any" }) as JsonSchema;
  return rest;
}

const RATE_LIMIT_HEADERS = {
  "RateLimit-Limit": { description: "Requests a token may make in the window.", schema: { type: "integer" } },
  "RateLimit-Remaining": { description: "Requests left in this window.", schema: { type: "integer" } },
  "RateLimit-Reset": { description: "Seconds until the window starts again.", schema: { type: "integer" } },
};

const problemResponse = (description: string, headers: Record<string, unknown> = RATE_LIMIT_HEADERS) => ({
  description,
  headers,
  content: { "application/problem+json": { schema: { $ref: "#/components/schemas/Problem" } } },
});

export function buildOpenApiDocument(serverUrl: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const operation of API_OPERATIONS) {
    const queryShape = operation.query?.shape ?? {};
    const parameters = [
      ...Object.entries(operation.pathParams ?? {}).map(([name, schema]) => ({
        name,
        in: "path",
        required: true,
        schema: schemaOf(schema, "input"),
      })),
      ...Object.entries(queryShape).map(([name, schema]) => {
        const json = schemaOf(schema as z.ZodType, "input");
        return {
          name,
          in: "query",
          required: false,
          ...(typeof json.description === "string" ? { description: json.description } : {}),
          schema: json,
        };
      }),
    ];
    const success = {
      description: operation.successStatus === 201 ? "Created" : "OK",
      headers: RATE_LIMIT_HEADERS,
      content: { "application/json": { schema: schemaOf(operation.response, "output") } },
    };
    const isWrite = operation.method === "post";
    paths[operation.path] ??= {};
    (paths[operation.path] as Record<string, unknown>)[operation.method] = {
      operationId: operation.id,
      summary: operation.summary,
      description: `Needs a token with the \`${operation.scope}\` scope${
        operation.scope.endsWith(":read") ? " (or the resource's write scope)" : ""
      }.${isWrite ? " Send `Idempotency-Key` to make a retry safe: the same key and request get the first answer again (with `Idempotent-Replayed: true`)." : ""}`,
      security: [{ bearerAuth: [operation.scope] }],
      parameters: [
        ...parameters,
        ...(isWrite
          ? [
              {
                name: "Idempotency-Key",
                in: "header",
                required: false,
                description: "1 to 255 visible ASCII characters, unique per request; kept a day.",
                schema: { type: "string", minLength: 1, maxLength: 255 },
              },
            ]
          : []),
      ],
      ...(operation.body
        ? {
            requestBody: {
              required: true,
              content: { "application/json": { schema: schemaOf(operation.body, "input") } },
            },
          }
        : {}),
      responses: {
        [String(operation.successStatus)]: success,
        ...(operation.alsoOk && operation.successStatus !== 200 ? { "200": { ...success, description: "OK" } } : {}),
        "400": problemResponse("A parameter or the body is not valid (not JSON, a bad cursor, an unknown parameter)."),
        "401": problemResponse("No valid, unrevoked token (answered before the rate limit counts).", {
          "WWW-Authenticate": { description: 'Bearer realm="campus-api"', schema: { type: "string" } },
        }),
        "403": problemResponse("The token lacks the scope."),
        "404": problemResponse(operation.pathParams ? "Not found." : "No such path."),
        "405": problemResponse("The path does not take this method (see Allow)."),
        ...(isWrite
          ? {
              "409": problemResponse(
                operation.conflicts
                  ? "A conflict with what is stored, or the first request with this Idempotency-Key is still running."
                  : "The first request with this Idempotency-Key is still running.",
              ),
              "413": problemResponse(`The body is larger than ${MAX_BODY_BYTES} bytes.`),
              "415": problemResponse("The body is not application/json."),
              "422": problemResponse(
                "A field is not valid (see errors), or the Idempotency-Key was used for another request.",
              ),
            }
          : {}),
        "429": problemResponse("Too many requests for this token; see Retry-After.", {
          ...RATE_LIMIT_HEADERS,
          "Retry-After": { description: "Seconds to wait.", schema: { type: "integer" } },
        }),
      },
    };
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Campus API",
      version: "1.0.0",
      description: `Personal access tokens are created by admins at /admin/api-tokens. Lists are paged with an opaque cursor (limit at most ${MAX_PAGE_SIZE}). Errors are RFC 9457 problem details. Every answer to a token carries RateLimit-Limit, RateLimit-Remaining and RateLimit-Reset. Scopes: ${API_SCOPES.join(", ")}.`,
    },
    servers: [{ url: serverUrl }],
    paths,
    // What Campus posts to the endpoints admins register (docs/decisions/0047-webhooks.md).
    webhooks: webhookOpenApiSection(),
    components: {
      securitySchemes: { bearerAuth: { type: "http", scheme: "bearer", description: "campus_pat_… token" } },
      schemas: { Problem: schemaOf(problemSchema, "output") },
    },
  };
}

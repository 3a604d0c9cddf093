import { z } from "zod";
import { API_OPERATIONS } from "./operations";
import { MAX_PAGE_SIZE, problemSchema } from "./schemas";
import { API_SCOPES } from "./scopes";

/** The OpenAPI 3.1 document, generated from the zod schemas the routes validate with (zod's toJSONSchema). */

type JsonSchema = Record<string, unknown>;

function schemaOf(schema: z.ZodType, io: "input" | "output"): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: "any" }) as JsonSchema;
  return rest;
}

const problemResponse = (description: string) => ({
  description,
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
    paths[operation.path] ??= {};
    (paths[operation.path] as Record<string, unknown>)[operation.method] = {
      operationId: operation.id,
      summary: operation.summary,
      description: `Needs a token with the \`${operation.scope}\` scope (or the resource's write scope).`,
      security: [{ bearerAuth: [operation.scope] }],
      parameters,
      responses: {
        "200": {
          description: "OK",
          content: { "application/json": { schema: schemaOf(operation.response, "output") } },
        },
        "400": problemResponse("A query or path parameter is not valid."),
        "401": problemResponse("No valid, unrevoked token."),
        "403": problemResponse("The token lacks the scope."),
        ...(operation.pathParams ? { "404": problemResponse("Not found.") } : {}),
        "429": problemResponse("Too many requests for this token; see Retry-After."),
      },
    };
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Campus API",
      version: "1.0.0",
      description: `Personal access tokens are created by admins at /admin/api-tokens. Lists are paged with an opaque cursor (limit at most ${MAX_PAGE_SIZE}). Errors are RFC 9457 problem details. Scopes: ${API_SCOPES.join(", ")}.`,
    },
    servers: [{ url: serverUrl }],
    paths,
    components: {
      securitySchemes: { bearerAuth: { type: "http", scheme: "bearer", description: "campus_pat_… token" } },
      schemas: { Problem: schemaOf(problemSchema, "output") },
    },
  };
}

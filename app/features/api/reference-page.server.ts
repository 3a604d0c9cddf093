import { z } from "zod";
import { API_OPERATIONS } from "./operations";
import { MAX_BODY_BYTES, MAX_PAGE_SIZE } from "./schemas";
import { API_SCOPES } from "./scopes";

/** The API reference: plain server-rendered HTML made from the operation list, no scripts at all. */

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

type JsonProperty = { description?: string; enum?: unknown[]; const?: unknown };
type JsonSchema = {
  properties?: Record<string, JsonProperty>;
  required?: string[];
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
};

/** "one of a, b, c" for an enum or a constant, so a reader sees the values the API takes. */
function allowedValues(property: JsonProperty): string {
  const values = property.enum ?? (property.const !== undefined ? [property.const] : []);
  if (values.length === 0) return "";
  // An empty string is a value too (a province left empty outside South Africa): shown as "" so it reads.
  const shown = (value: unknown) => (value === "" ? '""' : escapeHtml(String(value)));
  const listed = values.map((value) => `<code>${shown(value)}</code>`).join(", ");
  return values.length === 1 ? ` — <code>${escapeHtml(String(values[0]))}</code>` : ` — one of ${listed}`;
}

/** The body's fields, from the same zod schema the request is checked with; one list per kind of a union. */
function bodyFields(schema: z.ZodType): string {
  const json = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;
  const variants = json.oneOf ?? json.anyOf ?? [json];
  return variants
    .map((variant) => {
      const required = new Set(variant.required ?? []);
      const fields = Object.entries(variant.properties ?? {}).map(
        ([name, property]) =>
          `<li><code>${escapeHtml(name)}</code>${required.has(name) ? " (required)" : ""}${allowedValues(property)}${
            property.description ? ` — ${escapeHtml(property.description)}` : ""
          }</li>`,
      );
      return `<ul>${fields.join("")}</ul>`;
    })
    .join("<p>or</p>");
}

export function renderApiReference(): string {
  const operations = API_OPERATIONS.map((operation) => {
    const params = [
      ...Object.keys(operation.pathParams ?? {}).map((name) => `<code>${escapeHtml(name)}</code> (path)`),
      ...Object.entries(operation.query?.shape ?? {}).map(([name, schema]) => {
        const json = z.toJSONSchema(schema as z.ZodType, { io: "input", unrepresentable: "any" }) as JsonProperty;
        return `<code>${escapeHtml(name)}</code>${json.description ? ` — ${escapeHtml(json.description)}` : ""}${allowedValues(json)}`;
      }),
    ];
    return `<section id="${escapeHtml(operation.id)}">
<h2><code>${operation.method.toUpperCase()} ${escapeHtml(operation.path)}</code></h2>
<p>${escapeHtml(operation.summary)}</p>
<p>Scope: <code>${escapeHtml(operation.scope)}</code></p>
${params.length ? `<p>Parameters:</p><ul>${params.map((param) => `<li>${param}</li>`).join("")}</ul>` : ""}
${operation.body ? `<p>JSON body (at most ${MAX_BODY_BYTES} bytes; <code>Idempotency-Key</code> header honoured):</p>${bodyFields(operation.body)}` : ""}
<p>Answers ${operation.successStatus}${operation.alsoOk && operation.successStatus !== 200 ? " or 200" : ""}.</p>
</section>`;
  }).join("\n");
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Campus API reference</title>
<style>body{font-family:system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem;line-height:1.5}code{background:#f1f3f5;padding:0 .25rem;border-radius:3px;overflow-wrap:anywhere}section{border-top:1px solid #dee2e6;padding-top:.5rem}</style>
</head>
<body>
<main>
<h1>Campus API reference</h1>
<p>Version 1. The machine-readable description is the <a href="/api/v1/openapi.json">OpenAPI 3.1 document</a>.</p>
<p>Authenticate with a personal access token that an admin creates under Administration → API tokens:
send <code>Authorization: Bearer campus_pat_…</code>. Scopes: ${API_SCOPES.map((scope) => `<code>${scope}</code>`).join(", ")}; a write scope includes read.</p>
<p>Lists return <code>{"data": [...], "nextCursor": "..."}</code>, newest first; pass <code>cursor</code> to read the next page and <code>limit</code> (1 to ${MAX_PAGE_SIZE}) to size it.
Errors are RFC 9457 problem details (<code>application/problem+json</code> with <code>type</code>, <code>title</code>, <code>status</code>, <code>detail</code>). A field that breaks a rule is a 422 whose <code>errors</code> names it; a conflict (already booked) is a 409. Each token is rate limited (<code>RateLimit-Limit</code>, <code>RateLimit-Remaining</code>, <code>RateLimit-Reset</code> on every answer); a refused request says when to retry in <code>Retry-After</code>. A path or method the API does not have answers 404 or 405 problem details.</p>
<nav aria-labelledby="operations-heading">
<h2 id="operations-heading">Operations</h2>
<ul>${API_OPERATIONS.map(
    (operation) =>
      `<li><a href="#${escapeHtml(operation.id)}"><code>${operation.method.toUpperCase()} ${escapeHtml(operation.path)}</code></a> — ${escapeHtml(operation.scope)}</li>`,
  ).join("")}</ul>
</nav>
${operations}
</main>
</body>
</html>`;
}

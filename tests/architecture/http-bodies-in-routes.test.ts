import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * One home for HTTP work (decision 0081): the route, or its `*.server.ts` sidecar in app/routes,
 * reads the body (FormData, multipart, JSON), parses it with the domain's schema and hands the
 * feature typed values. A feature or platform module never reads a request body, takes a FormData,
 * or takes a Request to read one. These are patterns on the source (TypeScript 7 has no JavaScript
 * API to ask a value's type); comments are skipped, as they may name what they avoid.
 *
 * React components (`.tsx`) are left out: they run in the browser, where a FormData is the form the
 * person is filling in (checked before it is sent, or built to send), not a body the server reads.
 */
const root = path.resolve(import.meta.dirname, "../..");
const FOLDERS = ["app/features", "app/platform"];

const BODY_READING: Array<{ pattern: RegExp; why: string }> = [
  { pattern: /\bFormData(EntryValue)?\b(?!\s*\()/, why: "a FormData type: take the parsed, typed values instead" },
  { pattern: /\.formData\(\)/, why: "reads a form body: the route reads it (readFormData, parseFormBody)" },
  {
    pattern: /\b(request|req)\s*\.\s*(json|text|arrayBuffer|blob|bytes|body)\b/,
    why: "reads a request body: the route reads it (app/lib/request-body.server.ts)",
  },
  {
    pattern: /\b(readFormData|parseFormBody|parseJsonBody|readMultipartUpload)\b/,
    why: "a body reader of app/lib: the route (or its sidecar) calls it",
  },
  { pattern: /\w\??\s*:\s*Request\b/, why: "a Request parameter: the route reads it and passes typed values" },
];

/**
 * Modules that take a Request for what is not its body, or are an HTTP layer by nature. Each says
 * why; anything else found is a feature doing a route's work.
 */
const ALLOWED: Record<string, { why: string; patterns: "request-parameter" | "all" }> = {
  "app/platform/auth/session.server.ts": {
    why: "The session guards read the session cookie from the headers; every loader calls them (decision 0081).",
    patterns: "request-parameter",
  },
  "app/features/site-content/page-preview.ts": {
    why: "`?preview=draft` is read from the address, not the body.",
    patterns: "request-parameter",
  },
  "app/features/api/idempotency.server.ts": {
    why: "The REST API is an HTTP layer by nature (decision 0081): the Idempotency-Key is a header.",
    patterns: "request-parameter",
  },
  "app/features/api/handler.server.ts": {
    why: "The REST API is an HTTP layer by nature (decision 0081): it reads its JSON bodies itself.",
    patterns: "all",
  },
};

function sourceFiles(folder: string): string[] {
  const found: string[] = [];
  for (const name of readdirSync(path.join(root, folder))) {
    const relative = `${folder}/${name}`;
    if (statSync(path.join(root, relative)).isDirectory()) found.push(...sourceFiles(relative));
    else if (/\.ts$/.test(name) && !/\.test\.ts$/.test(name)) found.push(relative);
  }
  return found;
}

/** Each body read outside the route side as "file:line: why". */
function findBodyReading(files: Array<{ file: string; text: string }>): string[] {
  const problems: string[] = [];
  for (const { file, text } of files) {
    const allowed = ALLOWED[file];
    if (allowed?.patterns === "all") continue;
    text.split("\n").forEach((line, index) => {
      const code = line.replace(/^\s*(\/\/|\*|\/\*).*$/, "").replace(/\s\/\/.*$/, "");
      for (const { pattern, why } of BODY_READING) {
        if (allowed?.patterns === "request-parameter" && pattern === BODY_READING[4].pattern) continue;
        if (pattern.test(code)) problems.push(`${file}:${index + 1}: ${why}`);
      }
    });
  }
  return problems;
}

const files = FOLDERS.flatMap(sourceFiles).map((file) => ({ file, text: readFileSync(path.join(root, file), "utf8") }));

describe("HTTP bodies are read on the route side (decision 0081)", () => {
  it("no feature or platform module reads a body, takes a FormData, or takes a Request", () => {
    expect(findBodyReading(files)).toEqual([]);
  });

  it("every allowed module still exists and still needs its exception", () => {
    for (const file of Object.keys(ALLOWED)) {
      const text = readFileSync(path.join(root, file), "utf8");
      expect(findBodyReading([{ file: `${file}.unlisted`, text }]), file).not.toEqual([]);
    }
  });

  it("catches each way a feature used to read a request", () => {
    const old = [
      "export function readQuizAnswers(content: QuizContent, formData: FormData) {}",
      "  file: FormDataEntryValue | null,",
      "  const parsed = await parseFormBody(request);",
      "  const received = await readMultipartUpload(request, {",
      "export async function logPersonalDataExport(db: DatabaseExecutor, request: Request) {}",
      "  const body = await request.formData();",
      "  const value = await request.json();",
    ];
    const found = findBodyReading(old.map((text, index) => ({ file: `example-${index}.ts`, text })));
    expect(found).toHaveLength(old.length);
    // Building a body to send, in a browser-side module, is not reading one.
    expect(findBodyReading([{ file: "upload.ts", text: "const body = new FormData();" }])).toEqual([]);
  });
});

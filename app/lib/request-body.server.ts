import { data } from "react-router";
import { notCsvFileMessage } from "./csv";
import * as m from "./messages";
import { DEFAULT_MESSAGE_FOR_REASON, type Refusal, refusalResponse, refuse, STATUS_FOR_REASON } from "./refusal";

/**
 * The one way an action reads its body. Whatever arrives (the wrong content type, no body, a
 * multipart body without its boundary, broken JSON, a NUL byte, more than the size limit), the
 * caller gets the parsed body or a Response with a 4xx and a sentence that says what to send
 * instead: never a 500. The size itself is enforced while streaming by the server
 * (server/request-limits.ts); the error it puts into the stream is recognised here.
 */

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

/** Thrown into the body stream by the server when a request outgrows its limit. */
export const BODY_TOO_LARGE_ERROR_NAME = "BodyTooLargeError";

export const nulByteMessage = () => m.nulInForm();

function mediaType(request: Request): string {
  return (request.headers.get("Content-Type") ?? "").split(";")[0].trim().toLowerCase();
}

/** True when the server stopped the body at its size limit (the error may be wrapped). */
export function isBodyTooLarge(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    if (current.name === BODY_TOO_LARGE_ERROR_NAME) return true;
  }
  return false;
}

function unreadable(error: unknown, what: "form" | "request"): Refusal {
  if (isBodyTooLarge(error)) return refuse("too-large", m.bodyTooLarge());
  return refuse("invalid", what === "form" ? m.formUnreadable() : m.requestUnreadable());
}

/**
 * How deep a JSON body may nest. No body Campus reads goes past a dozen levels (a rich-text document's
 * nested lists included); 10 KB of "[" is 10,000 levels, past which anything recursive overflows the stack.
 */
export const MAX_JSON_DEPTH = 64;

// i18n-exempt: answered to API clients, whose problem details are English
export const JSON_TOO_DEEP_MESSAGE = `The JSON is nested more than ${MAX_JSON_DEPTH} levels deep, which no request here needs. Send a flatter body.`;

/**
 * Why a parsed JSON body cannot be taken, or null: nested deeper than MAX_JSON_DEPTH, or a NUL byte
 * in a key or string (PostgreSQL text cannot store one). Walked with a stack of its own, not by
 * recursion, so no depth the parser accepts can overflow the call stack here.
 */
export function jsonValueProblem(value: unknown): string | null {
  const pending: Array<{ value: unknown; depth: number }> = [{ value, depth: 0 }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const current = next.value;
    if (typeof current === "string") {
      if (current.includes("\u0000")) return nulByteMessage();
      continue;
    }
    if (!current || typeof current !== "object") continue;
    if (next.depth >= MAX_JSON_DEPTH) return JSON_TOO_DEEP_MESSAGE;
    for (const [key, inner] of Object.entries(current)) {
      if (key.includes("\u0000")) return nulByteMessage();
      pending.push({ value: inner, depth: next.depth + 1 });
    }
  }
  return null;
}

export const missingBoundaryMessage = () => m.missingBoundary();

/** Why a body is not a form a page sends (another content type, multipart without a boundary), or null. */
export function formContentTypeRefusal(request: Request): Refusal | null {
  const type = mediaType(request);
  if (!FORM_TYPES.includes(type)) {
    return refuse("unsupported-type", m.sendAsForm());
  }
  if (type === "multipart/form-data" && !/boundary=/i.test(request.headers.get("Content-Type") ?? "")) {
    return refuse("invalid", missingBoundaryMessage());
  }
  return null;
}

/** The body as FormData, or a refusal saying why not. For actions that answer with data. */
export async function parseFormBody(request: Request): Promise<{ ok: true; formData: FormData } | Refusal> {
  const typeRefusal = formContentTypeRefusal(request);
  if (typeRefusal) return typeRefusal;
  let formData: FormData;
  try {
    formData = await request.formData();
  } catch (error) {
    return unreadable(error, "form");
  }
  for (const [key, value] of formData.entries()) {
    // A file's bytes may hold NULs (images do); its name, like every text value, may not.
    const text = typeof value === "string" ? value : value.name;
    if (key.includes("\u0000") || text.includes("\u0000")) return refuse("invalid", nulByteMessage());
  }
  return { ok: true, formData };
}

/**
 * The body as FormData; anything else stops the action with a 4xx Response whose text says
 * what was wrong (415 for another content type, 413 when too large, 400 otherwise), which the
 * frame's error boundary shows.
 */
export async function readFormData(request: Request): Promise<FormData> {
  const parsed = await parseFormBody(request);
  if (parsed.ok) return parsed.formData;
  throw refusalResponse(parsed);
}

/** The body as JSON (any value), or a refusal; NUL bytes in strings and nesting past MAX_JSON_DEPTH are refused too. */
export async function parseJsonBody(request: Request): Promise<{ ok: true; value: unknown } | Refusal> {
  if (mediaType(request) !== "application/json") {
    return refuse("unsupported-type", m.sendAsJson());
  }
  let text: string;
  try {
    text = await request.text();
  } catch (error) {
    return unreadable(error, "request");
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return refuse("invalid", m.notValidJson());
  }
  const problem = jsonValueProblem(value);
  if (problem) return refuse("invalid", problem);
  return { ok: true, value };
}

/**
 * A body refusal as the data answer of an action that fetchers call (the course editor's APIs,
 * the enrolled-users overlays, uploads), so the message shows where the person is working: the
 * refusal's status (400, 413, 415) and its message under each name those fetchers read
 * (`message`, `formError`, `error`).
 */
export function unreadableBody(refusal: Refusal) {
  const message = refusal.message ?? DEFAULT_MESSAGE_FOR_REASON[refusal.reason];
  return data(
    {
      ok: false as const,
      intent: "",
      reason: "invalid" as const,
      message,
      formError: message,
      error: message,
      fieldErrors: {} as Record<string, string>,
    },
    { status: STATUS_FOR_REASON[refusal.reason] },
  );
}

/**
 * An uploaded text file (a CSV import) as a string, or a refusal when it is plainly another format
 * (a PDF, a workbook: lib/csv.ts) or holds a NUL byte: a text file never does, and PostgreSQL text
 * cannot store one.
 */
export async function readTextFile(file: File): Promise<{ ok: true; text: string } | Refusal> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const otherFormat = notCsvFileMessage(bytes);
  if (otherFormat) return refuse("invalid", otherFormat);
  const text = new TextDecoder("utf-8").decode(bytes);
  if (text.includes("\u0000")) {
    return refuse("invalid", m.nulInTextFile());
  }
  return { ok: true, text };
}

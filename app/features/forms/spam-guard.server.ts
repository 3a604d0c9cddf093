import crypto from "node:crypto";
import { consumeRateLimit } from "~/lib/rate-limit.server";
import type { DatabaseExecutor } from "~db/executor";
import type { PostedForm } from "./answers";
import { HONEYPOT_FIELD, STARTED_FIELD } from "./field-types";

/**
 * Spam checks without a third-party captcha (docs/decisions/0025-forms.md): a honeypot field people
 * never see, a signed "form shown at" time (a bot that posts at once is too quick; a forged or
 * edited time fails the signature), and a limit per address counted in the database.
 */

/** People need a few seconds to fill in even one field. */
const MINIMUM_FILL_MS = 3000;
/** A page left open longer than this is asked to reload (the signature would otherwise live for ever). */
const MAXIMUM_FILL_MS = 3 * 24 * 60 * 60 * 1000;
/** Per address, over every form. */
const FORM_RESPONSE_RATE_LIMIT = { limit: 10, windowMs: 10 * 60 * 1000 };

function signature(secret: string, formId: string, shownAt: number): string {
  return crypto.createHmac("sha256", secret).update(`form-shown:${formId}:${shownAt}`).digest("base64url");
}

/** The hidden field's value: when the form was shown, signed for this form. */
/**
 * A page with a form carries the time it was shown, signed, which the minimum fill time is judged
 * from: a page kept by the page cache or a proxy would hand every visitor the same old time, so a
 * page that shows a form is never kept (the page cache stores nothing marked private).
 */
export const SIGNED_FORM_PAGE_HEADERS = { "Cache-Control": "private, no-store" };

export function signShownAt(secret: string, formId: string, now = Date.now()): string {
  return `${now}.${signature(secret, formId, now)}`;
}

export type SpamVerdict = "ok" | "honeypot" | "too-quick" | "expired";

export function judgeSubmission(secret: string, formId: string, posted: PostedForm, now = Date.now()): SpamVerdict {
  const honeypot = posted.get(HONEYPOT_FIELD);
  if (typeof honeypot === "string" && honeypot.trim() !== "") return "honeypot";
  const token = posted.get(STARTED_FIELD);
  if (typeof token !== "string") return "expired";
  const [time, signed] = token.split(".");
  const shownAt = Number(time);
  if (!time || !signed || !/^\d{1,16}$/.test(time) || !Number.isSafeInteger(shownAt)) return "expired";
  const expected = Buffer.from(signature(secret, formId, shownAt));
  const given = Buffer.from(signed);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return "expired";
  const elapsed = now - shownAt;
  if (elapsed < 0 || elapsed > MAXIMUM_FILL_MS) return "expired";
  if (elapsed < MINIMUM_FILL_MS) return "too-quick";
  return "ok";
}

/** One hit for this address; false once it has sent its share in the window. */
export async function allowResponseFrom(db: DatabaseExecutor, clientAddress: string, now = Date.now()) {
  return consumeRateLimit(db, `form-response:address:${clientAddress}`, FORM_RESPONSE_RATE_LIMIT, now);
}

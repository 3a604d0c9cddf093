import { z } from "zod";
import { todayIn } from "./dates";
import { boundedInteger } from "./form-numbers";
import { currentLocale } from "./i18n/current-locale";
import { LOCALE_TAGS } from "./i18n/locales";
import * as m from "./messages";

/**
 * The one set of zod field builders the forms' schemas are made of (browser and server), so a
 * field's rule and its message are written once. Two message styles exist and both are kept word
 * for word: with a label ("Title is required", "Title must be at most 200 characters") and, for the
 * CPD and certificate forms, without ("This field is required", "At most 200 characters").
 */
export const REQUIRED_MESSAGE = () => m.required();

/**
 * A field's name in its messages: a message function (`() => m.title()`) is read when the check
 * fails, so the message is in the language of the request or the page; plain text is used as given.
 */
export type FieldLabel = string | (() => string);

const labelText = (label: FieldLabel) => (typeof label === "function" ? label() : label);

/** Messages are functions: zod reads them when a check fails, in the language of that moment. */
function tooLongMessage(max: number, label?: FieldLabel) {
  return {
    error: () =>
      label
        ? m.fieldTooLong({ label: labelText(label), max })
        : // As the CPD forms always wrote it ("At most 2 000 characters"), grouped by the language's own rule.
          m.atMostCharacters({ max: max.toLocaleString(LOCALE_TAGS[currentLocale()]) }),
  };
}

function requiredMessage(label?: FieldLabel) {
  return { error: () => (label ? m.fieldRequired({ label: labelText(label) }) : m.required()) };
}

/** Text that must be given, trimmed, at most `max` characters. */
export function requiredText(max: number, label?: FieldLabel) {
  const required = requiredMessage(label);
  return z.string(required).trim().min(1, required).max(max, tooLongMessage(max, label));
}

/** Text that may be left empty (""), trimmed, at most `max` characters. */
export function optionalText(max: number, label?: FieldLabel) {
  return z
    .string()
    .trim()
    .max(max, tooLongMessage(max, label))
    .optional()
    .transform((value) => value ?? "");
}

/**
 * Text a form section may leave out: undefined when the field was not sent (an older form, another
 * client), so the stored value stays; "" when it was sent empty.
 */
export function keptText(max: number, label: FieldLabel) {
  return z.string().trim().max(max, tooLongMessage(max, label)).optional();
}

const EMAIL_MESSAGE = { error: () => m.enterValidEmail() };

/**
 * An email address that must be given (at most 200 characters), lower-cased unless `keepCase`:
 * accounts compare addresses, so they store them one way.
 */
export function email({
  label,
  max = 200,
  keepCase = false,
}: {
  label?: FieldLabel;
  max?: number;
  keepCase?: boolean;
} = {}) {
  const checked = requiredText(max, label).pipe(z.email(EMAIL_MESSAGE));
  return keepCase ? checked : checked.transform((value) => value.toLowerCase());
}

/** A checkbox: "on" when ticked (some clients send "true" or "1"), absent or "" when not. */
export function checkbox() {
  return z
    .enum(["on", "true", "1", ""])
    .optional()
    .transform((value) => value === "on" || value === "true" || value === "1");
}

export const PHONE_MESSAGE = { error: () => m.enterValidPhone() };

/** A telephone number as people write it (+27 12 345-6789, (012) 345 6789): at least 7 digits. */
export function isPhoneNumber(value: string): boolean {
  return /^\+?[0-9 ()-]+$/.test(value) && value.replace(/\D/g, "").length >= 7;
}

export function phone(max: number, label: FieldLabel = () => m.phoneLabel()) {
  return requiredText(max, label).refine(isPhoneNumber, PHONE_MESSAGE);
}

/** A whole number typed into a form field, from `min` to `max` (PostgreSQL's integer at most). */
export function wholeNumber(min: number, max: number, message?: FieldLabel) {
  const error = { error: () => (message ? labelText(message) : m.wholeNumberBetween({ min, max })) };
  return boundedInteger(min, error).max(max, error);
}

const POINTS_PATTERN = /^\d{1,3}(\.\d{1,2})?$/;
const POINTS_MESSAGE = { error: () => m.enterPoints() };

/** CPD points as typed ("2.5"), kept as text so both databases store exactly what was entered. */
export const optionalPoints = optionalText(6).refine(
  (value) => value === "" || POINTS_PATTERN.test(value),
  POINTS_MESSAGE,
);
export const requiredPoints = requiredText(6).refine((value) => POINTS_PATTERN.test(value), POINTS_MESSAGE);

/** A file uploaded to this site (/uploads/...): what an image field holds when the image was uploaded. */
export const isUploadPath = (value: string) => value.startsWith("/uploads/");

/** A web address that leaves no room for another scheme (javascript:, data:): https and no spaces. */
export const isHttpsUrl = (value: string) => /^https:\/\/\S+$/i.test(value);

/** A path on this site; "//host" would leave it. */
export const isSitePath = (value: string) => /^\/(?!\/)\S*$/.test(value);

/** An uploaded file (/uploads/...) or a web address; empty when not given. */
export const optionalImageUrl = optionalText(500).refine(
  (value) => value === "" || isUploadPath(value) || /^https?:\/\/\S+$/.test(value),
  { error: () => m.uploadImageOrHttps() },
);

export const optionalWebsite = optionalText(300).refine(
  (value) => value === "" || /^https?:\/\/\S+\.\S+$/.test(value),
  { error: () => m.enterHttpsAddress() },
);

/** A real calendar day written YYYY-MM-DD (2026-02-30 is not one). */
export function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

export const requiredDate = requiredText(10).refine(isCalendarDate, { error: () => m.enterDate() });
export const optionalDate = optionalText(10).refine((value) => value === "" || isCalendarDate(value), {
  error: () => m.enterDate(),
});

export const optionalEmail = optionalText(200)
  .refine((value) => value === "" || z.email().safeParse(value).success, EMAIL_MESSAGE)
  .transform((value) => value.toLowerCase());

export const requiredEmail = requiredText(200)
  .pipe(z.email(EMAIL_MESSAGE))
  .transform((value) => value.toLowerCase());

/**
 * "2026-11-21" from an ISO timestamp, for date inputs. Dates chosen in forms are stored at midday
 * UTC (isoFromDateInput), the same calendar day in every zone from UTC-11 to UTC+11: this reads the
 * stored day back as written.
 */
export function dateInputValue(isoTimestamp: string): string {
  return isoTimestamp ? isoTimestamp.slice(0, 10) : "";
}

/** Stored dates are ISO timestamps; a date chosen in a form is kept as that day at midday UTC (same day in South Africa). */
export function isoFromDateInput(date: string): string {
  return `${date}T12:00:00.000Z`;
}

/** Today in the site's zone, for a date input's default (UTC would be yesterday before 02:00 in South Africa). */
export function todayDateInputValue(timeZone: string, now = new Date()): string {
  return todayIn(timeZone, now);
}

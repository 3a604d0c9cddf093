import { z } from "zod";

/** Field rules shared by the CPD course, enrolled-user and certificate forms (browser and server). */
export const REQUIRED_MESSAGE = "This field is required";

export function requiredText(max: number) {
  return z
    .string(REQUIRED_MESSAGE)
    .trim()
    .min(1, REQUIRED_MESSAGE)
    .max(max, `At most ${max.toLocaleString("en-ZA")} characters`);
}

export function optionalText(max: number) {
  return z
    .string()
    .trim()
    .max(max, `At most ${max.toLocaleString("en-ZA")} characters`)
    .optional()
    .transform((value) => value ?? "");
}

const POINTS_PATTERN = /^\d{1,3}(\.\d{1,2})?$/;
const POINTS_MESSAGE = "Enter a number of points, e.g. 3 or 2.5";

/** CPD points as typed ("2.5"), kept as text so both databases store exactly what was entered. */
export const optionalPoints = optionalText(6).refine(
  (value) => value === "" || POINTS_PATTERN.test(value),
  POINTS_MESSAGE,
);
export const requiredPoints = requiredText(6).refine((value) => POINTS_PATTERN.test(value), POINTS_MESSAGE);

/** An uploaded file (/uploads/...) or a web address; empty when not given. */
export const optionalImageUrl = optionalText(500).refine(
  (value) => value === "" || value.startsWith("/uploads/") || /^https?:\/\/\S+$/.test(value),
  "Upload an image or enter a web address starting with https://",
);

export const optionalWebsite = optionalText(300).refine(
  (value) => value === "" || /^https?:\/\/\S+\.\S+$/.test(value),
  "Enter a web address starting with https://",
);

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const isRealDate = (value: string) => DATE_PATTERN.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

export const requiredDate = requiredText(10).refine(isRealDate, "Enter a date");
export const optionalDate = optionalText(10).refine((value) => value === "" || isRealDate(value), "Enter a date");

export const optionalEmail = optionalText(200)
  .refine((value) => value === "" || z.email().safeParse(value).success, "Enter a valid email address")
  .transform((value) => value.toLowerCase());

export const requiredEmail = requiredText(200)
  .pipe(z.email("Enter a valid email address"))
  .transform((value) => value.toLowerCase());

/** "2026-11-21" from an ISO timestamp, for date inputs. */
export function dateInputValue(isoTimestamp: string): string {
  return isoTimestamp ? isoTimestamp.slice(0, 10) : "";
}

/** Stored dates are ISO timestamps; a date chosen in a form is kept as that day at midday UTC (same day in South Africa). */
export function isoFromDateInput(date: string): string {
  return `${date}T12:00:00.000Z`;
}

export function todayDateInputValue(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

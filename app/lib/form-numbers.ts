import { z } from "zod";

/**
 * The largest whole number a request may carry into the database: PostgreSQL's integer column.
 * A larger one (a version of 99999999999999999999, a position of 1e309) is refused by the form's
 * schema with a message instead of failing in SQL with a 500. (Not in forms.ts: that module
 * reaches public pages' JavaScript, which loads zod only when a form is used.)
 */
export const MAX_REQUEST_INTEGER = 2_147_483_647;

/** A whole number posted in a form field (text), from `min` to at most MAX_REQUEST_INTEGER. */
export function boundedInteger(min: number, message = `Enter a whole number from ${min}`) {
  return z.coerce
    .number({ message })
    .int(message)
    .min(min, message)
    .max(MAX_REQUEST_INTEGER, `Enter a whole number up to ${MAX_REQUEST_INTEGER.toLocaleString("en-ZA")}`);
}

/** The version an edit form was loaded at (a hidden field): a bounded whole number from 1. */
export const STALE_FORM_VERSION_MESSAGE = "This form lost the version it was opened at. Reload the page and try again.";
export const formVersion = () => boundedInteger(1, STALE_FORM_VERSION_MESSAGE);

import { z } from "zod";
import { currentLocale } from "./i18n/current-locale";
import { formatNumber } from "./i18n/format";
import { LOCALE_TAGS } from "./i18n/locales";
import * as m from "./messages";

/**
 * The largest whole number a request may carry into the database: PostgreSQL's integer column.
 * A larger one (a version of 99999999999999999999, a position of 1e309) is refused by the form's
 * schema with a message instead of failing in SQL with a 500. (Not in forms.ts: that module
 * reaches public pages' JavaScript, which loads zod only when a form is used.)
 */
export const MAX_REQUEST_INTEGER = 2_147_483_647;

/** A whole number posted in a form field (text), from `min` to at most MAX_REQUEST_INTEGER. */
export function boundedInteger(min: number, message?: string | { error: () => string }) {
  // A function: zod reads the message when the check fails, in the language of that moment.
  const error =
    typeof message === "object" ? message : { error: () => message ?? m.wholeNumberFrom({ min: formatNumber(min) }) };
  return z.coerce
    .number(error)
    .int(error)
    .min(min, error)
    .max(MAX_REQUEST_INTEGER, {
      error: () => m.wholeNumberUpTo({ max: MAX_REQUEST_INTEGER.toLocaleString(LOCALE_TAGS[currentLocale()]) }),
    });
}

/** The version an edit form was loaded at (a hidden field): a bounded whole number from 1. */
export const STALE_FORM_VERSION_MESSAGE = { error: () => m.staleFormVersion() };
export const formVersion = () => boundedInteger(1, STALE_FORM_VERSION_MESSAGE);

import { config, type z } from "zod";
import { currentLocale } from "./i18n/current-locale";
import * as m from "./zod-config.messages";

/*
 * Zod 4 compiles object parsers with `new Function` unless told not to, and probes for it when the
 * first object schema is made. Under the site's CSP (no 'unsafe-eval') the browser blocks the probe
 * and logs a CSP issue (Lighthouse best practices: inspector-issues on /verify/{code}, whose revoke
 * form's schema loads with the page). A form's few fields need no compiled parser, so in the browser
 * zod runs without it. Imported first by app/root.tsx, before any route module makes a schema; the
 * server keeps zod's compiled parsers.
 */
if (typeof document !== "undefined") config({ jitless: true });

/**
 * The words of a check that gives no message of its own, in Afrikaans and isiZulu (decision
 * 0106-languages). English keeps zod's own wording (undefined falls through to it), word for word
 * what the forms said before. Read when the check fails, so in the language of that request or page.
 */
function genericZodMessage(issue: z.core.$ZodRawIssue): string | undefined {
  if (currentLocale() === "en") return undefined;
  const isText = issue.origin === "string";
  const isList = issue.origin === "array" || issue.origin === "set";
  switch (issue.code) {
    case "invalid_type":
      if (issue.input === undefined || issue.input === null || issue.input === "") return m.zodRequired();
      return issue.expected === "number" ? m.zodNotNumber() : m.zodInvalid();
    case "too_small": {
      const min = String(issue.minimum);
      if (isText) return Number(issue.minimum) === 1 ? m.zodRequired() : m.zodTooShort({ min });
      return isList ? m.zodTooFewItems({ min }) : m.zodTooSmall({ min });
    }
    case "too_big": {
      const max = String(issue.maximum);
      if (isText) return m.zodTooLong({ max });
      return isList ? m.zodTooManyItems({ max }) : m.zodTooBig({ max });
    }
    case "invalid_value":
    case "invalid_union":
      return m.zodInvalidOption();
    case "invalid_format":
      return issue.format === "email" ? m.zodInvalidEmail() : m.zodInvalidFormat();
    default:
      return m.zodInvalid();
  }
}

config({ customError: genericZodMessage });

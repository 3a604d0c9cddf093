import { config } from "zod";

/*
 * Zod 4 compiles object parsers with `new Function` unless told not to, and probes for it when the
 * first object schema is made. Under the site's CSP (no 'unsafe-eval') the browser blocks the probe
 * and logs a CSP issue (Lighthouse best practices: inspector-issues on /verify/{code}, whose revoke
 * form's schema loads with the page). A form's few fields need no compiled parser, so in the browser
 * zod runs without it. Imported first by app/root.tsx, before any route module makes a schema; the
 * server keeps zod's compiled parsers.
 */
if (typeof document !== "undefined") config({ jitless: true });

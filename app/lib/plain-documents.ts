/**
 * Content pages served as plain server-rendered documents (docs/decisions/0056-plain-documents.md): the
 * document leaves out React Router's scripts and modulepreloads and loads one small island script
 * (app/islands/site-document.js) instead, so the page ships a few kB of JavaScript instead of
 * React. Their links are plain `<a>` (a full page load), their forms plain POST forms that the
 * server answers with the field messages and the answers kept.
 *
 * The list is by route id (the module's path under app/ without its extension, as in app/routes.ts)
 * so the route modules stay as they are; tests/integration/plain-documents.test.ts checks each id
 * is a route of the table.
 */
export const PLAIN_DOCUMENT_ROUTES: ReadonlySet<string> = new Set([
  "routes/site/home",
  "routes/site/about-us",
  "routes/site/services",
  "routes/site/consulting",
  "routes/site/contact-us",
  "routes/site/learning-center",
  "routes/site/course-catalogue",
  "routes/site/course-overview",
  // Learning paths (decision 0094-learning-paths): links, and one plain POST form to enrol.
  "routes/site/paths",
  "routes/site/path",
  "routes/site/thank-you",
  "routes/site/terms",
  // The mail-link and hand-out pages (decision 0057): one button or one built form, posted plainly.
  "routes/site/booking-cancel",
  "routes/site/booking-offer",
  "routes/site/unsubscribe",
  "routes/site/verify-certificate",
  "routes/site/public-form",
  "routes/pages/page",
  // The webinar booking's thank-you (decision 0063); /events says so in its handle, with its island.
  "routes/site/event-confirmation",
  // The account forms (decision 0064): plain POST forms the server checks, as the contact form.
  "routes/auth/sign-in",
  "routes/auth/sign-up",
  "routes/auth/forgot-password",
  "routes/auth/reset-password",
]);

/**
 * A route may also say so itself with `export const handle = { hydrate: false }`, or for some of its
 * visitors only with `hydrate: false` in its loader data (a visitor's /course/{id} is the course's
 * overview, a document; its readers get the hydrated lesson viewer).
 */
interface MatchLike {
  id: string;
  handle?: unknown;
  loaderData?: unknown;
}

function saysNoHydration(handle: unknown): boolean {
  return typeof handle === "object" && handle !== null && (handle as { hydrate?: unknown }).hydrate === false;
}

/**
 * True when the page being rendered is one of the plain documents. Only the server asks: in the
 * browser React is running, so the page is hydrated (a client navigation into a content page from
 * a hydrated one renders it with React, which is fine: its links and forms work either way).
 */
export function isPlainDocument(matches: readonly MatchLike[]): boolean {
  const page = matches.at(-1);
  if (!page) return false;
  return PLAIN_DOCUMENT_ROUTES.has(page.id) || saysNoHydration(page.handle) || saysNoHydration(page.loaderData);
}

/**
 * The page's own island scripts besides site-document.js, from `handle.islands` (URLs of bundles,
 * e.g. `import url from "~/islands/booking-form.ts?worker&url"`): /events's live booking form.
 */
export function documentIslands(matches: readonly MatchLike[]): string[] {
  const handle = matches.at(-1)?.handle;
  const islands = typeof handle === "object" && handle !== null ? (handle as { islands?: unknown }).islands : undefined;
  return Array.isArray(islands) ? islands.filter((island): island is string => typeof island === "string") : [];
}

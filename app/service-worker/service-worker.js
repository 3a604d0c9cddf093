// Campus's service worker (decision 0110-offline-courses), served at /sw.js by `npm run build`
// (scripts/build-service-worker.ts writes the build's version in, so each deploy installs a new one).
// It does four things and no more:
// - hashed /assets/ files come from a cache first (they never change);
// - pages, React Router's .data answers and /uploads/ files come from the network, and without one
//   from a course the learner kept (the page fills a "campus-course-<id>" cache), else /offline;
// - React Router's route discovery (/__manifest) answers "nothing new" offline;
// - a new version waits until the page's "Reload" button asks it to take over.
const VERSION = "__CAMPUS_BUILD_VERSION__";
const SHELL = `campus-shell-${VERSION}`;
const OFFLINE_PAGE = "/offline";
/** Campus's languages and their tags (app/lib/i18n/locales.ts); English is the base. */
const LANGUAGE_TAGS = { en: "en-ZA", af: "af-ZA", zu: "zu-ZA" };
/** Where the language of the last page the learner opened is kept, across the worker's restarts. */
const LANGUAGE_KEY = "/offline-language";

self.addEventListener("install", (event) => {
  event.waitUntil(keepOfflinePages());
});

/**
 * The offline page in every language, and the files it links, so it shows in the site's frame and
 * in the learner's language without a connection. /offline has one address and follows the
 * browser's language when there is no cookie, so each copy is asked for with that language.
 */
async function keepOfflinePages() {
  const cache = await caches.open(SHELL);
  for (const [language, tag] of Object.entries(LANGUAGE_TAGS)) {
    const response = await fetch(OFFLINE_PAGE, { credentials: "omit", headers: { "Accept-Language": tag } });
    if (!response.ok) continue;
    const html = await response.clone().text();
    await cache.put(offlinePageKey(language), response);
    const assets = [...new Set(html.match(/\/assets\/[\w./-]+/g) ?? [])];
    await cache.addAll(assets).catch(() => undefined);
  }
}

function offlinePageKey(language) {
  return `${OFFLINE_PAGE}?language=${language}`;
}

/** The language ("zu") of a response's Content-Language ("zu-ZA"), if it is one of Campus's. */
function languageOf(response) {
  const code = (response.headers.get("Content-Language") ?? "").slice(0, 2).toLowerCase();
  return code in LANGUAGE_TAGS ? code : null;
}

let lastLanguage = null;
/** Remembers the language of a page the learner opened, so the offline page can speak it. */
async function rememberLanguage(response) {
  const language = languageOf(response);
  if (!language || language === lastLanguage) return;
  lastLanguage = language;
  const cache = await caches.open(SHELL);
  await cache.put(LANGUAGE_KEY, new Response(language));
}

/** The offline page in the language of the last page opened (else the browser's, else English). */
async function offlinePage() {
  const kept = lastLanguage ?? (await (await caches.match(LANGUAGE_KEY))?.text());
  const browser = (self.navigator.language ?? "").slice(0, 2).toLowerCase();
  const language = kept in LANGUAGE_TAGS ? kept : browser in LANGUAGE_TAGS ? browser : "en";
  return (await caches.match(offlinePageKey(language))) ?? (await caches.match(offlinePageKey("en")));
}

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith("campus-shell-") && name !== SHELL) await caches.delete(name);
      }
      await self.clients.claim();
    })(),
  );
});

self.addEventListener("message", (event) => {
  if (event.data === "skip-waiting") self.skipWaiting();
});

self.addEventListener("fetch", (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== "GET" || url.origin !== self.location.origin) return;
  if (url.pathname.startsWith("/assets/")) {
    event.respondWith(cacheFirst(request));
  } else if (request.mode === "navigate" || url.pathname.endsWith(".data") || url.pathname.startsWith("/uploads/")) {
    event.respondWith(networkFirst(request, url));
  } else if (url.pathname === "/__manifest") {
    // React Router asks which routes a path has before it navigates; offline, "nothing new": the
    // lesson's route is already known, so the kept lesson opens.
    event.respondWith(fetch(request).catch(() => Response.json({})));
  }
});

async function cacheFirst(request) {
  const cached = await caches.match(request, { ignoreVary: true });
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    const copy = response.clone();
    caches.open(SHELL).then((cache) => cache.put(request, copy));
  }
  return response;
}

async function networkFirst(request, url) {
  try {
    const response = await fetch(request);
    if (request.mode === "navigate") rememberLanguage(response).catch(() => undefined);
    return response;
  } catch (error) {
    if (request.mode === "navigate" && url.pathname === OFFLINE_PAGE) return (await offlinePage()) ?? Response.error();
    // A .data request carries ?_routes=…; the kept copy has every route's data, which serves any of them.
    const cached = await caches.match(url.pathname, { ignoreSearch: true, ignoreVary: true });
    if (cached) return request.headers.has("Range") ? partial(request, cached) : cached;
    if (request.mode === "navigate") {
      return (await firstKeptLesson(url)) ?? (await offlinePage()) ?? Response.error();
    }
    // A client navigation to a page not kept: React Router loads /offline as a document instead.
    // (Not the sidebar's fetch of another chapter's lessons: that one just fails, and the page stays.)
    if (url.pathname.endsWith(".data") && !url.searchParams.has("outline")) {
      return new Response(null, {
        status: 204,
        headers: { "X-Remix-Redirect": OFFLINE_PAGE, "X-Remix-Status": "302", "X-Remix-Reload-Document": "true" },
      });
    }
    throw error;
  }
}

/** /course/{id} (My learning's link) of a kept course: its first kept lesson. */
async function firstKeptLesson(url) {
  const courseId = /^\/course\/([^/]+)\/?$/.exec(url.pathname)?.[1];
  if (!courseId || !(await caches.has(`campus-course-${decodeURIComponent(courseId)}`))) return null;
  const kept = await caches.match(`/course/${courseId}/offline-kept`);
  const path = kept ? (await kept.json()).list?.lessons?.[0]?.path : null;
  return path ? Response.redirect(path, 302) : null;
}

/** Audio and video ask for byte ranges: the kept file's range, so seeking works offline too. */
async function partial(request, cached) {
  const body = await cached.blob();
  const [, start, end] = /bytes=(\d*)-(\d*)/.exec(request.headers.get("Range") ?? "") ?? [];
  const from = Number(start || 0);
  const to = end ? Math.min(Number(end), body.size - 1) : body.size - 1;
  return new Response(body.slice(from, to + 1), {
    status: 206,
    headers: {
      "Content-Type": cached.headers.get("Content-Type") ?? "application/octet-stream",
      "Content-Range": `bytes ${from}-${to}/${body.size}`,
      "Content-Length": String(to - from + 1),
    },
  });
}

import type { OfflineList } from "./offline-types";

/**
 * The courses kept on this device (decision 0110-offline-courses): one Cache Storage cache per course,
 * holding its pages, their data, its files, the app's own scripts and styles, and the offline list
 * itself with what the copy weighs. The service worker reads every cache; the page fills them.
 * Browser only.
 */
export interface KeptCourse {
  list: OfflineList;
  bytes: number;
  withVideos: boolean;
}

const cacheName = (courseId: string) => `campus-course-${courseId}`;
const listUrl = (courseId: string) => `/course/${encodeURIComponent(courseId)}/offline.json`;
const KEPT_ENTRY = (courseId: string) => `/course/${encodeURIComponent(courseId)}/offline-kept`;

export function canKeepCourses(): boolean {
  return typeof caches !== "undefined" && "serviceWorker" in navigator && typeof indexedDB !== "undefined";
}

export async function findKeptCourse(courseId: string): Promise<KeptCourse | null> {
  if (!canKeepCourses() || !(await caches.has(cacheName(courseId)))) return null;
  const entry = await (await caches.open(cacheName(courseId))).match(KEPT_ENTRY(courseId));
  return entry ? ((await entry.json()) as KeptCourse) : null;
}

export type ListAnswer = { ok: true; list: OfflineList } | { ok: false; status: number; message: string };

/** The course's offline list from the server; a refusal's message says why it may not be kept. */
export async function fetchOfflineList(courseId: string): Promise<ListAnswer> {
  const response = await fetch(listUrl(courseId), { credentials: "same-origin", cache: "no-store" });
  if (response.ok) return { ok: true, list: (await response.json()) as OfflineList };
  const body = (await response.json().catch(() => ({}))) as { message?: string };
  return { ok: false, status: response.status, message: body.message ?? response.statusText };
}

interface RouterManifest {
  entry: Record<string, unknown>;
  routes: Record<string, Record<string, unknown> | undefined>;
}

/** The viewer's own chunks (its clientAction's too), loaded or not yet, from React Router's manifest. */
function viewerChunks(): string[] {
  const manifest = (window as { __reactRouterManifest?: RouterManifest }).__reactRouterManifest;
  if (!manifest) return [];
  const entries = [manifest.entry, ...VIEWER_ROUTES.map((id) => manifest.routes[id] ?? {})];
  return entries.flatMap((entry) => Object.values(entry).flat()).filter((value) => typeof value === "string");
}

const VIEWER_ROUTES = ["root", "routes/site/site-layout", "routes/learn/course-viewer"];

/** The scripts and styles this page runs on: kept with the course so its pages work offline. */
function appFiles(): string[] {
  const fromTags = [...document.querySelectorAll<HTMLScriptElement | HTMLLinkElement>("script[src], link[href]")].map(
    (element) => ("src" in element ? element.src : element.href),
  );
  const loaded = performance.getEntriesByType("resource").map((entry) => entry.name);
  return [...new Set([...fromTags, ...loaded, ...viewerChunks()])]
    .map((address) => new URL(address, location.href))
    .filter((url) => url.origin === location.origin && url.pathname.startsWith("/assets/"))
    .map((url) => url.pathname);
}

function urlsToKeep(list: OfflineList, withVideos: boolean) {
  const pages = list.lessons.flatMap((lesson) => [lesson.path, lesson.dataUrl]);
  const files = [...list.files, ...(withVideos ? list.videos : [])].map((file) => file.url);
  return [...new Set([...pages, ...files, ...appFiles()])];
}

/**
 * Downloads the course into its cache, a few files at a time, reporting each one done. A failure
 * removes the half-made copy, so a course is either kept whole or not at all.
 */
export async function keepCourse(
  list: OfflineList,
  withVideos: boolean,
  onProgress: (done: number, total: number) => void,
): Promise<KeptCourse> {
  const cache = await caches.open(cacheName(list.courseId));
  const urls = urlsToKeep(list, withVideos);
  let done = 0;
  let bytes = 0;
  const queue = [...urls];
  const worker = async () => {
    for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
      const response = await fetch(url, { credentials: "same-origin" });
      if (!response.ok) throw new Error(`${url}: ${response.status}`);
      const body = await response.blob();
      bytes += body.size;
      // The body is already decoded: the kept copy must not say it is compressed.
      const headers = new Headers(response.headers);
      headers.delete("Content-Encoding");
      headers.delete("Content-Length");
      await cache.put(url, new Response(body, { status: response.status, headers }));
      done += 1;
      onProgress(done, urls.length);
    }
  };
  try {
    await Promise.all([worker(), worker(), worker()]);
  } catch (error) {
    await caches.delete(cacheName(list.courseId));
    throw error;
  }
  const kept: KeptCourse = { list, bytes, withVideos };
  await cache.put(KEPT_ENTRY(list.courseId), Response.json(kept));
  return kept;
}

export async function removeKeptCourse(courseId: string): Promise<void> {
  if (canKeepCourses()) await caches.delete(cacheName(courseId));
}

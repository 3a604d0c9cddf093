import type { OfflineItem, OfflineOutcome } from "./offline-types";

/**
 * The learner's work done offline, kept in IndexedDB until it is sent (decision 0110-offline-courses), and
 * what the server made of it afterwards, so the learner sees the outcome ("Sent from offline").
 * Browser only. Signing out clears it with the rest of the site's storage (Clear-Site-Data).
 */
export interface QueuedItem extends OfflineItem {
  courseId: string;
  /** The lesson's title, for the list. */
  lessonTitle: string;
  /** Each question and the answer given, as the screen worded them (shown back if refused). */
  readableAnswers: Array<{ question: string; answer: string }>;
  state: "waiting" | "sent";
  outcome: OfflineOutcome | null;
}

const DATABASE = "campus-offline";
const STORE = "queue";
export const QUEUE_CHANGED = "campus-offline-queue";

function openDatabase(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: "key" });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

async function withStore<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const database = await openDatabase();
  try {
    return await new Promise<T>((resolve, reject) => {
      const transaction = database.transaction(STORE, mode);
      const request = work(transaction.objectStore(STORE));
      transaction.oncomplete = () => resolve(request.result);
      transaction.onerror = () => reject(transaction.error);
    });
  } finally {
    database.close();
  }
}

function announce() {
  window.dispatchEvent(new Event(QUEUE_CHANGED));
}

export function newItemKey(): string {
  return crypto.randomUUID();
}

export async function queueItem(item: Omit<QueuedItem, "state" | "outcome">): Promise<void> {
  await withStore("readwrite", (store) => store.put({ ...item, state: "waiting", outcome: null }));
  announce();
}

export async function listQueued(): Promise<QueuedItem[]> {
  if (typeof indexedDB === "undefined") return [];
  const items = await withStore<QueuedItem[]>("readonly", (store) => store.getAll());
  return items.sort((a, b) => a.doneAt.localeCompare(b.doneAt));
}

export async function clearSent(courseId: string): Promise<void> {
  for (const item of await listQueued()) {
    if (item.courseId === courseId && item.state === "sent") {
      await withStore("readwrite", (store) => store.delete(item.key));
    }
  }
  announce();
}

let sending: Promise<void> | null = null;

/**
 * Sends every waiting item, oldest first, once at a time (two tabs may both send: the server's key
 * answers the second with the first outcome). Stops at the first network failure; a course the
 * learner may no longer read has its copy removed (onCourseRemoved says why).
 */
export function sendQueued(onCourseRemoved: (courseId: string, message: string) => Promise<void>): Promise<void> {
  sending ??= sendAll(onCourseRemoved).finally(() => {
    sending = null;
  });
  return sending;
}

async function sendAll(onCourseRemoved: (courseId: string, message: string) => Promise<void>) {
  for (const item of await listQueued()) {
    if (item.state !== "waiting") continue;
    const {
      courseId,
      lessonTitle: _title,
      readableAnswers: _readable,
      state: _state,
      outcome: _outcome,
      ...sent
    } = item;
    let response: Response;
    try {
      response = await fetch(`/course/${encodeURIComponent(courseId)}/offline-sync`, {
        method: "POST",
        body: new URLSearchParams({ intent: "send-offline-item", item: JSON.stringify(sent) }),
        credentials: "same-origin",
        // Signed out meanwhile: the server sends to sign-in; the item waits for the learner.
        redirect: "manual",
      });
    } catch {
      return;
    }
    // Signed out, or the server failed: try again later.
    if (response.type === "opaqueredirect" || response.status >= 500 || response.status === 401) continue;
    const body = (await response.json().catch(() => ({}))) as {
      outcome?: OfflineOutcome;
      message?: string;
      removed?: boolean;
    };
    // A refusal of the item has its outcome; one of the learner (withdrawn, not enrolled) is "removed".
    // An item the server cannot read (400) is refused with why; anything else without an outcome
    // (still being applied elsewhere: 409) waits for the next send.
    if (!body.outcome && !body.removed && response.status !== 400) continue;
    const outcome: OfflineOutcome = body.outcome ?? { result: "refused", message: body.message ?? "" };
    await withStore("readwrite", (store) => store.put({ ...item, state: "sent", outcome }));
    if (body.removed && body.message) await onCourseRemoved(courseId, body.message);
    announce();
  }
}

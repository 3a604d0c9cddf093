import { useEffect, useId, useSyncExternalStore } from "react";

/**
 * Work on the page that the server does not have yet, one entry per editor part (a block, a
 * debounced field, a form): "saving" settles by itself (typed and waiting for the pause, or on its
 * way), "unsaved" needs the person (a refused or failed save, or a form saved only by its button).
 * The staff frame's leave guard (components/unsaved-work-guard.tsx) reads it: every editor that
 * registers here is covered, whoever built it (decision 0068-autosave).
 */
export type UnsavedState = "saving" | "unsaved";

interface Entry {
  state: UnsavedState;
  /** Sends what is waiting for a pause now (a debounced save), so leaving need not wait for the timer. */
  flush?: () => void;
}

const entries = new Map<string, Entry>();
const listeners = new Set<() => void>();
let snapshot: "none" | UnsavedState = "none";

function recompute() {
  let next: "none" | UnsavedState = "none";
  for (const entry of entries.values()) {
    if (entry.state === "unsaved") {
      next = "unsaved";
      break;
    }
    next = "saving";
  }
  snapshot = next;
  for (const listener of listeners) listener();
}

/** Records (or, with null, clears) what one editor part holds that the server has not saved. */
export function setUnsavedWork(key: string, state: UnsavedState | null, flush?: () => void) {
  const current = entries.get(key);
  if (state === null) {
    if (!current) return;
    entries.delete(key);
  } else {
    if (current?.state === state && current.flush === flush) return;
    entries.set(key, { state, flush });
  }
  recompute();
}

/** The worst state on the page: "unsaved" if anything needs the person, "saving" if saves are under way. */
export function unsavedWorkState(): "none" | UnsavedState {
  return snapshot;
}

/** Sends every save that is waiting for a typing pause. */
export function flushUnsavedWork() {
  for (const entry of [...entries.values()]) entry.flush?.();
}

export function subscribeToUnsavedWork(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useUnsavedWorkState(): "none" | UnsavedState {
  return useSyncExternalStore(subscribeToUnsavedWork, unsavedWorkState, () => "none");
}

/** A key for one editor part; its entry goes when the part unmounts. */
export function useUnsavedWorkKey(): string {
  const key = useId();
  useEffect(() => () => setUnsavedWork(key, null), [key]);
  return key;
}

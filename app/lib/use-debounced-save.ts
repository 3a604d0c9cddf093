import { useEffect, useRef } from "react";
import { setUnsavedWork, useUnsavedWorkKey } from "./unsaved-work";

/**
 * Saves typed changes a moment after the typing stops, and structural ones (add, remove, mark
 * correct) at once. A pending save is sent when the editor unmounts, so nothing typed is dropped;
 * while one waits it counts as unsaved work (lib/unsaved-work.ts), so leaving the page sends it first.
 */
export function useDebouncedSave<Content>(onSave: (content: Content) => void, delayMs = 700) {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const pending = useRef<{ content: Content } | null>(null);
  const onSaveRef = useRef(onSave);
  onSaveRef.current = onSave;
  const key = useUnsavedWorkKey();

  const flush = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const next = pending.current;
    pending.current = null;
    // The save registers its own state (on its way, or refused) before this entry goes.
    if (next) onSaveRef.current(next.content);
    setUnsavedWork(key, null);
  };
  const flushRef = useRef(flush);
  flushRef.current = flush;
  const flushLatest = useRef(() => flushRef.current()).current;

  // Unmounting sends what is still waiting (flush reads refs only, so the first one will do).
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above.
  useEffect(() => flush, []);

  return {
    /** Typing: wait for a pause. */
    later(content: Content) {
      pending.current = { content };
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(flush, delayMs);
      setUnsavedWork(key, "saving", flushLatest);
    },
    /** A deliberate change: save now. */
    now(content: Content) {
      pending.current = { content };
      flush();
    },
    flush,
  };
}

import { useEffect, useRef } from "react";

/**
 * Saves typed changes a moment after the typing stops, and structural ones (add, remove, mark
 * correct) at once. A pending save is sent when the editor unmounts, so nothing typed is dropped.
 */
export function useDebouncedSave<Content>(onSave: (content: Content) => void, delayMs = 700) {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const pending = useRef<{ content: Content } | null>(null);
  const onSaveRef = useRef(onSave);
  onSaveRef.current = onSave;

  const flush = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const next = pending.current;
    pending.current = null;
    if (next) onSaveRef.current(next.content);
  };

  // Unmounting sends what is still waiting (flush reads refs only, so the first one will do).
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above.
  useEffect(() => flush, []);

  return {
    /** Typing: wait for a pause. */
    later(content: Content) {
      pending.current = { content };
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(flush, delayMs);
    },
    /** A deliberate change: save now. */
    now(content: Content) {
      pending.current = { content };
      flush();
    },
    flush,
  };
}

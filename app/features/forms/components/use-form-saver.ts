import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { setUnsavedWork, useUnsavedWorkKey } from "~/lib/unsaved-work";
import * as m from "../messages";

export type SaveState =
  | { state: "idle" }
  | { state: "saving" }
  | { state: "saved" }
  | { state: "error"; message: string }
  | { state: "stale"; message: string };

interface SaveReply {
  ok: boolean;
  version?: number;
  formError?: string | null;
  fieldErrors?: Record<string, string>;
  isStale?: boolean;
}

/**
 * Every write of the builder goes through here, one at a time, each naming the version the last
 * answer gave (decision 0015): a change made while a save is on its way waits for it (only the
 * latest of each kind is sent), so the builder never refuses its own saves as stale. Until the server
 * has it, a change counts as unsaved work (lib/unsaved-work.ts): leaving waits for it, or asks.
 */
export function useFormSaver(initialVersion: number) {
  const fetcher = useFetcher<SaveReply>();
  const version = useRef(initialVersion);
  const queue = useRef(new Map<string, Record<string, string>>());
  const inFlight = useRef(false);
  const [status, setStatus] = useState<SaveState>({ state: "idle" });
  const lastSent = useRef<{ intent: string; fields: Record<string, string> } | null>(null);
  const workKey = useUnsavedWorkKey();

  const sendNext = () => {
    const next = queue.current.entries().next();
    if (next.done) return;
    const [intent, fields] = next.value;
    queue.current.delete(intent);
    inFlight.current = true;
    lastSent.current = { intent, fields };
    setStatus({ state: "saving" });
    setUnsavedWork(workKey, "saving");
    fetcher.submit({ ...fields, intent, version: String(version.current) }, { method: "post" });
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: reacts to each answer once.
  useEffect(() => {
    if (fetcher.state !== "idle" || !inFlight.current) return;
    inFlight.current = false;
    const reply = fetcher.data;
    if (reply?.ok) {
      if (typeof reply.version === "number") version.current = reply.version;
      setStatus({ state: "saved" });
      if (queue.current.size === 0) setUnsavedWork(workKey, null);
      sendNext();
      return;
    }
    queue.current.clear();
    const message = reply?.formError ?? Object.values(reply?.fieldErrors ?? {})[0] ?? m.notSavedUnreachable();
    setStatus(reply?.isStale ? { state: "stale", message } : { state: "error", message });
    setUnsavedWork(workKey, "unsaved");
  }, [fetcher.state, fetcher.data]);

  return {
    status,
    /** The intent of the save the status is about (the builder brings a refused explicit save into view). */
    lastIntent: () => lastSent.current?.intent ?? null,
    save(intent: string, fields: Record<string, string> = {}) {
      // After someone else saved, nothing more is sent over their version (the builder is locked, too).
      if (status.state === "stale") return;
      queue.current.set(intent, fields);
      if (!inFlight.current) sendNext();
    },
    retry() {
      if (lastSent.current && !queue.current.has(lastSent.current.intent)) {
        queue.current.set(lastSent.current.intent, lastSent.current.fields);
      }
      if (!inFlight.current) sendNext();
    },
  };
}

import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";

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
 * latest of each kind is sent), so the builder never refuses its own saves as stale.
 */
export function useFormSaver(initialVersion: number) {
  const fetcher = useFetcher<SaveReply>();
  const version = useRef(initialVersion);
  const queue = useRef(new Map<string, Record<string, string>>());
  const inFlight = useRef(false);
  const [status, setStatus] = useState<SaveState>({ state: "idle" });
  const lastSent = useRef<{ intent: string; fields: Record<string, string> } | null>(null);

  const sendNext = () => {
    const next = queue.current.entries().next();
    if (next.done) return;
    const [intent, fields] = next.value;
    queue.current.delete(intent);
    inFlight.current = true;
    lastSent.current = { intent, fields };
    setStatus({ state: "saving" });
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
      sendNext();
      return;
    }
    queue.current.clear();
    const message =
      reply?.formError ?? Object.values(reply?.fieldErrors ?? {})[0] ?? "Not saved: the server could not be reached.";
    setStatus(reply?.isStale ? { state: "stale", message } : { state: "error", message });
  }, [fetcher.state, fetcher.data]);

  return {
    status,
    save(intent: string, fields: Record<string, string> = {}) {
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

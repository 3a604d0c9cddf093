import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import type { EditorActionResult } from "~/lib/editor-action-result";
import { blocksActionPath } from "../block-intents.schema";
import type { SaveStatus } from "./save-status";

export interface BlockChanges {
  title?: string;
  content?: unknown;
}

/**
 * Saves one block through a fetcher, one request at a time: changes made while a save is on its
 * way are merged and sent next, with the version the previous save returned. Every save carries
 * the version this editor last saw; once the server refuses a save as stale, nothing more is sent
 * until the editor reloads the block. A save that fails otherwise is kept, to be sent again by
 * retry() or with the next change. Autosaves say how they went in `status`, never in a toast.
 */
export function useBlockSaver(courseId: string, blockId: string, loadedVersion: number) {
  const fetcher = useFetcher<EditorActionResult>({ key: `save-block-${blockId}` });
  const version = useRef(loadedVersion);
  const pending = useRef<BlockChanges | null>(null);
  /** The changes on their way to the server (one request at a time). */
  const inFlight = useRef<BlockChanges | null>(null);
  const [status, setStatus] = useState<SaveStatus>({ state: "idle" });
  const isStale = status.state === "stale";

  const send = () => {
    if (inFlight.current || !pending.current) return;
    const changes = pending.current;
    pending.current = null;
    inFlight.current = changes;
    setStatus({ state: "saving" });
    fetcher.submit(
      { intent: "save-block", blockId, version: version.current, ...changes } as unknown as Record<string, string>,
      { method: "post", action: blocksActionPath(courseId), encType: "application/json" },
    );
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: only the fetcher's settling matters here.
  useEffect(() => {
    if (fetcher.state !== "idle" || !inFlight.current) return;
    const sent = inFlight.current;
    inFlight.current = null;
    const result = fetcher.data;
    if (result?.ok) {
      version.current = result.version ?? version.current + 1;
      if (pending.current) send();
      else setStatus({ state: "saved" });
      return;
    }
    if (result && (result.reason === "stale" || result.reason === "missing")) {
      pending.current = null;
      setStatus({ state: "stale", message: result.message });
      return;
    }
    // Kept for Retry: what failed, overlaid by anything changed since.
    pending.current = { ...sent, ...pending.current };
    setStatus({
      state: "error",
      message: result?.message ?? "The change could not be saved. Check your connection and try again.",
    });
  }, [fetcher.state, fetcher.data]);

  return {
    status,
    isStale,
    save(changes: BlockChanges) {
      if (isStale) return;
      pending.current = { ...pending.current, ...changes };
      send();
    },
    /** Sends again what the last failed save carried (and anything changed since). */
    retry: send,
  };
}

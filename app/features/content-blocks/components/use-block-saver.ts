import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { showToast } from "~/components/toast-from-server";
import type { EditorActionResult } from "~/lib/editor-action-result";
import { blocksActionPath } from "../block-intents.schema";

export interface BlockChanges {
  title?: string;
  content?: unknown;
}

export type SaveStatus =
  | { state: "idle" }
  | { state: "saving" }
  | { state: "saved" }
  | { state: "error"; message: string }
  | { state: "stale"; message: string };

/**
 * Saves one block through a fetcher, one request at a time: changes made while a save is on its
 * way are merged and sent next, with the version the previous save returned. Every save carries
 * the version this editor last saw; once the server refuses a save as stale, nothing more is sent
 * until the editor reloads the block.
 */
export function useBlockSaver(courseId: string, blockId: string, loadedVersion: number) {
  const fetcher = useFetcher<EditorActionResult>({ key: `save-block-${blockId}` });
  const version = useRef(loadedVersion);
  const pending = useRef<BlockChanges | null>(null);
  const isInFlight = useRef(false);
  const [status, setStatus] = useState<SaveStatus>({ state: "idle" });
  const isStale = status.state === "stale";

  const send = () => {
    if (isInFlight.current || !pending.current) return;
    const changes = pending.current;
    pending.current = null;
    isInFlight.current = true;
    setStatus({ state: "saving" });
    fetcher.submit(
      { intent: "save-block", blockId, version: version.current, ...changes } as unknown as Record<string, string>,
      { method: "post", action: blocksActionPath(courseId), encType: "application/json" },
    );
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: only the fetcher's settling matters here.
  useEffect(() => {
    if (fetcher.state !== "idle" || !isInFlight.current) return;
    isInFlight.current = false;
    const result = fetcher.data;
    if (!result) {
      setStatus({ state: "error", message: "The change could not be saved. Check your connection and try again." });
      return;
    }
    if (result.ok) {
      version.current = result.version ?? version.current + 1;
      if (pending.current) send();
      else {
        setStatus({ state: "saved" });
        // The blocks route says what was done ("Chapter updated"), as it does for the outline's changes.
        if (result.message) showToast(result.message);
      }
      return;
    }
    if (result.reason === "stale" || result.reason === "missing") {
      pending.current = null;
      setStatus({ state: "stale", message: result.message });
      return;
    }
    setStatus({ state: "error", message: result.message });
  }, [fetcher.state, fetcher.data]);

  return {
    status,
    isStale,
    save(changes: BlockChanges) {
      if (isStale) return;
      pending.current = { ...pending.current, ...changes };
      send();
    },
  };
}

import { useEffect, useRef, useState } from "react";
import type { EditorActionResult } from "~/lib/editor-action-result";
import { bodyBytes, SAVE_BODY_LIMIT_BYTES, tooLargeToSaveMessage } from "~/lib/save-limits";
import { setUnsavedWork, useUnsavedWorkKey } from "~/lib/unsaved-work";
import { blocksActionPath } from "../block-intents.schema";
import * as m from "./messages";
import type { SaveStatus } from "./save-status";

export interface BlockChanges {
  title?: string;
  content?: unknown;
}

/**
 * What came back from a save, whatever it was: the action's JSON, or a refusal made from an answer
 * the edge gave before the app (413 as plain text, a proxy's error page) or from no answer at all.
 * A save's failure therefore stays with its block and never reaches the page's error boundary.
 */
async function postSave(path: string, body: string): Promise<EditorActionResult> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: "POST",
      body,
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      credentials: "same-origin",
    });
  } catch {
    return { ok: false, intent: "save-block", reason: "invalid", message: m.unreachable() };
  }
  if (response.status === 413) {
    return { ok: false, intent: "save-block", reason: "too-large", message: tooLargeToSaveMessage() };
  }
  const isJson = response.headers.get("Content-Type")?.includes("json");
  const reply = isJson ? ((await response.json().catch(() => null)) as EditorActionResult | null) : null;
  if (reply && typeof reply === "object" && "ok" in reply) return reply;
  const text = isJson ? "" : (await response.text().catch(() => "")).trim().slice(0, 300);
  return {
    ok: false,
    intent: "save-block",
    reason: "invalid",
    message: text ? m.notSavedServerSaid({ text }) : m.notSavedStatus({ status: response.status }),
  };
}

/**
 * Saves one block, one request at a time: changes made while a save is on its way are merged and
 * sent next, with the version the previous save returned. Every save carries the version this
 * editor last saw; once the server refuses a save as stale, nothing more is sent until the editor
 * reloads the block. A save that fails otherwise (too large, the server unreachable) is kept, to be
 * sent again by retry() or with the next change. Autosaves say how they went in `status`, never in
 * a toast, and count as unsaved work until they are saved (lib/unsaved-work.ts).
 */
export function useBlockSaver(courseId: string, blockId: string, loadedVersion: number) {
  const version = useRef(loadedVersion);
  const pending = useRef<BlockChanges | null>(null);
  /** The changes on their way to the server (one request at a time). */
  const inFlight = useRef<BlockChanges | null>(null);
  const [status, setStatus] = useState<SaveStatus>({ state: "idle" });
  const isStale = status.state === "stale";
  const workKey = useUnsavedWorkKey();
  const isMounted = useRef(true);
  useEffect(() => {
    isMounted.current = true;
    return () => {
      isMounted.current = false;
    };
  }, []);

  const settle = (sent: BlockChanges, result: EditorActionResult) => {
    if (result.ok) {
      version.current = result.version ?? version.current + 1;
      if (pending.current) return send();
      setUnsavedWork(workKey, null);
      setStatus({ state: "saved" });
      return;
    }
    if (result.reason === "stale" || result.reason === "missing") {
      // What was typed stays on screen (the editor keeps it); nothing more is sent over their save.
      pending.current = null;
      setUnsavedWork(workKey, "unsaved");
      setStatus({ state: "stale", message: result.message });
      return;
    }
    // Kept for Retry: what failed, overlaid by anything changed since.
    pending.current = { ...sent, ...pending.current };
    setUnsavedWork(workKey, "unsaved");
    setStatus({ state: "error", message: result.message });
  };

  const send = () => {
    if (inFlight.current || !pending.current) return;
    const changes = pending.current;
    pending.current = null;
    const body = JSON.stringify({ intent: "save-block", blockId, version: version.current, ...changes });
    const bytes = bodyBytes(body);
    if (bytes > SAVE_BODY_LIMIT_BYTES) {
      settle(changes, { ok: false, intent: "save-block", reason: "too-large", message: tooLargeToSaveMessage(bytes) });
      return;
    }
    inFlight.current = changes;
    setUnsavedWork(workKey, "saving");
    setStatus({ state: "saving" });
    void postSave(blocksActionPath(courseId), body).then((result) => {
      inFlight.current = null;
      if (isMounted.current) settle(changes, result);
    });
  };

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

import { data } from "react-router";
import type { EditorActionResult } from "~/lib/editor-action-result";
import { DEFAULT_MESSAGE_FOR_REASON, type Outcome, type Refusal, STATUS_FOR_REASON } from "~/lib/refusal";

type EditorSuccess = Extract<EditorActionResult, { ok: true }>;

/** A change the course editor asked for was made: what its fetcher needs to carry on. */
export function editorSuccess(result: Omit<EditorSuccess, "ok">) {
  return data<EditorActionResult>({ ok: true, ...result });
}

/**
 * A change the course editor asked for was refused: the reason and message for the fetcher, with
 * the status of the one refusal map (400 invalid, 404 missing, 409 stale).
 */
export function editorRefusal(intent: string, refusal: Refusal) {
  return data<EditorActionResult>(
    {
      ok: false,
      intent,
      reason: refusal.reason,
      message: refusal.message ?? DEFAULT_MESSAGE_FOR_REASON[refusal.reason],
      fieldErrors: refusal.fieldErrors,
    },
    { status: STATUS_FOR_REASON[refusal.reason] },
  );
}

/** The reply to one editor intent: its refusal, or what the fetcher needs from the change made. */
export function editorReply<Done extends object>(
  intent: string,
  result: Outcome<Done>,
  describeDone: (done: { ok: true } & Done) => Omit<EditorSuccess, "ok" | "intent">,
) {
  if (!result.ok) return editorRefusal(intent, result);
  return editorSuccess({ intent, ...describeDone(result) });
}

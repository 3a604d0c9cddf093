import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { showToast } from "~/components/toast-from-server";
import type { EditorActionResult } from "~/lib/editor-action-result";

type Success = Extract<EditorActionResult, { ok: true }>;
type Failure = Extract<EditorActionResult, { ok: false }>;

interface Options {
  onSuccess?: (result: Success) => void;
  /** Without it a refusal is shown as an error toast. */
  onFailure?: (result: Failure) => void;
  /** Show the action's message as a toast on success (default true). */
  toastOnSuccess?: boolean;
}

/** A fetcher for the editor's action routes that reacts once to each answer it gets. */
export function useEditorFetcher(options: Options = {}) {
  const fetcher = useFetcher<EditorActionResult>();
  const handled = useRef<EditorActionResult | null>(null);
  const latest = useRef(options);
  latest.current = options;

  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== "idle" || !result || handled.current === result) return;
    handled.current = result;
    const { onSuccess, onFailure, toastOnSuccess = true } = latest.current;
    if (result.ok) {
      if (toastOnSuccess && result.message) showToast(result.message);
      onSuccess?.(result);
    } else if (onFailure) onFailure(result);
    else showToast(result.message, "error");
  }, [fetcher.state, fetcher.data]);

  return fetcher;
}

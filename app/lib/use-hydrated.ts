import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False on the server and while the page hydrates, true after: for controls that only work with
 * JavaScript (drag handles, fetcher buttons, rich-text editors), so the server's HTML does not carry
 * markup that cannot be used before the scripts run (decision 0062: the editor's HTML). On a client-side
 * navigation it is true from the first render.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

import { lazy, Suspense, useEffect, useSyncExternalStore } from "react";

export type ToastKind = "success" | "error" | "info";

export interface ToastMessage {
  message: string;
  kind: ToastKind;
}

// Toasts asked for before the notification code has loaded wait here; it loads on the first toast.
const queued: ToastMessage[] = [];
let isHostWanted = false;
const listeners = new Set<() => void>();

/** Shows a message that disappears after 3 seconds. */
export function showToast(message: string, kind: ToastKind = "success") {
  queued.push({ message, kind });
  isHostWanted = true;
  for (const listener of listeners) listener();
}

/** Handed to the notifications chunk once it has loaded. */
function takeQueuedToasts(): ToastMessage[] {
  return queued.splice(0);
}

function subscribeToToasts(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const ToastNotifications = lazy(() => import("./toast-notifications"));

/** Mounted once in the root layout; shows a toast an action set before redirecting. */
export function ToastFromServer({ toast }: { toast: ToastMessage | null }) {
  const hostWanted = useSyncExternalStore(
    subscribeToToasts,
    () => isHostWanted,
    () => false,
  );
  useEffect(() => {
    if (toast) showToast(toast.message, toast.kind);
  }, [toast]);
  return (
    <>
      {hostWanted ? (
        <Suspense fallback={null}>
          <ToastNotifications takeQueuedToasts={takeQueuedToasts} subscribeToToasts={subscribeToToasts} />
        </Suspense>
      ) : null}
      {toast ? (
        // Without JavaScript the message is still shown and read out.
        <noscript>
          <p role="status">{toast.message}</p>
        </noscript>
      ) : null}
    </>
  );
}

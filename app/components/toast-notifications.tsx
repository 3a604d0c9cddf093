import { Notifications, notifications } from "@mantine/notifications";
import "@mantine/notifications/styles.css";
import { useEffect } from "react";

const COLORS = { success: "teal", error: "red", info: "campus" } as const;

interface ToastNotificationsProps {
  /** The toasts asked for so far, emptied as they are taken. */
  takeQueuedToasts: () => Array<{ message: string; kind: keyof typeof COLORS }>;
  /** Calls back on every later toast; returns the unsubscribe. */
  subscribeToToasts: (listener: () => void) => () => void;
}

/**
 * The toast area (Mantine notifications), loaded with the first toast of the visit. The queue is
 * handed in by toast-from-server.tsx, which loads this chunk, so the two never import each other.
 */
export default function ToastNotifications({ takeQueuedToasts, subscribeToToasts }: ToastNotificationsProps) {
  useEffect(() => {
    const flush = () => {
      for (const toast of takeQueuedToasts()) {
        notifications.show({
          message: toast.message,
          color: COLORS[toast.kind],
          autoClose: 3000,
          withCloseButton: true,
          closeButtonProps: { "aria-label": "Close notification" },
        });
      }
    };
    flush();
    return subscribeToToasts(flush);
  }, [takeQueuedToasts, subscribeToToasts]);
  return <Notifications autoClose={3000} position="top-right" />;
}

import { notifications } from "@mantine/notifications";
import { useEffect } from "react";

interface Toast {
  message: string;
  kind: "success" | "error" | "info";
}

const COLORS = { success: "teal", error: "red", info: "campus" } as const;

/** Shows a toast an action set before redirecting; it disappears after 3 seconds. */
export function ToastFromServer({ toast }: { toast: Toast | null }) {
  useEffect(() => {
    if (toast) showToast(toast.message, toast.kind);
  }, [toast]);
  if (!toast) return null;
  // Without JavaScript the message is still read out.
  return (
    <noscript>
      <p role="status">{toast.message}</p>
    </noscript>
  );
}

export function showToast(message: string, kind: Toast["kind"] = "success") {
  notifications.show({
    message,
    color: COLORS[kind],
    autoClose: 3000,
    withCloseButton: true,
    // Mantine's close button has no accessible name of its own (axe: button-name).
    closeButtonProps: { "aria-label": "Close notification" },
  });
}

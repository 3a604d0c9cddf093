import { Notifications, notifications } from "@mantine/notifications";
import "@mantine/notifications/styles.css";
import { useEffect } from "react";
import { subscribeToToasts, takeQueuedToasts } from "./toast-from-server";

const COLORS = { success: "teal", error: "red", info: "campus" } as const;

/** The toast area (Mantine notifications), loaded with the first toast of the visit. */
export default function ToastNotifications() {
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
  }, []);
  return <Notifications autoClose={3000} position="top-right" />;
}

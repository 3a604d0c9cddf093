import { Text } from "@mantine/core";
import { modals } from "@mantine/modals";

interface ConfirmOptions {
  title?: string;
  message: string;
  confirmLabel?: string;
  danger?: boolean;
}

/** Asks before something that cannot be undone. Resolves true on Confirm, false on Cancel or close. */
export function confirmAction({
  title = "Please confirm",
  message,
  confirmLabel = "Confirm",
  danger = true,
}: ConfirmOptions) {
  return new Promise<boolean>((resolve) => {
    modals.openConfirmModal({
      title,
      children: <Text size="sm">{message}</Text>,
      labels: { confirm: confirmLabel, cancel: "Cancel" },
      confirmProps: danger ? { color: "red" } : undefined,
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      onClose: () => resolve(false),
    });
  });
}

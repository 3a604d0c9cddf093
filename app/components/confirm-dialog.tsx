import { lazy, Suspense, useSyncExternalStore } from "react";

export interface ConfirmOptions {
  title?: string;
  message: string;
  confirmLabel?: string;
  danger?: boolean;
}

interface PendingConfirmation extends ConfirmOptions {
  resolve: (confirmed: boolean) => void;
}

// One question at a time, kept outside React so any handler can ask and await the answer.
let pending: PendingConfirmation | null = null;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

/** Asks before something that cannot be undone. Resolves true on Confirm, false on Cancel or close. */
export function confirmAction(options: ConfirmOptions): Promise<boolean> {
  pending?.resolve(false);
  return new Promise<boolean>((resolve) => {
    pending = { ...options, resolve };
    notify();
  });
}

function answer(confirmed: boolean) {
  const current = pending;
  pending = null;
  notify();
  current?.resolve(confirmed);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

// The dialog's code (Mantine Modal) loads the first time a question is asked, not with every page.
const ConfirmModal = lazy(() => import("./confirm-modal"));

/** Mounted once in the root layout. */
export function ConfirmDialogHost() {
  const current = useSyncExternalStore(
    subscribe,
    () => pending,
    () => null,
  );
  if (!current) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmModal
        title={current.title ?? "Please confirm"}
        message={current.message}
        confirmLabel={current.confirmLabel ?? "Confirm"}
        danger={current.danger ?? true}
        onAnswer={answer}
      />
    </Suspense>
  );
}

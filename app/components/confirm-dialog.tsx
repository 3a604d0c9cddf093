import { lazy, Suspense, useSyncExternalStore } from "react";
import * as m from "./messages";

export interface ConfirmOptions {
  title?: string;
  message: string;
  confirmLabel?: string;
  danger?: boolean;
}

interface PendingConfirmation extends ConfirmOptions {
  resolve: (confirmed: boolean) => void;
  /** What had focus when the question was asked (usually the button that asked it): focus goes back there. */
  opener: HTMLElement | null;
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
  const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  return new Promise<boolean>((resolve) => {
    pending = { ...options, resolve, opener };
    notify();
  });
}

function answer(confirmed: boolean) {
  const current = pending;
  pending = null;
  notify();
  current?.resolve(confirmed);
  if (current?.opener) returnFocus(current.opener);
}

/**
 * The host unmounts the modal at once rather than closing it, so Mantine has nothing to return focus to
 * (WCAG 2.4.3): after Cancel, Escape or a confirmed action that leaves the opener in place, focus goes back
 * to it. An opener the answer removed (a deleted row), or focus the answer moved on purpose, is left alone.
 */
function returnFocus(opener: HTMLElement) {
  requestAnimationFrame(() => {
    const focusIsLost = document.activeElement === null || document.activeElement === document.body;
    if (focusIsLost && opener.isConnected) opener.focus();
  });
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
        title={current.title ?? m.pleaseConfirm()}
        message={current.message}
        confirmLabel={current.confirmLabel ?? m.confirmButton()}
        danger={current.danger ?? true}
        onAnswer={answer}
      />
    </Suspense>
  );
}

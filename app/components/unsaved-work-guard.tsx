import { useEffect } from "react";
import { useBlocker } from "react-router";
import { flushUnsavedWork, subscribeToUnsavedWork, unsavedWorkState, useUnsavedWorkState } from "~/lib/unsaved-work";
import { confirmAction } from "./confirm-dialog";
import * as m from "./messages";

/** How long leaving waits for saves under way before it asks instead. */
const SETTLE_WAIT_MS = 10_000;

const LEAVE_TITLE = () => m.leaveWithoutSaving();

/** Resolves with the state once nothing is "saving" any more (or when the wait is over). */
function settled(): Promise<"none" | "saving" | "unsaved"> {
  return new Promise((resolve) => {
    let stop = () => {};
    const timer = setTimeout(() => {
      stop();
      resolve(unsavedWorkState());
    }, SETTLE_WAIT_MS);
    const check = () => {
      const state = unsavedWorkState();
      if (state === "saving") return;
      clearTimeout(timer);
      stop();
      resolve(state);
    };
    stop = subscribeToUnsavedWork(check);
    check();
  });
}

/**
 * Mounted once in the staff frame: leaving a page (a link, the back button) while an editor holds
 * work the server does not have yet first sends what waits for a typing pause and lets saves under
 * way finish, then goes on; if something is not saved (refused, failed, or saved only by a button)
 * it asks "Leave without saving?". Closing or reloading the tab gets the browser's own prompt
 * (decision 0061; browsers show their fixed text). Editors register in lib/unsaved-work.ts.
 */
export function UnsavedWorkGuard() {
  const state = useUnsavedWorkState();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      unsavedWorkState() !== "none" && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (blocker.state !== "blocked") return;
    let active = true;
    flushUnsavedWork();
    settled()
      .then((after) => {
        if (after === "none") return true;
        return confirmAction({
          title: LEAVE_TITLE(),
          message: after === "saving" ? m.leaveStillSaving() : m.leaveNotSaved(),
          confirmLabel: m.leaveWithoutSavingConfirm(),
          danger: true,
        });
      })
      .then((leave) => {
        if (!active) return;
        if (leave) blocker.proceed();
        else blocker.reset();
      });
    return () => {
      active = false;
    };
  }, [blocker]);

  useEffect(() => {
    if (state === "none") return;
    const warn = (event: BeforeUnloadEvent) => {
      // Typed and waiting for the pause: send it now; it may still arrive while the browser asks.
      flushUnsavedWork();
      event.preventDefault();
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [state]);

  return null;
}

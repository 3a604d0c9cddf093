import * as m from "./messages";
import classes from "./server-toast.module.css";
import type { ToastMessage } from "./toast-from-server";

/**
 * The toast of a plain document (a content page sent without React, decision 0056): the message an
 * action set before redirecting, rendered by the server and read out as a status. It stays until
 * closed; the Close button is shown by the page's island script (app/islands/site-document.js),
 * which is what makes it work.
 */
export function ServerToast({ toast }: { toast: ToastMessage | null }) {
  if (!toast) return null;
  return (
    <div className={classes.toast} data-kind={toast.kind} data-server-toast="">
      <p role="status" className={classes.message}>
        {toast.message}
      </p>
      <button type="button" className={classes.close} data-close-toast="" hidden>
        {m.close()}
      </button>
    </div>
  );
}

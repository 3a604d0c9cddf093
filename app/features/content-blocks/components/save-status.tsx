import { Button } from "@mantine/core";
import * as m from "./messages";
import classes from "./save-status.module.css";

/** Where an autosave stands; a stale save has its own alert (it needs a reload, not a retry). */
export type SaveStatus =
  | { state: "idle" }
  | { state: "saving" }
  | { state: "saved" }
  | { state: "error"; message: string }
  | { state: "stale"; message: string };

function statusText(status: SaveStatus) {
  if (status.state === "saving") return m.saving();
  if (status.state === "saved") return m.saved();
  if (status.state === "error") return status.message;
  return "";
}

/**
 * The quiet line by an autosaving editor ('Saving…', 'Saved', or what went wrong with Retry),
 * instead of a toast per save. The live region is always rendered, so screen readers announce
 * each change politely; gray.7 and red.9 on white both pass AA for small text.
 */
export function SaveStatusLine({ status, onRetry }: { status: SaveStatus; onRetry?: () => void }) {
  const isError = status.state === "error";
  return (
    // Plain elements: the line comes once a block and once a lesson (decision 0124-course-html).
    <div className={classes.line}>
      <p className={classes.status} data-error={isError || undefined} role="status" aria-live="polite">
        {statusText(status)}
      </p>
      {isError && onRetry ? (
        <Button size="compact-xs" variant="default" onClick={onRetry}>
          {m.retry()}
        </Button>
      ) : null}
    </div>
  );
}

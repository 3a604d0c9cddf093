/** What counts as a problem on a form: a field marked invalid, or a message announced as an alert. */
const PROBLEM_SELECTOR = '[aria-invalid="true"], [role="alert"]';

/**
 * Brings the first problem in `root` (in reading order) to the person: scrolled to the middle of
 * the window and focused, so a refusal on a long form is never out of view and a screen reader
 * reads it. An alert takes focus as a whole (tabindex -1). Used by every long form after a refused
 * save, whether the browser's check or the server refused it (decision 0068-autosave).
 * Returns false when there is nothing to show.
 */
export function focusFirstProblem(root: HTMLElement | null | undefined): boolean {
  const first = root?.querySelector<HTMLElement>(PROBLEM_SELECTOR);
  if (!first) return false;
  const isField = first.matches("input, select, textarea, [contenteditable]");
  if (!isField && !first.hasAttribute("tabindex")) first.tabIndex = -1;
  first.scrollIntoView?.({ block: "center" });
  first.focus({ preventScroll: true });
  return true;
}

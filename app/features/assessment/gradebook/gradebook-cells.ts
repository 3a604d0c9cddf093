import * as m from "./messages";
/** The gradebook's cells and how they read, shared by the page and the CSV (no server code). */

/** One quiz cell: the best score of the learner's scored attempts, and how many attempts. */
export interface QuizCell {
  best: number | null;
  max: number | null;
  attempts: number;
  /** A bank attempt waits for an essay to be marked. */
  awaitingMarking: boolean;
}

/** One assignment cell: the latest submission's standing. */
export type AssignmentCell = "not-submitted" | "awaiting-marking" | "competent" | "not-yet-competent" | "marked";

/** A quiz cell as text: "8/10 (2 attempts)", "awaiting marking", "not attempted". */
function quizCellText(cell: QuizCell): string {
  if (cell.attempts === 0) return m.notAttempted();
  const tries = m.attempts({ count: cell.attempts });
  if (cell.best === null) return cell.awaitingMarking ? m.awaitingMarkingTries({ tries }) : tries;
  const score = { best: cell.best, max: cell.max ?? "?", tries };
  return cell.awaitingMarking ? m.scoreTriesAwaiting(score) : m.scoreTries(score);
}

const ASSIGNMENT_CELL_LABELS: Record<AssignmentCell, () => string> = {
  "not-submitted": m.cellNotSubmitted,
  "awaiting-marking": m.cellAwaitingMarking,
  competent: m.cellCompetent,
  "not-yet-competent": m.cellNotYetCompetent,
  marked: m.cellMarked,
};

/** Any cell as text. */
export function cellText(cell: QuizCell | AssignmentCell): string {
  return typeof cell === "string" ? ASSIGNMENT_CELL_LABELS[cell]() : quizCellText(cell);
}

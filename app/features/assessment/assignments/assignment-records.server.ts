import { formatDateTime } from "~/lib/dates";
import type { DatabaseExecutor } from "~db/executor";
import type { SubmissionStatus } from "~db/schema";
import {
  type AssignmentContent,
  assignmentContentSchema,
  type MarkOutcome,
  OUTCOME_LABELS,
} from "./assignment-content";
import {
  type CriterionDecisionView,
  type MarkView,
  MODERATION_DECISION_LABELS,
  SUBMISSION_STATUS_LABELS,
  type SubmissionFileView,
  type SubmissionView,
} from "./assignment-views";

/**
 * Reading submissions with their files, marks and sign-offs for many submissions at once (one
 * query per table, never one per row): the learner's viewer, the assessor's page and the portfolio.
 */

/** One criterion's decision as stored in assignment_marks.criteria_json. */
export interface StoredCriterionMark {
  criterionId: string;
  outcome?: MarkOutcome;
  levelId?: string;
  points?: number;
  comment: string;
}

export function parseStoredCriteria(json: string): StoredCriterionMark[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? (value as StoredCriterionMark[]) : [];
  } catch {
    return [];
  }
}

/** The block's assignment content, or null when the block is not an assignment (or damaged). */
export function parseAssignmentContent(type: string, json: string): AssignmentContent | null {
  if (type !== "assignment") return null;
  try {
    const parsed = assignmentContentSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export interface SubmissionRow {
  id: string;
  attempt_number: number;
  submitted_at: string;
  status: SubmissionStatus;
  text_html: string;
}

/** The criteria's decisions with the block's titles and level names (a removed criterion keeps its id). */
export function criterionDecisions(
  content: AssignmentContent | null,
  stored: StoredCriterionMark[],
): CriterionDecisionView[] {
  return stored.map((entry) => {
    const criterion = content?.criteria.find((candidate) => candidate.id === entry.criterionId);
    const level = content?.levels.find((candidate) => candidate.id === entry.levelId);
    const decision = entry.outcome
      ? OUTCOME_LABELS[entry.outcome]
      : level
        ? `${level.label} (${entry.points ?? level.points} points)`
        : `${entry.points ?? 0} points`;
    return { criterionId: entry.criterionId, title: criterion?.title ?? "Criterion", decision, comment: entry.comment };
  });
}

/** A submission's files, oldest first: filtered by the caller to some submissions. */
export function submissionFilesQuery(db: DatabaseExecutor) {
  return db
    .selectFrom("assignment_submission_files")
    .select(["id", "submission_id", "original_name", "size_bytes", "content_type"])
    .orderBy("created_at")
    .orderBy("id");
}

/** Submissions' current marks with their assessor and sign-off: filtered by the caller to some submissions. */
export function submissionMarksQuery(db: DatabaseExecutor) {
  return db
    .selectFrom("assignment_marks")
    .leftJoin("user as assessor", "assessor.id", "assignment_marks.marked_by_user_id")
    .leftJoin("moderation_signoffs", "moderation_signoffs.mark_id", "assignment_marks.id")
    .leftJoin("user as moderator", "moderator.id", "moderation_signoffs.moderator_user_id")
    .select([
      "assignment_marks.id",
      "assignment_marks.submission_id",
      "assignment_marks.outcome",
      "assignment_marks.points",
      "assignment_marks.max_points",
      "assignment_marks.criteria_json",
      "assignment_marks.comment",
      "assignment_marks.marked_at",
      "assignment_marks.marked_by_user_id",
      "assessor.name as assessor_name",
      "moderation_signoffs.decision",
      "moderation_signoffs.comment as moderation_comment",
      "moderation_signoffs.signed_at",
      "moderator.name as moderator_name",
    ]);
}

type SubmissionFileRow = Awaited<ReturnType<ReturnType<typeof submissionFilesQuery>["execute"]>>[number];
type SubmissionMarkRow = Awaited<ReturnType<ReturnType<typeof submissionMarksQuery>["execute"]>>[number];

interface SubmissionViewOptions {
  showMarkWhileAwaiting?: boolean;
}

/** Submissions with their files and current marks (and sign-offs): three queries whatever the count. */
export async function submissionViews(
  db: DatabaseExecutor,
  rows: readonly SubmissionRow[],
  contentOf: (submissionId: string) => AssignmentContent | null,
  timeZone: string,
  options: SubmissionViewOptions = {},
): Promise<SubmissionView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [files, marks] = await Promise.all([
    submissionFilesQuery(db).where("submission_id", "in", ids).execute(),
    submissionMarksQuery(db).where("assignment_marks.submission_id", "in", ids).execute(),
  ]);
  return toSubmissionViews({ rows, files, marks }, contentOf, timeZone, options);
}

/**
 * Submissions as their views, from their files and marks read already (with the submissions, as
 * JSON columns, by the learner's viewer: decision 0127-viewer-statements).
 */
export function toSubmissionViews(
  { rows, files, marks }: { rows: readonly SubmissionRow[]; files: SubmissionFileRow[]; marks: SubmissionMarkRow[] },
  contentOf: (submissionId: string) => AssignmentContent | null,
  timeZone: string,
  { showMarkWhileAwaiting = false }: SubmissionViewOptions = {},
): SubmissionView[] {
  const filesBySubmission = new Map<string, SubmissionFileView[]>();
  for (const file of files) {
    const list = filesBySubmission.get(file.submission_id) ?? [];
    list.push({
      id: file.id,
      name: file.original_name,
      sizeBytes: Number(file.size_bytes),
      contentType: file.content_type,
    });
    filesBySubmission.set(file.submission_id, list);
  }
  const markBySubmission = new Map<string, MarkView>();
  for (const mark of marks) {
    const outcome: MarkOutcome = mark.outcome ?? "not-yet-competent";
    markBySubmission.set(mark.submission_id, {
      id: mark.id,
      outcome,
      outcomeLabel: OUTCOME_LABELS[outcome],
      points: mark.points === null ? null : Number(mark.points),
      maxPoints: mark.max_points === null ? null : Number(mark.max_points),
      comment: mark.comment,
      markedByName: mark.assessor_name ?? "A former assessor",
      markedByUserId: mark.marked_by_user_id,
      markedAt: formatDateTime(mark.marked_at, timeZone),
      criteria: criterionDecisions(contentOf(mark.submission_id), parseStoredCriteria(mark.criteria_json)),
      moderation:
        mark.decision && mark.signed_at
          ? {
              decision: mark.decision,
              decisionLabel: MODERATION_DECISION_LABELS[mark.decision],
              comment: mark.moderation_comment ?? "",
              moderatorName: mark.moderator_name ?? "A former moderator",
              signedAt: formatDateTime(mark.signed_at, timeZone),
            }
          : null,
    });
  }
  return rows.map((row) => {
    const mark = markBySubmission.get(row.id) ?? null;
    const isAwaiting = row.status === "awaiting-marking";
    return {
      id: row.id,
      attemptNumber: Number(row.attempt_number),
      submittedAt: formatDateTime(row.submitted_at, timeZone),
      status: row.status,
      statusLabel: SUBMISSION_STATUS_LABELS[row.status],
      textHtml: row.text_html,
      files: filesBySubmission.get(row.id) ?? [],
      mark: isAwaiting && !showMarkWhileAwaiting ? null : mark,
    };
  });
}

import { formatDateTime } from "~/lib/dates";
import { type Outcome, refuse } from "~/lib/refusal";
import { getSiteTimeZone } from "~/platform/site-settings/site-settings.server";
import type { DatabaseExecutor } from "~db/executor";
import { jsonRowsFrom, readJsonRows } from "~db/json-aggregation";
import type { AssignmentContent } from "./assignment-content";
import {
  criterionDecisions,
  parseAssignmentContent,
  parseStoredCriteria,
  submissionViews,
} from "./assignment-records.server";
import { MODERATION_DECISION_LABELS, type SubmissionView } from "./assignment-views";
import * as m from "./messages";

/**
 * One submission for its assessors: the evidence, the assignment's criteria, the learner's earlier
 * submissions with their decisions, and the marks a moderator referred back (with the referral).
 * Three statements whatever the history's length (bounded to the last 20 submissions).
 */

const HISTORY_SHOWN = 20;

interface SupersededMarkView {
  outcomeLabel: string;
  markedByName: string;
  markedAt: string;
  comment: string;
  criteria: ReturnType<typeof criterionDecisions>;
  referral: { decisionLabel: string; comment: string; moderatorName: string; signedAt: string };
}

export interface SubmissionDetail {
  courseId: string;
  courseName: string;
  learner: { id: string; name: string; email: string };
  assignmentTitle: string;
  content: AssignmentContent;
  submission: SubmissionView & { version: number; supersededMarks: SupersededMarkView[] };
  /** Earlier submissions of this assignment by this learner, newest first. */
  history: SubmissionView[];
}

/**
 * The submission with its learner, assignment and course, the learner's submissions of the
 * assignment up to this one (newest first, at most HISTORY_SHOWN) and its superseded marks (at most
 * HISTORY_SHOWN), in one statement: the lists as JSON columns (decision 0125-staff-statements).
 * The course is named in the statement, so a submission of another course is missing.
 */
function readSubmissionWithHistory(
  db: DatabaseExecutor,
  { courseId, submissionId }: { courseId: string; submissionId: string },
) {
  return db
    .selectFrom("assignment_submissions")
    .innerJoin("user", "user.id", "assignment_submissions.user_id")
    .innerJoin("content_blocks", "content_blocks.id", "assignment_submissions.block_id")
    .innerJoin("courses", "courses.id", "assignment_submissions.course_id")
    .select((eb) => [
      "assignment_submissions.id",
      "assignment_submissions.block_id",
      "assignment_submissions.user_id",
      "assignment_submissions.attempt_number",
      "assignment_submissions.version",
      "user.name",
      "user.email",
      "content_blocks.type",
      "content_blocks.title",
      "content_blocks.content_json",
      "courses.name as course_name",
      jsonRowsFrom(
        db,
        eb
          .selectFrom("assignment_submissions as earlier")
          .select([
            "earlier.id",
            "earlier.attempt_number",
            "earlier.submitted_at",
            "earlier.status",
            "earlier.text_html",
          ])
          .whereRef("earlier.block_id", "=", "assignment_submissions.block_id")
          .whereRef("earlier.user_id", "=", "assignment_submissions.user_id")
          .whereRef("earlier.attempt_number", "<=", "assignment_submissions.attempt_number")
          .orderBy("earlier.attempt_number", "desc")
          .limit(HISTORY_SHOWN),
      ).as("history"),
      jsonRowsFrom(
        db,
        eb
          .selectFrom("assignment_mark_revisions")
          .innerJoin("assignment_marks", "assignment_marks.id", "assignment_mark_revisions.mark_id")
          .leftJoin("user as assessor", "assessor.id", "assignment_mark_revisions.marked_by_user_id")
          .leftJoin("user as moderator", "moderator.id", "assignment_mark_revisions.moderator_user_id")
          .select([
            "assignment_mark_revisions.outcome",
            "assignment_mark_revisions.marked_at",
            "assignment_mark_revisions.comment",
            "assignment_mark_revisions.criteria_json",
            "assignment_mark_revisions.moderation_decision",
            "assignment_mark_revisions.moderation_comment",
            "assignment_mark_revisions.signed_at",
            "assessor.name as assessor_name",
            "moderator.name as moderator_name",
          ])
          .whereRef("assignment_marks.submission_id", "=", "assignment_submissions.id")
          .orderBy("assignment_mark_revisions.superseded_at", "desc")
          .limit(HISTORY_SHOWN),
      ).as("revisions"),
    ])
    .where("assignment_submissions.id", "=", submissionId)
    .where("assignment_submissions.course_id", "=", courseId)
    .executeTakeFirst();
}

export async function loadSubmissionDetail(
  db: DatabaseExecutor,
  { courseId, submissionId }: { courseId: string; submissionId: string },
): Promise<Outcome<{ detail: SubmissionDetail }>> {
  const row = await readSubmissionWithHistory(db, { courseId, submissionId });
  const content = row ? parseAssignmentContent(row.type, row.content_json) : null;
  if (!row || !content) return refuse("missing", m.submissionMissing());
  const submissions = readJsonRows(row.history);
  const revisions = readJsonRows(row.revisions);
  const timeZone = await getSiteTimeZone(db);
  const views = await submissionViews(db, submissions, () => content, timeZone, { showMarkWhileAwaiting: true });
  const [current, ...history] = views;
  if (!current) return refuse("missing", m.submissionMissing());
  return {
    ok: true,
    detail: {
      courseId,
      courseName: row.course_name,
      learner: { id: row.user_id, name: row.name, email: row.email },
      assignmentTitle: row.title || "Assignment",
      content,
      submission: {
        ...current,
        version: Number(row.version),
        supersededMarks: revisions.map((revision) => ({
          outcomeLabel: revision.outcome === "competent" ? "Competent" : "Not yet competent",
          markedByName: revision.assessor_name ?? "A former assessor",
          markedAt: formatDateTime(revision.marked_at, timeZone),
          comment: revision.comment,
          criteria: criterionDecisions(content, parseStoredCriteria(revision.criteria_json)),
          referral: {
            decisionLabel: MODERATION_DECISION_LABELS[revision.moderation_decision],
            comment: revision.moderation_comment,
            moderatorName: revision.moderator_name ?? "A former moderator",
            signedAt: formatDateTime(revision.signed_at, timeZone),
          },
        })),
      },
      history,
    },
  };
}

/** A file of a submission of this course, for the authorised download. */
export async function findSubmissionFile(
  db: DatabaseExecutor,
  { courseId, submissionId, fileId }: { courseId: string; submissionId: string; fileId: string },
) {
  return db
    .selectFrom("assignment_submission_files")
    .innerJoin("assignment_submissions", "assignment_submissions.id", "assignment_submission_files.submission_id")
    .select([
      "assignment_submission_files.stored_name",
      "assignment_submission_files.original_name",
      "assignment_submission_files.content_type",
      "assignment_submissions.user_id",
    ])
    .where("assignment_submission_files.id", "=", fileId)
    .where("assignment_submission_files.submission_id", "=", submissionId)
    .where("assignment_submissions.course_id", "=", courseId)
    .executeTakeFirst();
}

import { formatDateTime } from "~/lib/dates";
import { createId } from "~/lib/ids";
import { type Outcome, refuse, refuseConflict } from "~/lib/refusal";
import { getSiteTimeZone } from "~/platform/site-settings/site-settings.server";
import type { DatabaseExecutor } from "~db/executor";
import { isUniqueViolation } from "~db/sql-helpers";
import { inTransaction } from "~db/transactions";
import { type MarkOutcome, OUTCOME_LABELS } from "./assignment-content";
import { MODERATION_DECISION_LABELS, type ModerationDecision } from "./assignment-views";
import * as m from "./messages";

/**
 * Moderation of a course's marked assignments (decision 0095-assignments-and-portfolios). The suggested sample:
 * of the marks not yet signed off (the newest 500 read), at least one of every assessor and one of
 * every outcome, then the newest others until the sample holds a quarter of them (rounded up), at
 * most 50. A moderator signs off a mark "confirmed" or "referred back"; never their own mark.
 * Referred back reopens the submission for the assessors (awaiting marking again, the mark kept
 * until they mark again, when it moves to assignment_mark_revisions with the referral).
 */

const SAMPLE_WINDOW = 500;
const SAMPLE_SHARE = 0.25;
const MAX_SAMPLE = 50;
const SIGNED_OFF_SHOWN = 30;

export interface ModerationRow {
  markId: string;
  submissionId: string;
  learnerName: string;
  assignmentTitle: string;
  attemptNumber: number;
  outcome: MarkOutcome;
  outcomeLabel: string;
  assessorName: string;
  markedAt: string;
  /** The moderator looking is this mark's assessor: they may not sign it off. */
  isOwnMark: boolean;
  signOff: { decisionLabel: string; comment: string; moderatorName: string; signedAt: string } | null;
}

interface MarkRow {
  mark_id: string;
  submission_id: string;
  learner_name: string;
  block_title: string;
  attempt_number: number;
  outcome: MarkOutcome | null;
  marked_by_user_id: string | null;
  assessor_name: string | null;
  marked_at: string;
}

/** The sample's rule on rows newest first (pure, so the rule is tested on its own). */
export function chooseModerationSample<Row extends { markedBy: string | null; outcome: string }>(
  rows: readonly Row[],
): Row[] {
  const target = Math.min(MAX_SAMPLE, Math.ceil(rows.length * SAMPLE_SHARE));
  const chosen = new Set<Row>();
  const assessors = new Set<string | null>();
  const outcomes = new Set<string>();
  for (const row of rows) {
    if (!assessors.has(row.markedBy) || !outcomes.has(row.outcome)) {
      if (chosen.size >= MAX_SAMPLE) break;
      chosen.add(row);
      assessors.add(row.markedBy);
      outcomes.add(row.outcome);
    }
  }
  for (const row of rows) {
    if (chosen.size >= target) break;
    chosen.add(row);
  }
  return rows.filter((row) => chosen.has(row));
}

function markRows(db: DatabaseExecutor, courseId: string) {
  return db
    .selectFrom("assignment_marks")
    .innerJoin("assignment_submissions", "assignment_submissions.id", "assignment_marks.submission_id")
    .innerJoin("user as learner", "learner.id", "assignment_submissions.user_id")
    .innerJoin("content_blocks", "content_blocks.id", "assignment_submissions.block_id")
    .leftJoin("user as assessor", "assessor.id", "assignment_marks.marked_by_user_id")
    .select([
      "assignment_marks.id as mark_id",
      "assignment_marks.submission_id",
      "learner.name as learner_name",
      "content_blocks.title as block_title",
      "assignment_submissions.attempt_number",
      "assignment_marks.outcome",
      "assignment_marks.marked_by_user_id",
      "assessor.name as assessor_name",
      "assignment_marks.marked_at",
    ])
    .where("assignment_submissions.course_id", "=", courseId)
    .where("assignment_submissions.status", "!=", "awaiting-marking");
}

export async function loadModeration(
  db: DatabaseExecutor,
  { courseId, moderatorUserId }: { courseId: string; moderatorUserId: string },
): Promise<{ sample: ModerationRow[]; unsignedCount: number; signedOff: ModerationRow[] }> {
  const [unsigned, signed, timeZone] = await Promise.all([
    markRows(db, courseId)
      .leftJoin("moderation_signoffs", "moderation_signoffs.mark_id", "assignment_marks.id")
      .where("moderation_signoffs.id", "is", null)
      .orderBy("assignment_marks.marked_at", "desc")
      .orderBy("assignment_marks.id", "desc")
      .limit(SAMPLE_WINDOW)
      .execute(),
    markRows(db, courseId)
      .innerJoin("moderation_signoffs", "moderation_signoffs.mark_id", "assignment_marks.id")
      .leftJoin("user as moderator", "moderator.id", "moderation_signoffs.moderator_user_id")
      .select([
        "moderation_signoffs.decision",
        "moderation_signoffs.comment as moderation_comment",
        "moderation_signoffs.signed_at",
        "moderator.name as moderator_name",
      ])
      .orderBy("moderation_signoffs.signed_at", "desc")
      .limit(SIGNED_OFF_SHOWN)
      .execute(),
    getSiteTimeZone(db),
  ]);
  const toRow = (row: MarkRow): ModerationRow => {
    const outcome = row.outcome ?? "not-yet-competent";
    return {
      markId: row.mark_id,
      submissionId: row.submission_id,
      learnerName: row.learner_name,
      assignmentTitle: row.block_title || "Assignment",
      attemptNumber: Number(row.attempt_number),
      outcome,
      outcomeLabel: OUTCOME_LABELS[outcome],
      assessorName: row.assessor_name ?? "A former assessor",
      markedAt: formatDateTime(row.marked_at, timeZone),
      isOwnMark: row.marked_by_user_id === moderatorUserId,
      signOff: null,
    };
  };
  const sample = chooseModerationSample(
    unsigned.map((row) => ({ row, markedBy: row.marked_by_user_id, outcome: row.outcome ?? "not-yet-competent" })),
  ).map(({ row }) => toRow(row));
  return {
    sample,
    unsignedCount: unsigned.length,
    signedOff: signed.map((row) => ({
      ...toRow(row),
      signOff: {
        decisionLabel: MODERATION_DECISION_LABELS[row.decision],
        comment: row.moderation_comment,
        moderatorName: row.moderator_name ?? "A former moderator",
        signedAt: formatDateTime(row.signed_at, timeZone),
      },
    })),
  };
}

class SignedMeanwhile extends Error {}

export async function signOffMark(
  db: DatabaseExecutor,
  input: { courseId: string; markId: string; moderatorUserId: string; decision: ModerationDecision; comment: string },
  now: Date = new Date(),
): Promise<Outcome<{ decision: ModerationDecision }>> {
  const mark = await db
    .selectFrom("assignment_marks")
    .innerJoin("assignment_submissions", "assignment_submissions.id", "assignment_marks.submission_id")
    .select([
      "assignment_marks.id",
      "assignment_marks.marked_by_user_id",
      "assignment_submissions.id as submission_id",
      "assignment_submissions.status",
      "assignment_submissions.version",
    ])
    .where("assignment_marks.id", "=", input.markId)
    .where("assignment_submissions.course_id", "=", input.courseId)
    .executeTakeFirst();
  if (!mark) return refuse("missing", m.markMissing());
  if (mark.marked_by_user_id === input.moderatorUserId) return refuse("forbidden", m.ownMark());
  if (mark.status === "awaiting-marking") return refuseConflict(m.alreadySigned());
  const comment = input.comment.trim().slice(0, 4000);
  if (input.decision === "referred-back" && comment === "") {
    return refuse("invalid", m.sayWhatToLookAt(), { comment: m.sayWhatToLookAt() });
  }
  try {
    await inTransaction(db, async (trx) => {
      await trx
        .insertInto("moderation_signoffs")
        .values({
          id: createId(),
          mark_id: mark.id,
          decision: input.decision,
          comment,
          moderator_user_id: input.moderatorUserId,
          signed_at: now.toISOString(),
        })
        .execute();
      if (input.decision === "referred-back") {
        const reopened = await trx
          .updateTable("assignment_submissions")
          .set({ status: "awaiting-marking", version: Number(mark.version) + 1 })
          .where("id", "=", mark.submission_id)
          .where("version", "=", Number(mark.version))
          .executeTakeFirst();
        if (Number(reopened.numUpdatedRows) !== 1) throw new SignedMeanwhile();
      }
    });
  } catch (error) {
    if (error instanceof SignedMeanwhile || isUniqueViolation(error)) return refuseConflict(m.alreadySigned());
    throw error;
  }
  return { ok: true, decision: input.decision };
}

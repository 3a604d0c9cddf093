import { createId } from "~/lib/ids";
import { type Outcome, refuse, refuseConflict } from "~/lib/refusal";
import { withLocale } from "~/lib/request-context.server";
import { queueEmail } from "~/platform/mail/mail.server";
import type { DatabaseExecutor } from "~db/executor";
import { isUniqueViolation } from "~db/sql-helpers";
import { inTransaction } from "~db/transactions";
import { recipientLocale } from "../recipient-locale.server";
import { type AssignmentContent, type MarkOutcome, rubricMaxPoints } from "./assignment-content";
import { assignmentMarkedEmail } from "./assignment-emails";
import { parseAssignmentContent, type StoredCriterionMark } from "./assignment-records.server";
import * as m from "./messages";

/**
 * An assessor's decision on one submission (decision 0095-assignments-and-portfolios). The unique key on
 * assignment_marks.submission_id decides between two assessors marking at once: the first insert
 * is kept, the second fails inside its transaction and nothing of it is saved (409). Work a
 * moderator referred back is marked again: the earlier mark and the referral are copied to
 * assignment_mark_revisions, then the mark is replaced, under the submission's version.
 */

const MAX_COMMENT = 4000;

export interface CriterionMarkInput {
  outcome?: MarkOutcome;
  levelId?: string;
  comment: string;
}

export interface MarkSubmissionInput {
  courseId: string;
  submissionId: string;
  assessorUserId: string;
  /** The submission's version the assessor read. */
  version: number;
  criteria: Record<string, CriterionMarkInput>;
  comment: string;
  /** The site's address, for the link to the lesson in the learner's mail. */
  baseUrl: string;
}

interface ComputedMark {
  outcome: MarkOutcome;
  points: number | null;
  maxPoints: number | null;
  criteria: StoredCriterionMark[];
}

/** The decision from each criterion's, or the fields left undecided. Rubric: passed at passPoints (null: never). */
function computeMark(
  content: AssignmentContent,
  input: Record<string, CriterionMarkInput>,
): { ok: true; mark: ComputedMark } | { ok: false; fieldErrors: Record<string, string> } {
  const fieldErrors: Record<string, string> = {};
  const criteria: StoredCriterionMark[] = [];
  let points = 0;
  for (const criterion of content.criteria) {
    const given = input[criterion.id];
    const comment = (given?.comment ?? "").trim().slice(0, MAX_COMMENT);
    if (content.marking === "competence") {
      if (given?.outcome !== "competent" && given?.outcome !== "not-yet-competent") {
        fieldErrors[`outcome-${criterion.id}`] = m.chooseOutcome();
        continue;
      }
      criteria.push({ criterionId: criterion.id, outcome: given.outcome, comment });
    } else {
      const level = content.levels.find((candidate) => candidate.id === given?.levelId);
      if (!level) {
        fieldErrors[`level-${criterion.id}`] = m.chooseLevel();
        continue;
      }
      points += level.points;
      criteria.push({ criterionId: criterion.id, levelId: level.id, points: level.points, comment });
    }
  }
  if (Object.keys(fieldErrors).length > 0) return { ok: false, fieldErrors };
  if (content.marking === "competence") {
    const outcome = criteria.every((entry) => entry.outcome === "competent") ? "competent" : "not-yet-competent";
    return { ok: true, mark: { outcome, points: null, maxPoints: null, criteria } };
  }
  const passed = content.passPoints !== null && points >= content.passPoints;
  return {
    ok: true,
    mark: {
      outcome: passed ? "competent" : "not-yet-competent",
      points,
      maxPoints: rubricMaxPoints(content),
      criteria,
    },
  };
}

class MarkedMeanwhile extends Error {}

export async function markSubmission(
  db: DatabaseExecutor,
  input: MarkSubmissionInput,
  now: Date = new Date(),
): Promise<Outcome<{ outcome: MarkOutcome; learnerUserId: string }>> {
  const submission = await db
    .selectFrom("assignment_submissions")
    .innerJoin("content_blocks", "content_blocks.id", "assignment_submissions.block_id")
    .innerJoin("lessons", "lessons.id", "content_blocks.lesson_id")
    .innerJoin("user", "user.id", "assignment_submissions.user_id")
    .innerJoin("courses", "courses.id", "assignment_submissions.course_id")
    .select([
      "assignment_submissions.id",
      "assignment_submissions.status",
      "assignment_submissions.version",
      "assignment_submissions.user_id",
      "content_blocks.type",
      "content_blocks.content_json",
      "content_blocks.title",
      "lessons.chapter_id",
      "content_blocks.lesson_id",
      "user.email",
      "user.locale",
      "user.name",
      "courses.name as course_name",
    ])
    .where("assignment_submissions.id", "=", input.submissionId)
    .where("assignment_submissions.course_id", "=", input.courseId)
    .executeTakeFirst();
  if (!submission) return refuse("missing", m.submissionMissing());
  if (submission.user_id === input.assessorUserId) return refuse("forbidden", m.notOwnWork());
  const content = parseAssignmentContent(submission.type, submission.content_json);
  if (!content) return refuse("missing", m.assignmentGone());
  if (submission.status !== "awaiting-marking") return refuseConflict(m.alreadyMarked());
  if (Number(submission.version) !== input.version) return refuse("stale");
  const computed = computeMark(content, input.criteria);
  if (!computed.ok) return refuse("invalid", m.decideEveryCriterion(), computed.fieldErrors);
  const { mark } = computed;
  const markedAt = now.toISOString();
  const values = {
    outcome: mark.outcome,
    points: mark.points,
    max_points: mark.maxPoints,
    criteria_json: JSON.stringify(mark.criteria),
    comment: input.comment.trim().slice(0, MAX_COMMENT),
    marked_by_user_id: input.assessorUserId,
    marked_at: markedAt,
  };
  try {
    await inTransaction(db, async (trx) => {
      const referred = await trx
        .selectFrom("assignment_marks")
        .innerJoin("moderation_signoffs", "moderation_signoffs.mark_id", "assignment_marks.id")
        .selectAll("assignment_marks")
        .select([
          "moderation_signoffs.id as signoff_id",
          "moderation_signoffs.decision",
          "moderation_signoffs.comment as moderation_comment",
          "moderation_signoffs.moderator_user_id",
          "moderation_signoffs.signed_at",
        ])
        .where("assignment_marks.submission_id", "=", input.submissionId)
        .where("moderation_signoffs.decision", "=", "referred-back")
        .executeTakeFirst();
      if (referred) {
        await trx
          .insertInto("assignment_mark_revisions")
          .values({
            id: createId(),
            mark_id: referred.id,
            outcome: referred.outcome,
            points: referred.points,
            max_points: referred.max_points,
            criteria_json: referred.criteria_json,
            comment: referred.comment,
            marked_by_user_id: referred.marked_by_user_id,
            marked_at: referred.marked_at,
            moderation_decision: referred.decision,
            moderation_comment: referred.moderation_comment,
            moderator_user_id: referred.moderator_user_id,
            signed_at: referred.signed_at,
            superseded_at: markedAt,
          })
          .execute();
        await trx.deleteFrom("moderation_signoffs").where("id", "=", referred.signoff_id).execute();
        await trx.updateTable("assignment_marks").set(values).where("id", "=", referred.id).execute();
      } else {
        await trx
          .insertInto("assignment_marks")
          .values({ id: createId(), submission_id: input.submissionId, ...values })
          .execute();
      }
      const updated = await trx
        .updateTable("assignment_submissions")
        .set({ status: mark.outcome, version: input.version + 1 })
        .where("id", "=", input.submissionId)
        .where("version", "=", input.version)
        .where("status", "=", "awaiting-marking")
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) throw new MarkedMeanwhile();
      await queueEmail(
        trx,
        // In the learner's language (their profile's, else this request's).
        withLocale(recipientLocale(submission.locale), () =>
          assignmentMarkedEmail({
            to: submission.email,
            toName: submission.name,
            courseName: submission.course_name,
            assignmentTitle: submission.title,
            outcome: mark.outcome,
            comment: values.comment,
            url: `${input.baseUrl}/course/${input.courseId}/${submission.chapter_id}/${submission.lesson_id}`,
          }),
        ),
      );
    });
  } catch (error) {
    if (error instanceof MarkedMeanwhile || isUniqueViolation(error)) return refuseConflict(m.alreadyMarked());
    throw error;
  }
  return { ok: true, outcome: mark.outcome, learnerUserId: submission.user_id };
}

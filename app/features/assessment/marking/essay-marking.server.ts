import { type KeysetPage, type KeysetPosition, keysetPageOf } from "~/lib/pagination";
import { type Outcome, refuse } from "~/lib/refusal";
import { withLocale } from "~/lib/request-context.server";
import { queueEmail } from "~/platform/mail/mail.server";
import { renderEmailLayout } from "~/platform/mail/templates/email-layout";
import type { DatabaseExecutor } from "~db/executor";
import { inTransaction } from "~db/transactions";
import {
  essaysToMark,
  parseAttemptAnswers,
  parseAttemptQuestions,
  scoreAttempt,
} from "../attempts/attempt-records.server";
import { isPassingScore } from "../quizzes/bank-quiz";
import { recipientLocale } from "../recipient-locale.server";
import * as m from "./messages";

/**
 * The essay marking queue (decision 0090): a course's bank-quiz attempts waiting for an assessor,
 * oldest first, and the marking of one attempt's essays. The attempt's version makes two assessors
 * marking one attempt at once meet: one is saved, the other told.
 */

export interface EssayQueueItem {
  attemptId: string;
  learnerName: string;
  quizTitle: string;
  attemptNumber: number;
  submittedAt: string;
}

/** One page of the course's attempts awaiting marking, oldest submitted first (keyset on submitted_at, id). */
export async function listAttemptsAwaitingMarking(
  db: DatabaseExecutor,
  courseId: string,
  { limit, after }: { limit: number; after: KeysetPosition | null },
): Promise<KeysetPage<EssayQueueItem>> {
  let query = db
    .selectFrom("assessment_attempts")
    .innerJoin("user", "user.id", "assessment_attempts.user_id")
    .innerJoin("content_blocks", "content_blocks.id", "assessment_attempts.block_id")
    .select([
      "assessment_attempts.id",
      "assessment_attempts.attempt_number",
      "assessment_attempts.submitted_at",
      "user.name",
      "content_blocks.title",
    ])
    .where("assessment_attempts.course_id", "=", courseId)
    .where("assessment_attempts.status", "=", "awaiting-marking")
    .orderBy("assessment_attempts.submitted_at")
    .orderBy("assessment_attempts.id");
  if (after) {
    query = query.where((eb) =>
      eb.or([
        eb("assessment_attempts.submitted_at", ">", after.createdAt),
        eb.and([
          eb("assessment_attempts.submitted_at", "=", after.createdAt),
          eb("assessment_attempts.id", ">", after.id),
        ]),
      ]),
    );
  }
  const rows = await query.limit(limit + 1).execute();
  return keysetPageOf(
    rows,
    limit,
    (row) => ({
      attemptId: row.id,
      learnerName: row.name,
      quizTitle: row.title || "Quiz",
      attemptNumber: row.attempt_number,
      submittedAt: row.submitted_at ?? "",
    }),
    (row) => ({ createdAt: row.submitted_at ?? "", id: row.id }),
  );
}

interface EssayToMark {
  questionId: string;
  title: string;
  stemHtml: string;
  markingGuideHtml: string;
  answerText: string;
  maxPoints: number;
  mark: { points: number; comment: string; markedByName: string | null; markedAt: string } | null;
}

export interface AttemptForMarking {
  attemptId: string;
  blockId: string;
  learnerName: string;
  quizTitle: string;
  attemptNumber: number;
  status: string;
  submittedAt: string | null;
  version: number;
  essays: EssayToMark[];
}

/** One attempt of the course with its answered essays, frozen as shown, and their marks so far. */
export async function loadAttemptForMarking(
  db: DatabaseExecutor,
  courseId: string,
  attemptId: string,
): Promise<Outcome<{ attempt: AttemptForMarking }>> {
  const row = await db
    .selectFrom("assessment_attempts")
    .innerJoin("user", "user.id", "assessment_attempts.user_id")
    .innerJoin("content_blocks", "content_blocks.id", "assessment_attempts.block_id")
    .selectAll("assessment_attempts")
    .select(["user.name as learner_name", "content_blocks.title as quiz_title"])
    .where("assessment_attempts.id", "=", attemptId)
    .where("assessment_attempts.course_id", "=", courseId)
    .executeTakeFirst();
  if (!row || row.status === "in-progress") return refuse("missing", m.attemptNotSubmitted());
  const marks = await db
    .selectFrom("attempt_question_marks")
    .leftJoin("user", "user.id", "attempt_question_marks.marked_by_user_id")
    .select([
      "attempt_question_marks.question_id",
      "attempt_question_marks.points",
      "attempt_question_marks.comment",
      "attempt_question_marks.marked_at",
      "user.name",
    ])
    .where("attempt_question_marks.attempt_id", "=", attemptId)
    .execute();
  const markByQuestion = new Map(marks.map((mark) => [mark.question_id, mark]));
  const questions = parseAttemptQuestions(row.questions_json);
  const answers = parseAttemptAnswers(row.answers_json, questions);
  return {
    ok: true,
    attempt: {
      attemptId: row.id,
      blockId: row.block_id,
      learnerName: row.learner_name,
      quizTitle: row.quiz_title || "Quiz",
      attemptNumber: row.attempt_number,
      status: row.status,
      submittedAt: row.submitted_at,
      version: Number(row.version),
      essays: essaysToMark(questions, answers).flatMap((question) => {
        if (question.content.type !== "essay") return [];
        const mark = markByQuestion.get(question.questionId);
        return [
          {
            questionId: question.questionId,
            title: question.title,
            stemHtml: question.content.stemHtml,
            markingGuideHtml: question.content.markingGuideHtml,
            answerText: (answers[question.questionId] as { text: string }).text,
            maxPoints: question.content.points,
            mark: mark
              ? {
                  points: Number(mark.points),
                  comment: mark.comment,
                  markedByName: mark.name ?? null,
                  markedAt: mark.marked_at,
                }
              : null,
          },
        ];
      }),
    },
  };
}

export interface EssayMarkInput {
  questionId: string;
  points: number;
  comment: string;
}

export interface MarkEssaysInput {
  courseId: string;
  attemptId: string;
  markerUserId: string;
  /** The attempt's version the marker loaded: a mark on an older one is refused (stale). */
  version: number;
  marks: EssayMarkInput[];
  /** The quiz's pass mark now (the quiz block's setting, read by the caller). */
  passMark: number;
  now: Date;
  /** The learner's link to the lesson, for the result mail. */
  resultUrl: string;
}

/**
 * Saves the assessor's marks (0..the question's points, with a comment) for the attempt's essays.
 * When every answered essay has a mark the attempt is completed with its score and pass, and the
 * learner is mailed their result in the same transaction. Returns whether it completed and passed,
 * so the caller can finish the learner's course.
 */
export async function markAttemptEssays(
  db: DatabaseExecutor,
  input: MarkEssaysInput,
): Promise<Outcome<{ completed: boolean; passed: boolean; userId: string; courseId: string }>> {
  return inTransaction(db, async (trx) => {
    const row = await trx
      .selectFrom("assessment_attempts")
      .innerJoin("user", "user.id", "assessment_attempts.user_id")
      .innerJoin("content_blocks", "content_blocks.id", "assessment_attempts.block_id")
      .selectAll("assessment_attempts")
      .select([
        "user.name as learner_name",
        "user.email as learner_email",
        "user.locale as learner_locale",
        "content_blocks.title as quiz_title",
      ])
      .where("assessment_attempts.id", "=", input.attemptId)
      .where("assessment_attempts.course_id", "=", input.courseId)
      .executeTakeFirst();
    if (!row || row.status === "in-progress") return refuse("missing", m.attemptNotSubmitted());
    if (row.status === "completed") return refuse("closed", m.alreadyMarked());
    if (Number(row.version) !== input.version) return refuse("stale", m.anotherAssessorSaved());
    const questions = parseAttemptQuestions(row.questions_json);
    const answers = parseAttemptAnswers(row.answers_json, questions);
    const essays = new Map(essaysToMark(questions, answers).map((question) => [question.questionId, question]));
    const fieldErrors: Record<string, string> = {};
    for (const mark of input.marks) {
      const essay = essays.get(mark.questionId);
      if (!essay) return refuse("invalid", m.markForNoEssay());
      const max = essay.content.points;
      if (!Number.isInteger(mark.points) || mark.points < 0 || mark.points > max) {
        fieldErrors[`points-${mark.questionId}`] = m.pointsRange({ max });
      }
      if (mark.comment.length > 5000) fieldErrors[`comment-${mark.questionId}`] = m.commentTooLong();
    }
    if (input.marks.length === 0) return refuse("invalid", m.enterPointsForEssay());
    if (Object.keys(fieldErrors).length > 0) return refuse("invalid", m.checkMarks(), fieldErrors);

    // The version claims the attempt first: of two assessors saving at once, the second changes nothing.
    const claimed = await trx
      .updateTable("assessment_attempts")
      .set({ version: Number(row.version) + 1 })
      .where("id", "=", row.id)
      .where("version", "=", input.version)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 0) return refuse("stale", m.anotherAssessorSaved());

    const markedAt = input.now.toISOString();
    for (const mark of input.marks) {
      await trx
        .insertInto("attempt_question_marks")
        .values({
          attempt_id: row.id,
          question_id: mark.questionId,
          points: mark.points,
          comment: mark.comment.trim(),
          marked_by_user_id: input.markerUserId,
          marked_at: markedAt,
        })
        .onConflict((conflict) =>
          conflict.columns(["attempt_id", "question_id"]).doUpdateSet({
            points: mark.points,
            comment: mark.comment.trim(),
            marked_by_user_id: input.markerUserId,
            marked_at: markedAt,
          }),
        )
        .execute();
    }
    const allMarks = await trx
      .selectFrom("attempt_question_marks")
      .select(["question_id", "points"])
      .where("attempt_id", "=", row.id)
      .execute();
    const scored = scoreAttempt(
      questions,
      answers,
      new Map(allMarks.map((mark) => [mark.question_id, Number(mark.points)])),
    );
    if (!scored.isFullyMarked) {
      return { ok: true, completed: false, passed: false, userId: row.user_id, courseId: row.course_id };
    }
    const passed = isPassingScore(input.passMark, scored.score, scored.maxScore);
    await trx
      .updateTable("assessment_attempts")
      .set({ status: "completed", score: scored.score, passed: passed ? 1 : 0 })
      .where("id", "=", row.id)
      .execute();
    // The learner reads the result in their own language (their profile's, else this request's).
    const mail = withLocale(recipientLocale(row.learner_locale), () => {
      const quizTitle = row.quiz_title || m.yourQuiz();
      const result = { score: scored.score, max: scored.maxScore };
      const subject = m.resultFor({ quiz: quizTitle });
      const layout = renderEmailLayout({
        heading: subject,
        paragraphs: [
          m.hello({ name: row.learner_name }),
          passed ? m.markedPassed(result) : m.markedNotPassed({ ...result, passMark: input.passMark }),
        ],
        action: { label: m.seeYourResult(), url: input.resultUrl },
      });
      return { subject, ...layout };
    });
    await queueEmail(trx, {
      to: row.learner_email,
      toName: row.learner_name,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
    });
    return { ok: true, completed: true, passed, userId: row.user_id, courseId: row.course_id };
  });
}

import { sql } from "kysely";
import { z } from "zod";
import {
  type AnswerByType,
  answerSchemas,
  QUESTION_TYPE_LABELS,
  type QuestionAnswer,
  type QuestionContent,
  questionContentSchema,
  scoreQuestion,
} from "~/features/assessment/questions/question-types";
import { htmlAsWords } from "~/lib/html";
import { type Outcome, refuse } from "~/lib/refusal";
import type { DatabaseExecutor } from "~db/executor";
import { jsonRowFrom, jsonRowsFrom, readJsonRow, readJsonRows } from "~db/json-aggregation";
import {
  criterionDecisions,
  parseAssignmentContent,
  parseStoredCriteria,
} from "../assignments/assignment-records.server";
import type { CriterionDecisionView } from "../assignments/assignment-views";
import * as m from "./messages";

/**
 * Everything a learner did in a course's assessment, for the gradebook's learner page and a
 * certificate's evidence (decision 0096-gradebook): every bank attempt with its questions as shown,
 * the answers, the marks and who marked; every inline quiz attempt; every assignment submission with
 * its decisions and sign-offs. A fixed number of queries whatever the learner did.
 */

interface ShownQuestion {
  questionId: string;
  typeLabel: string;
  stemHtml: string;
  answerText: string;
  points: number | null;
  maxPoints: number;
  isCorrect: boolean | null;
  mark: PersonMark | null;
}

interface PersonMark {
  points: number | null;
  comment: string;
  byName: string;
  at: string;
}

export interface BankAttemptView {
  id: string;
  blockTitle: string;
  attemptNumber: number;
  status: string;
  startedAt: string;
  submittedAt: string | null;
  score: number | null;
  maxScore: number;
  passed: boolean | null;
  questions: ShownQuestion[];
}

interface InlineAttemptView {
  id: string;
  blockTitle: string;
  at: string;
  score: number;
  maxScore: number;
  answers: Array<{ questionId: string; question: string; answer: string }>;
}

export interface SubmissionView {
  id: string;
  blockTitle: string;
  attemptNumber: number;
  submittedAt: string;
  status: string;
  /** The learner's text as plain text: shown to staff without rendering anyone's HTML. */
  text: string;
  files: string[];
  marks: Array<
    PersonMark & {
      id: string;
      outcome: string | null;
      criteria: CriterionDecisionView[];
      signoffs: Array<PersonMark & { decision: string }>;
    }
  >;
}

export interface LearnerRecord {
  course: { id: string; name: string };
  learner: { id: string; name: string; email: string; enrolledAt: string | null; completedAt: string | null };
  bankAttempts: BankAttemptView[];
  inlineAttempts: InlineAttemptView[];
  submissions: SubmissionView[];
}

const frozenQuestionSchema = z.object({
  questionId: z.string(),
  content: questionContentSchema,
  optionOrder: z.array(z.string()).optional(),
});

/** The frozen questions of an attempt; a copy that no longer reads is left out, not a 500. */
function frozenQuestions(json: string): Array<z.infer<typeof frozenQuestionSchema>> {
  try {
    const value: unknown = JSON.parse(json);
    if (!Array.isArray(value)) return [];
    return value.flatMap((item) => {
      const parsed = frozenQuestionSchema.safeParse(item);
      return parsed.success ? [parsed.data] : [];
    });
  } catch {
    return [];
  }
}

function jsonRecord(json: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(json);
    return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** An answer as read by the question's own answer schema, or undefined (not answered). */
function readAnswer(content: QuestionContent, raw: unknown): QuestionAnswer | undefined {
  const parsed = answerSchemas[content.type].safeParse(raw);
  return parsed.success ? (parsed.data as QuestionAnswer) : undefined;
}

/** What the learner answered, in words. */
function answerText(content: QuestionContent, answer: QuestionAnswer | undefined): string {
  if (answer === undefined) return "(not answered)";
  switch (content.type) {
    case "single":
    case "multiple": {
      const chosen = (answer as AnswerByType["single"]).optionIds;
      const texts = content.options
        .filter((option) => chosen.includes(option.id))
        .map((option) => htmlAsWords(option.html));
      return texts.length > 0 ? texts.join("; ") : "(not answered)";
    }
    case "true-false":
      return (answer as AnswerByType["true-false"]).value ? "True" : "False";
    case "matching": {
      const sent = (answer as AnswerByType["matching"]).answers;
      return content.pairs.map((pair) => `${htmlAsWords(pair.promptHtml)} → ${sent[pair.id] ?? "—"}`).join("; ");
    }
    case "ordering": {
      const byId = new Map(content.items.map((item) => [item.id, htmlAsWords(item.html)]));
      return (answer as AnswerByType["ordering"]).itemIds.map((itemId) => byId.get(itemId) ?? itemId).join(" → ");
    }
    case "fill-blanks":
      return (answer as AnswerByType["fill-blanks"]).blanks.join("; ");
    default:
      return (answer as { text: string }).text;
  }
}

/**
 * The learner's record in the course; 'missing' when the course or the learner is unknown. One
 * statement (decision 0121-viewer-statements): the course, the learner, their enrolment, bank quiz
 * attempts (with each question's mark), inline quiz attempts and submissions (with files, marks and
 * each mark's sign-offs) are JSON columns, each scoped to this course and learner.
 */
export async function loadLearnerRecord(
  db: DatabaseExecutor,
  { courseId, userId }: { courseId: string; userId: string },
): Promise<Outcome<{ record: LearnerRecord }>> {
  const row = await db
    .selectNoFrom([
      jsonRowFrom(db, db.selectFrom("courses").select(["id", "name"]).where("id", "=", courseId)).as("course"),
      jsonRowFrom(db, db.selectFrom("user").select(["id", "name", "email"]).where("id", "=", userId)).as("learner"),
      jsonRowFrom(
        db,
        db
          .selectFrom("enrolments")
          .select(["enrolled_at", "completed_at"])
          .where("course_id", "=", courseId)
          .where("user_id", "=", userId)
          .limit(1),
      ).as("enrolment"),
      jsonRowsFrom(db, bankAttemptsQuery(db, courseId, userId)).as("bank_attempts"),
      jsonRowsFrom(db, inlineAttemptsQuery(db, courseId, userId)).as("inline_attempts"),
      jsonRowsFrom(db, submissionsQuery(db, courseId, userId)).as("submissions"),
    ])
    .executeTakeFirstOrThrow();
  const course = readJsonRow(row.course);
  const learner = readJsonRow(row.learner);
  const enrolment = readJsonRow(row.enrolment);
  if (!course) return refuse("missing", m.courseMissing());
  if (!learner) return refuse("missing", m.learnerMissing());
  const bankAttempts = toBankAttemptViews(readJsonRows(row.bank_attempts));
  const inlineAttempts = toInlineAttemptViews(readJsonRows(row.inline_attempts));
  const submissions = toSubmissionViews(readJsonRows(row.submissions));
  if (!enrolment && bankAttempts.length + inlineAttempts.length + submissions.length === 0) {
    return refuse("missing", m.noRecordInCourse());
  }
  return {
    ok: true,
    record: {
      course,
      learner: {
        ...learner,
        enrolledAt: enrolment?.enrolled_at ?? null,
        completedAt: enrolment?.completed_at ?? null,
      },
      bankAttempts,
      inlineAttempts,
      submissions,
    },
  };
}

type RowsOf<Q extends { execute: () => Promise<unknown[]> }> = Awaited<ReturnType<Q["execute"]>>;

function bankAttemptsQuery(db: DatabaseExecutor, courseId: string, userId: string) {
  return db
    .selectFrom("assessment_attempts")
    .leftJoin("content_blocks", "content_blocks.id", "assessment_attempts.block_id")
    .select([
      "assessment_attempts.id",
      "assessment_attempts.attempt_number",
      "assessment_attempts.status",
      "assessment_attempts.started_at",
      "assessment_attempts.submitted_at",
      "assessment_attempts.questions_json",
      "assessment_attempts.answers_json",
      "assessment_attempts.score",
      "assessment_attempts.max_score",
      "assessment_attempts.passed",
      "content_blocks.title as block_title",
    ])
    .select(
      jsonRowsFrom(
        db,
        db
          .selectFrom("attempt_question_marks")
          .leftJoin("user", "user.id", "attempt_question_marks.marked_by_user_id")
          .select([
            "attempt_question_marks.question_id",
            "attempt_question_marks.points",
            "attempt_question_marks.comment",
            "attempt_question_marks.marked_at",
            "user.name as marker_name",
          ])
          .where("attempt_question_marks.attempt_id", "=", sql.ref<string>("assessment_attempts.id")),
      ).as("marks"),
    )
    .where("assessment_attempts.course_id", "=", courseId)
    .where("assessment_attempts.user_id", "=", userId)
    .orderBy("assessment_attempts.started_at")
    .orderBy("assessment_attempts.attempt_number");
}

function toBankAttemptViews(attempts: RowsOf<ReturnType<typeof bankAttemptsQuery>>): BankAttemptView[] {
  return attempts.map((attempt) => {
    const answers = jsonRecord(attempt.answers_json);
    const marks = readJsonRows(attempt.marks);
    return {
      id: attempt.id,
      blockTitle: attempt.block_title || "Quiz",
      attemptNumber: attempt.attempt_number,
      status: attempt.status,
      startedAt: attempt.started_at,
      submittedAt: attempt.submitted_at,
      score: attempt.score === null ? null : Number(attempt.score),
      maxScore: Number(attempt.max_score),
      passed: attempt.passed === null ? null : Number(attempt.passed) === 1,
      questions: frozenQuestions(attempt.questions_json).map(({ questionId, content }) => {
        const answer = readAnswer(content, answers[questionId]);
        const scored = scoreQuestion(content, answer);
        const mark = marks.find((row) => row.question_id === questionId);
        return {
          questionId,
          typeLabel: QUESTION_TYPE_LABELS[content.type],
          stemHtml: content.stemHtml,
          answerText: answerText(content, answer),
          points: mark ? Number(mark.points) : scored.points,
          maxPoints: scored.maxPoints,
          isCorrect: scored.isCorrect,
          mark: mark
            ? {
                points: Number(mark.points),
                comment: mark.comment,
                byName: mark.marker_name ?? "(account removed)",
                at: mark.marked_at,
              }
            : null,
        };
      }),
    };
  });
}

const inlineQuizSchema = z.object({
  questions: z.array(
    z.object({
      id: z.string(),
      question: z.string().default(""),
      options: z.array(z.object({ id: z.string(), text: z.string().default("") })).default([]),
    }),
  ),
});

function inlineAttemptsQuery(db: DatabaseExecutor, courseId: string, userId: string) {
  return db
    .selectFrom("quiz_attempts")
    .leftJoin("content_blocks", "content_blocks.id", "quiz_attempts.block_id")
    .select([
      "quiz_attempts.id",
      "quiz_attempts.answers_json",
      "quiz_attempts.score",
      "quiz_attempts.max_score",
      "quiz_attempts.created_at",
      "content_blocks.title",
      "content_blocks.content_json",
    ])
    .where("quiz_attempts.course_id", "=", courseId)
    .where("quiz_attempts.user_id", "=", userId)
    .orderBy("quiz_attempts.created_at");
}

function toInlineAttemptViews(rows: RowsOf<ReturnType<typeof inlineAttemptsQuery>>): InlineAttemptView[] {
  return rows.map((row) => {
    const quiz = inlineQuizSchema.safeParse(jsonRecord(row.content_json ?? "{}"));
    const answers = jsonRecord(row.answers_json);
    const questions = quiz.success ? quiz.data.questions : [];
    return {
      id: row.id,
      blockTitle: row.title || "Quiz",
      at: row.created_at,
      score: Number(row.score),
      maxScore: Number(row.max_score),
      answers: questions.map((question) => {
        const sent = answers[question.id];
        const chosen = Array.isArray(sent) ? sent.map(String) : typeof sent === "string" ? [sent] : [];
        const texts = question.options.filter((option) => chosen.includes(option.id)).map((option) => option.text);
        return {
          questionId: question.id,
          question: question.question,
          answer: texts.length > 0 ? texts.join("; ") : "(not answered)",
        };
      }),
    };
  });
}

function submissionsQuery(db: DatabaseExecutor, courseId: string, userId: string) {
  const submissionId = sql.ref<string>("assignment_submissions.id");
  return db
    .selectFrom("assignment_submissions")
    .leftJoin("content_blocks", "content_blocks.id", "assignment_submissions.block_id")
    .select([
      "assignment_submissions.id",
      "assignment_submissions.attempt_number",
      "assignment_submissions.submitted_at",
      "assignment_submissions.status",
      "assignment_submissions.text_html",
      "content_blocks.title as block_title",
      "content_blocks.type as block_type",
      "content_blocks.content_json as block_content_json",
    ])
    .select([
      jsonRowsFrom(
        db,
        db
          .selectFrom("assignment_submission_files")
          .select("original_name")
          .where("submission_id", "=", submissionId)
          .orderBy("created_at"),
      ).as("files"),
      jsonRowsFrom(db, submissionMarksQuery(db).where("assignment_marks.submission_id", "=", submissionId)).as("marks"),
    ])
    .where("assignment_submissions.course_id", "=", courseId)
    .where("assignment_submissions.user_id", "=", userId)
    .orderBy("assignment_submissions.submitted_at")
    .orderBy("assignment_submissions.attempt_number");
}

/** A submission's marks, oldest first, each with its sign-offs as a JSON column. */
function submissionMarksQuery(db: DatabaseExecutor) {
  return db
    .selectFrom("assignment_marks")
    .leftJoin("user", "user.id", "assignment_marks.marked_by_user_id")
    .select([
      "assignment_marks.id",
      "assignment_marks.outcome",
      "assignment_marks.points",
      "assignment_marks.comment",
      "assignment_marks.criteria_json",
      "assignment_marks.marked_at",
      "user.name as marker_name",
    ])
    .select(
      jsonRowsFrom(
        db,
        db
          .selectFrom("moderation_signoffs")
          .leftJoin("user as moderator", "moderator.id", "moderation_signoffs.moderator_user_id")
          .select([
            "moderation_signoffs.decision",
            "moderation_signoffs.comment",
            "moderation_signoffs.signed_at",
            "moderator.name as moderator_name",
          ])
          .where("moderation_signoffs.mark_id", "=", sql.ref<string>("assignment_marks.id"))
          .orderBy("moderation_signoffs.signed_at"),
      ).as("signoffs"),
    )
    .orderBy("assignment_marks.marked_at");
}

function toSubmissionViews(submissions: RowsOf<ReturnType<typeof submissionsQuery>>): SubmissionView[] {
  return submissions.map((submission) => {
    // Each criterion's decision and comment, by the assignment's criteria as they are now.
    const content =
      submission.block_type && submission.block_content_json
        ? parseAssignmentContent(submission.block_type, submission.block_content_json)
        : null;
    return {
      id: submission.id,
      blockTitle: submission.block_title || "Assignment",
      attemptNumber: submission.attempt_number,
      submittedAt: submission.submitted_at,
      status: submission.status,
      text: htmlAsWords(submission.text_html.replace(/<\/(p|li|h\d)>|<br\s*\/?>/gi, "\n")),
      files: readJsonRows(submission.files).map((file) => file.original_name),
      marks: readJsonRows(submission.marks).map((mark) => ({
        id: mark.id,
        outcome: mark.outcome,
        points: mark.points === null ? null : Number(mark.points),
        comment: mark.comment,
        criteria: criterionDecisions(content, parseStoredCriteria(mark.criteria_json)),
        byName: mark.marker_name ?? "(account removed)",
        at: mark.marked_at,
        signoffs: readJsonRows(mark.signoffs).map((signoff) => ({
          decision: signoff.decision,
          points: null,
          comment: signoff.comment,
          byName: signoff.moderator_name ?? "(account removed)",
          at: signoff.signed_at,
        })),
      })),
    };
  });
}

import type { DatabaseExecutor } from "~db/executor";
import { type BankQuizSettings, bankQuizQuestionCount, mayShowAnswers } from "../quizzes/bank-quiz";
import { type AttemptQuestion, correctAnswerOf, toPublicQuestion } from "./attempt-questions";
import {
  type AttemptRow,
  findAttemptRows,
  parseAttemptAnswers,
  parseAttemptQuestions,
  scoreAttempt,
} from "./attempt-records.server";
import type { AttemptResultView, BankQuizView, QuestionResultView } from "./attempt-view";
import { attemptsUsedMessage, hasExpired } from "./start-attempt.server";

/**
 * The player's view of each bank quiz of a lesson for one learner: two queries for all of them
 * (their attempts, and the essay marks of the latest submitted ones).
 */
export async function loadBankQuizViews(
  db: DatabaseExecutor,
  userId: string | null,
  quizzes: Array<{ blockId: string; settings: BankQuizSettings }>,
  now: Date,
): Promise<Map<string, BankQuizView>> {
  const views = new Map<string, BankQuizView>();
  if (quizzes.length === 0) return views;
  const rows = userId
    ? await findAttemptRows(
        db,
        userId,
        quizzes.map((quiz) => quiz.blockId),
      )
    : [];
  const latestSubmitted = quizzes.flatMap(({ blockId }) => {
    const latest = rows.find((row) => row.block_id === blockId && row.status !== "in-progress");
    return latest ? [latest] : [];
  });
  const marks = await findMarks(
    db,
    latestSubmitted.map((row) => row.id),
  );
  for (const { blockId, settings } of quizzes) {
    const latest = latestSubmitted.find((row) => row.block_id === blockId);
    views.set(
      blockId,
      toBankQuizView(
        settings,
        rows.filter((row) => row.block_id === blockId),
        (latest && marks.get(latest.id)) || new Map(),
        now,
      ),
    );
  }
  return views;
}

/** One quiz's view from the learner's attempts (newest first) and the essay marks of the latest submitted one. */
export function toBankQuizView(
  settings: BankQuizSettings,
  attempts: AttemptRow[],
  latestMarks: Map<string, EssayMark>,
  now: Date,
): BankQuizView {
  const open = attempts.find((row) => row.status === "in-progress") ?? null;
  const latest = attempts.find((row) => row.status !== "in-progress") ?? null;
  const hasPassed = attempts.some((row) => row.status === "completed" && row.passed === 1);
  const used = Math.max(0, ...attempts.map((row) => row.attempt_number));
  const allUsed = settings.maxAttempts !== null && used >= settings.maxAttempts && !open;
  return {
    rules: {
      passMark: settings.passMark,
      review: settings.review,
      timeLimitMinutes: settings.timeLimitMinutes,
      maxAttempts: settings.maxAttempts,
      questionCount: bankQuizQuestionCount(settings),
    },
    attemptsUsed: used,
    hasPassed,
    inProgress: open ? toInProgressView(open, now) : null,
    latestResult: latest ? toResultView(latest, latestMarks, mayShowAnswers(settings.review, hasPassed)) : null,
    cannotStartReason: allUsed && settings.maxAttempts !== null ? attemptsUsedMessage(settings.maxAttempts) : null,
  };
}

interface EssayMark {
  points: number;
  comment: string;
}

async function findMarks(db: DatabaseExecutor, attemptIds: string[]) {
  const byAttempt = new Map<string, Map<string, EssayMark>>();
  if (attemptIds.length === 0) return byAttempt;
  const rows = await db
    .selectFrom("attempt_question_marks")
    .select(["attempt_id", "question_id", "points", "comment"])
    .where("attempt_id", "in", attemptIds)
    .execute();
  for (const row of rows) {
    const marks = byAttempt.get(row.attempt_id) ?? new Map<string, EssayMark>();
    marks.set(row.question_id, { points: Number(row.points), comment: row.comment });
    byAttempt.set(row.attempt_id, marks);
  }
  return byAttempt;
}

function toInProgressView(row: AttemptRow, now: Date) {
  const questions = parseAttemptQuestions(row.questions_json);
  return {
    attemptId: row.id,
    attemptNumber: row.attempt_number,
    startedAt: row.started_at,
    deadlineAt: row.deadline_at,
    isExpired: hasExpired(row, now),
    questions: questions.map(toPublicQuestion),
    savedAnswers: parseAttemptAnswers(row.answers_json, questions),
  };
}

/**
 * A submitted attempt as the learner may see it: their answers and score always; whether each was
 * right, the correct answers and the feedback only when `answersShown`. A marked essay's points and
 * the assessor's comment are the learner's own result, shown once marked.
 */
function toResultView(row: AttemptRow, marks: Map<string, EssayMark>, answersShown: boolean): AttemptResultView {
  const questions = parseAttemptQuestions(row.questions_json);
  const answers = parseAttemptAnswers(row.answers_json, questions);
  const essayPoints = new Map([...marks].map(([questionId, mark]) => [questionId, mark.points]));
  const scored = scoreAttempt(questions, answers, essayPoints);
  return {
    attemptId: row.id,
    attemptNumber: row.attempt_number,
    status: row.status === "completed" ? "completed" : "awaiting-marking",
    submittedAt: row.submitted_at ?? row.started_at,
    score: row.status === "completed" ? Number(row.score) : null,
    maxScore: Number(row.max_score),
    passed: row.status === "completed" ? row.passed === 1 : null,
    answersShown,
    questions: questions.map((question) =>
      toQuestionResult(question, answers, scored.pointsByQuestion, marks, answersShown),
    ),
  };
}

function toQuestionResult(
  question: AttemptQuestion,
  answers: ReturnType<typeof parseAttemptAnswers>,
  pointsByQuestion: Map<string, number | null>,
  marks: Map<string, EssayMark>,
  answersShown: boolean,
): QuestionResultView {
  const { content } = question;
  const answer = answers[question.questionId] ?? null;
  const points = pointsByQuestion.get(question.questionId) ?? null;
  const mark = marks.get(question.questionId) ?? null;
  const isEssay = content.type === "essay";
  const chosen = answer && "optionIds" in answer ? new Set(answer.optionIds) : new Set<string>();
  return {
    question: toPublicQuestion(question),
    answer,
    maxPoints: content.points,
    points: answersShown || (isEssay && mark) ? points : null,
    isCorrect: answersShown && !isEssay ? points === content.points : null,
    correct: answersShown ? correctAnswerOf(content) : null,
    feedbackHtml: answersShown && content.feedbackHtml !== "" ? content.feedbackHtml : null,
    optionFeedback:
      answersShown && (content.type === "single" || content.type === "multiple")
        ? content.options
            .filter((option) => chosen.has(option.id) && option.feedbackHtml !== "")
            .map((option) => ({ optionId: option.id, html: option.feedbackHtml }))
        : [],
    markComment: mark?.comment || null,
  };
}

/**
 * Which of these bank quizzes the learner has passed: some completed attempt passed (one awaiting
 * marking has not, yet). One query for all of them.
 */
export async function findPassedBankQuizIds(
  db: DatabaseExecutor,
  userId: string,
  blockIds: string[],
): Promise<Set<string>> {
  if (blockIds.length === 0) return new Set();
  const rows = await db
    .selectFrom("assessment_attempts")
    .select("block_id")
    .distinct()
    .where("user_id", "=", userId)
    .where("block_id", "in", blockIds)
    .where("status", "=", "completed")
    .where("passed", "=", 1)
    .execute();
  return new Set(rows.map((row) => row.block_id));
}

import type { QuestionAnswer } from "../questions/question-types";
import type { BankQuizReview } from "../quizzes/bank-quiz";
import type { CorrectAnswer, PublicAttemptQuestion } from "./attempt-questions";

/**
 * What the player receives for a bank quiz (decision 0090), safe to send to the browser: while an
 * attempt is open, its questions without answers; after it, the learner's own answers and score,
 * and the correct answers and feedback only when the quiz's review setting allows it.
 */
export interface BankQuizRulesView {
  passMark: number;
  review: BankQuizReview;
  timeLimitMinutes: number | null;
  maxAttempts: number | null;
  questionCount: number;
}

interface InProgressAttemptView {
  attemptId: string;
  attemptNumber: number;
  startedAt: string;
  /** The server's deadline (ISO); null without a time limit. */
  deadlineAt: string | null;
  /** The deadline has passed: answers are no longer taken, submitting shows the result of those saved. */
  isExpired: boolean;
  questions: PublicAttemptQuestion[];
  savedAnswers: Record<string, QuestionAnswer>;
}

export interface QuestionResultView {
  question: PublicAttemptQuestion;
  /** The learner's own answer; null when unanswered. */
  answer: QuestionAnswer | null;
  maxPoints: number;
  /** Points earned: shown with the answers, and for a marked essay always; else null. */
  points: number | null;
  isCorrect: boolean | null;
  /** Shown only when the review setting allows it. */
  correct: CorrectAnswer | null;
  feedbackHtml: string | null;
  /** Feedback of each option the learner chose (choice questions), when answers are shown. */
  optionFeedback: Array<{ optionId: string; html: string }>;
  /** An essay's marker's comment, once marked. */
  markComment: string | null;
}

export interface AttemptResultView {
  attemptId: string;
  attemptNumber: number;
  status: "awaiting-marking" | "completed";
  submittedAt: string;
  /** Null while an essay waits for marking. */
  score: number | null;
  maxScore: number;
  passed: boolean | null;
  answersShown: boolean;
  questions: QuestionResultView[];
}

export interface BankQuizView {
  rules: BankQuizRulesView;
  attemptsUsed: number;
  hasPassed: boolean;
  inProgress: InProgressAttemptView | null;
  latestResult: AttemptResultView | null;
  /** Why no new attempt can start (all attempts used), else null. */
  cannotStartReason: string | null;
}

/** Form intents of the player (the reader's action routes them to learning, then assessment). */
export const BANK_QUIZ_INTENTS = {
  start: "start-quiz-attempt",
  save: "save-quiz-attempt",
  submit: "submit-quiz-attempt",
} as const;

/**
 * The player's form fields (decision 0081: the route reads the body into these, the feature checks
 * them against the attempt): `bq:<question id>` carries a question's values (a choice's option ids,
 * "true"/"false", the ordering's item ids in order, the text, one text per blank) and
 * `bq:<question id>:<pair id>` a matching prompt's chosen answer.
 */
export const ANSWER_FIELD_PREFIX = "bq:";
export const answerFieldName = (questionId: string, pairId?: string) =>
  pairId === undefined ? `${ANSWER_FIELD_PREFIX}${questionId}` : `${ANSWER_FIELD_PREFIX}${questionId}:${pairId}`;

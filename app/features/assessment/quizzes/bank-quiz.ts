import { z } from "zod";

/**
 * A quiz block that draws its questions from the question bank (decision 0090): which questions it
 * always asks, how many it draws at random from which categories, the order and the rules. Stored
 * inside the quiz block's content (content-blocks' block-types.ts), read by the attempts engine.
 * Shared by the editor, the player and the server, so it imports nothing server-only.
 */

/** When the learner may see the correct answers and the feedback (the same words as decision 0072). */
export const BANK_QUIZ_REVIEW_SETTINGS = ["after-passing", "always", "never"] as const;
export type BankQuizReview = (typeof BANK_QUIZ_REVIEW_SETTINGS)[number];

const id = z.string().min(1).max(64);
const wholeNumber = (message: string, min: number, max: number) =>
  z.number({ message }).int(message).min(min, message).max(max, message);

const MAX_BANK_QUIZ_QUESTIONS = 100;

const categoryDrawSchema = z.object({
  categoryId: id,
  count: wholeNumber("Draw a whole number of questions from 1 to 100.", 1, MAX_BANK_QUIZ_QUESTIONS),
});

export const bankQuizSettingsSchema = z
  .object({
    /** Questions every attempt asks, in this order (before shuffling). */
    fixedQuestionIds: z.array(id).max(MAX_BANK_QUIZ_QUESTIONS, "A quiz asks at most 100 questions.").default([]),
    /** This many questions drawn at random, per attempt, from each category. */
    draws: z.array(categoryDrawSchema).max(20, "Draw from at most twenty categories.").default([]),
    shuffleQuestions: z.boolean().default(false),
    shuffleOptions: z.boolean().default(false),
    /** Minutes from the start of an attempt; the server refuses answers after it. Null: no limit. */
    timeLimitMinutes: wholeNumber("Enter the time limit in whole minutes from 1 to 600.", 1, 600)
      .nullable()
      .default(null),
    /** Attempts a learner may start; null: as many as they like. */
    maxAttempts: wholeNumber("Enter the number of attempts as a whole number from 1 to 100.", 1, 100)
      .nullable()
      .default(null),
    /** Per cent of the attempt's points needed to pass. */
    passMark: wholeNumber("Enter the pass mark as a whole number from 1 to 100.", 1, 100).default(70),
    review: z
      .enum(BANK_QUIZ_REVIEW_SETTINGS, { message: "Choose when the answers are shown." })
      .default("after-passing"),
  })
  .refine((settings) => new Set(settings.fixedQuestionIds).size === settings.fixedQuestionIds.length, {
    message: "A question is chosen twice.",
    path: ["fixedQuestionIds"],
  })
  .refine((settings) => new Set(settings.draws.map((draw) => draw.categoryId)).size === settings.draws.length, {
    message: "A category is chosen twice: give it one number of questions.",
    path: ["draws"],
  })
  .refine(
    (settings) =>
      settings.fixedQuestionIds.length + settings.draws.reduce((sum, draw) => sum + draw.count, 0) <=
      MAX_BANK_QUIZ_QUESTIONS,
    { message: "A quiz asks at most 100 questions.", path: ["draws"] },
  );

export type BankQuizSettings = z.infer<typeof bankQuizSettingsSchema>;

export function newBankQuizSettings(): BankQuizSettings {
  return {
    fixedQuestionIds: [],
    draws: [],
    shuffleQuestions: false,
    shuffleOptions: false,
    timeLimitMinutes: null,
    maxAttempts: null,
    passMark: 70,
    review: "after-passing",
  };
}

/** How many questions each attempt asks (when the bank has enough). */
export function bankQuizQuestionCount(settings: BankQuizSettings): number {
  return settings.fixedQuestionIds.length + settings.draws.reduce((sum, draw) => sum + draw.count, 0);
}

/** An attempt passes when its points reach the pass mark (per cent of its points). */
export function isPassingScore(passMark: number, score: number, maxScore: number): boolean {
  return maxScore > 0 && score * 100 >= passMark * maxScore;
}

/** Whether the review setting lets the learner see the correct answers and feedback now. */
export function mayShowAnswers(review: BankQuizReview, hasPassedQuiz: boolean): boolean {
  return review === "always" || (review === "after-passing" && hasPassedQuiz);
}

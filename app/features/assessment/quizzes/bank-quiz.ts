import { z } from "zod";
import * as m from "./messages";

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
// The message is a function, read when the check fails, in the language of whoever sent the form.
const wholeNumber = (message: () => string, min: number, max: number) => {
  const error = () => message();
  return z.number({ error }).int({ error }).min(min, { error }).max(max, { error });
};

const MAX_BANK_QUIZ_QUESTIONS = 100;

const categoryDrawSchema = z.object({
  categoryId: id,
  count: wholeNumber(m.drawCount, 1, MAX_BANK_QUIZ_QUESTIONS),
});

export const bankQuizSettingsSchema = z
  .object({
    /** Questions every attempt asks, in this order (before shuffling). */
    fixedQuestionIds: z
      .array(id)
      .max(MAX_BANK_QUIZ_QUESTIONS, { error: () => m.atMost100() })
      .default([]),
    /** This many questions drawn at random, per attempt, from each category. */
    draws: z
      .array(categoryDrawSchema)
      .max(20, { error: () => m.atMost20Categories() })
      .default([]),
    shuffleQuestions: z.boolean().default(false),
    shuffleOptions: z.boolean().default(false),
    /** Minutes from the start of an attempt; the server refuses answers after it. Null: no limit. */
    timeLimitMinutes: wholeNumber(m.timeLimitRange, 1, 600).nullable().default(null),
    /** Attempts a learner may start; null: as many as they like. */
    maxAttempts: wholeNumber(m.attemptsRange, 1, 100).nullable().default(null),
    /** Per cent of the attempt's points needed to pass. */
    passMark: wholeNumber(m.passMarkRange, 1, 100).default(70),
    review: z.enum(BANK_QUIZ_REVIEW_SETTINGS, { error: () => m.chooseReview() }).default("after-passing"),
  })
  .refine((settings) => new Set(settings.fixedQuestionIds).size === settings.fixedQuestionIds.length, {
    error: () => m.questionTwice(),
    path: ["fixedQuestionIds"],
  })
  .refine((settings) => new Set(settings.draws.map((draw) => draw.categoryId)).size === settings.draws.length, {
    error: () => m.categoryTwice(),
    path: ["draws"],
  })
  .refine(
    (settings) =>
      settings.fixedQuestionIds.length + settings.draws.reduce((sum, draw) => sum + draw.count, 0) <=
      MAX_BANK_QUIZ_QUESTIONS,
    { error: () => m.atMost100(), path: ["draws"] },
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

import { z } from "zod";
import * as m from "./messages";

/**
 * The question bank's nine types (decision 0090-assessment-model): what each stores, what an answer
 * to it looks like, and how the server scores it. Shared by the bank editor, the quiz player and the
 * server, so it imports nothing server-only. Rich text (the stem, options, feedback) is HTML
 * sanitised on save by the server; it is rendered as stored.
 *
 * Every auto-marked type scores all or nothing: the question's points when the whole answer is
 * right, else 0. An essay is scored by a person (null until marked).
 */

export const QUESTION_TYPES = [
  "single",
  "multiple",
  "true-false",
  "matching",
  "ordering",
  "short-answer",
  "numeric",
  "fill-blanks",
  "essay",
] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

export const QUESTION_TYPE_LABELS: Record<QuestionType, string> = {
  get single() {
    return m.typeSingle();
  },
  get multiple() {
    return m.typeMultiple();
  },
  get "true-false"() {
    return m.typeTrueFalse();
  },
  get matching() {
    return m.typeMatching();
  },
  get ordering() {
    return m.typeOrdering();
  },
  get "short-answer"() {
    return m.typeShortAnswer();
  },
  get numeric() {
    return m.typeNumeric();
  },
  get "fill-blanks"() {
    return m.typeFillBlanks();
  },
  get essay() {
    return m.typeEssay();
  },
};

// Messages are functions, read when a check fails, so they speak the language of whoever sent the form.
const richText = (tooLong: () => string, max = 50_000) => z.string().max(max, { error: () => tooLong() });
const requiredRichText = (tooLong: () => string, missing: () => string, max = 50_000) =>
  richText(tooLong, max).refine((html) => stripTags(html).trim() !== "" || /<img\s/i.test(html), {
    error: () => missing(),
  });
const id = z.string().min(1).max(64);
const acceptedAnswer = z
  .string()
  .trim()
  .min(1, { error: () => m.acceptedAnswerEmpty() })
  .max(200, { error: () => m.answerTooLong() });

const questionBase = {
  /** The question as the learner reads it (rich text, may hold images). */
  stemHtml: requiredRichText(m.questionTooLong, m.enterQuestion),
  /** Shown after the attempt when the quiz shows answers, whatever the learner answered. */
  feedbackHtml: richText(m.feedbackTooLong).default(""),
  points: z
    .number({ error: () => m.pointsRange() })
    .int({ error: () => m.pointsRange() })
    .min(1, { error: () => m.pointsRange() })
    .max(100, { error: () => m.pointsRange() }),
};

const choiceOption = z.object({
  id,
  html: requiredRichText(m.optionTooLong, m.enterOption, 5_000),
  isCorrect: z.boolean(),
  /** Shown beside this option when the learner chose it and answers are shown. */
  feedbackHtml: richText(m.optionFeedbackTooLong, 5_000).default(""),
});

const singleSchema = z.object({
  type: z.literal("single"),
  ...questionBase,
  options: z
    .array(choiceOption)
    .min(2, { error: () => m.atLeastTwoOptions() })
    .max(10, { error: () => m.atMostTenOptions() })
    .refine((options) => options.filter((option) => option.isCorrect).length === 1, {
      error: () => m.exactlyOneCorrect(),
    }),
});

const multipleSchema = z.object({
  type: z.literal("multiple"),
  ...questionBase,
  options: z
    .array(choiceOption)
    .min(2, { error: () => m.atLeastTwoOptions() })
    .max(10, { error: () => m.atMostTenOptions() })
    .refine((options) => options.some((option) => option.isCorrect), { error: () => m.atLeastOneCorrect() }),
});

const trueFalseSchema = z.object({
  type: z.literal("true-false"),
  ...questionBase,
  correctAnswer: z.boolean(),
});

const matchingSchema = z.object({
  type: z.literal("matching"),
  ...questionBase,
  /** Each prompt and the answer it matches; the learner picks each prompt's answer from all of them. */
  pairs: z
    .array(
      z.object({
        id,
        promptHtml: requiredRichText(m.promptTooLong, m.enterPrompt, 5_000),
        answer: z
          .string()
          .trim()
          .min(1, { error: () => m.enterMatchingAnswer() })
          .max(500, { error: () => m.answerTooLong() }),
      }),
    )
    .min(2, { error: () => m.atLeastTwoPairs() })
    .max(12, { error: () => m.atMostTwelvePairs() }),
});

const orderingSchema = z.object({
  type: z.literal("ordering"),
  ...questionBase,
  /** The items in their correct order; the learner sees them shuffled. */
  items: z
    .array(z.object({ id, html: requiredRichText(m.itemTooLong, m.enterItem, 5_000) }))
    .min(2, { error: () => m.atLeastTwoItems() })
    .max(12, { error: () => m.atMostTwelveItems() }),
});

const shortAnswerSchema = z.object({
  type: z.literal("short-answer"),
  ...questionBase,
  acceptedAnswers: z
    .array(acceptedAnswer)
    .min(1, { error: () => m.atLeastOneAccepted() })
    .max(20),
  caseSensitive: z.boolean(),
});

const numericSchema = z.object({
  type: z.literal("numeric"),
  ...questionBase,
  correctValue: z.number({ error: () => m.correctValueNumber() }).finite(),
  /** An answer within ± tolerance of the correct value is right. */
  tolerance: z
    .number({ error: () => m.toleranceNumber() })
    .finite()
    .min(0, { error: () => m.toleranceNegative() }),
});

/** A blank in a fill-in-the-blanks text is written [[answer]] or [[answer|other accepted answer]]. */
const BLANK_PATTERN = /\[\[([^\]]*)\]\]/g;

const fillBlanksSchema = z.object({
  type: z.literal("fill-blanks"),
  ...questionBase,
  /** Plain text with its blanks marked, for example "ISO [[9001]] is about [[quality|quality management]]." */
  text: z
    .string()
    .trim()
    .min(1, { error: () => m.enterBlanksText() })
    .max(5_000, { error: () => m.textTooLong() })
    .refine((text) => parseBlanks(text).blanks.length > 0, { error: () => m.markOneBlank() })
    .refine((text) => parseBlanks(text).blanks.every((blank) => blank.acceptedAnswers.length > 0), {
      error: () => m.blankNeedsAnswer(),
    }),
  caseSensitive: z.boolean(),
});

const essaySchema = z.object({
  type: z.literal("essay"),
  ...questionBase,
  /** What the marker looks for; never shown to the learner. */
  markingGuideHtml: richText(m.markingGuideTooLong).default(""),
  /** The most words an answer may have; null for no limit. */
  maxWords: z.number().int().min(1).max(20_000).nullable().default(null),
});

export const questionContentSchema = z.discriminatedUnion(
  "type",
  [
    singleSchema,
    multipleSchema,
    trueFalseSchema,
    matchingSchema,
    orderingSchema,
    shortAnswerSchema,
    numericSchema,
    fillBlanksSchema,
    essaySchema,
  ],
  { error: () => m.chooseQuestionType() },
);

export type QuestionContent = z.infer<typeof questionContentSchema>;
export type QuestionContentOf<Type extends QuestionType> = Extract<QuestionContent, { type: Type }>;

/**
 * A learner's answer per type: option ids (single, multiple), a boolean, the chosen answer text per
 * pair id (matching), item ids in the learner's order (ordering), text (short answer, essay), the
 * number as typed (numeric: "3,5" and "3.5" both read), one text per blank (fill in the blanks).
 */
export type AnswerByType = {
  single: { optionIds: string[] };
  multiple: { optionIds: string[] };
  "true-false": { value: boolean };
  matching: { answers: Record<string, string> };
  ordering: { itemIds: string[] };
  "short-answer": { text: string };
  numeric: { text: string };
  "fill-blanks": { blanks: string[] };
  essay: { text: string };
};
export type QuestionAnswer = AnswerByType[QuestionType];

const MAX_ANSWER_TEXT = 20_000;

/** Reads a sent answer against its question: null when nothing usable was sent (unanswered). */
export const answerSchemas: { [Type in QuestionType]: z.ZodType<AnswerByType[Type]> } = {
  single: z.object({ optionIds: z.array(id).max(1) }),
  multiple: z.object({ optionIds: z.array(id).max(10) }),
  "true-false": z.object({ value: z.boolean() }),
  matching: z.object({ answers: z.record(id, z.string().max(500)) }),
  ordering: z.object({ itemIds: z.array(id).max(12) }),
  "short-answer": z.object({ text: z.string().max(500) }),
  numeric: z.object({ text: z.string().max(50) }),
  "fill-blanks": z.object({ blanks: z.array(z.string().max(200)).max(50) }),
  essay: z.object({ text: z.string().max(MAX_ANSWER_TEXT, { error: () => m.answerTooLong() }) }),
};

export interface QuestionScore {
  /** Points earned; null while an essay waits for a person. */
  points: number | null;
  maxPoints: number;
  /** Whether the whole answer was right; null while waiting for a person. */
  isCorrect: boolean | null;
}

/** Scores one answer (undefined: not answered, which scores 0). */
export function scoreQuestion(question: QuestionContent, answer: QuestionAnswer | undefined): QuestionScore {
  const maxPoints = question.points;
  if (question.type === "essay") return { points: null, maxPoints, isCorrect: null };
  // An answer of another shape (a stale tab, a hand-made request) is read as unanswered, never thrown on.
  const readable = answer !== undefined && answerSchemas[question.type].safeParse(answer).success;
  const isCorrect = readable && isRightAnswer(question, answer as QuestionAnswer);
  return { points: isCorrect ? maxPoints : 0, maxPoints, isCorrect };
}

function isRightAnswer(question: Exclude<QuestionContent, { type: "essay" }>, answer: QuestionAnswer): boolean {
  switch (question.type) {
    case "single":
    case "multiple": {
      const chosen = new Set((answer as AnswerByType["single"]).optionIds);
      const correct = question.options.filter((option) => option.isCorrect).map((option) => option.id);
      return chosen.size === correct.length && correct.every((optionId) => chosen.has(optionId));
    }
    case "true-false":
      return (answer as AnswerByType["true-false"]).value === question.correctAnswer;
    case "matching": {
      const sent = (answer as AnswerByType["matching"]).answers;
      return question.pairs.every(
        (pair) => normaliseText(sent[pair.id] ?? "", true) === normaliseText(pair.answer, true),
      );
    }
    case "ordering": {
      const sent = (answer as AnswerByType["ordering"]).itemIds;
      return sent.length === question.items.length && question.items.every((item, index) => sent[index] === item.id);
    }
    case "short-answer": {
      const sent = normaliseText((answer as AnswerByType["short-answer"]).text, question.caseSensitive);
      return (
        sent !== "" &&
        question.acceptedAnswers.some((accepted) => normaliseText(accepted, question.caseSensitive) === sent)
      );
    }
    case "numeric": {
      const value = readNumber((answer as AnswerByType["numeric"]).text);
      // A small epsilon so 0.1 + 0.2 style binary error never fails an answer exactly on the edge.
      return value !== null && Math.abs(value - question.correctValue) <= question.tolerance + 1e-9;
    }
    case "fill-blanks": {
      const { blanks } = parseBlanks(question.text);
      const sent = (answer as AnswerByType["fill-blanks"]).blanks;
      return blanks.every((blank, index) => {
        const given = normaliseText(sent[index] ?? "", question.caseSensitive);
        return (
          given !== "" &&
          blank.acceptedAnswers.some((accepted) => normaliseText(accepted, question.caseSensitive) === given)
        );
      });
    }
  }
}

/** Trimmed, inner runs of space made one, and lower-cased unless case counts. */
export function normaliseText(text: string, caseSensitive: boolean): string {
  const collapsed = text.normalize("NFC").trim().replace(/\s+/g, " ");
  return caseSensitive ? collapsed : collapsed.toLocaleLowerCase("en-ZA");
}

/**
 * A number as a learner types it: "1 234,5", "1234.5", "-3", "3,5" (South Africa writes a decimal
 * comma). Null when it is not one number.
 */
export function readNumber(text: string): number | null {
  const compact = text.trim().replace(/[\s\u00a0]/g, "");
  if (!/^[-+]?\d+([.,]\d+)?$/.test(compact)) return null;
  const value = Number(compact.replace(",", "."));
  return Number.isFinite(value) ? value : null;
}

export interface ParsedBlanks {
  /** The text between blanks: always one more than the blanks. */
  segments: string[];
  blanks: Array<{ acceptedAnswers: string[] }>;
}

/** Splits a fill-in-the-blanks text into its segments and blanks ([[a|b]] accepts a or b). */
export function parseBlanks(text: string): ParsedBlanks {
  const segments: string[] = [];
  const blanks: ParsedBlanks["blanks"] = [];
  let last = 0;
  for (const match of text.matchAll(BLANK_PATTERN)) {
    segments.push(text.slice(last, match.index));
    blanks.push({
      acceptedAnswers: (match[1] ?? "")
        .split("|")
        .map((answer) => answer.trim())
        .filter((answer) => answer !== ""),
    });
    last = (match.index ?? 0) + match[0].length;
  }
  segments.push(text.slice(last));
  return { segments, blanks };
}

function stripTags(html: string): string {
  return html.replace(/<[^>]*>/g, "").replace(/&nbsp;/g, " ");
}

import { parseBlanks, type QuestionAnswer, type QuestionContent } from "../questions/question-types";

/**
 * An attempt's questions as shown (decision 0090): drawn once when the attempt starts, frozen in
 * assessment_attempts.questions_json with their content, their order and their options' order, so
 * a reload shows the same attempt and a later edit of the bank changes no past attempt. Pure, and
 * shared by the server and the player's types.
 */
export interface AttemptQuestion {
  questionId: string;
  title: string;
  /** The question as it was when drawn; a choice question's options are in the order shown. */
  content: QuestionContent;
  /** Ordering: the item ids in the order shown. Matching: the answers offered, in the order shown. Else null. */
  shownOrder: string[] | null;
}

/** A question of the bank, as the draw reads it. */
export interface BankQuestion {
  id: string;
  title: string;
  content: QuestionContent;
}

export interface DrawInput {
  /** The quiz's fixed questions that still exist and are not archived, in the quiz's order. */
  fixedIds: string[];
  /** Per chosen category: how many to draw and the ids of the category's questions to draw from. */
  pools: Array<{ count: number; ids: string[] }>;
  shuffleQuestions: boolean;
  /** A number in [0, 1): the server's crypto source, a seeded one in tests. */
  random: () => number;
}

/**
 * One learner's draw: the fixed questions, then `count` questions at random from each category
 * (never a question twice; a category with fewer than `count` gives all it has), in the quiz's
 * order or shuffled when the quiz says so. Ids only: the chosen questions' content is read after.
 */
export function drawQuestionIds(input: DrawInput): string[] {
  const chosen = new Set(input.fixedIds);
  for (const pool of input.pools) {
    const candidates = shuffled(
      pool.ids.filter((id) => !chosen.has(id)),
      input.random,
    );
    for (const id of candidates.slice(0, pool.count)) chosen.add(id);
  }
  const ids = [...chosen];
  return input.shuffleQuestions ? shuffled(ids, input.random) : ids;
}

/**
 * A drawn question frozen as shown: options shuffled when the quiz says so; an ordering question's
 * items and a matching question's answers always shuffled, else their order would give the answer away.
 */
export function freezeQuestion(question: BankQuestion, shuffleOptions: boolean, random: () => number): AttemptQuestion {
  const { content } = question;
  const base = { questionId: question.id, title: question.title };
  switch (content.type) {
    case "single":
    case "multiple":
      return {
        ...base,
        content: shuffleOptions ? { ...content, options: shuffled(content.options, random) } : content,
        shownOrder: null,
      };
    case "ordering": {
      const ids = content.items.map((item) => item.id);
      return { ...base, content, shownOrder: notInOrder(shuffled(ids, random), ids) };
    }
    case "matching": {
      const answers = [...new Set(content.pairs.map((pair) => pair.answer))];
      return { ...base, content, shownOrder: shuffled(answers, random) };
    }
    default:
      return { ...base, content, shownOrder: null };
  }
}

/** A shuffle that happened to give the correct order is turned by one place, so it never shows the answer. */
function notInOrder(ids: string[], correct: string[]): string[] {
  if (ids.length < 2 || ids.some((id, index) => id !== correct[index])) return ids;
  return [...ids.slice(1), ids[0] as string];
}

/** Fisher-Yates over a copy. */
export function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
  }
  return copy;
}

/**
 * A question as the learner reads it while answering: nothing that tells the answer (no correct
 * option, accepted answer, value, feedback or marking guide).
 */
export type PublicAttemptQuestion = { questionId: string; stemHtml: string; points: number } & (
  | { type: "single" | "multiple"; options: Array<{ id: string; html: string }> }
  | { type: "true-false" }
  | { type: "matching"; prompts: Array<{ id: string; html: string }>; choices: string[] }
  | { type: "ordering"; items: Array<{ id: string; html: string }> }
  | { type: "short-answer" | "numeric" }
  | { type: "fill-blanks"; segments: string[] }
  | { type: "essay"; maxWords: number | null }
);

export function toPublicQuestion(question: AttemptQuestion): PublicAttemptQuestion {
  const { content } = question;
  const base = { questionId: question.questionId, stemHtml: content.stemHtml, points: content.points };
  switch (content.type) {
    case "single":
    case "multiple":
      return {
        ...base,
        type: content.type,
        options: content.options.map((option) => ({ id: option.id, html: option.html })),
      };
    case "true-false":
      return { ...base, type: "true-false" };
    case "matching":
      return {
        ...base,
        type: "matching",
        prompts: content.pairs.map((pair) => ({ id: pair.id, html: pair.promptHtml })),
        choices: question.shownOrder ?? [],
      };
    case "ordering": {
      const byId = new Map(content.items.map((item) => [item.id, item]));
      const order = question.shownOrder ?? content.items.map((item) => item.id);
      return {
        ...base,
        type: "ordering",
        items: order.flatMap((id) => {
          const item = byId.get(id);
          return item ? [{ id: item.id, html: item.html }] : [];
        }),
      };
    }
    case "short-answer":
    case "numeric":
      return { ...base, type: content.type };
    case "fill-blanks":
      return { ...base, type: "fill-blanks", segments: parseBlanks(content.text).segments };
    case "essay":
      return { ...base, type: "essay", maxWords: content.maxWords };
  }
}

/** The right answer, for the review once the quiz's rules allow it (never for an essay). */
export type CorrectAnswer =
  | { type: "single" | "multiple"; optionIds: string[] }
  | { type: "true-false"; value: boolean }
  | { type: "matching"; answers: Record<string, string> }
  | { type: "ordering"; itemIds: string[] }
  | { type: "short-answer"; accepted: string[] }
  | { type: "numeric"; value: number; tolerance: number }
  | { type: "fill-blanks"; blanks: string[][] };

export function correctAnswerOf(content: QuestionContent): CorrectAnswer | null {
  switch (content.type) {
    case "single":
    case "multiple":
      return {
        type: content.type,
        optionIds: content.options.filter((option) => option.isCorrect).map((option) => option.id),
      };
    case "true-false":
      return { type: "true-false", value: content.correctAnswer };
    case "matching":
      return { type: "matching", answers: Object.fromEntries(content.pairs.map((pair) => [pair.id, pair.answer])) };
    case "ordering":
      return { type: "ordering", itemIds: content.items.map((item) => item.id) };
    case "short-answer":
      return { type: "short-answer", accepted: content.acceptedAnswers };
    case "numeric":
      return { type: "numeric", value: content.correctValue, tolerance: content.tolerance };
    case "fill-blanks":
      return { type: "fill-blanks", blanks: parseBlanks(content.text).blanks.map((blank) => blank.acceptedAnswers) };
    case "essay":
      return null;
  }
}

/** The learner's answers by question id, as stored in answers_json. */
export type AttemptAnswers = Record<string, QuestionAnswer>;

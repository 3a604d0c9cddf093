import type { QuestionContent } from "~/features/assessment/questions/question-types";
import { type BankQuizSettings, newBankQuizSettings } from "~/features/assessment/quizzes/bank-quiz";
import { createId } from "~/lib/ids";
import type { DatabaseExecutor } from "~db/executor";

/** Question bank rows for the bank-quiz suites (the bank's own pages are another feature's). */
export async function insertQuestionCategory(db: DatabaseExecutor, courseId: string | null, name = "Audit basics") {
  const id = createId();
  const now = new Date().toISOString();
  await db
    .insertInto("question_categories")
    .values({ id, course_id: courseId, name, created_at: now, updated_at: now })
    .execute();
  return id;
}

export async function insertQuestion(
  db: DatabaseExecutor,
  categoryId: string,
  content: QuestionContent,
  overrides: { title?: string; archived?: boolean } = {},
) {
  const id = createId();
  const now = new Date().toISOString();
  await db
    .insertInto("questions")
    .values({
      id,
      category_id: categoryId,
      type: content.type,
      title: overrides.title ?? `Question ${id}`,
      content_json: JSON.stringify(content),
      archived_at: overrides.archived ? now : null,
      created_by_user_id: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}

/** A single-choice question whose right option is "right". */
export function singleChoice(stem: string, points = 1): QuestionContent {
  return {
    type: "single",
    stemHtml: `<p>${stem}</p>`,
    feedbackHtml: "<p>Clause 9.2 covers internal audits.</p>",
    points,
    options: [
      { id: "wrong", html: "<p>Any auditor</p>", isCorrect: false, feedbackHtml: "<p>Not quite.</p>" },
      { id: "right", html: "<p>Top management</p>", isCorrect: true, feedbackHtml: "<p>Yes.</p>" },
      { id: "other", html: "<p>The auditee</p>", isCorrect: false, feedbackHtml: "" },
    ],
  };
}

export function essay(stem: string, points = 10): QuestionContent {
  return {
    type: "essay",
    stemHtml: `<p>${stem}</p>`,
    feedbackHtml: "",
    points,
    markingGuideHtml: "<p>Names the audit criteria and the evidence.</p>",
    maxWords: 300,
  };
}

/** One question of each of the nine types, with the form fields that answer each correctly. */
export const NINE_TYPES: Array<{ content: QuestionContent; fields: (id: string) => Record<string, string[]> }> = [
  { content: singleChoice("Who approves the audit programme?"), fields: (id) => ({ [id]: ["right"] }) },
  {
    content: {
      type: "multiple",
      stemHtml: "<p>Which are management system standards?</p>",
      feedbackHtml: "",
      points: 2,
      options: [
        { id: "a", html: "ISO 9001", isCorrect: true, feedbackHtml: "" },
        { id: "b", html: "ISO 45001", isCorrect: true, feedbackHtml: "" },
        { id: "c", html: "ISO 8601", isCorrect: false, feedbackHtml: "" },
      ],
    },
    fields: (id) => ({ [id]: ["a", "b"] }),
  },
  {
    content: {
      type: "true-false",
      stemHtml: "<p>An audit samples evidence.</p>",
      feedbackHtml: "",
      points: 1,
      correctAnswer: true,
    },
    fields: (id) => ({ [id]: ["true"] }),
  },
  {
    content: {
      type: "matching",
      stemHtml: "<p>Match the standard to its subject.</p>",
      feedbackHtml: "",
      points: 2,
      pairs: [
        { id: "p1", promptHtml: "ISO 9001", answer: "Quality" },
        { id: "p2", promptHtml: "ISO 14001", answer: "Environment" },
      ],
    },
    fields: (id) => ({ [`${id}:p1`]: ["Quality"], [`${id}:p2`]: ["Environment"] }),
  },
  {
    content: {
      type: "ordering",
      stemHtml: "<p>Put the audit steps in order.</p>",
      feedbackHtml: "",
      points: 2,
      items: [
        { id: "plan", html: "Plan" },
        { id: "do", html: "Conduct" },
        { id: "report", html: "Report" },
      ],
    },
    fields: (id) => ({ [id]: ["plan", "do", "report"] }),
  },
  {
    content: {
      type: "short-answer",
      stemHtml: "<p>Which clause covers internal audit?</p>",
      feedbackHtml: "",
      points: 1,
      acceptedAnswers: ["9.2", "clause 9.2"],
      caseSensitive: false,
    },
    fields: (id) => ({ [id]: ["Clause 9.2"] }),
  },
  {
    content: {
      type: "numeric",
      stemHtml: "<p>How many clauses has ISO 9001?</p>",
      feedbackHtml: "",
      points: 1,
      correctValue: 10,
      tolerance: 0,
    },
    fields: (id) => ({ [id]: ["10"] }),
  },
  {
    content: {
      type: "fill-blanks",
      stemHtml: "<p>Fill in the blanks.</p>",
      feedbackHtml: "",
      points: 2,
      text: "ISO [[9001]] is about [[quality|quality management]].",
      caseSensitive: false,
    },
    fields: (id) => ({ [id]: ["9001", "Quality"] }),
  },
  { content: essay("Describe an audit finding."), fields: (id) => ({ [id]: ["The procedure was not followed."] }) },
];

export function bankSettings(overrides: Partial<BankQuizSettings> = {}): BankQuizSettings {
  return { ...newBankQuizSettings(), ...overrides };
}

/** A repeatable random source (mulberry32), so a draw in a test is the same every run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
}

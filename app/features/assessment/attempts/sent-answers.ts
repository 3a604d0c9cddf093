import { formatNumber } from "~/lib/i18n/format";
import { type Outcome, refuse } from "~/lib/refusal";
import { type AnswerByType, answerSchemas, type QuestionAnswer } from "../questions/question-types";
import type { AttemptAnswers, AttemptQuestion } from "./attempt-questions";
import * as m from "./messages";

/** The answer fields as posted (attempt-view.ts names them): the part after the prefix, and every value sent under it. */
export type SentAnswerFields = Record<string, string[]>;

/**
 * The attempt's answers from the posted fields: refused (invalid) when a field names a question the
 * attempt did not show, or an option, item or prompt its question does not have; an answer that is
 * too long gets its message beside the question. A question left unanswered has no answer (it scores 0).
 */
export function readSentAnswers(
  questions: AttemptQuestion[],
  fields: SentAnswerFields,
): Outcome<{ answers: AttemptAnswers }> {
  const byId = new Map(questions.map((question) => [question.questionId, question]));
  const valuesByQuestion = new Map<string, string[]>();
  const pairsByQuestion = new Map<string, Record<string, string>>();
  for (const [name, values] of Object.entries(fields)) {
    const separator = name.indexOf(":");
    const questionId = separator === -1 ? name : name.slice(0, separator);
    const question = byId.get(questionId);
    if (!question) return refuse("invalid", m.notShown());
    if (separator === -1) valuesByQuestion.set(questionId, values);
    else {
      const pairs = pairsByQuestion.get(questionId) ?? {};
      pairs[name.slice(separator + 1)] = values[0] ?? "";
      pairsByQuestion.set(questionId, pairs);
    }
  }
  const answers: AttemptAnswers = {};
  const fieldErrors: Record<string, string> = {};
  for (const question of questions) {
    const read = readOne(question, valuesByQuestion.get(question.questionId), pairsByQuestion.get(question.questionId));
    if (read === "foreign") return refuse("invalid", m.foreignChoice());
    if (read === null) continue;
    const checked = answerSchemas[question.content.type].safeParse(read);
    if (!checked.success) {
      fieldErrors[question.questionId] = checked.error.issues[0]?.message ?? m.answerUnreadable();
      continue;
    }
    const wordLimit = question.content.type === "essay" ? question.content.maxWords : null;
    const words = countWords((checked.data as AnswerByType["essay"]).text ?? "");
    if (wordLimit !== null && words > wordLimit) {
      fieldErrors[question.questionId] = m.tooManyWords({ words: formatNumber(words), limit: formatNumber(wordLimit) });
      continue;
    }
    answers[question.questionId] = checked.data as QuestionAnswer;
  }
  if (Object.keys(fieldErrors).length > 0) return refuse("invalid", m.checkAnswersMarked(), fieldErrors);
  return { ok: true, answers };
}

/** The answer the fields make for one question, null when unanswered, "foreign" for a value it does not offer. */
function readOne(
  question: AttemptQuestion,
  values: string[] | undefined,
  pairs: Record<string, string> | undefined,
): QuestionAnswer | null | "foreign" {
  const { content } = question;
  const sent = (values ?? []).filter((value) => value !== "");
  switch (content.type) {
    case "single":
    case "multiple": {
      const known = new Set(content.options.map((option) => option.id));
      if (sent.some((value) => !known.has(value))) return "foreign";
      const optionIds = [...new Set(sent)];
      return optionIds.length > 0 ? { optionIds } : null;
    }
    case "true-false": {
      const [value] = sent;
      if (value === undefined) return null;
      if (value !== "true" && value !== "false") return "foreign";
      return { value: value === "true" };
    }
    case "matching": {
      if (!pairs) return null;
      const known = new Set(content.pairs.map((pair) => pair.id));
      if (Object.keys(pairs).some((pairId) => !known.has(pairId))) return "foreign";
      const chosen = Object.fromEntries(Object.entries(pairs).filter(([, answer]) => answer !== ""));
      return Object.keys(chosen).length > 0 ? { answers: chosen } : null;
    }
    case "ordering": {
      if (sent.length === 0) return null;
      const known = content.items.map((item) => item.id);
      const isPermutation = sent.length === known.length && known.every((id) => sent.includes(id));
      return isPermutation ? { itemIds: sent } : "foreign";
    }
    case "short-answer":
    case "numeric":
    case "essay": {
      const text = values?.[0] ?? "";
      return text.trim() === "" ? null : { text };
    }
    case "fill-blanks": {
      const blanks = values ?? [];
      return blanks.some((blank) => blank.trim() !== "") ? { blanks } : null;
    }
  }
}

function countWords(text: string): number {
  const trimmed = text.trim();
  return trimmed === "" ? 0 : trimmed.split(/\s+/).length;
}

import { answerText, type StoredAnswer } from "./answers";
import { type FieldType, type FormField, hasOptions, takesAnswer } from "./field-types";
import * as m from "./messages";

/**
 * The summary per question: how many answered, counts per option for choice fields (an answer no
 * longer among the options is counted under its own text), average/lowest/highest for numbers,
 * and the latest few answers for text. Pure, so the counts are tested without a database.
 */
export interface QuestionSummary {
  fieldId: string;
  label: string;
  type: FieldType;
  answered: number;
  /** Choice and consent fields: each option with its count, the form's order first. */
  counts: Array<{ option: string; count: number }>;
  /** Number fields. */
  average: number | null;
  lowest: number | null;
  highest: number | null;
  /** Text-like fields: up to five of the latest answers. */
  latest: string[];
}

const LATEST_SHOWN = 5;

const isAnswered = (answer: StoredAnswer | undefined) =>
  Boolean(answer) &&
  answer?.value !== null &&
  answer?.value !== "" &&
  !(Array.isArray(answer?.value) && answer.value.length === 0) &&
  answer?.value !== false;

/** `responses` newest first, each its stored answers. */
export function summariseResponses(
  fields: readonly FormField[],
  responses: ReadonlyArray<readonly StoredAnswer[]>,
): QuestionSummary[] {
  return fields.filter(takesAnswer).map((field) => {
    const answers = responses.map((answers) => answers.find((answer) => answer.fieldId === field.id));
    const given = answers.filter(isAnswered) as StoredAnswer[];
    const summary: QuestionSummary = {
      fieldId: field.id,
      label: field.label,
      type: field.type,
      answered: given.length,
      counts: [],
      average: null,
      lowest: null,
      highest: null,
      latest: [],
    };
    if (hasOptions(field)) {
      const counts = new Map(field.options.map((option) => [option, 0]));
      for (const answer of given) {
        const chosen = Array.isArray(answer.value) ? answer.value : [String(answer.value)];
        for (const option of chosen) counts.set(option, (counts.get(option) ?? 0) + 1);
      }
      summary.counts = [...counts].map(([option, count]) => ({ option, count }));
    } else if (field.type === "consent") {
      summary.counts = [
        { option: m.yes(), count: given.length },
        { option: m.no(), count: answers.filter((answer) => answer && answer.value === false).length },
      ];
    } else if (field.type === "number") {
      const numbers = given.map((answer) => Number(answer.value)).filter((value) => Number.isFinite(value));
      if (numbers.length > 0) {
        summary.average = Math.round((numbers.reduce((sum, value) => sum + value, 0) / numbers.length) * 100) / 100;
        summary.lowest = Math.min(...numbers);
        summary.highest = Math.max(...numbers);
      }
    } else {
      summary.latest = given.slice(0, LATEST_SHOWN).map((answer) => answerText(answer));
    }
    return summary;
  });
}

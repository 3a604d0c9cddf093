import { type CsvCell, parseCsv, toCsv } from "~/lib/csv";
import { decimalOrText, tagsFromText } from "./bank.schema";
import * as m from "./messages";
import { QUESTION_TYPES, type QuestionContent, type QuestionType } from "./question-types";

/**
 * A question bank as CSV: one row per question (docs/decisions/0091-question-bank.md).
 * The columns, in this order (a column may be left empty where its type does not use it):
 *
 * | column          | used by                    | what it holds |
 * |-----------------|----------------------------|---------------|
 * | category        | all                        | the category's name (made in the bank if missing; empty: the category chosen on import) |
 * | type            | all                        | single, multiple, true-false, matching, ordering, short-answer, numeric, fill-blanks, essay |
 * | title           | all                        | a short name for lists (empty: the question's first words) |
 * | tags            | all                        | tags separated by commas |
 * | points          | all                        | a whole number from 1 to 100 |
 * | question        | all                        | the question (HTML) |
 * | feedback        | all                        | shown after the attempt (HTML) |
 * | choices         | single, multiple, matching, ordering | one per line: the options; the prompts; the items in their right order |
 * | correct         | single, multiple, true-false | the right choices' numbers (1 for the first; several as 1;3), or true / false |
 * | choice_feedback | single, multiple           | one line per choice, in the choices' order (a line may be empty) |
 * | answers         | matching, short-answer, numeric | one per line: each prompt's answer; the accepted answers; the correct value ("3,5" reads) |
 * | case_sensitive  | short-answer, fill-blanks  | yes or no (empty: no) |
 * | tolerance       | numeric                    | how far from the value an answer may be (empty: 0) |
 * | text            | fill-blanks                | the text with its blanks, "ISO [[9001]] is about [[quality|quality management]]." |
 * | marking_guide   | essay                      | what the marker looks for (HTML) |
 * | max_words       | essay                      | the most words an answer may have (empty: no limit) |
 *
 * HTML inside a line-per-item cell is written on one line (its line breaks become spaces).
 */
const BANK_CSV_COLUMNS = [
  "category",
  "type",
  "title",
  "tags",
  "points",
  "question",
  "feedback",
  "choices",
  "correct",
  "choice_feedback",
  "answers",
  "case_sensitive",
  "tolerance",
  "text",
  "marking_guide",
  "max_words",
] as const;
type Column = (typeof BANK_CSV_COLUMNS)[number];

export interface CsvQuestion {
  categoryName: string;
  title: string;
  tags: string[];
  content: QuestionContent;
}

const oneLine = (html: string) => html.replace(/\r?\n/g, " ");

export function bankToCsv(questions: readonly CsvQuestion[], timeZone: string): string {
  const rows: CsvCell[][] = [[...BANK_CSV_COLUMNS]];
  for (const question of questions) {
    const cells: Partial<Record<Column, CsvCell>> = {
      category: question.categoryName,
      type: question.content.type,
      title: question.title,
      tags: question.tags.join(", "),
      points: question.content.points,
      question: question.content.stemHtml,
      feedback: question.content.feedbackHtml,
      ...typeCells(question.content),
    };
    rows.push(BANK_CSV_COLUMNS.map((column) => cells[column] ?? ""));
  }
  return toCsv(rows, { timeZone });
}

function typeCells(content: QuestionContent): Partial<Record<Column, CsvCell>> {
  switch (content.type) {
    case "single":
    case "multiple":
      return {
        choices: content.options.map((option) => oneLine(option.html)).join("\n"),
        correct: content.options.flatMap((option, index) => (option.isCorrect ? [String(index + 1)] : [])).join(";"),
        choice_feedback: content.options.some((option) => option.feedbackHtml !== "")
          ? content.options.map((option) => oneLine(option.feedbackHtml)).join("\n")
          : "",
      };
    case "true-false":
      return { correct: content.correctAnswer ? "true" : "false" };
    case "matching":
      return {
        choices: content.pairs.map((pair) => oneLine(pair.promptHtml)).join("\n"),
        answers: content.pairs.map((pair) => oneLine(pair.answer)).join("\n"),
      };
    case "ordering":
      return { choices: content.items.map((item) => oneLine(item.html)).join("\n") };
    case "short-answer":
      return {
        answers: content.acceptedAnswers.join("\n"),
        case_sensitive: content.caseSensitive ? "yes" : "no",
      };
    case "numeric":
      return { answers: String(content.correctValue), tolerance: String(content.tolerance) };
    case "fill-blanks":
      return { text: content.text, case_sensitive: content.caseSensitive ? "yes" : "no" };
    case "essay":
      return {
        marking_guide: content.markingGuideHtml,
        max_words: content.maxWords === null ? "" : String(content.maxWords),
      };
  }
}

export interface CsvRowProblem {
  /** The row's number in the file, the header being row 1 (as a spreadsheet numbers it). */
  row: number;
  column: string;
  message: string;
}

export interface CsvRow {
  row: number;
  categoryName: string;
  title: string;
  tags: string[];
  /** Not yet checked: the bank checks it with the content schema (and sanitises it). */
  content: Record<string, unknown>;
}

/** The file's rows as questions to check, or the problems that stop the whole import. */
export function readBankCsv(text: string): { ok: true; rows: CsvRow[] } | { ok: false; problems: CsvRowProblem[] } {
  const table = parseCsv(text).filter((cells) => cells.some((cell) => cell.trim() !== ""));
  const header = (table[0] ?? []).map((cell) => cell.trim().toLowerCase());
  const problems: CsvRowProblem[] = [];
  if (header.length === 0) return { ok: false, problems: [{ row: 1, column: "", message: m.csvEmpty() }] };
  for (const column of ["type", "question"]) {
    if (!header.includes(column)) problems.push({ row: 1, column, message: m.csvNoColumn({ column }) });
  }
  for (const column of header) {
    if (!(BANK_CSV_COLUMNS as readonly string[]).includes(column))
      problems.push({
        row: 1,
        column,
        message: m.csvUnknownColumn({ column, columns: BANK_CSV_COLUMNS.join(", ") }),
      });
  }
  if (problems.length > 0) return { ok: false, problems };
  const rows: CsvRow[] = [];
  table.slice(1).forEach((cells, index) => {
    const rowNumber = index + 2;
    const cell = (column: Column) => unneutralise(cells[header.indexOf(column)] ?? "");
    const type = cell("type").trim().toLowerCase();
    if (!(QUESTION_TYPES as readonly string[]).includes(type)) {
      problems.push({
        row: rowNumber,
        column: "type",
        message: type ? m.csvNotAType({ type: type.slice(0, 40), types: QUESTION_TYPES.join(", ") }) : m.csvTypeEmpty(),
      });
      return;
    }
    const read = contentFromCells(type as QuestionType, cell);
    if (typeof read === "string") {
      const [column, message] = read.split("\u0000") as [string, string];
      problems.push({ row: rowNumber, column, message });
      return;
    }
    rows.push({
      row: rowNumber,
      categoryName: cell("category").trim(),
      title: cell("title").trim(),
      tags: tagsFromText(cell("tags")),
      content: read,
    });
  });
  return problems.length > 0 ? { ok: false, problems } : { ok: true, rows };
}

/** A cell the export neutralised for spreadsheets ('=...) read back as written. */
function unneutralise(cell: string): string {
  return /^'[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/.test(cell) ? cell.slice(1) : cell;
}

const lines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== "");

function yesNo(text: string): boolean | null {
  const value = text.trim().toLowerCase();
  if (value === "" || value === "no" || value === "false" || value === "0") return false;
  if (value === "yes" || value === "true" || value === "1") return true;
  return null;
}

/** The content's fields from the cells; a string "column\0message" when a cell cannot be read at all. */
function contentFromCells(type: QuestionType, cell: (column: Column) => string): Record<string, unknown> | string {
  const pointsText = cell("points").trim();
  const base = {
    type,
    stemHtml: cell("question"),
    feedbackHtml: cell("feedback"),
    points: pointsText === "" ? 1 : /^\d{1,6}$/.test(pointsText) ? Number(pointsText) : pointsText,
  };
  switch (type) {
    case "single":
    case "multiple": {
      const choices = lines(cell("choices"));
      const correctText = cell("correct").trim();
      const numbers = correctText.split(/[;,\s]+/).filter(Boolean);
      if (numbers.length === 0) return `correct\u0000${m.csvGiveChoiceNumber()}`;
      if (
        !numbers.every((number) => /^\d{1,2}$/.test(number) && Number(number) >= 1 && Number(number) <= choices.length)
      )
        return `correct\u0000${m.csvNotChoiceNumber({ text: correctText.slice(0, 20), count: choices.length })}`;
      const feedback = cell("choice_feedback").split(/\r?\n/);
      if (
        lines(cell("choice_feedback")).length > 0 &&
        feedback.filter((line, i) => i >= choices.length && line.trim()).length
      )
        return `choice_feedback\u0000${m.csvMoreFeedback()}`;
      return {
        ...base,
        options: choices.map((html, index) => ({
          id: `o${index + 1}`,
          html,
          isCorrect: numbers.map(Number).includes(index + 1),
          feedbackHtml: (feedback[index] ?? "").trim(),
        })),
      };
    }
    case "true-false": {
      const value = cell("correct").trim().toLowerCase();
      if (value !== "true" && value !== "false") return `correct\u0000${m.csvTrueOrFalse()}`;
      return { ...base, correctAnswer: value === "true" };
    }
    case "matching": {
      const prompts = lines(cell("choices"));
      const answers = lines(cell("answers"));
      if (prompts.length !== answers.length)
        return `answers\u0000${m.csvPromptsAnswers({ prompts: prompts.length, answers: answers.length })}`;
      return {
        ...base,
        pairs: prompts.map((promptHtml, index) => ({ id: `p${index + 1}`, promptHtml, answer: answers[index] })),
      };
    }
    case "ordering":
      return { ...base, items: lines(cell("choices")).map((html, index) => ({ id: `i${index + 1}`, html })) };
    case "short-answer": {
      const caseSensitive = yesNo(cell("case_sensitive"));
      if (caseSensitive === null) return `case_sensitive\u0000${m.csvYesOrNo()}`;
      return { ...base, acceptedAnswers: lines(cell("answers")), caseSensitive };
    }
    case "numeric": {
      const value = decimalOrText(cell("answers"));
      if (typeof value !== "number") return `answers\u0000${m.csvOneNumber()}`;
      const tolerance = decimalOrText(cell("tolerance") || "0");
      if (typeof tolerance !== "number") return `tolerance\u0000${m.csvTolerance()}`;
      return { ...base, correctValue: value, tolerance };
    }
    case "fill-blanks": {
      const caseSensitive = yesNo(cell("case_sensitive"));
      if (caseSensitive === null) return `case_sensitive\u0000${m.csvYesOrNo()}`;
      return { ...base, text: cell("text"), caseSensitive };
    }
    case "essay": {
      const maxWords = cell("max_words").trim();
      if (maxWords !== "" && !/^\d{1,6}$/.test(maxWords)) return `max_words\u0000${m.csvMostWords()}`;
      return { ...base, markingGuideHtml: cell("marking_guide"), maxWords: maxWords === "" ? null : Number(maxWords) };
    }
  }
}

/** The CSV column a content schema path belongs to, for a row's message. */
export function csvColumnForPath(path: readonly PropertyKey[]): string {
  const [first, , field] = path.map(String);
  const columns: Record<string, string> = {
    stemHtml: "question",
    feedbackHtml: "feedback",
    points: "points",
    options:
      field === "feedbackHtml"
        ? "choice_feedback"
        : field === "isCorrect" || field === undefined
          ? "correct"
          : "choices",
    pairs: field === "answer" ? "answers" : "choices",
    items: "choices",
    acceptedAnswers: "answers",
    correctValue: "answers",
    tolerance: "tolerance",
    text: "text",
    markingGuideHtml: "marking_guide",
    maxWords: "max_words",
    caseSensitive: "case_sensitive",
    correctAnswer: "correct",
  };
  return columns[first ?? ""] ?? first ?? "";
}

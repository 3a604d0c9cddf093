import { z } from "zod";
import { formVersion } from "~/lib/form-numbers";
import * as m from "./messages";
import { QUESTION_TYPES, type QuestionType } from "./question-types";

/**
 * The question bank's forms (decision 0090-assessment-model): the bank page's intents (categories,
 * archive, imports) and the question editor's. Client-safe: routes import the intent names into
 * their `access`, and the editor reads the same field names.
 */

export const CREATE_CATEGORY_INTENT = "create-category";
export const RENAME_CATEGORY_INTENT = "rename-category";
export const DELETE_CATEGORY_INTENT = "delete-category";
export const ARCHIVE_QUESTION_INTENT = "archive-question";
export const RESTORE_QUESTION_INTENT = "restore-question";
export const IMPORT_CSV_INTENT = "import-csv";
export const IMPORT_QTI_INTENT = "import-qti";
export const SAVE_QUESTION_INTENT = "save-question";

export const QUESTION_LIST_PAGE_SIZE = 25;
const MAX_TAGS = 20;
const MAX_TAG_LENGTH = 40;

/** The file field of both imports, and their bounds (refused with 413 past them). */
export const IMPORT_FILE_FIELD = "file";
export const CSV_IMPORT_MAX_BYTES = 2_000_000;
export const QTI_IMPORT_MAX_BYTES = 5_000_000;
export const MAX_IMPORTED_QUESTIONS = 1_000;

const categoryName = z
  .string({ error: () => m.enterCategoryName() })
  .trim()
  .min(1, { error: () => m.enterCategoryName() })
  .max(120, { error: () => m.categoryNameTooLong() });
const recordId = z
  .string({ error: () => m.formLostRecord() })
  .min(1)
  .max(64);

export const bankIntentSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal(CREATE_CATEGORY_INTENT), name: categoryName }),
    z.object({
      intent: z.literal(RENAME_CATEGORY_INTENT),
      categoryId: recordId,
      name: categoryName,
      version: formVersion(),
    }),
    z.object({ intent: z.literal(DELETE_CATEGORY_INTENT), categoryId: recordId, version: formVersion() }),
    z.object({ intent: z.literal(ARCHIVE_QUESTION_INTENT), questionId: recordId, version: formVersion() }),
    z.object({ intent: z.literal(RESTORE_QUESTION_INTENT), questionId: recordId, version: formVersion() }),
    z.object({ intent: z.literal(IMPORT_CSV_INTENT), categoryId: recordId }),
    z.object({ intent: z.literal(IMPORT_QTI_INTENT), categoryId: recordId }),
  ],
  { error: () => m.unknownBankIntent() },
);
export type BankIntent = z.infer<typeof bankIntentSchema>;

/** The editor's fields besides the question's content (read by questionContentFromFields). */
export const questionFormSchema = z.object({
  intent: z.literal(SAVE_QUESTION_INTENT),
  categoryId: z
    .string({ error: () => m.chooseCategory() })
    .min(1, { error: () => m.chooseCategory() })
    .max(64),
  title: z
    .string()
    .trim()
    .max(200, { error: () => m.titleTooLong() })
    .default(""),
  tags: z
    .string()
    .max(2_000, { error: () => m.tooManyTags() })
    .default(""),
  type: z.enum(QUESTION_TYPES, { error: () => m.chooseQuestionType() }),
  /** 0 for a new question. */
  version: z.coerce.number().int().min(0).max(2_147_483_647).default(0),
});

/** Tags as stored: trimmed, lower case, inner spaces made one; empty ones dropped, duplicates once. */
export function normaliseTags(tags: readonly string[]): { ok: true; tags: string[] } | { ok: false; message: string } {
  const normalised = [
    ...new Set(
      tags.map((tag) => tag.normalize("NFC").trim().replace(/\s+/g, " ").toLocaleLowerCase("en-ZA")).filter(Boolean),
    ),
  ];
  const tooLong = normalised.find((tag) => tag.length > MAX_TAG_LENGTH);
  if (tooLong) return { ok: false, message: m.tagTooLong({ max: MAX_TAG_LENGTH, tag: tooLong.slice(0, 20) }) };
  if (normalised.length > MAX_TAGS) return { ok: false, message: m.tooManyTagsCount({ max: MAX_TAGS }) };
  return { ok: true, tags: normalised };
}

/** Tags as typed in one box: separated by commas. */
export function tagsFromText(text: string): string[] {
  return text.split(",");
}

/** The question's content as the editor sends it, field by field, before the content schema reads it. */
export function questionContentFromFields(type: QuestionType, fields: Readonly<Record<string, string>>): unknown {
  const text = (name: string) => fields[name] ?? "";
  const rows = (prefix: string) => {
    const indexes = new Set<number>();
    for (const name of Object.keys(fields)) {
      const match = new RegExp(`^${prefix}\\.(\\d{1,2})\\.`).exec(name);
      if (match) indexes.add(Number(match[1]));
    }
    return [...indexes].sort((a, b) => a - b);
  };
  const base = {
    type,
    stemHtml: text("stemHtml"),
    feedbackHtml: text("feedbackHtml"),
    points: numberOrText(text("points")),
  };
  switch (type) {
    case "single":
    case "multiple":
      return {
        ...base,
        options: rows("option").map((index) => ({
          id: text(`option.${index}.id`),
          html: text(`option.${index}.html`),
          feedbackHtml: text(`option.${index}.feedbackHtml`),
          isCorrect:
            type === "single" ? text("correctOption") === String(index) : text(`option.${index}.correct`) === "on",
        })),
      };
    case "true-false":
      return { ...base, correctAnswer: text("correctAnswer") === "true" };
    case "matching":
      return {
        ...base,
        pairs: rows("pair").map((index) => ({
          id: text(`pair.${index}.id`),
          promptHtml: text(`pair.${index}.promptHtml`),
          answer: text(`pair.${index}.answer`),
        })),
      };
    case "ordering":
      return {
        ...base,
        items: rows("item").map((index) => ({ id: text(`item.${index}.id`), html: text(`item.${index}.html`) })),
      };
    case "short-answer":
      return {
        ...base,
        acceptedAnswers: text("acceptedAnswers")
          .split(/\r?\n/)
          .filter((line) => line.trim() !== ""),
        caseSensitive: text("caseSensitive") === "on",
      };
    case "numeric":
      return {
        ...base,
        correctValue: decimalOrText(text("correctValue")),
        tolerance: decimalOrText(text("tolerance") || "0"),
      };
    case "fill-blanks":
      return { ...base, text: text("text"), caseSensitive: text("caseSensitive") === "on" };
    case "essay":
      return {
        ...base,
        markingGuideHtml: text("markingGuideHtml"),
        maxWords: text("maxWords").trim() === "" ? null : numberOrText(text("maxWords")),
      };
  }
}

/** The content schema's path as the editor's field name (options.2.html → option.2.html). */
export function fieldNameForPath(path: readonly PropertyKey[]): string {
  const [first, ...rest] = path.map(String);
  const renamed: Record<string, string> = { options: "option", pairs: "pair", items: "item" };
  if (first === undefined) return "form";
  if (first === "options" && rest.length === 0) return "options";
  return [renamed[first] && rest.length > 0 ? renamed[first] : first, ...rest].join(".");
}

function numberOrText(text: string): number | string {
  return /^\s*-?\d+\s*$/.test(text) ? Number(text) : text;
}

/** A typed decimal ("3,5" or "3.5"), or the text as typed so the schema says it is not a number. */
export function decimalOrText(text: string): number | string {
  const compact = text.trim().replace(/[\s\u00a0]/g, "");
  if (!/^[-+]?\d+([.,]\d+)?$/.test(compact)) return text;
  return Number(compact.replace(",", "."));
}

/** The list's ?after= cursor: "<created_at>~<id>", made by the list itself. */
export function encodeCursor(position: { createdAt: string; id: string }): string {
  return `${position.createdAt}~${position.id}`;
}

export function decodeCursor(text: string | null): { createdAt: string; id: string } | null | "invalid" {
  if (text === null || text === "") return null;
  const match = /^(\d{4}-\d{2}-\d{2}T[\d:.]+Z)~([a-z0-9]{1,64})$/.exec(text);
  if (!match) return "invalid";
  return { createdAt: match[1] as string, id: match[2] as string };
}

import { formatNumber } from "~/lib/i18n/format";
import {
  type FieldType,
  type FormField,
  hasOptions,
  inputName,
  LIMITS,
  optionInputName,
  takesAnswer,
} from "./field-types";
import * as m from "./messages";

/**
 * Reads a public form's posted answers against the form's fields: the one place that decides what
 * a valid answer is (the server calls it for every submission; nothing from the browser is trusted).
 * A refusal carries a message per field and the values as sent, so the form shows them again.
 */

interface UploadedFileAnswer {
  uploadId: string;
  storedName: string;
  name: string;
  size: number;
  contentType: string;
}

export type AnswerValue = string | string[] | number | boolean | UploadedFileAnswer | null;

/** One answer as a response stores it: with the label and kind of field it was given under. */
export interface StoredAnswer {
  fieldId: string;
  label: string;
  type: FieldType;
  value: AnswerValue;
}

/** What the form showed as sent, by input name: to fill the form in again after a refusal. */
export type SubmittedValues = Record<string, string | string[]>;

export interface PostedForm {
  get(name: string): unknown;
}

export type ReadAnswers =
  | { ok: true; answers: StoredAnswer[]; values: SubmittedValues }
  | { ok: false; fieldErrors: Record<string, string>; values: SubmittedValues };

export const ANSWER_MESSAGES = {
  required: () => m.fieldRequired(),
  email: () => m.enterValidEmail(),
  phone: () => m.enterValidPhone(),
  number: () => m.enterNumber(),
  date: () => m.enterDate(),
  choice: () => m.chooseOption(),
  tooLong: (max: number) => m.atMostCharacters({ max: formatNumber(max) }),
  atLeast: (min: number) => m.atLeastNumber({ min: formatNumber(min) }),
  atMost: (max: number) => m.atMostNumber({ max: formatNumber(max) }),
} as const;

const EMAIL_PATTERN = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]+$/;
const PHONE_PATTERN = /^\+?[0-9 ()-]+$/;
const NUMBER_PATTERN = /^-?\d{1,15}(\.\d{1,6})?$/;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

function isRealDate(value: string): boolean {
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const textOf = (value: unknown) => (typeof value === "string" ? value.replace(/\r\n?/g, "\n").trim() : "");

/** One field's answer, or the message that says what is wrong with it. */
function readOne(
  field: FormField,
  posted: PostedForm,
  hasFile: boolean,
): { value: AnswerValue; shown: string | string[] } | { error: string; shown: string | string[] } {
  const name = inputName(field.id);
  if (field.type === "multiple-choice") {
    // One input per option (name.0, name.1, …) carrying the option's text: a streamed upload form
    // keeps one value per name, so a repeated name would lose all but the first tick.
    const chosen = field.options
      .map((_, index) => textOf(posted.get(optionInputName(field.id, index))))
      .filter(Boolean);
    if (chosen.length === 0)
      return field.required ? { error: ANSWER_MESSAGES.required(), shown: [] } : { value: [], shown: [] };
    if (chosen.some((choice) => !field.options.includes(choice))) return { error: ANSWER_MESSAGES.choice(), shown: [] };
    // In the form's order, each once, whatever order they came in.
    const ordered = field.options.filter((option) => chosen.includes(option));
    return { value: ordered, shown: ordered };
  }
  if (field.type === "consent") {
    const ticked = ["on", "true", "1", "yes"].includes(textOf(posted.get(name)));
    if (!ticked && field.required) return { error: ANSWER_MESSAGES.required(), shown: "" };
    return { value: ticked, shown: ticked ? "on" : "" };
  }
  if (field.type === "file") {
    if (!hasFile && field.required) return { error: ANSWER_MESSAGES.required(), shown: "" };
    return { value: null, shown: "" };
  }
  const text = textOf(posted.get(name));
  if (text === "")
    return field.required ? { error: ANSWER_MESSAGES.required(), shown: "" } : { value: null, shown: "" };
  const max = field.type === "long-text" ? LIMITS.longText : LIMITS.shortText;
  if (text.length > max) return { error: ANSWER_MESSAGES.tooLong(max), shown: text.slice(0, max) };
  switch (field.type) {
    case "email":
      return EMAIL_PATTERN.test(text) && text.length <= 254
        ? { value: text, shown: text }
        : { error: ANSWER_MESSAGES.email(), shown: text };
    case "phone":
      return PHONE_PATTERN.test(text) && text.replace(/\D/g, "").length >= 7 && text.length <= 30
        ? { value: text, shown: text }
        : { error: ANSWER_MESSAGES.phone(), shown: text };
    case "number": {
      const normalised = text.replace(/\s/g, "").replace(",", ".");
      if (!NUMBER_PATTERN.test(normalised)) return { error: ANSWER_MESSAGES.number(), shown: text };
      const number = Number(normalised);
      if (field.min !== null && number < field.min) return { error: ANSWER_MESSAGES.atLeast(field.min), shown: text };
      if (field.max !== null && number > field.max) return { error: ANSWER_MESSAGES.atMost(field.max), shown: text };
      return { value: number, shown: text };
    }
    case "date":
      return isRealDate(text) ? { value: text, shown: text } : { error: ANSWER_MESSAGES.date(), shown: text };
    default:
      if (hasOptions(field) && !field.options.includes(text)) return { error: ANSWER_MESSAGES.choice(), shown: "" };
      return { value: text, shown: text };
  }
}

/**
 * Every answered field of the form read from what was posted. `hasFile` says whether the file
 * field's part came with a file (the file itself is checked and stored by the caller afterwards).
 */
export function readAnswers(fields: readonly FormField[], posted: PostedForm, hasFile = false): ReadAnswers {
  const answers: StoredAnswer[] = [];
  const fieldErrors: Record<string, string> = {};
  const values: SubmittedValues = {};
  for (const field of fields) {
    if (!takesAnswer(field)) continue;
    const read = readOne(field, posted, hasFile);
    values[inputName(field.id)] = read.shown;
    if ("error" in read) fieldErrors[inputName(field.id)] = read.error;
    else answers.push({ fieldId: field.id, label: field.label, type: field.type, value: read.value });
  }
  return Object.keys(fieldErrors).length > 0 ? { ok: false, fieldErrors, values } : { ok: true, answers, values };
}

/** An answer as one line of text: for the responses table, the CSV and the mails. */
export function answerText(answer: Pick<StoredAnswer, "type" | "value"> | undefined): string {
  if (!answer || answer.value === null || answer.value === undefined) return "";
  const { value } = answer;
  if (Array.isArray(value)) return value.join("; ");
  if (typeof value === "boolean") return value ? m.yes() : m.no();
  if (typeof value === "number") return String(value);
  if (typeof value === "object") return value.name;
  return value;
}

/** The first email answer: where the confirmation mail goes, and what the responses list searches. */
export function respondentEmail(answers: readonly StoredAnswer[]): string {
  const email = answers.find((answer) => answer.type === "email" && typeof answer.value === "string");
  return typeof email?.value === "string" ? email.value.toLowerCase() : "";
}

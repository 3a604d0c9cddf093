import * as m from "./messages";
/**
 * The kinds of field a form can hold, and what the builder, the public form and the responses
 * screens need to know about each. Plain data, no zod: the public form at /f/{slug} ships this.
 */
export const FIELD_TYPES = [
  "short-text",
  "long-text",
  "email",
  "phone",
  "number",
  "date",
  "single-choice",
  "multiple-choice",
  "dropdown",
  "file",
  "consent",
  "section",
] as const;

export type FieldType = (typeof FIELD_TYPES)[number];

const FIELD_TYPE_LABELS: Record<FieldType, () => string> = {
  "short-text": m.typeShortText,
  "long-text": m.typeLongText,
  email: m.typeEmail,
  phone: m.typePhone,
  number: m.typeNumber,
  date: m.typeDate,
  "single-choice": m.typeSingleChoice,
  "multiple-choice": m.typeMultipleChoice,
  dropdown: m.typeDropdown,
  file: m.typeFile,
  consent: m.typeConsent,
  section: m.typeSection,
};

/** A kind of field's name, in the language of the request or the page. */
export const fieldTypeLabel = (type: FieldType) => FIELD_TYPE_LABELS[type]();

/** The upload kinds (lib/upload-kinds.ts) a file field may ask for. */
export const FILE_FIELD_KINDS = ["pdf", "image"] as const;
type FileFieldKind = (typeof FILE_FIELD_KINDS)[number];

export interface FormField {
  id: string;
  type: FieldType;
  label: string;
  helpText: string;
  required: boolean;
  /** Choice fields' options, in order; empty for the others. */
  options: string[];
  /** Number fields: the smallest and largest accepted answer, or null. */
  min: number | null;
  max: number | null;
  /** File fields: what kind of file is accepted. */
  fileKind: FileFieldKind;
}

const CHOICE_TYPES: ReadonlySet<FieldType> = new Set(["single-choice", "multiple-choice", "dropdown"]);

/** A section heading only structures the form: it takes no answer. */
export const takesAnswer = (field: Pick<FormField, "type">) => field.type !== "section";

export const hasOptions = (field: Pick<FormField, "type">) => CHOICE_TYPES.has(field.type);

export const LIMITS = {
  title: 200,
  description: 2000,
  label: 300,
  helpText: 500,
  option: 200,
  options: 50,
  fields: 100,
  shortText: 500,
  longText: 5000,
  thankYou: 2000,
  /** Forms with a file field are read as a streamed upload, which carries at most 32 text fields. */
  fieldsWithFile: 30,
} as const;

/** The largest file a form's file field takes (server/request-limits.ts has the same figure as its backstop). */
export const FORM_FILE_MAX_BYTES = 10_000_000;

/** The name of a field's input in the public form. */
export const inputName = (fieldId: string) => `field-${fieldId}`;
/** A multiple-choice option's checkbox: one name per option (see answers.ts). */
export const optionInputName = (fieldId: string, index: number) => `field-${fieldId}.${index}`;

/** A field as a new one starts in the builder. */
export function newField(type: FieldType, id: string): FormField {
  return {
    id,
    type,
    // The author's starting text, in the author's language: from here on it is content they edit.
    label:
      type === "section"
        ? m.newSection()
        : type === "consent"
          ? m.iAgree()
          : m.newQuestion({ type: fieldTypeLabel(type) }),
    helpText: "",
    // A consent box that may be left unticked records no consent: it is required unless the author says otherwise.
    required: type === "consent",
    options: CHOICE_TYPES.has(type) ? [m.optionNumber({ number: 1 }), m.optionNumber({ number: 2 })] : [],
    min: null,
    max: null,
    fileKind: "pdf",
  };
}

const FORM_STATUSES = ["draft", "open", "closed"] as const;
export type FormStatus = (typeof FORM_STATUSES)[number];
const FORM_STATUS_LABELS: Record<FormStatus, () => string> = {
  draft: m.statusDraft,
  open: m.statusOpen,
  closed: m.statusClosed,
};
export const formStatusLabel = (status: FormStatus) => FORM_STATUS_LABELS[status]();
export const isFormStatus = (value: unknown): value is FormStatus =>
  typeof value === "string" && (FORM_STATUSES as readonly string[]).includes(value);

/** SPEC wording. */
export const addFormLabel = () => m.addForm();
export const addFormFailedMessage = () => m.addFormFailed();

/** The builder's and responses screens' intents. */
export const FORM_INTENTS = {
  add: "add-form",
  saveContent: "save-content",
  saveSettings: "save-settings",
  open: "open-form",
  close: "close-form",
  deleteForm: "delete-form",
  deleteResponse: "delete-response",
} as const;

/** The spam checks' field names in the public form. */
export const HONEYPOT_FIELD = "website";
export const STARTED_FIELD = "started";

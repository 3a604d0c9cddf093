import { z } from "zod";
import { boundedInteger, MAX_REQUEST_INTEGER } from "~/lib/form-numbers";
import { FIELD_TYPES, FILE_FIELD_KINDS, FORM_INTENTS, type FormField, hasOptions, LIMITS } from "./field-types";

/**
 * What the builder saves: the form's title, description and fields (the autosave posts it whole,
 * with the version it was loaded at), and the publishing settings. Checked again by the action.
 */

const text = (max: number, message: string) => z.string().trim().max(max, message);

const numberLimit = z
  .number({ error: "Enter a number" })
  .finite("Enter a number")
  .min(-MAX_REQUEST_INTEGER, "That number is too small")
  .max(MAX_REQUEST_INTEGER, "That number is too large")
  .nullable();

export const formFieldSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9]{1,20}$/, "A field has a broken id. Reload the page."),
    type: z.enum(FIELD_TYPES, { error: "Choose a kind of field" }),
    label: text(LIMITS.label, `A label is at most ${LIMITS.label} characters`).min(1, "Every field needs a label"),
    helpText: text(LIMITS.helpText, `Help text is at most ${LIMITS.helpText} characters`).default(""),
    required: z.boolean().default(false),
    options: z
      .array(
        text(LIMITS.option, `An option is at most ${LIMITS.option} characters`).min(1, "An option cannot be empty"),
      )
      .max(LIMITS.options, `A field has at most ${LIMITS.options} options`)
      .default([]),
    min: numberLimit.default(null),
    max: numberLimit.default(null),
    fileKind: z.enum(FILE_FIELD_KINDS).default("pdf"),
  })
  .superRefine((field, context) => {
    if (hasOptions(field)) {
      if (field.options.length < 1) context.addIssue({ code: "custom", message: `“${field.label}” needs an option` });
      if (new Set(field.options).size !== field.options.length) {
        context.addIssue({ code: "custom", message: `“${field.label}” has the same option twice` });
      }
    }
    if (field.min !== null && field.max !== null && field.min > field.max) {
      context.addIssue({ code: "custom", message: `“${field.label}”: the minimum is above the maximum` });
    }
  })
  .transform(
    (field): FormField => ({
      ...field,
      options: hasOptions(field) ? field.options : [],
      min: field.type === "number" ? field.min : null,
      max: field.type === "number" ? field.max : null,
      required: field.type === "section" ? false : field.required,
    }),
  );

export const formContentSchema = z
  .object({
    title: text(LIMITS.title, `The title is at most ${LIMITS.title} characters`).min(1, "Title is required"),
    description: text(LIMITS.description, `The description is at most ${LIMITS.description} characters`).default(""),
    fields: z.array(formFieldSchema).max(LIMITS.fields, `A form has at most ${LIMITS.fields} fields`),
    version: z.number().int().min(1).max(MAX_REQUEST_INTEGER),
  })
  .superRefine((content, context) => {
    const ids = content.fields.map((field) => field.id);
    if (new Set(ids).size !== ids.length) context.addIssue({ code: "custom", message: "Two fields share an id." });
    const files = content.fields.filter((field) => field.type === "file").length;
    if (files > 1) context.addIssue({ code: "custom", message: "A form can have one file upload field." });
    const answered = content.fields.filter((field) => field.type !== "section").length;
    if (files === 1 && answered > LIMITS.fieldsWithFile) {
      context.addIssue({
        code: "custom",
        message: `A form with a file upload can have at most ${LIMITS.fieldsWithFile} questions.`,
      });
    }
  });
export type FormContentInput = z.infer<typeof formContentSchema>;

const NOTIFY_USER_IDS = z.array(z.string().max(64)).max(50, "Choose at most 50 people");

/** The publishing settings, posted as a plain form. */
const formSettingsSchema = z.object({
  closesAt: z
    .string()
    .trim()
    .max(16)
    .refine((value) => value === "" || /^\d{4}-\d{2}-\d{2}$/.test(value), "Enter a date")
    .default(""),
  responseLimit: z
    .string()
    .trim()
    .max(10)
    .refine(
      (value) => value === "" || (/^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= 1_000_000),
      "Enter a whole number from 1 to 1,000,000, or leave it empty",
    )
    .default(""),
  thankYouMessage: text(LIMITS.thankYou, `At most ${LIMITS.thankYou} characters`).default(""),
  sendsConfirmation: z
    .enum(["on", "true", "1", ""])
    .optional()
    .transform((value) => value === "on" || value === "true" || value === "1"),
  notifyUserIds: NOTIFY_USER_IDS.default([]),
  version: z.coerce.number().int().min(1).max(MAX_REQUEST_INTEGER),
});
export type FormSettingsInput = z.infer<typeof formSettingsSchema>;

const UNREADABLE_FORM_CONTENT = "The form's questions could not be read. Reload the page.";

/**
 * Everything the builder posts, told apart by its intent; the route switches on it. The questions
 * come as JSON text beside the version, and are read with formContentSchema once parsed here.
 */
export const builderIntentSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({
      intent: z.literal(FORM_INTENTS.saveContent),
      content: z.string().transform((text, context): object => {
        try {
          const parsed: unknown = JSON.parse(text);
          if (parsed && typeof parsed === "object") return parsed;
        } catch {}
        context.addIssue({ code: "custom", message: UNREADABLE_FORM_CONTENT });
        return z.NEVER;
      }),
      version: z.coerce.number(),
    }),
    formSettingsSchema.extend({
      intent: z.literal(FORM_INTENTS.saveSettings),
      notifyUserIds: z
        .string()
        .default("")
        .transform((ids) => (ids ? ids.split(",") : []))
        .pipe(NOTIFY_USER_IDS),
    }),
    z.object({
      intent: z.enum([FORM_INTENTS.open, FORM_INTENTS.close]),
      version: boundedInteger(1, "This form lost the version it was opened at. Reload the page."),
    }),
  ],
  { error: "Unknown action." },
);
export type BuilderIntent = z.output<typeof builderIntentSchema>;

/** The responses screens' Delete: one response, named in the body. */
export const deleteResponseSchema = z.object({
  intent: z.literal(FORM_INTENTS.deleteResponse, { error: "Unknown action." }),
  responseId: z
    .string({ error: "Choose a response to delete." })
    .min(1, "Choose a response to delete.")
    .max(64, "Choose a response to delete."),
});

export const addFormSchema = z.object({
  title: text(LIMITS.title, `The title is at most ${LIMITS.title} characters`).min(1, "Title is required"),
});

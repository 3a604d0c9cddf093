import { z } from "zod";
import { boundedInteger, MAX_REQUEST_INTEGER } from "~/lib/form-numbers";
import { FIELD_TYPES, FILE_FIELD_KINDS, FORM_INTENTS, type FormField, hasOptions, LIMITS } from "./field-types";
import * as m from "./messages";

/**
 * What the builder saves: the form's title, description and fields (the autosave posts it whole,
 * with the version it was loaded at), and the publishing settings. Checked again by the action.
 */

/** Messages are functions: zod reads them when a check fails, in the language of that moment. */
const text = (max: number, message: () => string) => z.string().trim().max(max, { error: message });

const numberLimit = z
  .number({ error: () => m.enterNumber() })
  .finite({ error: () => m.enterNumber() })
  .min(-MAX_REQUEST_INTEGER, { error: () => m.numberTooSmall() })
  .max(MAX_REQUEST_INTEGER, { error: () => m.numberTooLarge() })
  .nullable();

export const formFieldSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9]{1,20}$/, { error: () => m.brokenFieldId() }),
    type: z.enum(FIELD_TYPES, { error: () => m.chooseFieldKind() }),
    label: text(LIMITS.label, () => m.labelTooLong({ max: LIMITS.label })).min(1, { error: () => m.fieldNeedsLabel() }),
    helpText: text(LIMITS.helpText, () => m.helpTextTooLong({ max: LIMITS.helpText })).default(""),
    required: z.boolean().default(false),
    options: z
      .array(
        text(LIMITS.option, () => m.optionTooLong({ max: LIMITS.option })).min(1, { error: () => m.optionEmpty() }),
      )
      .max(LIMITS.options, { error: () => m.tooManyOptions({ max: LIMITS.options }) })
      .default([]),
    min: numberLimit.default(null),
    max: numberLimit.default(null),
    fileKind: z.enum(FILE_FIELD_KINDS).default("pdf"),
  })
  .superRefine((field, context) => {
    if (hasOptions(field)) {
      if (field.options.length < 1)
        context.addIssue({ code: "custom", message: m.needsOption({ label: field.label }) });
      if (new Set(field.options).size !== field.options.length) {
        context.addIssue({ code: "custom", message: m.sameOptionTwice({ label: field.label }) });
      }
    }
    if (field.min !== null && field.max !== null && field.min > field.max) {
      context.addIssue({ code: "custom", message: m.minAboveMax({ label: field.label }) });
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
    title: text(LIMITS.title, () => m.titleTooLong({ max: LIMITS.title })).min(1, { error: () => m.titleRequired() }),
    description: text(LIMITS.description, () => m.descriptionTooLong({ max: LIMITS.description })).default(""),
    fields: z.array(formFieldSchema).max(LIMITS.fields, { error: () => m.tooManyFields({ max: LIMITS.fields }) }),
    version: z.number().int().min(1).max(MAX_REQUEST_INTEGER),
  })
  .superRefine((content, context) => {
    const ids = content.fields.map((field) => field.id);
    if (new Set(ids).size !== ids.length) context.addIssue({ code: "custom", message: m.duplicateFieldIds() });
    const files = content.fields.filter((field) => field.type === "file").length;
    if (files > 1) context.addIssue({ code: "custom", message: m.oneFileField() });
    const answered = content.fields.filter((field) => field.type !== "section").length;
    if (files === 1 && answered > LIMITS.fieldsWithFile) {
      context.addIssue({
        code: "custom",
        message: m.tooManyWithFile({ max: LIMITS.fieldsWithFile }),
      });
    }
  });
export type FormContentInput = z.infer<typeof formContentSchema>;

const NOTIFY_USER_IDS = z.array(z.string().max(64)).max(50, { error: () => m.atMostPeople() });

/** The publishing settings, posted as a plain form. */
const formSettingsSchema = z.object({
  closesAt: z
    .string()
    .trim()
    .max(16)
    .refine((value) => value === "" || /^\d{4}-\d{2}-\d{2}$/.test(value), { error: () => m.enterDate() })
    .default(""),
  responseLimit: z
    .string()
    .trim()
    .max(10)
    .refine((value) => value === "" || (/^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= 1_000_000), {
      error: () => m.limitRange(),
    })
    .default(""),
  thankYouMessage: text(LIMITS.thankYou, () => m.atMostCharacters({ max: LIMITS.thankYou })).default(""),
  sendsConfirmation: z
    .enum(["on", "true", "1", ""])
    .optional()
    .transform((value) => value === "on" || value === "true" || value === "1"),
  notifyUserIds: NOTIFY_USER_IDS.default([]),
  version: z.coerce.number().int().min(1).max(MAX_REQUEST_INTEGER),
});
export type FormSettingsInput = z.infer<typeof formSettingsSchema>;

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
        context.addIssue({ code: "custom", message: m.unreadableContent() });
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
      version: boundedInteger(1, { error: () => m.lostVersion() }),
    }),
  ],
  { error: () => m.unknownAction() },
);
export type BuilderIntent = z.output<typeof builderIntentSchema>;

/** The responses screens' Delete: one response, named in the body. */
export const deleteResponseSchema = z.object({
  intent: z.literal(FORM_INTENTS.deleteResponse, { error: () => m.unknownAction() }),
  responseId: z
    .string({ error: () => m.chooseResponseToDelete() })
    .min(1, { error: () => m.chooseResponseToDelete() })
    .max(64, { error: () => m.chooseResponseToDelete() }),
});

export const addFormSchema = z.object({
  title: text(LIMITS.title, () => m.titleTooLong({ max: LIMITS.title })).min(1, { error: () => m.titleRequired() }),
});

import { z } from "zod";
import { MAX_REQUEST_INTEGER } from "~/lib/form-numbers";
import { LOCALES } from "~/lib/i18n/locales";
import * as m from "./messages";

/** The translation page's intents (decision 0108-course-translations), one schema each. */
export const SET_COURSE_LANGUAGE_INTENT = "set-course-language";
export const SAVE_COURSE_TRANSLATION_INTENT = "save-course-translation";
export const SAVE_CHAPTER_TRANSLATION_INTENT = "save-chapter-translation";
export const SAVE_LESSON_TRANSLATION_INTENT = "save-lesson-translation";
export const SAVE_BLOCK_TRANSLATION_INTENT = "save-block-translation";

const language = z.enum(LOCALES, { error: () => m.chooseLanguage() });
/** The translation's version when the form was loaded; 0 when it had none yet. */
const translationVersion = z.coerce
  .number({ error: () => m.versionLost() })
  .int({ error: () => m.versionLost() })
  .min(0, { error: () => m.versionLost() })
  .max(MAX_REQUEST_INTEGER, { error: () => m.versionLost() });
const id = z.string().min(1).max(40);
const title = z.string().max(300, { error: () => m.titleTooLong() });

export const translationIntentSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal(SET_COURSE_LANGUAGE_INTENT),
    language,
    version: translationVersion.min(1, { error: () => m.versionLost() }),
  }),
  z.object({
    intent: z.literal(SAVE_COURSE_TRANSLATION_INTENT),
    locale: language,
    version: translationVersion,
    title,
    descriptionHtml: z
      .string()
      .max(200_000, { error: () => m.textTooLong() })
      .default(""),
  }),
  z.object({
    intent: z.literal(SAVE_CHAPTER_TRANSLATION_INTENT),
    locale: language,
    version: translationVersion,
    chapterId: id,
    title,
  }),
  z.object({
    intent: z.literal(SAVE_LESSON_TRANSLATION_INTENT),
    locale: language,
    version: translationVersion,
    lessonId: id,
    title,
  }),
  z.object({
    intent: z.literal(SAVE_BLOCK_TRANSLATION_INTENT),
    locale: language,
    version: translationVersion,
    blockId: id,
    title: title.default(""),
    html: z
      .string()
      .max(200_000, { error: () => m.textTooLong() })
      .optional(),
  }),
]);

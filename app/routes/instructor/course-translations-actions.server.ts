import {
  SAVE_BLOCK_TRANSLATION_INTENT,
  SAVE_CHAPTER_TRANSLATION_INTENT,
  SAVE_COURSE_TRANSLATION_INTENT,
  SAVE_LESSON_TRANSLATION_INTENT,
  SET_COURSE_LANGUAGE_INTENT,
  translationIntentSchema,
} from "~/features/course-translations/course-translations.schema";
import {
  saveBlockTranslation,
  saveCourseTranslation,
  saveOutlineTranslation,
  setCourseLanguage,
} from "~/features/course-translations/save-translations.server";
import type { TranslatedQuestion } from "~/features/course-translations/translatable-content";
import { acceptedReply, invalidIntentReply, refusalReply } from "~/lib/action-reply";
import { parseForm } from "~/lib/forms";
import { getDb } from "~/server/app-context.server";

/**
 * A quiz's or survey's translated wording as posted: `question:{id}` then its `option:{id}:{optionId}`
 * fields, in the form's order, which is the original's (the feature checks that it is).
 */
function postedQuestions(formData: FormData): TranslatedQuestion[] {
  const questions: TranslatedQuestion[] = [];
  for (const [name, value] of formData.entries()) {
    if (typeof value !== "string") continue;
    const [kind, questionId, optionId] = name.split(":");
    if (kind === "question" && questionId) questions.push({ id: questionId, question: value, options: [] });
    else if (kind === "option" && questionId && optionId) {
      const question = questions.at(-1);
      if (question?.id === questionId) question.options.push({ id: optionId, text: value });
      // An option posted outside its question: keep it apart, so the structure check refuses it.
      else questions.push({ id: questionId, question: "", options: [{ id: optionId, text: value }] });
    }
  }
  return questions;
}

/** The translation page's action: one item saved per request, answering its new version. */
export async function courseTranslationAction(courseId: string, formData: FormData) {
  const parsed = parseForm(translationIntentSchema, formData);
  if (!parsed.ok) return invalidIntentReply(parsed);
  const input = parsed.data;
  const db = getDb();
  let saved: Awaited<ReturnType<typeof saveCourseTranslation>>;
  switch (input.intent) {
    case SET_COURSE_LANGUAGE_INTENT:
      saved = await setCourseLanguage(db, { courseId, language: input.language, version: input.version });
      break;
    case SAVE_COURSE_TRANSLATION_INTENT:
      saved = await saveCourseTranslation(db, { courseId, ...input });
      break;
    case SAVE_CHAPTER_TRANSLATION_INTENT:
      saved = await saveOutlineTranslation(db, { courseId, ...input, item: "chapter", itemId: input.chapterId });
      break;
    case SAVE_LESSON_TRANSLATION_INTENT:
      saved = await saveOutlineTranslation(db, { courseId, ...input, item: "lesson", itemId: input.lessonId });
      break;
    case SAVE_BLOCK_TRANSLATION_INTENT:
      saved = await saveBlockTranslation(db, { courseId, ...input, questions: postedQuestions(formData) });
      break;
  }
  if (!saved.ok) return refusalReply(saved, parsed.values);
  return acceptedReply({ intent: input.intent, version: saved.version });
}

/**
 * What of a content block a translation may change (decision 0108-course-translations):
 * the words only. A text block's HTML; a quiz's question and option texts; a survey's question and
 * choice texts. Every other type (files, video links, packages, assignments, bank quizzes) keeps
 * its original content and translates only its title. Answers, settings and files always come from
 * the original, so a quiz is scored the same in every language. Browser-safe: the editor uses it too.
 */
export interface TranslatedQuestion {
  id: string;
  question: string;
  /** A quiz's options or a survey's choices, in the original's order. */
  options: Array<{ id: string; text: string }>;
}

export type TranslatableContent =
  | { kind: "text"; html: string }
  | { kind: "questions"; questions: TranslatedQuestion[] }
  | { kind: "title-only" };

type Json = Record<string, unknown>;

function asArray(value: unknown): Json[] {
  return Array.isArray(value) ? (value.filter((item) => typeof item === "object" && item !== null) as Json[]) : [];
}

const text = (value: unknown) => (typeof value === "string" ? value : "");

/** The translatable part of a block's stored content (content_blocks.content_json, parsed). */
export function translatableContentOf(type: string, content: unknown): TranslatableContent {
  const json = (typeof content === "object" && content !== null ? content : {}) as Json;
  if (type === "text") return { kind: "text", html: text(json.html) };
  // A quiz drawing from the question bank has no questions of its own to translate.
  if (type === "quiz" && json.source !== "bank") {
    return {
      kind: "questions",
      questions: asArray(json.questions).map((question) => ({
        id: text(question.id),
        question: text(question.question),
        options: asArray(question.options).map((option) => ({ id: text(option.id), text: text(option.text) })),
      })),
    };
  }
  if (type === "survey") {
    return {
      kind: "questions",
      questions: asArray(json.questions).map((question) => ({
        id: text(question.id),
        question: text(question.question),
        options: asArray(question.choices).map((choice) => ({ id: text(choice.id), text: text(choice.text) })),
      })),
    };
  }
  return { kind: "title-only" };
}

/** Whether a translation's questions are the original's: the same questions and options, by id and in order. */
export function hasSameQuestions(original: TranslatedQuestion[], translation: TranslatedQuestion[]): boolean {
  if (original.length !== translation.length) return false;
  return original.every((question, index) => {
    const translated = translation[index];
    return (
      translated.id === question.id &&
      translated.options.length === question.options.length &&
      question.options.every((option, optionIndex) => translated.options[optionIndex].id === option.id)
    );
  });
}

/** The form field of a question's or option's translated text (the route reads them back in order). */
export const questionField = (questionId: string) => `question:${questionId}`;
export const optionField = (questionId: string, optionId: string) => `option:${questionId}:${optionId}`;

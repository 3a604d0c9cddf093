import { redirect } from "react-router";
import {
  LEARNING_INTENTS,
  type LearningActionData,
  quizAnswerField,
  surveyAnswerField,
} from "~/features/content-blocks/viewers/viewer-blocks";
import { findKeptCourse } from "./kept-courses";
import { newItemKey, type QueuedItem, queueItem } from "./offline-queue";

/** A posted form's text fields, in order, as the route read them (a name may repeat). */
export type PostedFields = ReadonlyArray<readonly [string, string]>;

/**
 * The course viewer's clientAction, offline (decision 0110-offline-courses): the route calls the server's
 * action first, and this only when that failed for want of a network. In a course kept on this
 * device, 'Complete & continue' and an inline quiz's or survey's answers are queued with the
 * version answered, and the learner moves on; null for anything else (a bank quiz, an enrolment,
 * a course not kept), which then fails as it would without this.
 */
export async function queueOfflineWork(
  { courseId, lessonId }: { courseId: string; lessonId?: string },
  fields: PostedFields,
) {
  const kept = lessonId ? await findKeptCourse(courseId) : null;
  const lessonIndex = kept?.list.lessons.findIndex((lesson) => lesson.id === lessonId) ?? -1;
  const lesson = kept?.list.lessons[lessonIndex];
  if (!kept || !lesson) return null;
  const first = (name: string) => fields.find(([field]) => field === name)?.[1] ?? null;
  const intent = first("intent");
  const base = { key: newItemKey(), courseId, lessonId: lesson.id, lessonTitle: lesson.title, readableAnswers: [] };
  const doneAt = new Date().toISOString();
  if (intent === LEARNING_INTENTS.completeLesson) {
    await queueItem({ ...base, kind: "complete-lesson", doneAt });
    const next = kept.list.lessons[lessonIndex + 1];
    return next ? redirect(next.path) : null;
  }
  if (intent !== LEARNING_INTENTS.submitQuiz && intent !== LEARNING_INTENTS.saveSurvey) return null;
  const blockId = first("blockId") ?? "";
  const block = kept.list.answerables.find((answerable) => answerable.id === blockId);
  if (!block) return null;
  const prefix = intent === LEARNING_INTENTS.submitQuiz ? quizAnswerField("") : surveyAnswerField("");
  const answers: Record<string, string | string[]> = {};
  const readable: QueuedItem["readableAnswers"] = [];
  for (const name of new Set(fields.map(([field]) => field))) {
    if (!name.startsWith(prefix) || name.length === prefix.length) continue;
    const values = fields.filter(([field]) => field === name).map(([, value]) => value);
    answers[name.slice(prefix.length)] = intent === LEARNING_INTENTS.submitQuiz ? values : (values[0] ?? "");
    readable.push(readableAnswer(name, values));
  }
  await queueItem({
    ...base,
    kind: intent,
    blockId,
    version: block.version,
    answers,
    doneAt,
    readableAnswers: readable,
  });
  // The form stays as answered; the viewer's "Sent from offline" list shows it waiting.
  return { intent, blockId, fieldErrors: {} } satisfies LearningActionData;
}

/**
 * A question and the answer given, in the words on the screen (the option's label, or what was
 * typed), so a refused answer can be shown back to the learner and nothing they did is lost.
 */
function readableAnswer(name: string, values: string[]) {
  const inputs = [...document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(`[name="${CSS.escape(name)}"]`)];
  const question =
    inputs[0]?.closest("fieldset")?.querySelector("legend")?.textContent ?? inputs[0]?.labels?.[0]?.textContent ?? "";
  const answer = values
    .map((value) => {
      const option = inputs.find(
        (input) => input instanceof HTMLInputElement && input.type !== "text" && input.value === value,
      );
      return option?.labels?.[0]?.textContent ?? value;
    })
    .join(", ");
  return { question: question.trim(), answer };
}

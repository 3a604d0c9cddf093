import { z } from "zod";
import { requiredText } from "~/lib/form-fields";
import { formVersion } from "~/lib/form-numbers";
import * as m from "./messages";

/** What the editor's fetchers send to the outline action route (blocks: content-blocks/block-intents.schema.ts). */

const id = z.string().trim().min(1).max(40);
const version = formVersion();
const orderedIds = z
  .string()
  .transform((value) => value.split(",").filter(Boolean))
  .pipe(z.array(id).min(1).max(1000));
const title = (what: string) => requiredText(200, `${what} title`);

export const outlineIntentSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("add-chapter"), title: title("Chapter") }),
  z.object({ intent: z.literal("rename-chapter"), chapterId: id, title: title("Chapter"), version }),
  z.object({ intent: z.literal("delete-chapter"), chapterId: id }),
  z.object({ intent: z.literal("reorder-chapters"), orderedIds }),
  z.object({ intent: z.literal("add-lesson"), chapterId: id, title: title("Lesson") }),
  z.object({ intent: z.literal("rename-lesson"), lessonId: id, title: title("Lesson"), version }),
  z.object({ intent: z.literal("delete-lesson"), lessonId: id }),
  z.object({ intent: z.literal("reorder-lessons"), chapterId: id, orderedIds }),
  // A chapter that opens when a quiz is passed (decision 0093-sequencing); "" opens it to all.
  z.object({
    intent: z.literal("set-chapter-unlock"),
    chapterId: id,
    quizBlockId: z.union([z.literal(""), id], { error: () => m.chooseQuizFromList() }),
    version,
  }),
]);
export type OutlineIntent = z.infer<typeof outlineIntentSchema>;

/** edit-course/{courseId}[/{chapterId}[/{lessonId}]]: the editor page for that place in the outline. */
export const editorPath = (courseId: string, chapterId?: string | null, lessonId?: string | null) =>
  ["/edit-course", courseId, chapterId, chapterId ? lessonId : null].filter(Boolean).join("/");

export const outlineActionPath = (courseId: string) => `/api/courses/${courseId}/outline`;

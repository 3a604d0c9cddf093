import { z } from "zod";
import { formVersion } from "~/lib/form-numbers";

/** What the editor's fetchers send to the outline action route (blocks: content-blocks/block-intents.schema.ts). */

const id = z.string().trim().min(1).max(40);
const version = formVersion();
const orderedIds = z
  .string()
  .transform((value) => value.split(",").filter(Boolean))
  .pipe(z.array(id).min(1).max(1000));
const title = (what: string) =>
  z
    .string({ message: `${what} title is required` })
    .trim()
    .min(1, `${what} title is required`)
    .max(200, `${what} title must be at most 200 characters`);

export const outlineIntentSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("add-chapter"), title: title("Chapter") }),
  z.object({ intent: z.literal("rename-chapter"), chapterId: id, title: title("Chapter"), version }),
  z.object({ intent: z.literal("delete-chapter"), chapterId: id }),
  z.object({ intent: z.literal("reorder-chapters"), orderedIds }),
  z.object({ intent: z.literal("add-lesson"), chapterId: id, title: title("Lesson") }),
  z.object({ intent: z.literal("rename-lesson"), lessonId: id, title: title("Lesson"), version }),
  z.object({ intent: z.literal("delete-lesson"), lessonId: id }),
  z.object({ intent: z.literal("reorder-lessons"), chapterId: id, orderedIds }),
]);
export type OutlineIntent = z.infer<typeof outlineIntentSchema>;

export const outlineActionPath = (courseId: string) => `/api/courses/${courseId}/outline`;

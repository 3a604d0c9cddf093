import { z } from "zod";
import { formVersion } from "~/lib/form-numbers";
import { BLOCK_TYPES } from "./block-types";
import * as m from "./messages";

/** What the course editor's fetchers send to the blocks action route, one intent each (POST JSON). */

const id = z.string().trim().min(1).max(40);
const version = formVersion();

export const blockIntentSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("add-block"), lessonId: id, type: z.enum(BLOCK_TYPES) }),
  z.object({
    intent: z.literal("save-block"),
    blockId: id,
    version,
    title: z
      .string()
      .max(200, { error: () => m.titleMustMost200Characters() })
      .optional(),
    content: z.unknown().optional(),
  }),
  z.object({ intent: z.literal("delete-block"), blockId: id }),
  z.object({
    intent: z.literal("reorder-blocks"),
    lessonId: id,
    orderedIds: z.array(id).min(1).max(1000),
  }),
]);

export const blocksActionPath = (courseId: string) => `/api/courses/${courseId}/blocks`;

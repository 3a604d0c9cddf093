import { z } from "zod";
import * as m from "./messages";
import { OFFLINE_KINDS } from "./offline-types";

/**
 * One queued item as the browser sends it to course/{courseId}/offline-sync (decision 0110-offline-courses).
 * The answers are checked against the stored quiz or survey by the reader's own actions.
 */
const answerValue = z.union([z.string().max(10_000), z.array(z.string().max(200)).max(100)]);

export const SEND_OFFLINE_ITEM_INTENT = "send-offline-item";

const offlineItemSchema = z.object(
  {
    key: z.string().regex(/^[A-Za-z0-9_-]{8,100}$/, { error: () => m.badKey() }),
    kind: z.enum(OFFLINE_KINDS, { error: () => m.badKind() }),
    lessonId: z.string().min(1).max(100),
    blockId: z.string().min(1).max(100).optional(),
    version: z.number().int().nonnegative().optional(),
    answers: z.record(z.string().max(100), answerValue).optional(),
    doneAt: z.iso.datetime({ offset: true, error: () => m.badDoneAt() }),
  },
  { error: () => m.badItem() },
);

/** The item's JSON, read: anything that is not JSON is no item (the object's own message says so). */
function readJson(value: unknown): unknown {
  if (typeof value !== "string") return value;
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
}

/** The form the browser posts: the intent, and the item as JSON in one field (decision 0081: a form body). */
export const offlineSyncFormSchema = z.object({
  intent: z.literal(SEND_OFFLINE_ITEM_INTENT, { error: () => m.badItem() }),
  item: z.preprocess(readJson, offlineItemSchema),
});

import { type Outcome, type Refusal, refuse, STATUS_FOR_REASON } from "~/lib/refusal";
import type { SessionUser } from "~/platform/auth/session.server";
import type { DatabaseExecutor } from "~db/executor";
import { completeReaderLesson, findLessonReader, saveReaderSurvey, submitReaderQuiz } from "../reader-actions.server";
import * as m from "./messages";
import type { OfflineItem, OfflineOutcome } from "./offline-types";

export interface OfflineReply {
  status: number;
  outcome: OfflineOutcome;
}

interface SyncContext {
  user: Pick<SessionUser, "id" | "role">;
  courseId: string;
  /** Why a lesson waits for its content package before it completes (the route asks content-packages). */
  packageWaiting: (lessonId: string) => Promise<string | null>;
}

/**
 * Applies one piece of work the learner did offline (decision 0110-offline-courses), by the reader's own
 * rules: the quiz scored on the server, a locked lesson refused, a quiz or survey changed since the
 * course was kept refused with why. The first outcome is stored under the browser's key, so a
 * resend (a lost reply, a second tab) answers it again and applies nothing twice.
 *
 * Not stored: a learner who may no longer read the course (the copy is removed on their device and
 * the refusal says why), and an item still being applied by another request.
 */
export async function applyOfflineItem(
  db: DatabaseExecutor,
  context: SyncContext,
  item: OfflineItem,
): Promise<OfflineReply | Refusal> {
  const { user, courseId } = context;
  const reader = await findOfflineReader(db, user, courseId);
  if (!reader.ok) return reader;
  const claimed = await db
    .insertInto("offline_submissions")
    .values({
      user_id: user.id,
      idempotency_key: item.key,
      course_id: courseId,
      kind: item.kind,
      status: null,
      outcome_json: null,
      created_at: new Date().toISOString(),
    })
    .onConflict((conflict) => conflict.columns(["user_id", "idempotency_key"]).doNothing())
    .returning("idempotency_key")
    .executeTakeFirst();
  if (!claimed) return firstOutcome(db, user.id, item.key);

  let reply: OfflineReply;
  try {
    reply = toReply(await applyItem(db, context, reader.relation, item));
  } catch (error) {
    // Nothing was decided: the next send tries again.
    await db
      .deleteFrom("offline_submissions")
      .where("user_id", "=", user.id)
      .where("idempotency_key", "=", item.key)
      .execute();
    throw error;
  }
  await db
    .updateTable("offline_submissions")
    .set({ status: reply.status, outcome_json: JSON.stringify(reply.outcome) })
    .where("user_id", "=", user.id)
    .where("idempotency_key", "=", item.key)
    .execute();
  return reply;
}

/**
 * The learner may still send work for this course: a reader of it (else 403), in a course that is
 * still there (else 404) and published, unless they edit it (else 404, withdrawn). Checked before
 * the body is read, and again when the item is applied.
 */
export async function findOfflineReader(
  db: DatabaseExecutor,
  user: SyncContext["user"],
  courseId: string,
): Promise<Outcome<{ relation: Relation }>> {
  const reader = await findLessonReader(db, { courseId, user });
  if (!reader.ok) return refuse("forbidden", m.notEnrolled());
  const course = await db.selectFrom("courses").select("is_published").where("id", "=", courseId).executeTakeFirst();
  if (!course) return refuse("missing", m.courseGone());
  if (!course.is_published && !reader.relation.canEdit) return refuse("missing", m.courseWithdrawn());
  return reader;
}

async function firstOutcome(db: DatabaseExecutor, userId: string, key: string): Promise<OfflineReply | Refusal> {
  const row = await db
    .selectFrom("offline_submissions")
    .select(["status", "outcome_json"])
    .where("user_id", "=", userId)
    .where("idempotency_key", "=", key)
    .executeTakeFirst();
  if (!row || row.status === null || row.outcome_json === null) return refuse("conflict", m.stillSending());
  return { status: row.status, outcome: JSON.parse(row.outcome_json) as OfflineOutcome };
}

function toReply(result: Outcome<{ outcome: OfflineOutcome }>): OfflineReply {
  if (result.ok) return { status: 200, outcome: result.outcome };
  return {
    status: STATUS_FOR_REASON[result.reason],
    outcome: { result: "refused", message: result.message ?? m.notAccepted() },
  };
}

type Relation = Extract<Awaited<ReturnType<typeof findLessonReader>>, { ok: true }>["relation"];

async function applyItem(
  db: DatabaseExecutor,
  { user, courseId, packageWaiting }: SyncContext,
  relation: Relation,
  item: OfflineItem,
): Promise<Outcome<{ outcome: OfflineOutcome }>> {
  const place = { courseId, lessonId: item.lessonId, user };
  if (item.kind === "complete-lesson") {
    const waiting = relation.enrolment && !relation.canEdit ? await packageWaiting(item.lessonId) : null;
    if (waiting) return refuse("forbidden", waiting);
    const done = await completeReaderLesson(db, place, relation);
    if (!done.ok) return done.reason === "missing" ? refuse("missing", m.lessonGone()) : done;
    return { ok: true, outcome: { result: "accepted" } };
  }
  const changed = await answeredBlockProblem(db, { courseId, userId: user.id }, item);
  if (changed) return changed;
  if (item.kind === "submit-quiz") {
    const answers = Object.fromEntries(
      Object.entries(item.answers ?? {}).map(([id, value]) => [id, Array.isArray(value) ? value : [value]]),
    );
    const result = await submitReaderQuiz(db, place, item.blockId ?? "", answers);
    if (!result.ok) return answersRefusal(result);
    const reply = result.reply;
    if (!("feedback" in reply)) return refuse("invalid", m.notAccepted());
    const { score, maxScore, passed } = reply.feedback;
    return { ok: true, outcome: { result: "scored", score, maxScore, passed } };
  }
  const answers = Object.fromEntries(
    Object.entries(item.answers ?? {}).map(([id, value]) => [id, Array.isArray(value) ? (value[0] ?? "") : value]),
  );
  const result = await saveReaderSurvey(db, place, item.blockId ?? "", answers);
  if (!result.ok) return answersRefusal(result);
  return { ok: true, outcome: { result: "accepted" } };
}

/**
 * The quiz or survey must be the one the learner answered: still there, in this lesson, at the
 * version the course was kept with; a survey answered again since (online, another device) keeps
 * that later answer.
 */
async function answeredBlockProblem(
  db: DatabaseExecutor,
  { courseId, userId }: { courseId: string; userId: string },
  item: OfflineItem,
): Promise<Refusal | null> {
  const isQuiz = item.kind === "submit-quiz";
  const block = item.blockId
    ? await db
        .selectFrom("content_blocks")
        .select(["version", "lesson_id", "type"])
        .where("id", "=", item.blockId)
        .where("course_id", "=", courseId)
        .executeTakeFirst()
    : undefined;
  if (!block || block.lesson_id !== item.lessonId || block.type !== (isQuiz ? "quiz" : "survey")) {
    return refuse("missing", isQuiz ? m.quizGone() : m.surveyGone());
  }
  if (item.version !== block.version) return refuse("conflict", isQuiz ? m.quizChanged() : m.surveyChanged());
  if (isQuiz) return null;
  const later = await db
    .selectFrom("survey_responses")
    .select("updated_at")
    .where("block_id", "=", item.blockId ?? "")
    .where("user_id", "=", userId)
    .where("updated_at", ">", new Date(item.doneAt).toISOString())
    .executeTakeFirst();
  return later ? refuse("conflict", m.surveyAnsweredSince()) : null;
}

/** A quiz or survey not answered in full, or gone: the reader's refusal in the learner's words. */
function answersRefusal(refusal: Refusal): Refusal {
  if (refusal.reason === "invalid") return refuse("invalid", m.unanswered(), refusal.fieldErrors);
  return refusal;
}

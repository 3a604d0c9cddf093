import { sql } from "kysely";
import { type KeysetPosition, keysetPageOf } from "~/lib/pagination";
import type { DatabaseExecutor } from "~db/executor";
import { anyContainsText } from "~db/sql-helpers";
import type { AssignmentCell, QuizCell } from "./gradebook-cells";
import { findGradebookColumns, type GradebookColumn } from "./gradebook-columns.server";

/**
 * A course's gradebook (decision 0096-gradebook): one row per enrolled learner, by name, a page at
 * a time by keyset. A page costs a fixed number of queries whatever its size: the learners, their
 * count, the columns, then one query per kind of fact for the whole page (lessons, inline quiz
 * attempts, bank attempts, submissions, certificates), never one per learner.
 */

const GRADEBOOK_PAGE_SIZE = 25;

export interface GradebookRow {
  userId: string;
  name: string;
  email: string;
  enrolledAt: string;
  lessonsCompleted: number;
  completedAt: string | null;
  certificateNumber: string | null;
  certificateId: string | null;
  cells: Record<string, QuizCell | AssignmentCell>;
}

export interface GradebookPage {
  lessonCount: number;
  columns: GradebookColumn[];
  rows: GradebookRow[];
  total: number;
  next: KeysetPosition | null;
}

/** The sort key of a row: the learner's name and id (the keyset position's createdAt carries the name). */
const positionOf = (row: { name: string; user_id: string }): KeysetPosition => ({
  createdAt: row.name,
  id: row.user_id,
});

function enrolledLearners(db: DatabaseExecutor, courseId: string, search: string) {
  let query = db
    .selectFrom("enrolments")
    .innerJoin("user", "user.id", "enrolments.user_id")
    .where("enrolments.course_id", "=", courseId);
  if (search.trim() !== "") query = query.where(anyContainsText(["user.name", "user.email"], search.trim()));
  return query;
}

/** One page of the gradebook, searched by name or email, after `after` in (name, id) order. */
export async function readGradebookPage(
  db: DatabaseExecutor,
  {
    courseId,
    search,
    after,
    limit = GRADEBOOK_PAGE_SIZE,
  }: {
    courseId: string;
    search: string;
    after: KeysetPosition | null;
    limit?: number;
  },
): Promise<GradebookPage> {
  let learnerQuery = enrolledLearners(db, courseId, search)
    .select(["enrolments.user_id", "enrolments.enrolled_at", "enrolments.completed_at", "user.name", "user.email"])
    .orderBy("user.name")
    .orderBy("enrolments.user_id");
  if (after) {
    learnerQuery = learnerQuery.where((eb) =>
      eb.or([
        eb("user.name", ">", after.createdAt),
        eb.and([eb("user.name", "=", after.createdAt), eb("enrolments.user_id", ">", after.id)]),
      ]),
    );
  }
  const [learnerRows, counted, columns, lessons] = await Promise.all([
    learnerQuery.limit(limit + 1).execute(),
    enrolledLearners(db, courseId, search)
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .executeTakeFirstOrThrow(),
    findGradebookColumns(db, courseId),
    db
      .selectFrom("lessons")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .where("course_id", "=", courseId)
      .executeTakeFirstOrThrow(),
  ]);
  const page = keysetPageOf(learnerRows, limit, (row) => row, positionOf);
  const rows = await gradebookRows(db, courseId, columns, page.items);
  return { lessonCount: Number(lessons.count), columns, rows, total: Number(counted.count), next: page.next };
}

type LearnerRow = { user_id: string; enrolled_at: string; completed_at: string | null; name: string; email: string };

/** The facts of a page of learners: five queries for the whole page. */
async function gradebookRows(
  db: DatabaseExecutor,
  courseId: string,
  columns: GradebookColumn[],
  learners: LearnerRow[],
): Promise<GradebookRow[]> {
  if (learners.length === 0) return [];
  const userIds = learners.map((learner) => learner.user_id);
  const [completions, inlineAttempts, bankAttempts, submissions, certificates] = await Promise.all([
    db
      .selectFrom("lesson_completions")
      .innerJoin("lessons", "lessons.id", "lesson_completions.lesson_id")
      .select(["lesson_completions.user_id", (eb) => eb.fn.countAll<number>().as("count")])
      .where("lesson_completions.course_id", "=", courseId)
      .where("lesson_completions.user_id", "in", userIds)
      .groupBy("lesson_completions.user_id")
      .execute(),
    db
      .selectFrom("quiz_attempts")
      .select(["user_id", "block_id"])
      .select((eb) => [
        eb.fn.max("score").as("best"),
        // i18n-exempt: a column name
        eb.fn.max("max_score").as("max"),
        eb.fn.countAll<number>().as("attempts"),
      ])
      .where("course_id", "=", courseId)
      .where("user_id", "in", userIds)
      .groupBy(["user_id", "block_id"])
      .execute(),
    db
      .selectFrom("assessment_attempts")
      .select(["user_id", "block_id"])
      .select((eb) => [
        eb.fn.max("score").as("best"),
        // i18n-exempt: a column name
        eb.fn.max("max_score").as("max"),
        eb.fn.countAll<number>().as("attempts"),
        sql<number>`sum(case when status = 'awaiting-marking' then 1 else 0 end)`.as("awaiting"),
      ])
      .where("course_id", "=", courseId)
      .where("user_id", "in", userIds)
      .where("status", "!=", "in-progress")
      .groupBy(["user_id", "block_id"])
      .execute(),
    db
      .selectFrom("assignment_submissions")
      .leftJoin("assignment_marks", "assignment_marks.submission_id", "assignment_submissions.id")
      .select([
        "assignment_submissions.user_id",
        "assignment_submissions.block_id",
        "assignment_submissions.attempt_number",
        "assignment_submissions.status",
        "assignment_marks.outcome",
      ])
      .where("assignment_submissions.course_id", "=", courseId)
      .where("assignment_submissions.user_id", "in", userIds)
      .execute(),
    db
      .selectFrom("certificates")
      .select(["id", "user_id", "certificate_number"])
      .where("source", "=", "online")
      .where("course_id", "=", courseId)
      .where("user_id", "in", userIds)
      .where("revoked_at", "is", null)
      .execute(),
  ]);
  const key = (userId: string, blockId: string) => `${userId} ${blockId}`;
  const quizCells = new Map<string, QuizCell>();
  for (const attempt of [...inlineAttempts, ...bankAttempts]) {
    const cell = quizCells.get(key(attempt.user_id, attempt.block_id)) ?? {
      best: null,
      max: null,
      attempts: 0,
      awaitingMarking: false,
    };
    const best = attempt.best === null ? null : Number(attempt.best);
    cell.best = best === null ? cell.best : Math.max(cell.best ?? best, best);
    cell.max = attempt.max === null ? cell.max : Number(attempt.max);
    cell.attempts += Number(attempt.attempts);
    if ("awaiting" in attempt && Number(attempt.awaiting) > 0) cell.awaitingMarking = true;
    quizCells.set(key(attempt.user_id, attempt.block_id), cell);
  }
  const latest = new Map<string, (typeof submissions)[number]>();
  for (const submission of submissions) {
    const at = key(submission.user_id, submission.block_id);
    const seen = latest.get(at);
    if (!seen || submission.attempt_number > seen.attempt_number) latest.set(at, submission);
  }
  const lessonsDone = new Map(completions.map((row) => [row.user_id, Number(row.count)]));
  const certificateOf = new Map(certificates.map((row) => [row.user_id, row]));
  return learners.map((learner) => {
    const cells: GradebookRow["cells"] = {};
    for (const column of columns) {
      const at = key(learner.user_id, column.blockId);
      if (column.kind === "quiz") {
        cells[column.blockId] = quizCells.get(at) ?? { best: null, max: null, attempts: 0, awaitingMarking: false };
      } else {
        const submission = latest.get(at);
        cells[column.blockId] = submission ? (submission.outcome ?? submission.status) : "not-submitted";
      }
    }
    const certificate = certificateOf.get(learner.user_id);
    return {
      userId: learner.user_id,
      name: learner.name,
      email: learner.email,
      enrolledAt: learner.enrolled_at,
      lessonsCompleted: lessonsDone.get(learner.user_id) ?? 0,
      completedAt: learner.completed_at,
      certificateNumber: certificate?.certificate_number ?? null,
      certificateId: certificate?.id ?? null,
      cells,
    };
  });
}

/** A keyset position as the address carries it (?after=): base64url of [name, id]. */
export function encodeGradebookAfter(position: KeysetPosition): string {
  return Buffer.from(JSON.stringify([position.createdAt, position.id]), "utf8").toString("base64url");
}

/** The ?after= of the gradebook, null when absent; undefined when it is not one of ours (a 400). */
export function decodeGradebookAfter(text: string | null): KeysetPosition | null | undefined {
  if (text === null || text === "") return null;
  if (!/^[A-Za-z0-9_-]{1,800}$/.test(text)) return undefined;
  try {
    const value: unknown = JSON.parse(Buffer.from(text, "base64url").toString("utf8"));
    if (!Array.isArray(value) || value.length !== 2) return undefined;
    const [name, id] = value;
    if (typeof name !== "string" || typeof id !== "string" || name.length > 300 || id.length > 100) return undefined;
    return { createdAt: name, id };
  } catch {
    return undefined;
  }
}

import { type ExpressionBuilder, sql } from "kysely";
import { type KeysetPosition, keysetPageOf } from "~/lib/pagination";
import type { DatabaseExecutor } from "~db/executor";
import { type JsonColumn, jsonRowFrom, jsonRowsFrom, readJsonRow, readJsonRows } from "~db/json-aggregation";
import type { Database } from "~db/schema";
import { anyContainsText } from "~db/sql-helpers";
import type { AssignmentCell, QuizCell } from "./gradebook-cells";
import { findGradebookColumns, type GradebookColumn, type GradebookColumnWindow } from "./gradebook-columns.server";

/**
 * A course's gradebook (decision 0096-gradebook): one row per enrolled learner, by name, a page at
 * a time by keyset. A page costs three statements whatever its size: the learners with their facts
 * as columns (lessons, inline quiz attempts, bank attempts, submissions, certificate), the two
 * counts, the columns; never one per learner.
 *
 * A page shows a window of the course's assessed blocks, not all of them (decision 0132): a course
 * of 2,000 quizzes made a 7 MB page of 50,000 cells. The export takes every column.
 */

const GRADEBOOK_PAGE_SIZE = 25;

/** How many assessed blocks one gradebook page shows side by side. */
export const GRADEBOOK_COLUMNS_PER_PAGE = 12;

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
  /** The columns this page shows (all of them without a window). */
  columns: GradebookColumn[];
  /** How many assessed blocks the course has, and where the shown ones start (0-based). */
  columnTotal: number;
  columnFrom: number;
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
    columnWindow = null,
  }: {
    courseId: string;
    search: string;
    after: KeysetPosition | null;
    limit?: number;
    /** The assessed blocks to show; null for all of them (the export). */
    columnWindow?: GradebookColumnWindow | null;
  },
): Promise<GradebookPage> {
  // The columns first: the learners' statement reads their facts of the shown blocks only, named
  // by id (a subquery of the window cost PostgreSQL 200 ms a page on 2,000 quizzes, decision 0133).
  const [counts, allColumns] = await Promise.all([
    db
      .selectNoFrom((eb) => [
        enrolledLearners(db, courseId, search).select(eb.fn.countAll<number>().as("count")).as("learners"),
        db
          .selectFrom("lessons")
          .select(eb.fn.countAll<number>().as("count"))
          .where("course_id", "=", courseId)
          .as("lessons"),
      ])
      .executeTakeFirstOrThrow(),
    findGradebookColumns(db, courseId),
  ]);
  const columnFrom = columnWindow?.from ?? 0;
  const shown = columnWindow ? allColumns.slice(columnFrom, columnFrom + columnWindow.size) : allColumns;
  const shownBlockIds = columnWindow ? shown.map((column) => column.blockId) : null;
  let learnerQuery = enrolledLearners(db, courseId, search)
    .select(["enrolments.user_id", "enrolments.enrolled_at", "enrolments.completed_at", "user.name", "user.email"])
    .select((eb) => learnerFacts(db, eb, courseId, shownBlockIds))
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
  const learnerRows = await learnerQuery.limit(limit + 1).execute();
  const page = keysetPageOf(learnerRows, limit, (row) => row, positionOf);
  return {
    lessonCount: Number(counts.lessons ?? 0),
    columns: shown,
    columnTotal: allColumns.length,
    columnFrom,
    rows: page.items.map((learner) => gradebookRow(learner, shown)),
    total: Number(counts.learners ?? 0),
    next: page.next,
  };
}

/**
 * Each learner's facts as columns of the learners' statement (decision 0125-staff-statements; one
 * statement per kind of fact before): lessons done, certificate, and per block their inline quiz
 * attempts, bank attempts and submissions, as JSON columns. Bounded by the page of learners and
 * the course's blocks; each read by (course, user) as the page-wide statements were.
 */
function learnerFacts(
  db: DatabaseExecutor,
  eb: ExpressionBuilder<Database, "enrolments" | "user">,
  courseId: string,
  shownBlockIds: string[] | null,
) {
  return [
    eb
      .selectFrom("lesson_completions")
      .innerJoin("lessons", "lessons.id", "lesson_completions.lesson_id")
      .select((inner) => inner.fn.countAll<number>().as("count"))
      .where("lesson_completions.course_id", "=", courseId)
      .whereRef("lesson_completions.user_id", "=", "enrolments.user_id")
      .as("lessons_done"),
    jsonRowFrom(
      db,
      eb
        .selectFrom("certificates")
        .select(["certificates.id", "certificates.certificate_number"])
        .where("certificates.source", "=", "online")
        .where("certificates.course_id", "=", courseId)
        .whereRef("certificates.user_id", "=", "enrolments.user_id")
        .where("certificates.revoked_at", "is", null)
        .limit(1),
    ).as("certificate"),
    jsonRowsFrom(
      db,
      eb
        .selectFrom("quiz_attempts")
        .select("quiz_attempts.block_id")
        .select((inner) => [
          // i18n-exempt: a column name
          inner.fn.max("quiz_attempts.score").as("best"),
          // i18n-exempt: a column name
          inner.fn.max("quiz_attempts.max_score").as("max"),
          inner.fn.countAll<number>().as("attempts"),
          sql<number>`0`.as("awaiting"),
        ])
        // By (course, learner): quiz_attempts_course_user (decision 0133).
        .where("quiz_attempts.course_id", "=", courseId)
        .whereRef("quiz_attempts.user_id", "=", "enrolments.user_id")
        .where(ofShownBlocks("quiz_attempts.block_id", shownBlockIds))
        .groupBy("quiz_attempts.block_id"),
    ).as("inline_attempts"),
    jsonRowsFrom(
      db,
      eb
        .selectFrom("assessment_attempts")
        .select("assessment_attempts.block_id")
        .select((inner) => [
          // i18n-exempt: a column name
          inner.fn.max("assessment_attempts.score").as("best"),
          // i18n-exempt: a column name
          inner.fn.max("assessment_attempts.max_score").as("max"),
          inner.fn.countAll<number>().as("attempts"),
          sql<number>`sum(case when assessment_attempts.status = 'awaiting-marking' then 1 else 0 end)`.as("awaiting"),
        ])
        .where("assessment_attempts.course_id", "=", courseId)
        .whereRef("assessment_attempts.user_id", "=", "enrolments.user_id")
        .where("assessment_attempts.status", "!=", "in-progress")
        .where(ofShownBlocks("assessment_attempts.block_id", shownBlockIds))
        .groupBy("assessment_attempts.block_id"),
    ).as("bank_attempts"),
    jsonRowsFrom(
      db,
      eb
        .selectFrom("assignment_submissions")
        .leftJoin("assignment_marks", "assignment_marks.submission_id", "assignment_submissions.id")
        .select([
          "assignment_submissions.block_id",
          "assignment_submissions.attempt_number",
          "assignment_submissions.status",
          "assignment_marks.outcome",
        ])
        .where("assignment_submissions.course_id", "=", courseId)
        .whereRef("assignment_submissions.user_id", "=", "enrolments.user_id")
        .where(ofShownBlocks("assignment_submissions.block_id", shownBlockIds)),
    ).as("submissions"),
  ] as const;
}

type LearnerRow = {
  user_id: string;
  enrolled_at: string;
  completed_at: string | null;
  name: string;
  email: string;
  lessons_done: number | null;
  certificate: JsonColumn<{ id: string; certificate_number: string } | null>;
  inline_attempts: JsonColumn<AttemptFacts[]>;
  bank_attempts: JsonColumn<AttemptFacts[]>;
  submissions: JsonColumn<SubmissionFacts[]>;
};

type AttemptFacts = {
  block_id: string;
  best: number | string | null;
  max: number | string | null;
  attempts: number;
  awaiting: number;
};

type SubmissionFacts = {
  block_id: string;
  attempt_number: number;
  status: AssignmentCell;
  outcome: AssignmentCell | null;
};

/** Rows of the page's shown blocks (null: every block, as the export reads them). */
function ofShownBlocks(column: string, shownBlockIds: string[] | null) {
  if (shownBlockIds === null) return sql<boolean>`1 = 1`;
  if (shownBlockIds.length === 0) return sql<boolean>`1 = 0`;
  return sql<boolean>`${sql.ref(column)} in (${sql.join(shownBlockIds)})`;
}

/** A learner's quiz cells by block: inline and bank attempts of a block together. */
function quizCellsOf(attempts: AttemptFacts[]): Map<string, QuizCell> {
  const cells = new Map<string, QuizCell>();
  for (const attempt of attempts) {
    const cell = cells.get(attempt.block_id) ?? { best: null, max: null, attempts: 0, awaitingMarking: false };
    const best = attempt.best === null ? null : Number(attempt.best);
    cell.best = best === null ? cell.best : Math.max(cell.best ?? best, best);
    cell.max = attempt.max === null ? cell.max : Number(attempt.max);
    cell.attempts += Number(attempt.attempts);
    if (Number(attempt.awaiting) > 0) cell.awaitingMarking = true;
    cells.set(attempt.block_id, cell);
  }
  return cells;
}

/** A learner's latest submission of each block. */
function latestSubmissionsOf(submissions: SubmissionFacts[]): Map<string, SubmissionFacts> {
  const latest = new Map<string, SubmissionFacts>();
  for (const submission of submissions) {
    const seen = latest.get(submission.block_id);
    if (!seen || submission.attempt_number > seen.attempt_number) latest.set(submission.block_id, submission);
  }
  return latest;
}

function gradebookRow(learner: LearnerRow, columns: GradebookColumn[]): GradebookRow {
  const quizCells = quizCellsOf([...readJsonRows(learner.inline_attempts), ...readJsonRows(learner.bank_attempts)]);
  const latest = latestSubmissionsOf(readJsonRows(learner.submissions));
  const cells: GradebookRow["cells"] = {};
  for (const column of columns) {
    if (column.kind === "quiz") {
      cells[column.blockId] = quizCells.get(column.blockId) ?? {
        best: null,
        max: null,
        attempts: 0,
        awaitingMarking: false,
      };
    } else {
      const submission = latest.get(column.blockId);
      cells[column.blockId] = submission ? (submission.outcome ?? submission.status) : "not-submitted";
    }
  }
  const certificate = readJsonRow(learner.certificate);
  return {
    userId: learner.user_id,
    name: learner.name,
    email: learner.email,
    enrolledAt: learner.enrolled_at,
    lessonsCompleted: Number(learner.lessons_done ?? 0),
    completedAt: learner.completed_at,
    certificateNumber: certificate?.certificate_number ?? null,
    certificateId: certificate?.id ?? null,
    cells,
  };
}

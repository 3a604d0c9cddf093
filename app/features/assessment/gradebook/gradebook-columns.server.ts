import { sql } from "kysely";
import type { DatabaseExecutor } from "~db/executor";

/** A gradebook column: a quiz (inline or drawn from the bank) or an assignment of the course. */
export interface GradebookColumn {
  blockId: string;
  title: string;
  kind: "quiz" | "assignment";
}

/**
 * The course's assessed blocks in reading order: quiz and assignment blocks, and any block that
 * has bank-drawn attempts (whatever the quiz player names its type). One query.
 */
export async function findGradebookColumns(db: DatabaseExecutor, courseId: string): Promise<GradebookColumn[]> {
  const rows = await gradebookColumnsQuery(db, courseId)
    .select(["content_blocks.id", "content_blocks.title", "content_blocks.type"])
    .execute();
  return rows.map((row) => ({
    blockId: row.id,
    title: row.title || (row.type.toLowerCase() === "assignment" ? "Assignment" : "Quiz"),
    kind: row.type.toLowerCase() === "assignment" ? "assignment" : "quiz",
  }));
}

/**
 * The ids of the columns `from` to `from + size` in reading order, as a subquery: the learners'
 * statement reads their facts of those blocks only, whatever else they attempted.
 */
export function gradebookColumnIdsIn(db: DatabaseExecutor, courseId: string, window: GradebookColumnWindow) {
  return gradebookColumnsQuery(db, courseId).select("content_blocks.id").limit(window.size).offset(window.from);
}

/** Which of a course's assessed blocks a gradebook page shows: `size` of them from the `from`th (0-based). */
export interface GradebookColumnWindow {
  from: number;
  size: number;
}

function gradebookColumnsQuery(db: DatabaseExecutor, courseId: string) {
  return db
    .selectFrom("content_blocks")
    .innerJoin("lessons", "lessons.id", "content_blocks.lesson_id")
    .leftJoin("chapters", "chapters.id", "lessons.chapter_id")
    .where("content_blocks.course_id", "=", courseId)
    .where((eb) =>
      eb.or([
        eb(sql<string>`lower(content_blocks.type)`, "in", ["quiz", "assignment"]),
        eb(
          "content_blocks.id",
          "in",
          eb.selectFrom("assessment_attempts").select("block_id").where("assessment_attempts.course_id", "=", courseId),
        ),
      ]),
    )
    .orderBy("chapters.position")
    .orderBy("lessons.position")
    .orderBy("content_blocks.position")
    .orderBy("content_blocks.id");
}

import { sql } from "kysely";
import type { DatabaseExecutor } from "./executor";

/** The tables whose rows are ordered by `position` among the children of one parent. */
export type OrderedTable = "chapters" | "lessons" | "content_blocks";
export const PARENT_COLUMN = { chapters: "course_id", lessons: "chapter_id", content_blocks: "lesson_id" } as const;

/**
 * The next position among one parent's children, as a subquery of the statement that inserts, so
 * the insert reads no separate state that could belong to another course.
 */
export function nextPositionAmong(db: DatabaseExecutor, table: OrderedTable, parentId: string) {
  return (
    db
      .selectFrom(table)
      .select(sql<number>`coalesce(max(position), 0) + 1`.as("position"))
      // The parent column differs per table; sql.ref keeps it a checked identifier, not a value.
      .where(sql.ref(PARENT_COLUMN[table]), "=", parentId)
  );
}

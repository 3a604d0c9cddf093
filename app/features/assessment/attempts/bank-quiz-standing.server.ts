import { sql } from "kysely";
import type { DatabaseExecutor } from "~db/executor";

/** A quiz drawn from the bank that the learner has not passed yet. */
export interface BankQuizToPass {
  blockId: string;
  lessonId: string;
  title: string;
}

/**
 * The course's bank-drawn quizzes (blocks that have assessment attempts) this learner has no
 * passed attempt of: failed, awaiting marking, or only started. A bank quiz nobody has attempted
 * yet is named by the quiz block's own standing (content-blocks), which knows the block's source.
 * One query.
 */
export async function findBankQuizzesToPass(
  db: DatabaseExecutor,
  { userId, courseId }: { userId: string; courseId: string },
): Promise<BankQuizToPass[]> {
  const rows = await db
    .selectFrom("assessment_attempts")
    .innerJoin("content_blocks", "content_blocks.id", "assessment_attempts.block_id")
    .innerJoin("lessons", "lessons.id", "content_blocks.lesson_id")
    .select(["content_blocks.id", "content_blocks.lesson_id", "content_blocks.title"])
    .select(
      sql<number>`max(case when assessment_attempts.user_id = ${userId} and assessment_attempts.passed = 1 then 1 else 0 end)`.as(
        "passed",
      ),
    )
    .where("assessment_attempts.course_id", "=", courseId)
    .groupBy([
      "content_blocks.id",
      "content_blocks.lesson_id",
      "content_blocks.title",
      "lessons.position",
      "content_blocks.position",
    ])
    .orderBy("lessons.position")
    .orderBy("content_blocks.position")
    .execute();
  return rows
    .filter((row) => Number(row.passed) !== 1)
    .map((row) => ({ blockId: row.id, lessonId: row.lesson_id, title: row.title }));
}

import { sql } from "kysely";
import type { DatabaseExecutor } from "~db/executor";

/** An assignment of the course the learner is not yet competent on, to name it where the course cannot finish. */
export interface AssignmentNotCompetent {
  blockId: string;
  lessonId: string;
  title: string;
}

/**
 * The course's assignment blocks whose latest submission by this learner is not marked competent
 * (none yet, awaiting marking, or not yet competent). A resubmission is a new row (decision 0090),
 * so the latest attempt number decides. Two queries whatever the course's size.
 */
export async function findAssignmentsNotCompetent(
  db: DatabaseExecutor,
  { userId, courseId }: { userId: string; courseId: string },
): Promise<AssignmentNotCompetent[]> {
  const blocks = await db
    .selectFrom("content_blocks")
    .innerJoin("lessons", "lessons.id", "content_blocks.lesson_id")
    .select(["content_blocks.id", "content_blocks.lesson_id", "content_blocks.title"])
    .where("content_blocks.course_id", "=", courseId)
    .where(sql<string>`lower(content_blocks.type)`, "=", "assignment")
    .orderBy("lessons.position")
    .orderBy("content_blocks.position")
    .execute();
  if (blocks.length === 0) return [];
  const submissions = await db
    .selectFrom("assignment_submissions")
    .leftJoin("assignment_marks", "assignment_marks.submission_id", "assignment_submissions.id")
    .select([
      "assignment_submissions.block_id",
      "assignment_submissions.attempt_number",
      "assignment_submissions.status",
      "assignment_marks.outcome",
    ])
    .where("assignment_submissions.course_id", "=", courseId)
    .where("assignment_submissions.user_id", "=", userId)
    .execute();
  const latest = new Map<string, (typeof submissions)[number]>();
  for (const submission of submissions) {
    const seen = latest.get(submission.block_id);
    if (!seen || submission.attempt_number > seen.attempt_number) latest.set(submission.block_id, submission);
  }
  return blocks
    .filter((block) => {
      const submission = latest.get(block.id);
      return !(submission && (submission.outcome === "competent" || submission.status === "competent"));
    })
    .map((block) => ({ blockId: block.id, lessonId: block.lesson_id, title: block.title }));
}

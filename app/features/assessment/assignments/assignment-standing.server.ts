import type { DatabaseExecutor } from "~db/executor";

/**
 * What a learner still owes a course's assignments (decision 0095-assignments-and-portfolios), for finishing the
 * course and issuing its certificate. An assignment counts when the learner's latest marked
 * submission is competent; a rubric-marked one is competent when its points reached the block's
 * pass mark (passPoints), decided when it was marked. Work referred back by a moderator is awaiting
 * marking again and does not count until the assessor marks it. Two queries whatever the course.
 */

type AssignmentShortfall = "not-submitted" | "awaiting-marking" | "not-yet-competent";

export interface AssignmentNotCompetent {
  blockId: string;
  title: string;
  shortfall: AssignmentShortfall;
}

export async function findAssignmentsNotCompetent(
  db: DatabaseExecutor,
  { userId, courseId }: { userId: string; courseId: string },
): Promise<AssignmentNotCompetent[]> {
  const blocks = await db
    .selectFrom("content_blocks")
    .select(["id", "title"])
    .where("course_id", "=", courseId)
    .where("type", "=", "assignment")
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  if (blocks.length === 0) return [];
  const submissions = await db
    .selectFrom("assignment_submissions")
    .select(["block_id", "status", "attempt_number"])
    .where("user_id", "=", userId)
    .where("course_id", "=", courseId)
    .orderBy("attempt_number", "desc")
    .execute();
  const latestMarked = new Map<string, string>();
  const latestStatus = new Map<string, string>();
  for (const submission of submissions) {
    if (!latestStatus.has(submission.block_id)) latestStatus.set(submission.block_id, submission.status);
    if (submission.status !== "awaiting-marking" && !latestMarked.has(submission.block_id)) {
      latestMarked.set(submission.block_id, submission.status);
    }
  }
  return blocks.flatMap((block): AssignmentNotCompetent[] => {
    const status = latestMarked.get(block.id);
    if (status === "competent") return [];
    const latest = latestStatus.get(block.id);
    const shortfall: AssignmentShortfall =
      latest === undefined ? "not-submitted" : latest === "awaiting-marking" ? "awaiting-marking" : "not-yet-competent";
    return [{ blockId: block.id, title: block.title || "Assignment", shortfall }];
  });
}

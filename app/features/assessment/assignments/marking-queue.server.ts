import { formatDateTime } from "~/lib/dates";
import type { KeysetPosition } from "~/lib/pagination";
import { getSiteTimeZone } from "~/platform/site-settings/site-settings.server";
import type { DatabaseExecutor } from "~db/executor";
import { anyContainsText } from "~db/sql-helpers";

/**
 * A course's submissions awaiting marking, oldest first (the longest waiting is marked first),
 * paged by keyset on (submitted_at, id) and searched by the learner's name or email.
 */

const MARKING_PAGE_SIZE = 20;

export interface QueueItem {
  submissionId: string;
  learnerName: string;
  learnerEmail: string;
  assignmentTitle: string;
  attemptNumber: number;
  submittedAt: string;
  /** A moderator referred the earlier mark back: the work is marked again. */
  isReferredBack: boolean;
}

export async function listAwaitingMarking(
  db: DatabaseExecutor,
  { courseId, search, after }: { courseId: string; search: string; after: KeysetPosition | null },
): Promise<{ items: QueueItem[]; next: KeysetPosition | null }> {
  let query = db
    .selectFrom("assignment_submissions")
    .innerJoin("user", "user.id", "assignment_submissions.user_id")
    .innerJoin("content_blocks", "content_blocks.id", "assignment_submissions.block_id")
    .leftJoin("assignment_marks", "assignment_marks.submission_id", "assignment_submissions.id")
    .select([
      "assignment_submissions.id",
      "assignment_submissions.submitted_at",
      "assignment_submissions.attempt_number",
      "user.name",
      "user.email",
      "content_blocks.title",
      "assignment_marks.id as mark_id",
    ])
    .where("assignment_submissions.course_id", "=", courseId)
    .where("assignment_submissions.status", "=", "awaiting-marking");
  if (search) query = query.where(anyContainsText(["user.name", "user.email"], search));
  if (after) {
    query = query.where((eb) =>
      eb.or([
        eb("assignment_submissions.submitted_at", ">", after.createdAt),
        eb.and([
          eb("assignment_submissions.submitted_at", "=", after.createdAt),
          eb("assignment_submissions.id", ">", after.id),
        ]),
      ]),
    );
  }
  const [rows, timeZone] = await Promise.all([
    query
      .orderBy("assignment_submissions.submitted_at")
      .orderBy("assignment_submissions.id")
      .limit(MARKING_PAGE_SIZE + 1)
      .execute(),
    getSiteTimeZone(db),
  ]);
  const kept = rows.slice(0, MARKING_PAGE_SIZE);
  const last = kept.at(-1);
  return {
    items: kept.map((row) => ({
      submissionId: row.id,
      learnerName: row.name,
      learnerEmail: row.email,
      assignmentTitle: row.title || "Assignment",
      attemptNumber: Number(row.attempt_number),
      submittedAt: formatDateTime(row.submitted_at, timeZone),
      isReferredBack: row.mark_id !== null,
    })),
    next: rows.length > MARKING_PAGE_SIZE && last ? { createdAt: last.submitted_at, id: last.id } : null,
  };
}

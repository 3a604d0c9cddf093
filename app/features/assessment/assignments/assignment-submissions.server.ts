import { sql } from "kysely";
import { createId } from "~/lib/ids";
import { type Outcome, refuse, refuseConflict } from "~/lib/refusal";
import { isRichTextEmpty, sanitizeRichText } from "~/lib/sanitize-html.server";
import { getSiteTimeZone } from "~/platform/site-settings/site-settings.server";
import type { DatabaseExecutor } from "~db/executor";
import { jsonRowsFrom, readJsonRows } from "~db/json-aggregation";
import { isUniqueViolation } from "~db/sql-helpers";
import { inTransaction } from "~db/transactions";
import { ASSIGNMENT_FILE_MAX_BYTES, type AssignmentContent } from "./assignment-content";
import {
  parseAssignmentContent,
  submissionFilesQuery,
  submissionMarksQuery,
  toSubmissionViews,
} from "./assignment-records.server";
import { type LearnerAssignment, ownPortfolioPath } from "./assignment-views";
import * as m from "./messages";

/**
 * A learner hands in an assignment (decision 0095-assignments-and-portfolios): text and files, one row per
 * (re)submission so every earlier decision stays. The route reads the body, checks each file's
 * bytes and stores it (assessment imports no uploads code), then passes what it stored here.
 */

const MAX_TEXT_LENGTH = 200_000;

/** A file the route checked (by its bytes) and stored under `storedName`. */
export interface StoredEvidenceFile {
  storedName: string;
  originalName: string;
  contentType: string;
  sizeBytes: number;
}

/** The assignment block of this course (its content decides what the route accepts), or a refusal. */
export async function findCourseAssignment(
  db: DatabaseExecutor,
  { courseId, blockId }: { courseId: string; blockId: string },
): Promise<Outcome<{ blockId: string; title: string; content: AssignmentContent }>> {
  const block = await db
    .selectFrom("content_blocks")
    .select(["id", "type", "title", "content_json"])
    .where("id", "=", blockId)
    .where("course_id", "=", courseId)
    .executeTakeFirst();
  const content = block ? parseAssignmentContent(block.type, block.content_json) : null;
  if (!block || !content) return refuse("missing", m.assignmentGone());
  return { ok: true, blockId: block.id, title: block.title, content };
}

export async function submitAssignment(
  db: DatabaseExecutor,
  input: { userId: string; courseId: string; blockId: string; textHtml: string; files: StoredEvidenceFile[] },
  now: Date = new Date(),
): Promise<Outcome<{ submissionId: string; attemptNumber: number }>> {
  const assignment = await findCourseAssignment(db, input);
  if (!assignment.ok) return assignment;
  const { content } = assignment;
  if (input.textHtml.length > MAX_TEXT_LENGTH) {
    return refuse("too-large", m.answerTooLongAttach(), { text: m.answerTooLong() });
  }
  const textHtml = sanitizeRichText(input.textHtml);
  const hasText = !isRichTextEmpty(textHtml);
  if (!hasText && input.files.length === 0)
    return refuse("invalid", m.emptySubmission(), { text: m.emptySubmission() });
  if (input.files.length > content.maxFiles) {
    return refuse("too-large", tooManyFilesMessage(content.maxFiles));
  }
  const latest = await db
    .selectFrom("assignment_submissions")
    .select(["attempt_number", "status"])
    .where("block_id", "=", input.blockId)
    .where("user_id", "=", input.userId)
    .orderBy("attempt_number", "desc")
    .limit(1)
    .executeTakeFirst();
  if (latest?.status === "awaiting-marking") return refuse("closed", m.awaitingAssessor());
  if (latest?.status === "competent") return refuse("closed", m.alreadyCompetent());
  const submissionId = createId();
  const attemptNumber = Number(latest?.attempt_number ?? 0) + 1;
  const submittedAt = now.toISOString();
  try {
    await inTransaction(db, async (trx) => {
      await trx
        .insertInto("assignment_submissions")
        .values({
          id: submissionId,
          block_id: input.blockId,
          course_id: input.courseId,
          user_id: input.userId,
          attempt_number: attemptNumber,
          text_html: hasText ? textHtml : "",
          submitted_at: submittedAt,
          status: "awaiting-marking",
        })
        .execute();
      if (input.files.length > 0) {
        await trx
          .insertInto("assignment_submission_files")
          .values(
            input.files.map((file) => ({
              id: createId(),
              submission_id: submissionId,
              stored_name: file.storedName,
              original_name: file.originalName,
              content_type: file.contentType,
              size_bytes: file.sizeBytes,
              created_at: submittedAt,
            })),
          )
          .execute();
      }
    });
  } catch (error) {
    // Two tabs handing in at once: the (block, learner, number) key keeps one.
    if (isUniqueViolation(error)) return refuseConflict(m.handedInElsewhere());
    throw error;
  }
  return { ok: true, submissionId, attemptNumber };
}

export function tooManyFilesMessage(maxFiles: number): string {
  return maxFiles === 0 ? m.noFilesTaken() : m.attachAtMost({ count: maxFiles });
}

const LEARNER_SUBMISSIONS_SHOWN = 5;

type AssignmentBlock = { id: string; courseId: string; content: AssignmentContent };

/**
 * The learner's submissions to these assignment blocks, newest attempt first, each with its files and
 * mark as JSON columns: a query for the viewer to read with the lesson's other answers in one
 * statement (decision 0127-viewer-statements), read by `learnerAssignmentsFrom`. Bounded as before
 * (50 per block); no blocks, no rows.
 */
export function learnerSubmissionsQuery(db: DatabaseExecutor, userId: string, blockIds: string[]) {
  const submissionId = sql.ref<string>("assignment_submissions.id");
  return db
    .selectFrom("assignment_submissions")
    .select(["id", "block_id", "attempt_number", "submitted_at", "status", "text_html"])
    .select([
      jsonRowsFrom(db, submissionFilesQuery(db).where("submission_id", "=", submissionId)).as("files"),
      jsonRowsFrom(db, submissionMarksQuery(db).where("assignment_marks.submission_id", "=", submissionId)).as("marks"),
    ])
    .where("user_id", "=", userId)
    .where((eb) => (blockIds.length > 0 ? eb("block_id", "in", blockIds) : eb.lit(false)))
    .orderBy("block_id")
    .orderBy("attempt_number", "desc")
    .limit(blockIds.length * 50);
}

type LearnerSubmissionRow = Awaited<ReturnType<ReturnType<typeof learnerSubmissionsQuery>["execute"]>>[number];

/**
 * The learner's view of the course's assignment blocks in a lesson: their latest submissions with
 * files and decisions, from the rows of `learnerSubmissionsQuery` (the last few per block are shown).
 */
export async function learnerAssignmentsFrom(
  db: DatabaseExecutor,
  blocks: readonly AssignmentBlock[],
  rows: readonly LearnerSubmissionRow[],
): Promise<Map<string, LearnerAssignment>> {
  const result = new Map<string, LearnerAssignment>();
  if (blocks.length === 0) return result;
  const timeZone = await getSiteTimeZone(db);
  const shown = new Map<string, LearnerSubmissionRow[]>();
  for (const row of rows) {
    const list = shown.get(row.block_id) ?? [];
    if (list.length < LEARNER_SUBMISSIONS_SHOWN) list.push(row);
    shown.set(row.block_id, list);
  }
  const shownRows = [...shown.values()].flat();
  const contentByBlock = new Map(blocks.map((block) => [block.id, block.content]));
  const blockOfSubmission = new Map(shownRows.map((row) => [row.id, row.block_id]));
  const views = toSubmissionViews(
    {
      rows: shownRows,
      files: shownRows.flatMap((row) => readJsonRows(row.files)),
      marks: shownRows.flatMap((row) => readJsonRows(row.marks)),
    },
    (submissionId) => contentByBlock.get(blockOfSubmission.get(submissionId) ?? "") ?? null,
    timeZone,
  );
  const viewById = new Map(views.map((view) => [view.id, view]));
  for (const block of blocks) {
    const submissions = (shown.get(block.id) ?? []).flatMap((row) => viewById.get(row.id) ?? []);
    const latest = submissions[0];
    result.set(block.id, {
      content: { ...block.content, maxFileBytes: ASSIGNMENT_FILE_MAX_BYTES },
      submissions,
      canSubmit: !latest || latest.status === "not-yet-competent",
      portfolioPath: ownPortfolioPath(block.courseId),
    });
  }
  return result;
}

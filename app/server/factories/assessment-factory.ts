import type { AssignmentContent } from "~/features/assessment/assignments/assignment-content";
import { createId } from "~/lib/ids";
import type { DatabaseExecutor } from "~db/executor";
import type { AssessmentRole, SubmissionStatus } from "~db/schema";
import { insertBlock } from "./course-factory";

/** Names a person assessor or moderator of a course (decision 0090), as an admin does. */
export async function assignAssessmentStaff(
  db: DatabaseExecutor,
  { courseId, userId, role }: { courseId: string; userId: string; role: AssessmentRole },
) {
  await db
    .insertInto("assessment_staff")
    .values({
      course_id: courseId,
      user_id: userId,
      role,
      assigned_by_user_id: null,
      assigned_at: new Date().toISOString(),
    })
    .onConflict((conflict) => conflict.columns(["course_id", "user_id", "role"]).doNothing())
    .execute();
}

/** An assignment block's content: two criteria marked competent / not yet competent, PDFs and images, two files. */
function assignmentContent(overrides: Partial<AssignmentContent> = {}): AssignmentContent {
  return {
    instructionsHtml: "<p>Plan an internal audit of one process and attach your audit plan.</p>",
    criteria: [
      { id: "scope", title: "Audit scope", description: "The process, its clauses and its boundaries." },
      { id: "plan", title: "Audit plan", description: "Who is interviewed, when, and against which evidence." },
    ],
    marking: "competence",
    levels: [
      { id: "none", label: "Not shown", points: 0 },
      { id: "part", label: "Partly shown", points: 1 },
      { id: "full", label: "Fully shown", points: 2 },
    ],
    passPoints: null,
    fileKinds: ["pdf", "image", "word"],
    maxFiles: 2,
    ...overrides,
  };
}

/** An assignment block in the lesson (decision 0091-assignments). */
export async function insertAssignmentBlock(
  db: DatabaseExecutor,
  lesson: { id: string; course_id: string },
  {
    title = "Plan an internal audit",
    position = 10,
    ...content
  }: Partial<AssignmentContent> & { title?: string; position?: number } = {},
) {
  return insertBlock(db, lesson, { type: "assignment", title, position, content: assignmentContent(content) });
}

/** A learner's submission, as handing it in stores it (with stored files' rows when given). */
export async function insertAssignmentSubmission(
  db: DatabaseExecutor,
  {
    blockId,
    courseId,
    userId,
    attemptNumber = 1,
    status = "awaiting-marking",
    textHtml = "<p>My audit plan covers purchasing.</p>",
    submittedAt = new Date().toISOString(),
    files = [],
  }: {
    blockId: string;
    courseId: string;
    userId: string;
    attemptNumber?: number;
    status?: SubmissionStatus;
    textHtml?: string;
    submittedAt?: string;
    files?: Array<{ storedName: string; originalName: string; contentType: string; sizeBytes: number }>;
  },
) {
  const id = createId();
  await db
    .insertInto("assignment_submissions")
    .values({
      id,
      block_id: blockId,
      course_id: courseId,
      user_id: userId,
      attempt_number: attemptNumber,
      text_html: textHtml,
      submitted_at: submittedAt,
      status,
    })
    .execute();
  const fileIds: string[] = [];
  for (const file of files) {
    const fileId = createId();
    fileIds.push(fileId);
    await db
      .insertInto("assignment_submission_files")
      .values({
        id: fileId,
        submission_id: id,
        stored_name: file.storedName,
        original_name: file.originalName,
        content_type: file.contentType,
        size_bytes: file.sizeBytes,
        created_at: submittedAt,
      })
      .execute();
  }
  return { id, fileIds };
}

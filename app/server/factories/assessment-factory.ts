import type { AssignmentContent } from "~/features/assessment/assignments/assignment-content";
import { createQuestion } from "~/features/assessment/questions/bank.server";
import { createCategory } from "~/features/assessment/questions/bank-categories.server";
import type { QuestionAnswer, QuestionContent } from "~/features/assessment/questions/question-types";
import { createId } from "~/lib/ids";
import type { DatabaseExecutor } from "~db/executor";
import type { AssessmentRole, AttemptStatus, SubmissionStatus } from "~db/schema";
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

/** An assignment block in the lesson (decision 0095-assignments-and-portfolios). */
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

/**
 * A learner's submission, as handing it in stores it (with stored files' rows when given),
 * numbered after their earlier ones unless a number is given.
 */
export async function insertAssignmentSubmission(
  db: DatabaseExecutor,
  {
    blockId,
    courseId,
    userId,
    attemptNumber,
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
  const earlier = await db
    .selectFrom("assignment_submissions")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("block_id", "=", blockId)
    .where("user_id", "=", userId)
    .executeTakeFirstOrThrow();
  await db
    .insertInto("assignment_submissions")
    .values({
      id,
      block_id: blockId,
      course_id: courseId,
      user_id: userId,
      attempt_number: attemptNumber ?? Number(earlier.count) + 1,
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

/** A question as an attempt froze it (decision 0090): its bank id, its content, the option order shown. */
export interface FrozenQuestionFields {
  questionId: string;
  content: QuestionContent;
  optionOrder?: string[];
}

/**
 * A bank-drawn quiz attempt as the quiz player leaves it, written directly: status, frozen
 * questions, answers by question id, score. Numbered after the learner's earlier attempts of the block.
 */
export async function insertAssessmentAttempt(
  db: DatabaseExecutor,
  fields: {
    blockId: string;
    courseId: string;
    userId: string;
    questions: FrozenQuestionFields[];
    answers?: Record<string, QuestionAnswer>;
    status?: AttemptStatus;
    score?: number | null;
    passed?: boolean | null;
    startedAt?: string;
    submittedAt?: string | null;
  },
) {
  const previous = await db
    .selectFrom("assessment_attempts")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("block_id", "=", fields.blockId)
    .where("user_id", "=", fields.userId)
    .executeTakeFirstOrThrow();
  const startedAt = fields.startedAt ?? new Date().toISOString();
  const status = fields.status ?? "completed";
  const row = {
    id: createId(),
    block_id: fields.blockId,
    course_id: fields.courseId,
    user_id: fields.userId,
    attempt_number: Number(previous.count) + 1,
    status,
    started_at: startedAt,
    deadline_at: null,
    submitted_at: fields.submittedAt !== undefined ? fields.submittedAt : status === "in-progress" ? null : startedAt,
    questions_json: JSON.stringify(fields.questions),
    answers_json: JSON.stringify(fields.answers ?? {}),
    score: fields.score === undefined ? null : fields.score,
    max_score: fields.questions.reduce((sum, question) => sum + question.content.points, 0),
    passed: fields.passed === undefined || fields.passed === null ? null : fields.passed ? 1 : 0,
  };
  await db.insertInto("assessment_attempts").values(row).execute();
  return row;
}

/** A person's mark of one essay question of an attempt. */
export async function insertAttemptQuestionMark(
  db: DatabaseExecutor,
  fields: { attemptId: string; questionId: string; points: number; markedByUserId: string | null; comment?: string },
) {
  await db
    .insertInto("attempt_question_marks")
    .values({
      attempt_id: fields.attemptId,
      question_id: fields.questionId,
      points: fields.points,
      comment: fields.comment ?? "",
      marked_by_user_id: fields.markedByUserId,
      marked_at: new Date().toISOString(),
    })
    .execute();
}

/** An assessor's decision on a submission; the submission takes the outcome as its status. */
export async function insertAssignmentMark(
  db: DatabaseExecutor,
  fields: {
    submissionId: string;
    outcome: "competent" | "not-yet-competent";
    markedByUserId: string | null;
    comment?: string;
  },
) {
  const row = {
    id: createId(),
    submission_id: fields.submissionId,
    outcome: fields.outcome,
    points: null,
    max_points: null,
    criteria_json: "[]",
    comment: fields.comment ?? "",
    marked_by_user_id: fields.markedByUserId,
    marked_at: new Date().toISOString(),
  };
  await db.insertInto("assignment_marks").values(row).execute();
  await db
    .updateTable("assignment_submissions")
    .set({ status: fields.outcome })
    .where("id", "=", fields.submissionId)
    .execute();
  return row;
}

/** A moderator's sign-off of a mark. */
export async function insertModerationSignoff(
  db: DatabaseExecutor,
  fields: {
    markId: string;
    moderatorUserId: string | null;
    decision?: "confirmed" | "referred-back";
    comment?: string;
  },
) {
  const row = {
    id: createId(),
    mark_id: fields.markId,
    decision: fields.decision ?? ("confirmed" as const),
    comment: fields.comment ?? "",
    moderator_user_id: fields.moderatorUserId,
    signed_at: new Date().toISOString(),
  };
  await db.insertInto("moderation_signoffs").values(row).execute();
  return row;
}

/** A category and one question in a bank (a course's, or the shared one with courseId null), through the bank's own rules. */
export async function createBankQuestion(
  db: DatabaseExecutor,
  {
    courseId,
    categoryName = "General",
    title = "Which clause covers internal audit?",
    tags = ["iso 9001"],
  }: { courseId: string | null; categoryName?: string; title?: string; tags?: string[] },
) {
  const scope = { courseId };
  const category = await createCategory(db, scope, { name: categoryName });
  if (!category.ok) throw new Error(`createBankQuestion: ${category.message}`);
  const question = await createQuestion(db, scope, {
    categoryId: category.categoryId,
    title,
    tags,
    createdByUserId: null,
    content: {
      type: "single",
      stemHtml: "<p>Which clause of ISO 9001 covers internal audit?</p>",
      feedbackHtml: "",
      points: 1,
      options: [
        { id: "a", html: "<p>9.2</p>", isCorrect: true, feedbackHtml: "" },
        { id: "b", html: "<p>7.5</p>", isCorrect: false, feedbackHtml: "" },
      ],
    },
  });
  if (!question.ok) throw new Error(`createBankQuestion: ${question.message}`);
  return { categoryId: category.categoryId, questionId: question.questionId };
}

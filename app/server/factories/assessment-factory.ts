import { createQuestion } from "~/features/assessment/questions/bank.server";
import { createCategory } from "~/features/assessment/questions/bank-categories.server";
import type { DatabaseExecutor } from "~db/executor";
import type { AssessmentRole } from "~db/schema";

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

import type { DatabaseExecutor } from "~db/executor";

/**
 * What the quiz editor's pickers show (decision 0090): the categories a course's quiz may draw from
 * (its own bank and the shared bank) with how many questions each holds, and a category's
 * questions to choose fixed ones from. Archived questions are never offered.
 */

const PICKER_LIMIT = 200;

export interface PickerCategory {
  id: string;
  name: string;
  isShared: boolean;
  questionCount: number;
}

export interface PickerQuestion {
  id: string;
  title: string;
  type: string;
  categoryId: string;
}

export async function listPickerCategories(db: DatabaseExecutor, courseId: string): Promise<PickerCategory[]> {
  const rows = await db
    .selectFrom("question_categories")
    .leftJoin("questions", (join) =>
      join.onRef("questions.category_id", "=", "question_categories.id").on("questions.archived_at", "is", null),
    )
    .select(["question_categories.id", "question_categories.name", "question_categories.course_id"])
    .select((eb) => eb.fn.count<string>("questions.id").as("question_count"))
    .where((eb) =>
      eb.or([eb("question_categories.course_id", "=", courseId), eb("question_categories.course_id", "is", null)]),
    )
    .groupBy(["question_categories.id", "question_categories.name", "question_categories.course_id"])
    .orderBy("question_categories.course_id")
    .orderBy("question_categories.name")
    .limit(PICKER_LIMIT)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    isShared: row.course_id === null,
    questionCount: Number(row.question_count),
  }));
}

function bankQuestions(db: DatabaseExecutor, courseId: string) {
  return db
    .selectFrom("questions")
    .innerJoin("question_categories", "question_categories.id", "questions.category_id")
    .select(["questions.id", "questions.title", "questions.type", "questions.category_id"])
    .where("questions.archived_at", "is", null)
    .where((eb) =>
      eb.or([eb("question_categories.course_id", "=", courseId), eb("question_categories.course_id", "is", null)]),
    );
}

const toPickerQuestion = (row: { id: string; title: string; type: string; category_id: string }): PickerQuestion => ({
  id: row.id,
  title: row.title,
  type: row.type,
  categoryId: row.category_id,
});

/** A category's questions (the first PICKER_LIMIT by title). */
export async function listPickerQuestions(
  db: DatabaseExecutor,
  courseId: string,
  categoryId: string,
): Promise<PickerQuestion[]> {
  const rows = await bankQuestions(db, courseId)
    .where("questions.category_id", "=", categoryId)
    .orderBy("questions.title")
    .orderBy("questions.id")
    .limit(PICKER_LIMIT)
    .execute();
  return rows.map(toPickerQuestion);
}

/** The quiz's chosen fixed questions, to name them (an archived or foreign one is left out). */
export async function findPickerQuestions(
  db: DatabaseExecutor,
  courseId: string,
  ids: string[],
): Promise<PickerQuestion[]> {
  if (ids.length === 0) return [];
  const rows = await bankQuestions(db, courseId).where("questions.id", "in", ids.slice(0, PICKER_LIMIT)).execute();
  return rows.map(toPickerQuestion);
}

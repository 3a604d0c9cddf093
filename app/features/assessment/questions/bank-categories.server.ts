import { type SqlBool, sql } from "kysely";
import { createId } from "~/lib/ids";
import { type Outcome, refuse } from "~/lib/refusal";
import { updateAtVersion } from "~/lib/versioned-update.server";
import type { DatabaseExecutor } from "~db/executor";
import { inTransaction } from "~db/transactions";
import * as m from "./messages";

/**
 * The question bank's categories (decision 0090-assessment-model): a course's bank (its categories
 * carry the course's id) or the shared bank (course_id null). A category of another bank is
 * "missing" to every function here, so a course's editor reaches only that course's categories.
 */

/** Which bank: a course's, or the shared one (courseId null). */
export interface BankScope {
  courseId: string | null;
}

export interface CategoryView {
  id: string;
  name: string;
  version: number;
  questionCount: number;
}

/** The condition "this category row is in the bank" (question_categories in the query). */
export function inBank(scope: BankScope) {
  return scope.courseId === null
    ? sql<SqlBool>`question_categories.course_id is null`
    : sql<SqlBool>`question_categories.course_id = ${scope.courseId}`;
}

/** The bank's categories, by name, each with how many questions (archived too) it holds. */
export async function listCategories(db: DatabaseExecutor, scope: BankScope): Promise<CategoryView[]> {
  const rows = await db
    .selectFrom("question_categories")
    .leftJoin("questions", "questions.category_id", "question_categories.id")
    .select((eb) => [
      "question_categories.id",
      "question_categories.name",
      "question_categories.version",
      eb.fn.count<number>("questions.id").as("question_count"),
    ])
    .where(inBank(scope))
    .groupBy(["question_categories.id", "question_categories.name", "question_categories.version"])
    .orderBy("question_categories.name")
    .limit(500)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    version: row.version,
    questionCount: Number(row.question_count),
  }));
}

export async function findCategory(db: DatabaseExecutor, scope: BankScope, categoryId: string) {
  return db
    .selectFrom("question_categories")
    .select(["id", "name", "version"])
    .where("id", "=", categoryId)
    .where(inBank(scope))
    .executeTakeFirst();
}

async function nameTaken(db: DatabaseExecutor, scope: BankScope, name: string, exceptId?: string) {
  let query = db
    .selectFrom("question_categories")
    .select("id")
    .where(inBank(scope))
    .where(sql<SqlBool>`lower(name) = lower(${name})`);
  if (exceptId) query = query.where("id", "!=", exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function createCategory(
  db: DatabaseExecutor,
  scope: BankScope,
  input: { name: string },
): Promise<Outcome<{ categoryId: string }>> {
  if (await nameTaken(db, scope, input.name))
    return refuse("conflict", m.categoryNameTaken(), { name: m.categoryNameTaken() });
  const now = new Date().toISOString();
  const categoryId = createId();
  await db
    .insertInto("question_categories")
    .values({ id: categoryId, course_id: scope.courseId, name: input.name, created_at: now, updated_at: now })
    .execute();
  return { ok: true, categoryId };
}

export async function renameCategory(
  db: DatabaseExecutor,
  scope: BankScope,
  input: { categoryId: string; name: string; version: number },
): Promise<Outcome> {
  if (!(await findCategory(db, scope, input.categoryId))) return refuse("missing", m.categoryMissing());
  if (await nameTaken(db, scope, input.name, input.categoryId))
    return refuse("conflict", m.categoryNameTaken(), { name: m.categoryNameTaken() });
  const saved = await updateAtVersion(
    db,
    "question_categories",
    { id: input.categoryId, version: input.version },
    { name: input.name, updated_at: new Date().toISOString() },
  );
  return saved.ok ? { ok: true } : saved;
}

/** Only an empty category goes: a question, even archived, keeps its category for the attempts that showed it. */
export async function deleteCategory(
  db: DatabaseExecutor,
  scope: BankScope,
  input: { categoryId: string; version: number },
): Promise<Outcome> {
  return inTransaction(db, async (trx) => {
    const category = await findCategory(trx, scope, input.categoryId);
    if (!category) return refuse("missing", m.categoryMissing());
    if (category.version !== input.version) return refuse("stale");
    const held = await trx
      .selectFrom("questions")
      .select("id")
      .where("category_id", "=", input.categoryId)
      .limit(1)
      .executeTakeFirst();
    if (held) return refuse("conflict", m.categoryStillHolds({ name: category.name }));
    await trx
      .deleteFrom("question_categories")
      .where("id", "=", input.categoryId)
      .where("version", "=", input.version)
      .execute();
    return { ok: true };
  });
}

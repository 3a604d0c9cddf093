import { createId } from "~/lib/ids";
import type { KeysetPage, KeysetPosition } from "~/lib/pagination";
import { keysetPageOf, newestFirstAfter } from "~/lib/pagination";
import { type Outcome, refuse } from "~/lib/refusal";
import { updateAtVersion } from "~/lib/versioned-update.server";
import type { DatabaseExecutor } from "~db/executor";
import { jsonRowsFrom, readJsonRows } from "~db/json-aggregation";
import { everyWordInColumns } from "~db/sql-helpers";
import { inTransaction } from "~db/transactions";
import { type BankScope, findCategory, inBank } from "./bank-categories.server";
import * as m from "./messages";
import { prepareQuestion, type QuestionInput, searchTextOf } from "./prepare-question.server";
import { type QuestionContent, type QuestionType, questionContentSchema } from "./question-types";

/**
 * The question bank (decision 0090-assessment-model): a course's bank (its categories carry the
 * course's id) or the shared bank (course_id null). Every function takes the bank it acts in and
 * refuses a category or question of another bank as missing, so a course's editor reaches only
 * that course's questions. Questions are archived, never deleted: an attempt may have shown them.
 */

export interface QuestionListItem {
  id: string;
  title: string;
  type: QuestionType;
  categoryId: string;
  categoryName: string;
  tags: string[];
  isArchived: boolean;
  version: number;
  updatedAt: string;
}

export interface QuestionView {
  id: string;
  categoryId: string;
  title: string;
  type: QuestionType;
  content: QuestionContent;
  tags: string[];
  isArchived: boolean;
  version: number;
}

export interface QuestionListFilter {
  search: string;
  categoryId: string | null;
  type: QuestionType | null;
  tag: string | null;
  /** Archived questions instead of the live ones. */
  archived: boolean;
  limit: number;
  after: KeysetPosition | null;
}

/** A page of the bank's questions, newest first, searched and filtered; tags read in one query for the page. */
export async function listQuestions(
  db: DatabaseExecutor,
  scope: BankScope,
  filter: QuestionListFilter,
): Promise<KeysetPage<QuestionListItem>> {
  let query = db
    .selectFrom("questions")
    .innerJoin("question_categories", "question_categories.id", "questions.category_id")
    .select((eb) => [
      "questions.id",
      "questions.title",
      "questions.type",
      "questions.category_id",
      "question_categories.name as category_name",
      "questions.archived_at",
      "questions.version",
      "questions.created_at",
      "questions.updated_at",
      // Each question's tags in the page's statement (decision 0125-staff-statements).
      jsonRowsFrom(
        db,
        eb
          .selectFrom("question_tags")
          .select("question_tags.tag")
          .whereRef("question_tags.question_id", "=", "questions.id")
          .orderBy("question_tags.tag"),
      ).as("tags"),
    ])
    .where(inBank(scope))
    .where("questions.archived_at", filter.archived ? "is not" : "is", null);
  const words = everyWordInColumns(["questions.title", "questions.search_text"], filter.search);
  if (words) query = query.where(words);
  if (filter.categoryId) query = query.where("questions.category_id", "=", filter.categoryId);
  if (filter.type) query = query.where("questions.type", "=", filter.type);
  if (filter.tag) {
    const tag = filter.tag;
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom("question_tags")
          .select("question_tags.question_id")
          .whereRef("question_tags.question_id", "=", "questions.id")
          .where("question_tags.tag", "=", tag),
      ),
    );
  }
  const rows = await newestFirstAfter(query, "questions", filter.after)
    .limit(filter.limit + 1)
    .execute();
  return keysetPageOf(
    rows,
    filter.limit,
    (row) => ({
      id: row.id,
      title: row.title,
      type: row.type as QuestionType,
      categoryId: row.category_id,
      categoryName: row.category_name,
      tags: readJsonRows(row.tags).map((tag) => tag.tag),
      isArchived: row.archived_at !== null,
      version: row.version,
      updatedAt: row.updated_at,
    }),
    (row) => ({ createdAt: row.created_at, id: row.id }),
  );
}

async function tagsOf(db: DatabaseExecutor, questionIds: readonly string[]): Promise<Map<string, string[]>> {
  const byQuestion = new Map<string, string[]>();
  if (questionIds.length === 0) return byQuestion;
  const rows = await db
    .selectFrom("question_tags")
    .select(["question_id", "tag"])
    .where("question_id", "in", questionIds)
    .orderBy("tag")
    .execute();
  for (const row of rows) byQuestion.set(row.question_id, [...(byQuestion.get(row.question_id) ?? []), row.tag]);
  return byQuestion;
}

/** The tags used in the bank, for the filter (at most 200, alphabetical). */
export async function listBankTags(db: DatabaseExecutor, scope: BankScope): Promise<string[]> {
  const rows = await db
    .selectFrom("question_tags")
    .innerJoin("questions", "questions.id", "question_tags.question_id")
    .innerJoin("question_categories", "question_categories.id", "questions.category_id")
    .select("question_tags.tag")
    .distinct()
    .where(inBank(scope))
    .orderBy("question_tags.tag")
    .limit(200)
    .execute();
  return rows.map((row) => row.tag);
}

export async function getQuestion(
  db: DatabaseExecutor,
  scope: BankScope,
  questionId: string,
): Promise<QuestionView | null> {
  const row = await db
    .selectFrom("questions")
    .innerJoin("question_categories", "question_categories.id", "questions.category_id")
    .select([
      "questions.id",
      "questions.category_id",
      "questions.title",
      "questions.type",
      "questions.content_json",
      "questions.archived_at",
      "questions.version",
    ])
    .where("questions.id", "=", questionId)
    .where(inBank(scope))
    .executeTakeFirst();
  if (!row) return null;
  const tags = await tagsOf(db, [row.id]);
  return {
    id: row.id,
    categoryId: row.category_id,
    title: row.title,
    type: row.type as QuestionType,
    content: JSON.parse(row.content_json) as QuestionContent,
    tags: tags.get(row.id) ?? [],
    isArchived: row.archived_at !== null,
    version: row.version,
  };
}

/** Every question of the bank (archived ones left out), oldest first, for an export. Bounded. */
export async function questionsForExport(
  db: DatabaseExecutor,
  scope: BankScope,
  limit = 5_000,
): Promise<Array<QuestionView & { categoryName: string }>> {
  const rows = await db
    .selectFrom("questions")
    .innerJoin("question_categories", "question_categories.id", "questions.category_id")
    .select([
      "questions.id",
      "questions.category_id",
      "question_categories.name as category_name",
      "questions.title",
      "questions.type",
      "questions.content_json",
      "questions.version",
    ])
    .where(inBank(scope))
    .where("questions.archived_at", "is", null)
    .orderBy("questions.created_at")
    .orderBy("questions.id")
    .limit(limit)
    .execute();
  const tags = new Map<string, string[]>();
  for (let start = 0; start < rows.length; start += 500) {
    const some = await tagsOf(
      db,
      rows.slice(start, start + 500).map((row) => row.id),
    );
    for (const [id, list] of some) tags.set(id, list);
  }
  return rows.map((row) => ({
    id: row.id,
    categoryId: row.category_id,
    categoryName: row.category_name,
    title: row.title,
    type: row.type as QuestionType,
    content: JSON.parse(row.content_json) as QuestionContent,
    tags: tags.get(row.id) ?? [],
    isArchived: false,
    version: row.version,
  }));
}

export async function createQuestion(
  db: DatabaseExecutor,
  scope: BankScope,
  input: QuestionInput & { createdByUserId: string | null },
): Promise<Outcome<{ questionId: string }>> {
  const prepared = prepareQuestion(input);
  if (!prepared.ok) return prepared;
  return inTransaction(db, async (trx) => {
    if (!(await findCategory(trx, scope, input.categoryId)))
      return refuse("invalid", m.categoryMissing(), { categoryId: m.categoryMissing() });
    const questionId = await insertQuestion(trx, {
      categoryId: input.categoryId,
      createdByUserId: input.createdByUserId,
      ...prepared,
    });
    return { ok: true, questionId };
  });
}

/** Inserts a checked, sanitised question and its tags (the imports call this for each of theirs). */
export async function insertQuestion(
  db: DatabaseExecutor,
  input: {
    categoryId: string;
    title: string;
    content: QuestionContent;
    tags: readonly string[];
    createdByUserId: string | null;
  },
): Promise<string> {
  const now = new Date().toISOString();
  const questionId = createId();
  await db
    .insertInto("questions")
    .values({
      id: questionId,
      category_id: input.categoryId,
      type: input.content.type,
      title: input.title,
      content_json: JSON.stringify(input.content),
      search_text: searchTextOf(input.content),
      created_by_user_id: input.createdByUserId,
      created_at: now,
      updated_at: now,
    })
    .execute();
  if (input.tags.length > 0)
    await db
      .insertInto("question_tags")
      .values(input.tags.map((tag) => ({ question_id: questionId, tag })))
      .execute();
  return questionId;
}

/** Saves an edit at the version the editor opened; another save in between makes this one stale. */
export async function updateQuestion(
  db: DatabaseExecutor,
  scope: BankScope,
  input: QuestionInput & { questionId: string; version: number },
): Promise<Outcome<{ version: number }>> {
  const prepared = prepareQuestion(input);
  if (!prepared.ok) return prepared;
  return inTransaction(db, async (trx) => {
    const existing = await getQuestion(trx, scope, input.questionId);
    if (!existing) return refuse("missing", m.questionMissing());
    if (!(await findCategory(trx, scope, input.categoryId)))
      return refuse("invalid", m.categoryMissing(), { categoryId: m.categoryMissing() });
    const saved = await updateAtVersion(
      trx,
      "questions",
      { id: input.questionId, version: input.version },
      {
        category_id: input.categoryId,
        type: prepared.content.type,
        title: prepared.title,
        content_json: JSON.stringify(prepared.content),
        search_text: searchTextOf(prepared.content),
        updated_at: new Date().toISOString(),
      },
    );
    if (!saved.ok) return saved;
    await trx.deleteFrom("question_tags").where("question_id", "=", input.questionId).execute();
    if (prepared.tags.length > 0)
      await trx
        .insertInto("question_tags")
        .values(prepared.tags.map((tag) => ({ question_id: input.questionId, tag })))
        .execute();
    return { ok: true, version: saved.version };
  });
}

/** Archives (or restores) a question: it leaves the lists and the draws, and stays for past attempts. */
export async function setQuestionArchived(
  db: DatabaseExecutor,
  scope: BankScope,
  input: { questionId: string; version: number; archived: boolean },
): Promise<Outcome<{ version: number }>> {
  const existing = await getQuestion(db, scope, input.questionId);
  if (!existing) return refuse("missing", m.questionMissing());
  const now = new Date().toISOString();
  const saved = await updateAtVersion(
    db,
    "questions",
    { id: input.questionId, version: input.version },
    { archived_at: input.archived ? now : null, updated_at: now },
  );
  return saved.ok ? { ok: true, version: saved.version } : saved;
}

/**
 * The content of these questions of a course's bank or the shared bank (archived ones left out, as
 * an attempt leaves them out), by id: one query, for the SCORM export (decision 0099-scorm-export).
 */
export async function bankQuestionContents(
  db: DatabaseExecutor,
  courseId: string,
  ids: readonly string[],
): Promise<Map<string, QuestionContent>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom("questions")
    .innerJoin("question_categories", "question_categories.id", "questions.category_id")
    .select(["questions.id", "questions.content_json"])
    .where("questions.id", "in", [...ids])
    .where("questions.archived_at", "is", null)
    .where((eb) =>
      eb.or([eb("question_categories.course_id", "=", courseId), eb("question_categories.course_id", "is", null)]),
    )
    .execute();
  const contents = new Map<string, QuestionContent>();
  for (const row of rows) {
    const parsed = questionContentSchema.safeParse(JSON.parse(row.content_json));
    if (parsed.success) contents.set(row.id, parsed.data);
  }
  return contents;
}

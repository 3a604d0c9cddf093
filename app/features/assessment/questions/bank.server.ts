import { type SqlBool, sql } from "kysely";
import { createId } from "~/lib/ids";
import type { KeysetPage, KeysetPosition } from "~/lib/pagination";
import { keysetPageOf, newestFirstAfter } from "~/lib/pagination";
import { type Outcome, refuse } from "~/lib/refusal";
import { sanitizeRichText } from "~/lib/sanitize-html.server";
import { updateAtVersion } from "~/lib/versioned-update.server";
import type { DatabaseExecutor } from "~db/executor";
import { everyWordInColumns } from "~db/sql-helpers";
import { inTransaction } from "~db/transactions";
import { fieldNameForPath, normaliseTags } from "./bank.schema";
import { type QuestionContent, type QuestionType, questionContentSchema } from "./question-types";

/**
 * The question bank (decision 0090-assessment-model): a course's bank (its categories carry the
 * course's id) or the shared bank (course_id null). Every function takes the bank it acts in and
 * refuses a category or question of another bank as missing, so a course's editor reaches only
 * that course's questions. Questions are archived, never deleted: an attempt may have shown them.
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

const CATEGORY_MISSING = "This category is not in this question bank. It may have been deleted.";
const QUESTION_MISSING = "This question is not in this question bank.";

function inBank(scope: BankScope) {
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

async function findCategory(db: DatabaseExecutor, scope: BankScope, categoryId: string) {
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
    return refuse("conflict", "This bank already has a category of that name.", {
      name: "This bank already has a category of that name.",
    });
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
  if (!(await findCategory(db, scope, input.categoryId))) return refuse("missing", CATEGORY_MISSING);
  if (await nameTaken(db, scope, input.name, input.categoryId))
    return refuse("conflict", "This bank already has a category of that name.", {
      name: "This bank already has a category of that name.",
    });
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
    if (!category) return refuse("missing", CATEGORY_MISSING);
    if (category.version !== input.version) return refuse("stale");
    const held = await trx
      .selectFrom("questions")
      .select("id")
      .where("category_id", "=", input.categoryId)
      .limit(1)
      .executeTakeFirst();
    if (held)
      return refuse(
        "conflict",
        `"${category.name}" still holds questions (archived ones count too), so it cannot be deleted. Move them to another category first.`,
      );
    await trx
      .deleteFrom("question_categories")
      .where("id", "=", input.categoryId)
      .where("version", "=", input.version)
      .execute();
    return { ok: true };
  });
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
    .select([
      "questions.id",
      "questions.title",
      "questions.type",
      "questions.category_id",
      "question_categories.name as category_name",
      "questions.archived_at",
      "questions.version",
      "questions.created_at",
      "questions.updated_at",
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
  const tags = await tagsOf(
    db,
    rows.slice(0, filter.limit).map((row) => row.id),
  );
  return keysetPageOf(
    rows,
    filter.limit,
    (row) => ({
      id: row.id,
      title: row.title,
      type: row.type as QuestionType,
      categoryId: row.category_id,
      categoryName: row.category_name,
      tags: tags.get(row.id) ?? [],
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

export interface QuestionInput {
  categoryId: string;
  title: string;
  tags: readonly string[];
  /** As sent: the content schema reads it here, after its rich text is sanitised. */
  content: unknown;
}

/**
 * Sanitises the content's rich text and checks it against its type's schema (again after
 * sanitising: a stem of nothing but a script is empty once cleaned). Field errors name the editor's fields.
 */
export function prepareQuestion(
  input: QuestionInput,
): Outcome<{ content: QuestionContent; title: string; tags: string[] }> {
  const first = questionContentSchema.safeParse(input.content);
  if (!first.success) return contentRefusal(first.error.issues);
  const cleaned = questionContentSchema.safeParse(sanitiseContent(first.data));
  if (!cleaned.success) return contentRefusal(cleaned.error.issues);
  const content = cleaned.data;
  const duplicate = duplicateIdOf(content);
  if (duplicate) return refuse("invalid", `Two parts of this question share the id "${duplicate}".`);
  const tags = normaliseTags(input.tags);
  if (!tags.ok) return refuse("invalid", tags.message, { tags: tags.message });
  const title = input.title.trim() || titleFromStem(content.stemHtml);
  return { ok: true, content, title, tags: tags.tags };
}

function contentRefusal(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>) {
  const fieldErrors: Record<string, string> = {};
  for (const issue of issues) fieldErrors[fieldNameForPath(issue.path)] ??= issue.message;
  return refuse("invalid", "Check the question: something in it is not valid.", fieldErrors);
}

function duplicateIdOf(content: QuestionContent): string | null {
  const ids =
    content.type === "single" || content.type === "multiple"
      ? content.options.map((option) => option.id)
      : content.type === "matching"
        ? content.pairs.map((pair) => pair.id)
        : content.type === "ordering"
          ? content.items.map((item) => item.id)
          : [];
  return ids.find((id, index) => ids.indexOf(id) !== index) ?? null;
}

/** Every rich-text part of the content through the allowlist (images kept as rich text keeps them). */
function sanitiseContent(content: QuestionContent): QuestionContent {
  const clean = sanitizeRichText;
  const base = { ...content, stemHtml: clean(content.stemHtml), feedbackHtml: clean(content.feedbackHtml) };
  switch (base.type) {
    case "single":
    case "multiple":
      return {
        ...base,
        options: base.options.map((option) => ({
          ...option,
          html: clean(option.html),
          feedbackHtml: clean(option.feedbackHtml),
        })),
      };
    case "matching":
      return { ...base, pairs: base.pairs.map((pair) => ({ ...pair, promptHtml: clean(pair.promptHtml) })) };
    case "ordering":
      return { ...base, items: base.items.map((item) => ({ ...item, html: clean(item.html) })) };
    case "essay":
      return { ...base, markingGuideHtml: clean(base.markingGuideHtml) };
    default:
      return base;
  }
}

/** The words a search looks in: the stem and every part a learner reads or answers, without markup. */
function searchTextOf(content: QuestionContent): string {
  const parts = [content.stemHtml];
  switch (content.type) {
    case "single":
    case "multiple":
      parts.push(...content.options.map((option) => option.html));
      break;
    case "matching":
      parts.push(...content.pairs.flatMap((pair) => [pair.promptHtml, pair.answer]));
      break;
    case "ordering":
      parts.push(...content.items.map((item) => item.html));
      break;
    case "short-answer":
      parts.push(...content.acceptedAnswers);
      break;
    case "fill-blanks":
      parts.push(content.text);
      break;
    default:
      break;
  }
  return parts.map(plainText).join(" ").slice(0, 20_000);
}

function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, " ")
    .trim();
}

/** A title for lists when none was given: the stem's first words. */
function titleFromStem(html: string): string {
  const text = plainText(html);
  if (text === "") return "Question with an image";
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
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
      return refuse("invalid", CATEGORY_MISSING, { categoryId: CATEGORY_MISSING });
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
    if (!existing) return refuse("missing", QUESTION_MISSING);
    if (!(await findCategory(trx, scope, input.categoryId)))
      return refuse("invalid", CATEGORY_MISSING, { categoryId: CATEGORY_MISSING });
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
  if (!existing) return refuse("missing", QUESTION_MISSING);
  const now = new Date().toISOString();
  const saved = await updateAtVersion(
    db,
    "questions",
    { id: input.questionId, version: input.version },
    { archived_at: input.archived ? now : null, updated_at: now },
  );
  return saved.ok ? { ok: true, version: saved.version } : saved;
}

import { sql } from "kysely";
import { createId } from "~/lib/ids";
import { type Outcome, refuse } from "~/lib/refusal";
import type { DatabaseExecutor } from "~db/executor";
import { inTransaction } from "~db/transactions";
import { MAX_IMPORTED_QUESTIONS } from "./bank.schema";
import { insertQuestion } from "./bank.server";
import type { BankScope } from "./bank-categories.server";
import { csvColumnForPath, readBankCsv } from "./bank-csv";
import * as m from "./messages";
import { prepareQuestion } from "./prepare-question.server";
import { qtiItemToQuestion, readQtiPackage } from "./qti-read.server";
import type { QuestionContent } from "./question-types";

/**
 * Imports into a bank (docs/decisions/0091-question-bank.md): every question is read
 * and checked first, and only a file without a single problem is saved, in one transaction. The
 * refusal lists the problems (the first twenty), each naming its row and column, or its file.
 */

const MAX_LISTED_PROBLEMS = 20;

interface Checked {
  categoryName: string;
  title: string;
  tags: string[];
  content: QuestionContent;
}

function problemsRefusal(what: () => string, problems: readonly string[]) {
  const listed = problems.slice(0, MAX_LISTED_PROBLEMS);
  const text =
    problems.length > listed.length
      ? m.andMore({ problems: listed.join(" "), count: problems.length - listed.length })
      : listed.join(" ");
  return refuse("invalid", m.nothingImported({ what: what(), problems: text }));
}

export async function importCsvIntoBank(
  db: DatabaseExecutor,
  scope: BankScope,
  input: { text: string; categoryId: string; importedByUserId: string | null },
): Promise<Outcome<{ imported: number }>> {
  const read = readBankCsv(input.text);
  if (!read.ok)
    return problemsRefusal(
      m.fileHasProblems,
      read.problems.map((problem) =>
        problem.column
          ? m.rowColumnProblem({ row: problem.row, column: problem.column, message: problem.message })
          : m.rowProblem({ row: problem.row, message: problem.message }),
      ),
    );
  if (read.rows.length === 0) return refuse("invalid", m.headerOnly());
  if (read.rows.length > MAX_IMPORTED_QUESTIONS)
    return refuse("too-large", m.tooManyInFile({ max: MAX_IMPORTED_QUESTIONS }));
  const problems: string[] = [];
  const checked: Checked[] = [];
  for (const row of read.rows) {
    const prepared = prepareQuestion({
      categoryId: input.categoryId,
      title: row.title,
      tags: row.tags,
      content: row.content,
    });
    if (!prepared.ok) {
      const [field, message] = Object.entries(prepared.fieldErrors ?? {})[0] ?? ["", prepared.message ?? ""];
      problems.push(m.rowColumnProblem({ row: row.row, column: csvColumnFor(field), message }));
      continue;
    }
    checked.push({ categoryName: row.categoryName, ...prepared });
  }
  if (problems.length > 0) return problemsRefusal(m.rowsHaveProblems, problems);
  return saveAll(db, scope, input.categoryId, checked, input.importedByUserId);
}

/** The editor's field name (option.2.html) back to the CSV column it came from. */
function csvColumnFor(field: string): string {
  if (field === "tags") return "tags";
  const path = field
    .split(".")
    .map((part) => (part === "option" ? "options" : part === "pair" ? "pairs" : part === "item" ? "items" : part));
  return csvColumnForPath(path);
}

export async function importQtiIntoBank(
  db: DatabaseExecutor,
  scope: BankScope,
  input: { bytes: Uint8Array; fileName: string; categoryId: string; importedByUserId: string | null },
): Promise<Outcome<{ imported: number }>> {
  const unpacked = await readQtiPackage(input.bytes, input.fileName);
  if (!unpacked.ok) return unpacked;
  if (unpacked.items.length > MAX_IMPORTED_QUESTIONS)
    return refuse("too-large", m.tooManyInPackage({ max: MAX_IMPORTED_QUESTIONS }));
  const problems: string[] = [];
  const checked: Checked[] = [];
  for (const item of unpacked.items) {
    const question = qtiItemToQuestion(item.name, item.xml);
    if (!question.ok) {
      problems.push(question.message);
      continue;
    }
    const prepared = prepareQuestion({
      categoryId: input.categoryId,
      title: question.title,
      tags: [],
      content: question.content,
    });
    if (!prepared.ok) {
      const message = Object.values(prepared.fieldErrors ?? {})[0] ?? prepared.message;
      problems.push(`${item.name}: ${message}`);
      continue;
    }
    checked.push({ categoryName: "", ...prepared });
  }
  if (problems.length > 0) return problemsRefusal(m.itemsUnreadable, problems);
  return saveAll(db, scope, input.categoryId, checked, input.importedByUserId);
}

/** Saves every checked question; a category named in the file is found by name in this bank or made. */
async function saveAll(
  db: DatabaseExecutor,
  scope: BankScope,
  defaultCategoryId: string,
  questions: readonly Checked[],
  importedByUserId: string | null,
): Promise<Outcome<{ imported: number }>> {
  return inTransaction(db, async (trx) => {
    const bankCategory = sql<boolean>`${scope.courseId === null ? sql`course_id is null` : sql`course_id = ${scope.courseId}`}`;
    const categories = await trx.selectFrom("question_categories").select(["id", "name"]).where(bankCategory).execute();
    if (!categories.some((category) => category.id === defaultCategoryId))
      return refuse("invalid", m.chooseImportCategory(), { categoryId: m.chooseImportCategory() });
    const byName = new Map(categories.map((category) => [category.name.toLocaleLowerCase("en-ZA"), category.id]));
    const now = new Date().toISOString();
    for (const question of questions) {
      let categoryId = defaultCategoryId;
      if (question.categoryName !== "") {
        const key = question.categoryName.slice(0, 120).toLocaleLowerCase("en-ZA");
        let found = byName.get(key);
        if (!found) {
          found = createId();
          await trx
            .insertInto("question_categories")
            .values({
              id: found,
              course_id: scope.courseId,
              name: question.categoryName.slice(0, 120),
              created_at: now,
              updated_at: now,
            })
            .execute();
          byName.set(key, found);
        }
        categoryId = found;
      }
      await insertQuestion(trx, { ...question, categoryId, createdByUserId: importedByUserId });
    }
    return { ok: true, imported: questions.length };
  });
}

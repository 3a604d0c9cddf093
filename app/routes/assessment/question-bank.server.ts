import fs from "node:fs/promises";
import { redirect } from "react-router";
import {
  ARCHIVE_QUESTION_INTENT,
  type BankIntent,
  bankIntentSchema,
  CREATE_CATEGORY_INTENT,
  CSV_IMPORT_MAX_BYTES,
  DELETE_CATEGORY_INTENT,
  decodeCursor,
  encodeCursor,
  IMPORT_CSV_INTENT,
  IMPORT_FILE_FIELD,
  IMPORT_QTI_INTENT,
  QTI_IMPORT_MAX_BYTES,
  QUESTION_LIST_PAGE_SIZE,
  RENAME_CATEGORY_INTENT,
  RESTORE_QUESTION_INTENT,
} from "~/features/assessment/questions/bank.schema";
import { listBankTags, listQuestions, setQuestionArchived } from "~/features/assessment/questions/bank.server";
import {
  type BankScope,
  createCategory,
  deleteCategory,
  listCategories,
  renameCategory,
} from "~/features/assessment/questions/bank-categories.server";
import { importCsvIntoBank, importQtiIntoBank } from "~/features/assessment/questions/bank-import.server";
import * as questionMessages from "~/features/assessment/questions/messages";
import { QUESTION_TYPES, type QuestionType } from "~/features/assessment/questions/question-types";
import { incomingUploadDirectory } from "~/features/uploads/uploads.server";
import { invalidReply, refusalReply } from "~/lib/action-reply";
import { notCsvFileMessage } from "~/lib/csv";
import { getEnvironment } from "~/lib/env.server";
import { toFieldErrors } from "~/lib/forms";
import { formatNumber } from "~/lib/i18n/format";
import { discardReceivedFile, type ReceivedFile, readFieldsAndOptionalFile } from "~/lib/multipart-upload.server";
import { MAX_SEARCH_LENGTH } from "~/lib/pagination";
import { type Outcome, refusalResponse, refuse } from "~/lib/refusal";
import { toastHeaders } from "~/lib/toast.server";
import type { SessionUser } from "~/platform/auth/session.server";
import { getDb } from "~/server/app-context.server";
import * as m from "./messages";

/**
 * The question bank page, a course's or the shared one (the two routes differ only in who may
 * open them and which bank): its list read from the address, and its forms. Imports arrive as
 * multipart, the file streamed to a temporary file and refused (413) past its limit.
 */
export async function loadBankPage(url: URL, scope: BankScope) {
  const params = url.searchParams;
  const after = decodeCursor(params.get("after"));
  if (after === "invalid") throw refusalResponse(refuse("invalid", questionMessages.invalidCursor()));
  const type = (QUESTION_TYPES as readonly string[]).includes(params.get("type") ?? "")
    ? (params.get("type") as QuestionType)
    : null;
  const filter = {
    search: (params.get("q") ?? "").slice(0, MAX_SEARCH_LENGTH),
    categoryId: params.get("category")?.slice(0, 64) || null,
    type,
    tag: params.get("tag")?.slice(0, 40) || null,
    archived: params.get("archived") === "1",
  };
  const db = getDb();
  const page = await listQuestions(db, scope, { ...filter, limit: QUESTION_LIST_PAGE_SIZE, after });
  const categories = await listCategories(db, scope);
  const tags = await listBankTags(db, scope);
  return {
    questions: page.items,
    nextCursor: page.next ? encodeCursor(page.next) : null,
    isFirstPage: after === null,
    filter,
    categories,
    tags,
  };
}

export async function answerBankPost(request: Request, scope: BankScope, user: SessionUser) {
  const received = await readFieldsAndOptionalFile(request, {
    fileField: IMPORT_FILE_FIELD,
    directory: incomingUploadDirectory(getEnvironment().uploadDirectory),
    maxFileBytes: QTI_IMPORT_MAX_BYTES,
    fileTooLargeMessage: `The file is larger than ${QTI_IMPORT_MAX_BYTES / 1_000_000} MB. Import the bank in smaller parts.`,
  });
  if (!received.ok) return refusalReply(received);
  const { fields, file } = received;
  try {
    const parsed = bankIntentSchema.safeParse(fields);
    if (!parsed.success)
      return invalidReply(
        { fieldErrors: toFieldErrors(parsed.error), values: fields },
        parsed.error.issues[0]?.message,
      );
    const done = await answer(parsed.data, scope, user, file);
    if (!done.ok) return refusalReply(done, fields);
    const back = new URL(request.url);
    back.pathname = back.pathname.replace(/\.data$/, "");
    back.searchParams.delete("_routes");
    return redirect(`${back.pathname}${back.search}`, { headers: await toastHeaders(done.message) });
  } finally {
    await discardReceivedFile(file);
  }
}

async function answer(
  input: BankIntent,
  scope: BankScope,
  user: SessionUser,
  file: ReceivedFile | null,
): Promise<Outcome<{ message: string }>> {
  const db = getDb();
  const said = (message: string) => (outcome: Outcome) => (outcome.ok ? { ok: true as const, message } : outcome);
  switch (input.intent) {
    case CREATE_CATEGORY_INTENT:
      return said(`Category "${input.name}" added.`)(await createCategory(db, scope, input));
    case RENAME_CATEGORY_INTENT:
      return said(`Category renamed to "${input.name}".`)(await renameCategory(db, scope, input));
    case DELETE_CATEGORY_INTENT:
      return said("Category deleted.")(await deleteCategory(db, scope, input));
    case ARCHIVE_QUESTION_INTENT:
      return said("Question archived: it is no longer drawn into quizzes.")(
        await setQuestionArchived(db, scope, { ...input, archived: true }),
      );
    case RESTORE_QUESTION_INTENT:
      return said("Question restored.")(await setQuestionArchived(db, scope, { ...input, archived: false }));
    case IMPORT_CSV_INTENT: {
      const bytes = await fileBytes(file);
      if (!bytes.ok) return bytes;
      if (bytes.bytes.byteLength > CSV_IMPORT_MAX_BYTES)
        return refuse("too-large", m.csvTooLarge({ size: formatNumber(CSV_IMPORT_MAX_BYTES / 1_000_000) }));
      const otherFormat = notCsvFileMessage(bytes.bytes);
      if (otherFormat) return refuse("unsupported-type", otherFormat, { [IMPORT_FILE_FIELD]: otherFormat });
      if (bytes.bytes.includes(0)) return refuse("invalid", m.nulInFile(), { [IMPORT_FILE_FIELD]: m.nulInFile() });
      const text = new TextDecoder("utf-8").decode(bytes.bytes);
      const imported = await importCsvIntoBank(db, scope, {
        text,
        categoryId: input.categoryId,
        importedByUserId: user.id,
      });
      return imported.ok ? { ok: true, message: importedMessage(imported.imported) } : imported;
    }
    case IMPORT_QTI_INTENT: {
      const bytes = await fileBytes(file);
      if (!bytes.ok) return bytes;
      const imported = await importQtiIntoBank(db, scope, {
        bytes: bytes.bytes,
        fileName: file?.fileName || "The file",
        categoryId: input.categoryId,
        importedByUserId: user.id,
      });
      return imported.ok ? { ok: true, message: importedMessage(imported.imported) } : imported;
    }
  }
}

async function fileBytes(file: ReceivedFile | null): Promise<Outcome<{ bytes: Uint8Array }>> {
  if (!file || file.size === 0)
    return refuse("invalid", m.chooseFileToImport(), { [IMPORT_FILE_FIELD]: m.chooseFileToImport() });
  return { ok: true, bytes: new Uint8Array(await fs.readFile(file.path)) };
}

function importedMessage(count: number) {
  return `${count} ${count === 1 ? "question" : "questions"} imported.`;
}

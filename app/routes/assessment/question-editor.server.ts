import { redirect } from "react-router";
import {
  questionContentFromFields,
  questionFormSchema,
  tagsFromText,
} from "~/features/assessment/questions/bank.schema";
import { createQuestion, getQuestion, updateQuestion } from "~/features/assessment/questions/bank.server";
import { type BankScope, listCategories } from "~/features/assessment/questions/bank-categories.server";
import { invalidReply, refusalReply } from "~/lib/action-reply";
import { toFieldErrors } from "~/lib/forms";
import { refusalResponse, refuse } from "~/lib/refusal";
import { readFormData } from "~/lib/request-body.server";
import { toastHeaders } from "~/lib/toast.server";
import type { SessionUser } from "~/platform/auth/session.server";
import { getDb } from "~/server/app-context.server";
import * as m from "./messages";

/** The question editor of either bank: "new" makes a question, an id edits one of this bank (404 otherwise). */
export const NEW_QUESTION = "new";

export async function loadQuestionEditor(url: URL, scope: BankScope, questionId: string) {
  const db = getDb();
  const question = questionId === NEW_QUESTION ? null : await getQuestion(db, scope, questionId);
  if (questionId !== NEW_QUESTION && !question) throw refusalResponse(refuse("missing", m.questionNotInBank()));
  const categories = await listCategories(db, scope);
  return { question, categories, preselectedCategoryId: url.searchParams.get("category") ?? "" };
}

export async function answerQuestionPost(
  request: Request,
  scope: BankScope,
  user: SessionUser,
  questionId: string,
  bankPath: string,
) {
  const formData = await readFormData(request);
  const fields = Object.fromEntries(
    [...formData.entries()].filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
  const parsed = questionFormSchema.safeParse(fields);
  if (!parsed.success) return invalidReply({ fieldErrors: toFieldErrors(parsed.error), values: fields });
  const input = {
    categoryId: parsed.data.categoryId,
    title: parsed.data.title,
    tags: tagsFromText(parsed.data.tags),
    content: questionContentFromFields(parsed.data.type, fields),
  };
  const db = getDb();
  const saved =
    questionId === NEW_QUESTION
      ? await createQuestion(db, scope, { ...input, createdByUserId: user.id })
      : await updateQuestion(db, scope, { ...input, questionId, version: parsed.data.version });
  if (!saved.ok && saved.reason === "missing") throw refusalResponse(saved);
  if (!saved.ok) return refusalReply(saved, fields);
  return redirect(bankPath, { headers: await toastHeaders(m.questionSavedToast()) });
}

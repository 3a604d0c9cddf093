import { data } from "react-router";
import {
  findPickerQuestions,
  listPickerCategories,
  listPickerQuestions,
} from "~/features/assessment/quizzes/bank-picker.server";
import type { RouteAccess } from "~/lib/route-access";
import { getDb } from "~/server/app-context.server";
import type { Route } from "./+types/question-bank-api";
import { requireCourseEditor } from "./require-course-editor.server";

export const access = { read: "course-editor" } satisfies RouteAccess;

/**
 * The quiz editor's question-bank pickers (decision 0090): the course's and the shared bank's
 * categories with their question counts and the named fixed questions (?ids=a,b), or one
 * category's questions (?categoryId=).
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireCourseEditor(request, params.courseId);
  const search = new URL(request.url).searchParams;
  const categoryId = search.get("categoryId");
  if (categoryId) {
    return data({ questions: await listPickerQuestions(getDb(), params.courseId, categoryId.slice(0, 64)) });
  }
  const ids = (search.get("ids") ?? "")
    .split(",")
    .map((id) => id.trim().slice(0, 64))
    .filter((id) => id !== "");
  const [categories, chosen] = await Promise.all([
    listPickerCategories(getDb(), params.courseId),
    findPickerQuestions(getDb(), params.courseId, ids),
  ]);
  return data({ categories, chosen });
}

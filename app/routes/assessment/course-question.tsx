import { QuestionEditor } from "~/features/assessment/components/question-editor";
import { SAVE_QUESTION_INTENT } from "~/features/assessment/questions/bank.schema";
import { LazyRichTextField } from "~/features/content-blocks/editors/lazy-rich-text-field";
import { pageTitle } from "~/lib/page-title";
import type { RouteAccess } from "~/lib/route-access";
import { requireCourseEditor } from "~/routes/instructor/require-course-editor.server";
import type { Route } from "./+types/course-question";
import * as m from "./messages";
import { answerQuestionPost, loadQuestionEditor } from "./question-editor.server";

/** A question of a course's bank, new or edited (the rich-text field is content-blocks', passed in). */
export const access = {
  read: "course-editor",
  write: { [SAVE_QUESTION_INTENT]: "course-editor" },
} satisfies RouteAccess;

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageTitle(loaderData?.question ? m.editQuestion({ title: loaderData.question.title }) : m.newQuestion(), matches);

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireCourseEditor(request, params.courseId);
  return loadQuestionEditor(new URL(request.url), { courseId: params.courseId }, params.questionId);
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireCourseEditor(request, params.courseId);
  const bankPath = `/edit-course/${params.courseId}/question-bank`;
  return answerQuestionPost(request, { courseId: params.courseId }, user, params.questionId, bankPath);
}

export default function CourseQuestion({ loaderData, actionData, params }: Route.ComponentProps) {
  return (
    <QuestionEditor
      {...loaderData}
      reply={actionData}
      bankPath={`/edit-course/${params.courseId}/question-bank`}
      RichTextField={LazyRichTextField}
    />
  );
}

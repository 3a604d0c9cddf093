import { QuestionBankPage } from "~/features/assessment/components/question-bank-page";
import {
  ARCHIVE_QUESTION_INTENT,
  CREATE_CATEGORY_INTENT,
  DELETE_CATEGORY_INTENT,
  IMPORT_CSV_INTENT,
  IMPORT_QTI_INTENT,
  RENAME_CATEGORY_INTENT,
  RESTORE_QUESTION_INTENT,
} from "~/features/assessment/questions/bank.schema";
import { pageTitle } from "~/lib/page-title";
import type { RouteAccess } from "~/lib/route-access";
import { requireCourseEditor, requireEditableCourse } from "~/routes/instructor/require-course-editor.server";
import type { Route } from "./+types/course-question-bank";
import * as m from "./messages";
import { answerBankPost, loadBankPage } from "./question-bank.server";

/** A course's question bank (decision 0090): its editors list, file, import and export its questions. */
export const access = {
  read: "course-editor",
  write: {
    [CREATE_CATEGORY_INTENT]: "course-editor",
    [RENAME_CATEGORY_INTENT]: "course-editor",
    [ARCHIVE_QUESTION_INTENT]: "course-editor",
    [RESTORE_QUESTION_INTENT]: "course-editor",
    [IMPORT_CSV_INTENT]: "course-editor",
    [IMPORT_QTI_INTENT]: "course-editor",
    [DELETE_CATEGORY_INTENT]: "course-editor",
  },
} satisfies RouteAccess;

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageTitle(loaderData ? m.questionBankOf({ name: loaderData.course.name }) : m.questionBank(), matches);

export async function loader({ request, params }: Route.LoaderArgs) {
  const { course } = await requireEditableCourse(request, params.courseId);
  const bank = await loadBankPage(new URL(request.url), { courseId: course.id });
  return { ...bank, course: { id: course.id, name: course.name } };
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireCourseEditor(request, params.courseId);
  return answerBankPost(request, { courseId: params.courseId }, user);
}

export default function CourseQuestionBank({ loaderData, actionData }: Route.ComponentProps) {
  const { course, ...bank } = loaderData;
  const basePath = `/edit-course/${course.id}/question-bank`;
  return (
    <QuestionBankPage
      {...bank}
      reply={actionData}
      heading={m.questionBankOf({ name: course.name })}
      intro={m.courseBankIntro()}
      basePath={basePath}
      back={{ to: `/edit-course/${course.id}`, label: m.backToBuilder() }}
    />
  );
}

import { STAFF_FULL_SCREEN } from "~/components/staff-shell/staff-frame";
import * as m from "~/features/course-translations/components/messages";
import { TranslationEditorPage } from "~/features/course-translations/components/translation-editor-page";
import {
  SAVE_BLOCK_TRANSLATION_INTENT,
  SAVE_CHAPTER_TRANSLATION_INTENT,
  SAVE_COURSE_TRANSLATION_INTENT,
  SAVE_LESSON_TRANSLATION_INTENT,
  SET_COURSE_LANGUAGE_INTENT,
} from "~/features/course-translations/course-translations.schema";
import { loadTranslationEditor } from "~/features/course-translations/translation-editor.server";
import { pageTitle } from "~/lib/page-title";
import { refusalResponse } from "~/lib/refusal";
import { readFormData } from "~/lib/request-body.server";
import type { RouteAccess } from "~/lib/route-access";
import { getDb } from "~/server/app-context.server";
import type { Route } from "./+types/course-translations";
import { courseTranslationAction } from "./course-translations-actions.server";
import { requireCourseEditor } from "./require-course-editor.server";

/** A course's translations (decision 0108-course-translations): its editors only. */
export const handle = STAFF_FULL_SCREEN;

export const access = {
  read: "course-editor",
  write: {
    [SET_COURSE_LANGUAGE_INTENT]: "course-editor",
    [SAVE_COURSE_TRANSLATION_INTENT]: "course-editor",
    [SAVE_CHAPTER_TRANSLATION_INTENT]: "course-editor",
    [SAVE_LESSON_TRANSLATION_INTENT]: "course-editor",
    [SAVE_BLOCK_TRANSLATION_INTENT]: "course-editor",
  },
} satisfies RouteAccess;

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageTitle(loaderData ? m.pageTitle({ course: loaderData.course.name }) : m.pageTitleShort(), matches);

/** ?language=zu&chapter={id}: one language and one chapter at a time. */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireCourseEditor(request, params.courseId);
  const url = new URL(request.url);
  const page = await loadTranslationEditor(getDb(), params.courseId, {
    locale: url.searchParams.get("language"),
    chapterId: url.searchParams.get("chapter"),
  });
  if (!page.ok) throw refusalResponse(page);
  const { ok: _ok, ...view } = page;
  return view;
}

export async function action({ request, params }: Route.ActionArgs) {
  await requireCourseEditor(request, params.courseId);
  return courseTranslationAction(params.courseId, await readFormData(request));
}

export default function CourseTranslations({ loaderData }: Route.ComponentProps) {
  return <TranslationEditorPage {...loaderData} />;
}

import { lazy, Suspense } from "react";
import { redirect, replace } from "react-router";
import { GeneralErrorBoundary } from "~/components/general-error-boundary";
import { Loading } from "~/components/loading";
import { cpdCourseEditPath } from "~/features/cpd-courses/cpd-courses.server";
import { CourseOverview } from "~/features/learning/components/course-overview";
// The reader's layout CSS ships with the route, so the server-rendered reader is styled before (and
// without) its lazily loaded script: a class is used here, or the bundler files the CSS with the lazy chunk.
import readerClasses from "~/features/learning/components/course-viewer.module.css";
import { loadCourseViewer } from "~/features/learning/course-viewer.server";
import { queueOfflineWork } from "~/features/learning/offline/offline-client-action";
import { getEnvironment } from "~/lib/env.server";
import { currentLocale } from "~/lib/i18n/current-locale";
import { pageMeta, pageTitle } from "~/lib/page-title";
import { isRefusal, refusalResponse } from "~/lib/refusal";
import type { RouteAccess } from "~/lib/route-access";
import { getSessionUser, signInPathReturningTo } from "~/platform/auth/session.server";
import { getDb } from "~/server/app-context.server";
import { translateCourseViewer } from "~/server/course-translation-views.server";
import type { Route } from "./+types/course-viewer";
import { courseViewerAction } from "./course-viewer-actions.server";
import * as m from "./messages";

// Anyone may open a published course (its overview); lesson content is for its readers (decision 0009).
export const access = {
  read: "public",
  write: {
    "complete-lesson": "course-reader",
    "submit-quiz": "course-reader",
    "save-survey": "course-reader",
    "submit-assignment": "course-reader",
    // A quiz drawn from the question bank (decision 0090)
    "start-quiz-attempt": "course-reader",
    "save-quiz-attempt": "course-reader",
    "submit-quiz-attempt": "course-reader",
    enrol: "signed-in",
  },
} satisfies RouteAccess;

// Visitors get the light overview; the reader (quiz, survey, media players) loads only for its readers,
// which keeps this public page's JavaScript within the budget.
const CourseReader = lazy(() =>
  import("~/features/learning/components/course-reader").then((module) => ({ default: module.CourseReader })),
);

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  if (!loaderData) return pageTitle(m.course(), matches);
  if (loaderData.kind === "reader" && loaderData.lesson) {
    return pageTitle(`${loaderData.lesson.title} | ${loaderData.course.name}`, matches);
  }
  if (loaderData.kind === "reader") return pageTitle(loaderData.course.name, matches);
  // A visitor's overview: the same course as its catalogue page, which is the address to index.
  const { course } = loaderData;
  return pageMeta(matches, location, {
    title: course.name,
    description: course.subtitle || (course.title !== course.name ? course.title : "") || course.name,
    canonicalPath: `/course-overview/${encodeURIComponent(course.slug)}`,
  });
};

/** course/{courseId}[/{chapterId}[/{lessonId}]]: the lesson for its readers, the overview for anyone else. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await getSessionUser(request);
  const page = await loadCourseViewer(
    getDb(),
    user,
    {
      courseId: params.courseId,
      chapterId: params.chapterId,
      lessonId: params.lessonId,
      // The sidebar's fetch of an expanded chapter's lessons (the page sends the open chapter's only).
      outlineChapterId: new URL(request.url).searchParams.get("outline"),
    },
    { uploadDirectory: getEnvironment().uploadDirectory },
  );
  if (isRefusal(page)) {
    // SPEC 2 also gives course/{id} to the CPD course form: a CPD course's id opens its form (decision 0006).
    const cpdFormPath =
      page.reason === "missing" && !params.chapterId && (await cpdCourseEditPath(getDb(), params.courseId));
    if (cpdFormPath) throw redirect(cpdFormPath);
    throw refusalResponse(page);
  }
  // With no chapter in the URL the first lesson opens, and the address is replaced (SPEC 4).
  if (page.kind === "redirect") throw replace(page.to);
  // The learner's language where the course is translated into it (decision 0108-course-translations).
  const translated = await translateCourseViewer(getDb(), page, currentLocale());
  return { ...translated, isSignedIn: user !== null, signInPath: signInPathReturningTo(request) };
}

export async function action({ request, params }: Route.ActionArgs) {
  return courseViewerAction(request, params.courseId, params.lessonId);
}

/**
 * The server's action; when it fails for want of a network, in a course kept on the device, a
 * completion or a quiz's or survey's answers are queued instead (decision 0110-offline-courses). An
 * assignment's files (a multipart body) are never copied.
 */
export async function clientAction({ request, params, serverAction }: Route.ClientActionArgs) {
  const isMultipart = (request.headers.get("Content-Type") ?? "").startsWith("multipart/");
  const copy = isMultipart ? null : request.clone();
  try {
    return await serverAction();
  } catch (error) {
    if ((navigator.onLine && !(error instanceof TypeError)) || !copy) throw error;
    const fields = [...(await copy.formData()).entries()].filter(
      (entry): entry is [string, string] => typeof entry[1] === "string",
    );
    const queued = await queueOfflineWork(params, fields);
    if (queued === null) throw error;
    return queued;
  }
}

// The loader's view model is each screen's props (the reader's extra fields go unused by the overview).
export default function CourseViewer({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === "overview") return <CourseOverview {...loaderData} />;
  return (
    <Suspense
      fallback={
        <div className={readerClasses.content}>
          <Loading />
        </div>
      }
    >
      <CourseReader {...loaderData} />
    </Suspense>
  );
}

/** The learner frame's boundary: the course's message inside the site frame, and the way back to one's courses. */
export function ErrorBoundary() {
  return <GeneralErrorBoundary backTo={{ to: "/my-learning", label: m.backMyLearning() }} />;
}

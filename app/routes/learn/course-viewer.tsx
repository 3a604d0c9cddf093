import { lazy, Suspense } from "react";
import { data, redirect, replace } from "react-router";
import { GeneralErrorBoundary } from "~/components/general-error-boundary";
import { Loading } from "~/components/loading";
import { LEARNING_INTENTS, type LearningActionData } from "~/features/content-blocks/viewers/viewer-blocks";
import { cpdCourseEditPath } from "~/features/cpd-courses/cpd-courses.server";
import { CourseOverview } from "~/features/learning/components/course-overview";
// The reader's layout CSS ships with the route, so the server-rendered reader is styled before (and
// without) its lazily loaded script: a class is used here, or the bundler files the CSS with the lazy chunk.
import readerClasses from "~/features/learning/components/course-viewer.module.css";
import { loadCourseViewer } from "~/features/learning/course-viewer.server";
import { readerIntentSchema } from "~/features/learning/reader.schema";
import {
  completeReaderLesson,
  enrolReader,
  findLessonReader,
  type NextStep,
  type ReaderPlace,
  saveReaderSurvey,
  submitReaderQuiz,
} from "~/features/learning/reader-actions.server";
import { getEnvironment } from "~/lib/env.server";
import { parseForm } from "~/lib/forms";
import { pageMeta, pageTitle } from "~/lib/page-title";
import { isRefusal, type Outcome, refusalResponse } from "~/lib/refusal";
import { readFormData } from "~/lib/request-body.server";
import type { RouteAccess } from "~/lib/route-access";
import { toastHeaders } from "~/lib/toast.server";
import { getSessionUser, requireUser, signInPathReturningTo } from "~/platform/auth/session.server";
import { getDb } from "~/server/app-context.server";
import type { Route } from "./+types/course-viewer";

// Anyone may open a published course (its overview); lesson content is for its readers (decision 0009).
export const access = {
  read: "public",
  write: {
    "complete-lesson": "course-reader",
    "submit-quiz": "course-reader",
    "save-survey": "course-reader",
    enrol: "signed-in",
  },
} satisfies RouteAccess;

// Visitors get the light overview; the reader (quiz, survey, media players) loads only for its readers,
// which keeps this public page's JavaScript within the budget.
const CourseReader = lazy(() =>
  import("~/features/learning/components/course-reader").then((module) => ({ default: module.CourseReader })),
);

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  if (!loaderData) return pageTitle("Course", matches);
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
  return { ...page, isSignedIn: user !== null, signInPath: signInPathReturningTo(request) };
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireUser(request);
  const parsed = parseForm(readerIntentSchema, await readFormData(request));
  const place: ReaderPlace = { courseId: params.courseId, lessonId: params.lessonId, user };
  if (parsed.ok && parsed.data.intent === LEARNING_INTENTS.enrol) return enrolIntent(place);
  // Everything else is for the course's readers only, whatever the intent says.
  const reader = await findLessonReader(getDb(), place);
  if (!reader.ok) throw refusalResponse(reader);
  if (!parsed.ok) return data<LearningActionData>({ intent: "error", message: "Unknown action." }, { status: 400 });
  const input = parsed.data;
  switch (input.intent) {
    case LEARNING_INTENTS.enrol: // answered above, before the reader check
      return enrolIntent(place);
    case LEARNING_INTENTS.completeLesson:
      return nextStep(await completeReaderLesson(getDb(), place, reader.relation));
    case LEARNING_INTENTS.submitQuiz:
      return answersReply(input, await submitReaderQuiz(getDb(), place, input.blockId, input.answers));
    case LEARNING_INTENTS.saveSurvey:
      return answersReply(input, await saveReaderSurvey(getDb(), place, input.blockId, input.answers));
  }
}

async function enrolIntent(place: ReaderPlace) {
  const result = await enrolReader(getDb(), place);
  if (!result.ok && result.reason === "forbidden") {
    return data<LearningActionData>({ intent: "error", message: result.message ?? "" }, { status: 403 });
  }
  return nextStep(result);
}

/** A redirect with its toast, or the refusal's page (404 for a lesson or course that is not there). */
async function nextStep(result: Outcome<NextStep>) {
  if (!result.ok) throw refusalResponse(result);
  const headers = result.toast ? await toastHeaders(result.toast.message, result.toast.kind) : undefined;
  return redirect(result.redirectTo, headers ? { headers } : undefined);
}

/** A quiz or survey answered: the fetcher's reply, 400 with each question's message, or the refusal's page. */
function answersReply(
  { intent, blockId }: { intent: "submit-quiz" | "save-survey"; blockId: string },
  result: Outcome<{ reply: LearningActionData }>,
) {
  if (result.ok) return data(result.reply);
  if (result.reason !== "invalid") throw refusalResponse(result);
  return data<LearningActionData>({ intent, blockId, fieldErrors: result.fieldErrors ?? {} }, { status: 400 });
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
  return <GeneralErrorBoundary backTo={{ to: "/my-learning", label: "Back to My learning" }} />;
}

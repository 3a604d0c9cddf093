import { lazy, Suspense } from "react";
import { data, redirect, replace } from "react-router";
import { GeneralErrorBoundary } from "~/components/general-error-boundary";
import { Loading } from "~/components/loading";
import { getSessionUser, requireUser, signInPathReturningTo } from "~/features/auth/session.server";
import { LEARNING_INTENTS, type LearningActionData } from "~/features/content-blocks/viewers/viewer-blocks";
import { cpdCourseEditPath } from "~/features/cpd-courses/cpd-courses.server";
import { CourseOverview } from "~/features/learning/components/course-overview";
import type { RouteAccess } from "~/lib/route-access";
// The reader's layout CSS ships with the route, so the lazily loaded reader never shows unstyled.
import "~/features/learning/components/course-viewer.module.css";
import { findCourseOutline, lessonPath } from "~/features/learning/course-outline.server";
import { findCourseReaderRelation } from "~/features/learning/course-readers.server";
import { findCourseBlock, loadCourseViewer } from "~/features/learning/course-viewer.server";
import { completeLesson } from "~/features/learning/progress.server";
import { readQuizAnswers, recordQuizAttempt } from "~/features/learning/quiz-scoring.server";
import { enrolSelf } from "~/features/learning/self-enrolment.server";
import { readSurveyAnswers, saveSurveyResponse } from "~/features/learning/surveys.server";
import { getEnvironment } from "~/lib/env.server";
import { pageTitle } from "~/lib/page-title";
import { readFormData } from "~/lib/request-body.server";
import { toastHeaders } from "~/lib/toast.server";
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

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return pageTitle("Course", matches);
  if (loaderData.kind === "reader" && loaderData.lesson) {
    return pageTitle(`${loaderData.lesson.title} | ${loaderData.course.name}`, matches);
  }
  return pageTitle(loaderData.course.name, matches);
};

/** course/{courseId}[/{chapterId}[/{lessonId}]]: the lesson for its readers, the overview for anyone else. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await getSessionUser(request);
  const page = await loadCourseViewer(
    getDb(),
    user,
    { courseId: params.courseId, chapterId: params.chapterId, lessonId: params.lessonId },
    { uploadDirectory: getEnvironment().uploadDirectory },
  ).catch(async (error: unknown) => {
    // SPEC 2 also gives course/{id} to the CPD course form: a CPD course's id opens its form (decision 0006).
    if (error instanceof Response && error.status === 404 && !params.chapterId) {
      const cpdFormPath = await cpdCourseEditPath(getDb(), params.courseId);
      if (cpdFormPath) throw redirect(cpdFormPath);
    }
    throw error;
  });
  // With no chapter in the URL the first lesson opens, and the address is replaced (SPEC 4).
  if (page.kind === "redirect") throw replace(page.to);
  return { ...page, isSignedIn: user !== null, signInPath: signInPathReturningTo(request) };
}

const forbidden = () => new Response("Lesson content is for the course's enrolled students.", { status: 403 });

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireUser(request);
  const db = getDb();
  const formData = await readFormData(request);
  const intent = formData.get("intent");

  if (intent === LEARNING_INTENTS.enrol) {
    const outline = await findCourseOutline(db, params.courseId);
    if (!outline) throw new Response("Not Found", { status: 404 });
    const result = await enrolSelf(db, outline.course, user.id);
    if (result === "closed") {
      return data<LearningActionData>(
        { intent: "error", message: "This course is not open for self-enrolment." },
        { status: 403 },
      );
    }
    const message = result === "enrolled" ? "You are enrolled. Welcome to the course!" : "You are already enrolled.";
    return redirect(`/course/${params.courseId}`, { headers: await toastHeaders(message) });
  }

  const relation = await findCourseReaderRelation(db, user, params.courseId);
  if (!relation.canReadLessons) throw forbidden();

  if (intent === LEARNING_INTENTS.completeLesson) {
    const outline = await findCourseOutline(db, params.courseId);
    const lessonId = params.lessonId;
    const lesson = outline?.chapters
      .flatMap((chapter) => chapter.lessons)
      .find((candidate) => candidate.id === lessonId);
    if (!outline || !lesson) throw new Response("Not Found", { status: 404 });
    const result = await completeLesson(db, {
      outline,
      lessonId: lesson.id,
      userId: user.id,
      isEnrolled: relation.enrolment !== null,
    });
    if (result.finishedCourse) {
      const certificateNote = outline.course.offers_certificate ? " Your certificate is on its way by email." : "";
      return redirect(lessonPath(params.courseId, lesson), {
        headers: await toastHeaders(`Congratulations! You have completed this course.${certificateNote}`),
      });
    }
    if (result.nextLesson) return redirect(lessonPath(params.courseId, result.nextLesson));
    return redirect(lessonPath(params.courseId, lesson), {
      headers: await toastHeaders(
        relation.enrolment
          ? "Lesson completed. This was the last lesson of the course."
          : "This was the last lesson of the course. Progress is recorded for enrolled students only.",
        "info",
      ),
    });
  }

  const blockId = String(formData.get("blockId") ?? "");
  const found = await findCourseBlock(db, params.courseId, blockId);

  if (intent === LEARNING_INTENTS.submitQuiz) {
    if (found?.parsed?.type !== "quiz") throw new Response("Not Found", { status: 404 });
    const answers = readQuizAnswers(found.parsed.content, formData);
    if (!answers.ok) {
      return data<LearningActionData>(
        { intent: "submit-quiz", blockId, fieldErrors: answers.fieldErrors },
        { status: 400 },
      );
    }
    const feedback = await recordQuizAttempt(db, {
      blockId,
      courseId: params.courseId,
      userId: user.id,
      content: found.parsed.content,
      answers: answers.answers,
    });
    const attempts = await db
      .selectFrom("quiz_attempts")
      .select((eb) => eb.fn.countAll().as("count"))
      .where("block_id", "=", blockId)
      .where("user_id", "=", user.id)
      .executeTakeFirstOrThrow();
    return data<LearningActionData>({ intent: "submit-quiz", blockId, feedback, attemptCount: Number(attempts.count) });
  }

  if (intent === LEARNING_INTENTS.saveSurvey) {
    if (found?.parsed?.type !== "survey") throw new Response("Not Found", { status: 404 });
    const answers = readSurveyAnswers(found.parsed.content, formData);
    if (!answers.ok) {
      return data<LearningActionData>(
        { intent: "save-survey", blockId, fieldErrors: answers.fieldErrors },
        { status: 400 },
      );
    }
    await saveSurveyResponse(db, { blockId, courseId: params.courseId, userId: user.id, answers: answers.answers });
    return data<LearningActionData>({ intent: "save-survey", blockId, savedAnswers: answers.answers });
  }

  return data<LearningActionData>({ intent: "error", message: "Unknown action." }, { status: 400 });
}

export default function CourseViewer({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === "overview") {
    return (
      <CourseOverview
        course={loaderData.course}
        chapters={loaderData.chapters}
        isSelfEnrolmentOpen={loaderData.isSelfEnrolmentOpen}
        isSignedIn={loaderData.isSignedIn}
        signInPath={loaderData.signInPath}
      />
    );
  }
  return (
    <Suspense fallback={<Loading />}>
      <CourseReader
        course={loaderData.course}
        chapters={loaderData.chapters}
        progress={loaderData.progress}
        selectedChapterId={loaderData.selectedChapterId}
        lesson={loaderData.lesson}
        canEdit={loaderData.canEdit}
        courseCompletedAt={loaderData.courseCompletedAt}
      />
    </Suspense>
  );
}

/** The learner frame's boundary: the course's message inside the site frame, and the way back to one's courses. */
export function ErrorBoundary() {
  return <GeneralErrorBoundary backTo={{ to: "/profile", label: "Back to my courses" }} />;
}

import { data, redirect } from "react-router";
import type { EssayMarkingReply } from "~/features/assessment/components/essay-marking-screen";
import {
  type EssayMarkInput,
  loadAttemptForMarking,
  markAttemptEssays,
} from "~/features/assessment/marking/essay-marking.server";
import { bankQuizSettingsOf } from "~/features/content-blocks/block-types";
import { findCourseBlock } from "~/features/content-blocks/viewers/viewer-blocks.server";
import { finishCourseIfDone } from "~/features/learning/progress.server";
import { getEnvironment } from "~/lib/env.server";
import { refusalResponse, STATUS_FOR_REASON } from "~/lib/refusal";
import { readFormData } from "~/lib/request-body.server";
import { toastHeaders } from "~/lib/toast.server";
import { getDb } from "~/server/app-context.server";
import * as m from "./messages";
import { requireCourseAssessor } from "./require-assessment.server";

const VERSION = /^\d{1,9}$/;

/**
 * 'Save marks' (decision 0090): the form read into one mark per essay given points, marked by
 * assessment at the version shown; the quiz's pass mark comes from its block (content-blocks), and
 * a pass that was the course's last requirement finishes the course (learning). Composed here
 * because assessment imports no other feature.
 */
export async function markEssaysAction(request: Request, courseId: string, attemptId: string) {
  const marker = await requireCourseAssessor(request, courseId);
  const formData = await readFormData(request);
  const refused = (reply: EssayMarkingReply, status: number) => data(reply, { status });
  const version = String(formData.get("version") ?? "");
  if (!VERSION.test(version)) {
    return refused(
      { formError: "The version is missing. Reload the page and mark again.", fieldErrors: {}, isStale: false },
      400,
    );
  }
  const found = await loadAttemptForMarking(getDb(), courseId, attemptId);
  if (!found.ok) throw refusalResponse(found);
  const marks: EssayMarkInput[] = [];
  const fieldErrors: Record<string, string> = {};
  for (const essay of found.attempt.essays) {
    const points = String(formData.get(`points-${essay.questionId}`) ?? "").trim();
    const comment = String(formData.get(`comment-${essay.questionId}`) ?? "");
    if (points === "") continue;
    if (!/^\d{1,3}$/.test(points)) {
      fieldErrors[`points-${essay.questionId}`] = `Enter the points as a whole number from 0 to ${essay.maxPoints}.`;
      continue;
    }
    marks.push({ questionId: essay.questionId, points: Number(points), comment });
  }
  if (Object.keys(fieldErrors).length > 0) {
    return refused({ formError: "Check the marks.", fieldErrors, isStale: false }, 400);
  }
  const block = await findCourseBlock(getDb(), courseId, found.attempt.blockId);
  const settings = block?.parsed?.type === "quiz" ? bankQuizSettingsOf(block.parsed.content) : null;
  const outcome = await markAttemptEssays(getDb(), {
    courseId,
    attemptId,
    markerUserId: marker.id,
    version: Number(version),
    marks,
    passMark: settings?.passMark ?? 70,
    now: new Date(),
    resultUrl: `${getEnvironment().baseUrl}/course/${encodeURIComponent(courseId)}`,
  });
  if (!outcome.ok) {
    if (outcome.reason === "missing") throw refusalResponse(outcome);
    return refused(
      {
        formError: outcome.message ?? null,
        fieldErrors: outcome.fieldErrors ?? {},
        isStale: outcome.reason === "stale",
      },
      STATUS_FOR_REASON[outcome.reason],
    );
  }
  // The last requirement of the course may have been this pass: finish it (certificate included).
  if (outcome.completed && outcome.passed) await finishCourseIfDone(getDb(), { courseId, userId: outcome.userId });
  const message = outcome.completed ? m.marksSavedLearnerMailed() : m.marksSaved();
  const to = outcome.completed
    ? `/course-assessment/${encodeURIComponent(courseId)}/essays`
    : `/course-assessment/${encodeURIComponent(courseId)}/essays/${encodeURIComponent(attemptId)}`;
  return redirect(to, { headers: await toastHeaders(message) });
}

import { findLessonReader } from "~/features/learning/reader-actions.server";
import { REPORT_VIDEO_INTENT, videoReportSchema } from "~/features/learning/video-progress.schema";
import { recordVideoProgress } from "~/features/learning/video-progress.server";
import { parseForm } from "~/lib/forms";
import { refusalResponse } from "~/lib/refusal";
import { parseFormBody, unreadableBody } from "~/lib/request-body.server";
import type { RouteAccess } from "~/lib/route-access";
import { requireUser } from "~/platform/auth/session.server";
import { getDb } from "~/server/app-context.server";
import type { Route } from "./+types/video-progress";
import * as m from "./messages";

// GET only answers 405 (nothing to read). The player's reports are for the course's readers.
export const access = {
  read: "public",
  write: { [REPORT_VIDEO_INTENT]: "course-reader" },
} satisfies RouteAccess;

/**
 * course/{courseId}/video-progress: the uploaded-video player's report of its played ranges, every
 * ~15 s while playing and on pause, end and leaving the page (decision 0093-sequencing). Answers
 * the share watched so far as JSON; bad input is a 400 with what was wrong, and stores nothing.
 */
export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireUser(request);
  const db = getDb();
  const reader = await findLessonReader(db, { courseId: params.courseId, user });
  if (!reader.ok) throw refusalResponse(reader);
  const read = await parseFormBody(request);
  if (!read.ok) return unreadableBody(read);
  const parsed = parseForm(videoReportSchema, read.formData);
  if (!parsed.ok) {
    const message = Object.values(parsed.fieldErrors)[0] ?? m.checkReport();
    return Response.json({ message, fieldErrors: parsed.fieldErrors }, { status: 400 });
  }
  // Staff previewing are not enrolled: nothing of theirs is recorded.
  if (!reader.relation.enrolment) return Response.json({ watchedPercent: 0, recorded: false });
  const result = await recordVideoProgress(db, { courseId: params.courseId, userId: user.id, report: parsed.data });
  if (!result.ok) throw refusalResponse(result);
  return Response.json({ watchedPercent: result.watchedPercent, recorded: true });
}

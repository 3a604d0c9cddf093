import { packageCommitSchema } from "~/features/content-packages/package-runtime.schema";
import { commitRuntime, findPackage, lessonsOfPackage } from "~/features/content-packages/package-runtime.server";
import { findCourseOutline } from "~/features/learning/course-outline.server";
import { completeLesson } from "~/features/learning/progress.server";
import { findLessonReader } from "~/features/learning/reader-actions.server";
import { DEFAULT_MESSAGE_FOR_REASON, type Refusal, refusalResponse, refuse, STATUS_FOR_REASON } from "~/lib/refusal";
import { parseJsonBody } from "~/lib/request-body.server";
import type { RouteAccess } from "~/lib/route-access";
import { requireUser } from "~/platform/auth/session.server";
import { getDb } from "~/server/app-context.server";
import type { Route } from "./+types/package-runtime";
import * as m from "./messages";

// GET only answers 405 (nothing to read). Commits are for the course's readers.
export const access = { read: "public", write: { commit: "course-reader" } } satisfies RouteAccess;

function refused(refusal: Refusal) {
  const message = refusal.message ?? DEFAULT_MESSAGE_FOR_REASON[refusal.reason];
  return Response.json(
    { message, fieldErrors: refusal.fieldErrors ?? {} },
    { status: STATUS_FOR_REASON[refusal.reason] },
  );
}

/**
 * course/{courseId}/packages/{packageId}/runtime: a SCO's commit, relayed by the lesson page from
 * the package's runtime (decision 0097-scorm-content-packages). Always the signed-in learner's own
 * attempt, checked again and saved at its version; when the package is then complete, so is every
 * lesson showing it (and the course and its certificate when that was the last thing it waited for).
 */
export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireUser(request);
  const db = getDb();
  const reader = await findLessonReader(db, { courseId: params.courseId, user });
  if (!reader.ok) throw refusalResponse(reader);
  const pkg = await findPackage(db, params.courseId, params.packageId);
  if (!pkg) throw refusalResponse(refuse("missing", m.notFound()));
  const read = await parseJsonBody(request);
  if (!read.ok) return refused(read);
  const parsed = packageCommitSchema.safeParse(read.value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const message = issue ? `${issue.path.join(".") || "commit"}: ${issue.message}` : m.checkCommit();
    return refused(refuse("invalid", message));
  }
  // Staff previewing are not enrolled: nothing of theirs is recorded.
  if (!reader.relation.enrolment)
    return Response.json({ version: parsed.data.version, recorded: false, packageComplete: false });
  const committed = await commitRuntime(db, { pkg, userId: user.id, commit: parsed.data });
  if (!committed.ok) return refused(committed);
  let finishedCourse = false;
  if (committed.packageComplete) {
    const outline = await findCourseOutline(db, params.courseId);
    for (const lessonId of outline ? await lessonsOfPackage(db, params.courseId, pkg.id) : []) {
      if (!outline) break;
      const result = await completeLesson(db, { outline, lessonId, userId: user.id, isEnrolled: true });
      finishedCourse ||= result.finishedCourse;
    }
  }
  return Response.json({
    version: committed.version,
    recorded: true,
    scoComplete: committed.scoComplete,
    packageComplete: committed.packageComplete,
    finishedCourse,
  });
}

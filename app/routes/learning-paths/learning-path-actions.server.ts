import { data } from "react-router";
import { changePathCourses } from "~/features/learning/paths/path-courses.server";
import { enrolStudentInPath } from "~/features/learning/paths/path-enrolment.server";
import { saveLearningPath } from "~/features/learning/paths/path-records.server";
import {
  ADD_PATH_COURSE_INTENT,
  ENROL_PATH_STUDENT_INTENT,
  MOVE_PATH_COURSE_INTENT,
  type PathIntent,
  pathIntentSchema,
  REMOVE_PATH_COURSE_INTENT,
  SAVE_PATH_INTENT,
} from "~/features/learning/paths/paths.schema";
import { acceptedReply, invalidIntentReply, invalidReply, refusalReply } from "~/lib/action-reply";
import { parseForm } from "~/lib/forms";
import type { Outcome } from "~/lib/refusal";
import { toastHeaders } from "~/lib/toast.server";
import { getDb } from "~/server/app-context.server";
import * as m from "./messages";

/** A learning path's staff page: its details, its courses' order and enrolling a student, one intent each. */
export async function answerLearningPathForm(pathId: string, staffUserId: string, formData: FormData) {
  const parsed = parseForm(pathIntentSchema, formData);
  const intent = formData.get("intent");
  const isTyped =
    intent === SAVE_PATH_INTENT || intent === ENROL_PATH_STUDENT_INTENT || intent === ADD_PATH_COURSE_INTENT;
  if (!parsed.ok) return isTyped ? invalidReply(parsed) : invalidIntentReply(parsed);
  const outcome = await changePath(pathId, staffUserId, parsed.data);
  if (!outcome.ok) return refusalReply(outcome, isTyped ? parsed.values : null);
  return data(acceptedReply({ intent: parsed.data.intent }), { headers: await toastHeaders(outcome.message) });
}

async function changePath(
  pathId: string,
  staffUserId: string,
  input: PathIntent,
): Promise<Outcome<{ message: string }>> {
  const db = getDb();
  switch (input.intent) {
    case SAVE_PATH_INTENT: {
      const { intent: _intent, version, ...details } = input;
      const saved = await saveLearningPath(db, pathId, version, details);
      return saved.ok ? { ok: true, message: m.learningPathSaved() } : saved;
    }
    case ADD_PATH_COURSE_INTENT:
      return changePathCourses(db, pathId, input.version, { kind: "add", courseId: input.courseId });
    case MOVE_PATH_COURSE_INTENT:
      return changePathCourses(db, pathId, input.version, {
        kind: "move",
        courseId: input.courseId,
        direction: input.direction,
      });
    case REMOVE_PATH_COURSE_INTENT:
      return changePathCourses(db, pathId, input.version, { kind: "remove", courseId: input.courseId });
    case ENROL_PATH_STUDENT_INTENT:
      return enrolStudentInPath(db, { pathId, email: input.email, enrolledBy: staffUserId });
  }
}

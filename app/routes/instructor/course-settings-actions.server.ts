import { redirect } from "react-router";
import { courseSettingsSchema, enrolStudentSchema } from "~/features/courses/courses.schema";
import { enrolStudent, removeEnrolment, saveCourseSettings } from "~/features/courses/courses.server";
import * as courseMessages from "~/features/courses/messages";
import { invalidReply, refusalReply } from "~/lib/action-reply";
import { parseForm } from "~/lib/forms";
import { refusalResponse } from "~/lib/refusal";
import { toastHeaders } from "~/lib/toast.server";
import type { SessionUser } from "~/platform/auth/session.server";
import { getDb } from "~/server/app-context.server";
import * as m from "./messages";

/** The course settings page's intents (its route reads the body and names the intent). */
interface SettingsIntent {
  courseId: string;
  formData: FormData;
  back: URL;
  user: SessionUser;
}

/** A clashing slug says so under the field, a stale save above the form with Reload (409); a deleted course is 404. */
export async function saveSettingsIntent({ courseId, formData, back }: SettingsIntent) {
  const parsed = parseForm(courseSettingsSchema, formData);
  if (!parsed.ok) return invalidReply(parsed);
  const result = await saveCourseSettings(getDb(), courseId, parsed.data);
  if (!result.ok && result.reason === "missing") throw refusalResponse(result);
  if (!result.ok) return refusalReply(result, parsed.values);
  return redirect(back.pathname, { headers: await toastHeaders(courseMessages.courseUpdated()) });
}

export async function enrolIntent({ courseId, formData, back, user }: SettingsIntent) {
  const parsed = parseForm(enrolStudentSchema, formData);
  if (!parsed.ok) return invalidReply(parsed);
  const { userId, overridePrerequisites } = parsed.data;
  const result = await enrolStudent(getDb(), courseId, userId, user, { overridePrerequisites });
  if (!result.ok) return refusalReply(result, parsed.values);
  return redirect(`${back.pathname}${back.search}`, { headers: await toastHeaders(result.message) });
}

export async function unenrolIntent({ courseId, formData, back }: SettingsIntent) {
  const parsed = parseForm(enrolStudentSchema, formData);
  if (!parsed.ok) return invalidReply(parsed);
  await removeEnrolment(getDb(), courseId, parsed.data.userId);
  return redirect(`${back.pathname}${back.search}`, {
    headers: await toastHeaders(m.studentRemovedFromCourse()),
  });
}

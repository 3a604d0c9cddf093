import { redirect } from "react-router";
import { CourseFormPage } from "~/features/cpd-courses/components/course-form-page";
import { loadCourseForm, saveCourseForm } from "~/features/cpd-courses/course-form.server";
import { courseFormSchema } from "~/features/cpd-courses/cpd-courses.schema";
import { invalidReply, refusalReply } from "~/lib/action-reply";
import { parseForm } from "~/lib/forms";
import { pageTitle } from "~/lib/page-title";
import { refusalResponse } from "~/lib/refusal";
import { readFormData } from "~/lib/request-body.server";
import type { RouteAccess } from "~/lib/route-access";
import { toastHeaders } from "~/lib/toast.server";
import { requireInstructor } from "~/platform/auth/session.server";
import { getDb } from "~/server/app-context.server";
import type { Route } from "./+types/course-form";
import * as m from "./messages";

export const access = { read: "staff", write: "staff" } satisfies RouteAccess;

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageTitle(loaderData?.course ? m.editCourseTitle({ name: loaderData.course.courseName }) : m.addCourse(), matches);

/**
 * course/add (SPEC 2, 4): a new CPD course. An existing one is edited at course/{id}/edit: the
 * one-segment course/{id} is the student course viewer's (SPEC 2 names both; see
 * docs/decisions/0006-cpd-course-form-path.md), and its loader can send a CPD id here.
 */
async function courseOf(request: Request, courseId: string | undefined) {
  const user = await requireInstructor(request);
  const loaded = await loadCourseForm(getDb(), courseId, user);
  if (!loaded.ok) throw refusalResponse(loaded);
  return { user, course: loaded.course, bodies: loaded.bodies };
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const { course, bodies } = await courseOf(request, params.courseId);
  return { course, bodies };
}

export async function action({ request, params }: Route.ActionArgs) {
  const { user, course } = await courseOf(request, params.courseId);
  const parsed = parseForm(courseFormSchema, await readFormData(request));
  if (!parsed.ok) return invalidReply(parsed);
  const saved = await saveCourseForm(getDb(), { courseId: course?.id ?? null, input: parsed.data, userId: user.id });
  if (!saved.ok) return refusalReply(saved, parsed.values);
  return redirect("/list-courses", { headers: await toastHeaders(m.courseUpdated()) });
}

export default function CourseFormRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <CourseFormPage course={loaderData.course} bodies={loaderData.bodies} refused={actionData} />;
}

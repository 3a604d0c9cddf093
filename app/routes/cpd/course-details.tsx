import { data } from "react-router";
import { CourseDetailsPage } from "~/features/cpd-courses/components/course-details-page";
import type { CourseDetailsActionResult } from "~/features/cpd-courses/components/course-details-types";
import { loadCourseDetails } from "~/features/cpd-courses/course-details.server";
import {
  editCourse,
  editEnrolledUser,
  enrolUserFromForm,
  importUsersFromCsv,
  refusedIntent,
  removeUser,
} from "~/features/cpd-courses/course-details-actions.server";
import {
  EDIT_COURSE_INTENT,
  EDIT_USER_INTENT,
  ENROL_USER_INTENT,
  IMPORT_CSV_INTENT,
  REMOVE_USER_INTENT,
} from "~/features/cpd-courses/course-details-intents";
import { pageTitle } from "~/lib/page-title";
import { refusalResponse, STATUS_FOR_REASON } from "~/lib/refusal";
import { parseFormBody, unreadableBody } from "~/lib/request-body.server";
import type { RouteAccess } from "~/lib/route-access";
import { requireInstructor } from "~/platform/auth/session.server";
import { getDb } from "~/server/app-context.server";
import type { Route } from "./+types/course-details";
import { requireStaffCourse } from "./require-staff-course.server";

export const access = {
  read: "staff",
  write: {
    [EDIT_COURSE_INTENT]: "staff",
    [ENROL_USER_INTENT]: "staff",
    [EDIT_USER_INTENT]: "staff",
    [IMPORT_CSV_INTENT]: "staff",
    [REMOVE_USER_INTENT]: "staff",
  },
} satisfies RouteAccess;

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageTitle(loaderData?.course.courseName ?? "Course details", matches);

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireInstructor(request);
  const details = await loadCourseDetails(getDb(), params.id, user);
  if (!details.ok) throw refusalResponse(details);
  return details;
}

/**
 * A refused intent is answered with its reason's status; rows a CSV file could not take are 422
 * (Unprocessable Content), which the import has always answered and the vocabulary has no reason for.
 */
function reply(result: CourseDetailsActionResult) {
  if (result.ok) return result;
  return data(result, { status: result.importProblems ? 422 : STATUS_FOR_REASON[result.reason] });
}

export async function action({ request, params }: Route.ActionArgs) {
  const { course } = await requireStaffCourse(request, params.id);
  const courseId = course.id;
  const read = await parseFormBody(request);
  if (!read.ok) return unreadableBody(read);
  const { formData } = read;
  const intent = String(formData.get("intent") ?? "");
  switch (intent) {
    case EDIT_COURSE_INTENT:
      return reply(await editCourse(getDb(), courseId, formData));
    case ENROL_USER_INTENT:
      return reply(await enrolUserFromForm(getDb(), courseId, formData));
    case EDIT_USER_INTENT:
      return reply(await editEnrolledUser(getDb(), courseId, formData));
    case REMOVE_USER_INTENT:
      return reply(await removeUser(getDb(), courseId, formData));
    case IMPORT_CSV_INTENT:
      return reply(await importUsersFromCsv(getDb(), courseId, formData));
    default:
      return reply(refusedIntent(intent, "invalid", { formError: "Unknown action." }));
  }
}

export default function CourseDetailsRoute({ loaderData }: Route.ComponentProps) {
  return <CourseDetailsPage {...loaderData} />;
}

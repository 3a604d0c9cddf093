import { CourseDetailsPage } from "~/features/cpd-courses/components/course-details-page";
import { loadCourseDetails } from "~/features/cpd-courses/course-details.server";
import {
  CERTIFICATES_AFTER,
  EDIT_COURSE_INTENT,
  EDIT_USER_INTENT,
  ENROL_USER_INTENT,
  IMPORT_CSV_INTENT,
  REMOVE_USER_INTENT,
} from "~/features/cpd-courses/course-details-intents";
import { BY_NAME, decodeKeysetCursor } from "~/lib/keyset-cursor.server";
import { pageTitle } from "~/lib/page-title";
import { searchTermFrom } from "~/lib/pagination";
import { refusalResponse, refuse } from "~/lib/refusal";
import { parseFormBody, unreadableBody } from "~/lib/request-body.server";
import type { RouteAccess } from "~/lib/route-access";
import { requireInstructor } from "~/platform/auth/session.server";
import { getDb } from "~/server/app-context.server";
import type { Route } from "./+types/course-details";
import { answerCourseDetailsPost } from "./course-details-actions.server";
import * as m from "./messages";
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
  pageTitle(loaderData?.course.courseName ?? m.courseDetails(), matches);

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireInstructor(request);
  const url = new URL(request.url);
  // Enrolled users are paged by name, certificates by when they were issued (decision 0135-course-settings-paging).
  const after = decodeKeysetCursor(url.searchParams.get("after"), BY_NAME);
  const certificatesAfter = decodeKeysetCursor(url.searchParams.get(CERTIFICATES_AFTER));
  if (after === undefined || certificatesAfter === undefined) {
    throw refusalResponse(refuse("invalid", m.courseDetailsPageMissing()));
  }
  const users = { search: searchTermFrom(url.searchParams), after };
  const details = await loadCourseDetails(getDb(), params.id, user, { users, certificatesAfter });
  if (!details.ok) throw refusalResponse(details);
  return details;
}

export async function action({ request, params }: Route.ActionArgs) {
  const { course } = await requireStaffCourse(request, params.id);
  const courseId = course.id;
  const read = await parseFormBody(request);
  if (!read.ok) return unreadableBody(read);
  return answerCourseDetailsPost(courseId, read.formData);
}

export default function CourseDetailsRoute({ loaderData }: Route.ComponentProps) {
  return <CourseDetailsPage {...loaderData} />;
}

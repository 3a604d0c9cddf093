import { GeneralErrorBoundary } from "~/components/general-error-boundary";
import {
  findPeopleToName,
  listAssessmentStaff,
  nameAssessmentStaff,
  removeAssessmentStaff,
} from "~/features/assessment/assessment-staff.server";
import { staffIntentSchema } from "~/features/assessment/assignments/assignment.schema";
import { StaffPage } from "~/features/assessment/components/staff-page";
import { acceptedReply, invalidIntentReply, refusalReply } from "~/lib/action-reply";
import { parseForm } from "~/lib/forms";
import { pageTitle } from "~/lib/page-title";
import { searchTermFrom } from "~/lib/pagination";
import { readFormData } from "~/lib/request-body.server";
import type { RouteAccess } from "~/lib/route-access";
import { requireAdmin } from "~/platform/auth/session.server";
import { getSiteTimeZone } from "~/platform/site-settings/site-settings.server";
import { getDb } from "~/server/app-context.server";
import type { Route } from "./+types/assessment-staff";
import * as m from "./messages";
import { requireAssessedCourse, requireCourseAssessment } from "./require-assessment.server";

// The course's assessment staff see who assesses and moderates; admins name and remove them (decision 0090).
export const access = {
  read: "course-assessment",
  write: { "name-staff": "admin", "remove-staff": "admin" },
} satisfies RouteAccess;

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(m.assessorsAndModerators(), matches);

export async function loader({ request, params }: Route.LoaderArgs) {
  const { user, course } = await requireAssessedCourse(request, params.courseId);
  const canManage = user.role === "admin";
  const search = canManage ? searchTermFrom(new URL(request.url).searchParams).trim() : "";
  const db = getDb();
  const timeZone = await getSiteTimeZone(db);
  const [staff, found] = await Promise.all([
    listAssessmentStaff(db, params.courseId, timeZone),
    findPeopleToName(db, search),
  ]);
  return { courseId: params.courseId, courseName: course.name, staff, search, found, canManage };
}

export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  await requireCourseAssessment(request, params.courseId);
  const parsed = parseForm(staffIntentSchema, await readFormData(request));
  if (!parsed.ok) return invalidIntentReply(parsed);
  const input = { courseId: params.courseId, userId: parsed.data.userId, role: parsed.data.role };
  const done =
    parsed.data.intent === "name-staff"
      ? await nameAssessmentStaff(getDb(), { ...input, assignedByUserId: admin.id })
      : await removeAssessmentStaff(getDb(), input);
  return done.ok ? acceptedReply() : refusalReply(done);
}

export default function AssessmentStaff({ loaderData, actionData }: Route.ComponentProps) {
  return <StaffPage {...loaderData} reply={actionData} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary backTo={{ to: "/instructor/courses", label: m.backToCourses() }} />;
}

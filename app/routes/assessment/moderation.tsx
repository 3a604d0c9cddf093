import { GeneralErrorBoundary } from "~/components/general-error-boundary";
import { hasAssessmentRole } from "~/features/assessment/assessment-staff.server";
import { moderationIntentSchema } from "~/features/assessment/assignments/assignment.schema";
import { findCourseName } from "~/features/assessment/assignments/list-position.server";
import { loadModeration, signOffMark } from "~/features/assessment/assignments/moderation.server";
import { ModerationPage } from "~/features/assessment/components/moderation-page";
import { acceptedReply, invalidIntentReply, refusalReply } from "~/lib/action-reply";
import { parseForm } from "~/lib/forms";
import { pageTitle } from "~/lib/page-title";
import { readFormData } from "~/lib/request-body.server";
import type { RouteAccess } from "~/lib/route-access";
import { getDb } from "~/server/app-context.server";
import type { Route } from "./+types/moderation";
import * as m from "./messages";
import { requireCourseAssessment, requireCourseModerator } from "./require-assessment.server";

// The course's assessment staff read it; only its named moderators sign off (decision 0090).
export const access = { read: "course-assessment", write: { "sign-off": "course-moderator" } } satisfies RouteAccess;

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(m.moderation(), matches);

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireCourseAssessment(request, params.courseId);
  const db = getDb();
  const [view, courseName, canModerate] = await Promise.all([
    loadModeration(db, { courseId: params.courseId, moderatorUserId: user.id }),
    findCourseName(db, params.courseId),
    hasAssessmentRole(db, { userId: user.id, courseId: params.courseId, role: "moderator" }),
  ]);
  return { ...view, courseId: params.courseId, courseName, canModerate };
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireCourseModerator(request, params.courseId);
  const parsed = parseForm(moderationIntentSchema, await readFormData(request));
  if (!parsed.ok) return invalidIntentReply(parsed);
  const signed = await signOffMark(getDb(), { ...parsed.data, courseId: params.courseId, moderatorUserId: user.id });
  if (!signed.ok) return refusalReply(signed);
  return acceptedReply({ decision: signed.decision });
}

export default function Moderation({ loaderData, actionData }: Route.ComponentProps) {
  return <ModerationPage {...loaderData} reply={actionData} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary backTo={{ to: "/instructor/courses", label: m.backToCourses() }} />;
}

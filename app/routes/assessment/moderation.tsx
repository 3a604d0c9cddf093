import { GeneralErrorBoundary } from "~/components/general-error-boundary";
import { moderationIntentSchema } from "~/features/assessment/assignments/assignment.schema";
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
import { requireAssessedCourse, requireCourseModerator } from "./require-assessment.server";

// The course's assessment staff read it; only its named moderators sign off (decision 0090).
export const access = { read: "course-assessment", write: { "sign-off": "course-moderator" } } satisfies RouteAccess;

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(m.moderation(), matches);

export async function loader({ request, params }: Route.LoaderArgs) {
  const { user, course, isModerator } = await requireAssessedCourse(request, params.courseId);
  const view = await loadModeration(getDb(), { courseId: params.courseId, moderatorUserId: user.id });
  return { ...view, courseId: params.courseId, courseName: course.name, canModerate: isModerator };
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

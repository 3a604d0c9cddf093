import { AssessmentCoursesView } from "~/features/assessment/components/assessment-courses-view";
import { listAssessmentCourses } from "~/features/assessment/gradebook/assessment-hub.server";
import { BY_NAME, decodeKeysetCursor, encodeKeysetCursor } from "~/lib/keyset-cursor.server";
import { pageTitle } from "~/lib/page-title";
import { refusalResponse, refuse } from "~/lib/refusal";
import { ROLE_HOMES } from "~/lib/roles";
import type { RouteAccess } from "~/lib/route-access";
import { requireUser } from "~/platform/auth/session.server";
import { getDb } from "~/server/app-context.server";
import type { Route } from "./+types/my-assessment";
import * as m from "./messages";

/**
 * /assessment: the signed-in person's courses where they are an assessor, a moderator or an
 * instructor (every course for an admin), with what waits in each. Anyone signed in may open it:
 * assessors may be outside staff with an ordinary account; the list is empty for everyone else.
 */
export const access = { read: "signed-in" } satisfies RouteAccess;

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(m.assessment(), matches);

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const after = decodeKeysetCursor(new URL(request.url).searchParams.get("after"), BY_NAME);
  if (after === undefined) throw refusalResponse(refuse("invalid", m.coursesPageMissing()));
  const { courses, next } = await listAssessmentCourses(getDb(), user, after);
  const home = ROLE_HOMES[user.role];
  return {
    courses,
    next: next ? encodeKeysetCursor(next) : null,
    isAdmin: user.role === "admin",
    back: { to: home.path, label: home.label },
  };
}

export default function MyAssessment({ loaderData }: Route.ComponentProps) {
  return <AssessmentCoursesView {...loaderData} />;
}

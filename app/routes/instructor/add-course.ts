import { redirect } from "react-router";
import type { RouteAccess } from "~/lib/route-access";
import { requireInstructor } from "~/platform/auth/session.server";
import type { Route } from "./+types/add-course";

export const access = { read: "staff" } satisfies RouteAccess;

/** SPEC's /add-course: courses are added from the courses page ('Add course' opens 'Name your course'). */
export async function loader({ request }: Route.LoaderArgs) {
  await requireInstructor(request);
  return redirect("/instructor/courses?add=1");
}

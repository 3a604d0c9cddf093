import { data } from "react-router";
import { findManagedCompany } from "~/features/companies/company-access.server";
import { findCompanyForStaff } from "~/features/companies/company-staff-access.server";
import type { CourseChoicesAnswer } from "~/lib/course-choices";
import { refusalResponse } from "~/lib/refusal";
import type { RouteAccess } from "~/lib/route-access";
import { requireAdmin, requireInstructor, requireUser } from "~/platform/auth/session.server";
import { getDb } from "~/server/app-context.server";
import {
  type CourseChoicesRequest,
  readCourseChoicesRequest,
  searchCourseChoices,
} from "~/server/course-choices.server";
import { requireCourseEditor } from "../instructor/require-course-editor.server";
import type { Route } from "./+types/course-choices";

/**
 * The course pickers' search (decision 0136-course-pickers): ?scope=…&id=…&kind=…&q=… answers the
 * few matching courses (and paths) as { choices: [{ value, label }] }. Each scope is asked by one
 * form and keeps that page's rule on who may ask. `access` declares the schedule's (staff), the
 * scope the authorisation matrix asks with; tests/integration/course-choices.test.ts holds every
 * scope to the rule of the page it serves.
 */
export const access = { read: "staff" } satisfies RouteAccess;

export async function loader({ request }: Route.LoaderArgs) {
  const read = readCourseChoicesRequest(new URL(request.url).searchParams);
  if (!read.ok) {
    // Who is asking comes first: a visitor is sent to sign in whatever the query.
    await requireUser(request);
    throw refusalResponse(read);
  }
  await requireAsker(request, read.request);
  const answer: CourseChoicesAnswer = { choices: await searchCourseChoices(getDb(), read.request) };
  return data(answer, { headers: { "Cache-Control": "private, no-store" } });
}

/** The asking page's own guard: who may open it may search its picker. */
async function requireAsker(request: Request, asked: CourseChoicesRequest) {
  switch (asked.scope) {
    case "schedule":
    case "learning-path":
      await requireInstructor(request);
      return;
    case "discount-codes":
      await requireAdmin(request);
      return;
    case "prerequisites":
      await requireCourseEditor(request, asked.id);
      return;
    case "company-groups": {
      const user = await requireUser(request);
      const managed = await findManagedCompany(getDb(), user.id, asked.id);
      if (!managed.ok) throw refusalResponse(managed);
      return;
    }
    case "company-training": {
      const user = await requireUser(request);
      const found = await findCompanyForStaff(getDb(), user, asked.id);
      if (!found.ok) throw refusalResponse(found);
      return;
    }
  }
}

import { GeneralErrorBoundary } from "~/components/general-error-boundary";
import { findManagedCompany } from "~/features/companies/company-access.server";
import { type CompanyGroupsReply, CompanyGroupsScreen } from "~/features/scim/components/company-groups-screen";
import { listCompanyGroups } from "~/features/scim/group-enrolments.server";
import { ADD_GROUP_ENROLMENT_INTENT, REMOVE_GROUP_ENROLMENT_INTENT } from "~/features/scim/scim.schema";
import { pageTitle } from "~/lib/page-title";
import { refusalResponse } from "~/lib/refusal";
import { readFormData } from "~/lib/request-body.server";
import type { RouteAccess } from "~/lib/route-access";
import { requireUser } from "~/platform/auth/session.server";
import { getDb } from "~/server/app-context.server";
import type { Route } from "./+types/company-groups";
import { answerGroupEnrolmentForm } from "./company-groups.server";
import * as m from "./messages";

/** My company › Groups: map the company's SCIM groups to courses and paths (decision 0102-scim-provisioning). */
export const access = {
  read: "company-manager",
  write: { [ADD_GROUP_ENROLMENT_INTENT]: "company-manager", [REMOVE_GROUP_ENROLMENT_INTENT]: "company-manager" },
} satisfies RouteAccess;

export const meta: Route.MetaFunction = ({ loaderData: loaded, matches }) =>
  pageTitle(loaded ? m.groups({ name: loaded.view.company.name }) : m.groups2(), matches);

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const db = getDb();
  const managed = await findManagedCompany(db, user.id, params.companyId);
  if (!managed.ok) throw refusalResponse(managed);
  // The course picker searches on the server as the manager types (decision 0136-course-pickers).
  const groups = await listCompanyGroups(db, managed.company.id);
  return { view: { company: managed.company, groups } };
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireUser(request);
  const managed = await findManagedCompany(getDb(), user.id, params.companyId);
  if (!managed.ok) throw refusalResponse(managed);
  return answerGroupEnrolmentForm(managed.company.id, user.id, await readFormData(request));
}

export default function CompanyGroups({ loaderData, actionData }: Route.ComponentProps) {
  const reply: CompanyGroupsReply | undefined = actionData
    ? { formError: actionData.formError, fieldErrors: actionData.fieldErrors }
    : undefined;
  return <CompanyGroupsScreen view={loaderData.view} reply={reply} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary backTo={{ to: "/my-learning", label: m.backToMyLearning() }} />;
}

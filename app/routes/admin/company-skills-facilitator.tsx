import { GeneralErrorBoundary } from "~/components/general-error-boundary";
import { findCompany } from "~/features/companies/companies.server";
import { FacilitatorPage } from "~/features/skills-reporting/components/facilitator-page";
import { loadFacilitatorChoice, setFacilitator } from "~/features/skills-reporting/facilitators.server";
import { facilitatorSchema, SET_FACILITATOR_INTENT } from "~/features/skills-reporting/skills.schema";
import { acceptedReply, invalidReply, refusalReply } from "~/lib/action-reply";
import { parseForm } from "~/lib/forms";
import { pageTitle } from "~/lib/page-title";
import { refusalResponse, refuse } from "~/lib/refusal";
import { readFormData } from "~/lib/request-body.server";
import type { RouteAccess } from "~/lib/route-access";
import { requireAdmin } from "~/platform/auth/session.server";
import { getDb } from "~/server/app-context.server";
import type { Route } from "./+types/company-skills-facilitator";
import * as m from "./messages";

/** Admin › one company › its Skills Development Facilitator (decision 0103-skills-evidence). */
export const access = { read: "admin", write: { [SET_FACILITATOR_INTENT]: "admin" } } satisfies RouteAccess;

export const meta: Route.MetaFunction = ({ loaderData: loaded, matches }) =>
  pageTitle(
    loaded ? m.skillsDevelopmentFacilitator({ name: loaded.view.company.name }) : m.skillsDevelopmentFacilitator2(),
    matches,
  );

const COMPANY_MISSING = "This company does not exist.";

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const db = getDb();
  const company = await findCompany(db, params.companyId);
  if (!company) throw refusalResponse(refuse("missing", COMPANY_MISSING));
  const choice = await loadFacilitatorChoice(db, company.id);
  return { view: { company: { id: company.id, name: company.name }, ...choice } };
}

export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const db = getDb();
  const company = await findCompany(db, params.companyId);
  if (!company) throw refusalResponse(refuse("missing", COMPANY_MISSING));
  const parsed = parseForm(facilitatorSchema, await readFormData(request));
  if (!parsed.ok) return invalidReply(parsed);
  const saved = await setFacilitator(db, { companyId: company.id, ...parsed.data, adminId: admin.id });
  return saved.ok ? acceptedReply() : refusalReply(saved, parsed.values);
}

export default function CompanySkillsFacilitator({ loaderData }: Route.ComponentProps) {
  return <FacilitatorPage view={loaderData.view} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary backTo={{ to: "/admin/companies", label: m.backToCompanies() }} />;
}

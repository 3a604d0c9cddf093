import { GeneralErrorBoundary } from "~/components/general-error-boundary";
import { findManagedCompany } from "~/features/companies/company-access.server";
import { StatementPage } from "~/features/selling/components/statement-page";
import { loadCompanyStatementForQuery } from "~/features/selling/statement.server";
import { pageTitle } from "~/lib/page-title";
import { refusalResponse } from "~/lib/refusal";
import type { RouteAccess } from "~/lib/route-access";
import { requireUser } from "~/platform/auth/session.server";
import { getDb } from "~/server/app-context.server";
import type { Route } from "./+types/company-statement";

/** My company › Statement (decision 0082): the company's training managers only, as the rest of My company. */
export const access = { read: "company-manager" } satisfies RouteAccess;

export const meta: Route.MetaFunction = ({ loaderData: loaded, matches }) =>
  pageTitle(loaded ? `Statement: ${loaded.statement.companyName}` : "Statement", matches);

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const db = getDb();
  const managed = await findManagedCompany(db, user.id, params.companyId);
  if (!managed.ok) throw refusalResponse(managed);
  const found = await loadCompanyStatementForQuery(db, managed.company.id, new URL(request.url).searchParams);
  if (!found.ok) throw refusalResponse(found);
  return { statement: found.statement };
}

export default function CompanyStatement({ loaderData }: Route.ComponentProps) {
  const { statement } = loaderData;
  return <StatementPage statement={statement} pdfHref={`/my-company/${statement.companyId}/statement/pdf`} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary backTo={{ to: "/my-company", label: "Back to My company" }} />;
}

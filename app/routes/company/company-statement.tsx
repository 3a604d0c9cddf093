import { GeneralErrorBoundary } from "~/components/general-error-boundary";
import { StatementPage } from "~/features/selling/components/statement-page";
import { pageTitle } from "~/lib/page-title";
import type { RouteAccess } from "~/lib/route-access";
import type { Route } from "./+types/company-statement";
import * as m from "./messages";
import { requireManagedCompanyStatement } from "./require-statement.server";

/** My company › Statement (decision 0082): the company's training managers only, as the rest of My company. */
export const access = { read: "company-manager" } satisfies RouteAccess;

export const meta: Route.MetaFunction = ({ loaderData: loaded, matches }) =>
  pageTitle(loaded ? m.statement({ companyName: loaded.statement.companyName }) : m.statement2(), matches);

export async function loader({ request, params }: Route.LoaderArgs) {
  const { statement } = await requireManagedCompanyStatement(request, params.companyId);
  return { statement };
}

export default function CompanyStatement({ loaderData }: Route.ComponentProps) {
  const { statement } = loaderData;
  return <StatementPage statement={statement} pdfHref={`/my-company/${statement.companyId}/statement/pdf`} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary backTo={{ to: "/my-company", label: m.backToMyCompany() }} />;
}

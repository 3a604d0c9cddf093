import { Anchor, Text } from "@mantine/core";
import { Link } from "react-router";
import { StatementPage } from "~/features/selling/components/statement-page";
import { loadCompanyStatementForQuery } from "~/features/selling/statement.server";
import { pageTitle } from "~/lib/page-title";
import { refusalResponse } from "~/lib/refusal";
import type { RouteAccess } from "~/lib/route-access";
import { requireFinance } from "~/platform/auth/session.server";
import { getDb } from "~/server/app-context.server";
import type { Route } from "./+types/company-statement";
import * as m from "./messages";

/** Staff › a company's statement (decision 0082). */
export const access = { read: "finance" } satisfies RouteAccess;

export const meta: Route.MetaFunction = ({ loaderData: loaded, matches }) =>
  pageTitle(loaded ? m.statementForTitle({ company: loaded.statement.companyName }) : m.statementTitle(), matches);

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireFinance(request);
  const db = getDb();
  const found = await loadCompanyStatementForQuery(db, params.companyId, new URL(request.url).searchParams);
  if (!found.ok) throw refusalResponse(found);
  return { statement: found.statement };
}

export default function StaffCompanyStatement({ loaderData }: Route.ComponentProps) {
  const { statement } = loaderData;
  return (
    <>
      <Text>
        <Anchor component={Link} to={`/admin/companies/${statement.companyId}`}>
          {m.backToCompany()}
        </Anchor>
      </Text>
      <StatementPage statement={statement} pdfHref={`/staff/companies/${statement.companyId}/statement/pdf`} />
    </>
  );
}

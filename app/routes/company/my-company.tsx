import { Anchor, Container, Stack, Text, Title } from "@mantine/core";
import { Link, redirect } from "react-router";
import { listManagedCompanies, NO_COMPANY_MESSAGE } from "~/features/companies/company-access.server";
import { pageTitle } from "~/lib/page-title";
import { refusalResponse, refuse } from "~/lib/refusal";
import type { RouteAccess } from "~/lib/route-access";
import { requireUser } from "~/platform/auth/session.server";
import { getDb } from "~/server/app-context.server";
import type { Route } from "./+types/my-company";
import * as m from "./messages";

/**
 * My company (decision 0039): a training manager's way in. One company opens at once; someone who
 * manages several chooses; anyone else is refused (403), whatever their role.
 */
export const access = { read: "company-manager" } satisfies RouteAccess;

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(m.myCompany(), matches);

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const companies = await listManagedCompanies(getDb(), user.id);
  if (companies.length === 0) throw refusalResponse(refuse("forbidden", NO_COMPANY_MESSAGE()));
  if (companies.length === 1) throw redirect(`/my-company/${companies[0]?.id}`);
  return { companies };
}

export default function MyCompanies({ loaderData }: Route.ComponentProps) {
  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <Anchor component={Link} to="/my-learning" size="sm">
          {m.backToMyLearning()}
        </Anchor>
        <Title order={1}>{m.myCompany()}</Title>
        <Text>{m.youAreATrainingManager()}</Text>
        <Stack gap="xs" component="ul" style={{ listStyle: "none", padding: 0 }}>
          {loaderData.companies.map((company) => (
            <li key={company.id}>
              <Anchor component={Link} to={`/my-company/${company.id}`}>
                {company.name}
              </Anchor>
            </li>
          ))}
        </Stack>
      </Stack>
    </Container>
  );
}

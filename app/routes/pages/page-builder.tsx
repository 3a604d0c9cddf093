import { Anchor, Badge, Button, Container, Group, Stack, Table, Text, Title } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { Link } from "react-router";
import { EmptyState } from "~/components/empty-state";
import { ScrollTable } from "~/components/scroll-table";
import { listSitePageSummaries } from "~/features/site-pages/site-page-views.server";
import { pageTitle } from "~/lib/page-title";
import type { RouteAccess } from "~/lib/route-access";
import { requireInstructor } from "~/platform/auth/session.server";
import { getDb } from "~/server/app-context.server";
import type { Route } from "./+types/page-builder";
import * as m from "./messages";

export const access = { read: "staff" } satisfies RouteAccess;

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(m.pages(), matches);

export async function loader({ request }: Route.LoaderArgs) {
  await requireInstructor(request);
  return { pages: await listSitePageSummaries(getDb()) };
}

export default function PageBuilder({ loaderData }: Route.ComponentProps) {
  const { pages } = loaderData;
  const addButton = (
    <Button component={Link} to="/add-page" leftSection={<IconPlus size={16} aria-hidden="true" />}>
      {m.addPage()}
    </Button>
  );
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" wrap="wrap">
          <Stack gap={4}>
            <Title order={1}>{m.pages()}</Title>
            <Text c="dimmed">{m.pagesIntro()}</Text>
          </Stack>
          {addButton}
        </Group>
        {pages.length === 0 ? (
          <EmptyState heading={m.noPages()} text={m.noPagesText()}>
            {addButton}
          </EmptyState>
        ) : (
          <ScrollTable label={m.pages()} minWidth={560}>
            <Table striped highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{m.title()}</Table.Th>
                  <Table.Th>{m.state()}</Table.Th>
                  <Table.Th>{m.updated()}</Table.Th>
                  <Table.Th>{m.actions()}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {pages.map((page) => (
                  <Table.Tr key={page.id}>
                    <Table.Td>{page.title}</Table.Td>
                    <Table.Td>
                      {page.isPublished ? (
                        <Badge color="var(--campus-success-fill)" miw="max-content">
                          {m.published()}
                        </Badge>
                      ) : (
                        <Badge color="var(--campus-neutral-fill)" miw="max-content">
                          {m.draft()}
                        </Badge>
                      )}
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: "nowrap" }}>{page.updated}</Table.Td>
                    <Table.Td>
                      <Group gap="sm" wrap="nowrap">
                        <Anchor
                          component={Link}
                          to={`/edit-page/${page.id}`}
                          aria-label={m.editNamed({ title: page.title })}
                        >
                          {m.edit()}
                        </Anchor>
                        <Anchor
                          component={Link}
                          to={`/page/${page.id}`}
                          aria-label={m.viewNamed({ title: page.title })}
                        >
                          {m.view()}
                        </Anchor>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollTable>
        )}
      </Stack>
    </Container>
  );
}

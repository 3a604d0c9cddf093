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

export const access = { read: "staff" } satisfies RouteAccess;

export const meta: Route.MetaFunction = ({ matches }) => pageTitle("Pages", matches);

export async function loader({ request }: Route.LoaderArgs) {
  await requireInstructor(request);
  return { pages: await listSitePageSummaries(getDb()) };
}

export default function PageBuilder({ loaderData }: Route.ComponentProps) {
  const { pages } = loaderData;
  const addButton = (
    <Button component={Link} to="/add-page" leftSection={<IconPlus size={16} aria-hidden="true" />}>
      Add page
    </Button>
  );
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" wrap="wrap">
          <Stack gap={4}>
            <Title order={1}>Pages</Title>
            <Text c="dimmed">Content pages of the public site. Published pages are open to everyone.</Text>
          </Stack>
          {addButton}
        </Group>
        {pages.length === 0 ? (
          <EmptyState heading="No pages yet" text="Add a page to publish policies, notices or other content.">
            {addButton}
          </EmptyState>
        ) : (
          <ScrollTable label="Pages" minWidth={560}>
            <Table striped highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Title</Table.Th>
                  <Table.Th>State</Table.Th>
                  <Table.Th>Updated</Table.Th>
                  <Table.Th>Actions</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {pages.map((page) => (
                  <Table.Tr key={page.id}>
                    <Table.Td>{page.title}</Table.Td>
                    <Table.Td>
                      {page.isPublished ? (
                        <Badge color="var(--campus-success-fill)" miw="max-content">
                          Published
                        </Badge>
                      ) : (
                        <Badge color="var(--campus-neutral-fill)" miw="max-content">
                          Draft
                        </Badge>
                      )}
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: "nowrap" }}>{page.updated}</Table.Td>
                    <Table.Td>
                      <Group gap="sm" wrap="nowrap">
                        <Anchor component={Link} to={`/edit-page/${page.id}`} aria-label={`Edit ${page.title}`}>
                          Edit
                        </Anchor>
                        <Anchor component={Link} to={`/page/${page.id}`} aria-label={`View ${page.title}`}>
                          View
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

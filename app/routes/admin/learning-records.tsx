import { Button, Code, Group, Stack, Table, Text, Title } from "@mantine/core";
import { KeysetNav } from "~/components/keyset-nav";
import { ScrollTable } from "~/components/scroll-table";
import { formatDateTime } from "~/lib/dates";
import { decodeKeysetCursor, encodeKeysetCursor } from "~/lib/keyset-cursor.server";
import { pageTitle } from "~/lib/page-title";
import type { RouteAccess } from "~/lib/route-access";
import { useSiteTimeZone } from "~/lib/use-site-time-zone";
import { requireAdmin } from "~/platform/auth/session.server";
import { listStatements } from "~/platform/lrs/statement-list.server";
import { getDb } from "~/server/app-context.server";
import type { Route } from "./+types/learning-records";

/** The LRS's statements, newest first, and their JSON download (decision 0098-lrs). Admins only. */
export const access = { read: "admin" } satisfies RouteAccess;

export const meta: Route.MetaFunction = ({ matches }) => pageTitle("Learning records", matches);

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const after = decodeKeysetCursor(new URL(request.url).searchParams.get("after"));
  if (after === undefined)
    throw new Response("This page link is not one Campus made: go back to the newest records.", { status: 400 });
  const page = await listStatements(getDb(), after);
  return { rows: page.rows, next: page.next ? encodeKeysetCursor(page.next) : null };
}

export default function LearningRecords({ loaderData }: Route.ComponentProps) {
  const timeZone = useSiteTimeZone();
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={1}>Learning records</Title>
        <Button component="a" href="/admin/learning-records.json" variant="default">
          Download JSON
        </Button>
      </Group>
      <Text c="dimmed" size="sm">
        xAPI statements: Campus's lessons, quizzes and certificates, and what cmi5 units record. Units reach the store
        at <Code>/xapi/</Code> (the address a cmi5 unit is given when it launches).
      </Text>
      {loaderData.rows.length === 0 ? (
        <Text>No statements yet.</Text>
      ) : (
        <ScrollTable label="Learning records" minWidth={640}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Stored</Table.Th>
                <Table.Th>Learner</Table.Th>
                <Table.Th>Verb</Table.Th>
                <Table.Th>Activity</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {loaderData.rows.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td>{formatDateTime(row.stored, timeZone)}</Table.Td>
                  <Table.Td>{row.learner}</Table.Td>
                  <Table.Td>{row.verb}</Table.Td>
                  <Table.Td style={{ wordBreak: "break-all" }}>{row.activity}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      )}
      <KeysetNav next={loaderData.next} label="Learning records pages" />
    </Stack>
  );
}

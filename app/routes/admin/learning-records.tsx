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
import * as m from "./messages";

/** The LRS's statements, newest first, and their JSON download (decision 0098-lrs). Admins only. */
export const access = { read: "admin" } satisfies RouteAccess;

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(m.learningRecords(), matches);

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
  // The address sits inside the sentence as code: split the one message where it goes.
  const introduction = m.learningRecordsIntroduction({ address: "\u0000" }).split("\u0000");
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={1}>{m.learningRecords()}</Title>
        <Button component="a" href="/admin/learning-records.json" variant="default">
          {m.downloadJson()}
        </Button>
      </Group>
      <Text c="dimmed" size="sm">
        {introduction[0]}
        {/* i18n-exempt: an address */}
        <Code>/xapi/</Code>
        {introduction[1]}
      </Text>
      {loaderData.rows.length === 0 ? (
        <Text>{m.noStatementsYet()}</Text>
      ) : (
        <ScrollTable label={m.learningRecords()} minWidth={640}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{m.stored()}</Table.Th>
                <Table.Th>{m.learner()}</Table.Th>
                <Table.Th>{m.verb()}</Table.Th>
                <Table.Th>{m.activity()}</Table.Th>
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
      <KeysetNav next={loaderData.next} label={m.learningRecordsPages()} />
    </Stack>
  );
}

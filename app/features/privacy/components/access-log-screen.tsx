import { Stack, Table, Text, Title } from "@mantine/core";
import { EmptyState } from "~/components/empty-state";
import { ListPagination } from "~/components/list-search";
import { ScrollTable } from "~/components/scroll-table";
import { useFormatDate } from "~/lib/use-site-time-zone";
import { ACCESS_ACTION_LABELS, ACCESS_LOG_PAGE_SIZE, type AccessAction, type AccessLogEntry } from "../privacy-views";
import * as m from "./messages";

/** Admin: who viewed or exported personal data, what and when, newest first (POPIA, decision 0036). */
export function AccessLogScreen({ entries, total, page }: { entries: AccessLogEntry[]; total: number; page: number }) {
  const format = useFormatDate();
  return (
    <Stack gap="md">
      <Title order={1}>{m.accessLog()}</Title>
      <Text size="sm" c="var(--campus-text-muted)" maw={720}>
        {m.accessLogIntro()}
      </Text>
      {entries.length === 0 ? (
        <EmptyState heading={m.noEntries()} text={m.noEntriesText()} />
      ) : (
        <ScrollTable label={m.accessLog()} minWidth={720}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{m.when()}</Table.Th>
                <Table.Th>{m.who()}</Table.Th>
                <Table.Th>{m.action()}</Table.Th>
                <Table.Th>{m.what()}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {entries.map((entry) => (
                <Table.Tr key={entry.id}>
                  <Table.Td style={{ whiteSpace: "nowrap" }}>{format.dateTime(entry.createdAt)}</Table.Td>
                  <Table.Td>
                    <Text size="sm" fw={600}>
                      {entry.actorName}
                    </Text>
                    <Text size="sm">{entry.actorEmail}</Text>
                  </Table.Td>
                  <Table.Td>{ACCESS_ACTION_LABELS[entry.action as AccessAction] ?? entry.action}</Table.Td>
                  <Table.Td>{entry.subject}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      )}
      <ListPagination total={total} pageSize={ACCESS_LOG_PAGE_SIZE} page={page} label={m.accessLogPages()} />
    </Stack>
  );
}

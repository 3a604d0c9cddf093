import { Stack, Table, Text, Title } from "@mantine/core";
import { EmptyState } from "~/components/empty-state";
import { ListPagination } from "~/components/list-search";
import { ScrollTable } from "~/components/scroll-table";
import { useFormatDate } from "~/lib/use-site-time-zone";
import { ACCESS_ACTION_LABELS, ACCESS_LOG_PAGE_SIZE, type AccessAction, type AccessLogEntry } from "../privacy-views";

/** Admin: who viewed or exported personal data, what and when, newest first (POPIA, decision 0036). */
export function AccessLogScreen({ entries, total, page }: { entries: AccessLogEntry[]; total: number; page: number }) {
  const format = useFormatDate();
  return (
    <Stack gap="md">
      <Title order={1}>Access log</Title>
      <Text size="sm" c="var(--campus-text-muted)" maw={720}>
        Every export of people's data (CSV and PDF), every person's own data download and every erasure, with who did it
        and when. Entries cannot be changed or removed.
      </Text>
      {entries.length === 0 ? (
        <EmptyState heading="No entries yet" text="Exports, data downloads and erasures appear here." />
      ) : (
        <ScrollTable label="Access log" minWidth={720}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>When</Table.Th>
                <Table.Th>Who</Table.Th>
                <Table.Th>Action</Table.Th>
                <Table.Th>What</Table.Th>
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
      <ListPagination total={total} pageSize={ACCESS_LOG_PAGE_SIZE} page={page} label="Pages of the access log" />
    </Stack>
  );
}

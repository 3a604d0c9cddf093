import { Alert, Button, FileInput, Group, Stack, Table, Text } from "@mantine/core";
import { IconFileImport } from "@tabler/icons-react";
import { useFetcher } from "react-router";
import { ScrollTable } from "~/components/scroll-table";
import { IMPORT_ATTENDANCE_INTENT } from "../attendance-intent";
import * as m from "../messages";

interface ImportReply {
  ok: boolean;
  formError?: string | null;
  intent?: string;
  matched?: number;
  unmatchedCount?: number;
  unmatched?: { line: number; name: string; email: string; minutes: number | null; reason: string }[];
}

/**
 * Imports an online meeting's attendance export (Microsoft Teams or Zoom) for one event: minutes
 * are matched to bookings by email, and rows that matched nobody are listed back.
 */
export function AttendanceImportForm({ eventId }: { eventId: string }) {
  const fetcher = useFetcher<ImportReply>();
  const reply = fetcher.data;
  const busy = fetcher.state !== "idle";
  return (
    <Stack gap="xs">
      <fetcher.Form method="post" encType="multipart/form-data">
        <input type="hidden" name="intent" value={IMPORT_ATTENDANCE_INTENT} />
        <input type="hidden" name="eventId" value={eventId} />
        <Group align="flex-end" gap="sm" wrap="wrap">
          <FileInput
            name="file"
            label={m.attendanceFile()}
            description={m.attendanceFileHint()}
            accept=".csv,.tsv,.txt,text/csv"
            required
            clearable
            style={{ flex: "1 1 16rem", maxWidth: "28rem" }}
          />
          <Button type="submit" variant="light" loading={busy} leftSection={<IconFileImport size={16} />}>
            {m.importAttendance()}
          </Button>
        </Group>
      </fetcher.Form>
      {reply && !reply.ok && reply.formError ? (
        <Alert color="red" role="alert" title={m.attendanceNotImported()}>
          {reply.formError}
        </Alert>
      ) : null}
      {reply?.ok && reply.intent === IMPORT_ATTENDANCE_INTENT ? (
        <Alert color={reply.unmatchedCount ? "yellow" : "green"} role="status" title={m.attendanceImported()}>
          <Text size="sm">
            {m.minutesStored({ count: reply.matched ?? 0 })}{" "}
            {reply.unmatchedCount ? m.rowsUnmatched({ count: reply.unmatchedCount }) : m.everyRowMatched()}
          </Text>
        </Alert>
      ) : null}
      {reply?.ok && reply.intent === IMPORT_ATTENDANCE_INTENT && reply.unmatched && reply.unmatched.length > 0 ? (
        <ScrollTable label={m.rowsNotMatched()} minWidth={560}>
          <Table fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{m.colLine()}</Table.Th>
                <Table.Th>{m.detailName()}</Table.Th>
                <Table.Th>{m.detailEmail()}</Table.Th>
                <Table.Th>{m.colMinutes()}</Table.Th>
                <Table.Th>{m.colWhy()}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {reply.unmatched.map((row) => (
                <Table.Tr key={row.line}>
                  <Table.Td>{row.line}</Table.Td>
                  <Table.Td>{row.name || "—"}</Table.Td>
                  <Table.Td>{row.email || "—"}</Table.Td>
                  <Table.Td>{row.minutes ?? "—"}</Table.Td>
                  <Table.Td>{row.reason}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      ) : null}
    </Stack>
  );
}

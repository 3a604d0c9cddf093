import { Badge, Button, Group, Stack, Table, Text, Title } from "@mantine/core";
import { IconDownload, IconFileTypePdf, IconQrcode } from "@tabler/icons-react";
import { EmptyState } from "~/components/empty-state";
import { ListPagination } from "~/components/list-search";
import { ScrollTable } from "~/components/scroll-table";
import type { BookingView } from "../bookings.server";
import { AttendanceImportForm } from "./attendance-import-form";
import { AttendanceToggle } from "./attendance-toggle";

interface EventBookingsProps {
  event: { id: string; title: string; when: string };
  /** One page of the event's registrations and how many there are in all. */
  bookings: {
    bookings: BookingView[];
    total: number;
    page: number;
    pageSize: number;
    statusCounts?: Record<string, number>;
    attendance?: {
      minPercent: number;
      qualifyingMinutes: number;
      qualifying: number;
      minutesImported: number;
      checkedIn?: number;
      confirmed?: number;
    };
  };
  /** The query parameter of the bookings' page number. */
  pageParameter: string;
}

/** One event's registrations on the manage-events screen, with the CSV export and the attendance register. */
// Darker than Mantine's green.9 and orange.9, whose small badge text fails AA on a striped row.
const STATUS_LABELS: Record<string, { label: string; color: string }> = {
  confirmed: { label: "Confirmed", color: "#1e6b30" },
  waitlisted: { label: "Waitlisted", color: "#a63c06" },
  offered: { label: "Offered", color: "blue.9" },
  cancelled: { label: "Cancelled", color: "gray.7" },
};

/** "3 confirmed · 2 waitlisted · 1 offered · 1 cancelled" (statuses with none are left out). */
function statusSummary(counts: Record<string, number>): string {
  return Object.keys(STATUS_LABELS)
    .filter((status) => counts[status])
    .map((status) => `${counts[status]} ${status}`)
    .join(" · ");
}

export function EventBookings({ event, bookings: list, pageParameter }: EventBookingsProps) {
  const { bookings, total } = list;
  const summary = statusSummary(list.statusCounts ?? {});
  return (
    <Stack gap="md" aria-labelledby="bookings-heading" component="section">
      <Stack gap={2}>
        <Title order={2} size="h3" id="bookings-heading">
          Bookings: {event.title}
        </Title>
        <Text c="dimmed">
          {event.when} · {total} registered
          {summary ? ` (${summary})` : ""}
        </Text>
        {list.attendance ? (
          <Text c="dimmed" data-testid="attendance-summary">
            {list.attendance.qualifying} qualify (marked attended, or online at least {list.attendance.minPercent}%:{" "}
            {list.attendance.qualifyingMinutes} min) · online minutes imported for {list.attendance.minutesImported}
            {list.attendance.confirmed !== undefined
              ? ` · ${list.attendance.checkedIn ?? 0} of ${list.attendance.confirmed} checked in at the door`
              : ""}
          </Text>
        ) : null}
      </Stack>
      <Group gap="sm">
        {/* A plain link: the check-in page is loaded as its own document (its camera permission). */}
        <Button
          component="a"
          href={`/manage-events/${event.id}/check-in`}
          leftSection={<IconQrcode size={16} aria-hidden />}
          aria-label={`Check in: ${event.title}`}
        >
          Check in
        </Button>
        <Button
          component="a"
          href={`/manage-events/${event.id}/bookings.csv`}
          download
          variant="light"
          leftSection={<IconDownload size={16} />}
        >
          Export CSV
        </Button>
        <Button
          component="a"
          href={`/manage-events/${event.id}/attendance-register.pdf`}
          variant="light"
          leftSection={<IconFileTypePdf size={16} />}
        >
          Attendance register (PDF)
        </Button>
      </Group>
      <AttendanceImportForm eventId={event.id} />
      {total === 0 ? (
        <EmptyState heading="No bookings yet" text="Registrations for this event will appear here." />
      ) : (
        <ScrollTable label="Bookings" minWidth={1280}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Email</Table.Th>
                <Table.Th>Phone</Table.Th>
                <Table.Th>HPCSA number</Table.Th>
                <Table.Th>Province</Table.Th>
                <Table.Th>City</Table.Th>
                <Table.Th>Company</Table.Th>
                <Table.Th>Occupation</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Registered</Table.Th>
                <Table.Th>Attendance</Table.Th>
                <Table.Th>Minutes online</Table.Th>
                <Table.Th>Qualifies</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {bookings.map((booking) => (
                <Table.Tr key={booking.id}>
                  <Table.Td>
                    {booking.name} {booking.surname}
                  </Table.Td>
                  <Table.Td>{booking.email}</Table.Td>
                  <Table.Td>{booking.phone}</Table.Td>
                  <Table.Td>{booking.hpcsa ?? "—"}</Table.Td>
                  <Table.Td>{booking.province}</Table.Td>
                  <Table.Td>{booking.city}</Table.Td>
                  <Table.Td>{booking.company}</Table.Td>
                  <Table.Td>{booking.occupation}</Table.Td>
                  <Table.Td>
                    <Badge variant="outline" color={STATUS_LABELS[booking.status]?.color ?? "gray.7"}>
                      {STATUS_LABELS[booking.status]?.label ?? booking.status}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{booking.registeredAt}</Table.Td>
                  <Table.Td>
                    <AttendanceToggle
                      eventId={event.id}
                      bookingId={booking.id}
                      attendeeName={`${booking.name} ${booking.surname}`}
                      attended={booking.attended}
                    />
                    {booking.checkedInAt ? (
                      <Text size="xs" c="dimmed" mt={4}>
                        Checked in {booking.checkedInAt}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td>{booking.minutesAttended ?? "—"}</Table.Td>
                  <Table.Td>
                    {booking.qualifies ? (
                      <Badge variant="light" color="#1e6b30">
                        Qualifies
                      </Badge>
                    ) : (
                      <Text span size="sm" c="dimmed">
                        No
                      </Text>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      )}
      <ListPagination
        total={total}
        pageSize={list.pageSize}
        page={list.page}
        parameter={pageParameter}
        label="Pages of bookings"
      />
    </Stack>
  );
}

import { Button, Group, Stack, Text, Title } from "@mantine/core";
import { IconDownload, IconFileTypePdf, IconQrcode } from "@tabler/icons-react";
import { DataTable, DataTableBody, DataTableCell, DataTableHeadings, DataTableRow } from "~/components/data-table";
import cell from "~/components/data-table.module.css";
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
// Tones of ~/components/data-table.module.css: darker than Mantine's green.9 and orange.9, whose small
// badge text fails AA on a striped row.
const STATUS_LABELS: Record<string, { label: string; tone: string }> = {
  confirmed: { label: "Confirmed", tone: "green" },
  waitlisted: { label: "Waitlisted", tone: "red-orange" },
  offered: { label: "Offered", tone: "blue" },
  cancelled: { label: "Cancelled", tone: "gray" },
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
          <DataTable striped>
            <DataTableHeadings
              // Attendance first: what the page is used for at and after the event, in view without
              // scrolling sideways; the contact details after it.
              labels={[
                "Name",
                "Attendance",
                "Minutes online",
                "Qualifies",
                "Status",
                "Email",
                "Phone",
                "HPCSA number",
                "Province",
                "City",
                "Company",
                "Occupation",
                "Registered",
              ]}
            />
            <DataTableBody>
              {bookings.map((booking) => (
                <DataTableRow key={booking.id}>
                  <DataTableCell>
                    {booking.name} {booking.surname}
                  </DataTableCell>
                  <DataTableCell>
                    <AttendanceToggle
                      eventId={event.id}
                      bookingId={booking.id}
                      attendeeName={`${booking.name} ${booking.surname}`}
                      attended={booking.attended}
                    />
                    {booking.checkedInAt ? (
                      <p className={`${cell.text} ${cell.dimmed} ${cell.spaced}`} data-size="xs">
                        Checked in {booking.checkedInAt}
                      </p>
                    ) : null}
                    {booking.attendanceOverride ? (
                      <p className={`${cell.text} ${cell.dimmed} ${cell.spaced}`} data-size="xs">
                        Override{booking.attendanceOverride.at ? ` (${booking.attendanceOverride.at})` : ""}:{" "}
                        {booking.attendanceOverride.reason}
                      </p>
                    ) : null}
                  </DataTableCell>
                  <DataTableCell>{booking.minutesAttended ?? "—"}</DataTableCell>
                  <DataTableCell>
                    {booking.qualifies ? (
                      <span className={cell.badge} data-variant="light" data-tone="green">
                        Qualifies
                      </span>
                    ) : (
                      <span className={`${cell.text} ${cell.dimmed}`} data-size="sm">
                        No
                      </span>
                    )}
                  </DataTableCell>
                  <DataTableCell>
                    <span
                      className={cell.badge}
                      data-variant="outline"
                      data-tone={STATUS_LABELS[booking.status]?.tone ?? "gray"}
                    >
                      {STATUS_LABELS[booking.status]?.label ?? booking.status}
                    </span>
                  </DataTableCell>
                  <DataTableCell>{booking.email}</DataTableCell>
                  <DataTableCell>{booking.phone}</DataTableCell>
                  <DataTableCell>{booking.hpcsa ?? "—"}</DataTableCell>
                  <DataTableCell>{booking.province}</DataTableCell>
                  <DataTableCell>{booking.city}</DataTableCell>
                  <DataTableCell>{booking.company}</DataTableCell>
                  <DataTableCell>{booking.occupation}</DataTableCell>
                  <DataTableCell>{booking.registeredAt}</DataTableCell>
                </DataTableRow>
              ))}
            </DataTableBody>
          </DataTable>
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

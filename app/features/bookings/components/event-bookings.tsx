import { Button, Group, Stack, Text, Title } from "@mantine/core";
import { IconDownload, IconFileTypePdf, IconQrcode } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { DataTable, DataTableBody, DataTableCell, DataTableHeadings, DataTableRow } from "~/components/data-table";
import cell from "~/components/data-table.module.css";
import { EmptyState } from "~/components/empty-state";
import { ListPagination } from "~/components/list-search";
import { ScrollTable } from "~/components/scroll-table";
import type { BookingView } from "../bookings.server";
import * as m from "../messages";
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
  /** The search box over the bookings (decision 0113) and what it searched for. */
  searchBox?: ReactNode;
  search?: string;
}

/** One event's registrations on the manage-events screen, with the CSV export and the attendance register. */
// Tones of ~/components/data-table.module.css: darker than Mantine's green.9 and orange.9, whose small
// badge text fails AA on a striped row.
const STATUS_LABELS: Record<
  string,
  { label: () => string; count: (values: { count: number }) => string; tone: string }
> = {
  confirmed: { label: m.statusConfirmed, count: m.countConfirmed, tone: "green" },
  waitlisted: { label: m.statusWaitlisted, count: m.countWaitlisted, tone: "red-orange" },
  offered: { label: m.statusOffered, count: m.countOffered, tone: "blue" },
  cancelled: { label: m.statusCancelled, count: m.countCancelled, tone: "gray" },
};

/** "3 confirmed · 2 waitlisted · 1 offered · 1 cancelled" (statuses with none are left out). */
function statusSummary(counts: Record<string, number>): string {
  return Object.keys(STATUS_LABELS)
    .filter((status) => counts[status])
    .map((status) => STATUS_LABELS[status]?.count({ count: counts[status] ?? 0 }) ?? status)
    .join(" · ");
}

export function EventBookings({ event, bookings: list, pageParameter, searchBox, search = "" }: EventBookingsProps) {
  const { bookings, total } = list;
  // Everyone registered, whatever the search shows: the statuses' counts add up to the event's bookings.
  const registered = list.statusCounts
    ? Object.values(list.statusCounts).reduce((sum, count) => sum + count, 0)
    : total;
  const summary = statusSummary(list.statusCounts ?? {});
  return (
    <Stack gap="md" aria-labelledby="bookings-heading" component="section">
      <Stack gap={2}>
        <Title order={2} size="h3" id="bookings-heading">
          {m.bookingsHeading({ title: event.title })}
        </Title>
        <Text c="dimmed">
          {m.registeredCount({ when: event.when, count: registered })}
          {summary ? ` (${summary})` : ""}
        </Text>
        {list.attendance ? (
          <Text c="dimmed" data-testid="attendance-summary">
            {m.attendanceSummary({
              qualifying: list.attendance.qualifying,
              percent: list.attendance.minPercent,
              minutes: list.attendance.qualifyingMinutes,
              imported: list.attendance.minutesImported,
            })}
            {list.attendance.confirmed !== undefined
              ? m.checkedInAtDoor({ checkedIn: list.attendance.checkedIn ?? 0, confirmed: list.attendance.confirmed })
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
          aria-label={m.checkInNamed({ title: event.title })}
        >
          {m.checkIn()}
        </Button>
        <Button
          component="a"
          href={`/manage-events/${event.id}/bookings.csv`}
          download
          variant="light"
          leftSection={<IconDownload size={16} />}
        >
          {m.exportCsv()}
        </Button>
        <Button
          component="a"
          href={`/manage-events/${event.id}/attendance-register.pdf`}
          variant="light"
          leftSection={<IconFileTypePdf size={16} />}
        >
          {m.attendanceRegisterPdf()}
        </Button>
      </Group>
      <AttendanceImportForm eventId={event.id} />
      {registered > 0 ? searchBox : null}
      {total === 0 && search ? (
        <Text role="status">{m.noBookingMatches({ search })}</Text>
      ) : total === 0 ? (
        <EmptyState heading={m.noBookings()} text={m.noBookingsText()} />
      ) : (
        <ScrollTable label={m.bookings()} minWidth={1280}>
          <DataTable striped>
            <DataTableHeadings
              // Attendance first: what the page is used for at and after the event, in view without
              // scrolling sideways; the contact details after it.
              labels={[
                m.detailName(),
                m.colAttendance(),
                m.colMinutesOnline(),
                m.colQualifies(),
                m.colStatus(),
                m.detailEmail(),
                m.detailPhone(),
                m.detailHpcsa(),
                m.detailProvince(),
                m.detailCity(),
                m.detailCompany(),
                m.detailOccupation(),
                m.colRegistered(),
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
                        {m.checkedInAt({ time: booking.checkedInAt })}
                      </p>
                    ) : null}
                    {booking.attendanceOverride ? (
                      <p className={`${cell.text} ${cell.dimmed} ${cell.spaced}`} data-size="xs">
                        {booking.attendanceOverride.at
                          ? m.overrideAt({
                              at: booking.attendanceOverride.at,
                              reason: booking.attendanceOverride.reason,
                            })
                          : m.override({ reason: booking.attendanceOverride.reason })}
                      </p>
                    ) : null}
                  </DataTableCell>
                  <DataTableCell>{booking.minutesAttended ?? "—"}</DataTableCell>
                  <DataTableCell>
                    {booking.qualifies ? (
                      <span className={cell.badge} data-variant="light" data-tone="green">
                        {m.qualifies()}
                      </span>
                    ) : (
                      <span className={`${cell.text} ${cell.dimmed}`} data-size="sm">
                        {m.no()}
                      </span>
                    )}
                  </DataTableCell>
                  <DataTableCell>
                    <span
                      className={cell.badge}
                      data-variant="outline"
                      data-tone={STATUS_LABELS[booking.status]?.tone ?? "gray"}
                    >
                      {STATUS_LABELS[booking.status]?.label() ?? booking.status}
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
        label={m.pagesOfBookings()}
      />
    </Stack>
  );
}

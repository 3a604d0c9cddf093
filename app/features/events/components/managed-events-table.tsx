import { Link } from "react-router";
import { DataTable, DataTableBody, DataTableCell, DataTableHeadings, DataTableRow } from "~/components/data-table";
import cell from "~/components/data-table.module.css";
import { ScrollTable } from "~/components/scroll-table";
import type { ManagedEventView } from "../manage-events.server";
import * as m from "../messages";

/** Mantine's blue.0, as the row's `bg` gave it. */
const SELECTED_ROW_STYLE = { background: "var(--campus-selected-bg)" };

function certificatesIssuedText(count: number): string {
  return m.certificatesIssued({ count });
}

/** Every event with its bookings count; the selected one is highlighted and its bookings shown below. */
export function ManagedEventsTable({
  events,
  selectedId,
  page = 1,
  search = "",
  certificatesIssued = {},
}: {
  events: ManagedEventView[];
  selectedId?: string;
  /** The list's page: choosing an event keeps it. */
  page?: number;
  /** The list's search: choosing an event keeps it too. */
  search?: string;
  /** Certificates issued from attendance per event id (decision 0043). */
  certificatesIssued?: Record<string, number>;
}) {
  const pageQuery = `${page > 1 ? `&page=${page}` : ""}${search ? `&q=${encodeURIComponent(search)}` : ""}`;
  return (
    <ScrollTable label={m.events()} minWidth={760}>
      <DataTable striped highlightOnHover>
        <DataTableHeadings labels={[m.colEvent(), m.colDate(), m.colBookings(), m.colCertificates(), m.colActions()]} />
        <DataTableBody>
          {events.map((event) => (
            <DataTableRow
              key={event.id}
              aria-current={event.id === selectedId ? "true" : undefined}
              style={event.id === selectedId ? SELECTED_ROW_STYLE : undefined}
            >
              <DataTableCell>
                <div className={cell.group} data-gap="xs">
                  <Link className={`${cell.link} ${cell.semibold}`} to={`/manage-events?event=${event.id}${pageQuery}`}>
                    {event.title}
                  </Link>
                  {event.isPast ? (
                    <span className={cell.badge} data-tone="neutral">
                      {m.past()}
                    </span>
                  ) : null}
                </div>
              </DataTableCell>
              <DataTableCell>{event.dates}</DataTableCell>
              <DataTableCell>{event.bookingCount}</DataTableCell>
              <DataTableCell>{certificatesIssuedText(certificatesIssued[event.id] ?? 0)}</DataTableCell>
              <DataTableCell>
                <div className={cell.group} data-nowrap="">
                  <Link className={cell.link} to={`/event/${event.id}`}>
                    {m.edit()}
                    <span className="visually-hidden"> {event.title}</span>
                  </Link>
                  {/* A document load: only the check-in document may use the camera (server/security.ts). */}
                  <Link
                    className={`${cell.link} ${cell.nowrap}`}
                    to={`/manage-events/${event.id}/check-in`}
                    reloadDocument
                  >
                    {m.checkIn()}
                    <span className="visually-hidden">{m.toTitle({ title: event.title })}</span>
                  </Link>
                </div>
              </DataTableCell>
            </DataTableRow>
          ))}
        </DataTableBody>
      </DataTable>
    </ScrollTable>
  );
}

import { Anchor, Badge, Group, Table } from "@mantine/core";
import { Link } from "react-router";
import { ScrollTable } from "~/components/scroll-table";
import type { ManagedEventView } from "../manage-events.server";

function certificatesIssuedText(count: number): string {
  return `${count} ${count === 1 ? "certificate" : "certificates"} issued`;
}

/** Every event with its bookings count; the selected one is highlighted and its bookings shown below. */
export function ManagedEventsTable({
  events,
  selectedId,
  page = 1,
  certificatesIssued = {},
}: {
  events: ManagedEventView[];
  selectedId?: string;
  /** The list's page: choosing an event keeps it. */
  page?: number;
  /** Certificates issued from attendance per event id (decision 0043). */
  certificatesIssued?: Record<string, number>;
}) {
  const pageQuery = page > 1 ? `&page=${page}` : "";
  return (
    <ScrollTable label="Events" minWidth={760}>
      <Table striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Event</Table.Th>
            <Table.Th>Date</Table.Th>
            <Table.Th>Bookings</Table.Th>
            <Table.Th>Certificates</Table.Th>
            <Table.Th>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {events.map((event) => (
            <Table.Tr
              key={event.id}
              aria-current={event.id === selectedId ? "true" : undefined}
              bg={event.id === selectedId ? "blue.0" : undefined}
            >
              <Table.Td>
                <Group gap="xs">
                  <Anchor component={Link} to={`/manage-events?event=${event.id}${pageQuery}`} fw={600}>
                    {event.title}
                  </Anchor>
                  {event.isPast ? <Badge color="gray">Past</Badge> : null}
                </Group>
              </Table.Td>
              <Table.Td>{event.dates}</Table.Td>
              <Table.Td>{event.bookingCount}</Table.Td>
              <Table.Td>{certificatesIssuedText(certificatesIssued[event.id] ?? 0)}</Table.Td>
              <Table.Td>
                <Group gap="md" wrap="nowrap">
                  <Anchor component={Link} to={`/event/${event.id}`}>
                    Edit<span className="visually-hidden"> {event.title}</span>
                  </Anchor>
                  {/* A document load: only the check-in document may use the camera (server/security.ts). */}
                  <Anchor
                    component={Link}
                    to={`/manage-events/${event.id}/check-in`}
                    reloadDocument
                    style={{ whiteSpace: "nowrap" }}
                  >
                    Check in<span className="visually-hidden"> to {event.title}</span>
                  </Anchor>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}

import { Anchor, Badge, Button, Container, Group, Stack, Table, Text, Title } from "@mantine/core";
import { IconDownload, IconFileTypePdf, IconPlus } from "@tabler/icons-react";
import { Link } from "react-router";
import { EmptyState } from "~/components/empty-state";
import { requireInstructor } from "~/features/auth/session.server";
import { listBookingsForEvent } from "~/features/bookings/bookings.server";
import { formatEventDates, formatEventTimes, isPastEvent } from "~/features/events/event-details";
import { listEventsWithBookingCounts } from "~/features/events/events.server";
import { getDb } from "~/server/app-context.server";
import { pageTitle } from "~/lib/page-title";
import type { RouteAccess } from "~/lib/route-access";
import type { Route } from "./+types/manage-events";

export const access = { read: "staff" } satisfies RouteAccess;

export const meta: Route.MetaFunction = ({ matches }) => pageTitle("Manage events", matches);

export async function loader({ request }: Route.LoaderArgs) {
  await requireInstructor(request);
  const db = getDb();
  const now = new Date();
  const events = orderForManaging(
    (await listEventsWithBookingCounts(db)).map((event) => ({ ...event, isPast: isPastEvent(event, now) })),
  );
  const requestedId = new URL(request.url).searchParams.get("event");
  const selected = events.find((event) => event.id === requestedId) ?? events[0] ?? null;
  const bookings = selected ? await listBookingsForEvent(db, selected.id) : [];
  return { events, selected, bookings };
}

/** The next event first and later ones after it, then past events, the most recent first. */
function orderForManaging<T extends { isPast: boolean; dateFrom: string; timeFrom: string }>(events: T[]): T[] {
  const key = (event: T) => `${event.dateFrom}T${event.timeFrom}`;
  const upcoming = events.filter((event) => !event.isPast).sort((a, b) => key(a).localeCompare(key(b)));
  const past = events.filter((event) => event.isPast).sort((a, b) => key(b).localeCompare(key(a)));
  return [...upcoming, ...past];
}

function formatRegisteredAt(iso: string): string {
  return iso.slice(0, 16).replace("T", " ");
}

export default function ManageEventsPage({ loaderData }: Route.ComponentProps) {
  const { events, selected, bookings } = loaderData;
  return (
    <Container size="xl" py="xl">
      <Stack gap="xl">
        <Group justify="space-between">
          <Title order={1}>Manage events</Title>
          <Button component={Link} to="/event/new" leftSection={<IconPlus size={16} />}>
            New event
          </Button>
        </Group>

        {events.length === 0 ? (
          <EmptyState heading="No events yet" text="Create a webinar to open registration on the events page." />
        ) : (
          <Table.ScrollContainer minWidth={640}>
            <Table striped highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Event</Table.Th>
                  <Table.Th>Date</Table.Th>
                  <Table.Th>Bookings</Table.Th>
                  <Table.Th>Actions</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {events.map((event) => (
                  <Table.Tr
                    key={event.id}
                    aria-current={event.id === selected?.id ? "true" : undefined}
                    bg={event.id === selected?.id ? "blue.0" : undefined}
                  >
                    <Table.Td>
                      <Group gap="xs">
                        <Anchor component={Link} to={`/manage-events?event=${event.id}`} fw={600}>
                          {event.title}
                        </Anchor>
                        {event.isPast ? <Badge color="gray">Past</Badge> : null}
                      </Group>
                    </Table.Td>
                    <Table.Td>{formatEventDates(event)}</Table.Td>
                    <Table.Td>{event.bookingCount}</Table.Td>
                    <Table.Td>
                      <Anchor component={Link} to={`/event/${event.id}`}>
                        Edit<span className="visually-hidden"> {event.title}</span>
                      </Anchor>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}

        {selected ? (
          <Stack gap="md" aria-labelledby="bookings-heading" component="section">
            <Stack gap={2}>
              <Title order={2} size="h3" id="bookings-heading">
                Bookings: {selected.title}
              </Title>
              <Text c="dimmed">
                {formatEventDates(selected)}, {formatEventTimes(selected)} · {bookings.length} registered
              </Text>
            </Stack>
            <Group gap="sm">
              <Button
                component="a"
                href={`/manage-events/${selected.id}/bookings.csv`}
                download
                variant="light"
                leftSection={<IconDownload size={16} />}
              >
                Export CSV
              </Button>
              <Button
                component="a"
                href={`/manage-events/${selected.id}/attendance-register.pdf`}
                variant="light"
                leftSection={<IconFileTypePdf size={16} />}
              >
                Attendance register (PDF)
              </Button>
            </Group>
            {bookings.length === 0 ? (
              <EmptyState heading="No bookings yet" text="Registrations for this event will appear here." />
            ) : (
              <Table.ScrollContainer minWidth={900}>
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
                      <Table.Th>Registered (UTC)</Table.Th>
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
                        <Table.Td>{formatRegisteredAt(booking.created_at)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
          </Stack>
        ) : null}
      </Stack>
    </Container>
  );
}

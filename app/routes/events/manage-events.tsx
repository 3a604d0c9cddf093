import { Button, Container, Group, Stack, Title } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { Link } from "react-router";
import { EmptyState } from "~/components/empty-state";
import { requireInstructor } from "~/features/auth/session.server";
import { listBookingViews } from "~/features/bookings/bookings.server";
import { EventBookings } from "~/features/bookings/components/event-bookings";
import { ManagedEventsTable } from "~/features/events/components/managed-events-table";
import { loadManagedEvents } from "~/features/events/manage-events.server";
import { pageTitle } from "~/lib/page-title";
import type { RouteAccess } from "~/lib/route-access";
import { getDb } from "~/server/app-context.server";
import type { Route } from "./+types/manage-events";

export const access = { read: "staff" } satisfies RouteAccess;

export const meta: Route.MetaFunction = ({ matches }) => pageTitle("Manage events", matches);

export async function loader({ request }: Route.LoaderArgs) {
  await requireInstructor(request);
  const db = getDb();
  const { events, selected } = await loadManagedEvents(db, new URL(request.url).searchParams.get("event"));
  const bookings = selected ? await listBookingViews(db, selected.id) : [];
  return { events, selected, bookings };
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
          <ManagedEventsTable events={events} selectedId={selected?.id} />
        )}
        {selected ? <EventBookings event={selected} bookings={bookings} /> : null}
      </Stack>
    </Container>
  );
}

import { Button, Container, Group, Stack, Title } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { Link } from "react-router";
import { EmptyState } from "~/components/empty-state";
import { ListPagination } from "~/components/list-search";
import { IMPORT_ATTENDANCE_INTENT, MARK_ATTENDANCE_INTENT } from "~/features/bookings/attendance-intent";
import { listBookingPage } from "~/features/bookings/booking-pages.server";
import { EventBookings } from "~/features/bookings/components/event-bookings";
import { EventCertificatesPanel } from "~/features/certificates/components/event-certificates-panel";
import { loadEventCertificates } from "~/features/certificates/event-certificates-view.server";
import { ISSUE_EVENT_CERTIFICATES_INTENT } from "~/features/certificates/issue-event-certificates-intent";
import { ManagedEventsTable } from "~/features/events/components/managed-events-table";
import { loadManagedEvents } from "~/features/events/manage-events.server";
import { pageTitle } from "~/lib/page-title";
import { pageNumberFrom, redirectPastLastPage } from "~/lib/pagination";
import { parseFormBody, unreadableBody } from "~/lib/request-body.server";
import type { RouteAccess } from "~/lib/route-access";
import { requireInstructor } from "~/platform/auth/session.server";
import { getDb } from "~/server/app-context.server";
import type { Route } from "./+types/manage-events";
import { answerManageEventsPost } from "./manage-events-actions.server";
import * as m from "./messages";

export const access = {
  read: "staff",
  write: {
    [MARK_ATTENDANCE_INTENT]: "staff",
    [IMPORT_ATTENDANCE_INTENT]: "staff",
    [ISSUE_EVENT_CERTIFICATES_INTENT]: "staff",
  },
} satisfies RouteAccess;

/** The bookings list's own page number, beside the events list's ?page=. */
const BOOKINGS_PAGE_PARAMETER = "bookings-page";

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(m.manageEvents(), matches);

export async function loader({ request }: Route.LoaderArgs) {
  await requireInstructor(request);
  const db = getDb();
  const url = new URL(request.url);
  const page = pageNumberFrom(url.searchParams);
  const bookingsPage = pageNumberFrom(url.searchParams, BOOKINGS_PAGE_PARAMETER);
  const managed = await loadManagedEvents(db, { requestedId: url.searchParams.get("event"), page });
  redirectPastLastPage(url, managed);
  const bookings = managed.selected ? await listBookingPage(db, managed.selected.id, { page: bookingsPage }) : null;
  if (bookings) redirectPastLastPage(url, bookings, BOOKINGS_PAGE_PARAMETER);
  const eventIds = managed.events.map((event) => event.id);
  const certificates = await loadEventCertificates(db, { eventIds, selectedId: managed.selected?.id ?? null });
  return { ...managed, bookings, certificates };
}

/** Staff mark who attended (the register and the bookings CSV show it). */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireInstructor(request);
  const read = await parseFormBody(request);
  if (!read.ok) return unreadableBody(read);
  return answerManageEventsPost(user.id, read.formData);
}

export default function ManageEventsPage({ loaderData }: Route.ComponentProps) {
  const { events, selected, bookings, total, page, pageSize, certificates } = loaderData;
  return (
    <Container size="xl" py="xl">
      <Stack gap="xl">
        <Group justify="space-between">
          <Title order={1}>{m.manageEvents()}</Title>
          <Button component={Link} to="/event/new" leftSection={<IconPlus size={16} />}>
            {m.newEvent()}
          </Button>
        </Group>
        {events.length === 0 ? (
          <EmptyState heading={m.noEventsYet()} text="Create a webinar to open registration on the events page." />
        ) : (
          <ManagedEventsTable
            events={events}
            selectedId={selected?.id}
            page={page}
            certificatesIssued={certificates.issuedByEvent}
          />
        )}
        <ListPagination total={total} pageSize={pageSize} page={page} label={m.pagesOfEvents()} />
        {certificates.panel ? <EventCertificatesPanel panel={certificates.panel} /> : null}
        {selected && bookings ? (
          <EventBookings event={selected} bookings={bookings} pageParameter={BOOKINGS_PAGE_PARAMETER} />
        ) : null}
      </Stack>
    </Container>
  );
}

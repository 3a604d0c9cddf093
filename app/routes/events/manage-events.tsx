import { Button, Container, Group, Stack, Text, Title } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { Link } from "react-router";
import { EmptyState } from "~/components/empty-state";
import { ListPagination, ListSearchForm } from "~/components/list-search";
import { IMPORT_ATTENDANCE_INTENT, MARK_ATTENDANCE_INTENT } from "~/features/bookings/attendance-intent";
import { EventBookings } from "~/features/bookings/components/event-bookings";
import { EventCertificatesPanel } from "~/features/certificates/components/event-certificates-panel";
import { ISSUE_EVENT_CERTIFICATES_INTENT } from "~/features/certificates/issue-event-certificates-intent";
import { ManagedEventsTable } from "~/features/events/components/managed-events-table";
import { pageTitle } from "~/lib/page-title";
import { MAX_SEARCH_LENGTH, pageNumberFrom, redirectPastLastPage, searchTermFrom } from "~/lib/pagination";
import { parseFormBody, unreadableBody } from "~/lib/request-body.server";
import type { RouteAccess } from "~/lib/route-access";
import { requireInstructor } from "~/platform/auth/session.server";
import { getDb } from "~/server/app-context.server";
import { loadManageEventsScreen } from "~/server/manage-events-screen.server";
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
/** The bookings list's own search, beside the events list's ?q= (decision 0113). */
const BOOKINGS_SEARCH_PARAMETER = "bookings-q";

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(m.manageEvents(), matches);

export async function loader({ request }: Route.LoaderArgs) {
  await requireInstructor(request);
  const url = new URL(request.url);
  const screen = await loadManageEventsScreen(getDb(), {
    requestedId: url.searchParams.get("event"),
    page: pageNumberFrom(url.searchParams),
    bookingsPage: pageNumberFrom(url.searchParams, BOOKINGS_PAGE_PARAMETER),
    search: searchTermFrom(url.searchParams).trim(),
    bookingsSearch: (url.searchParams.get(BOOKINGS_SEARCH_PARAMETER) ?? "").slice(0, MAX_SEARCH_LENGTH).trim(),
  });
  redirectPastLastPage(url, screen);
  if (screen.bookings) redirectPastLastPage(url, screen.bookings, BOOKINGS_PAGE_PARAMETER);
  return screen;
}

/** Staff mark who attended (the register and the bookings CSV show it). */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireInstructor(request);
  const read = await parseFormBody(request);
  if (!read.ok) return unreadableBody(read);
  return answerManageEventsPost(user.id, read.formData);
}

export default function ManageEventsPage({ loaderData }: Route.ComponentProps) {
  const { events, selected, bookings, total, page, pageSize, certificates, search, bookingsSearch } = loaderData;
  return (
    <Container size="xl" py="xl">
      <Stack gap="xl">
        <Group justify="space-between">
          <Title order={1}>{m.manageEvents()}</Title>
          <Button component={Link} to="/event/new" leftSection={<IconPlus size={16} />}>
            {m.newEvent()}
          </Button>
        </Group>
        {events.length > 0 || search ? (
          <ListSearchForm label={m.searchEvents()} search={search} maxWidth={480} />
        ) : null}
        {events.length === 0 && search ? (
          <Text role="status">{m.noEventMatches({ search })}</Text>
        ) : events.length === 0 ? (
          <EmptyState heading={m.noEventsYet()} text={m.createWebinarToOpen()} />
        ) : (
          <ManagedEventsTable
            events={events}
            selectedId={selected?.id}
            page={page}
            search={search}
            certificatesIssued={certificates.issuedByEvent}
          />
        )}
        <ListPagination total={total} pageSize={pageSize} page={page} label={m.pagesOfEvents()} />
        {certificates.panel ? <EventCertificatesPanel panel={certificates.panel} /> : null}
        {selected && bookings ? (
          <EventBookings
            event={selected}
            bookings={bookings}
            pageParameter={BOOKINGS_PAGE_PARAMETER}
            search={bookingsSearch}
            searchBox={
              <ListSearchForm
                label={m.searchBookings()}
                search={bookingsSearch}
                name={BOOKINGS_SEARCH_PARAMETER}
                keep={{ event: selected.id, q: search, page: page > 1 ? String(page) : null }}
                maxWidth={480}
                preventScrollReset
              />
            }
          />
        ) : null}
      </Stack>
    </Container>
  );
}

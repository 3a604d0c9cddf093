import { Anchor, Button, Container, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconCalendarEvent, IconCircleCheck, IconHourglass } from "@tabler/icons-react";
import { data, Link } from "react-router";
import { type BookingConfirmationView, loadBookingConfirmation } from "~/features/bookings/booking-confirmation.server";
import { localizedPath } from "~/lib/i18n/localized-path";
import { pageMeta } from "~/lib/page-title";
import type { RouteAccess } from "~/lib/route-access";
import { getDb } from "~/server/app-context.server";
import type { Route } from "./+types/event-confirmation";
import * as m from "./messages";

export const access = { read: "public" } satisfies RouteAccess;

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta(matches, location, {
    title: m.registrationReceived(),
    description: m.registrationReceivedText(),
    noIndex: true,
  });

/** ?booking= is the booking's signed token (the events page's redirect): the page names its webinar. */
export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("booking");
  const booking = await loadBookingConfirmation(getDb(), token);
  // The join link is the booker's: never kept by the page cache or a shared one.
  return data({ booking }, { headers: booking ? { "Cache-Control": "private, no-store" } : {} });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

function BookedEvent({ booking }: { booking: BookingConfirmationView }) {
  return (
    <Stack gap="sm" align="center">
      <Text fw={700} size="lg">
        {booking.eventTitle}
      </Text>
      <Text>
        {booking.dates} · {booking.times}
      </Text>
      <Text c="dimmed">{booking.location}</Text>
      <Group justify="center" gap="sm">
        {booking.icsPath ? (
          <Button
            component="a"
            href={booking.icsPath}
            download
            variant="default"
            leftSection={<IconCalendarEvent size={16} aria-hidden="true" />}
          >
            {m.addToCalendar()}
          </Button>
        ) : null}
        {booking.joinUrl ? (
          <Button component="a" href={booking.joinUrl} target="_blank" rel="noopener noreferrer">
            {m.joinWebinar()}
          </Button>
        ) : null}
      </Group>
      {booking.isOnline && booking.status === "confirmed" && !booking.joinUrl ? (
        <Text size="sm">{m.joinLinkLater()}</Text>
      ) : null}
    </Stack>
  );
}

/**
 * Shown after a webinar booking was saved and its emails queued (SPEC 2 "Registration success");
 * for a full webinar, the booking joined its waitlist (decision 0031). With the booking's token it
 * names the webinar, its date in the site's zone, Add to calendar, the join link and My learning
 * (decision 0075-registration-for-the-region).
 */
export default function EventConfirmation({ loaderData }: Route.ComponentProps) {
  const { booking } = loaderData;
  const waitlisted = booking !== null && booking.status !== "confirmed";
  return (
    <Container size="sm" py={{ base: 40, sm: 80 }}>
      <Paper withBorder radius="md" p={{ base: "lg", sm: "xl" }}>
        <Stack align="center" ta="center" gap="md">
          {waitlisted ? (
            <IconHourglass size={56} stroke={1.5} color="var(--mantine-color-orange-9)" aria-hidden="true" />
          ) : (
            <IconCircleCheck size={56} stroke={1.5} color="var(--mantine-color-green-8)" aria-hidden="true" />
          )}
          <Title order={1}>{waitlisted ? m.onWaitlist() : m.thankYouExclaim()}</Title>
          <Text size="lg">{waitlisted ? m.waitlistText() : m.registrationReceivedText()}</Text>
          {booking ? <BookedEvent booking={booking} /> : null}
          <Group justify="center" gap="lg">
            <Anchor component={Link} to="/my-learning" fw={600}>
              {m.myLearning()}
            </Anchor>
            <Anchor component={Link} to={localizedPath(waitlisted ? "/events" : "/")} fw={600}>
              {waitlisted ? m.backToEvents() : m.dismiss()}
            </Anchor>
          </Group>
        </Stack>
      </Paper>
    </Container>
  );
}

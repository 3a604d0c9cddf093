import { Anchor, Card, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { useSiteTimeZone } from "~/lib/use-site-time-zone";
import { type EventDetails, formatEventDates, formatEventTimes } from "../event-details";

/** The other upcoming webinars, under the featured one: each links back to the page with it featured. */
export function MoreWebinars({
  events,
  seats = {},
}: {
  events: EventDetails[];
  /** Per event id: seats left, fully booked or cancelled (see seatsNote). */
  seats?: Record<string, string | null>;
}) {
  const timeZone = useSiteTimeZone();
  if (!events.length) return null;
  return (
    <Stack gap="md">
      <hr style={{ border: 0, borderTop: "1px solid var(--mantine-color-gray-3)", margin: 0, width: "100%" }} />
      <Title order={2} size="h3">
        More upcoming webinars
      </Title>
      <div className="grid-3">
        {events.map((event) => (
          <Card key={event.id} withBorder padding="lg" radius="md">
            <Stack gap={6}>
              <Title order={3} size="h5">
                {event.title}
              </Title>
              <Text size="sm">{event.subTitle}</Text>
              <Text size="sm" fw={600}>
                {formatEventDates(event)}, {formatEventTimes(event, timeZone)}
              </Text>
              {seats[event.id] ? (
                <Text size="sm" c={event.cancelledAt ? "red.9" : undefined} fw={event.cancelledAt ? 600 : undefined}>
                  {seats[event.id]}
                </Text>
              ) : null}
              <Anchor component={Link} to={`/events?event=${event.id}#register`}>
                Details and registration<span className="visually-hidden"> for {event.title}</span>
              </Anchor>
            </Stack>
          </Card>
        ))}
      </div>
    </Stack>
  );
}

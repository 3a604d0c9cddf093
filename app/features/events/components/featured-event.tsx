import { Badge, Group, Stack, Text, Title } from "@mantine/core";
import { IconCalendarEvent, IconClock, IconMapPin, IconUsers } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useSiteTimeZone } from "~/lib/use-site-time-zone";
import { type EventDetails, formatEventDates, formatEventTimes } from "../event-details";
import * as m from "../messages";

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <span aria-hidden="true" style={{ display: "inline-flex", paddingTop: 2 }}>
        {icon}
      </span>
      <Text>{children}</Text>
    </Group>
  );
}

function Person({ heading, name, role }: { heading: string; name: string; role: string }) {
  return (
    <Stack gap={0}>
      <Text size="sm" c="dimmed" tt="uppercase" fw={600}>
        {heading}
      </Text>
      <Text fw={600}>{name}</Text>
      <Text size="sm">{role}</Text>
    </Stack>
  );
}

/** The webinar in full: what the events page features above its registration form. */
export function FeaturedEvent({
  event,
  label,
  seats = null,
}: {
  event: EventDetails;
  label: string;
  /** "3 seats left", "Fully booked: …" or "Cancelled"; null when the event has no capacity. */
  seats?: string | null;
}) {
  const poster = event.posterUrl ?? event.image;
  const timeZone = useSiteTimeZone();
  return (
    <Stack gap="lg">
      <div className={poster ? "grid-2" : undefined} style={{ gap: "var(--mantine-spacing-xl)" }}>
        {poster ? (
          <img
            src={poster}
            alt={m.poster({ title: event.title })}
            style={{ maxHeight: 520, maxWidth: "100%", objectFit: "contain", borderRadius: 8 }}
          />
        ) : null}
        <Stack gap="md">
          <Group gap="xs">
            <Badge variant="light">{label}</Badge>
          </Group>
          <Title order={2} fz={{ base: 26, sm: 32 }}>
            {event.title}
          </Title>
          <Text size="lg" c="var(--campus-text-soft)">
            {event.subTitle}
          </Text>
          <Stack gap={6}>
            <Fact icon={<IconCalendarEvent size={20} />}>{formatEventDates(event)}</Fact>
            <Fact icon={<IconClock size={20} />}>{formatEventTimes(event, timeZone)}</Fact>
            <Fact icon={<IconMapPin size={20} />}>{event.location}</Fact>
            {seats ? (
              <Fact icon={<IconUsers size={20} />}>
                <Text span fw={600} c={event.cancelledAt ? "red.9" : undefined}>
                  {seats}
                </Text>
              </Fact>
            ) : null}
          </Stack>
          <div className="grid-2" style={{ gap: "var(--mantine-spacing-md)" }}>
            <Person heading={m.presenter()} name={event.instructorName} role={event.instructorRole} />
            <Person heading={m.moderator()} name={event.moderatorName} role={event.moderatorRole} />
          </div>
          <Text style={{ whiteSpace: "pre-line" }}>{event.description}</Text>
        </Stack>
      </div>
      {event.highlights.length || event.whoShouldAttend.length ? (
        <div className="grid-2" style={{ gap: "var(--mantine-spacing-xl)" }}>
          {event.highlights.length ? (
            <Stack gap="xs">
              <Title order={3} size="h4">
                {m.highlights()}
              </Title>
              <ul className="bullet-list">
                {event.highlights.map((highlight) => (
                  <li key={highlight}>{highlight}</li>
                ))}
              </ul>
            </Stack>
          ) : null}
          {event.whoShouldAttend.length ? (
            <Stack gap="xs">
              <Title order={3} size="h4">
                {m.whoShouldAttend()}
              </Title>
              <ul className="bullet-list">
                {event.whoShouldAttend.map((audience) => (
                  <li key={audience}>{audience}</li>
                ))}
              </ul>
            </Stack>
          ) : null}
        </div>
      ) : null}
    </Stack>
  );
}

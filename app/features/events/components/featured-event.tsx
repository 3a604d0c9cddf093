import { Badge, Group, Image, List, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconCalendarEvent, IconClock, IconMapPin } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { type EventDetails, formatEventDates, formatEventTimes } from "../event-details";

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
export function FeaturedEvent({ event, label }: { event: EventDetails; label: string }) {
  const poster = event.posterUrl ?? event.image;
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, md: poster ? 2 : 1 }} spacing="xl">
        {poster ? <Image src={poster} alt={`Poster: ${event.title}`} radius="md" fit="contain" mah={520} /> : null}
        <Stack gap="md">
          <Group gap="xs">
            <Badge variant="light">{label}</Badge>
          </Group>
          <Title order={2} fz={{ base: 26, sm: 32 }}>
            {event.title}
          </Title>
          <Text size="lg" c="dark.6">
            {event.subTitle}
          </Text>
          <Stack gap={6}>
            <Fact icon={<IconCalendarEvent size={20} />}>{formatEventDates(event)}</Fact>
            <Fact icon={<IconClock size={20} />}>{formatEventTimes(event)}</Fact>
            <Fact icon={<IconMapPin size={20} />}>{event.location}</Fact>
          </Stack>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <Person heading="Presenter" name={event.instructorName} role={event.instructorRole} />
            <Person heading="Moderator" name={event.moderatorName} role={event.moderatorRole} />
          </SimpleGrid>
          <Text style={{ whiteSpace: "pre-line" }}>{event.description}</Text>
        </Stack>
      </SimpleGrid>
      {event.highlights.length || event.whoShouldAttend.length ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl">
          {event.highlights.length ? (
            <Stack gap="xs">
              <Title order={3} size="h4">
                Highlights
              </Title>
              <List spacing={4}>
                {event.highlights.map((highlight) => (
                  <List.Item key={highlight}>{highlight}</List.Item>
                ))}
              </List>
            </Stack>
          ) : null}
          {event.whoShouldAttend.length ? (
            <Stack gap="xs">
              <Title order={3} size="h4">
                Who should attend
              </Title>
              <List spacing={4}>
                {event.whoShouldAttend.map((audience) => (
                  <List.Item key={audience}>{audience}</List.Item>
                ))}
              </List>
            </Stack>
          ) : null}
        </SimpleGrid>
      ) : null}
    </Stack>
  );
}

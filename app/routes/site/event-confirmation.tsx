import { Anchor, Container, Paper, Stack, Text, Title } from "@mantine/core";
import { IconCircleCheck, IconHourglass } from "@tabler/icons-react";
import { Link, useSearchParams } from "react-router";
import { pageMeta } from "~/lib/page-title";
import type { RouteAccess } from "~/lib/route-access";
import type { Route } from "./+types/event-confirmation";

export const access = { read: "public" } satisfies RouteAccess;

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta(matches, location, {
    title: "Registration received",
    description: "We have received your registration and confirmation email has been sent.",
    noIndex: true,
  });

/**
 * Shown after a webinar booking was saved and its emails queued (SPEC 2 "Registration success");
 * with ?waitlisted=1, after a booking for a full webinar joined its waitlist (decision 0031).
 */
export default function EventConfirmation() {
  const [searchParams] = useSearchParams();
  if (searchParams.get("waitlisted") === "1") {
    return (
      <Container size="sm" py={{ base: 40, sm: 80 }}>
        <Paper withBorder radius="md" p={{ base: "lg", sm: "xl" }}>
          <Stack align="center" ta="center" gap="md">
            <IconHourglass size={56} stroke={1.5} color="var(--mantine-color-orange-9)" aria-hidden="true" />
            <Title order={1}>You are on the waitlist</Title>
            <Text size="lg">
              This webinar is full, so we have put you on the waitlist and emailed you. If a seat frees up, we email you
              a link to accept it.
            </Text>
            <Anchor component={Link} to="/events" fw={600}>
              Back to the events
            </Anchor>
          </Stack>
        </Paper>
      </Container>
    );
  }
  return (
    <Container size="sm" py={{ base: 40, sm: 80 }}>
      <Paper withBorder radius="md" p={{ base: "lg", sm: "xl" }}>
        <Stack align="center" ta="center" gap="md">
          <IconCircleCheck size={56} stroke={1.5} color="var(--mantine-color-green-8)" aria-hidden="true" />
          <Title order={1}>Thank You!</Title>
          <Text size="lg">We have received your registration and confirmation email has been sent.</Text>
          <Anchor component={Link} to="/" fw={600}>
            Dismiss
          </Anchor>
        </Stack>
      </Paper>
    </Container>
  );
}

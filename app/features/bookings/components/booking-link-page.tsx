import { Anchor, Button, Container, Paper, Stack, Text, Title } from "@mantine/core";
import { Form, Link, useNavigation } from "react-router";
import { Notice } from "~/components/notice";
import { localizedPath } from "~/lib/i18n/localized-path";
import type { BookingLinkView } from "../booking-links.server";
import * as m from "../messages";

interface BookingLinkPageProps {
  heading: string;
  /** What the link is for, or null when it is unknown (then only the message shows). */
  view: BookingLinkView | null;
  /** What pressing the button does, in a sentence to the person named. */
  explanation: (name: string) => string;
  buttonLabel: string;
  /** After the POST: what was done, or why it was refused. */
  done: string | null;
  refused: string | null;
}

/**
 * The page a mail link opens (cancel a booking, accept a seat): opening it only shows what the
 * button will do; nothing changes until the button is pressed.
 */
export function BookingLinkPage({ heading, view, explanation, buttonLabel, done, refused }: BookingLinkPageProps) {
  const navigation = useNavigation();
  const closed = view?.closedReason ?? null;
  return (
    <Container size="sm" py={{ base: 32, sm: 64 }}>
      <Paper withBorder radius="md" p={{ base: "lg", sm: "xl" }}>
        <Stack gap="md">
          <Title order={1} size="h2">
            {heading}
          </Title>
          {view ? (
            <Stack gap={4}>
              <Text fw={600}>{view.eventTitle}</Text>
              <Text>{view.when}</Text>
              {view.offerExpires && view.status === "offered" ? (
                <Text size="sm">{m.acceptBy({ deadline: view.offerExpires })}</Text>
              ) : null}
            </Stack>
          ) : null}
          {done ? (
            <Notice tone="info" role="status" title={m.done()}>
              {done}
            </Notice>
          ) : refused ? (
            <Notice tone="error" role="alert">
              {refused}
            </Notice>
          ) : closed ? (
            <Notice tone="info" role="status">
              {closed}
            </Notice>
          ) : view ? (
            <Form method="post">
              <Stack gap="sm" align="flex-start">
                <Text>{explanation(view.name)}</Text>
                <Button type="submit" loading={navigation.state === "submitting"}>
                  {buttonLabel}
                </Button>
              </Stack>
            </Form>
          ) : null}
          <Anchor component={Link} to={localizedPath("/events")} fw={600}>
            {m.upcomingWebinars()}
          </Anchor>
        </Stack>
      </Paper>
    </Container>
  );
}

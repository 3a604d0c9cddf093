import { Anchor, Button, Container, Paper, Stack, Text, Title } from "@mantine/core";
import { Form, Link, useNavigation } from "react-router";
import { Notice } from "~/components/notice";
import * as m from "./messages";

/**
 * The page the unsubscribe link in a reminder opens: opening it only says what the button does
 * (link checkers open every link in a mail); pressing it unsubscribes.
 */
export function UnsubscribePage({ email, done }: { email: string; done: boolean }) {
  const navigation = useNavigation();
  // The address is bold inside the question: split the one message where it goes.
  const question = m.stopRemindersAt({ email: "\u0000" }).split("\u0000");
  return (
    <Container size="sm" py={{ base: 32, sm: 64 }}>
      <Paper withBorder radius="md" p={{ base: "lg", sm: "xl" }}>
        <Stack gap="md">
          <Title order={1} size="h2">
            {m.unsubscribeFromReminders()}
          </Title>
          {done ? (
            <Notice tone="info" role="status" title={m.done()}>
              {m.willReceiveNoMoreReminders({ email })}
            </Notice>
          ) : (
            <Form method="post">
              <Stack gap="sm" align="flex-start">
                <Text>
                  {question[0]}
                  <strong>{email}</strong>
                  {question[1]}
                </Text>
                <Button type="submit" loading={navigation.state === "submitting"}>
                  {m.unsubscribe()}
                </Button>
              </Stack>
            </Form>
          )}
          <Anchor component={Link} to="/" fw={600}>
            {m.home()}
          </Anchor>
        </Stack>
      </Paper>
    </Container>
  );
}

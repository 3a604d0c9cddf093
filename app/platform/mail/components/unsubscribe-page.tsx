import { Anchor, Button, Container, Paper, Stack, Text, Title } from "@mantine/core";
import { Form, Link, useNavigation } from "react-router";
import { Notice } from "~/components/notice";

/**
 * The page the unsubscribe link in a reminder opens: opening it only says what the button does
 * (link checkers open every link in a mail); pressing it unsubscribes.
 */
export function UnsubscribePage({ email, done }: { email: string; done: boolean }) {
  const navigation = useNavigation();
  return (
    <Container size="sm" py={{ base: 32, sm: 64 }}>
      <Paper withBorder radius="md" p={{ base: "lg", sm: "xl" }}>
        <Stack gap="md">
          <Title order={1} size="h2">
            Unsubscribe from reminders
          </Title>
          {done ? (
            <Notice tone="info" role="status" title="Done">
              {email} will receive no more reminders from us. Booking confirmations, certificates and password resets
              are still sent when you ask for them.
            </Notice>
          ) : (
            <Form method="post">
              <Stack gap="sm" align="flex-start">
                <Text>
                  Stop event reminders and other mail you did not ask for at <strong>{email}</strong>? Booking
                  confirmations, certificates and password resets are still sent when you ask for them.
                </Text>
                <Button type="submit" loading={navigation.state === "submitting"}>
                  Unsubscribe
                </Button>
              </Stack>
            </Form>
          )}
          <Anchor component={Link} to="/" fw={600}>
            Home
          </Anchor>
        </Stack>
      </Paper>
    </Container>
  );
}

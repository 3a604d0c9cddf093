import { Button, Container, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";

const STATUS_TEXT: Record<number, { heading: string; text: string }> = {
  403: {
    heading: "You do not have access to this page",
    text: "Your account does not have permission to open this page. If you think it should, ask an administrator.",
  },
  404: {
    heading: "Page not found",
    text: "We could not find the page you were looking for. It may have moved, or the address may be mistyped.",
  },
  500: {
    heading: "Something went wrong",
    text: "We could not complete your request. Please try again in a moment; if it keeps happening, contact us.",
  },
};

/** The page shown for 403, 404 and errors. It never shows technical details. */
export function StatusPage({ status }: { status: number }) {
  const content = STATUS_TEXT[status] ?? {
    heading: "We could not process that request",
    text: "Please check what you entered and try again.",
  };
  return (
    <Container size="sm" py={80}>
      <Stack gap="md" align="flex-start">
        <Text c="dimmed" fw={700}>
          Error {status}
        </Text>
        <Title order={1}>{content.heading}</Title>
        <Text>{content.text}</Text>
        <Button component={Link} to="/">
          Go to the home page
        </Button>
      </Stack>
    </Container>
  );
}

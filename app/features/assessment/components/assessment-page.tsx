import { Anchor, Paper, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { Link } from "react-router";

/** The frame of every course assessment page: a way back, the title, what the page is, the content. */
export function AssessmentPage({
  back,
  title,
  intro,
  children,
}: {
  back: { to: string; label: string };
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper withBorder p={{ base: "md", sm: "xl" }} radius="md">
      <Stack gap="md">
        <Anchor component={Link} to={back.to} size="sm">
          ← {back.label}
        </Anchor>
        <Title order={1} size="h2" style={{ overflowWrap: "anywhere" }}>
          {title}
        </Title>
        {intro ? (
          <Text size="sm" c="var(--campus-text-muted)">
            {intro}
          </Text>
        ) : null}
        {children}
      </Stack>
    </Paper>
  );
}

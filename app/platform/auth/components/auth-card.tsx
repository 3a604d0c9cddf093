import { Container, Paper, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

export function AuthCard({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <Container size={440} py={48}>
      <Paper withBorder shadow="sm" p={{ base: "md", sm: "xl" }} radius="md">
        <Stack gap="md">
          <Title order={1} size="h2">
            {title}
          </Title>
          {intro ? <Text c="dimmed">{intro}</Text> : null}
          {children}
        </Stack>
      </Paper>
    </Container>
  );
}

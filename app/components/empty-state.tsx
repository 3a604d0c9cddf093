import { Paper, Stack, Text, Title } from "@mantine/core";
import { IconInbox } from "@tabler/icons-react";
import type { ReactNode } from "react";

interface EmptyStateProps {
  heading?: string;
  text?: string;
  children?: ReactNode;
}

export function EmptyState({
  heading = "No Data Available",
  text = "There is currently no data to display.",
  children,
}: EmptyStateProps) {
  return (
    <Paper withBorder p="xl" radius="md">
      <Stack align="center" gap="xs" ta="center">
        <IconInbox size={40} stroke={1.5} aria-hidden="true" color="var(--mantine-color-gray-6)" />
        <Title order={2} size="h4">
          {heading}
        </Title>
        <Text c="dimmed">{text}</Text>
        {children}
      </Stack>
    </Paper>
  );
}

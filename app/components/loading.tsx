import { Group, Loader, Text } from "@mantine/core";

export function Loading({ label = "Loading..." }: { label?: string }) {
  return (
    <Group gap="sm" justify="center" py="xl" role="status" aria-live="polite">
      <Loader size="sm" aria-hidden="true" />
      <Text>{label}</Text>
    </Group>
  );
}

import { Anchor, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { type ReactNode, useId } from "react";
import { Link } from "react-router";

export interface AttentionItem {
  key: string;
  /** Where the item opens; without it the item is plain text. */
  to?: string;
  label: string;
  detail: ReactNode;
}

/**
 * One thing that may need someone's attention (the admin overview): a count, the newest few and a
 * link to the full list. A count above zero stands out in the given colour; zero is grey.
 */
export function AttentionPanel({
  title,
  description,
  count,
  countLabel,
  items,
  emptyText,
  more,
  alertColor = "campus",
}: {
  title: string;
  description: string;
  count: number;
  /** e.g. "3 new": what the number counts, said in words for screen readers too. */
  countLabel: string;
  items: AttentionItem[];
  emptyText: string;
  more: { to: string; label: string };
  alertColor?: string;
}) {
  const headingId = useId();
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Stack gap={2} miw={0}>
            <Title order={2} size="h4" id={headingId}>
              {title}
            </Title>
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          </Stack>
          <Text fz={32} fw={700} lh={1} c={count > 0 ? `${alertColor}.8` : "gray.7"} data-testid="attention-count">
            <span aria-hidden="true">{count.toLocaleString("en-ZA")}</span>
            <span className="visually-hidden">{countLabel}</span>
          </Text>
        </Group>
        {items.length === 0 ? (
          <Text size="sm">{emptyText}</Text>
        ) : (
          <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: "none" }}>
            {items.map((item) => (
              <li key={item.key}>
                {item.to ? (
                  <Anchor component={Link} to={item.to} fw={600} size="sm" style={{ overflowWrap: "anywhere" }}>
                    {item.label}
                  </Anchor>
                ) : (
                  <Text fw={600} size="sm" style={{ overflowWrap: "anywhere" }}>
                    {item.label}
                  </Text>
                )}
                <Text size="xs" c="dimmed" style={{ overflowWrap: "anywhere" }}>
                  {item.detail}
                </Text>
              </li>
            ))}
          </Stack>
        )}
        <Anchor component={Link} to={more.to} size="sm" mt="auto">
          {more.label}
        </Anchor>
      </Stack>
    </Paper>
  );
}

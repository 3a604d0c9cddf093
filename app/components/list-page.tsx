import { Group, Paper, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { ListPagination } from "./list-search";
import { StaleSaveNotice } from "./stale-save-notice";

interface ListPageProps {
  title: string;
  /** "12 accounts": how many the whole list holds, beside the title. */
  countLabel: string;
  /** Buttons beside the count (Add …). */
  actions?: ReactNode;
  /** A line under the title saying what the list is. */
  intro?: ReactNode;
  /** The search box or filter form above the list. */
  tools?: ReactNode;
  /** A row's refused change: someone else's save offers Reload, anything else is said above the list. */
  refusal?: { formError: string | null; isStale: boolean } | null;
  /** Where Reload goes (the list as the person was looking at it). */
  reloadTo: string;
  /** Shown instead of the list when it has no rows. */
  empty: ReactNode;
  isEmpty: boolean;
  pagination: { total: number; pageSize: number; page: number; label: string };
  /** The list itself (a table). */
  children: ReactNode;
}

/**
 * The staff list pages' one frame: title and count, what the list is, its search, a refused row
 * change, the rows or the empty state, and the page links. Each list page fills in its own rows.
 */
export function ListPage({
  title,
  countLabel,
  actions,
  intro,
  tools,
  refusal,
  reloadTo,
  empty,
  isEmpty,
  pagination,
  children,
}: ListPageProps) {
  return (
    <Paper withBorder p={{ base: "md", sm: "xl" }} radius="md">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={1} size="h2">
            {title}
          </Title>
          <Group gap="md">
            <Text size="sm" c="var(--campus-text-soft)">
              {countLabel}
            </Text>
            {actions}
          </Group>
        </Group>
        {intro ? (
          <Text size="sm" c="var(--campus-text-muted)">
            {intro}
          </Text>
        ) : null}
        {refusal?.formError && refusal.isStale ? (
          <StaleSaveNotice message={refusal.formError} reloadTo={reloadTo} />
        ) : null}
        {refusal?.formError && !refusal.isStale ? (
          <Text c="red.9" role="alert">
            {refusal.formError}
          </Text>
        ) : null}
        {tools}
        {isEmpty ? empty : children}
        <ListPagination {...pagination} />
      </Stack>
    </Paper>
  );
}

import { Anchor, Badge, Button, Group, Modal, Paper, Stack, Table, Text, TextInput, Title } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { Link, useFetcher } from "react-router";
import { EmptyState } from "~/components/empty-state";
import { KeysetNav } from "~/components/keyset-nav";
import { ListSearchForm } from "~/components/list-search";
import { ScrollTable } from "~/components/scroll-table";
import type { RefusedReply } from "~/lib/action-reply";
import { useFormValidation } from "~/lib/forms";
import { CREATE_PATH_INTENT, createPathSchema } from "../paths.schema";
import * as m from "./messages";

interface PathRow {
  id: string;
  title: string;
  slug: string;
  isPublished: boolean;
  courseCount: number;
  enrolledCount: number;
}

/** Teaching › Learning paths: the paths, newest first, searched and paged, and "New learning path". */
export function LearningPathsList({
  paths,
  total,
  search,
  next,
}: {
  paths: PathRow[];
  total: number;
  search: string;
  next: string | null;
}) {
  const [isAdding, setAdding] = useState(false);
  return (
    <Paper withBorder p={{ base: "md", sm: "xl" }} radius="md">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={1} size="h2">
            {m.learningPaths()}
          </Title>
          <Group gap="md">
            <Text size="sm" c="var(--campus-text-soft)">
              {m.pathCount({ count: total })}
            </Text>
            <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={() => setAdding(true)}>
              {m.newLearningPath()}
            </Button>
          </Group>
        </Group>
        <Text size="sm" c="var(--campus-text-muted)">
          {m.learningPathsIntro()}
        </Text>
        <ListSearchForm label={m.searchLearningPaths()} search={search} />
        {paths.length === 0 ? (
          <EmptyState
            heading={m.noLearningPathsFound()}
            text={search ? m.noPathMatches({ search }) : m.createFirstLearningPath()}
          />
        ) : (
          <ScrollTable label={m.learningPaths()} minWidth={560}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{m.path()}</Table.Th>
                  <Table.Th>{m.status()}</Table.Th>
                  <Table.Th>{m.courses()}</Table.Th>
                  <Table.Th>{m.enrolled()}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {paths.map((path) => (
                  <Table.Tr key={path.id}>
                    <Table.Td>
                      <Anchor component={Link} to={`/learning-paths/${path.id}`}>
                        {path.title}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>
                      <Badge variant="light" color={path.isPublished ? "green" : "gray"}>
                        {path.isPublished ? m.published() : m.draft()}
                      </Badge>
                    </Table.Td>
                    <Table.Td>{path.courseCount}</Table.Td>
                    <Table.Td>{path.enrolledCount}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollTable>
        )}
        <KeysetNav next={next} label={m.pagesLearningPaths()} />
      </Stack>
      <Modal
        opened={isAdding}
        onClose={() => setAdding(false)}
        title={m.newLearningPath()}
        centered
        closeButtonProps={{ "aria-label": m.close() }}
      >
        <NewPathForm onCancel={() => setAdding(false)} />
      </Modal>
    </Paper>
  );
}

function NewPathForm({ onCancel }: { onCancel: () => void }) {
  const fetcher = useFetcher<RefusedReply>();
  const reply = fetcher.state === "idle" ? fetcher.data : undefined;
  const { formProps, fieldProps } = useFormValidation(createPathSchema, {
    serverErrors: reply?.fieldErrors,
    values: reply?.values ?? undefined,
  });
  return (
    <fetcher.Form method="post" noValidate {...formProps}>
      <input type="hidden" name="intent" value={CREATE_PATH_INTENT} />
      <Stack gap="md">
        {reply?.formError ? (
          <Text c="red.9" role="alert">
            {reply.formError}
          </Text>
        ) : null}
        <TextInput
          label={m.title()}
          description={m.eGIso9001Auditor()}
          required
          maxLength={200}
          {...fieldProps("title")}
        />
        <Group justify="flex-end">
          <Button variant="default" type="button" onClick={onCancel}>
            {m.cancel()}
          </Button>
          <Button type="submit" loading={fetcher.state !== "idle"}>
            {m.createPath()}
          </Button>
        </Group>
      </Stack>
    </fetcher.Form>
  );
}

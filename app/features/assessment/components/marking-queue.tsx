import { Anchor, Badge, Button, Group, Stack, Table, Text, TextInput, Title } from "@mantine/core";
import { Form, Link } from "react-router";
import type { QueueItem } from "../assignments/marking-queue.server";
import { AssessmentNav } from "./assessment-nav";
import * as m from "./messages";

interface MarkingQueueProps {
  courseId: string;
  courseName: string;
  items: QueueItem[];
  search: string;
  next: string | null;
  isFirstPage: boolean;
}

/** Submissions awaiting marking, longest waiting first, searched by learner. */
export function MarkingQueue({ courseId, courseName, items, search, next, isFirstPage }: MarkingQueueProps) {
  const base = `/course-assessment/${courseId}`;
  const query = search ? `&q=${encodeURIComponent(search)}` : "";
  return (
    <Stack gap="md">
      <AssessmentNav courseId={courseId} courseName={courseName} />
      <Title order={1}>{m.assignmentsToMark()}</Title>
      <Form method="get">
        <Group align="flex-end" wrap="wrap">
          <TextInput
            name="q"
            label={m.searchByLearner()}
            defaultValue={search}
            maxLength={100}
            style={{ flex: "1 1 220px" }}
          />
          <Button type="submit" variant="light">
            {m.search()}
          </Button>
        </Group>
      </Form>
      {items.length === 0 ? (
        <Text c="dimmed">{search ? m.noSubmissionMatches() : m.nothingToMark()}</Text>
      ) : (
        <Table.ScrollContainer minWidth={520}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{m.learner()}</Table.Th>
                <Table.Th>{m.assignment()}</Table.Th>
                <Table.Th>{m.handedIn()}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((item) => (
                <Table.Tr key={item.submissionId}>
                  <Table.Td>
                    <Anchor component={Link} to={`${base}/submissions/${item.submissionId}`}>
                      {item.learnerName}
                    </Anchor>
                    <Text size="xs" c="dimmed">
                      {item.learnerEmail}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    {m.assignmentSubmissionN({ title: item.assignmentTitle, number: item.attemptNumber })}
                    {item.isReferredBack ? (
                      <Badge ml="xs" color="var(--campus-warning-fill)" c="var(--mantine-color-text)" variant="light">
                        {m.outcomeReferredBack()}
                      </Badge>
                    ) : null}
                  </Table.Td>
                  <Table.Td>{item.submittedAt}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Group>
        {!isFirstPage ? (
          <Button
            component={Link}
            to={`${base}/assignments${search ? `?q=${encodeURIComponent(search)}` : ""}`}
            variant="default"
          >
            {m.firstPage()}
          </Button>
        ) : null}
        {next ? (
          <Button component={Link} to={`${base}/assignments?after=${next}${query}`} variant="default">
            {m.nextPage()}
          </Button>
        ) : null}
      </Group>
    </Stack>
  );
}

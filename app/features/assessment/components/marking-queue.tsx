import { Anchor, Badge, Button, Group, Stack, Table, Text, TextInput, Title } from "@mantine/core";
import { Form, Link } from "react-router";
import type { QueueItem } from "../assignments/marking-queue.server";
import { AssessmentNav } from "./assessment-nav";

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
      <Title order={1}>Assignments to mark</Title>
      <Form method="get">
        <Group align="flex-end" wrap="wrap">
          <TextInput
            name="q"
            label="Search by learner"
            defaultValue={search}
            maxLength={100}
            style={{ flex: "1 1 220px" }}
          />
          <Button type="submit" variant="light">
            Search
          </Button>
        </Group>
      </Form>
      {items.length === 0 ? (
        <Text c="dimmed">
          {search ? "No submission awaiting marking matches this search." : "Nothing is waiting to be marked."}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={520}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Learner</Table.Th>
                <Table.Th>Assignment</Table.Th>
                <Table.Th>Handed in</Table.Th>
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
                    {item.assignmentTitle} (submission {item.attemptNumber})
                    {item.isReferredBack ? (
                      <Badge ml="xs" color="var(--campus-warning-fill)" c="var(--mantine-color-text)" variant="light">
                        Referred back
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
            First page
          </Button>
        ) : null}
        {next ? (
          <Button component={Link} to={`${base}/assignments?after=${next}${query}`} variant="default">
            Next page
          </Button>
        ) : null}
      </Group>
    </Stack>
  );
}

import { Anchor, Button, Group, Paper, Stack, Table, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { ScrollTable } from "~/components/scroll-table";
import type { KeysetPage } from "~/lib/pagination";
import { useFormatDate } from "~/lib/use-site-time-zone";
import type { EssayQueueItem } from "../marking/essay-marking.server";
import * as m from "./messages";

interface EssayQueueScreenProps {
  courseId: string;
  courseName: string;
  page: KeysetPage<EssayQueueItem>;
  isFirstPage: boolean;
}

/** The course's bank-quiz attempts waiting for an assessor, oldest first, one page at a time. */
export function EssayQueueScreen({ courseId, courseName, page, isFirstPage }: EssayQueueScreenProps) {
  const { dateTime: formatDateTime } = useFormatDate();
  const base = `/course-assessment/${encodeURIComponent(courseId)}/essays`;
  return (
    <Paper withBorder p={{ base: "md", sm: "xl" }} radius="md">
      <Stack gap="md">
        <div>
          <Anchor component={Link} to={`/course-assessment/${encodeURIComponent(courseId)}`} size="sm">
            {m.backToCourseAssessment()}
          </Anchor>
          <Title order={1} size="h2" mt={4}>
            {m.essaysAwaiting()}
          </Title>
          <Text c="dimmed">{m.essayQueueIntro({ course: courseName })}</Text>
        </div>
        {page.items.length === 0 ? (
          <Text>{isFirstPage ? m.noEssaysWaiting() : m.noMoreAttempts()}</Text>
        ) : (
          <ScrollTable label={m.essaysAwaiting()}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{m.learner()}</Table.Th>
                  <Table.Th>{m.quiz()}</Table.Th>
                  <Table.Th>{m.attempt()}</Table.Th>
                  <Table.Th>{m.submitted()}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {page.items.map((item) => (
                  <Table.Tr key={item.attemptId}>
                    <Table.Td>
                      <Anchor component={Link} to={`${base}/${encodeURIComponent(item.attemptId)}`}>
                        {item.learnerName}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{item.quizTitle}</Table.Td>
                    <Table.Td>{item.attemptNumber}</Table.Td>
                    <Table.Td style={{ whiteSpace: "nowrap" }}>{formatDateTime(item.submittedAt)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollTable>
        )}
        <Group>
          {isFirstPage ? null : (
            <Button component={Link} to={base} variant="default">
              {m.firstPage()}
            </Button>
          )}
          {page.next ? (
            <Button
              component={Link}
              to={`${base}?afterAt=${encodeURIComponent(page.next.createdAt)}&afterId=${encodeURIComponent(page.next.id)}`}
              variant="default"
            >
              {m.nextPage()}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Paper>
  );
}

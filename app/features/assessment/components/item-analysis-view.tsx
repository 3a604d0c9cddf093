import { Badge, Button, Group, NativeSelect, Stack, Table, Text } from "@mantine/core";
import { Form } from "react-router";
import { EmptyState } from "~/components/empty-state";
import { ScrollTable } from "~/components/scroll-table";
import type { BankQuizChoice, ItemAnalysis } from "../analysis/item-analysis.server";
import type { ItemFlag } from "../analysis/item-statistics";
import { AssessmentPage } from "./assessment-page";

const FLAG_LABELS: Record<ItemFlag, string> = {
  "too-hard": "Too hard (facility < 0.2)",
  "too-easy": "Too easy (facility > 0.95)",
  "low-discrimination": "Low discrimination (< 0.2)",
};

const twoPlaces = (value: number | null) => (value === null ? "—" : value.toFixed(2));

/** /course-assessment/{courseId}/item-analysis: choose a bank quiz, then its questions' statistics. */
export function ItemAnalysisView({
  course,
  quizzes,
  analysis,
}: {
  course: { id: string; name: string };
  quizzes: BankQuizChoice[];
  analysis: ItemAnalysis | null;
}) {
  return (
    <AssessmentPage
      back={{ to: `/course-assessment/${course.id}`, label: "Course assessment" }}
      title={`Item analysis: ${course.name}`}
      intro="Per question of a quiz drawn from the bank, over its completed attempts: facility is the mean score over the points; discrimination is the corrected point-biserial (the correlation of the question's score with the rest of the attempt's score)."
    >
      {quizzes.length === 0 ? (
        <EmptyState
          heading="No attempts yet"
          text="Item analysis appears once learners have completed a quiz drawn from the bank."
        />
      ) : (
        <Form method="get">
          <Group align="flex-end">
            <NativeSelect
              label="Quiz"
              name="quiz"
              defaultValue={analysis?.blockId ?? quizzes[0]?.blockId}
              data={quizzes.map((quiz) => ({
                value: quiz.blockId,
                label: `${quiz.title} (${quiz.attempts} attempts)`,
              }))}
              style={{ flex: 1, minWidth: 0 }}
            />
            <Button type="submit" variant="default">
              Show
            </Button>
          </Group>
        </Form>
      )}
      {analysis ? (
        <Stack gap="sm">
          <Text size="sm">
            {analysis.title}: {analysis.attemptCount} completed attempts, {analysis.items.length} questions.
          </Text>
          <ScrollTable label="Questions" minWidth={720}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Question</Table.Th>
                  <Table.Th>Attempts</Table.Th>
                  <Table.Th>Facility</Table.Th>
                  <Table.Th>Discrimination</Table.Th>
                  <Table.Th>Options chosen</Table.Th>
                  <Table.Th>Flags</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {analysis.items.map((item) => (
                  <Table.Tr key={item.questionId}>
                    <Table.Td>
                      <Text size="sm">{item.stemText}</Text>
                      <Text size="xs" c="var(--campus-text-muted)">
                        {item.typeLabel}
                      </Text>
                    </Table.Td>
                    <Table.Td>{item.attempts}</Table.Td>
                    <Table.Td>{twoPlaces(item.facility)}</Table.Td>
                    <Table.Td>{twoPlaces(item.discrimination)}</Table.Td>
                    <Table.Td>
                      {item.options.length === 0
                        ? "—"
                        : item.options.map((option) => (
                            <Text key={option.label} size="xs">
                              {option.isCorrect ? "✓ " : ""}
                              {option.label}: {option.count}
                            </Text>
                          ))}
                    </Table.Td>
                    <Table.Td>
                      <Stack gap={2}>
                        {item.flags.map((flag) => (
                          <Badge
                            key={flag}
                            color="var(--campus-warning-fill)"
                            c="var(--mantine-color-text)"
                            variant="light"
                          >
                            {FLAG_LABELS[flag]}
                          </Badge>
                        ))}
                      </Stack>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollTable>
        </Stack>
      ) : null}
    </AssessmentPage>
  );
}

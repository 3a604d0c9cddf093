import { Badge, Button, Group, NativeSelect, Stack, Table, Text } from "@mantine/core";
import { Form } from "react-router";
import { EmptyState } from "~/components/empty-state";
import { ScrollTable } from "~/components/scroll-table";
import { currentLocale } from "~/lib/i18n/current-locale";
import type { BankQuizChoice, ItemAnalysis } from "../analysis/item-analysis.server";
import type { ItemFlag } from "../analysis/item-statistics";
import { AssessmentPage } from "./assessment-page";
import * as m from "./messages";

const FLAG_LABELS: Record<ItemFlag, () => string> = {
  "too-hard": m.flagTooHard,
  "too-easy": m.flagTooEasy,
  "low-discrimination": m.flagLowDiscrimination,
};

/** Two decimals always (0.50), with Afrikaans's decimal comma (decision 0106-languages). */
const twoPlaces = (value: number | null) => {
  if (value === null) return "—";
  const text = value.toFixed(2);
  return currentLocale() === "af" ? text.replace(".", ",") : text;
};

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
      back={{ to: `/course-assessment/${course.id}`, label: m.courseAssessment() }}
      title={m.itemAnalysisOf({ name: course.name })}
      intro={m.itemAnalysisIntro()}
    >
      {quizzes.length === 0 ? (
        <EmptyState heading={m.noAttemptsYet()} text={m.noAttemptsText()} />
      ) : (
        <Form method="get">
          <Group align="flex-end">
            <NativeSelect
              label={m.quiz()}
              name="quiz"
              defaultValue={analysis?.blockId ?? quizzes[0]?.blockId}
              data={quizzes.map((quiz) => ({
                value: quiz.blockId,
                label: m.quizAttempts({ title: quiz.title, count: quiz.attempts }),
              }))}
              style={{ flex: 1, minWidth: 0 }}
            />
            <Button type="submit" variant="default">
              {m.show()}
            </Button>
          </Group>
        </Form>
      )}
      {analysis ? (
        <Stack gap="sm">
          <Text size="sm">
            {m.analysisSummary({
              title: analysis.title,
              attempts: analysis.attemptCount,
              questions: analysis.items.length,
            })}
          </Text>
          <ScrollTable label={m.questions()} minWidth={720}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{m.question()}</Table.Th>
                  <Table.Th>{m.attemptsHeading()}</Table.Th>
                  <Table.Th>{m.facility()}</Table.Th>
                  <Table.Th>{m.discrimination()}</Table.Th>
                  <Table.Th>{m.optionsChosen()}</Table.Th>
                  <Table.Th>{m.flags()}</Table.Th>
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
                            {FLAG_LABELS[flag]()}
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

import { Group, Paper, Progress, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { EmptyState } from "~/components/empty-state";
import { formatNumber, formatPercent } from "~/lib/i18n/format";
import { fieldTypeLabel } from "../field-types";
import type { QuestionSummary } from "../form-summary";
import * as m from "../messages";

/** Per question: counts per option as bars, number averages, the latest text answers. */
export function SummaryView({ total, questions }: { total: number; questions: QuestionSummary[] }) {
  if (total === 0) return <EmptyState heading={m.noResponsesYet()} text={m.summaryFills()} />;
  return (
    <Stack gap="md">
      <Text size="sm" c="var(--campus-text-muted)">
        {m.basedOn({ count: total })}
      </Text>
      {questions.map((question) => (
        <Paper key={question.fieldId} withBorder radius="md" p={{ base: "md", sm: "lg" }} component="section">
          <Stack gap="sm">
            <Stack gap={2}>
              <Title order={2} size="h4" style={{ overflowWrap: "anywhere" }}>
                {question.label}
              </Title>
              <Text size="sm" c="var(--campus-text-muted)">
                {m.answeredBy({ kind: fieldTypeLabel(question.type), answered: question.answered, total })}
              </Text>
            </Stack>
            {question.counts.length > 0 ? (
              <Stack gap="xs">
                {question.counts.map(({ option, count }) => {
                  const percent = total === 0 ? 0 : Math.round((count / total) * 100);
                  return (
                    <div key={option}>
                      <Group justify="space-between" wrap="nowrap" gap="sm">
                        <Text size="sm" style={{ overflowWrap: "anywhere" }}>
                          {option}
                        </Text>
                        <Text size="sm" fw={600} style={{ whiteSpace: "nowrap" }}>
                          {m.countPercent({ count, percent: formatPercent(percent / 100) })}
                        </Text>
                      </Group>
                      <Progress value={percent} aria-label={m.optionShare({ option, count, total })} color="blue.8" />
                    </div>
                  );
                })}
              </Stack>
            ) : null}
            {question.type === "number" ? (
              question.average === null ? (
                <Text size="sm">{m.noNumbersYet()}</Text>
              ) : (
                <SimpleGrid cols={{ base: 3 }} spacing="sm">
                  <Figure label={m.average()} value={question.average} />
                  <Figure label={m.lowest()} value={question.lowest} />
                  <Figure label={m.highest()} value={question.highest} />
                </SimpleGrid>
              )
            ) : null}
            {question.latest.length > 0 ? (
              <Stack gap={4}>
                <Text size="sm" fw={600}>
                  {m.latestAnswers()}
                </Text>
                {question.latest.map((answer, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the same text may be answered twice.
                  <Text key={index} size="sm" style={{ overflowWrap: "anywhere" }}>
                    “{answer}”
                  </Text>
                ))}
              </Stack>
            ) : null}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

function Figure({ label, value }: { label: string; value: number | null }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="var(--campus-text-muted)">
        {label}
      </Text>
      <Text fw={700} size="lg">
        {value === null ? "–" : formatNumber(value)}
      </Text>
    </Stack>
  );
}

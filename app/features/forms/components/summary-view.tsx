import { Group, Paper, Progress, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { EmptyState } from "~/components/empty-state";
import { FIELD_TYPE_LABELS } from "../field-types";
import type { QuestionSummary } from "../form-summary";

/** Per question: counts per option as bars, number averages, the latest text answers. */
export function SummaryView({ total, questions }: { total: number; questions: QuestionSummary[] }) {
  if (total === 0) return <EmptyState heading="No responses yet" text="The summary fills in as responses arrive." />;
  return (
    <Stack gap="md">
      <Text size="sm" c="var(--campus-text-muted)">
        Based on {total === 1 ? "1 response" : `${total.toLocaleString("en-ZA")} responses`}.
      </Text>
      {questions.map((question) => (
        <Paper key={question.fieldId} withBorder radius="md" p={{ base: "md", sm: "lg" }} component="section">
          <Stack gap="sm">
            <Stack gap={2}>
              <Title order={2} size="h4" style={{ overflowWrap: "anywhere" }}>
                {question.label}
              </Title>
              <Text size="sm" c="var(--campus-text-muted)">
                {FIELD_TYPE_LABELS[question.type]} · answered by {question.answered} of {total}
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
                          {count} ({percent}%)
                        </Text>
                      </Group>
                      <Progress value={percent} aria-label={`${option}: ${count} of ${total}`} color="blue.8" />
                    </div>
                  );
                })}
              </Stack>
            ) : null}
            {question.type === "number" ? (
              question.average === null ? (
                <Text size="sm">No numbers given yet.</Text>
              ) : (
                <SimpleGrid cols={{ base: 3 }} spacing="sm">
                  <Figure label="Average" value={question.average} />
                  <Figure label="Lowest" value={question.lowest} />
                  <Figure label="Highest" value={question.highest} />
                </SimpleGrid>
              )
            ) : null}
            {question.latest.length > 0 ? (
              <Stack gap={4}>
                <Text size="sm" fw={600}>
                  Latest answers
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
        {value ?? "–"}
      </Text>
    </Stack>
  );
}

import { Badge, Divider, Group, List, Paper, Stack, Text, Title } from "@mantine/core";
import { useFormatDate } from "~/lib/use-site-time-zone";
import type { BankAttemptView, LearnerRecord, SubmissionView } from "../gradebook/learner-record.server";
import * as m from "./messages";

const OUTCOME_LABELS: Record<string, () => string> = {
  competent: m.outcomeCompetent,
  "not-yet-competent": m.outcomeNotYetCompetent,
  confirmed: m.outcomeConfirmed,
  "referred-back": m.outcomeReferredBack,
  "awaiting-marking": m.awaitingMarking,
  "in-progress": m.outcomeInProgress,
  completed: m.completed,
  marked: m.marked,
};

/** A status or decision as the page's language words it (the code itself when unknown). */
const outcomeLabel = (value: string) => OUTCOME_LABELS[value]?.() ?? value;

/**
 * Everything behind a learner's standing in a course: bank attempts question by question (as
 * shown), inline quiz attempts, and assignment submissions with every decision and sign-off. The
 * gradebook's learner page and a certificate's evidence page both show it.
 */
export function LearnerRecordView({ record }: { record: LearnerRecord }) {
  const format = useFormatDate();
  const { learner } = record;
  const nothing = record.bankAttempts.length + record.inlineAttempts.length + record.submissions.length === 0;
  return (
    <Stack gap="lg">
      <Text size="sm">
        {[
          `${learner.name} (${learner.email})`,
          learner.enrolledAt ? m.enrolledOn({ date: format.date(learner.enrolledAt) }) : null,
          learner.completedAt ? m.completedOn({ date: format.date(learner.completedAt) }) : m.notCompleted(),
        ]
          .filter(Boolean)
          .join(" · ")}
      </Text>
      {nothing ? <Text>{m.nothingYet()}</Text> : null}
      {record.bankAttempts.length > 0 ? (
        <Stack gap="sm">
          <Title order={2} size="h3">
            {m.bankAttemptsHeading()}
          </Title>
          {record.bankAttempts.map((attempt) => (
            <BankAttempt key={attempt.id} attempt={attempt} />
          ))}
        </Stack>
      ) : null}
      {record.inlineAttempts.length > 0 ? (
        <Stack gap="sm">
          <Title order={2} size="h3">
            {m.inlineAttemptsHeading()}
          </Title>
          {record.inlineAttempts.map((attempt) => (
            <Paper key={attempt.id} withBorder p="md" radius="md">
              <Stack gap="xs">
                <Group justify="space-between">
                  <Text fw={600}>{attempt.blockTitle}</Text>
                  <Text size="sm">
                    {attempt.score}/{attempt.maxScore} · {format.dateTime(attempt.at)}
                  </Text>
                </Group>
                {attempt.answers.map((answer) => (
                  <Text key={answer.questionId} size="sm">
                    {answer.question}: <strong>{answer.answer}</strong>
                  </Text>
                ))}
              </Stack>
            </Paper>
          ))}
        </Stack>
      ) : null}
      {record.submissions.length > 0 ? (
        <Stack gap="sm">
          <Title order={2} size="h3">
            {m.submissionsHeading()}
          </Title>
          {record.submissions.map((submission) => (
            <Submission key={submission.id} submission={submission} />
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}

function BankAttempt({ attempt }: { attempt: BankAttemptView }) {
  const format = useFormatDate();
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="xs">
        <Group justify="space-between">
          <Text fw={600}>{m.titleAttempt({ title: attempt.blockTitle, number: attempt.attemptNumber })}</Text>
          <Group gap="xs">
            <Badge variant="light">{outcomeLabel(attempt.status)}</Badge>
            {attempt.passed === null ? null : (
              <Badge
                color={attempt.passed ? "var(--campus-success-fill)" : "var(--campus-warning-fill)"}
                c="var(--mantine-color-text)"
                variant="light"
              >
                {attempt.passed ? m.passed() : m.notPassed()}
              </Badge>
            )}
          </Group>
        </Group>
        <Text size="sm" c="var(--campus-text-muted)">
          {[
            m.startedAt({ at: format.dateTime(attempt.startedAt) }),
            attempt.submittedAt ? m.submittedLower({ at: format.dateTime(attempt.submittedAt) }) : null,
            m.scoreLine({ score: attempt.score === null ? m.notYet() : `${attempt.score}/${attempt.maxScore}` }),
          ]
            .filter(Boolean)
            .join(" · ")}
        </Text>
        {attempt.questions.map((question, index) => (
          <Stack key={question.questionId} gap={2}>
            <Divider />
            <Text size="xs" c="var(--campus-text-muted)">
              {[
                m.questionN({ number: index + 1 }),
                question.typeLabel,
                `${question.points === null ? m.notMarked() : question.points}/${question.maxPoints}`,
              ].join(" · ")}
            </Text>
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the bank sanitises question HTML on save (decision 0090). */}
            <div className="rich-text" dangerouslySetInnerHTML={{ __html: question.stemHtml }} />
            <Text size="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
              {m.answerLine({ answer: question.answerText })}
            </Text>
            {question.mark ? (
              <Text size="sm">
                {m.markedByAt({
                  points: question.mark.points ?? "",
                  max: question.maxPoints,
                  name: question.mark.byName,
                  at: format.dateTime(question.mark.at),
                })}
                {question.mark.comment ? `: ${question.mark.comment}` : ""}
              </Text>
            ) : null}
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}

function Submission({ submission }: { submission: SubmissionView }) {
  const format = useFormatDate();
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="xs">
        <Group justify="space-between">
          <Text fw={600}>{m.titleSubmission({ title: submission.blockTitle, number: submission.attemptNumber })}</Text>
          <Badge variant="light">{outcomeLabel(submission.status)}</Badge>
        </Group>
        <Text size="sm" c="var(--campus-text-muted)">
          {[
            m.submittedAtCap({ at: format.dateTime(submission.submittedAt) }),
            submission.files.length > 0 ? m.filesList({ files: submission.files.join(", ") }) : null,
          ]
            .filter(Boolean)
            .join(" · ")}
        </Text>
        <Text size="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
          {submission.text || m.noText()}
        </Text>
        {submission.marks.length === 0 ? <Text size="sm">{m.notMarkedYet()}</Text> : null}
        {submission.marks.map((mark) => (
          <Stack key={mark.id} gap={2}>
            <Divider />
            <Text size="sm">
              {mark.points === null
                ? m.markLine({
                    outcome: mark.outcome ? outcomeLabel(mark.outcome) : m.marked(),
                    name: mark.byName,
                    at: format.dateTime(mark.at),
                  })
                : m.markLinePoints({
                    outcome: mark.outcome ? outcomeLabel(mark.outcome) : m.marked(),
                    points: mark.points,
                    name: mark.byName,
                    at: format.dateTime(mark.at),
                  })}
              {mark.comment ? `: ${mark.comment}` : ""}
            </Text>
            {mark.criteria.length > 0 ? (
              <List size="sm" aria-label={m.decisionPerCriterion()}>
                {mark.criteria.map((criterion) => (
                  <List.Item key={criterion.criterionId}>
                    {criterion.title}: {criterion.decision}
                    {criterion.comment ? `. ${criterion.comment}` : ""}
                  </List.Item>
                ))}
              </List>
            ) : null}
            {mark.signoffs.length === 0 ? (
              <Text size="sm" c="var(--campus-text-muted)">
                {m.notModeratedYet()}
              </Text>
            ) : null}
            {mark.signoffs.map((signoff) => (
              <Text key={`${mark.id}-${signoff.at}`} size="sm">
                {m.moderationLine({
                  decision: outcomeLabel(signoff.decision),
                  name: signoff.byName,
                  at: format.dateTime(signoff.at),
                })}
                {signoff.comment ? `: ${signoff.comment}` : ""}
              </Text>
            ))}
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}

import { Badge, Divider, Group, List, Paper, Stack, Text, Title } from "@mantine/core";
import { useFormatDate } from "~/lib/use-site-time-zone";
import type { BankAttemptView, LearnerRecord, SubmissionView } from "../gradebook/learner-record.server";

const OUTCOME_LABELS: Record<string, string> = {
  competent: "Competent",
  "not-yet-competent": "Not yet competent",
  confirmed: "Confirmed",
  "referred-back": "Referred back",
  "awaiting-marking": "Awaiting marking",
  "in-progress": "In progress",
  completed: "Completed",
  marked: "Marked",
};

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
        {learner.name} ({learner.email}){learner.enrolledAt ? ` · enrolled ${format.date(learner.enrolledAt)}` : ""}
        {learner.completedAt ? ` · completed ${format.date(learner.completedAt)}` : " · not completed"}
      </Text>
      {nothing ? <Text>No quiz attempts or assignment submissions yet.</Text> : null}
      {record.bankAttempts.length > 0 ? (
        <Stack gap="sm">
          <Title order={2} size="h3">
            Quiz attempts (question bank)
          </Title>
          {record.bankAttempts.map((attempt) => (
            <BankAttempt key={attempt.id} attempt={attempt} />
          ))}
        </Stack>
      ) : null}
      {record.inlineAttempts.length > 0 ? (
        <Stack gap="sm">
          <Title order={2} size="h3">
            Quiz attempts (in the lesson)
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
            Assignment submissions
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
          <Text fw={600}>
            {attempt.blockTitle}, attempt {attempt.attemptNumber}
          </Text>
          <Group gap="xs">
            <Badge variant="light">{OUTCOME_LABELS[attempt.status] ?? attempt.status}</Badge>
            {attempt.passed === null ? null : (
              <Badge
                color={attempt.passed ? "var(--campus-success-fill)" : "var(--campus-warning-fill)"}
                c="var(--mantine-color-text)"
                variant="light"
              >
                {attempt.passed ? "Passed" : "Not passed"}
              </Badge>
            )}
          </Group>
        </Group>
        <Text size="sm" c="var(--campus-text-muted)">
          Started {format.dateTime(attempt.startedAt)}
          {attempt.submittedAt ? ` · submitted ${format.dateTime(attempt.submittedAt)}` : ""} · score{" "}
          {attempt.score === null ? "not yet" : `${attempt.score}/${attempt.maxScore}`}
        </Text>
        {attempt.questions.map((question, index) => (
          <Stack key={question.questionId} gap={2}>
            <Divider />
            <Text size="xs" c="var(--campus-text-muted)">
              Question {index + 1} · {question.typeLabel} · {question.points === null ? "not marked" : question.points}/
              {question.maxPoints}
            </Text>
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the bank sanitises question HTML on save (decision 0090). */}
            <div className="rich-text" dangerouslySetInnerHTML={{ __html: question.stemHtml }} />
            <Text size="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
              Answer: {question.answerText}
            </Text>
            {question.mark ? (
              <Text size="sm">
                Marked {question.mark.points}/{question.maxPoints} by {question.mark.byName},{" "}
                {format.dateTime(question.mark.at)}
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
          <Text fw={600}>
            {submission.blockTitle}, submission {submission.attemptNumber}
          </Text>
          <Badge variant="light">{OUTCOME_LABELS[submission.status] ?? submission.status}</Badge>
        </Group>
        <Text size="sm" c="var(--campus-text-muted)">
          Submitted {format.dateTime(submission.submittedAt)}
          {submission.files.length > 0 ? ` · files: ${submission.files.join(", ")}` : ""}
        </Text>
        <Text size="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
          {submission.text || "(no text)"}
        </Text>
        {submission.marks.length === 0 ? <Text size="sm">Not marked yet.</Text> : null}
        {submission.marks.map((mark) => (
          <Stack key={mark.id} gap={2}>
            <Divider />
            <Text size="sm">
              {mark.outcome ? OUTCOME_LABELS[mark.outcome] : "Marked"}
              {mark.points === null ? "" : ` (${mark.points} points)`} by {mark.byName}, {format.dateTime(mark.at)}
              {mark.comment ? `: ${mark.comment}` : ""}
            </Text>
            {mark.criteria.length > 0 ? (
              <List size="sm" aria-label="Decision per criterion">
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
                Not moderated yet.
              </Text>
            ) : null}
            {mark.signoffs.map((signoff) => (
              <Text key={`${mark.id}-${signoff.at}`} size="sm">
                Moderation: {OUTCOME_LABELS[signoff.decision] ?? signoff.decision} by {signoff.byName},{" "}
                {format.dateTime(signoff.at)}
                {signoff.comment ? `: ${signoff.comment}` : ""}
              </Text>
            ))}
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}

import { Badge, Group, List, Paper, Stack, Text, Typography } from "@mantine/core";
import type { ReactNode } from "react";
import type { MarkView, SubmissionView } from "../assignments/assignment-views";
import * as m from "./messages";

// Light fills with the body text colour, so every status reads at AA contrast (as company-credits.tsx).
const STATUS_COLOURS: Record<SubmissionView["status"], string> = {
  "awaiting-marking": "gray",
  competent: "var(--campus-success-fill)",
  "not-yet-competent": "var(--campus-warning-fill)",
  marked: "blue",
};

function SubmissionStatusBadge({ status, label }: { status: SubmissionView["status"]; label: string }) {
  return (
    <Badge color={STATUS_COLOURS[status]} c="var(--mantine-color-text)" variant="light">
      {label}
    </Badge>
  );
}

/** The assessor's decision: outcome, each criterion's decision and comment, the overall comment, moderation. */
function MarkRecord({ mark }: { mark: MarkView }) {
  return (
    <Stack gap="xs">
      <Text fw={600}>
        {mark.points !== null
          ? m.decisionPoints({ outcome: mark.outcomeLabel, points: mark.points, max: mark.maxPoints ?? "" })
          : m.decision({ outcome: mark.outcomeLabel })}
      </Text>
      <Text size="sm" c="dimmed">
        {m.markedByOn({ name: mark.markedByName, at: mark.markedAt })}
      </Text>
      <List spacing={4} size="sm">
        {mark.criteria.map((criterion) => (
          <List.Item key={criterion.criterionId}>
            <Text span fw={500} size="sm">
              {criterion.title}: {criterion.decision}
            </Text>
            {criterion.comment ? <Text size="sm">{criterion.comment}</Text> : null}
          </List.Item>
        ))}
      </List>
      {mark.comment ? <Text size="sm">{m.assessorCommentLine({ comment: mark.comment })}</Text> : null}
      {mark.moderation ? (
        <Text size="sm" c="dimmed">
          {(mark.moderation.comment ? m.moderationByOnComment : m.moderationByOn)({
            decision: mark.moderation.decisionLabel,
            name: mark.moderation.moderatorName,
            at: mark.moderation.signedAt,
            comment: mark.moderation.comment,
          })}
        </Text>
      ) : null}
    </Stack>
  );
}

/** One submission: when, status, the text, the files (each rendered by `renderFile`), the decision. */
export function SubmissionRecord({
  submission,
  renderFile,
  title,
}: {
  submission: SubmissionView;
  renderFile: (file: SubmissionView["files"][number]) => ReactNode;
  title?: string;
}) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={600}>{title ?? m.submissionN({ number: submission.attemptNumber })}</Text>
          <SubmissionStatusBadge status={submission.status} label={submission.statusLabel} />
        </Group>
        <Text size="sm" c="dimmed">
          {m.handedInOn({ at: submission.submittedAt })}
        </Text>
        {submission.textHtml ? (
          <Typography>
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the answer was sanitised with an allowlist on save. */}
            <div dangerouslySetInnerHTML={{ __html: submission.textHtml }} />
          </Typography>
        ) : null}
        {submission.files.length ? (
          <List size="sm" aria-label={m.files()}>
            {submission.files.map((file) => (
              <List.Item key={file.id}>{renderFile(file)}</List.Item>
            ))}
          </List>
        ) : null}
        {submission.mark ? <MarkRecord mark={submission.mark} /> : null}
      </Stack>
    </Paper>
  );
}

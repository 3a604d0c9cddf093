import { Alert, Anchor, Button, Group, Paper, Radio, Stack, Text, Textarea, Title } from "@mantine/core";
import { Form, Link } from "react-router";
import type { FormReply } from "~/lib/action-reply";
import { ASSIGNMENT_INTENTS } from "../assignments/assignment.schema";
import type { ModerationRow } from "../assignments/moderation.server";
import { AssessmentNav } from "./assessment-nav";
import * as m from "./messages";

interface ModerationPageProps {
  courseId: string;
  courseName: string;
  sample: ModerationRow[];
  unsignedCount: number;
  signedOff: ModerationRow[];
  canModerate: boolean;
  reply: FormReply | undefined;
}

/** The marked work to moderate: the suggested sample with a sign-off form each, and the latest sign-offs. */
export function ModerationPage({
  courseId,
  courseName,
  sample,
  unsignedCount,
  signedOff,
  canModerate,
  reply,
}: ModerationPageProps) {
  const base = `/course-assessment/${courseId}`;
  return (
    <Stack gap="md">
      <AssessmentNav courseId={courseId} courseName={courseName} />
      <Title order={1}>{m.moderation()}</Title>
      <Text size="sm" c="dimmed">
        {m.moderationSampleIntro({ count: unsignedCount })}
      </Text>
      {reply && !reply.ok && reply.formError ? (
        <Alert color="red" variant="light" role="alert">
          {reply.formError}
        </Alert>
      ) : null}
      {sample.length === 0 ? <Text c="dimmed">{m.noWorkForModeration()}</Text> : null}
      {sample.map((row) => (
        <Paper
          key={row.markId}
          withBorder
          radius="md"
          p="sm"
          component="section"
          aria-label={m.learnerAssignment({ learner: row.learnerName, title: row.assignmentTitle })}
        >
          <Stack gap="xs">
            <Anchor component={Link} to={`${base}/submissions/${row.submissionId}`} fw={600}>
              {m.learnerAssignmentSubmission({
                learner: row.learnerName,
                title: row.assignmentTitle,
                number: row.attemptNumber,
              })}
            </Anchor>
            <Text size="sm">
              {m.outcomeMarkedBy({ outcome: row.outcomeLabel, name: row.assessorName, at: row.markedAt })}
            </Text>
            {row.isOwnMark ? (
              <Text size="sm" c="dimmed">
                {m.youMarkedThis()}
              </Text>
            ) : canModerate ? (
              <Form method="post">
                <input type="hidden" name="intent" value={ASSIGNMENT_INTENTS.signOff} />
                <input type="hidden" name="markId" value={row.markId} />
                <Stack gap="xs">
                  <Radio.Group name="decision" label={m.moderationDecision()} defaultValue="confirmed">
                    <Group mt={4}>
                      <Radio value="confirmed" label={m.outcomeConfirmed()} />
                      <Radio value="referred-back" label={m.outcomeReferredBack()} />
                    </Group>
                  </Radio.Group>
                  <Textarea name="comment" label={m.moderatorComment()} autosize minRows={2} maxLength={4000} />
                  <Group>
                    <Button type="submit" size="sm">
                      {m.signOff()}
                    </Button>
                  </Group>
                </Stack>
              </Form>
            ) : null}
          </Stack>
        </Paper>
      ))}
      {signedOff.length ? (
        <Stack gap="xs">
          <Title order={2} size="h4">
            {m.latestSignOffs()}
          </Title>
          {signedOff.map((row) => (
            <Text key={row.markId} size="sm">
              {m.signOffLine({
                learner: row.learnerName,
                title: row.assignmentTitle,
                outcome: row.outcomeLabel,
                assessor: row.assessorName,
                decision: row.signOff?.decisionLabel ?? "",
                moderator: row.signOff?.moderatorName ?? "",
                at: row.signOff?.signedAt ?? "",
              })}
              {row.signOff?.comment ? `: ${row.signOff.comment}` : ""}
            </Text>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}

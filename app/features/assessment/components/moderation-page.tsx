import { Alert, Anchor, Button, Group, Paper, Radio, Stack, Text, Textarea, Title } from "@mantine/core";
import { Form, Link } from "react-router";
import type { FormReply } from "~/lib/action-reply";
import { ASSIGNMENT_INTENTS } from "../assignments/assignment.schema";
import type { ModerationRow } from "../assignments/moderation.server";
import { AssessmentNav } from "./assessment-nav";

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
      <Title order={1}>Moderation</Title>
      <Text size="sm" c="dimmed">
        Suggested sample: at least one mark of every assessor and of every outcome, then the newest others until a
        quarter of the {unsignedCount} marks not yet signed off are in it (at most 50).
      </Text>
      {reply && !reply.ok && reply.formError ? (
        <Alert color="red" variant="light" role="alert">
          {reply.formError}
        </Alert>
      ) : null}
      {sample.length === 0 ? <Text c="dimmed">No marked work is waiting for moderation.</Text> : null}
      {sample.map((row) => (
        <Paper
          key={row.markId}
          withBorder
          radius="md"
          p="sm"
          component="section"
          aria-label={`${row.learnerName}: ${row.assignmentTitle}`}
        >
          <Stack gap="xs">
            <Anchor component={Link} to={`${base}/submissions/${row.submissionId}`} fw={600}>
              {row.learnerName}: {row.assignmentTitle} (submission {row.attemptNumber})
            </Anchor>
            <Text size="sm">
              {row.outcomeLabel}, marked by {row.assessorName} on {row.markedAt}
            </Text>
            {row.isOwnMark ? (
              <Text size="sm" c="dimmed">
                You marked this work: another moderator signs it off.
              </Text>
            ) : canModerate ? (
              <Form method="post">
                <input type="hidden" name="intent" value={ASSIGNMENT_INTENTS.signOff} />
                <input type="hidden" name="markId" value={row.markId} />
                <Stack gap="xs">
                  <Radio.Group name="decision" label="Moderation decision" defaultValue="confirmed">
                    <Group mt={4}>
                      <Radio value="confirmed" label="Confirmed" />
                      <Radio value="referred-back" label="Referred back" />
                    </Group>
                  </Radio.Group>
                  <Textarea name="comment" label="Moderator's comment" autosize minRows={2} maxLength={4000} />
                  <Group>
                    <Button type="submit" size="sm">
                      Sign off
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
            Latest sign-offs
          </Title>
          {signedOff.map((row) => (
            <Text key={row.markId} size="sm">
              {row.learnerName}, {row.assignmentTitle}: {row.outcomeLabel} by {row.assessorName}.{" "}
              {row.signOff?.decisionLabel} by {row.signOff?.moderatorName} on {row.signOff?.signedAt}
              {row.signOff?.comment ? `: ${row.signOff.comment}` : ""}
            </Text>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}

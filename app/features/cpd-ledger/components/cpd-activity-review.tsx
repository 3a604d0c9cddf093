import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Image,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  Title,
} from "@mantine/core";
import { IconCheck, IconFileText, IconX } from "@tabler/icons-react";
import { Form, Link, useNavigation } from "react-router";
import { StaleSaveNotice } from "~/components/stale-save-notice";
import { REJECTION_REASON_MAX } from "../cpd-activity.schema";
import type { ActivityReviewView } from "../cpd-activity-review.server";
import * as m from "./messages";

// Dark enough for AA on white and on a striped row (Mantine's light green and blue text fail on their tint).
const STATUS_COLOURS = {
  pending: "var(--campus-info)",
  approved: "var(--campus-success)",
  rejected: "var(--campus-danger-strong)",
} as const;

export interface ReviewReply {
  formError: string | null;
  fieldErrors: Record<string, string>;
  isStale: boolean;
}

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text>{children}</Text>
    </div>
  );
}

/** One external CPD activity in full, its evidence, and Approve / Reject (with a reason) while pending. */
export function CpdActivityReview({
  activity,
  reply,
  backTo,
}: {
  activity: ActivityReviewView;
  reply: ReviewReply | undefined;
  backTo: string;
}) {
  const navigation = useNavigation();
  const busyIntent = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const reasonError = reply?.fieldErrors.reason;
  return (
    <Stack gap="md">
      <div>
        <Anchor component={Link} to={backTo} size="sm">
          {m.backCpdActivities()}
        </Anchor>
        <Group gap="sm" align="center" wrap="wrap">
          <Title order={1}>{activity.title}</Title>
          <Badge color={STATUS_COLOURS[activity.status]} variant="light" size="lg">
            {activity.statusLabel}
          </Badge>
        </Group>
      </div>
      {reply?.isStale && reply.formError && (
        <StaleSaveNotice message={reply.formError} reloadTo={`/instructor/cpd-activities/${activity.id}`} />
      )}
      {reply && !reply.isStale && reply.formError && !reasonError && (
        <Alert color="red" role="alert">
          {reply.formError}
        </Alert>
      )}
      <Paper withBorder p="md" radius="md">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          <Detail label={m.learner()}>
            {activity.learnerName} ({activity.learnerEmail})
          </Detail>
          <Detail label={m.provider()}>{activity.provider}</Detail>
          <Detail label={m.date()}>{activity.dateLabel}</Detail>
          <Detail label={m.points()}>{activity.points}</Detail>
          <Detail label={m.category()}>{activity.categoryLabel}</Detail>
          <Detail label={m.accreditingBody()}>{activity.body}</Detail>
          <Detail label={m.sent()}>{activity.submittedLabel}</Detail>
          {activity.status !== "pending" && (
            <Detail label={m.decided()}>
              {[activity.reviewerName, activity.reviewedLabel].filter(Boolean).join(", ") || m.notRecorded()}
            </Detail>
          )}
          {activity.status === "rejected" && <Detail label={m.reason()}>{activity.reason}</Detail>}
        </SimpleGrid>
      </Paper>
      <section aria-labelledby="evidence-title">
        <Title order={2} size="h3" id="evidence-title" mb="xs">
          {m.evidence()}
        </Title>
        {activity.evidence ? (
          <Stack gap="xs">
            <Group gap="sm" wrap="wrap">
              <Button
                component="a"
                href={activity.evidence.url}
                target="_blank"
                rel="noopener"
                variant="light"
                leftSection={<IconFileText size={16} aria-hidden />}
              >
                {m.openFile({ name: activity.evidence.fileName })}
                <span className="visually-hidden"> {m.opensNewTab()}</span>
              </Button>
              <Text size="sm" c="dimmed">
                {activity.evidence.sizeLabel}
              </Text>
            </Group>
            {activity.evidence.isImage && (
              <Image
                src={activity.evidence.url}
                alt={m.evidenceSentBy({ name: activity.learnerName })}
                maw={640}
                radius="sm"
                style={{ border: "1px solid var(--campus-border)" }}
              />
            )}
          </Stack>
        ) : (
          <Text>{m.noEvidenceFile()}</Text>
        )}
      </section>
      {activity.status === "pending" && (
        <Paper withBorder p="md" radius="md">
          <Title order={2} size="h3" mb="sm">
            {m.decision()}
          </Title>
          <Stack gap="md">
            <Form method="post">
              <input type="hidden" name="version" value={activity.version} />
              <input type="hidden" name="intent" value="approve" />
              <Button
                type="submit"
                color="teal.9"
                loading={busyIntent === "approve"}
                leftSection={<IconCheck size={16} aria-hidden />}
              >
                {m.approve()}
              </Button>
            </Form>
            <Form method="post" noValidate>
              <input type="hidden" name="version" value={activity.version} />
              <input type="hidden" name="intent" value="reject" />
              <Stack gap="xs">
                <Textarea
                  label={m.reasonForRejecting()}
                  description={m.learnerReadsTheirMailMy()}
                  name="reason"
                  required
                  autosize
                  minRows={2}
                  maxLength={REJECTION_REASON_MAX}
                  error={reasonError}
                />
                <Group>
                  <Button
                    type="submit"
                    color="var(--campus-danger-strong)"
                    variant="outline"
                    loading={busyIntent === "reject"}
                    leftSection={<IconX size={16} aria-hidden />}
                  >
                    {m.reject()}
                  </Button>
                </Group>
              </Stack>
            </Form>
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}

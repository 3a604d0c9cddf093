import { Alert, Anchor, Button, Group, Paper, Radio, Select, Stack, Text, Textarea, Title } from "@mantine/core";
import { Form, Link, useNavigation } from "react-router";
import type { FormReply } from "~/lib/action-reply";
import { ASSIGNMENT_INTENTS } from "../assignments/assignment.schema";
import { criterionCommentField, criterionLevelField, criterionOutcomeField } from "../assignments/assignment-content";
import type { SubmissionDetail } from "../assignments/submission-detail.server";
import { AssessmentNav } from "./assessment-nav";
import * as m from "./messages";
import { SubmissionRecord } from "./submission-record";

interface SubmissionPageProps {
  detail: SubmissionDetail;
  canMark: boolean;
  reply: FormReply | undefined;
}

/** One submission for its assessors: evidence, decision or the marking form, and the history. */
export function SubmissionPage({ detail, canMark, reply }: SubmissionPageProps) {
  const { submission, content, courseId } = detail;
  const base = `/course-assessment/${courseId}`;
  const fileLink = (submissionId: string) => (file: { id: string; name: string }) => (
    <Anchor href={`${base}/submissions/${submissionId}/files/${file.id}`}>{m.downloadFile({ name: file.name })}</Anchor>
  );
  const isAwaiting = submission.status === "awaiting-marking";
  const errors = reply && !reply.ok ? reply.fieldErrors : {};
  const isSaving = useNavigation().state === "submitting";
  return (
    <Stack gap="md">
      <AssessmentNav courseId={courseId} courseName={detail.courseName} />
      <Title order={1}>{m.titleLearner({ title: detail.assignmentTitle, name: detail.learner.name })}</Title>
      <Group gap="md" wrap="wrap">
        <Text size="sm">{detail.learner.email}</Text>
        <Anchor href={`${base}/portfolio/${detail.learner.id}`} size="sm">
          {m.downloadPortfolio()}
        </Anchor>
      </Group>
      {reply && !reply.ok && reply.formError ? (
        <Alert color={reply.reason === "conflict" ? "orange" : "red"} variant="light" role="alert">
          {reply.formError}
        </Alert>
      ) : null}
      <SubmissionRecord
        submission={{ ...submission, mark: isAwaiting ? null : submission.mark }}
        renderFile={fileLink(submission.id)}
      />
      {isAwaiting && submission.mark ? (
        <Paper withBorder p="sm" radius="md">
          <Text fw={600}>{m.referredBackByModerator()}</Text>
          <Text size="sm">
            {submission.mark.moderation?.moderatorName}: {submission.mark.moderation?.comment}
          </Text>
          <Text size="sm" c="dimmed">
            {m.earlierDecision({
              outcome: submission.mark.outcomeLabel,
              name: submission.mark.markedByName,
              at: submission.mark.markedAt,
            })}
          </Text>
        </Paper>
      ) : null}
      {isAwaiting && canMark ? (
        <Paper
          withBorder
          p={{ base: "sm", sm: "lg" }}
          radius="md"
          component="section"
          aria-label={m.markThisSubmission()}
        >
          <Form method="post">
            <input type="hidden" name="intent" value={ASSIGNMENT_INTENTS.mark} />
            <input type="hidden" name="version" value={submission.version} />
            <Stack gap="md">
              <Title order={2} size="h4">
                {m.markThisSubmission()}
              </Title>
              {content.criteria.map((criterion) => (
                <Stack key={criterion.id} gap={6}>
                  {content.marking === "competence" ? (
                    <Radio.Group
                      name={criterionOutcomeField(criterion.id)}
                      label={criterion.title}
                      description={criterion.description}
                      error={errors[criterionOutcomeField(criterion.id)]}
                    >
                      <Group mt="xs">
                        <Radio value="competent" label={m.outcomeCompetent()} />
                        <Radio value="not-yet-competent" label={m.outcomeNotYetCompetent()} />
                      </Group>
                    </Radio.Group>
                  ) : (
                    <Select
                      name={criterionLevelField(criterion.id)}
                      label={criterion.title}
                      description={criterion.description}
                      data={content.levels.map((level) => ({
                        value: level.id,
                        label: m.levelPoints({ label: level.label, points: level.points }),
                      }))}
                      error={errors[criterionLevelField(criterion.id)]}
                    />
                  )}
                  <Textarea
                    name={criterionCommentField(criterion.id)}
                    label={m.commentOn({ title: criterion.title })}
                    autosize
                    minRows={2}
                    maxLength={4000}
                  />
                </Stack>
              ))}
              <Textarea name="comment" label={m.overallComment()} autosize minRows={3} maxLength={4000} />
              <Group>
                <Button type="submit" loading={isSaving}>
                  {m.saveDecision()}
                </Button>
              </Group>
            </Stack>
          </Form>
        </Paper>
      ) : isAwaiting ? (
        <Text c="dimmed">{m.onlyNamedAssessorsMark()}</Text>
      ) : null}
      {submission.supersededMarks.length ? (
        <Stack gap="xs">
          <Title order={2} size="h4">
            {m.earlierDecisions()}
          </Title>
          {submission.supersededMarks.map((mark) => (
            <Paper key={`${mark.markedAt}-${mark.referral.signedAt}`} withBorder p="sm" radius="md">
              <Text fw={600}>
                {m.outcomeByOn({ outcome: mark.outcomeLabel, name: mark.markedByName, at: mark.markedAt })}
              </Text>
              {mark.criteria.map((criterion) => (
                <Text key={criterion.criterionId} size="sm">
                  {criterion.title}: {criterion.decision}
                  {criterion.comment ? `. ${criterion.comment}` : ""}
                </Text>
              ))}
              <Text size="sm" c="dimmed">
                {m.referralLine({
                  decision: mark.referral.decisionLabel,
                  name: mark.referral.moderatorName,
                  at: mark.referral.signedAt,
                  comment: mark.referral.comment,
                })}
              </Text>
            </Paper>
          ))}
        </Stack>
      ) : null}
      {detail.history.length ? (
        <Stack gap="xs">
          <Title order={2} size="h4">
            {m.earlierSubmissions()}
          </Title>
          {detail.history.map((earlier) => (
            <SubmissionRecord key={earlier.id} submission={earlier} renderFile={fileLink(earlier.id)} />
          ))}
        </Stack>
      ) : null}
      <Anchor component={Link} to={`${base}/assignments`}>
        {m.backToMarkingQueue()}
      </Anchor>
    </Stack>
  );
}

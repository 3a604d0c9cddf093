import { Alert, Anchor, Badge, Button, Group, NumberInput, Paper, Stack, Text, Textarea, Title } from "@mantine/core";
import { Form, Link, useNavigation } from "react-router";
import { StaleSaveNotice } from "~/components/stale-save-notice";
import { useFormatDate } from "~/lib/use-site-time-zone";
import type { AttemptForMarking } from "../marking/essay-marking.server";
import * as m from "./messages";
import { RichHtml } from "./rich-html";

export interface EssayMarkingReply {
  formError: string | null;
  fieldErrors: Record<string, string>;
  isStale: boolean;
}

interface EssayMarkingScreenProps {
  courseId: string;
  courseName: string;
  attempt: AttemptForMarking;
  /** The signed-in person is a named assessor of the course. */
  canMark: boolean;
  reply: EssayMarkingReply | null;
}

/** One attempt's essays as the learner saw them, their answers and the marking guide; points and a comment each. */
export function EssayMarkingScreen({ courseId, courseName, attempt, canMark, reply }: EssayMarkingScreenProps) {
  const navigation = useNavigation();
  const { dateTime: formatDateTime } = useFormatDate();
  const queue = `/course-assessment/${encodeURIComponent(courseId)}/essays`;
  const isOpen = attempt.status === "awaiting-marking";
  const editable = canMark && isOpen;
  return (
    <Paper withBorder p={{ base: "md", sm: "xl" }} radius="md">
      <Stack gap="md">
        <div>
          <Anchor component={Link} to={queue} size="sm">
            {m.backToEssayQueue()}
          </Anchor>
          <Title order={1} size="h2" mt={4}>
            {m.markEssaysOf({ name: attempt.learnerName })}
          </Title>
          <Text c="dimmed">
            {attempt.submittedAt
              ? m.attemptMetaSubmitted({
                  course: courseName,
                  quiz: attempt.quizTitle,
                  number: attempt.attemptNumber,
                  at: formatDateTime(attempt.submittedAt),
                })
              : m.attemptMeta({ course: courseName, quiz: attempt.quizTitle, number: attempt.attemptNumber })}
          </Text>
          <Badge
            mt={4}
            color={isOpen ? "var(--campus-warning-fill)" : "var(--campus-success-fill)"}
            c="var(--mantine-color-text)"
            variant="light"
          >
            {isOpen ? m.awaitingMarking() : m.marked()}
          </Badge>
        </div>
        {canMark ? null : (
          <Alert color="campus" variant="light">
            {m.onlyNamedAssessors()}
          </Alert>
        )}
        {reply?.isStale ? (
          <StaleSaveNotice
            message={reply.formError ?? ""}
            reloadTo={`${queue}/${encodeURIComponent(attempt.attemptId)}`}
          />
        ) : reply?.formError ? (
          <Alert color="red" role="alert">
            {reply.formError}
          </Alert>
        ) : null}
        <Form method="post">
          <input type="hidden" name="version" value={attempt.version} />
          <Stack gap="lg">
            {attempt.essays.map((essay, index) => {
              const pointsField = `points-${essay.questionId}`;
              const commentField = `comment-${essay.questionId}`;
              return (
                <Paper
                  key={essay.questionId}
                  withBorder
                  p="md"
                  radius="md"
                  component="section"
                  aria-label={m.essayN({ number: index + 1 })}
                >
                  <Stack gap="sm">
                    <Title order={2} size="h4">
                      {m.essayTitle({ number: index + 1, title: essay.title })}
                    </Title>
                    <RichHtml html={essay.stemHtml} />
                    <div>
                      <Text fw={600} size="sm">
                        {m.learnersAnswer()}
                      </Text>
                      <Text style={{ whiteSpace: "pre-wrap" }}>{essay.answerText}</Text>
                    </div>
                    {essay.markingGuideHtml ? (
                      <div>
                        <Text fw={600} size="sm">
                          {m.markingGuide()}
                        </Text>
                        <RichHtml html={essay.markingGuideHtml} />
                      </div>
                    ) : null}
                    {essay.mark ? (
                      <Text size="sm" c="dimmed">
                        {essay.mark.markedByName
                          ? m.markedOfBy({
                              points: essay.mark.points,
                              max: essay.maxPoints,
                              name: essay.mark.markedByName,
                              at: formatDateTime(essay.mark.markedAt),
                            })
                          : m.markedOf({
                              points: essay.mark.points,
                              max: essay.maxPoints,
                              at: formatDateTime(essay.mark.markedAt),
                            })}
                      </Text>
                    ) : null}
                    {editable ? (
                      <Group align="flex-start" wrap="wrap">
                        <NumberInput
                          name={pointsField}
                          label={m.pointsForEssay({ number: index + 1, max: essay.maxPoints })}
                          min={0}
                          max={essay.maxPoints}
                          allowDecimal={false}
                          allowNegative={false}
                          defaultValue={essay.mark?.points ?? ""}
                          error={reply?.fieldErrors[pointsField]}
                          w={220}
                        />
                        <Textarea
                          name={commentField}
                          label={m.commentForEssay({ number: index + 1 })}
                          description={m.learnerSeesComment()}
                          autosize
                          minRows={2}
                          maxLength={5000}
                          defaultValue={essay.mark?.comment ?? ""}
                          error={reply?.fieldErrors[commentField]}
                          style={{ flex: "1 1 260px" }}
                        />
                      </Group>
                    ) : essay.mark?.comment ? (
                      <Text size="sm">{m.commentLine({ comment: essay.mark.comment })}</Text>
                    ) : null}
                  </Stack>
                </Paper>
              );
            })}
            {editable ? (
              <Group>
                <Button type="submit" loading={navigation.state === "submitting"}>
                  {m.saveMarks()}
                </Button>
              </Group>
            ) : null}
          </Stack>
        </Form>
      </Stack>
    </Paper>
  );
}

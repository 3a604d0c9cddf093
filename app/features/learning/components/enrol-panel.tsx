import { Anchor, Button, Input, Paper, Stack, Text, Title } from "@mantine/core";
import { Form, Link, useNavigation } from "react-router";
import { Notice } from "~/components/notice";
import { formatNumber } from "~/lib/i18n/format";
import { enrolReturnQuery, formatCourseDuration } from "../duration";
import type { OnlineCourseOverview } from "../online-course-overview.server";
import classes from "./enrol-panel.module.css";
import * as m from "./messages";
import { PrerequisiteList } from "./prerequisite-list";

export const ENROL_INTENT = "enrol";
export const REQUEST_PLACE_INTENT = "request-place";

/** What the course page's enrol action answered: a refusal's message, or the request's confirmation. */
export interface EnrolReply {
  ok: boolean;
  formError?: string | null;
  message?: string;
  fieldErrors?: Record<string, string>;
}

interface EnrolPanelProps {
  course: { id: string; slug: string; name: string };
  overview: OnlineCourseOverview;
  reply: EnrolReply | undefined;
}

/** The course's facts and its one next step: Continue, Enrol, or Request a place. */
export function EnrolPanel({ course, overview, reply }: EnrolPanelProps) {
  const { lessonCount, durationMinutes, offersCertificate } = overview;
  return (
    <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md" id="enrol" shadow="xs">
      <Stack gap="md">
        <Title order={2} size="h3">
          {overview.standing.kind === "reader" ? m.yourCourse() : m.takeThisCourse()}
        </Title>
        {/* Plain text and CSS: this public page keeps within its JavaScript budget (no icon or Alert chunks). */}
        <dl className={classes.facts}>
          {durationMinutes ? (
            <div>
              <dt>{m.duration()}</dt>
              <dd>{formatCourseDuration(durationMinutes)}</dd>
            </div>
          ) : null}
          <div>
            <dt>{m.lessons()}</dt>
            <dd>
              {m.lessonsInChapters({
                lessons: formatNumber(lessonCount),
                chapters: m.chapterCount({ count: overview.chapters.length }),
              })}
            </dd>
          </div>
          {offersCertificate ? (
            <div>
              <dt>{m.certificate()}</dt>
              <dd>{m.onCompletion()}</dd>
            </div>
          ) : null}
        </dl>
        {overview.standing.kind === "reader" ? null : <PrerequisiteList prerequisites={overview.prerequisites} />}
        {reply?.formError ? (
          <Notice tone="error" role="alert">
            {reply.formError}
          </Notice>
        ) : null}
        {reply?.ok && reply.message ? (
          <Notice tone="info" role="status">
            {reply.message}
          </Notice>
        ) : (
          <NextStep course={course} overview={overview} reply={reply} />
        )}
      </Stack>
    </Paper>
  );
}

function NextStep({ course, overview, reply }: EnrolPanelProps) {
  const navigation = useNavigation();
  const isSubmitting = navigation.state === "submitting";
  const { standing, isSelfEnrolmentOpen } = overview;
  if (standing.kind === "reader") {
    return (
      <Stack gap="sm">
        <Text>{standing.isEnrolled ? m.youEnrolledCourse() : m.youTeachCourse()}</Text>
        <Button component={Link} to={`/course/${course.id}`} size="md">
          {standing.isEnrolled ? m.continueLabel() : m.openTheCourse()}
        </Button>
      </Stack>
    );
  }
  if (standing.kind === "signed-out") {
    const query = isSelfEnrolmentOpen
      ? enrolReturnQuery(course.id)
      : `?${new URLSearchParams({ redirectTo: `/course-overview/${course.slug}` })}`;
    return (
      <Stack gap="sm">
        <Text>{isSelfEnrolmentOpen ? m.openEnrolmentSignCreateFree() : m.instructorEnrolsStudentsCourseSign()}</Text>
        <Button component={Link} to={`/sign-in${query}`} size="md">
          {isSelfEnrolmentOpen ? m.enrol() : m.requestAPlace()}
        </Button>
        <Text size="sm">
          {m.newHere()}{" "}
          <Anchor component={Link} to={`/sign-up${query}`}>
            {m.createAnAccount()}
          </Anchor>
        </Text>
      </Stack>
    );
  }
  if (isSelfEnrolmentOpen) {
    return (
      <Form method="post">
        <input type="hidden" name="intent" value={ENROL_INTENT} />
        <Stack gap="sm">
          <Text>{m.openEnrolmentEnrolFirstLesson()}</Text>
          <Button type="submit" size="md" loading={isSubmitting}>
            {m.enrol()}
          </Button>
        </Stack>
      </Form>
    );
  }
  if (standing.request?.status === "pending") {
    return (
      <Notice tone="info" role="status" title={m.placeRequested()}>
        {m.youAskedPlaceCourseInstructor()}
      </Notice>
    );
  }
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={REQUEST_PLACE_INTENT} />
      <Stack gap="sm">
        <Text>
          {standing.request?.status === "declined"
            ? m.earlierRequestDeclinedYouMay()
            : m.instructorEnrolsStudentsCourseAsk()}
        </Text>
        <Input.Wrapper
          label={m.messageInstructorOptional()}
          labelElement="label"
          id="place-message"
          error={reply?.fieldErrors?.message}
        >
          <Input
            component="textarea"
            id="place-message"
            name="message"
            maxLength={1000}
            rows={3}
            error={Boolean(reply?.fieldErrors?.message)}
            classNames={{ input: classes.message }}
          />
        </Input.Wrapper>
        <Button type="submit" size="md" loading={isSubmitting}>
          {m.requestAPlace()}
        </Button>
      </Stack>
    </Form>
  );
}

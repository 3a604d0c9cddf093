import { Anchor, Button, Input, Paper, Stack, Text, Title } from "@mantine/core";
import { Form, Link, useNavigation } from "react-router";
import { Notice } from "~/components/notice";
import { enrolReturnQuery, formatCourseDuration } from "../duration";
import type { OnlineCourseOverview } from "../online-course-overview.server";
import classes from "./enrol-panel.module.css";
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
          {overview.standing.kind === "reader" ? "Your course" : "Take this course"}
        </Title>
        {/* Plain text and CSS: this public page keeps within its JavaScript budget (no icon or Alert chunks). */}
        <dl className={classes.facts}>
          {durationMinutes ? (
            <div>
              <dt>Duration</dt>
              <dd>{formatCourseDuration(durationMinutes)}</dd>
            </div>
          ) : null}
          <div>
            <dt>Lessons</dt>
            <dd>
              {lessonCount} in {overview.chapters.length === 1 ? "1 chapter" : `${overview.chapters.length} chapters`},
              at your own pace
            </dd>
          </div>
          {offersCertificate ? (
            <div>
              <dt>Certificate</dt>
              <dd>On completion</dd>
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
        <Text>{standing.isEnrolled ? "You are enrolled in this course." : "You teach this course."}</Text>
        <Button component={Link} to={`/course/${course.id}`} size="md">
          {standing.isEnrolled ? "Continue" : "Open the course"}
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
        <Text>
          {isSelfEnrolmentOpen
            ? "Open for enrolment. Sign in or create a free account, and the first lesson opens."
            : "The instructor enrols students in this course. Sign in or create a free account to request a place."}
        </Text>
        <Button component={Link} to={`/sign-in${query}`} size="md">
          {isSelfEnrolmentOpen ? "Enrol" : "Request a place"}
        </Button>
        <Text size="sm">
          New here?{" "}
          <Anchor component={Link} to={`/sign-up${query}`}>
            Create an account
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
          <Text>Open for enrolment: enrol and the first lesson opens.</Text>
          <Button type="submit" size="md" loading={isSubmitting}>
            Enrol
          </Button>
        </Stack>
      </Form>
    );
  }
  if (standing.request?.status === "pending") {
    return (
      <Notice tone="info" role="status" title="Place requested">
        You asked for a place in this course. The instructor will let you know by email.
      </Notice>
    );
  }
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={REQUEST_PLACE_INTENT} />
      <Stack gap="sm">
        <Text>
          {standing.request?.status === "declined"
            ? "Your earlier request was declined. You may ask again, saying why you would like a place."
            : "The instructor enrols students in this course. Ask for a place and you will hear back by email."}
        </Text>
        <Input.Wrapper
          label="Message to the instructor (optional)"
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
          Request a place
        </Button>
      </Stack>
    </Form>
  );
}

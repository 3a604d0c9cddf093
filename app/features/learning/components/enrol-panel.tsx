import { Alert, Anchor, Button, Divider, Group, Paper, Stack, Text, Textarea, Title } from "@mantine/core";
import { IconCertificate, IconClock, IconListDetails } from "@tabler/icons-react";
import { Form, Link, useNavigation } from "react-router";
import { enrolReturnQuery, formatCourseDuration } from "../duration";
import type { OnlineCourseOverview } from "../online-course-overview.server";

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
        <Stack gap={6}>
          {durationMinutes ? (
            <Group gap="xs" wrap="nowrap">
              <IconClock size={18} aria-hidden="true" />
              <Text>{formatCourseDuration(durationMinutes)}</Text>
            </Group>
          ) : null}
          <Group gap="xs" wrap="nowrap">
            <IconListDetails size={18} aria-hidden="true" />
            <Text>
              {lessonCount === 1 ? "1 lesson" : `${lessonCount} lessons`} in{" "}
              {overview.chapters.length === 1 ? "1 chapter" : `${overview.chapters.length} chapters`}, at your own pace
            </Text>
          </Group>
          {offersCertificate ? (
            <Group gap="xs" wrap="nowrap">
              <IconCertificate size={18} aria-hidden="true" />
              <Text>Certificate of completion</Text>
            </Group>
          ) : null}
        </Stack>
        <Divider />
        {reply?.formError ? (
          <Alert color="red" role="alert">
            {reply.formError}
          </Alert>
        ) : null}
        {reply?.ok && reply.message ? (
          <Alert color="teal" role="status">
            {reply.message}
          </Alert>
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
      <Alert color="blue" role="status" title="Place requested">
        You asked for a place in this course. The instructor will let you know by email.
      </Alert>
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
        <Textarea
          label="Message to the instructor (optional)"
          name="message"
          maxLength={1000}
          autosize
          minRows={2}
          error={reply?.fieldErrors?.message}
        />
        <Button type="submit" size="md" loading={isSubmitting}>
          Request a place
        </Button>
      </Stack>
    </Form>
  );
}

import { Alert, Anchor, Button, Container, Image, List, Paper, Stack, Text, Title, Typography } from "@mantine/core";
import { Form, Link, useActionData, useNavigation } from "react-router";
import { LEARNING_INTENTS, type LearningActionData } from "~/features/content-blocks/viewers/viewer-blocks";
import type { PrerequisiteStanding } from "~/features/courses/course-prerequisites.server";
import type { CourseSummary } from "../course-viewer.server";
import { enrolReturnQuery } from "../duration";
import * as m from "./messages";
import { PrerequisiteList } from "./prerequisite-list";

interface CourseOverviewProps {
  course: CourseSummary;
  chapters: Array<{ id: string; title: string; lessons: Array<{ id: string; title: string }> }>;
  isSelfEnrolmentOpen: boolean;
  prerequisites: PrerequisiteStanding[];
  isSignedIn: boolean;
  signInPath: string;
}

/** What anyone who may not read the lessons sees: what the course covers and how to enrol. */
export function CourseOverview(props: CourseOverviewProps) {
  const { course, chapters, isSelfEnrolmentOpen, prerequisites, isSignedIn, signInPath } = props;
  const navigation = useNavigation();
  // Enrolment can close between loading this page and pressing Enrol: say so.
  const actionData = useActionData<LearningActionData>();
  const enrolError = actionData?.intent === "error" ? actionData.message : null;
  return (
    <Container size={800} py="xl">
      <Stack gap="lg">
        {course.coverUrl ? <Image src={course.coverUrl} alt="" radius="md" /> : null}
        <Stack gap={4}>
          <Title order={1}>{course.name}</Title>
          {course.subtitle ? (
            <Text size="lg" c="dimmed">
              {course.subtitle}
            </Text>
          ) : null}
        </Stack>
        {course.descriptionHtml ? (
          <Typography>
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the course description is sanitised on save. */}
            <div dangerouslySetInnerHTML={{ __html: course.descriptionHtml }} />
          </Typography>
        ) : null}

        <Paper withBorder p="lg" radius="md" bg="var(--campus-current-bg)">
          <Stack gap="sm">
            <Title order={2} size="h3">
              {m.howToEnrol()}
            </Title>
            <PrerequisiteList prerequisites={prerequisites} />
            {enrolError ? (
              <Text c="red.8" role="alert">
                {enrolError}
              </Text>
            ) : null}
            {isSelfEnrolmentOpen ? (
              isSignedIn ? (
                <Form method="post">
                  <input type="hidden" name="intent" value={LEARNING_INTENTS.enrol} />
                  <Stack gap="sm" align="flex-start">
                    <Text>{m.courseOpenEnrolmentEnrolNow()}</Text>
                    <Button type="submit" loading={navigation.state === "submitting"}>
                      {m.enrol()}
                    </Button>
                  </Stack>
                </Form>
              ) : (
                <Stack gap="sm" align="flex-start">
                  <Text>{m.courseOpenEnrolmentSignCreate()}</Text>
                  {/* Signed in (or up) from here, they come back enrolled, in the first lesson. */}
                  <Button component={Link} to={`/sign-in${enrolReturnQuery(course.id)}`}>
                    {m.enrol()}
                  </Button>
                  <Text size="sm">
                    {m.newHere()}{" "}
                    <Anchor component={Link} to={`/sign-up${enrolReturnQuery(course.id)}`}>
                      {m.createAnAccount()}
                    </Anchor>
                  </Text>
                </Stack>
              )
            ) : (
              <Stack gap="sm" align="flex-start">
                <Text>{m.instructorEnrolsStudentsCourseAsk2()}</Text>
                {/* course-overview/{slug} also finds a course by its id. */}
                <Button component={Link} to={`/course-overview/${course.id}#enrol`} variant="light">
                  {m.requestAPlace()}
                </Button>
                {isSignedIn ? null : (
                  <Text size="sm">
                    {(() => {
                      const [before, after] = m.alreadyEnrolledSignIn({ link: "\u0000" }).split("\u0000");
                      return (
                        <>
                          {before}
                          <Anchor component={Link} to={signInPath}>
                            {m.signIn()}
                          </Anchor>
                          {after}
                        </>
                      );
                    })()}
                  </Text>
                )}
              </Stack>
            )}
          </Stack>
        </Paper>

        <Stack gap="sm">
          <Title order={2} size="h3">
            {m.courseContents()}
          </Title>
          {chapters.length === 0 ? (
            <Alert color="gray" variant="light">
              {m.chaptersCourseBeingPrepared()}
            </Alert>
          ) : (
            chapters.map((chapter) => (
              <Stack key={chapter.id} gap={4}>
                <Title order={3} size="h5">
                  {chapter.title}
                </Title>
                {chapter.lessons.length > 0 ? (
                  <List size="sm" spacing={2}>
                    {chapter.lessons.map((lesson) => (
                      <List.Item key={lesson.id}>{lesson.title}</List.Item>
                    ))}
                  </List>
                ) : null}
              </Stack>
            ))
          )}
        </Stack>
      </Stack>
    </Container>
  );
}

import { Anchor, Button, Container, Paper, Stack, Text, Title } from "@mantine/core";
import { Form, Link } from "react-router";
import { Notice } from "~/components/notice";
import { formatCourseDuration } from "../../duration";
import { ENROL_IN_PATH_INTENT } from "../paths.schema";
import type { PublicPathView } from "../public-paths.server";
import * as m from "./messages";

export type PathStanding = "signed-out" | "signed-in" | "enrolled" | "completed";

/** /paths/{slug}: the path's courses in order, and how to take it (a plain document, decision 0056). */
export function PublicPathPage({
  path,
  standing,
  formError,
}: {
  path: PublicPathView;
  standing: PathStanding;
  formError: string | null;
}) {
  return (
    <Container size="md" py="xl">
      <Stack gap="xl">
        <Stack gap="sm">
          <Anchor component={Link} to="/paths" size="sm">
            {m.allLearningPaths()}
          </Anchor>
          <Title order={1}>{path.title}</Title>
          {path.summary ? <Text size="lg">{path.summary}</Text> : null}
        </Stack>
        {path.descriptionHtml ? (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the description is sanitised with the rich-text allowlist on save.
          <div className="rich-text" dangerouslySetInnerHTML={{ __html: path.descriptionHtml }} />
        ) : null}
        <Stack gap="sm">
          <Title order={2} size="h3">
            {m.coursesPath()}
          </Title>
          <Text c="var(--campus-text-muted)">
            {(() => {
              const courses = m.courseCount({ count: path.courses.length });
              const duration = path.totalMinutes ? formatCourseDuration(path.totalMinutes) : null;
              if (duration) {
                return path.offersCertificate
                  ? m.takenInOrderDurationCertificate({ courses, duration })
                  : m.takenInOrderDuration({ courses, duration });
              }
              return path.offersCertificate ? m.takenInOrderCertificate({ courses }) : m.takenInOrder({ courses });
            })()}
          </Text>
          <ol>
            {path.courses.map((course) => (
              <li key={course.id}>
                <Text component="span" fw={600}>
                  {course.overviewPath ? (
                    <Anchor component={Link} to={course.overviewPath}>
                      {course.name}
                    </Anchor>
                  ) : (
                    course.name
                  )}
                </Text>
                {course.subtitle ? <Text size="sm">{course.subtitle}</Text> : null}
                {course.durationMinutes ? (
                  <Text size="sm" c="var(--campus-text-muted)">
                    {formatCourseDuration(course.durationMinutes)}
                  </Text>
                ) : null}
              </li>
            ))}
          </ol>
        </Stack>
        <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md" id="enrol">
          <Stack gap="md">
            <Title order={2} size="h3">
              {m.takeThisPath()}
            </Title>
            {formError ? (
              <Notice tone="error" role="alert">
                {formError}
              </Notice>
            ) : null}
            <NextStep path={path} standing={standing} />
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}

function NextStep({ path, standing }: { path: PublicPathView; standing: PathStanding }) {
  if (standing === "enrolled" || standing === "completed") {
    return (
      <Stack gap="sm">
        <Text>{standing === "completed" ? m.youHaveCompletedPath() : m.youEnrolledPathEachCourses()}</Text>
        <Button component={Link} to="/my-learning" size="md">
          {m.goMyLearning()}
        </Button>
      </Stack>
    );
  }
  if (!path.isOpenForSelfEnrolment) {
    return (
      <Stack gap="sm">
        <Text>{m.placesPathArrangedUsSome()}</Text>
        <Button component={Link} to="/contact-us" size="md" variant="default">
          {m.contactUsAboutPlace()}
        </Button>
      </Stack>
    );
  }
  if (standing === "signed-out") {
    const query = `?${new URLSearchParams({ redirectTo: `/paths/${path.slug}` })}`;
    return (
      <Stack gap="sm">
        <Text>{m.openEnrolmentSignCreateFree()}</Text>
        <Button component={Link} to={`/sign-in${query}`} size="md">
          {m.signEnrol()}
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
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={ENROL_IN_PATH_INTENT} />
      <Stack gap="sm">
        <Text>{m.openEnrolmentYouEnrolledEvery()}</Text>
        <Button type="submit" size="md">
          {m.enrolPath()}
        </Button>
      </Stack>
    </Form>
  );
}

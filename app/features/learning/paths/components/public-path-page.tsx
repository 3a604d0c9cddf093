import { Anchor, Button, Container, Paper, Stack, Text, Title } from "@mantine/core";
import { Form, Link } from "react-router";
import { Notice } from "~/components/notice";
import { formatCourseDuration } from "../../duration";
import { ENROL_IN_PATH_INTENT } from "../paths.schema";
import type { PublicPathView } from "../public-paths.server";

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
            ← All learning paths
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
            Courses in this path
          </Title>
          <Text c="var(--campus-text-muted)">
            {path.courses.length === 1 ? "1 course" : `${path.courses.length} courses`}, taken in this order
            {path.totalMinutes ? `. ${formatCourseDuration(path.totalMinutes)} in all` : ""}
            {path.offersCertificate ? ". A path certificate when you complete them all." : "."}
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
              Take this path
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
        <Text>
          {standing === "completed"
            ? "You have completed this path."
            : "You are enrolled in this path and each of its courses."}
        </Text>
        <Button component={Link} to="/my-learning" size="md">
          Go to My learning
        </Button>
      </Stack>
    );
  }
  if (!path.isOpenForSelfEnrolment) {
    return (
      <Stack gap="sm">
        <Text>
          Places on this path are arranged with us: some of its courses are enrolled by an instructor or bought. Contact
          us and we will enrol you in the whole path.
        </Text>
        <Button component={Link} to="/contact-us" size="md" variant="default">
          Contact us about a place
        </Button>
      </Stack>
    );
  }
  if (standing === "signed-out") {
    const query = `?${new URLSearchParams({ redirectTo: `/paths/${path.slug}` })}`;
    return (
      <Stack gap="sm">
        <Text>Open for enrolment. Sign in or create a free account, then enrol in the path.</Text>
        <Button component={Link} to={`/sign-in${query}`} size="md">
          Sign in to enrol
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
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={ENROL_IN_PATH_INTENT} />
      <Stack gap="sm">
        <Text>Open for enrolment: you are enrolled in every course of the path, and the first one opens.</Text>
        <Button type="submit" size="md">
          Enrol in this path
        </Button>
      </Stack>
    </Form>
  );
}

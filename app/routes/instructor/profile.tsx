import { Anchor, Avatar, Badge, Button, Card, Group, Image, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { EmptyState } from "~/components/empty-state";
import { getInstructorProfile } from "~/features/instructor-dashboard/instructor-profile.server";
import { pageTitle } from "~/lib/page-title";
import { refusalResponse } from "~/lib/refusal";
import { ROLE_LABELS } from "~/lib/roles";
import type { RouteAccess } from "~/lib/route-access";
import { requireInstructor } from "~/platform/auth/session.server";
import { getDb } from "~/server/app-context.server";
import type { UserRole } from "~db/schema";
import type { Route } from "./+types/profile";
import * as m from "./messages";

export const access = { read: "staff" } satisfies RouteAccess;

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(m.instructorProfile(), matches);

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireInstructor(request);
  const profile = await getInstructorProfile(getDb(), user.id);
  if (!profile.ok) throw refusalResponse(profile);
  return { user: profile.user, courses: profile.courses, courseCount: profile.courseCount };
}

export default function InstructorProfile({ loaderData }: Route.ComponentProps) {
  const { user, courses, courseCount } = loaderData;
  return (
    <Stack gap="lg" maw={960}>
      <Title order={1} size="h2">
        {m.profile()}
      </Title>
      <Card withBorder radius="md" p="lg">
        <Group align="flex-start" wrap="wrap" gap="lg">
          <Avatar
            src={user.image}
            alt={user.image ? m.pictureOf({ name: user.name }) : undefined}
            size={96}
            radius={96}
            color="campus"
          >
            {user.name
              .split(/\s+/)
              .map((part) => part[0])
              .join("")
              .slice(0, 2)
              .toUpperCase()}
          </Avatar>
          <Stack gap={6} style={{ flex: 1, minWidth: 220 }}>
            <Group gap="xs">
              <Title order={2} size="h3">
                {user.name}
              </Title>
              <Badge variant="light">{ROLE_LABELS[user.role as UserRole] ?? user.role}</Badge>
            </Group>
            <Text c="var(--campus-text-muted)">{user.email}</Text>
            {user.bio ? (
              <Text style={{ whiteSpace: "pre-line" }}>{user.bio}</Text>
            ) : (
              <Text c="var(--campus-text-muted)">{m.noBio()}</Text>
            )}
            <Group mt="xs">
              <Button component={Link} to="/edit-profile" variant="default" size="sm">
                {m.editProfile()}
              </Button>
              <Button component={Link} to="/profile" variant="subtle" size="sm">
                {m.changePicture()}
              </Button>
            </Group>
          </Stack>
        </Group>
      </Card>
      <Group justify="space-between" align="baseline" wrap="wrap">
        <Title order={2} size="h3">
          {m.myCourses()}
        </Title>
        {/* The newest few here; every one on the courses page (decision 0136-course-pickers). */}
        {courseCount > 0 ? (
          <Anchor component={Link} to="/instructor/courses">
            {m.allYourCourses({ count: courseCount })}
          </Anchor>
        ) : null}
      </Group>
      {courses.length === 0 ? (
        <EmptyState heading={m.noCoursesYet()} text={m.coursesYouTeach()}>
          <Anchor component={Link} to="/instructor/courses">
            {m.goToCourses()}
          </Anchor>
        </EmptyState>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          {courses.map((course) => (
            <Card key={course.id} withBorder radius="md" padding="sm">
              {course.coverUrl ? (
                <Card.Section>
                  <Image src={course.coverUrl} alt="" h={120} fit="cover" />
                </Card.Section>
              ) : null}
              <Stack gap={6} mt={course.coverUrl ? "sm" : 0}>
                <Text fw={600}>{course.name}</Text>
                <Group gap="xs">
                  <Badge color={course.isPublished ? "teal" : "gray"} variant="light">
                    {course.isPublished ? m.published() : m.draft()}
                  </Badge>
                  <Anchor component={Link} to={`/edit-course/${course.id}`} size="sm">
                    {m.editCourse({ name: course.name })}
                  </Anchor>
                </Group>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

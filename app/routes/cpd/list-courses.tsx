import { Badge, Button, Card, Container, Group, SimpleGrid, Stack, Text, TextInput, Title } from "@mantine/core";
import { IconMapPin, IconPlus, IconSearch, IconUser } from "@tabler/icons-react";
import { Form, Link } from "react-router";
import { EmptyState } from "~/components/empty-state";
import { listCpdCourses } from "~/features/cpd-courses/cpd-courses.server";
import { pageTitle } from "~/lib/page-title";
import type { RouteAccess } from "~/lib/route-access";
import { requireInstructor } from "~/platform/auth/session.server";
import { getDb } from "~/server/app-context.server";
import type { Route } from "./+types/list-courses";
import * as m from "./messages";

export const access = { read: "staff" } satisfies RouteAccess;

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(m.courses(), matches);

export async function loader({ request }: Route.LoaderArgs) {
  await requireInstructor(request);
  const query = (new URL(request.url).searchParams.get("q") ?? "").slice(0, 100);
  return { courses: await listCpdCourses(getDb(), query), query };
}

export default function ListCoursesPage({ loaderData }: Route.ComponentProps) {
  const { courses, query } = loaderData;
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="center">
          <Title order={1}>{m.courses()}</Title>
          <Button component={Link} to="/course/add" leftSection={<IconPlus size={18} aria-hidden="true" />}>
            {m.addCourse()}
          </Button>
        </Group>
        <Form method="get" role="search" aria-label={m.searchCourses()}>
          <Group align="flex-end" gap="xs">
            <TextInput
              name="q"
              label={m.searchCourses()}
              placeholder={m.searchCoursesPlaceholder()}
              defaultValue={query}
              leftSection={<IconSearch size={16} aria-hidden="true" />}
              style={{ flex: 1 }}
              type="search"
            />
            <Button type="submit" variant="light">
              {m.search()}
            </Button>
          </Group>
        </Form>
        {courses.length === 0 ? (
          query ? (
            <EmptyState heading={m.noDataAvailable()} text={m.noCourseMatches({ query })}>
              <Button component={Link} to="/list-courses" variant="subtle">
                {m.showAllCourses()}
              </Button>
            </EmptyState>
          ) : (
            <EmptyState />
          )
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            {courses.map((course) => (
              <Card key={course.id} withBorder radius="md" padding="lg" component="article">
                <Stack gap="xs" h="100%">
                  <Title order={2} size="h4">
                    {course.courseName}
                  </Title>
                  <Badge variant="light" style={{ alignSelf: "flex-start" }}>
                    {course.courseCode}
                  </Badge>
                  <Group gap={6} wrap="nowrap">
                    <IconUser size={16} aria-hidden="true" />
                    <Text size="sm">
                      <Text span fw={600} size="sm">
                        {m.instructorLabel()}
                      </Text>{" "}
                      {course.instructorName}
                    </Text>
                  </Group>
                  {course.location ? (
                    <Group gap={6} wrap="nowrap">
                      <IconMapPin size={16} aria-hidden="true" />
                      <Text size="sm">
                        <Text span fw={600} size="sm">
                          {m.locationLabel()}
                        </Text>{" "}
                        {course.location}
                      </Text>
                    </Group>
                  ) : null}
                  <Text size="sm" lineClamp={3} style={{ flex: 1 }}>
                    {course.courseDescription}
                  </Text>
                  <Group justify="space-between" align="center">
                    <Text size="sm" c="dimmed">
                      {m.enrolledCount({ count: course.enrolledCount })}
                    </Text>
                    <Button
                      component={Link}
                      to={`/course-details/${course.id}`}
                      variant="light"
                      aria-label={m.viewDetailsOf({ name: course.courseName })}
                    >
                      {m.viewDetails()}
                    </Button>
                  </Group>
                </Stack>
              </Card>
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Container>
  );
}

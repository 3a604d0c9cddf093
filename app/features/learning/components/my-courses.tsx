import { Anchor, Badge, Group, type MantineSpacing, Paper, Progress, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import type { MyCourse } from "../my-courses.server";

interface MyCoursesProps {
  mt?: MantineSpacing;
  courses: MyCourse[];
}

/** The student's online courses with their progress, each opening where the course viewer starts. */
export function MyCourses({ courses, mt }: MyCoursesProps) {
  return (
    <Paper
      withBorder
      p={{ base: "md", sm: "xl" }}
      mt={mt}
      radius="md"
      component="section"
      aria-labelledby="my-courses-heading"
    >
      <Stack gap="md">
        <Title order={2} size="h3" id="my-courses-heading">
          My courses
        </Title>
        {courses.length === 0 ? (
          <Text c="dimmed">
            You are not enrolled in an online course yet. Browse our{" "}
            <Anchor component={Link} to="/courses/certification">
              certification courses
            </Anchor>{" "}
            or ask our training team to enrol you.
          </Text>
        ) : (
          <Stack gap="sm" component="ul" style={{ listStyle: "none", margin: 0, padding: 0 }}>
            {courses.map((course) => (
              <Paper component="li" key={course.id} withBorder p="md" radius="sm">
                <Stack gap={6}>
                  <Group justify="space-between" wrap="nowrap" align="flex-start">
                    <Anchor component={Link} to={`/course/${course.id}`} fw={600}>
                      {course.name}
                    </Anchor>
                    {course.completedAt ? <Badge color="teal">Completed</Badge> : null}
                  </Group>
                  {course.subtitle ? (
                    <Text size="sm" c="dimmed">
                      {course.subtitle}
                    </Text>
                  ) : null}
                  <Progress value={course.percent} color="teal" aria-label={`Progress in ${course.name}`} />
                  <Text size="sm">
                    {course.percent}% complete ({course.completedLessons} of {course.totalLessons} lessons)
                  </Text>
                </Stack>
              </Paper>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

import { Anchor, List, Stack, Text } from "@mantine/core";
import { Link } from "react-router";
import type { PrerequisiteStanding } from "~/features/courses/course-prerequisites.server";

/**
 * "Courses to complete first" (decision 0093-sequencing): each with a link to its page, and for a
 * signed-in learner whether it is done. Plain text: the public course page keeps its JS budget.
 */
export function PrerequisiteList({ prerequisites }: { prerequisites: PrerequisiteStanding[] }) {
  if (prerequisites.length === 0) return null;
  const allDone = prerequisites.every((course) => course.isComplete);
  return (
    <Stack gap={4} data-testid="prerequisites">
      <Text fw={600}>Courses to complete first</Text>
      <Text size="sm">
        {allDone
          ? "You have completed every course this one builds on."
          : "This course builds on the courses below: complete them before you enrol."}
      </Text>
      <List size="sm" spacing={2}>
        {prerequisites.map((course) => (
          <List.Item key={course.id}>
            <Anchor component={Link} to={`/course-overview/${encodeURIComponent(course.slug)}`}>
              {course.name}
            </Anchor>
            {course.isComplete ? " (completed)" : null}
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}

import { Anchor, List, Stack, Text } from "@mantine/core";
import { Link } from "react-router";
import type { PrerequisiteStanding } from "~/features/courses/course-prerequisites.server";
import * as m from "./messages";

/**
 * "Courses to complete first" (decision 0093-sequencing): each with a link to its page, and for a
 * signed-in learner whether it is done. Plain text: the public course page keeps its JS budget.
 */
export function PrerequisiteList({ prerequisites }: { prerequisites: PrerequisiteStanding[] }) {
  if (prerequisites.length === 0) return null;
  const allDone = prerequisites.every((course) => course.isComplete);
  return (
    <Stack gap={4} data-testid="prerequisites">
      <Text fw={600}>{m.coursesCompleteFirst()}</Text>
      <Text size="sm">{allDone ? m.youHaveCompletedEveryCourse() : m.courseBuildsCoursesBelowComplete()}</Text>
      <List size="sm" spacing={2}>
        {prerequisites.map((course) => (
          <List.Item key={course.id}>
            <Anchor component={Link} to={`/course-overview/${encodeURIComponent(course.slug)}`}>
              {course.name}
            </Anchor>
            {course.isComplete ? ` ${m.completedHidden()}` : null}
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}

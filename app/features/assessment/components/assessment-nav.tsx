import { Anchor, Breadcrumbs, Group } from "@mantine/core";
import { Link } from "react-router";
import * as m from "./messages";

/** The way between a course's assessment screens and back to the course's hub. */
export function AssessmentNav({ courseId, courseName }: { courseId: string; courseName?: string }) {
  const base = `/course-assessment/${courseId}`;
  return (
    <Group gap="md" wrap="wrap">
      <Breadcrumbs separator="·">
        <Anchor component={Link} to={base} size="sm">
          {courseName ? m.courseNameAssessment({ name: courseName }) : m.assessment()}
        </Anchor>
        <Anchor component={Link} to={`${base}/assignments`} size="sm">
          {m.markingQueue()}
        </Anchor>
        <Anchor component={Link} to={`${base}/moderation`} size="sm">
          {m.moderation()}
        </Anchor>
        <Anchor component={Link} to={`${base}/staff`} size="sm">
          {m.assessorsAndModerators()}
        </Anchor>
      </Breadcrumbs>
    </Group>
  );
}

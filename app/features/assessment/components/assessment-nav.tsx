import { Anchor, Breadcrumbs, Group } from "@mantine/core";
import { Link } from "react-router";

/** The way between a course's assessment screens and back to the course's hub. */
export function AssessmentNav({ courseId, courseName }: { courseId: string; courseName?: string }) {
  const base = `/course-assessment/${courseId}`;
  return (
    <Group gap="md" wrap="wrap">
      <Breadcrumbs separator="·">
        <Anchor component={Link} to={base} size="sm">
          {courseName ? `${courseName}: assessment` : "Assessment"}
        </Anchor>
        <Anchor component={Link} to={`${base}/assignments`} size="sm">
          Marking queue
        </Anchor>
        <Anchor component={Link} to={`${base}/moderation`} size="sm">
          Moderation
        </Anchor>
        <Anchor component={Link} to={`${base}/staff`} size="sm">
          Assessors and moderators
        </Anchor>
      </Breadcrumbs>
    </Group>
  );
}

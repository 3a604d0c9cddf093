import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Text } from "@mantine/core";
import { Link } from "react-router";
import type { AssessmentHub } from "../gradebook/assessment-hub.server";
import { AssessmentPage } from "./assessment-page";

interface HubLink {
  to: string;
  label: string;
  description: string;
  count?: number;
}

/** /course-assessment/{courseId}: every assessment page of the course, with what waits. */
export function AssessmentHubView({ hub, canEdit }: { hub: AssessmentHub; canEdit: boolean }) {
  const base = `/course-assessment/${hub.course.id}`;
  const bank: HubLink[] = canEdit
    ? [
        {
          to: `/edit-course/${hub.course.id}/question-bank`,
          label: "Question bank",
          description: "The questions this course's quizzes draw from, with import and export",
        },
      ]
    : [];
  const links: HubLink[] = [
    ...bank,
    { to: `${base}/gradebook`, label: "Gradebook", description: `${hub.learners} enrolled learners` },
    {
      to: `${base}/item-analysis`,
      label: "Item analysis",
      description: `${hub.bankQuizzes} quizzes drawn from the bank`,
    },
    {
      to: `${base}/essays`,
      label: "Essays to mark",
      description: "Essay answers waiting for an assessor",
      count: hub.awaiting.essays,
    },
    {
      to: `${base}/assignments`,
      label: "Assignments to mark",
      description: "Submissions waiting for an assessor",
      count: hub.awaiting.assignments,
    },
    {
      to: `${base}/moderation`,
      label: "Moderation",
      description: "Marks waiting for a moderator's sign-off",
      count: hub.awaiting.moderation,
    },
    { to: `${base}/staff`, label: "Assessors and moderators", description: `${hub.staff} named for this course` },
  ];
  return (
    <AssessmentPage
      back={{ to: "/assessment", label: "Assessment" }}
      title={`Assessment: ${hub.course.name}`}
      intro="Grades, marking and moderation of this course."
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {links.map((link) => (
          <Paper key={link.to} withBorder p="md" radius="md">
            <Stack gap={4}>
              <Group justify="space-between" wrap="nowrap">
                <Anchor component={Link} to={link.to} fw={600}>
                  {link.label}
                </Anchor>
                {link.count !== undefined ? (
                  <Badge variant={link.count > 0 ? "filled" : "light"} aria-label={`${link.count} waiting`}>
                    {link.count}
                  </Badge>
                ) : null}
              </Group>
              <Text size="sm" c="var(--campus-text-muted)">
                {link.description}
              </Text>
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
      {canEdit ? (
        <Anchor component={Link} to={`/edit-course/${hub.course.id}`} size="sm">
          Open the course builder
        </Anchor>
      ) : null}
    </AssessmentPage>
  );
}

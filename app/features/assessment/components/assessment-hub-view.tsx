import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Text } from "@mantine/core";
import { Link } from "react-router";
import type { AssessmentHub } from "../gradebook/assessment-hub.server";
import { AssessmentPage } from "./assessment-page";
import * as m from "./messages";

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
          label: m.questionBank(),
          description: m.questionBankHubText(),
        },
      ]
    : [];
  const links: HubLink[] = [
    ...bank,
    { to: `${base}/gradebook`, label: m.gradebook(), description: m.enrolledLearners({ count: hub.learners }) },
    {
      to: `${base}/item-analysis`,
      label: m.itemAnalysis(),
      description: m.bankQuizzes({ count: hub.bankQuizzes }),
    },
    {
      to: `${base}/essays`,
      label: m.essaysToMark(),
      description: m.essaysHubText(),
      count: hub.awaiting.essays,
    },
    {
      to: `${base}/assignments`,
      label: m.assignmentsToMark(),
      description: m.assignmentsHubText(),
      count: hub.awaiting.assignments,
    },
    {
      to: `${base}/moderation`,
      label: m.moderation(),
      description: m.moderationHubText(),
      count: hub.awaiting.moderation,
    },
    { to: `${base}/staff`, label: m.assessorsAndModerators(), description: m.staffNamed({ count: hub.staff }) },
  ];
  return (
    <AssessmentPage
      back={{ to: "/assessment", label: m.assessment() }}
      title={m.assessmentOf({ name: hub.course.name })}
      intro={m.hubIntro()}
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
                  <Badge variant={link.count > 0 ? "filled" : "light"} aria-label={m.waiting({ count: link.count })}>
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
          {m.openCourseBuilder()}
        </Anchor>
      ) : null}
    </AssessmentPage>
  );
}

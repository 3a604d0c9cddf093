import { Button, Container, Group, Paper, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import layout from "~/components/layout/page-layout.module.css";
import { CourseHeading } from "~/features/catalogue/components/course-heading";
import { PointList } from "~/features/catalogue/components/point-list";
import { formatNumber } from "~/lib/i18n/format";
import type { OnlineCourseOverview } from "../online-course-overview.server";
import { EnrolPanel, type EnrolReply } from "./enrol-panel";
import classes from "./enrol-panel.module.css";
import * as m from "./messages";

/** "Sipho Dlamini" → "SD": the instructor's badge without Mantine's Avatar (a public page's budget). */
function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return letters.map((word) => word?.[0]?.toUpperCase() ?? "").join("");
}

interface OnlineCoursePageProps {
  course: {
    id: string;
    slug: string;
    name: string;
    title: string;
    subtitle: string;
    type: string;
    coverUrl: string | null;
    descriptionHtml: string;
    outcome: string;
    requirements: string;
  };
  overview: OnlineCourseOverview;
  reply: EnrolReply | undefined;
  /** The price and Buy, when the course is sold (composed by the route: learning does not know selling). */
  buy?: ReactNode;
}

/** An online course's public page: what you learn, the outline (titles only), the instructor, and Enrol. */
export function OnlineCoursePage({ course, overview, reply, buy }: OnlineCoursePageProps) {
  const jumpLabel = overview.standing.kind === "reader" ? m.continueTheCourse() : m.enrolCourse();
  return (
    <Container size="lg" py="xl">
      <div className={layout.contentAndForm}>
        <Stack gap="xl">
          <CourseHeading
            course={course}
            isOnline
            jumpLink={
              <Button component="a" href="#enrol" fullWidth>
                {jumpLabel}
              </Button>
            }
          />
          {buy}
          {course.descriptionHtml ? (
            // biome-ignore lint/security/noDangerouslySetInnerHtml: the description is sanitised with the rich-text allowlist on save.
            <div className="rich-text" dangerouslySetInnerHTML={{ __html: course.descriptionHtml }} />
          ) : null}
          <Stack gap="xs">
            <Title order={2} size="h3">
              {m.whatYouWillLearn()}
            </Title>
            <PointList text={course.outcome} empty={m.instructorNotListedOutcomesYet()} />
          </Stack>
          <CourseOutline chapters={overview.chapters} />
          {course.requirements ? (
            <Stack gap="xs">
              <Title order={2} size="h3">
                {m.requirements()}
              </Title>
              <PointList text={course.requirements} />
            </Stack>
          ) : null}
          {overview.instructors.length > 0 ? (
            <Stack gap="sm">
              <Title order={2} size="h3">
                {overview.instructors.length === 1 ? m.yourInstructor() : m.yourInstructors()}
              </Title>
              {overview.instructors.map((instructor) => (
                <Group key={instructor.name} align="flex-start" wrap="nowrap" gap="md">
                  <span className={classes.initials} aria-hidden="true">
                    {initialsOf(instructor.name)}
                  </span>
                  <Stack gap={2}>
                    <Text fw={600}>{instructor.name}</Text>
                    {instructor.bio ? <Text c="var(--campus-text-soft)">{instructor.bio}</Text> : null}
                  </Stack>
                </Group>
              ))}
            </Stack>
          ) : null}
        </Stack>
        <div style={{ position: "sticky", top: 88 }}>
          <EnrolPanel course={course} overview={overview} reply={reply} />
        </div>
      </div>
    </Container>
  );
}

/** Chapters and their lessons' titles, numbered; never the lessons' content. */
function CourseOutline({ chapters }: { chapters: OnlineCourseOverview["chapters"] }) {
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {m.courseContents()}
      </Title>
      {chapters.length === 0 ? (
        <Text c="var(--campus-text-soft)">{m.lessonsCourseBeingPrepared()}</Text>
      ) : (
        <Stack gap="sm" component="ol" style={{ listStyle: "none", padding: 0, margin: 0 }}>
          {chapters.map((chapter, index) => (
            <Paper component="li" key={chapter.id} withBorder radius="md" p="md">
              <Group justify="space-between" align="baseline" wrap="nowrap" gap="sm">
                <Title order={3} size="h5">
                  <Text span c="dimmed" fw={500} mr={6}>
                    {index + 1}.
                  </Text>
                  {chapter.title}
                </Title>
                <Text size="sm" c="dimmed" style={{ whiteSpace: "nowrap" }}>
                  {m.lessonCount({ count: chapter.lessonCount })}
                </Text>
              </Group>
              <Stack component="ol" gap={4} mt="xs" pl="lg" style={{ margin: 0 }}>
                {chapter.lessonTitles.map((title, lessonIndex) => (
                  // Titles may repeat within a chapter; their order is their identity here.
                  // biome-ignore lint/suspicious/noArrayIndexKey: the list never reorders on the client.
                  <Text component="li" key={lessonIndex} size="sm">
                    {title}
                  </Text>
                ))}
                {chapter.lessonCount > chapter.lessonTitles.length ? (
                  <Text component="li" size="sm" c="dimmed" style={{ listStyle: "none" }}>
                    {m.andMore({ count: formatNumber(chapter.lessonCount - chapter.lessonTitles.length) })}
                  </Text>
                ) : null}
              </Stack>
            </Paper>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

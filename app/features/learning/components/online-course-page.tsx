import { Button, Container, Group, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import layout from "~/components/layout/page-layout.module.css";
import { CourseHeading } from "~/features/catalogue/components/course-heading";
import { PointList } from "~/features/catalogue/components/point-list";
import { formatNumber } from "~/lib/i18n/format";
import type { OnlineCourseOverview } from "../online-course-overview.server";
import outline from "./course-overview-outline.module.css";
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

/** A course of fewer chapters than this shows every chapter open, as a short outline reads best. */
const OPEN_EVERY_CHAPTER_BELOW = 10;

/**
 * The chapter a longer outline opens: an enrolled reader's first unfinished chapter, else the first.
 * The others are closed `<details>` with their titles inside (no JavaScript, found by search engines).
 */
function openChapterIndex(chapters: OnlineCourseOverview["chapters"]): number {
  const unfinished = chapters.findIndex(
    (chapter) => chapter.completedCount !== undefined && chapter.completedCount < chapter.lessonCount,
  );
  return Math.max(0, unfinished);
}

/**
 * Chapters with their lesson counts (an enrolled reader's progress) and lessons' titles, numbered by
 * the list; never the lessons' content. Plain elements: it repeats per chapter and lesson (decision
 * 0130-course-overview-size); the stylesheet reaches them by position.
 */
function CourseOutline({ chapters }: { chapters: OnlineCourseOverview["chapters"] }) {
  const openIndex = chapters.length < OPEN_EVERY_CHAPTER_BELOW ? null : openChapterIndex(chapters);
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {m.courseContents()}
      </Title>
      {chapters.length === 0 ? (
        <Text c="var(--campus-text-soft)">{m.lessonsCourseBeingPrepared()}</Text>
      ) : (
        <ol className={outline.chapters}>
          {chapters.map((chapter, index) => (
            <li key={chapter.id}>
              <details open={openIndex === null || index === openIndex}>
                <summary>
                  <h3>{chapter.title}</h3>
                  <span>
                    {chapter.completedCount === undefined
                      ? m.lessonCount({ count: chapter.lessonCount })
                      : m.chapterLessonsDone({ completed: chapter.completedCount, count: chapter.lessonCount })}
                  </span>
                </summary>
                <ol>
                  {chapter.lessonTitles.map((title, lessonIndex) => (
                    // Titles may repeat within a chapter; their order is their identity here.
                    // biome-ignore lint/suspicious/noArrayIndexKey: the list never reorders.
                    <li key={lessonIndex}>{title}</li>
                  ))}
                  {chapter.lessonCount > chapter.lessonTitles.length ? (
                    <li data-more="">
                      {m.andMore({ count: formatNumber(chapter.lessonCount - chapter.lessonTitles.length) })}
                    </li>
                  ) : null}
                </ol>
              </details>
            </li>
          ))}
        </ol>
      )}
    </Stack>
  );
}

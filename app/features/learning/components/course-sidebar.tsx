import { Accordion, Badge, Box, Button, Group, Progress, Stack, Text, Title } from "@mantine/core";
import { IconChevronDown, IconCircle, IconCircleCheckFilled, IconListDetails } from "@tabler/icons-react";
import { useState } from "react";
import { Link } from "react-router";
import classes from "./course-viewer.module.css";

export interface SidebarLesson {
  id: string;
  title: string;
  isComplete: boolean;
}

export interface SidebarChapterData {
  id: string;
  title: string;
  lessons: SidebarLesson[];
  completed: number;
  total: number;
}

interface CourseSidebarProps {
  courseId: string;
  courseName: string;
  chapters: SidebarChapterData[];
  progress: { completed: number; total: number; percent: number };
  selectedChapterId: string | null;
  selectedLessonId: string | null;
}

/** Chapters and lessons with ticks, x/y per chapter and the course's percentage; folds away on a phone. */
export function CourseSidebar(props: CourseSidebarProps) {
  const { courseId, courseName, chapters, progress, selectedChapterId, selectedLessonId } = props;
  const [isOpenOnPhone, setOpenOnPhone] = useState(false);
  const [openChapters, setOpenChapters] = useState<string[]>(selectedChapterId ? [selectedChapterId] : []);
  const openIds =
    selectedChapterId && !openChapters.includes(selectedChapterId)
      ? [...openChapters, selectedChapterId]
      : openChapters;

  return (
    <Box component="nav" aria-label="Course contents" className={classes.sidebar}>
      <div className={classes.sidebarInner}>
        <Stack gap="xs" p="md">
          <Title order={2} size="h4">
            {courseName}
          </Title>
          <Progress value={progress.percent} aria-label="Course progress" size="md" color="teal" />
          <Text size="sm" data-testid="course-progress">
            {progress.percent}% complete ({progress.completed} of {progress.total} lessons)
          </Text>
          <Button
            className={classes.contentsToggle}
            variant="light"
            leftSection={<IconListDetails size={16} aria-hidden="true" />}
            rightSection={
              <IconChevronDown
                size={16}
                aria-hidden="true"
                style={{ transform: isOpenOnPhone ? "rotate(180deg)" : undefined }}
              />
            }
            aria-expanded={isOpenOnPhone}
            aria-controls="course-contents"
            onClick={() => setOpenOnPhone((open) => !open)}
          >
            {isOpenOnPhone ? "Hide course contents" : "Show course contents"}
          </Button>
        </Stack>
        <div id="course-contents" className={classes.sidebarBody} data-open={isOpenOnPhone}>
          <Accordion multiple value={openIds} onChange={setOpenChapters} chevronPosition="right" variant="default">
            {chapters.map((chapter) => (
              <Accordion.Item key={chapter.id} value={chapter.id}>
                <Accordion.Control>
                  <Group justify="space-between" wrap="nowrap" gap="xs">
                    <Text fw={600} size="sm">
                      {chapter.title}
                    </Text>
                    <Badge
                      style={{ flexShrink: 0 }}
                      variant="light"
                      color={chapter.total > 0 && chapter.completed === chapter.total ? "teal" : "gray"}
                    >
                      {chapter.completed}/{chapter.total}
                      <span className="visually-hidden"> lessons completed</span>
                    </Badge>
                  </Group>
                </Accordion.Control>
                <Accordion.Panel>
                  {chapter.lessons.length === 0 ? (
                    <Text size="sm" c="dimmed" px="sm">
                      No lessons in this chapter yet.
                    </Text>
                  ) : (
                    <Stack gap={2} component="ul" style={{ listStyle: "none", margin: 0, padding: 0 }}>
                      {chapter.lessons.map((lesson) => (
                        <li key={lesson.id}>
                          <Link
                            to={`/course/${courseId}/${chapter.id}/${lesson.id}`}
                            className={classes.lessonLink}
                            aria-current={lesson.id === selectedLessonId ? "page" : undefined}
                            onClick={() => setOpenOnPhone(false)}
                          >
                            {lesson.isComplete ? (
                              <IconCircleCheckFilled size={18} color="var(--mantine-color-teal-8)" aria-hidden="true" />
                            ) : (
                              <IconCircle size={18} color="var(--mantine-color-gray-6)" aria-hidden="true" />
                            )}
                            <span>
                              {lesson.title}
                              {lesson.isComplete ? <span className="visually-hidden"> (completed)</span> : null}
                            </span>
                          </Link>
                        </li>
                      ))}
                    </Stack>
                  )}
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        </div>
      </div>
    </Box>
  );
}

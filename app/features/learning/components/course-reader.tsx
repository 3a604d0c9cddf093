import { Alert, Anchor, Badge, Button, Divider, Group, Stack, Text, Title } from "@mantine/core";
import { IconArrowLeft, IconCircleCheckFilled, IconLock, IconPencil } from "@tabler/icons-react";
import { Form, Link, useActionData, useNavigation } from "react-router";
import { ContentLanguageNote } from "~/components/content-language";
import { EmptyState } from "~/components/empty-state";
import lean from "~/components/lean-layout.module.css";
import { BlockViewer } from "~/features/content-blocks/viewers/block-viewer";
import { LessonDownloadSize } from "~/features/content-blocks/viewers/data-saver-media";
import { VideoProgressContext } from "~/features/content-blocks/viewers/video-progress-context";
import { LEARNING_INTENTS, type LearningActionData } from "~/features/content-blocks/viewers/viewer-blocks";
import type { OpenLesson } from "../course-viewer.server";
import { OfflineCoursePanel } from "../offline/offline-course-panel";
import { CourseSidebar, type SidebarChapterData } from "./course-sidebar";
import classes from "./course-viewer.module.css";
import * as m from "./messages";

interface CourseReaderProps {
  course: { id: string; name: string };
  chapters: SidebarChapterData[];
  progress: { completed: number; total: number; percent: number };
  selectedChapterId: string | null;
  lesson: OpenLesson | null;
  canEdit: boolean;
  courseCompletedAt: string | null;
  certificate: { verificationCode: string } | null;
}

/** The course as its readers see it: the sidebar, and the open lesson in a column of at most 800 px. */
export function CourseReader({
  course,
  chapters,
  progress,
  selectedChapterId,
  lesson,
  canEdit,
  courseCompletedAt,
  certificate,
}: CourseReaderProps) {
  const editPath = ["/edit-course", course.id, lesson?.chapterId ?? selectedChapterId, lesson?.id]
    .filter(Boolean)
    .join("/");
  return (
    <div className={classes.shell}>
      <CourseSidebar
        courseId={course.id}
        courseName={course.name}
        chapters={chapters}
        progress={progress}
        selectedChapterId={selectedChapterId}
        selectedLessonId={lesson?.id ?? null}
      />
      <div className={classes.content}>
        <div className={classes.lesson}>
          <div className={lean.stackLg}>
            {canEdit ? (
              <Group justify="flex-end">
                <Button
                  component={Link}
                  to={editPath}
                  variant="default"
                  leftSection={<IconPencil size={16} aria-hidden="true" />}
                >
                  {m.backToEdit()}
                </Button>
              </Group>
            ) : null}
            {courseCompletedAt && certificate ? (
              <Alert
                color="teal"
                variant="light"
                title={m.courseCompleteCertificateReady()}
                icon={<IconCircleCheckFilled aria-hidden="true" />}
              >
                {(() => {
                  // One sentence with the link inside, so each language places it where its grammar wants it.
                  const [before, after] = m.certificateReadyText({ link: "\u0000" }).split("\u0000");
                  return (
                    <>
                      {before}
                      <Anchor component={Link} to="/my-learning" fw={600}>
                        {m.myLearning()}
                      </Anchor>
                      {after}
                    </>
                  );
                })()}
              </Alert>
            ) : courseCompletedAt && progress.percent === 100 ? (
              <Alert
                color="teal"
                variant="light"
                title={m.courseCompleted()}
                icon={<IconCircleCheckFilled aria-hidden="true" />}
              >
                {m.youCompletedEveryLessonCourse()}
              </Alert>
            ) : null}
            <OfflineCoursePanel courseId={course.id} />
            {lesson ? (
              <LessonContent courseId={course.id} lesson={lesson} />
            ) : chapters.length === 0 ? (
              <EmptyState heading={m.noChaptersYet()} text={m.instructorNotAddedAnyChapters()} />
            ) : (
              <EmptyState heading={m.noLessonsYet()} text={m.chapterNoLessonsYetChoose()} />
            )}
          </div>
        </div>
      </div>
    </div>
  );
}

function LessonContent({ courseId, lesson }: { courseId: string; lesson: NonNullable<CourseReaderProps["lesson"]> }) {
  const navigation = useNavigation();
  const isCompleting =
    navigation.state !== "idle" && navigation.formData?.get("intent") === LEARNING_INTENTS.completeLesson;
  // A refused 'Complete & continue' (a video not watched enough, a lesson locked meanwhile) says why here.
  const actionData = useActionData<LearningActionData>();
  const completeError = actionData?.intent === "error" ? actionData.message : null;
  if (lesson.lock) return <LockedLesson lesson={lesson} lock={lesson.lock} />;
  return (
    // Plain elements for the lesson's frame (decision 0124-course-html).
    <div className={lean.stackLg} lang={lesson.language?.shown}>
      <ContentLanguageNote language={lesson.language} of="lesson" />
      <div className={lean.stack4}>
        <p className={`${lean.textSm} ${lean.dimmed}`}>{lesson.chapterTitle}</p>
        <div className={`${lean.row} ${lean.gapSm}`}>
          <h1 className={lean.h1}>{lesson.title}</h1>
          {lesson.isComplete ? (
            <Badge color="teal" variant="light" leftSection={<IconCircleCheckFilled size={14} aria-hidden="true" />}>
              {m.completed()}
            </Badge>
          ) : null}
        </div>
      </div>

      {lesson.blocks.length === 0 ? (
        <Text c="dimmed">{m.lessonNoContentYet()}</Text>
      ) : (
        <VideoProgressContext.Provider value={lesson.video}>
          <LessonDownloadSize blocks={lesson.blocks} />
          {lesson.blocks.map((block) => (
            <BlockViewer key={block.id} block={block} />
          ))}
        </VideoProgressContext.Provider>
      )}

      <Divider />
      {completeError ? (
        <Alert color="red" variant="light" role="alert" title={m.notCompletedYet()}>
          {completeError}
        </Alert>
      ) : null}
      <Form
        method="post"
        action={`/course/${courseId}/${lesson.chapterId}/${lesson.id}`}
        lang={lesson.language?.requested}
      >
        <input type="hidden" name="intent" value={LEARNING_INTENTS.completeLesson} />
        <div className={`${lean.row} ${lean.between}`}>
          {lesson.nextLessonPath ? (
            <Anchor component={Link} to={lesson.nextLessonPath} size="sm">
              {m.skipNextLesson()}
            </Anchor>
          ) : (
            <Text size="sm" c="dimmed">
              {m.lastLessonCourse()}
            </Text>
          )}
          <Button
            type="submit"
            loading={isCompleting}
            rightSection={<IconArrowLeft size={16} aria-hidden="true" style={{ transform: "rotate(180deg)" }} />}
          >
            {m.completeContinue()}
          </Button>
        </div>
      </Form>
    </div>
  );
}

/** A lesson not open yet (decision 0093-sequencing): why, and the way to the lesson to do first. No content. */
function LockedLesson({ lesson, lock }: { lesson: OpenLesson; lock: NonNullable<OpenLesson["lock"]> }) {
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Text size="sm" c="dimmed">
          {lesson.chapterTitle}
        </Text>
        <Title order={1}>{lesson.title}</Title>
      </Stack>
      <Alert color="gray" variant="light" title={m.lessonLocked()} icon={<IconLock aria-hidden="true" />}>
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{lock.message}</Text>
          <Button component={Link} to={lock.firstPath} variant="light" size="sm">
            {m.goToLesson({ title: lock.firstTitle })}
          </Button>
        </Stack>
      </Alert>
    </Stack>
  );
}

import { Anchor, Box, Stack, Text } from "@mantine/core";
import { IconArrowLeft, IconEye, IconListCheck, IconSettings } from "@tabler/icons-react";
import { Link, redirect, type ShouldRevalidateFunctionArgs } from "react-router";
import { EmptyState } from "~/components/empty-state";
import lean from "~/components/lean-layout.module.css";
import { LinkButton } from "~/components/link-button";
import { STAFF_FULL_SCREEN } from "~/components/staff-shell/staff-frame";
import { SignedInUserMenu } from "~/components/staff-shell/staff-user-menu";
import { loadLessonBlocks } from "~/features/content-blocks/content-blocks.server";
import { TranslationsLink } from "~/features/course-translations/components/translations-link";
import { listQuizzesBefore } from "~/features/courses/chapter-unlock.server";
import { ChapterPanel } from "~/features/courses/components/chapter-panel";
import { CourseOutlineSidebar } from "~/features/courses/components/course-outline-sidebar";
import { courseNotFound } from "~/features/courses/course-access.server";
import { locateCourseEditorPage } from "~/features/courses/course-editor-page.server";
import type { EditorActionResult } from "~/lib/editor-action-result";
import { pageTitle } from "~/lib/page-title";
import { refusalResponse } from "~/lib/refusal";
import type { RouteAccess } from "~/lib/route-access";
import { getDb } from "~/server/app-context.server";
import type { Route } from "./+types/course-editor";
import classes from "./course-editor.module.css";
import * as m from "./messages";
import { requireEditableCourse } from "./require-course-editor.server";

/** Full screen inside the staff frame: its own top bar, with the user menu and the way back to Courses. */
export const handle = STAFF_FULL_SCREEN;

export const access = { read: "course-editor" } satisfies RouteAccess;

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageTitle(loaderData ? m.editCourseTitle({ name: loaderData.course.name }) : m.courseEditor(), matches);

/**
 * edit-course/{courseId}[/{chapterId}[/{lessonId}]]: a fixed number of queries whatever the
 * course's size (access, course, chapters, lessons, the selected lesson's blocks).
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const { course: header } = await requireEditableCourse(request, params.courseId, courseNotFound());
  const db = getDb();
  const page = await locateCourseEditorPage(db, header, params);
  if (!page.ok) throw refusalResponse(page);
  if (page.redirectTo !== null) throw redirect(page.redirectTo);
  const { course, chapterId, lesson } = page;
  // A chapter may wait for a quiz of an earlier chapter (decision 0093-sequencing).
  const [blocks, unlockChoices] = await Promise.all([
    lesson ? loadLessonBlocks(db, lesson.id) : Promise.resolve([]),
    chapterId ? listQuizzesBefore(db, course.id, chapterId) : Promise.resolve([]),
  ]);
  // The open chapter's lessons only: the others are titles and counts (opening one loads its page).
  // The quiz a chapter waits for is sent for the open chapter only, so the page stays flat (decision 0062).
  const outline = page.outline.map(({ unlock_quiz_block_id, ...chapter }) => ({
    ...chapter,
    lessonCount: chapter.lessons.length,
    lessons: chapter.id === chapterId ? chapter.lessons : [],
    ...(chapter.id === chapterId ? { unlockQuizBlockId: unlock_quiz_block_id ?? null } : {}),
  }));
  return { course, outline, chapterId, lesson, blocks, unlockChoices };
}

/**
 * A block save answers with the saved version; the page's data need not be reloaded for it. After
 * deleting the open lesson or chapter the editor moves on to its neighbour, which loads afresh.
 */
export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const result = actionResult as EditorActionResult | undefined;
  if (!result || typeof result !== "object") return defaultShouldRevalidate;
  if (result.intent === "save-block") return false;
  if (result.ok && (result.intent === "delete-lesson" || result.intent === "delete-chapter")) return false;
  return defaultShouldRevalidate;
}

export default function CourseEditor({ loaderData }: Route.ComponentProps) {
  const { course, outline, chapterId, lesson, blocks, unlockChoices } = loaderData;
  const chapter = outline.find((candidate) => candidate.id === chapterId) ?? null;
  const previewPath = ["/course", course.id, chapterId, chapterId ? lesson?.id : null].filter(Boolean).join("/");

  return (
    <div className={classes.page}>
      <header className={classes.topBar}>
        <Anchor component={Link} to="/instructor/courses" className={classes.back}>
          <IconArrowLeft size={16} aria-hidden="true" />
          {m.backToCourses()}
        </Anchor>
        <h1 className={`${lean.h4} ${classes.courseTitle}`}>{course.name}</h1>
        {/* Wraps below its buttons on the smallest phones (320 px) rather than widening the page. */}
        <div className={classes.actions}>
          <LinkButton to={`/edit-course/${course.id}/settings`} Icon={IconSettings} label={m.settings()} />
          {/* The course's question bank, gradebook, marking and moderation start here (decision 0090). */}
          <LinkButton to={`/course-assessment/${course.id}`} Icon={IconListCheck} label={m.assessment()} />
          <TranslationsLink courseId={course.id} />
          <LinkButton to={previewPath} Icon={IconEye} label={m.preview()} variant="filled" />
          <SignedInUserMenu />
        </div>
      </header>
      <div className={classes.body}>
        <nav aria-label={m.chaptersAndLessons()} className={classes.sidebar}>
          <CourseOutlineSidebar
            courseId={course.id}
            chapters={outline}
            selectedChapterId={chapterId}
            selectedLessonId={lesson?.id ?? null}
          />
        </nav>
        <main id="main-content" className={classes.content}>
          {chapter ? (
            <ChapterPanel
              courseId={course.id}
              chapter={chapter}
              outline={outline}
              lesson={lesson}
              blocks={blocks}
              unlockChoices={unlockChoices}
            />
          ) : (
            <Box maw={640} mx="auto" mt="xl">
              <EmptyState heading={m.noChaptersHeading()} text={m.noChaptersText()}>
                <Stack gap={4} align="center">
                  <Text size="sm" c="var(--campus-text-muted)">
                    {m.chapterTip()}
                  </Text>
                </Stack>
              </EmptyState>
            </Box>
          )}
        </main>
      </div>
    </div>
  );
}

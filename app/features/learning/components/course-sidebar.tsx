import { Box, Button, Progress } from "@mantine/core";
import { IconListDetails } from "@tabler/icons-react";
import { useEffect, useRef, useState } from "react";
import { Link, useFetcher, useLocation } from "react-router";
import lean from "~/components/lean-layout.module.css";
import { formatNumber } from "~/lib/i18n/format";
import classes from "./course-viewer.module.css";
import * as m from "./messages";

interface SidebarLesson {
  id: string;
  title: string;
  isComplete: boolean;
  /** Why the lesson is not open yet (decision 0093-sequencing); null when it is. */
  lockedReason: string | null;
}

export interface SidebarChapterData {
  id: string;
  title: string;
  /** Absent when the page sent only the chapter's title and counts: its lessons are fetched on expanding. */
  lessons?: SidebarLesson[];
  /** The chapter waits for a quiz: why (decision 0093-sequencing). */
  lockedReason?: string;
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
  const lessonsOf = useChapterLessons(chapters, openIds);

  return (
    <Box component="nav" aria-label={m.courseContents()} className={classes.sidebar}>
      <div className={classes.sidebarInner}>
        <div className={`${lean.stackXs} ${classes.sidebarHead}`}>
          <h2 className={lean.h4}>{courseName}</h2>
          <Progress value={progress.percent} aria-label={m.courseProgress()} size="md" color="teal" />
          <p className={lean.textSm} data-testid="course-progress">
            {m.progressSummary({
              percent: formatNumber(progress.percent),
              completed: formatNumber(progress.completed),
              total: formatNumber(progress.total),
            })}
          </p>
          <Button
            className={classes.contentsToggle}
            variant="light"
            leftSection={<IconListDetails size={16} aria-hidden="true" />}
            // The chevron drawn in CSS, as the chapters' (an SVG is 300 bytes of every lesson's page).
            rightSection={<span className={classes.toggleChevron} aria-hidden="true" />}
            aria-expanded={isOpenOnPhone}
            aria-controls="course-contents"
            onClick={() => setOpenOnPhone((open) => !open)}
          >
            {isOpenOnPhone ? m.hideCourseContents() : m.showCourseContents()}
          </Button>
        </div>
        {/* Without JavaScript the phone's toggle cannot open the contents: they are simply shown. */}
        <noscript>
          <style>{NO_SCRIPT_CONTENTS}</style>
        </noscript>
        {/* Native disclosures, one small element each: a 50-chapter outline costs a few kB of HTML, and opens without JS.
            The rows carry no classes: the list's stylesheet reaches them by position (decision 0124-course-html). */}
        <ul id="course-contents" className={`${classes.sidebarBody} ${classes.chapters}`} data-open={isOpenOnPhone}>
          {chapters.map((chapter) => (
            <li key={chapter.id}>
              <details
                open={openIds.includes(chapter.id)}
                onToggle={(event) => {
                  const isOpen = event.currentTarget.open;
                  setOpenChapters((open) =>
                    isOpen
                      ? open.includes(chapter.id)
                        ? open
                        : [...open, chapter.id]
                      : open.filter((id) => id !== chapter.id),
                  );
                }}
              >
                <ChapterSummary chapter={chapter} />
                {chapter.lockedReason ? (
                  <p className={classes.chapterNote}>{m.lockedReason({ reason: chapter.lockedReason })}</p>
                ) : null}
                <ChapterLessons
                  courseId={courseId}
                  chapter={chapter}
                  lessons={lessonsOf(chapter)}
                  selectedLessonId={selectedLessonId}
                  onOpen={() => setOpenOnPhone(false)}
                />
              </details>
            </li>
          ))}
        </ul>
      </div>
    </Box>
  );
}

/** The chapter's title and its "x/y" count (one text node, no "false" attributes: they come 50 times). */
function ChapterSummary({ chapter }: { chapter: SidebarChapterData }) {
  const isDone = chapter.total > 0 && chapter.completed === chapter.total;
  return (
    <summary>
      <span>{chapter.title}</span>
      <span data-done={isDone || undefined}>
        {`${chapter.completed}/${chapter.total}`}
        <span>{` ${m.lessonsCompletedHidden()}`}</span>
      </span>
    </summary>
  );
}

interface ChapterLessonsProps {
  courseId: string;
  chapter: SidebarChapterData;
  lessons: SidebarLesson[] | null;
  selectedLessonId: string | null;
  onOpen: () => void;
}

/** An open chapter's lessons with their marks, or the link that opens the chapter when they were not sent. */
function ChapterLessons({ courseId, chapter, lessons, selectedLessonId, onOpen }: ChapterLessonsProps) {
  if (chapter.total === 0) return <p className={classes.chapterNote}>{m.noLessonsChapterYet()}</p>;
  if (!lessons) {
    return (
      <Link to={`/course/${courseId}/${chapter.id}`} discover="none">
        {m.openThisChapter()}
      </Link>
    );
  }
  return (
    <ul className={classes.lessons}>
      {lessons.map((lesson) => (
        <li key={lesson.id}>
          <Link
            to={`/course/${courseId}/${chapter.id}/${lesson.id}`}
            // The viewer's own route: already known, nothing to discover.
            discover="none"
            // The mark before the title is drawn by CSS from these (a ring, a tick or a padlock).
            data-complete={lesson.isComplete || undefined}
            data-locked={lesson.lockedReason ? true : undefined}
            title={lesson.lockedReason ?? undefined}
            aria-current={lesson.id === selectedLessonId ? "page" : undefined}
            onClick={onOpen}
          >
            <span>
              {lesson.title}
              {lesson.isComplete ? <span className="visually-hidden">{` ${m.completedHidden()}`}</span> : null}
              {lesson.lockedReason && !chapter.lockedReason ? (
                <span className={classes.lockNote}>{m.lockedReason({ reason: lesson.lockedReason })}</span>
              ) : lesson.lockedReason ? (
                <span className="visually-hidden">{` ${m.lockedHidden()}`}</span>
              ) : null}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

const NO_SCRIPT_CONTENTS = '#course-contents{display:block}[aria-controls="course-contents"]{display:none}';

interface KnownLessons {
  /** The chapter's completed count when its lessons were read: a later count means their ticks are stale. */
  completed: number;
  lessons: SidebarLesson[];
}

/**
 * The lessons of each chapter the sidebar may show: those the page sent, those read before on this
 * visit (while the chapter's count is unchanged), and, for an open chapter with neither, one fetch of
 * this page with `?outline={chapterId}` (the loader adds that chapter's lessons).
 */
function useChapterLessons(chapters: SidebarChapterData[], openIds: string[]) {
  const location = useLocation();
  const fetcher = useFetcher<{ chapters?: SidebarChapterData[] }>();
  const [known, setKnown] = useState<Record<string, KnownLessons>>({});

  useEffect(() => {
    const sent = [...chapters, ...(fetcher.data?.chapters ?? [])].filter((chapter) => chapter.lessons);
    if (sent.length === 0) return;
    setKnown((previous) => {
      const next = { ...previous };
      for (const { id, completed, lessons } of sent) if (lessons) next[id] = { completed, lessons };
      return next;
    });
  }, [chapters, fetcher.data]);

  const lessonsOf = (chapter: SidebarChapterData): SidebarLesson[] | null => {
    if (chapter.lessons) return chapter.lessons;
    const remembered = known[chapter.id];
    return remembered && remembered.completed === chapter.completed ? remembered.lessons : null;
  };

  const missing = chapters.find((chapter) => openIds.includes(chapter.id) && chapter.total > 0 && !lessonsOf(chapter));
  const wanted = missing ? `${location.pathname}?outline=${encodeURIComponent(missing.id)}` : null;
  // Each address is fetched once (a failed fetch leaves the chapter's 'Open this chapter' link).
  const fetched = useRef(new Set<string>());
  useEffect(() => {
    if (!wanted || fetcher.state !== "idle" || fetched.current.has(wanted)) return;
    fetched.current.add(wanted);
    fetcher.load(wanted);
  }, [wanted, fetcher.state, fetcher.load]);

  return lessonsOf;
}

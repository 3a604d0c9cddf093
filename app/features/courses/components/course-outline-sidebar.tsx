import { Box, Button, Group, Text, TextInput } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { Link, useNavigate } from "react-router";
import lean from "~/components/lean-layout.module.css";
import { ReorderControls } from "~/components/reorder-controls";
import { showToast } from "~/components/toast-from-server";
import { useReorderable } from "~/components/use-reorderable";
import { editorPath, outlineActionPath } from "../course-editor.schema";
import { lessonTitleSchema } from "../courses.schema";
import { ChapterTitleDialog } from "./chapter-dialogs";
import classes from "./course-outline-sidebar.module.css";
import * as m from "./messages";
import { useEditorFetcher } from "./use-editor-fetcher";

export interface OutlineChapter {
  id: string;
  title: string;
  version: number;
  /** The open chapter's lessons; the page sends none for the others (decision 0062: its size stays flat). */
  lessons: Array<{ id: string; title: string; version: number }>;
  lessonCount?: number;
  /** The quiz the chapter waits for (decision 0093-sequencing); sent for the open chapter only. */
  unlockQuizBlockId?: string | null;
}

interface CourseOutlineSidebarProps {
  courseId: string;
  chapters: OutlineChapter[];
  selectedChapterId: string | null;
  selectedLessonId: string | null;
}

/** The editor's left column: chapters as an accordion with their lessons, Add chapter, reordering. */
export function CourseOutlineSidebar({
  courseId,
  chapters,
  selectedChapterId,
  selectedLessonId,
}: CourseOutlineSidebarProps) {
  const navigate = useNavigate();
  const [openChapterId, setOpenChapterId] = useState<string | null>(selectedChapterId);
  useEffect(() => setOpenChapterId(selectedChapterId), [selectedChapterId]);
  const [isAddOpen, setAddOpen] = useState(false);
  const [addError, setAddError] = useState<string | null>(null);

  const addChapterFetcher = useEditorFetcher({
    onSuccess: (result) => {
      setAddOpen(false);
      if (result.chapterId) navigate(editorPath(courseId, result.chapterId));
    },
    onFailure: (result) => setAddError(result.message),
  });
  const reorderFetcher = useEditorFetcher({
    onFailure: (result) => {
      chapterOrder.reset();
      showToast(result.message, "error");
    },
  });
  const chapterOrder = useReorderable(chapters, (orderedIds) =>
    reorderFetcher.submit(
      { intent: "reorder-chapters", orderedIds: orderedIds.join(",") },
      { method: "post", action: outlineActionPath(courseId) },
    ),
  );

  return (
    <div className={lean.stackSm}>
      <div className={`${lean.row} ${lean.between}`}>
        <h2 className={lean.h4}>{m.chapters()}</h2>
        <Button
          size="xs"
          leftSection={<IconPlus size={14} aria-hidden="true" />}
          onClick={() => {
            setAddError(null);
            setAddOpen(true);
          }}
        >
          {m.addChapter()}
        </Button>
      </div>
      {chapters.length === 0 ? (
        <Text size="sm" c="var(--campus-text-muted)">
          {m.noChaptersYet()}
        </Text>
      ) : (
        // One small disclosure a chapter (not Mantine's Accordion: 4 kB of markup a chapter on a 50-chapter
        // course). Opening a chapter opens its page, which brings its lessons; the open one folds in place.
        <ul className={classes.chapters}>
          {chapterOrder.ordered.map((chapter, index) => {
            const isOpen = openChapterId === chapter.id;
            const panelId = `chapter-panel-${chapter.id}`;
            const controlId = `chapter-control-${chapter.id}`;
            return (
              // No classes on the rows: the list's stylesheet reaches them (decision 0124-course-html).
              <li key={chapter.id} data-chapter-id={chapter.id} {...chapterOrder.itemProps(chapter.id)}>
                <button
                  type="button"
                  id={isOpen ? controlId : undefined}
                  aria-expanded={isOpen}
                  aria-controls={isOpen ? panelId : undefined}
                  aria-current={chapter.id === selectedChapterId ? "true" : undefined}
                  onClick={() => {
                    if (isOpen) return setOpenChapterId(null);
                    setOpenChapterId(chapter.id);
                    if (chapter.id !== selectedChapterId) navigate(editorPath(courseId, chapter.id));
                  }}
                >
                  {chapter.title}
                </button>
                <ReorderControls
                  id={chapter.id}
                  label={m.chapterNamed({ title: chapter.title })}
                  isFirst={index === 0}
                  isLast={index === chapterOrder.ordered.length - 1}
                  onMove={chapterOrder.move}
                  handleProps={chapterOrder.handleProps(chapter.id)}
                />
                {isOpen && chapter.id === selectedChapterId ? (
                  <section id={panelId} aria-labelledby={controlId} className={classes.chapterPanel}>
                    <LessonList courseId={courseId} chapter={chapter} selectedLessonId={selectedLessonId} />
                    <AddLessonForm courseId={courseId} chapter={chapter} />
                  </section>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      <ChapterTitleDialog
        opened={isAddOpen}
        heading={m.addChapter()}
        submitLabel={m.createChapter()}
        initialTitle=""
        isSubmitting={addChapterFetcher.state !== "idle"}
        serverError={addError}
        onClose={() => setAddOpen(false)}
        onSubmit={(title) =>
          addChapterFetcher.submit(
            { intent: "add-chapter", title },
            { method: "post", action: outlineActionPath(courseId) },
          )
        }
      />
    </div>
  );
}

function LessonList({
  courseId,
  chapter,
  selectedLessonId,
}: {
  courseId: string;
  chapter: OutlineChapter;
  selectedLessonId: string | null;
}) {
  const reorderFetcher = useEditorFetcher({
    onFailure: (result) => {
      lessonOrder.reset();
      showToast(result.message, "error");
    },
  });
  const lessonOrder = useReorderable(chapter.lessons, (orderedIds) =>
    reorderFetcher.submit(
      { intent: "reorder-lessons", chapterId: chapter.id, orderedIds: orderedIds.join(",") },
      { method: "post", action: outlineActionPath(courseId) },
    ),
  );
  if (chapter.lessons.length === 0) {
    return (
      <Text size="sm" c="var(--campus-text-muted)" mb="xs">
        {m.noLessonsYet()}
      </Text>
    );
  }
  return (
    <Box component="ul" className={classes.lessons} aria-label={m.lessonsOf({ title: chapter.title })}>
      {lessonOrder.ordered.map((lesson, index) => (
        <li key={lesson.id} {...lessonOrder.itemProps(lesson.id)} data-lesson-id={lesson.id}>
          <Link
            to={editorPath(courseId, chapter.id, lesson.id)}
            // The editor's own route: already known, nothing to discover.
            discover="none"
            aria-current={lesson.id === selectedLessonId ? "page" : undefined}
          >
            {lesson.title}
          </Link>
          <ReorderControls
            id={lesson.id}
            label={m.lessonNamed({ title: lesson.title })}
            isFirst={index === 0}
            isLast={index === lessonOrder.ordered.length - 1}
            onMove={lessonOrder.move}
            handleProps={lessonOrder.handleProps(lesson.id)}
          />
        </li>
      ))}
    </Box>
  );
}

function AddLessonForm({ courseId, chapter }: { courseId: string; chapter: OutlineChapter }) {
  const navigate = useNavigate();
  const [title, setTitle] = useState("");
  const [error, setError] = useState<string | null>(null);
  const fetcher = useEditorFetcher({
    onSuccess: (result) => {
      setTitle("");
      if (result.lessonId) navigate(editorPath(courseId, chapter.id, result.lessonId));
    },
    onFailure: (result) => setError(result.message),
  });
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = lessonTitleSchema.safeParse({ title });
        if (!parsed.success) {
          setError(parsed.error.issues[0]?.message ?? "Lesson title is required");
          return;
        }
        fetcher.submit(
          { intent: "add-lesson", chapterId: chapter.id, title: parsed.data.title },
          { method: "post", action: outlineActionPath(courseId) },
        );
      }}
    >
      <Group align="flex-start" gap="xs" wrap="nowrap" mt="xs">
        <TextInput
          size="xs"
          style={{ flex: 1 }}
          label={m.newLessonTitle()}
          value={title}
          error={error ?? undefined}
          onChange={(event) => {
            setTitle(event.currentTarget.value);
            setError(null);
          }}
        />
        <Button type="submit" size="xs" mt={22} variant="light" loading={fetcher.state !== "idle"}>
          {m.addLesson()}
        </Button>
      </Group>
    </form>
  );
}

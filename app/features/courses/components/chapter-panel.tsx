import { ActionIcon } from "@mantine/core";
import { IconPencil } from "@tabler/icons-react";
import { useState } from "react";
import { useNavigate, useRevalidator } from "react-router";
import { confirmAction } from "~/components/confirm-dialog";
import { EmptyState } from "~/components/empty-state";
import lean from "~/components/lean-layout.module.css";
import type { EditableBlock } from "~/features/content-blocks/components/block-card";
import type { ChapterQuizChoice } from "../chapter-unlock.server";
import { outlineActionPath } from "../course-editor.schema";
import { pathAfterDeletingChapter, pathAfterDeletingLesson } from "../editor-neighbour";
import { ChapterTitleDialog } from "./chapter-dialogs";
import { ChapterUnlockField } from "./chapter-unlock-field";
import type { OutlineChapter } from "./course-outline-sidebar";
import { DeleteButton } from "./delete-button";
import { LessonPanel } from "./lesson-panel";
import * as m from "./messages";
import { useEditorFetcher } from "./use-editor-fetcher";

interface ChapterPanelProps {
  courseId: string;
  chapter: OutlineChapter;
  /** The whole outline: where the editor goes once this chapter is deleted. */
  outline: OutlineChapter[];
  lesson: { id: string; title: string; version: number } | null;
  blocks: EditableBlock[];
  /** The quizzes of earlier chapters this chapter may wait for. */
  unlockChoices: ChapterQuizChoice[];
}

/** The editor's right column: the chapter's title (edit icon, delete) and the selected lesson. */
export function ChapterPanel({ courseId, chapter, outline, lesson, blocks, unlockChoices }: ChapterPanelProps) {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [isEditOpen, setEditOpen] = useState(false);
  const [renameError, setRenameError] = useState<string | null>(null);
  const renameFetcher = useEditorFetcher({
    onSuccess: () => setEditOpen(false),
    onFailure: (result) => setRenameError(result.message),
  });
  // The deleted chapter's address would no longer load: on to its neighbour (the page skips reloading it).
  const deleteFetcher = useEditorFetcher({
    onSuccess: () => navigate(pathAfterDeletingChapter(courseId, outline, chapter.id), { replace: true }),
  });

  const deleteChapter = async () => {
    const lessonCount = chapter.lessons.length;
    const confirmed = await confirmAction({
      title: m.deleteChapter(),
      message:
        lessonCount > 0
          ? m.deleteChapterWithLessonsConfirm({ title: chapter.title, count: lessonCount })
          : m.deleteChapterConfirm({ title: chapter.title }),
    });
    if (!confirmed) return;
    deleteFetcher.submit(
      { intent: "delete-chapter", chapterId: chapter.id },
      { method: "post", action: outlineActionPath(courseId) },
    );
  };

  return (
    // Plain elements with one short class (decision 0124-course-html).
    <div className={lean.stackLg}>
      <div className={`${lean.row} ${lean.between} ${lean.top}`}>
        <div className={`${lean.row} ${lean.gapXs} ${lean.nowrap}`}>
          <h2 className={lean.h3}>{chapter.title}</h2>
          <ActionIcon
            variant="subtle"
            aria-label={m.editChapterTitle()}
            onClick={() => {
              setRenameError(null);
              setEditOpen(true);
            }}
          >
            <IconPencil size={18} aria-hidden="true" />
          </ActionIcon>
        </div>
        <DeleteButton label={m.deleteChapter()} onDelete={deleteChapter} isDeleting={deleteFetcher.state !== "idle"} />
      </div>
      {/* The first chapter (or one with no quiz before it) has nothing to wait for: no empty picker. */}
      {unlockChoices.length > 0 || chapter.unlockQuizBlockId ? (
        <ChapterUnlockField
          key={`${chapter.id}-${chapter.version}`}
          courseId={courseId}
          chapter={{ id: chapter.id, version: chapter.version, unlockQuizBlockId: chapter.unlockQuizBlockId ?? null }}
          choices={unlockChoices}
        />
      ) : null}

      {lesson ? (
        <LessonPanel
          key={lesson.id}
          courseId={courseId}
          lesson={lesson}
          blocks={blocks}
          onLessonDeleted={() => navigate(pathAfterDeletingLesson(courseId, chapter, lesson.id), { replace: true })}
        />
      ) : (
        <EmptyState heading={m.noLessonsInChapter()} text={m.noLessonsInChapterText()} />
      )}

      <ChapterTitleDialog
        opened={isEditOpen}
        heading={m.editChapter()}
        submitLabel={m.save()}
        initialTitle={chapter.title}
        isSubmitting={renameFetcher.state !== "idle"}
        serverError={renameError}
        onClose={() => setEditOpen(false)}
        onReload={async () => {
          await revalidator.revalidate();
          setRenameError(null);
        }}
        onSubmit={(title) =>
          renameFetcher.submit(
            { intent: "rename-chapter", chapterId: chapter.id, title, version: String(chapter.version) },
            { method: "post", action: outlineActionPath(courseId) },
          )
        }
      />
    </div>
  );
}

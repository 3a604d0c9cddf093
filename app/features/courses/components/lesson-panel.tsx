import { Button, Text, TextInput } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { confirmAction } from "~/components/confirm-dialog";
import { EmptyState } from "~/components/empty-state";
import lean from "~/components/lean-layout.module.css";
import { showToast } from "~/components/toast-from-server";
import { useReorderable } from "~/components/use-reorderable";
import { blocksActionPath } from "~/features/content-blocks/block-intents.schema";
import type { BlockType } from "~/features/content-blocks/block-types";
import { BlockCard, type EditableBlock } from "~/features/content-blocks/components/block-card";
import { BlockTypePicker } from "~/features/content-blocks/components/block-type-picker";
import { type SaveStatus, SaveStatusLine } from "~/features/content-blocks/components/save-status";
import { useDebouncedSave } from "~/lib/use-debounced-save";
import { outlineActionPath } from "../course-editor.schema";
import { lessonTitleSchema } from "../courses.schema";
import { DeleteButton } from "./delete-button";
import classes from "./lesson-panel.module.css";
import * as m from "./messages";
import { useEditorFetcher } from "./use-editor-fetcher";

interface LessonPanelProps {
  courseId: string;
  lesson: { id: string; title: string; version: number };
  blocks: EditableBlock[];
  onLessonDeleted: () => void;
}

/** The selected lesson: its title (saved as it changes), its content blocks and 'Add Content'. */
export function LessonPanel({ courseId, lesson, blocks, onLessonDeleted }: LessonPanelProps) {
  const revalidator = useRevalidator();
  const [isPickerOpen, setPickerOpen] = useState(false);
  // A block reloaded after a refused save: its server copy, and a new key so its card starts afresh.
  const [reloaded, setReloaded] = useState<Record<string, { block: EditableBlock; count: number }>>({});

  const addFetcher = useEditorFetcher({ onSuccess: () => setPickerOpen(false) });
  const blockFetcher = useEditorFetcher({
    onFailure: (result) => {
      reorder.reset();
      showToast(result.message, "error");
    },
  });
  const deleteLessonFetcher = useEditorFetcher({ onSuccess: onLessonDeleted });
  const reorder = useReorderable(blocks, (orderedIds) =>
    blockFetcher.submit(
      { intent: "reorder-blocks", lessonId: lesson.id, orderedIds },
      { method: "post", action: blocksActionPath(courseId), encType: "application/json" },
    ),
  );

  const deleteBlock = async (block: EditableBlock) => {
    if (!(await confirmAction({ title: m.deleteContent(), message: m.deleteContentConfirm() }))) return;
    blockFetcher.submit(
      { intent: "delete-block", blockId: block.id },
      { method: "post", action: blocksActionPath(courseId), encType: "application/json" },
    );
  };

  const deleteLesson = async () => {
    if (!(await confirmAction({ title: m.deleteLesson(), message: m.proceedConfirm() }))) return;
    deleteLessonFetcher.submit(
      { intent: "delete-lesson", lessonId: lesson.id },
      { method: "post", action: outlineActionPath(courseId) },
    );
  };

  const pick = (type: BlockType) =>
    addFetcher.submit(
      { intent: "add-block", lessonId: lesson.id, type },
      { method: "post", action: blocksActionPath(courseId), encType: "application/json" },
    );

  const reloadBlock = async (blockId: string) => {
    const response = await fetch(`${blocksActionPath(courseId)}?blockId=${encodeURIComponent(blockId)}`, {
      headers: { Accept: "application/json" },
    });
    if (!response.ok) {
      // Deleted meanwhile (404): the lesson's fresh data no longer lists it.
      await revalidator.revalidate();
      return;
    }
    const { block } = (await response.json()) as { block: EditableBlock };
    setReloaded((current) => ({ ...current, [blockId]: { block, count: (current[blockId]?.count ?? 0) + 1 } }));
  };

  return (
    // Plain elements with one short class (decision 0124-course-html).
    <div className={lean.stackMd}>
      <div className={`${lean.row} ${lean.between} ${lean.bottom}`}>
        <LessonTitleField key={lesson.id} courseId={courseId} lesson={lesson} />
        <DeleteButton
          label={m.deleteLesson()}
          onDelete={deleteLesson}
          isDeleting={deleteLessonFetcher.state !== "idle"}
        />
      </div>

      {reorder.ordered.length === 0 ? (
        <EmptyState heading={m.noLessonContent()} text={m.noLessonContentText()} />
      ) : (
        <div className={lean.stackMd}>
          {reorder.ordered.map((block, index) => (
            <BlockCard
              key={`${block.id}:${reloaded[block.id]?.count ?? 0}`}
              courseId={courseId}
              block={reloaded[block.id]?.block ?? block}
              number={index + 1}
              isFirst={index === 0}
              isLast={index === reorder.ordered.length - 1}
              onMove={reorder.move}
              onDelete={deleteBlock}
              onReload={() => reloadBlock(block.id)}
              reorder={{ itemProps: reorder.itemProps(block.id), handleProps: reorder.handleProps(block.id) }}
            />
          ))}
        </div>
      )}

      <div className={classes.addBar}>
        <div className={`${lean.row} ${lean.centred}`}>
          <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={() => setPickerOpen(true)}>
            {m.addContent()}
          </Button>
        </div>
      </div>
      <BlockTypePicker
        opened={isPickerOpen}
        isAdding={addFetcher.state !== "idle"}
        onClose={() => setPickerOpen(false)}
        onPick={pick}
      />
    </div>
  );
}

/**
 * The lesson's title: saved on change (after a pause in typing) and on blur, with its version. An
 * autosave shows a quiet status line, not a toast; a refusal shows as the field's error.
 */
function LessonTitleField({ courseId, lesson }: { courseId: string; lesson: LessonPanelProps["lesson"] }) {
  const [title, setTitle] = useState(lesson.title);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<SaveStatus>({ state: "idle" });
  const version = useRef(lesson.version);
  const lastSaved = useRef(lesson.title);
  const fetcher = useEditorFetcher({
    toastOnSuccess: false,
    onSuccess: (result) => {
      version.current = result.version ?? version.current;
      lastSaved.current = result.title ?? lastSaved.current;
      setStatus({ state: "saved" });
    },
    onFailure: (result) => {
      setError(result.message);
      setStatus({ state: "idle" });
    },
  });
  const save = useDebouncedSave<string>((next) => {
    const parsed = lessonTitleSchema.safeParse({ title: next });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? "Lesson title is required");
      return;
    }
    if (parsed.data.title === lastSaved.current) return;
    // One rename at a time: the next one needs the version the previous one returns.
    if (fetcher.state !== "idle") {
      save.later(next);
      return;
    }
    setError(null);
    setStatus({ state: "saving" });
    fetcher.submit(
      { intent: "rename-lesson", lessonId: lesson.id, title: parsed.data.title, version: String(version.current) },
      { method: "post", action: outlineActionPath(courseId) },
    );
  });

  return (
    <div className={classes.titleField}>
      <TextInput
        label={m.lessonTitle()}
        value={title}
        error={error}
        required
        onChange={(event) => {
          setTitle(event.currentTarget.value);
          save.later(event.currentTarget.value);
        }}
        onBlur={save.flush}
      />
      <SaveStatusLine status={status} />
      {error && /reload/i.test(error) ? (
        <Text size="sm">
          <Button variant="subtle" size="compact-sm" onClick={() => window.location.reload()}>
            {m.reloadPage()}
          </Button>
        </Text>
      ) : null}
    </div>
  );
}

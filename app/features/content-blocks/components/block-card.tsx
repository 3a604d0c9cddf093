import { Alert, Button, Stack, Text, TextInput } from "@mantine/core";
import { IconAlertTriangle, IconTrash } from "@tabler/icons-react";
import { type ComponentType, Suspense, useRef, useState } from "react";
import lean from "~/components/lean-layout.module.css";
import { Loading } from "~/components/loading";
import { ACTION_ICON_CLASSES } from "~/components/mantine-classes";
import { ReorderControls } from "~/components/reorder-controls";
import { useDebouncedSave } from "~/lib/use-debounced-save";
import { useHydrated } from "~/lib/use-hydrated";
import { BlockTypeIcon } from "../block-type-icon";
import { BLOCK_TYPE_REGISTRY, type BlockContent, isBlockType } from "../block-types";
import { BLOCK_EDITORS } from "../editors/block-editors";
import type { BlockEditorProps } from "../editors/editor-props";
import classes from "./block-card.module.css";
import * as m from "./messages";
import { SaveStatusLine } from "./save-status";
import { useBlockSaver } from "./use-block-saver";

export interface EditableBlock {
  id: string;
  type: string;
  title: string;
  version: number;
  content: BlockContent | null;
}

interface BlockCardProps {
  courseId: string;
  block: EditableBlock;
  number: number;
  isFirst: boolean;
  isLast: boolean;
  onMove: (id: string, delta: -1 | 1) => void;
  onDelete: (block: EditableBlock, label: string) => void;
  onReload: () => Promise<void>;
  reorder: {
    itemProps: Record<string, unknown>;
    handleProps: Parameters<typeof ReorderControls>[0]["handleProps"];
  };
}

/** One content block in the editor: its title, its type's editor, reorder and delete, save status. */
export function BlockCard({
  courseId,
  block,
  number,
  isFirst,
  isLast,
  onMove,
  onDelete,
  onReload,
  reorder,
}: BlockCardProps) {
  const typeLabel = isBlockType(block.type) ? BLOCK_TYPE_REGISTRY[block.type].label : block.type;
  const label = `${typeLabel} ${number}`;
  const saver = useBlockSaver(courseId, block.id, block.version);
  const [title, setTitle] = useState(block.title);
  const saveTitle = useDebouncedSave<string>((next) => saver.save({ title: next }));
  const [isReloading, setReloading] = useState(false);
  const isHydrated = useHydrated();
  const cardRef = useRef<HTMLElement>(null);

  const Editor = isBlockType(block.type)
    ? (BLOCK_EDITORS[block.type] as ComponentType<BlockEditorProps<BlockContent>>)
    : null;

  return (
    // Plain elements with classes around the fields (decision 0124-course-html): a lesson of five blocks
    // repeated Mantine's inline variables some 6 kB.
    <section
      ref={cardRef}
      className={`${lean.bordered} ${classes.card}`}
      aria-label={label}
      data-block-id={block.id}
      data-block-type={block.type}
      {...reorder.itemProps}
    >
      <div className={lean.stackSm}>
        <div className={classes.head}>
          <div className={classes.name}>
            <BlockTypeIcon type={block.type} />
            <p className={lean.text}>{label}</p>
          </div>
          <div className={classes.actions}>
            <ReorderControls
              id={block.id}
              label={label}
              isFirst={isFirst}
              isLast={isLast}
              onMove={onMove}
              handleProps={reorder.handleProps}
            />
            {/* Mantine's subtle ActionIcon in the danger colour, its variables in a class (not inline). */}
            <button
              type="button"
              className={`${classes.delete} ${ACTION_ICON_CLASSES.root}`}
              data-variant="subtle"
              aria-label={m.deleteBlock({ label })}
              onClick={() => onDelete(block, label)}
            >
              <span className={ACTION_ICON_CLASSES.icon}>
                <IconTrash size={16} aria-hidden="true" />
              </span>
            </button>
          </div>
        </div>
        <TextInput
          label={m.contentTitle()}
          description={m.optionalShownAboveContent()}
          value={title}
          disabled={saver.isStale}
          onChange={(event) => {
            setTitle(event.currentTarget.value);
            saveTitle.later(event.currentTarget.value);
          }}
          onBlur={saveTitle.flush}
        />
        {saver.isStale ? (
          <Alert
            color="orange"
            icon={<IconAlertTriangle size={18} aria-hidden="true" />}
            title={m.notSaved()}
            role="alert"
          >
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{saver.status.state === "stale" ? saver.status.message : ""}</Text>
              <Button
                size="xs"
                loading={isReloading}
                onClick={async () => {
                  setReloading(true);
                  await onReload();
                  setReloading(false);
                }}
              >
                {m.reloadThisContent()}
              </Button>
            </Stack>
          </Alert>
        ) : null}
        <div inert={saver.isStale || undefined} style={saver.isStale ? { opacity: 0.6 } : undefined}>
          {Editor && block.content ? (
            // The editors work with JavaScript only: the server sends the placeholder, not their toolbars.
            !isHydrated ? (
              <Loading />
            ) : (
              <Suspense fallback={<Loading />}>
                <Editor
                  blockId={block.id}
                  label={label}
                  content={block.content}
                  onSave={(content) => saver.save({ content })}
                />
              </Suspense>
            )
          ) : (
            <Text c="var(--campus-danger-strong)">{m.unknownLessonType()}</Text>
          )}
        </div>
        <SaveStatusLine status={saver.status} onRetry={saver.retry} />
      </div>
    </section>
  );
}

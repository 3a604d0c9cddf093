import { ActionIcon, Group } from "@mantine/core";
import { IconArrowDown, IconArrowUp, IconGripVertical } from "@tabler/icons-react";
import type { DragEvent } from "react";

interface ReorderControlsProps {
  id: string;
  /** Read out with the buttons: "Move chapter Introduction up". */
  label: string;
  isFirst: boolean;
  isLast: boolean;
  onMove: (id: string, delta: -1 | 1) => void;
  handleProps: {
    draggable: boolean;
    onDragStart: (event: DragEvent) => void;
    onDragEnd: () => void;
  };
  disabled?: boolean;
}

/** A drag handle for the mouse and move up/down buttons for the keyboard, for one list item. */
export function ReorderControls({ id, label, isFirst, isLast, onMove, handleProps, disabled }: ReorderControlsProps) {
  return (
    <Group gap={2} wrap="nowrap">
      <span
        {...handleProps}
        title={`Drag to move ${label}`}
        style={{ cursor: "grab", display: "inline-flex", color: "var(--mantine-color-gray-7)" }}
      >
        <IconGripVertical size={16} aria-hidden="true" />
      </span>
      <ActionIcon
        variant="subtle"
        color="gray.8"
        size="sm"
        aria-label={`Move ${label} up`}
        data-move-button={`${id}-up`}
        disabled={disabled || isFirst}
        onClick={() => onMove(id, -1)}
      >
        <IconArrowUp size={14} aria-hidden="true" />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="gray.8"
        size="sm"
        aria-label={`Move ${label} down`}
        data-move-button={`${id}-down`}
        disabled={disabled || isLast}
        onClick={() => onMove(id, 1)}
      >
        <IconArrowDown size={14} aria-hidden="true" />
      </ActionIcon>
    </Group>
  );
}

import type { DragEvent } from "react";
import { useHydrated } from "~/lib/use-hydrated";
import * as m from "./messages";
import classes from "./reorder-controls.module.css";

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

/**
 * A drag handle for the mouse and move up/down buttons for the keyboard, for one list item. Plain
 * elements and CSS icons: it repeats on every row of an outline, so it is kept to a few hundred bytes,
 * and the server sends only its place.
 */
export function ReorderControls({ id, label, isFirst, isLast, onMove, handleProps, disabled }: ReorderControlsProps) {
  // Dragging and moving need JavaScript: until it runs, an empty box of the same size holds their place.
  const isHydrated = useHydrated();
  if (!isHydrated) return <span className={classes.pending} />;
  return (
    <span className={classes.controls}>
      <span {...handleProps} title={m.dragToMove({ label })} className={classes.handle}>
        <span className={`${classes.icon} ${classes.grip}`} aria-hidden="true" />
      </span>
      <button
        type="button"
        className={classes.move}
        aria-label={m.moveUp({ label })}
        data-move-button={`${id}-up`}
        disabled={disabled || isFirst}
        onClick={() => onMove(id, -1)}
      >
        <span className={`${classes.icon} ${classes.up}`} aria-hidden="true" />
      </button>
      <button
        type="button"
        className={classes.move}
        aria-label={m.moveDown({ label })}
        data-move-button={`${id}-down`}
        disabled={disabled || isLast}
        onClick={() => onMove(id, 1)}
      >
        <span className={`${classes.icon} ${classes.down}`} aria-hidden="true" />
      </button>
    </span>
  );
}

import type { CSSProperties, ReactNode } from "react";
import classes from "./scroll-table.module.css";

interface ScrollTableProps {
  /** The accessible name of the scrolling box, e.g. "Users": screen readers announce it as a region. */
  label: string;
  /** Below this width (px) the table stops squeezing its columns and scrolls sideways instead. */
  minWidth?: number;
  children: ReactNode;
}

/**
 * The one wrapper for every table: on a narrow screen the table scrolls sideways inside this box
 * (the page itself never does) with its first column kept in view. The box takes keyboard focus
 * so people without a mouse can scroll it with the arrow keys (WCAG 2.1.1, 2.4.7).
 */
export function ScrollTable({ label, minWidth, children }: ScrollTableProps) {
  const style = minWidth ? ({ "--scroll-table-min-width": `${minWidth}px` } as CSSProperties) : undefined;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be focusable for keyboard scrolling.
    <section aria-label={label} tabIndex={0} className={classes.scroll} style={style}>
      {children}
    </section>
  );
}

import { PROGRESS_CLASSES } from "./mantine-classes";
import classes from "./plain-progress.module.css";

interface PlainProgressProps {
  /** Per cent done; clamped to 0–100, and anything that is not a finite number reads as 0. */
  value: number;
  /** The bar's accessible name, e.g. "Ada: progress in Lead Auditor". */
  label: string;
  size?: "sm" | "md";
  color?: "campus" | "teal";
}

/** A value as the bar shows it: a finite number within 0–100. */
export function progressValue(value: unknown): number {
  const number = typeof value === "number" ? value : Number(value);
  if (!Number.isFinite(number)) return 0;
  return Math.min(100, Math.max(0, number));
}

/**
 * Mantine's `<Progress size="sm" value={…} aria-label={…}>` (or size "md", colour teal) as two plain elements with Mantine's class
 * names (its stylesheet draws them: track colour per scheme, radius, height), for lists that draw one per
 * row (decision 0055-render-cost). The bar itself is the progressbar, with its name and values, rather
 * than Mantine's inner section; the section is only the filled part.
 */
export function PlainProgress({ value, label, size = "sm", color = "campus" }: PlainProgressProps) {
  const percent = progressValue(value);
  return (
    <div
      className={`${classes.bar}${color === "teal" ? ` ${classes.teal}` : ""} ${PROGRESS_CLASSES.root}`}
      data-size={size}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={`${percent}%`}
    >
      <div className={PROGRESS_CLASSES.section} style={{ width: `${percent}%` }} />
    </div>
  );
}

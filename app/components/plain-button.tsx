import type { ButtonHTMLAttributes, ReactNode } from "react";
import { BUTTON_CLASSES } from "./mantine-classes";
import classes from "./plain-button.module.css";

/** Mantine's variants this app draws plainly; "success" is filled in --campus-success-fill. */
export type PlainButtonVariant = "default" | "filled" | "success" | "light" | "outline";

interface PlainButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, "className" | "style"> {
  variant?: PlainButtonVariant;
  /** Mantine's size: unset is its default (sm), as Mantine leaves out data-size then. */
  size?: "compact-sm";
  leftSection?: ReactNode;
}

/** Mantine's Button without its root class's own active state when disabled, as Mantine renders it. */
const DISABLED_ROOT = BUTTON_CLASSES.root.replace("mantine-active ", "");

/**
 * A `<button>` that looks and behaves as Mantine's `<Button>` (its class names, data attributes, focus
 * ring, hover, disabled look and dark mode come from Mantine's stylesheet) without Mantine's per-render
 * work or the ~420 bytes of inline CSS variables it writes on every button: those are one class here
 * (plain-button.module.css). For buttons drawn once per row (decision 0128-list-rows).
 */
export function PlainButton({
  variant = "filled",
  size,
  leftSection,
  type = "button",
  disabled,
  children,
  ...rest
}: PlainButtonProps) {
  const look = size ? `${classes[variant]} ${classes.compactSm}` : classes[variant];
  return (
    <button
      {...rest}
      type={type}
      disabled={disabled}
      className={`${look} ${disabled ? DISABLED_ROOT : BUTTON_CLASSES.root}`}
      data-variant={variant === "success" ? "filled" : variant}
      data-size={size}
      data-disabled={disabled ? "true" : undefined}
      data-with-left-section={leftSection ? "true" : undefined}
    >
      <span className={BUTTON_CLASSES.inner}>
        {leftSection ? (
          <span className={BUTTON_CLASSES.section} data-position="left">
            {leftSection}
          </span>
        ) : null}
        <span className={BUTTON_CLASSES.label}>{children}</span>
      </span>
    </button>
  );
}

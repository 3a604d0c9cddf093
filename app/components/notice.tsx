import type { ReactNode } from "react";

const TONES = {
  error: { border: "var(--mantine-color-red-8)", background: "var(--campus-error-bg)" },
  info: { border: "var(--mantine-color-gray-6)", background: "var(--campus-surface-subtle)" },
} as const;

/**
 * A message box for public pages: Mantine's Alert brings ~2 kB of JavaScript (and its close button)
 * that a page near its 150 kB budget cannot spare.
 */
export function Notice({
  tone,
  title,
  role,
  hidden,
  liveAlert,
  children,
}: {
  tone: keyof typeof TONES;
  title?: string;
  role: "alert" | "status";
  /** Rendered but not shown: a live form's alert, shown by its island (app/islands/live-form.ts). */
  hidden?: boolean;
  /** Marks the alert a plain document's live form shows and hides. */
  liveAlert?: boolean;
  children: ReactNode;
}) {
  const colors = TONES[tone];
  return (
    <div
      role={role}
      hidden={hidden}
      data-live-alert={liveAlert ? "" : undefined}
      style={{
        borderLeft: `4px solid ${colors.border}`,
        background: colors.background,
        padding: "12px 16px",
        borderRadius: 4,
        fontSize: "var(--mantine-font-size-sm)",
      }}
    >
      {title ? <strong style={{ display: "block", marginBottom: 4 }}>{title}</strong> : null}
      {children}
    </div>
  );
}

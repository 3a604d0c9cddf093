import { Loader } from "@mantine/core";
import lean from "./lean-layout.module.css";

/** A centred spinner with its words; plain elements around Mantine's Loader (decision 0124-course-html). */
export function Loading({ label = "Loading..." }: { label?: string }) {
  return (
    <div className={lean.loading} role="status" aria-live="polite">
      <Loader size="sm" aria-hidden="true" />
      <p className={lean.text}>{label}</p>
    </div>
  );
}

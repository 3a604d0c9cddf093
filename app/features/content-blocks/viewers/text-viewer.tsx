import { Typography } from "@mantine/core";
import type { ViewerBlockOf } from "./block-viewer-props";

/** The stored rich text, sanitised when it was saved (app/lib/sanitize-html.server.ts). */
export function TextViewer({ block }: { block: ViewerBlockOf<"text"> }) {
  return (
    <Typography className="lesson-text">
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: rich text is sanitised with an allowlist on save. */}
      <div dangerouslySetInnerHTML={{ __html: block.content.html }} />
    </Typography>
  );
}

import { Typography } from "@mantine/core";
import { dataSavingPictures, useDataSaver } from "~/lib/data-saver";
import type { ViewerBlockOf } from "./block-viewer-props";

/** The stored rich text, sanitised when it was saved (app/lib/sanitize-html.server.ts). */
export function TextViewer({ block }: { block: ViewerBlockOf<"text"> }) {
  // Smaller pictures, loaded when near, with the data saver on (decision 0107-data-saver).
  const html = useDataSaver().enabled ? dataSavingPictures(block.content.html) : block.content.html;
  return (
    <Typography className="lesson-text">
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: rich text is sanitised with an allowlist on save. */}
      <div dangerouslySetInnerHTML={{ __html: html }} />
    </Typography>
  );
}

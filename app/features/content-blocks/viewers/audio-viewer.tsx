import { Anchor, Stack, Text } from "@mantine/core";
import type { ViewerBlockOf } from "./block-viewer-props";
import { displayFileName } from "./block-viewer-props";
import * as m from "./messages";

export function AudioViewer({ block }: { block: ViewerBlockOf<"audio"> }) {
  const { url } = block.content;
  if (!url) return <Text c="dimmed">{m.noRecordingBeenAddedLesson()}</Text>;
  const name = displayFileName(block.content);
  return (
    <Stack gap={6}>
      {/* biome-ignore lint/a11y/useMediaCaption: a recording without a transcript; the file is offered for download too. */}
      <audio controls preload="metadata" src={url} aria-label={block.title || name} style={{ width: "100%" }} />
      <Anchor href={url} download={name} size="sm">
        {m.downloadName({ name })}
      </Anchor>
    </Stack>
  );
}

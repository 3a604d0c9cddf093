import { Anchor, Stack, Text } from "@mantine/core";
import { useDataSaver } from "~/lib/data-saver";
import type { ViewerBlockOf } from "./block-viewer-props";
import { displayFileName } from "./block-viewer-props";
import * as m from "./messages";

export function AudioViewer({ block }: { block: ViewerBlockOf<"audio"> }) {
  const { url } = block.content;
  // The data saver fetches nothing of a recording until it is played (decision 0107-data-saver).
  const preload = useDataSaver().enabled ? "none" : "metadata";
  if (!url) return <Text c="dimmed">{m.noRecordingBeenAddedLesson()}</Text>;
  const name = displayFileName(block.content);
  return (
    <Stack gap={6}>
      {/* biome-ignore lint/a11y/useMediaCaption: a recording without a transcript; the file is offered for download too. */}
      <audio controls preload={preload} src={url} aria-label={block.title || name} style={{ width: "100%" }} />
      <Anchor href={url} download={name} size="sm">
        {m.downloadName({ name })}
      </Anchor>
    </Stack>
  );
}

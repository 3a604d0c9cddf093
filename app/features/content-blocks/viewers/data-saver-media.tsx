import { Button, Group, Paper, Stack, Text } from "@mantine/core";
import { IconFileTypePdf, IconPlayerPlay } from "@tabler/icons-react";
import { type ReactNode, useState } from "react";
import { DataSaverSwitch } from "~/components/data-saver-switch";
import lean from "~/components/lean-layout.module.css";
import { useDataSaver } from "~/lib/data-saver";
import { formatFileSize } from "./block-viewer-props";
import * as m from "./data-saver.messages";
import type { ViewerBlock } from "./viewer-blocks";

const sizeText = (bytes: number | null) => (bytes === null ? m.unknownSize() : formatFileSize(bytes));

/**
 * Above a lesson's blocks: what the lesson downloads, before any of it loads, and the data saver's
 * switch (decision 0107-data-saver).
 */
export function LessonDownloadSize({ blocks }: { blocks: ViewerBlock[] }) {
  const { enabled, reason } = useDataSaver();
  const total = blocks.reduce((sum, block) => sum + block.downloadBytes, 0);
  return (
    // Plain elements with short classes: it heads every lesson (decision 0124-course-html).
    <div className={`${lean.bordered} ${lean.padXsMd}`} data-testid="lesson-download-size">
      <div className={`${lean.row} ${lean.between} ${lean.gapXs}`}>
        <div className={lean.growColumn}>
          <p className={`${lean.textSm} ${lean.medium}`}>
            {total > 0 ? m.lessonDownloadSize({ size: formatFileSize(total) }) : m.lessonHasNoFiles()}
          </p>
          {enabled ? (
            <Text size="sm" c="var(--campus-text-muted)">
              {reason === "chosen" ? m.dataSaverChosen() : m.dataSaverAutomatic()}
            </Text>
          ) : null}
        </div>
        <DataSaverSwitch />
      </div>
    </div>
  );
}

/** With the data saver on, a placeholder naming the size until the learner asks for the media. */
export function DeferredMedia({
  kind,
  sizeBytes,
  site,
  children,
}: {
  kind: "video" | "document";
  sizeBytes: number | null;
  /** An embedded video's host (YouTube, Vimeo): its size is not known here. */
  site?: string;
  children: ReactNode;
}) {
  const { enabled } = useDataSaver();
  const [isShown, setShown] = useState(false);
  if (!enabled || isShown) return <>{children}</>;
  const Icon = kind === "video" ? IconPlayerPlay : IconFileTypePdf;
  const note =
    kind === "document"
      ? m.documentNotLoaded({ size: sizeText(sizeBytes) })
      : site
        ? m.embeddedVideoNotLoaded({ site })
        : m.videoNotLoaded({ size: sizeText(sizeBytes) });
  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text size="sm" style={{ flex: "1 1 14rem" }}>
          {note}
        </Text>
        <Button variant="light" leftSection={<Icon size={16} aria-hidden="true" />} onClick={() => setShown(true)}>
          {kind === "video" ? m.loadVideo() : m.showDocument()}
        </Button>
      </Group>
    </Paper>
  );
}

/**
 * An uploaded video with an audio version: with the data saver on, the audio plays instead (a
 * fraction of the bytes) and the video waits until asked for; otherwise as DeferredMedia.
 */
export function DataSavingVideo({
  video,
  name,
  children,
}: {
  video: { sizeBytes: number | null; audioUrl: string; audioSizeBytes: number | null };
  name: string;
  children: ReactNode;
}) {
  const { enabled } = useDataSaver();
  const [isVideoShown, setVideoShown] = useState(false);
  if (!enabled || isVideoShown) return <>{children}</>;
  if (!video.audioUrl)
    return (
      <DeferredMedia kind="video" sizeBytes={video.sizeBytes}>
        {children}
      </DeferredMedia>
    );
  return (
    <Stack gap={6}>
      <Text size="sm" c="var(--campus-text-muted)">
        {m.audioVersion({ size: sizeText(video.audioSizeBytes) })}
      </Text>
      {/* biome-ignore lint/a11y/useMediaCaption: the audio version of the lesson's video; the video is one tap away. */}
      <audio controls preload="none" src={video.audioUrl} aria-label={name} style={{ width: "100%" }} />
      <Group>
        <Button variant="subtle" size="compact-sm" onClick={() => setVideoShown(true)}>
          {m.watchVideoInstead({ size: sizeText(video.sizeBytes) })}
        </Button>
      </Group>
    </Stack>
  );
}

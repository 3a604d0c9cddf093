import { Button, Group, Stack, Text } from "@mantine/core";
import { UploadButton } from "./upload-button";
import * as m from "./video-audio-version.messages";

/**
 * An uploaded video's audio-only version (decision 0107-data-saver): what learners with the data
 * saver on hear instead of downloading the video. Saved with the block like its video file.
 */
export function VideoAudioVersionField({
  audioUrl,
  videoLabel,
  onChange,
  onError,
}: {
  audioUrl: string;
  videoLabel: string;
  onChange: (audioUrl: string) => void;
  onError: (message: string | null) => void;
}) {
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        {m.audioVersionHeading()}
      </Text>
      <Text size="sm" c="var(--campus-text-muted)">
        {m.audioVersionHelp()}
      </Text>
      {audioUrl ? (
        // biome-ignore lint/a11y/useMediaCaption: the video's own sound, checked by the instructor who uploaded it.
        <audio controls preload="none" src={audioUrl} aria-label={m.audioVersionOf({ video: videoLabel })} />
      ) : null}
      <Group gap="xs">
        <UploadButton
          kind="audio"
          label={audioUrl ? m.replaceAudioVersion() : m.uploadAudioVersion()}
          onUploaded={(uploaded) => onChange(uploaded.url)}
          onError={onError}
        />
        {audioUrl ? (
          <Button variant="subtle" color="red" onClick={() => onChange("")}>
            {m.removeAudioVersion()}
          </Button>
        ) : null}
      </Group>
    </Stack>
  );
}

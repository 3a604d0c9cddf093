import { Anchor, Stack, Text, TextInput } from "@mantine/core";
import { useState } from "react";
import { type VideoContent, type VideoSource, validateBlockContent, videoEmbedUrl } from "../block-types";
import type { BlockEditorProps } from "./editor-props";
import { LabelledChoice } from "./labelled-choice";
import * as m from "./messages";
import { UploadButton } from "./upload-button";
import { VideoAudioVersionField } from "./video-audio-version";

const SOURCE_LABELS: Record<VideoSource, () => string> = {
  upload: m.sourceUpload,
  youtube: () => "YouTube",
  vimeo: () => "Vimeo",
};

/** A video: an uploaded file, or a YouTube or Vimeo link (saved when the link field loses focus). */
export default function VideoBlockEditor({ label, content, onSave }: BlockEditorProps<VideoContent>) {
  const [video, setVideo] = useState<VideoContent>(content);
  const [link, setLink] = useState(content.source === "upload" ? "" : content.url);
  const [error, setError] = useState<string | null>(null);

  const saveIfValid = (next: VideoContent) => {
    const result = validateBlockContent("video", next);
    if (!result.success) {
      setError(result.error.issues[0]?.message ?? m.checkVideoLink());
      return;
    }
    setError(null);
    setVideo(next);
    onSave(next);
  };

  const changeSource = (source: VideoSource) => {
    setError(null);
    if (source === "upload") {
      // Keep the link in the field in case they switch back; the stored video becomes "no file yet".
      saveIfValid({ source, url: video.source === "upload" ? video.url : "" });
    } else {
      saveIfValid({ source, url: videoEmbedUrl(source, link) ? link : "" });
    }
  };

  const embedUrl = video.source !== "upload" && video.url ? videoEmbedUrl(video.source, video.url) : null;

  return (
    <Stack gap="xs">
      <LabelledChoice
        label={m.videoSource()}
        value={video.source}
        options={(Object.keys(SOURCE_LABELS) as VideoSource[]).map((value) => ({
          value,
          label: SOURCE_LABELS[value](),
        }))}
        onChange={changeSource}
      />
      {video.source === "upload" ? (
        <>
          {video.url ? (
            // biome-ignore lint/a11y/useMediaCaption: instructors upload their own videos; there is no caption track to offer.
            <video controls src={video.url} aria-label={label} style={{ width: "100%", maxHeight: 360 }} />
          ) : (
            <Text size="sm" c="dimmed">
              {m.noVideoYetUploadMp4()}
            </Text>
          )}
          <UploadButton
            kind="video"
            label={video.url ? m.replaceVideo() : m.uploadVideo()}
            onUploaded={(uploaded) => saveIfValid({ ...video, source: "upload", url: uploaded.url })}
            onError={setError}
          />
          {video.url ? (
            <VideoAudioVersionField
              audioUrl={video.audioUrl ?? ""}
              videoLabel={label}
              onChange={(audioUrl) => saveIfValid({ ...video, audioUrl })}
              onError={setError}
            />
          ) : null}
        </>
      ) : (
        <>
          <TextInput
            label={m.siteLink({ site: SOURCE_LABELS[video.source]() })}
            // i18n-exempt: example web addresses
            placeholder={video.source === "youtube" ? "https://www.youtube.com/watch?v=…" : "https://vimeo.com/…"}
            value={link}
            onChange={(event) => setLink(event.currentTarget.value)}
            onBlur={() => {
              if (link.trim() !== video.url) saveIfValid({ source: video.source, url: link.trim() });
            }}
          />
          {embedUrl ? (
            // The player itself shows in the lesson; the editor names the video rather than loading a third-party frame.
            <Text size="sm">
              {(() => {
                const [before, after] = m.embeddedPlayerFor({ link: "\u0000" }).split("\u0000");
                return (
                  <>
                    {before}
                    <Anchor href={video.url} target="_blank" rel="noopener noreferrer">
                      {video.url}
                    </Anchor>
                    {after}
                  </>
                );
              })()}
              <Text span size="xs" c="var(--campus-text-muted)" display="block" data-embed-url={embedUrl}>
                {m.playerAddress({ address: embedUrl })}
              </Text>
            </Text>
          ) : null}
          {/* Decision 0093-sequencing: the server cannot see a third-party player's playback. */}
          <Text size="xs" c="var(--campus-text-muted)" data-testid="video-not-tracked">
            {m.notTracked({ site: SOURCE_LABELS[video.source]() })}
          </Text>
        </>
      )}
      {error ? (
        <Text size="sm" c="red.9" role="alert">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}

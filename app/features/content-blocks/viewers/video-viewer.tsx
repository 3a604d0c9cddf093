import { AspectRatio, Text } from "@mantine/core";
import type { ViewerBlockOf } from "./block-viewer-props";

/** An uploaded video plays in the browser's own player; YouTube (no-cookie) and Vimeo play embedded. */
export function VideoViewer({ block }: { block: ViewerBlockOf<"video"> }) {
  const { source, url, embedUrl } = block.content;
  const name = block.title || "Lesson video";
  if (source === "upload" && url) {
    return (
      <AspectRatio ratio={16 / 9}>
        {/* biome-ignore lint/a11y/useMediaCaption: instructors upload their own recordings; captions are not part of the upload. */}
        <video
          controls
          preload="metadata"
          src={url}
          aria-label={name}
          style={{ background: "var(--mantine-color-black)" }}
        />
      </AspectRatio>
    );
  }
  if (embedUrl) {
    return (
      <AspectRatio ratio={16 / 9}>
        <iframe
          src={embedUrl}
          title={`${name} (${source === "youtube" ? "YouTube" : "Vimeo"})`}
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen"
          allowFullScreen
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
          style={{ border: 0 }}
        />
      </AspectRatio>
    );
  }
  return <Text c="dimmed">No video has been added to this lesson yet.</Text>;
}

import { AspectRatio, Text } from "@mantine/core";
import { useContext, useEffect, useRef, useState } from "react";
import { formatNumber } from "~/lib/i18n/format";
import type { ViewerBlockOf } from "./block-viewer-props";
import { DataSavingVideo, DeferredMedia } from "./data-saver-media";
import * as m from "./messages";
import { VideoProgressContext, type VideoProgressSettings } from "./video-progress-context";

/** The player reports its played ranges this often while playing (and on pause, end and leaving). */
const REPORT_EVERY_MS = 15_000;
/** The server takes at most this many ranges; a media element rarely has more than a few. */
const MOST_RANGES = 200;

/** An uploaded video plays in the browser's own player; YouTube (no-cookie) and Vimeo play embedded. */
export function VideoViewer({ block }: { block: ViewerBlockOf<"video"> }) {
  const { source, url, embedUrl } = block.content;
  const name = block.title || m.lessonVideo();
  const progress = useContext(VideoProgressContext);
  const videoRef = useRef<HTMLVideoElement>(null);
  const watched = usePlayedRangeReports(videoRef, block.id, progress);
  if (source === "upload" && url) {
    return (
      <DataSavingVideo video={block.content} name={name}>
        <AspectRatio ratio={16 / 9}>
          {/* biome-ignore lint/a11y/useMediaCaption: instructors upload their own recordings; captions are not part of the upload. */}
          <video
            ref={videoRef}
            controls
            preload="metadata"
            src={url}
            aria-label={name}
            style={{ background: "var(--mantine-color-black)" }}
          />
        </AspectRatio>
        {progress?.requiredPercent ? (
          <Text size="sm" c="var(--campus-text-muted)" data-testid="video-watched" aria-live="polite">
            {m.watchedShare({ watched: formatNumber(watched), required: formatNumber(progress.requiredPercent) })}
          </Text>
        ) : null}
      </DataSavingVideo>
    );
  }
  if (embedUrl) {
    return (
      <DeferredMedia kind="video" sizeBytes={null} site={source === "youtube" ? "YouTube" : "Vimeo"}>
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
      </DeferredMedia>
    );
  }
  return <Text c="dimmed">{m.noVideoBeenAddedLesson()}</Text>;
}

/**
 * Sends the media element's `played` ranges to the server every ~15 s while playing and on pause,
 * end and leaving the page (a small keepalive POST); the server merges and caps them (decision
 * 0093-sequencing). The share the server answers is what is shown.
 */
function usePlayedRangeReports(
  videoRef: React.RefObject<HTMLVideoElement | null>,
  blockId: string,
  progress: VideoProgressSettings | null,
): number {
  const [watched, setWatched] = useState(progress?.watchedPercent[blockId] ?? 0);
  const reportPath = progress?.reportPath ?? null;
  useEffect(() => {
    const video = videoRef.current;
    if (!video || !reportPath) return;
    let lastSent = "";
    const report = () => {
      if (!Number.isFinite(video.duration) || video.duration <= 0 || video.played.length === 0) return;
      const ranges: Array<[number, number]> = [];
      for (let index = 0; index < Math.min(video.played.length, MOST_RANGES); index++) {
        ranges.push([round(video.played.start(index)), round(Math.min(video.played.end(index), video.duration))]);
      }
      const body = new URLSearchParams({
        intent: "report-video",
        blockId,
        duration: String(video.duration),
        ranges: JSON.stringify(ranges),
      });
      const sent = body.toString();
      if (sent === lastSent) return;
      lastSent = sent;
      fetch(reportPath, { method: "POST", body, keepalive: true, credentials: "same-origin" })
        .then((response) => (response.ok ? response.json() : null))
        .then((answer: { watchedPercent?: number } | null) => {
          if (typeof answer?.watchedPercent === "number") setWatched(answer.watchedPercent);
        })
        // A lost report is made up by the next: `played` keeps every range.
        .catch(() => undefined);
    };
    const timer = window.setInterval(() => {
      if (!video.paused) report();
    }, REPORT_EVERY_MS);
    video.addEventListener("pause", report);
    video.addEventListener("ended", report);
    window.addEventListener("pagehide", report);
    return () => {
      report();
      window.clearInterval(timer);
      video.removeEventListener("pause", report);
      video.removeEventListener("ended", report);
      window.removeEventListener("pagehide", report);
    };
  }, [videoRef, blockId, reportPath]);
  return watched;
}

const round = (seconds: number) => Math.round(seconds * 100) / 100;

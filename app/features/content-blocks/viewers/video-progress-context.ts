import { createContext } from "react";

/**
 * Where the uploaded-video player reports what was played, and what it shows about it (decision
 * 0093-sequencing). The course reader provides it for an enrolled learner; elsewhere (the editor's
 * preview, staff) there is none and the player reports nothing.
 */
export interface VideoProgressSettings {
  reportPath: string;
  /** The share a lesson's video must reach; null when the course does not gate videos. */
  requiredPercent: number | null;
  /** What each video has so far, by block id. */
  watchedPercent: Record<string, number>;
}

export const VideoProgressContext = createContext<VideoProgressSettings | null>(null);

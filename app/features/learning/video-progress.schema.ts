import { z } from "zod";
import type { PlayedRange } from "./video-ranges";

/** The player's report (decision 0093-sequencing): read by the route, checked here before the feature sees it. */
export const REPORT_VIDEO_INTENT = "report-video";
const MOST_RANGES = 200;
const LONGEST_VIDEO_SECONDS = 24 * 60 * 60;
/** A media element's duration and its last played range may differ by a frame or two. */
const END_TOLERANCE_SECONDS = 1;

const seconds = z.coerce
  .number({ message: "Send the video's duration in seconds." })
  .refine((value) => Number.isFinite(value) && value > 0 && value <= LONGEST_VIDEO_SECONDS, {
    message: "Send the video's duration in seconds, more than 0 and at most 24 hours.",
  });

const rangesField = z
  .string()
  .max(20_000, `Send at most ${MOST_RANGES} played ranges.`)
  .transform((text, context): unknown => {
    try {
      return JSON.parse(text);
    } catch {
      context.addIssue({ code: "custom", message: "Send the played ranges as a JSON list of [start, end] pairs." });
      return z.NEVER;
    }
  })
  .pipe(
    z
      .array(z.tuple([z.number(), z.number()], { message: "Each played range is a [start, end] pair of seconds." }), {
        message: "Send the played ranges as a JSON list of [start, end] pairs.",
      })
      .max(MOST_RANGES, `Send at most ${MOST_RANGES} played ranges.`),
  );

export const videoReportSchema = z
  .object({
    intent: z.literal(REPORT_VIDEO_INTENT, { message: "Unknown action." }),
    blockId: z.string().trim().min(1, "Name the video block.").max(64, "Name the video block."),
    duration: seconds,
    ranges: rangesField,
  })
  .superRefine((report, context) => {
    // zod runs this even when a field above failed: judge the ranges only once both were read.
    if (!Array.isArray(report.ranges) || typeof report.duration !== "number") return;
    const outOfBounds = report.ranges.some(
      ([start, end]) =>
        !Number.isFinite(start) ||
        !Number.isFinite(end) ||
        start < 0 ||
        end < start ||
        end > report.duration + END_TOLERANCE_SECONDS,
    );
    if (outOfBounds) {
      context.addIssue({
        code: "custom",
        path: ["ranges"],
        message: "Each played range must lie within the video: 0 ≤ start ≤ end ≤ its duration.",
      });
    }
  })
  .transform((report) => ({
    blockId: report.blockId,
    durationSeconds: report.duration,
    ranges: report.ranges as PlayedRange[],
  }));

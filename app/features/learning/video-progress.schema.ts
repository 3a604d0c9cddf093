import { z } from "zod";
import * as m from "./messages";
import type { PlayedRange } from "./video-ranges";

/** The player's report (decision 0093-sequencing): read by the route, checked here before the feature sees it. */
export const REPORT_VIDEO_INTENT = "report-video";
const MOST_RANGES = 200;
const LONGEST_VIDEO_SECONDS = 24 * 60 * 60;
/** A media element's duration and its last played range may differ by a frame or two. */
const END_TOLERANCE_SECONDS = 1;

const seconds = z.coerce
  .number({ error: () => m.sendVideoSDurationSeconds() })
  .refine((value) => Number.isFinite(value) && value > 0 && value <= LONGEST_VIDEO_SECONDS, {
    error: () => m.sendVideoSDurationSeconds2(),
  });

const rangesField = z
  .string()
  .max(20_000, { error: () => m.sendAtMostRanges({ count: MOST_RANGES }) })
  .transform((text, context): unknown => {
    try {
      return JSON.parse(text);
    } catch {
      context.addIssue({ code: "custom", message: m.sendRangesJson() });
      return z.NEVER;
    }
  })
  .pipe(
    z
      .array(z.tuple([z.number(), z.number()], { error: () => m.eachPlayedRangeStartEnd() }), {
        error: () => m.sendRangesJson(),
      })
      .max(MOST_RANGES, { error: () => m.sendAtMostRanges({ count: MOST_RANGES }) }),
  );

export const videoReportSchema = z
  .object({
    intent: z.literal(REPORT_VIDEO_INTENT, { error: () => m.unknownAction() }),
    blockId: z
      .string()
      .trim()
      .min(1, { error: () => m.nameVideoBlock() })
      .max(64, { error: () => m.nameVideoBlock() }),
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
        message: m.rangeWithinVideo(),
      });
    }
  })
  .transform((report) => ({
    blockId: report.blockId,
    durationSeconds: report.duration,
    ranges: report.ranges as PlayedRange[],
  }));

import { z } from "zod";
import * as m from "./messages";

/**
 * A commit as the lesson page forwards it from the package's runtime (decision
 * 0097-scorm-content-packages). The runtime already refused wrong values; the server checks them
 * again, since anything in the browser can be changed.
 */

const decimalOrBlank = (min: number | null, max: number | null, label: () => string) =>
  z
    .string()
    .max(30)
    .refine((value) => value === "" || /^-?\d{1,10}(\.\d{1,7})?$/.test(value), {
      error: () => m.notANumber({ label: label() }),
    })
    .refine(
      (value) => value === "" || ((min === null || Number(value) >= min) && (max === null || Number(value) <= max)),
      { error: () => m.outOfRange({ label: label() }) },
    );

const TIMESPAN_12 = /^(\d{2,4}):(\d{2}):(\d{2}(?:\.\d{1,2})?)$/;
const DURATION_2004 = /^P(?:(\d+)Y)?(?:(\d+)M)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d{1,2})?)S)?)?$/;

const cmiSchema = z.object({
  location: z.string().max(1000, { error: () => m.locationLongerThan1000() }),
  suspendData: z.string().max(64000, { error: () => m.suspendDataLongerThan64() }),
  lessonStatus: z
    .enum(["passed", "completed", "failed", "incomplete", "browsed", "not attempted"], {
      error: () => m.cmiCoreLessonStatusNot(),
    })
    .optional(),
  completionStatus: z
    .enum(["completed", "incomplete", "not attempted", "unknown"], {
      error: () => m.cmiCompletionStatusNotOne(),
    })
    .optional(),
  successStatus: z.enum(["passed", "failed", "unknown"], { error: () => m.cmiSuccessStatusNotOne() }).optional(),
  scoreRaw: decimalOrBlank(null, null, m.rawScore),
  scoreMin: decimalOrBlank(null, null, m.minimumScore),
  scoreMax: decimalOrBlank(null, null, m.maximumScore),
  scoreScaled: decimalOrBlank(-1, 1, m.scaledScore).optional(),
  progressMeasure: decimalOrBlank(0, 1, m.progressMeasure).optional(),
  exit: z.enum(["time-out", "timeout", "suspend", "logout", "normal", ""], { error: () => m.exitValueNotKnown() }),
  sessionTime: z
    .string()
    .max(40)
    .refine((value) => value === "" || TIMESPAN_12.test(value) || DURATION_2004.test(value), {
      error: () => m.sessionTimeNotScormTime(),
    }),
  terminated: z.boolean(),
});

export const packageCommitSchema = z.object({
  intent: z.literal("commit"),
  scoIndex: z.number().int().min(0).max(10_000),
  /** The attempt's version the runtime last saw (0: none yet). */
  version: z.number().int().min(0),
  cmi: cmiSchema,
});

export type PackageCommit = z.infer<typeof packageCommitSchema>;
export type CommittedCmi = z.infer<typeof cmiSchema>;

/** Seconds in a SCORM 1.2 time span (HHHH:MM:SS.SS) or a 2004 duration (PnYnMnDTnHnMnS); 0 for "". */
export function timeSpanSeconds(value: string): number {
  const short = TIMESPAN_12.exec(value);
  if (short) return Number(short[1]) * 3600 + Number(short[2]) * 60 + Number(short[3]);
  const long = DURATION_2004.exec(value);
  if (!long) return 0;
  const [, years, months, days, hours, minutes, seconds] = long.map((part) => Number(part ?? 0));
  return (
    (years ?? 0) * 365 * 86400 +
    (months ?? 0) * 30 * 86400 +
    (days ?? 0) * 86400 +
    (hours ?? 0) * 3600 +
    (minutes ?? 0) * 60 +
    (seconds ?? 0)
  );
}

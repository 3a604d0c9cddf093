/**
 * Item analysis of a bank-drawn quiz (decision 0096-gradebook): pure statistics, no database.
 *
 * - Facility: the mean score on the question divided by its points (0 = nobody, 1 = everybody).
 * - Discrimination: the corrected point-biserial, i.e. the Pearson correlation between the score on
 *   the question and the score on the rest of the attempt (the attempt's total minus this question),
 *   so a question is not correlated with itself. Null with fewer than two attempts or when either
 *   side does not vary (everyone scored the same): there is nothing to tell apart.
 * - A question is flagged when its facility is below 0.2 (too hard) or above 0.95 (too easy), or its
 *   discrimination is below 0.2 (does not separate stronger from weaker learners).
 */

const FACILITY_TOO_HARD = 0.2;
const FACILITY_TOO_EASY = 0.95;
const DISCRIMINATION_TOO_LOW = 0.2;

/** One scored attempt: its total, and per question shown the points earned and possible, and the options chosen. */
export interface ScoredAttempt {
  total: number;
  items: Array<{ questionId: string; points: number; maxPoints: number; chosen?: string[] }>;
}

export type ItemFlag = "too-hard" | "too-easy" | "low-discrimination";

export interface ItemStatistics {
  questionId: string;
  attempts: number;
  facility: number | null;
  discrimination: number | null;
  /** How many attempts chose each option (choice questions only). */
  optionCounts: Record<string, number>;
  flags: ItemFlag[];
}

/** Pearson correlation of two equally long series; null when fewer than two values or no variance. */
export function pearson(xs: number[], ys: number[]): number | null {
  const n = xs.length;
  if (n < 2 || ys.length !== n) return null;
  const meanX = xs.reduce((sum, x) => sum + x, 0) / n;
  const meanY = ys.reduce((sum, y) => sum + y, 0) / n;
  let covariance = 0;
  let varianceX = 0;
  let varianceY = 0;
  for (let index = 0; index < n; index++) {
    const dx = (xs[index] as number) - meanX;
    const dy = (ys[index] as number) - meanY;
    covariance += dx * dy;
    varianceX += dx * dx;
    varianceY += dy * dy;
  }
  // A tiny tolerance: floating sums of equal values can leave a variance of 1e-30, not zero.
  if (varianceX < 1e-12 || varianceY < 1e-12) return null;
  return covariance / Math.sqrt(varianceX * varianceY);
}

/** Flags for a question's facility and discrimination. */
export function flagsFor(facility: number | null, discrimination: number | null): ItemFlag[] {
  const flags: ItemFlag[] = [];
  if (facility !== null && facility < FACILITY_TOO_HARD) flags.push("too-hard");
  if (facility !== null && facility > FACILITY_TOO_EASY) flags.push("too-easy");
  if (discrimination !== null && discrimination < DISCRIMINATION_TOO_LOW) flags.push("low-discrimination");
  return flags;
}

/** Statistics per question, in the order questions are first seen across the attempts. */
export function analyseItems(attempts: ScoredAttempt[]): ItemStatistics[] {
  const byQuestion = new Map<
    string,
    { points: number[]; maxPoints: number[]; rest: number[]; optionCounts: Record<string, number> }
  >();
  for (const attempt of attempts) {
    for (const item of attempt.items) {
      let entry = byQuestion.get(item.questionId);
      if (!entry) {
        entry = { points: [], maxPoints: [], rest: [], optionCounts: {} };
        byQuestion.set(item.questionId, entry);
      }
      entry.points.push(item.points);
      entry.maxPoints.push(item.maxPoints);
      entry.rest.push(attempt.total - item.points);
      for (const optionId of item.chosen ?? []) entry.optionCounts[optionId] = (entry.optionCounts[optionId] ?? 0) + 1;
    }
  }
  return [...byQuestion].map(([questionId, entry]) => {
    const possible = entry.maxPoints.reduce((sum, points) => sum + points, 0);
    const earned = entry.points.reduce((sum, points) => sum + points, 0);
    const facility = possible > 0 ? earned / possible : null;
    const fractions = entry.points.map((points, index) => {
      const max = entry.maxPoints[index] as number;
      return max > 0 ? points / max : 0;
    });
    const discrimination = pearson(fractions, entry.rest);
    return {
      questionId,
      attempts: entry.points.length,
      facility,
      discrimination,
      optionCounts: entry.optionCounts,
      flags: flagsFor(facility, discrimination),
    };
  });
}

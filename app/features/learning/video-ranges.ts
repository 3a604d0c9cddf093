/**
 * Played ranges of a video, in seconds, as [start, end] pairs (decision 0093-sequencing): merged
 * into a sorted list without overlaps, so what was watched twice counts once.
 */
export type PlayedRange = [number, number];

/** Sorted, overlapping and touching ranges joined, empty ones dropped. */
export function mergeRanges(ranges: PlayedRange[]): PlayedRange[] {
  const sorted = ranges.filter(([start, end]) => end > start).sort((a, b) => a[0] - b[0]);
  const merged: PlayedRange[] = [];
  for (const [start, end] of sorted) {
    const last = merged.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged;
}

export function coveredSeconds(ranges: PlayedRange[]): number {
  return ranges.reduce((sum, [start, end]) => sum + (end - start), 0);
}

/** The parts of `incoming` (merged) not already in `known` (merged), in time order. */
function uncoveredParts(known: PlayedRange[], incoming: PlayedRange[]): PlayedRange[] {
  const parts: PlayedRange[] = [];
  for (const [start, end] of incoming) {
    let cursor = start;
    for (const [knownStart, knownEnd] of known) {
      if (knownEnd <= cursor) continue;
      if (knownStart >= end) break;
      if (knownStart > cursor) parts.push([cursor, knownStart]);
      cursor = Math.max(cursor, knownEnd);
      if (cursor >= end) break;
    }
    if (cursor < end) parts.push([cursor, end]);
  }
  return parts;
}

/**
 * The known ranges with what is new in `incoming` added, at most `budgetSeconds` of it, earliest
 * first: a report cannot add more than could have been watched since the one before it. What is
 * left out is added by a later report (a media element's `played` keeps every range it played).
 */
export function addWithinBudget(
  known: PlayedRange[],
  incoming: PlayedRange[],
  { durationSeconds, budgetSeconds }: { durationSeconds: number; budgetSeconds: number },
): PlayedRange[] {
  const clipped = mergeRanges(
    incoming.map(([start, end]): PlayedRange => [Math.max(0, start), Math.min(durationSeconds, end)]),
  );
  let budget = Math.max(0, budgetSeconds);
  const accepted: PlayedRange[] = [];
  for (const [start, end] of uncoveredParts(mergeRanges(known), clipped)) {
    if (budget <= 0) break;
    const length = Math.min(end - start, budget);
    accepted.push([start, start + length]);
    budget -= length;
  }
  return mergeRanges([...known, ...accepted]);
}

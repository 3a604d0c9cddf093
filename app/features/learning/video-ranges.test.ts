import { describe, expect, it } from "vitest";
import { addWithinBudget, coveredSeconds, mergeRanges } from "./video-ranges";

describe("played ranges", () => {
  it("merges overlapping and touching ranges and drops empty ones", () => {
    expect(
      mergeRanges([
        [30, 40],
        [0, 10],
        [5, 15],
        [15, 20],
        [50, 50],
      ]),
    ).toEqual([
      [0, 20],
      [30, 40],
    ]);
  });

  it("adds only what is new, earliest first, up to the budget", () => {
    const known: Array<[number, number]> = [[0, 10]];
    const result = addWithinBudget(
      known,
      [
        [0, 30],
        [50, 60],
      ],
      { durationSeconds: 100, budgetSeconds: 15 },
    );
    expect(result).toEqual([[0, 25]]);
    expect(coveredSeconds(result)).toBe(25);
  });

  it("clips ranges to the video's duration", () => {
    expect(addWithinBudget([], [[90, 500]], { durationSeconds: 100, budgetSeconds: 1000 })).toEqual([[90, 100]]);
  });

  it("counts a range watched twice once", () => {
    const once = addWithinBudget([], [[0, 20]], { durationSeconds: 100, budgetSeconds: 100 });
    expect(addWithinBudget(once, [[0, 20]], { durationSeconds: 100, budgetSeconds: 100 })).toEqual([[0, 20]]);
  });
});

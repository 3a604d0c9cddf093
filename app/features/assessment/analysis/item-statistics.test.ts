import { describe, expect, it } from "vitest";
import { analyseItems, flagsFor, pearson, type ScoredAttempt } from "./item-statistics";

/** Four attempts of four one-point questions, right (1) or wrong (0); q4 everyone gets right. */
function attempt(q1: number, q2: number, q3: number, q4 = 1, chosen: string[] = []): ScoredAttempt {
  const items = [
    { questionId: "q1", points: q1, maxPoints: 1, chosen },
    { questionId: "q2", points: q2, maxPoints: 1 },
    { questionId: "q3", points: q3, maxPoints: 1 },
    { questionId: "q4", points: q4, maxPoints: 1 },
  ];
  return { total: q1 + q2 + q3 + q4, items };
}

describe("item statistics", () => {
  const attempts = [
    attempt(1, 1, 1, 1, ["a"]),
    attempt(1, 1, 0, 1, ["a"]),
    attempt(0, 1, 0, 1, ["b"]),
    attempt(0, 0, 0, 1, ["c"]),
  ];
  const byId = Object.fromEntries(analyseItems(attempts).map((item) => [item.questionId, item]));

  it("facility is the mean score over the points", () => {
    expect(byId.q1?.facility).toBe(0.5);
    expect(byId.q2?.facility).toBe(0.75);
    expect(byId.q3?.facility).toBe(0.25);
    expect(byId.q4?.facility).toBe(1);
    expect(byId.q1?.attempts).toBe(4);
  });

  it("discrimination is the item-rest correlation (hand-computed)", () => {
    // q1: items 1,1,0,0 against rests 2,1,1,0: covariance 1, variances 1 and 2 → 1/√2.
    expect(byId.q1?.discrimination).toBeCloseTo(Math.SQRT1_2, 10);
    // q2: items 1,1,1,0 against rests 2,1,0,0: 0.75 / √(0.75 × 2.75) ≈ 0.5222.
    expect(byId.q2?.discrimination).toBeCloseTo(0.75 / Math.sqrt(0.75 * 2.75), 10);
    expect(byId.q2?.discrimination).toBeCloseTo(0.5222, 4);
    expect(byId.q3?.discrimination).toBeCloseTo(0.5222, 4);
    // Everyone right: nothing to tell apart.
    expect(byId.q4?.discrimination).toBeNull();
  });

  it("counts the options chosen", () => {
    expect(byId.q1?.optionCounts).toEqual({ a: 2, b: 1, c: 1 });
    expect(byId.q2?.optionCounts).toEqual({});
  });

  it("flags too easy, too hard and low discrimination", () => {
    expect(byId.q4?.flags).toEqual(["too-easy"]);
    expect(byId.q1?.flags).toEqual([]);
    expect(flagsFor(0.1, 0.5)).toEqual(["too-hard"]);
    expect(flagsFor(0.5, 0.19)).toEqual(["low-discrimination"]);
    expect(flagsFor(0.2, 0.2)).toEqual([]);
    expect(flagsFor(0.96, -0.3)).toEqual(["too-easy", "low-discrimination"]);
  });

  it("weighs partial and multi-point questions by their points", () => {
    const [essay] = analyseItems([
      { total: 6, items: [{ questionId: "e", points: 4, maxPoints: 4 }] },
      { total: 3, items: [{ questionId: "e", points: 1, maxPoints: 4 }] },
    ]);
    expect(essay?.facility).toBe(5 / 8);
    // Fractions 1 and 0.25 against rests 2 and 2: the rest does not vary.
    expect(essay?.discrimination).toBeNull();
  });

  it("pearson: a perfect negative correlation and a single value", () => {
    expect(pearson([1, 2, 3], [3, 2, 1])).toBeCloseTo(-1, 10);
    expect(pearson([1], [1])).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import type { QuestionContent } from "../questions/question-types";
import { drawQuestionIds, freezeQuestion, shuffled, toPublicQuestion } from "./attempt-questions";

/** A repeatable random source (mulberry32). */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const pool = (prefix: string, size: number) => Array.from({ length: size }, (_, index) => `${prefix}${index}`);

describe("drawing an attempt's questions", () => {
  it("asks the fixed questions first, then the count from each category, never one twice", () => {
    for (let seed = 1; seed <= 50; seed += 1) {
      const ids = drawQuestionIds({
        fixedIds: ["a0", "fixed"],
        pools: [
          { count: 3, ids: pool("a", 10) },
          { count: 2, ids: pool("b", 5) },
        ],
        shuffleQuestions: false,
        random: seeded(seed),
      });
      expect(ids.slice(0, 2)).toEqual(["a0", "fixed"]);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids.filter((id) => id.startsWith("a") && id !== "a0")).toHaveLength(3);
      expect(ids.filter((id) => id.startsWith("b"))).toHaveLength(2);
    }
  });

  it("gives all a category has when it holds fewer than asked", () => {
    const ids = drawQuestionIds({
      fixedIds: [],
      pools: [{ count: 5, ids: ["x", "y"] }],
      shuffleQuestions: false,
      random: seeded(3),
    });
    expect([...ids].sort()).toEqual(["x", "y"]);
  });

  it("draws differently for different sources and the same for the same one", () => {
    const draw = (seed: number) =>
      drawQuestionIds({
        fixedIds: [],
        pools: [{ count: 5, ids: pool("q", 40) }],
        shuffleQuestions: true,
        random: seeded(seed),
      });
    expect(draw(7)).toEqual(draw(7));
    expect(draw(7)).not.toEqual(draw(8));
  });

  it("shuffles without losing or repeating an item", () => {
    const items = pool("i", 12);
    const result = shuffled(items, seeded(11));
    expect([...result].sort()).toEqual([...items].sort());
    expect(result).not.toEqual(items);
  });
});

describe("freezing a question as shown", () => {
  const ordering: QuestionContent = {
    type: "ordering",
    stemHtml: "<p>Order</p>",
    feedbackHtml: "",
    points: 1,
    items: [
      { id: "one", html: "One" },
      { id: "two", html: "Two" },
    ],
  };

  it("never shows an ordering question in its correct order", () => {
    for (let seed = 1; seed <= 30; seed += 1) {
      const frozen = freezeQuestion({ id: "q", title: "Q", content: ordering }, false, seeded(seed));
      expect(frozen.shownOrder).toEqual(["two", "one"]);
      const shown = toPublicQuestion(frozen);
      expect(shown.type === "ordering" && shown.items.map((item) => item.id)).toEqual(["two", "one"]);
    }
  });

  it("shuffles a choice question's options only when asked, and never shows which is correct", () => {
    const single: QuestionContent = {
      type: "single",
      stemHtml: "<p>Pick</p>",
      feedbackHtml: "<p>Why</p>",
      points: 1,
      options: pool("o", 8).map((id, index) => ({ id, html: id, isCorrect: index === 0, feedbackHtml: "" })),
    };
    const kept = freezeQuestion({ id: "q", title: "Q", content: single }, false, seeded(5));
    expect(kept.content).toEqual(single);
    const moved = freezeQuestion({ id: "q", title: "Q", content: single }, true, seeded(5));
    const order = moved.content.type === "single" ? moved.content.options.map((option) => option.id) : [];
    expect(order).not.toEqual(pool("o", 8));
    const shown = JSON.stringify(toPublicQuestion(moved));
    expect(shown).not.toContain("isCorrect");
    expect(shown).not.toContain("Why");
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type AnswerByType,
  answerSchemas,
  normaliseText,
  parseBlanks,
  QUESTION_TYPES,
  type QuestionAnswer,
  type QuestionContent,
  type QuestionContentOf,
  questionContentSchema,
  readNumber,
  scoreQuestion,
} from "./question-types";

const base = { stemHtml: "<p>Question</p>", feedbackHtml: "", points: 4 };
const option = (id: string, isCorrect: boolean) => ({ id, html: `<p>${id}</p>`, isCorrect, feedbackHtml: "" });

const QUESTIONS: { [Type in (typeof QUESTION_TYPES)[number]]: QuestionContentOf<Type> } = {
  single: { type: "single", ...base, options: [option("a", false), option("b", true), option("c", false)] },
  multiple: { type: "multiple", ...base, options: [option("a", true), option("b", false), option("c", true)] },
  "true-false": { type: "true-false", ...base, correctAnswer: false },
  matching: {
    type: "matching",
    ...base,
    pairs: [
      { id: "p1", promptHtml: "<p>ISO 9001</p>", answer: "Quality" },
      { id: "p2", promptHtml: "<p>ISO 14001</p>", answer: "Environment" },
    ],
  },
  ordering: {
    type: "ordering",
    ...base,
    items: [
      { id: "plan", html: "<p>Plan</p>" },
      { id: "do", html: "<p>Do</p>" },
      { id: "check", html: "<p>Check</p>" },
      { id: "act", html: "<p>Act</p>" },
    ],
  },
  "short-answer": { type: "short-answer", ...base, acceptedAnswers: ["Internal audit", "audit"], caseSensitive: false },
  numeric: { type: "numeric", ...base, correctValue: 3.5, tolerance: 0.25 },
  "fill-blanks": {
    type: "fill-blanks",
    ...base,
    text: "ISO [[9001]] is about [[quality|quality management]].",
    caseSensitive: false,
  },
  essay: { type: "essay", ...base, markingGuideHtml: "<p>Names the clause.</p>", maxWords: 300 },
};

const score = <Type extends keyof AnswerByType>(type: Type, answer: AnswerByType[Type] | undefined) =>
  scoreQuestion(QUESTIONS[type], answer as QuestionAnswer | undefined);

describe("the example questions", () => {
  it("are valid content of their type", () => {
    for (const type of QUESTION_TYPES)
      expect(questionContentSchema.safeParse(QUESTIONS[type]).success, type).toBe(true);
  });
});

describe("every auto-marked type scores all or nothing", () => {
  const cases: Array<[string, keyof AnswerByType, unknown, boolean]> = [
    ["single right", "single", { optionIds: ["b"] }, true],
    ["single wrong", "single", { optionIds: ["a"] }, false],
    ["single none chosen", "single", { optionIds: [] }, false],
    ["multiple right (any order)", "multiple", { optionIds: ["c", "a"] }, true],
    ["multiple missing one", "multiple", { optionIds: ["a"] }, false],
    ["multiple with a wrong one too", "multiple", { optionIds: ["a", "b", "c"] }, false],
    ["multiple repeating a right one", "multiple", { optionIds: ["a", "a"] }, false],
    ["an answer of another type's shape", "single", { text: "b" }, false],
    ["a matching answer that is not text", "matching", { answers: { p1: 3 } }, false],
    ["true-false right", "true-false", { value: false }, true],
    ["true-false wrong", "true-false", { value: true }, false],
    ["matching right", "matching", { answers: { p1: "Quality", p2: "Environment" } }, true],
    ["matching trims spaces", "matching", { answers: { p1: "  Quality ", p2: "Environment" } }, true],
    // The player offers the answers from a list, so what was picked matches exactly, case too.
    ["matching counts case", "matching", { answers: { p1: "quality", p2: "Environment" } }, false],
    ["matching swapped", "matching", { answers: { p1: "Environment", p2: "Quality" } }, false],
    ["matching one missing", "matching", { answers: { p1: "Quality" } }, false],
    ["ordering right", "ordering", { itemIds: ["plan", "do", "check", "act"] }, true],
    ["ordering two swapped", "ordering", { itemIds: ["plan", "check", "do", "act"] }, false],
    ["ordering one short", "ordering", { itemIds: ["plan", "do", "check"] }, false],
    ["ordering one extra", "ordering", { itemIds: ["plan", "do", "check", "act", "act"] }, false],
    ["short answer right", "short-answer", { text: "Internal audit" }, true],
    ["short answer other accepted", "short-answer", { text: "audit" }, true],
    ["short answer case and inner spaces", "short-answer", { text: "  INTERNAL    audit " }, true],
    ["short answer wrong", "short-answer", { text: "external audit" }, false],
    ["short answer empty", "short-answer", { text: "   " }, false],
    ["numeric exact", "numeric", { text: "3.5" }, true],
    ["numeric decimal comma", "numeric", { text: "3,5" }, true],
    ["numeric at the upper tolerance edge", "numeric", { text: "3.75" }, true],
    ["numeric at the lower tolerance edge", "numeric", { text: "3,25" }, true],
    ["numeric just past the edge", "numeric", { text: "3.76" }, false],
    ["numeric just under the edge", "numeric", { text: "3.24" }, false],
    ["numeric with spaces, as in 1 234,5", "numeric", { text: " 3 , 5 " }, true],
    ["numeric not a number", "numeric", { text: "three and a half" }, false],
    ["numeric two decimal marks", "numeric", { text: "3.5.1" }, false],
    ["numeric empty", "numeric", { text: "" }, false],
    ["fill-blanks right", "fill-blanks", { blanks: ["9001", "quality"] }, true],
    ["fill-blanks alternative", "fill-blanks", { blanks: ["9001", "Quality Management"] }, true],
    ["fill-blanks one wrong", "fill-blanks", { blanks: ["9001", "safety"] }, false],
    ["fill-blanks one empty", "fill-blanks", { blanks: ["9001", ""] }, false],
    ["fill-blanks too few", "fill-blanks", { blanks: ["9001"] }, false],
  ];
  it.each(cases)("%s", (_label, type, answer, right) => {
    const result = score(type, answer as never);
    expect(result).toEqual({ points: right ? 4 : 0, maxPoints: 4, isCorrect: right });
  });

  it("scores an unanswered question 0 for every auto-marked type", () => {
    for (const type of QUESTION_TYPES.filter((type) => type !== "essay"))
      expect(score(type, undefined), type).toEqual({ points: 0, maxPoints: 4, isCorrect: false });
  });

  it("leaves an essay to a person, answered or not", () => {
    expect(score("essay", { text: "The clause is 9.2." })).toEqual({ points: null, maxPoints: 4, isCorrect: null });
    expect(score("essay", undefined)).toEqual({ points: null, maxPoints: 4, isCorrect: null });
  });
});

describe("the case rule", () => {
  it("counts case when the question says so, for short answers and blanks", () => {
    const shortAnswer = { ...QUESTIONS["short-answer"], caseSensitive: true };
    expect(scoreQuestion(shortAnswer, { text: "Internal audit" }).isCorrect).toBe(true);
    expect(scoreQuestion(shortAnswer, { text: "internal audit" }).isCorrect).toBe(false);
    const blanks = { ...QUESTIONS["fill-blanks"], text: "The [[PDCA]] cycle", caseSensitive: true };
    expect(scoreQuestion(blanks, { blanks: ["PDCA"] }).isCorrect).toBe(true);
    expect(scoreQuestion(blanks, { blanks: ["pdca"] }).isCorrect).toBe(false);
  });

  it("still trims and joins inner spaces when case counts", () => {
    expect(normaliseText("  Internal \n\t audit ", true)).toBe("Internal audit");
    expect(normaliseText("ÉCOLE", false)).toBe("école");
  });
});

describe("numbers as typed", () => {
  it.each([
    ["3,5", 3.5],
    ["3.5", 3.5],
    ["-3", -3],
    ["+2,25", 2.25],
    ["1 234,5", 1234.5],
    ["1\u00a0234.5", 1234.5],
    ["0", 0],
  ])("reads %j as %d", (text, value) => expect(readNumber(text)).toBe(value));

  it.each(["", "abc", "3,5,1", "1e3", "Infinity", "NaN", ".5", "5.", "--1", "0x10"])("refuses %j", (text) =>
    expect(readNumber(text)).toBeNull(),
  );

  it("does not fail an answer on the edge through binary rounding", () => {
    const question = { ...QUESTIONS.numeric, correctValue: 0.3, tolerance: 0.1 };
    expect(scoreQuestion(question, { text: "0.2" }).isCorrect).toBe(true);
    expect(scoreQuestion(question, { text: "0.4" }).isCorrect).toBe(true);
    expect(scoreQuestion({ ...question, tolerance: 0 }, { text: "0,3" }).isCorrect).toBe(true);
  });
});

describe("blanks", () => {
  it("splits the text into segments around its blanks, with alternatives", () => {
    expect(parseBlanks("A [[x| y |]] b [[z]]")).toEqual({
      segments: ["A ", " b ", ""],
      blanks: [{ acceptedAnswers: ["x", "y"] }, { acceptedAnswers: ["z"] }],
    });
  });

  it("refuses a text without a blank, or with an empty one", () => {
    const refused = (text: string) => questionContentSchema.safeParse({ ...QUESTIONS["fill-blanks"], text }).success;
    expect(refused("No blanks here.")).toBe(false);
    expect(refused("An empty [[ ]] blank.")).toBe(false);
    expect(refused("A [[good]] blank.")).toBe(true);
  });
});

describe("the content schema", () => {
  it("refuses a single choice with two right options, or none", () => {
    const single = QUESTIONS.single;
    const twoRight = { ...single, options: single.options.map((o) => ({ ...o, isCorrect: true })) };
    const noneRight = { ...single, options: single.options.map((o) => ({ ...o, isCorrect: false })) };
    expect(questionContentSchema.safeParse(twoRight).success).toBe(false);
    expect(questionContentSchema.safeParse(noneRight).success).toBe(false);
  });

  it("refuses points outside 1 to 100 and a negative tolerance", () => {
    expect(questionContentSchema.safeParse({ ...QUESTIONS.essay, points: 0 }).success).toBe(false);
    expect(questionContentSchema.safeParse({ ...QUESTIONS.essay, points: 101 }).success).toBe(false);
    expect(questionContentSchema.safeParse({ ...QUESTIONS.numeric, tolerance: -1 }).success).toBe(false);
  });

  it("takes a stem that is only an image, not one that is only empty tags", () => {
    expect(
      questionContentSchema.safeParse({ ...QUESTIONS.essay, stemHtml: '<p><img src="https://x.test/a.png"></p>' })
        .success,
    ).toBe(true);
    expect(questionContentSchema.safeParse({ ...QUESTIONS.essay, stemHtml: "<p> </p>" }).success).toBe(false);
  });
});

describe("properties", () => {
  const anyText = fc.string({ maxLength: 30 });
  const anyAnswer = fc.oneof(
    fc.record({ optionIds: fc.array(fc.constantFrom("a", "b", "c", "x", ""), { maxLength: 5 }) }),
    fc.record({ value: fc.boolean() }),
    fc.record({ answers: fc.dictionary(fc.constantFrom("p1", "p2", "p3"), anyText) }),
    fc.record({ itemIds: fc.array(fc.constantFrom("plan", "do", "check", "act", "x"), { maxLength: 6 }) }),
    fc.record({ text: anyText }),
    fc.record({ blanks: fc.array(anyText, { maxLength: 4 }) }),
    fc.constant(undefined),
  );

  it("scoring never throws and gives 0 or the question's points, whatever was sent", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...QUESTION_TYPES),
        anyAnswer,
        fc.integer({ min: 1, max: 100 }),
        (type, answer, points) => {
          const question = { ...QUESTIONS[type], points } as QuestionContent;
          const result = scoreQuestion(question, answer as QuestionAnswer | undefined);
          if (type === "essay") return result.points === null;
          return (
            (result.points === 0 && result.isCorrect === false) ||
            (result.points === points && result.isCorrect === true)
          );
        },
      ),
    );
  });

  it("a numeric answer is right exactly when it lies within the tolerance", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -10_000, max: 10_000 }),
        fc.integer({ min: 0, max: 500 }),
        fc.integer({ min: -1_000, max: 1_000 }),
        (correctHundredths, toleranceHundredths, offsetHundredths) => {
          const question: QuestionContentOf<"numeric"> = {
            ...QUESTIONS.numeric,
            correctValue: correctHundredths / 100,
            tolerance: toleranceHundredths / 100,
          };
          const typed = ((correctHundredths + offsetHundredths) / 100).toFixed(2).replace(".", ",");
          return (
            scoreQuestion(question, { text: typed }).isCorrect === Math.abs(offsetHundredths) <= toleranceHundredths
          );
        },
      ),
    );
  });

  it("every answer schema reads only the shape of its own type", () => {
    expect(answerSchemas.single.safeParse({ optionIds: ["a", "b"] }).success).toBe(false);
    expect(answerSchemas.numeric.safeParse({ text: "x".repeat(51) }).success).toBe(false);
    expect(answerSchemas["true-false"].safeParse({ value: "true" }).success).toBe(false);
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseCsv } from "~/lib/csv";
import { ANSWER_MESSAGES, readAnswers, type StoredAnswer } from "./answers";
import { type FieldType, type FormField, inputName, newField, optionInputName } from "./field-types";
import { responsesToCsv } from "./form-csv";
import { summariseResponses } from "./form-summary";

const field = (type: FieldType, overrides: Partial<FormField> = {}): FormField => ({
  ...newField(type, overrides.id ?? type.replace(/-/g, "")),
  ...overrides,
});

const posted = (values: Record<string, string>) => ({ get: (name: string) => values[name] ?? null });

describe("reading answers", () => {
  const fields = [
    field("short-text", { id: "name", label: "Name", required: true }),
    field("email", { id: "mail", label: "Email" }),
    field("phone", { id: "tel", label: "Phone" }),
    field("number", { id: "age", label: "Years", min: 0, max: 60 }),
    field("date", { id: "day", label: "Day" }),
    field("single-choice", { id: "one", label: "One", options: ["A", "B"] }),
    field("multiple-choice", { id: "many", label: "Many", options: ["X", "Y", "Z"] }),
    field("dropdown", { id: "drop", label: "Drop", options: ["P", "Q"] }),
    field("consent", { id: "ok", label: "I agree", required: true }),
    field("section", { id: "sec", label: "Part two" }),
  ];

  it("keeps valid answers with their labels, in the form's order", () => {
    const read = readAnswers(
      fields,
      posted({
        [inputName("name")]: "  Thandi  ",
        [inputName("mail")]: "thandi@example.test",
        [inputName("tel")]: "+27 11 555 0100",
        [inputName("age")]: "12,5",
        [inputName("day")]: "2026-02-28",
        [inputName("one")]: "B",
        [optionInputName("many", 2)]: "Z",
        [optionInputName("many", 0)]: "X",
        [inputName("drop")]: "Q",
        [inputName("ok")]: "on",
      }),
    );
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.answers.map((answer) => [answer.label, answer.value])).toEqual([
      ["Name", "Thandi"],
      ["Email", "thandi@example.test"],
      ["Phone", "+27 11 555 0100"],
      ["Years", 12.5],
      ["Day", "2026-02-28"],
      ["One", "B"],
      ["Many", ["X", "Z"]],
      ["Drop", "Q"],
      ["I agree", true],
    ]);
  });

  it("names each wrong answer and keeps what was typed", () => {
    const read = readAnswers(
      fields,
      posted({
        [inputName("mail")]: "not-an-address",
        [inputName("tel")]: "call me",
        [inputName("age")]: "61",
        [inputName("day")]: "2026-02-30",
        [inputName("one")]: "C",
        [inputName("drop")]: "<script>",
      }),
    );
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.fieldErrors).toEqual({
      [inputName("name")]: ANSWER_MESSAGES.required(),
      [inputName("mail")]: ANSWER_MESSAGES.email(),
      [inputName("tel")]: ANSWER_MESSAGES.phone(),
      [inputName("age")]: ANSWER_MESSAGES.atMost(60),
      [inputName("day")]: ANSWER_MESSAGES.date(),
      [inputName("one")]: ANSWER_MESSAGES.choice(),
      [inputName("drop")]: ANSWER_MESSAGES.choice(),
      [inputName("ok")]: "This field is required",
    });
    expect(read.values[inputName("mail")]).toBe("not-an-address");
    expect(read.values[inputName("age")]).toBe("61");
  });

  it("never throws and never accepts an answer outside the rules, whatever is posted", () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.string({ maxLength: 12 }), fc.string({ maxLength: 6000 })),
        fc.boolean(),
        (values, hasFile) => {
          const read = readAnswers(fields, posted(values), hasFile);
          if (!read.ok) return Object.values(read.fieldErrors).every((message) => message.length > 0);
          for (const answer of read.answers) {
            if (answer.type === "short-text") expect(String(answer.value).length).toBeLessThanOrEqual(500);
            if (answer.type === "number" && answer.value !== null) {
              expect(answer.value as number).toBeGreaterThanOrEqual(0);
              expect(answer.value as number).toBeLessThanOrEqual(60);
            }
            if (answer.type === "single-choice" && answer.value !== null) expect(["A", "B"]).toContain(answer.value);
          }
          return true;
        },
      ),
      { numRuns: 300 },
    );
  });

  it("takes hostile text as text: kept as typed, up to the limit", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 400 }), (text) => {
        const read = readAnswers([field("short-text", { id: "t", label: "T" })], posted({ [inputName("t")]: text }));
        if (!read.ok) return false;
        const value = read.answers[0]?.value;
        return value === null || value === text.replace(/\r\n?/g, "\n").trim();
      }),
    );
  });
});

const answer = (fieldId: string, label: string, type: FieldType, value: StoredAnswer["value"]): StoredAnswer => ({
  fieldId,
  label,
  type,
  value,
});

describe("summary per question", () => {
  it("counts options and averages numbers", () => {
    const fields = [
      field("single-choice", { id: "c", label: "Colour", options: ["Red", "Blue"] }),
      field("multiple-choice", { id: "m", label: "Days", options: ["Mon", "Tue"] }),
      field("number", { id: "n", label: "Score" }),
      field("long-text", { id: "t", label: "Why" }),
    ];
    const responses = [
      [
        answer("c", "Colour", "single-choice", "Red"),
        answer("m", "Days", "multiple-choice", ["Mon", "Tue"]),
        answer("n", "Score", "number", 4),
        answer("t", "Why", "long-text", "Good"),
      ],
      [
        answer("c", "Colour", "single-choice", "Red"),
        answer("m", "Days", "multiple-choice", ["Tue"]),
        answer("n", "Score", "number", 5),
      ],
      [answer("c", "Colour", "single-choice", "Blue"), answer("n", "Score", "number", 1.5)],
    ];
    const [colour, days, score, why] = summariseResponses(fields, responses);
    expect(colour?.counts).toEqual([
      { option: "Red", count: 2 },
      { option: "Blue", count: 1 },
    ]);
    expect(days?.counts).toEqual([
      { option: "Mon", count: 1 },
      { option: "Tue", count: 2 },
    ]);
    expect(days?.answered).toBe(2);
    expect(score).toMatchObject({ answered: 3, average: 3.5, lowest: 1.5, highest: 5 });
    expect(why?.latest).toEqual(["Good"]);
  });
});

describe("responses as CSV", () => {
  it("neutralises formulas, keeps numbers and phone numbers, and keeps questions later removed", () => {
    const fields = [field("short-text", { id: "a", label: "Name" }), field("phone", { id: "p", label: "Phone" })];
    const csv = responsesToCsv(
      fields,
      [
        {
          receivedAt: "2026-11-24T10:00:00.000Z",
          answers: [
            answer("a", "Name", "short-text", '=HYPERLINK("http://evil","x")'),
            answer("p", "Phone", "phone", "+27 11 555 0100"),
            answer("old", "Old question", "short-text", "@SUM(A1)"),
          ],
        },
      ],
      "Africa/Johannesburg",
    );
    const rows = parseCsv(csv);
    expect(rows[0]).toEqual(["Received", "Name", "Phone", "Old question (removed)"]);
    expect(rows[1]).toEqual([
      "2026-11-24T12:00:00+02:00",
      `'=HYPERLINK("http://evil","x")`,
      "+27 11 555 0100",
      "'@SUM(A1)",
    ]);
  });
});

import { MantineProvider } from "@mantine/core";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { QuestionBankPage } from "~/features/assessment/components/question-bank-page";
import { QuestionEditor } from "~/features/assessment/components/question-editor";
import { cssVariablesResolver, theme } from "~/theme";
import { ALL_TYPES } from "~tests/support/question-bank-fixtures";

/**
 * The bank's screens render on the server for every question type, with the fields the action
 * reads (the action's own tests post those names), and the editor takes the rich-text field it is given.
 */
function render(Component: () => ReturnType<typeof createElement>) {
  const Stub = createRoutesStub([{ id: "root", path: "/", Component }]);
  return renderToString(
    createElement(
      MantineProvider,
      { theme, cssVariablesResolver, defaultColorScheme: "light" },
      createElement(Stub, { initialEntries: ["/"], hydrationData: { loaderData: { root: null } } }),
    ),
  );
}

const StubRichText = ({ name, label, defaultValue }: { name: string; label: string; defaultValue: string }) =>
  createElement("textarea", { name, "aria-label": label, defaultValue, "data-rich": "yes" });

const FIELDS_BY_TYPE: Record<string, string[]> = {
  single: ["option.0.html", "option.2.feedbackHtml", "correctOption"],
  multiple: ["option.0.correct", "option.1.html"],
  "true-false": ["correctAnswer"],
  matching: ["pair.0.promptHtml", "pair.2.answer"],
  ordering: ["item.3.html"],
  "short-answer": ["acceptedAnswers", "caseSensitive"],
  numeric: ["correctValue", "tolerance"],
  "fill-blanks": ["text", "caseSensitive"],
  essay: ["markingGuideHtml", "maxWords"],
};

describe("the question editor", () => {
  it.each(ALL_TYPES.map((content) => [content.type, content] as const))(
    "shows a %s question's fields",
    (type, content) => {
      const html = render(() =>
        createElement(QuestionEditor, {
          question: {
            id: "q1",
            categoryId: "c1",
            title: "A title",
            type,
            content,
            tags: ["iso 9001"],
            isArchived: false,
            version: 3,
          },
          categories: [{ id: "c1", name: "General" }],
          preselectedCategoryId: "",
          bankPath: "/question-bank",
          RichTextField: StubRichText,
        }),
      );
      for (const name of [
        "stemHtml",
        "feedbackHtml",
        "points",
        "categoryId",
        "tags",
        "title",
        ...(FIELDS_BY_TYPE[type] ?? []),
      ])
        expect(html, `${type}: ${name}`).toContain(`name="${name}"`);
      expect(html).toContain('name="version" value="3"');
      expect(html).toContain('data-rich="yes"');
    },
  );

  it("starts a new question as a single choice with three options, the first one right", () => {
    const html = render(() =>
      createElement(QuestionEditor, {
        question: null,
        categories: [{ id: "c1", name: "General" }],
        preselectedCategoryId: "c1",
        bankPath: "/question-bank",
        RichTextField: StubRichText,
      }),
    );
    expect(html).toContain('name="option.2.id" value="o3"');
    const radios = html.match(/<input[^>]*name="correctOption"[^>]*>/g) ?? [];
    expect(radios.map((radio) => radio.includes("checked"))).toEqual([true, false, false]);
    expect(html).toContain('name="version" value="0"');
  });
});

describe("the bank page", () => {
  it("lists questions with their type, category and tags, and offers the next page with the filters kept", () => {
    const html = render(() =>
      createElement(QuestionBankPage, {
        heading: "Shared question bank",
        intro: "Shared",
        basePath: "/question-bank",
        back: { to: "/instructor/courses", label: "Back to courses" },
        questions: [
          {
            id: "q1",
            title: "Audit clause",
            type: "single",
            categoryName: "General",
            tags: ["iso 9001"],
            isArchived: false,
            version: 1,
          },
        ],
        nextCursor: "2026-11-29T06:00:00.000Z~abc",
        isFirstPage: true,
        filter: { search: "audit", categoryId: null, type: null, tag: "iso 9001", archived: false },
        categories: [{ id: "c1", name: "General", version: 1, questionCount: 1 }],
        tags: ["iso 9001"],
      }),
    );
    expect(html).toContain('href="/question-bank/q1"');
    expect(html).toContain("Single choice");
    expect(html).toContain('href="/question-bank.csv"');
    expect(html).toContain('href="/question-bank.zip"');
    expect(html).toContain("?q=audit&amp;tag=iso+9001&amp;after=2026-11-29T06%3A00%3A00.000Z%7Eabc");
    expect(html).toContain('name="intent" value="import-csv"');
    expect(html).toContain('name="intent" value="archive-question"');
  });
});

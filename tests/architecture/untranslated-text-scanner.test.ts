import { describe, expect, it } from "vitest";
import { findUntranslatedText } from "../../scripts/untranslated-text.ts";

const texts = (code: string, file = "app/features/x/x.server.ts") =>
  findUntranslatedText(file, code).map((item) => item.text);

describe("the untranslated-text scanner", () => {
  it("flags sentences held in top-level constants named for text", () => {
    const code = [
      'const PACKAGE_TOO_LARGE_MESSAGE = "The package is larger than 200 MB.";',
      'export const LEAVE_TITLE = "Leave without saving?";',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the scanned module's source holds a template literal
      "const QUOTE_TEXT = `Quotation ${number} sent to ${email}`;",
      'export const KIND_LABELS = { pdf: "PDF document", image: "Photo or scan" } as const;',
      'const CHECK_IN_MESSAGES = ["Not a check-in code.", "Booking cancelled here."];',
    ].join("\n");
    expect(texts(code)).toEqual([
      "The package is larger than 200 MB.",
      "Leave without saving?",
      "Quotation … sent to …",
      "PDF document",
      "Photo or scan",
      "Not a check-in code.",
      "Booking cancelled here.",
    ]);
  });

  it("leaves codes, single words, other names, inner constants and exempt lines alone", () => {
    const code = [
      'const RUNTIME_MESSAGE = "campus-package-commit";',
      'const TONE_LABEL = "red-orange";',
      'const SMALL_TEXT = { "--text-fz": "var(--mantine-font-size-sm)" };',
      'const CONTEXT_TITLE = "https://www.w3.org/ns/credentials/v2";',
      'const SAVE_LABEL = "Save";',
      'const GREETING = "Hello there, friend";',
      "function f() {",
      '  const INNER_MESSAGE = "Not at the top level";',
      "  return INNER_MESSAGE;",
      "}",
      "// i18n-exempt: versioned consent wording",
      "const CONSENT_TEXT =",
      '  "I agree that Campus may keep this";',
      "// i18n-exempt: bank names",
      "const BANK_LABELS = {",
      '  standard: "Standard Bank",',
      "};",
    ].join("\n");
    expect(texts(code)).toEqual([]);
  });

  it("flags a sentence given to a toast helper, once", () => {
    const code = [
      'await toastHeaders("Question saved.");',
      'await toastHeaders(m.questionSaved(), "error");',
      'throw redirectWithToast("/x", "ok");',
      'await redirectWithToast("Order placed for you");',
      'await toastHeaders("Saved");',
    ].join("\n");
    expect(texts(code)).toEqual(['toastHeaders(… "Question saved.")', 'redirectWithToast(… "Order placed for you")']);
  });

  it("flags one capitalised word in a table of labels, not a code, a size or a brand marked exempt", () => {
    const code = [
      'export const SCHEME_LABELS = { light: "Light", dark: "Dark", method: "GET", size: "sm", tag: "en-ZA" };',
      "export const PROVIDER_LABELS = {",
      "  // i18n-exempt: brand name",
      '  yoco: "Yoco",',
      "};",
    ].join("\n");
    expect(texts(code)).toEqual(["Light", "Dark"]);
  });

  it("flags each side of a choice shown in braces, not a class name or a condition", () => {
    const code = [
      "export const A = ({ published, total }) => (",
      '  <p className={published ? "live" : "draft"}>',
      '    {published ? "Published" : "Draft"} {total === 1 ? "student" : "students"} {published && "Open"}',
      '    {total > 0 ? total : "None yet"}',
      '    <Empty heading={published ? "No courses found" : "No courses yet"} text="Try other words." />',
      "  </p>",
      ");",
    ].join("\n");
    expect(texts(code, "app/features/x/x.tsx")).toEqual([
      "Published",
      "Draft",
      "student",
      "students",
      "Open",
      "None yet",
      'heading="No courses found"',
      'heading="No courses yet"',
      'text="Try other words."',
    ]);
  });

  it("lists a label inside a text constant only once", () => {
    const code = 'const STATUS_LABELS = { open: { label: "Waiting for payment" } };';
    expect(texts(code)).toEqual(["label: Waiting for payment"]);
  });
});

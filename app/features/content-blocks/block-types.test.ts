import { describe, expect, it } from "vitest";
import type { ContentBlock } from "~db/schema";
import { BLOCK_TYPE_ICONS } from "./block-type-icon";
import {
  BLOCK_TYPE_DEFINITIONS,
  BLOCK_TYPE_REGISTRY,
  BLOCK_TYPES,
  isStarterText,
  newQuizOption,
  newQuizQuestion,
  newSurveyQuestion,
  parseBlockContent,
  validateBlockContent,
  videoEmbedUrl,
} from "./block-types";
import { BLOCK_EDITORS } from "./editors/block-editors";
import { BLOCK_VIEWERS } from "./viewers/block-viewer";
import { toViewerBlock } from "./viewers/viewer-blocks.server";

/** A stored row of the type with its default content, as the editor's 'add-block' writes it. */
function storedBlockOf(type: string, content: unknown): ContentBlock {
  return {
    id: `block-${type}`,
    lesson_id: "lesson-1",
    course_id: "course-1",
    type,
    title: "",
    position: 1,
    content_json: JSON.stringify(content),
    version: 1,
    updated_by_user_id: null,
    created_at: "2026-01-01T00:00:00.000Z",
    updated_at: "2026-01-01T00:00:00.000Z",
  };
}

const NO_ANSWERS = {
  sizeByName: new Map(),
  slidesByName: new Map(),
  attempts: new Map(),
  surveyAnswers: new Map(),
  assignments: new Map(),
};

// docs/adding-a-block-type.md: a new type in BLOCK_TYPES is checked here for every piece it needs.
describe.each(BLOCK_TYPES)("the %s block type", (type) => {
  const definition = BLOCK_TYPE_REGISTRY[type];

  it("starts with default content that its own schema accepts and that reads back unchanged", () => {
    const content = definition.defaultContent();
    expect(validateBlockContent(type, content).success).toBe(true);
    expect(parseBlockContent(type, JSON.stringify(content))).toEqual({ type, content });
  });

  it("has a label, a description, an icon, an editor and a viewer", () => {
    expect(definition.label).not.toBe("");
    expect(definition.description).not.toBe("");
    expect(BLOCK_TYPE_ICONS[definition.icon]).toBeDefined();
    expect(BLOCK_EDITORS[type]).toBeDefined();
    expect(BLOCK_VIEWERS[type]).toBeDefined();
  });

  it("becomes a viewer block of its own type, not 'unknown'", () => {
    const content = definition.defaultContent();
    const block = toViewerBlock(storedBlockOf(type, content), parseBlockContent(type, content), NO_ANSWERS);
    expect(block.type).toBe(type);
  });
});

describe("content-block registry", () => {
  it("has the nine types in the picker's order", () => {
    expect(BLOCK_TYPE_DEFINITIONS.map((definition) => definition.type)).toEqual([
      "text",
      "video",
      "quiz",
      "survey",
      "pdf",
      "audio",
      "powerpoint",
      "assignment",
      "package",
      "cmi5",
    ]);
  });

  it("returns null for an unknown type and reads the old 'power point' spelling", () => {
    expect(parseBlockContent("slideshow", "{}")).toBeNull();
    expect(parseBlockContent("power point", '{"url":"/uploads/a.pptx","fileName":"a.pptx"}')).toEqual({
      type: "powerpoint",
      content: { url: "/uploads/a.pptx", fileName: "a.pptx" },
    });
  });

  it("falls back to the type's default content for damaged JSON", () => {
    expect(parseBlockContent("text", "{not json")).toEqual({ type: "text", content: { html: "" } });
    expect(parseBlockContent("pdf", '{"url":"javascript:alert(1)","fileName":"x"}')).toEqual({
      type: "pdf",
      content: { url: "", fileName: "" },
    });
  });

  it("starts a new quiz question as SPEC 3 says", () => {
    const question = newQuizQuestion();
    expect(question.question).toBe("Enter your question here");
    expect(question.options.map((option) => [option.text, option.isCorrect])).toEqual([
      ["Option 1", false],
      ["Option 2", false],
      ["Option 3", true],
      ["Option 4", false],
    ]);
    expect(validateBlockContent("quiz", { questions: [question] }).success).toBe(true);
  });

  it("embeds only YouTube and Vimeo links", () => {
    expect(videoEmbedUrl("youtube", "https://youtu.be/dQw4w9WgXcQ")).toBe(
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
    );
    expect(videoEmbedUrl("youtube", "https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=5")).toBe(
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
    );
    expect(videoEmbedUrl("vimeo", "https://vimeo.com/76979871")).toBe("https://player.vimeo.com/video/76979871");
    expect(videoEmbedUrl("youtube", "https://evil.example/watch?v=dQw4w9WgXcQ")).toBeNull();
    expect(videoEmbedUrl("youtube", "http://www.youtube.com/watch?v=dQw4w9WgXcQ")).toBeNull();
  });
});

describe("starter texts", () => {
  it("are the texts a new question, option or choice starts with, and nothing a person wrote", () => {
    const question = newQuizQuestion();
    expect(isStarterText(question.question)).toBe(true);
    expect(question.options.every((option) => isStarterText(option.text))).toBe(true);
    expect(newSurveyQuestion().choices.every((choice) => isStarterText(choice.text))).toBe(true);
    expect(isStarterText(newQuizOption(7).text)).toBe(true);
    for (const written of ["Option 3 is right", "option 1", "Choice", "Three nonconformities", ""])
      expect(isStarterText(written)).toBe(false);
  });
});

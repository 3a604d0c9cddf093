import { describe, expect, it } from "vitest";
import {
  BLOCK_TYPE_DEFINITIONS,
  newQuizQuestion,
  parseBlockContent,
  validateBlockContent,
  videoEmbedUrl,
} from "./block-types";

describe("content-block registry", () => {
  it("has the seven types in the picker's order", () => {
    expect(BLOCK_TYPE_DEFINITIONS.map((definition) => definition.type)).toEqual([
      "text",
      "video",
      "quiz",
      "survey",
      "pdf",
      "audio",
      "powerpoint",
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

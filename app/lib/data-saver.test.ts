import { describe, expect, it } from "vitest";
import { dataSavingPictures } from "./data-saver";

describe("the data saver's pictures in rich text", () => {
  it("asks for our own uploads at the smaller width and loads every picture lazily", () => {
    expect(dataSavingPictures('<p>A</p><img src="/uploads/abc.png" alt="Floor">')).toBe(
      '<p>A</p><img loading="lazy" src="/uploads/abc.png?w=480" alt="Floor">',
    );
    expect(dataSavingPictures('<img alt="Logo" src="https://example.org/logo.png">')).toBe(
      '<img loading="lazy" alt="Logo" src="https://example.org/logo.png">',
    );
    expect(dataSavingPictures("<p>No pictures</p>")).toBe("<p>No pictures</p>");
  });
});

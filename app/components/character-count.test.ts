import { describe, expect, it } from "vitest";
import { withCharacterCount } from "./character-count";

describe("withCharacterCount", () => {
  it("says how many of the limit's characters are used, after the field's own description", () => {
    expect(withCharacterCount("", 500)).toBe("0 of 500 characters");
    expect(withCharacterCount("Shown to all", 2000, "Shown above the questions.")).toBe(
      "Shown above the questions. 12 of 2000 characters",
    );
  });
});

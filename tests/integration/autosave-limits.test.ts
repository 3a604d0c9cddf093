import { describe, expect, it } from "vitest";
import { bodyBytes, SAVE_BODY_LIMIT_BYTES, tooLargeToSaveMessage } from "~/lib/save-limits";
import { bodyLimitFor, FORM_BODY_LIMIT_BYTES } from "../../server/request-limits.ts";

describe("the editors' save limit", () => {
  it("is the edge's limit for the course editor's block saves, so a save the edge would refuse is refused before sending", () => {
    expect(SAVE_BODY_LIMIT_BYTES).toBe(FORM_BODY_LIMIT_BYTES);
    expect(bodyLimitFor("/api/courses/c1/blocks", { uploadMaxBytes: 1 }).bytes).toBe(SAVE_BODY_LIMIT_BYTES);
    expect(bodyLimitFor("/instructor/form/f1", { uploadMaxBytes: 1 }).bytes).toBe(SAVE_BODY_LIMIT_BYTES);
  });

  it("counts bytes as sent (UTF-8), not characters, and says the size and the limit", () => {
    expect(bodyBytes("é")).toBe(2);
    expect(tooLargeToSaveMessage(1_600_000)).toContain("(1.5 MB)");
    expect(tooLargeToSaveMessage(1_600_000)).toContain("at most 1 MB");
  });
});

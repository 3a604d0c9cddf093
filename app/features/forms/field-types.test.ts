import { describe, expect, it } from "vitest";
import { FIELD_TYPES, newField } from "./field-types";

describe("a new form field", () => {
  it("is required when it is a consent box (an unticked consent records none), optional otherwise", () => {
    for (const type of FIELD_TYPES) {
      expect(newField(type, "f1").required, type).toBe(type === "consent");
    }
  });
});

import { describe, expect, it } from "vitest";
import { maskIdNumber } from "./id-number-mask";

describe("maskIdNumber", () => {
  it("keeps only the last four characters of a South African ID or a registration number", () => {
    expect(maskIdNumber("8704150234086")).toBe("******4086");
    expect(maskIdNumber("MT 0054321")).toBe("******4321");
    expect(maskIdNumber("  MT0054321 ")).toBe("******4321");
  });

  it("shows nothing of a number of four characters or fewer, and nothing for no number", () => {
    expect(maskIdNumber("1234")).toBe("******");
    expect(maskIdNumber("")).toBe("");
    expect(maskIdNumber(null)).toBe("");
    expect(maskIdNumber("   ")).toBe("");
  });

  it("gives the same text when applied to a masked number", () => {
    expect(maskIdNumber(maskIdNumber("8704150234086"))).toBe("******4086");
  });
});

import { describe, expect, it } from "vitest";
import { COVER_FAMILIES, chooseCoverFamily, courseCoverUrl, coverFamilyFromFileName } from "~/lib/course-cover";
import { CATALOGUE_COURSES } from "~/server/seed/catalogue-courses";
import { COVER_DESIGNS, renderCoverSvg } from "./cover-art.server";

describe("chooseCoverFamily", () => {
  it.each([
    ["ISO 9001:2015 Lead Auditor", "iso-9001"],
    ["ISO9001 awareness", "iso-9001"],
    ["ISO 14001:2015 Internal Auditor", "iso-14001"],
    ["ISO 45001:2018 Implementation", "iso-45001"],
    ["FSSC 22000 version 6", "iso-22000"],
    ["ISO/IEC 27001:2022 Lead Implementer", "iso-27001"],
    ["ISO/IEC 17025:2017 Requirements and Implementation", "iso-17025"],
  ])("finds the standard's number in %s", (name, family) => {
    expect(chooseCoverFamily({ name, type: "certification" })).toBe(family);
  });

  it("reads keywords when the name has no standard number", () => {
    expect(chooseCoverFamily({ name: "Measurement Uncertainty and Method Validation", type: "accreditation" })).toBe(
      "iso-17025",
    );
    expect(chooseCoverFamily({ name: "HACCP for food handlers", type: "certification" })).toBe("iso-22000");
    expect(chooseCoverFamily({ name: "Food safety culture", type: "improvement" })).toBe("iso-22000");
    expect(chooseCoverFamily({ name: "Health and safety representatives", type: "improvement" })).toBe("iso-45001");
    expect(chooseCoverFamily({ name: "Environmental legal compliance", type: "improvement" })).toBe("iso-14001");
    expect(chooseCoverFamily({ name: "Information security awareness", type: "improvement" })).toBe("iso-27001");
  });

  it("looks at the title after the name", () => {
    expect(chooseCoverFamily({ name: "Lead auditor", title: "Audit against ISO 45001", type: "certification" })).toBe(
      "iso-45001",
    );
  });

  it("does not take a number inside another one, or a keyword when the name names another standard", () => {
    expect(chooseCoverFamily({ name: "ISO 19001 draft", type: "certification" })).toBe("certification");
    expect(chooseCoverFamily({ name: "ISO 190011 typo", type: "certification" })).toBe("certification");
    expect(chooseCoverFamily({ name: "ISO 15189:2022 for Medical Laboratories", type: "accreditation" })).toBe(
      "accreditation",
    );
  });

  it("falls back to the catalogue category, then to the generic cover", () => {
    expect(chooseCoverFamily({ name: "Root Cause Analysis and Corrective Action", type: "improvement" })).toBe(
      "improvement",
    );
    expect(chooseCoverFamily({ name: "Something else", type: "unknown-type" })).toBe("generic");
    expect(chooseCoverFamily({ name: "Something else" })).toBe("generic");
  });

  it("gives every demo catalogue course a cover of its standard or its category", () => {
    const families = CATALOGUE_COURSES.map((course) => chooseCoverFamily(course));
    expect(families).toEqual(
      expect.arrayContaining(["iso-17025", "iso-9001", "iso-45001", "iso-14001", "accreditation", "improvement"]),
    );
  });
});

describe("courseCoverUrl", () => {
  it("keeps an uploaded cover", () => {
    expect(courseCoverUrl({ coverUrl: "/uploads/abc.jpg", name: "ISO 9001 Lead Auditor" })).toBe("/uploads/abc.jpg");
    expect(courseCoverUrl({ coverUrl: "https://images.example.com/x.png", name: "ISO 9001" })).toBe(
      "https://images.example.com/x.png",
    );
  });

  it("generates one when none was uploaded, or when the stored one is a generated /covers/ address", () => {
    expect(courseCoverUrl({ coverUrl: null, name: "ISO 9001 Lead Auditor" })).toBe("/covers/iso-9001.svg");
    expect(courseCoverUrl({ coverUrl: "", name: "ISO 27001", type: "certification" })).toBe("/covers/iso-27001.svg");
    expect(courseCoverUrl({ coverUrl: "/covers/improvement.svg", name: "ISO 14001 Internal Auditor" })).toBe(
      "/covers/iso-14001.svg",
    );
  });
});

describe("the cover pictures", () => {
  function luminance(hex: string): number {
    const [r, g, b] = [1, 3, 5].map((index) => {
      const channel = Number.parseInt(hex.slice(index, index + 2), 16) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  }

  it("puts the white number on a background with at least AA contrast (4.5:1)", () => {
    for (const family of COVER_FAMILIES) {
      const contrast = 1.05 / (luminance(COVER_DESIGNS[family].colour) + 0.05);
      expect(contrast, family).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("draws each family as a well-formed SVG with its number, and serves only known names", () => {
    for (const family of COVER_FAMILIES) {
      const svg = renderCoverSvg(family);
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 800 450"/);
      expect(svg).toContain(`>${COVER_DESIGNS[family].headline}</text>`);
      expect(svg).not.toMatch(/<script|href=|url\((?!#)/);
      expect(coverFamilyFromFileName(`${family}.svg`)).toBe(family);
    }
    expect(coverFamilyFromFileName("iso-9001")).toBeNull();
    expect(coverFamilyFromFileName("../etc/passwd.svg")).toBeNull();
    expect(coverFamilyFromFileName("constructor.svg")).toBeNull();
  });
});

import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { isAddressOf, PUBLIC_PAGES } from "../e2e/support/public-pages.ts";

/*
 * The one list of public pages that tests/e2e/public-pages.spec.ts and `npm run lighthouse` share
 * (tests/e2e/support/public-pages.ts), and the matcher the Lighthouse script uses to put a sitemap
 * address under its route pattern.
 */

describe("the public pages of the route table", () => {
  it("are the screens that declare read public, and no staff or learner screen", () => {
    const patterns = PUBLIC_PAGES.map((page) => page.pattern);
    expect(patterns).toEqual(expect.arrayContaining(["", "contact-us", "course-overview/:slug", "events", "sign-in"]));
    expect(
      patterns.filter((pattern) => /^(admin|instructor|my-learning|manage-events|edit-course)/.test(pattern)),
    ).toEqual([]);
    for (const page of PUBLIC_PAGES) {
      const source = fs.readFileSync(path.resolve(import.meta.dirname, "../../app", page.file), "utf8");
      expect(source, page.file).toMatch(/export const access = \{[\s\S]*?read:\s*"public"/);
      expect(source, page.file).toMatch(/^export default /m);
    }
  });
});

describe("isAddressOf", () => {
  it("matches the home page only at /", () => {
    expect(isAddressOf("", "/")).toBe(true);
    expect(isAddressOf("", "/about-us")).toBe(false);
  });

  it("takes one segment for a parameter, and none or one for an optional one", () => {
    expect(isAddressOf("courses/:type", "/courses/online")).toBe(true);
    expect(isAddressOf("courses/:type", "/courses")).toBe(false);
    expect(isAddressOf("courses/:type", "/courses/online/2")).toBe(false);
    const viewer = "course/:courseId/:chapterId?/:lessonId?";
    expect(isAddressOf(viewer, "/course/abc")).toBe(true);
    expect(isAddressOf(viewer, "/course/abc/ch1/l1")).toBe(true);
    expect(isAddressOf(viewer, "/course")).toBe(false);
    expect(isAddressOf(viewer, "/course-overview/abc")).toBe(false);
  });

  it("matches a static path exactly, with its characters taken literally", () => {
    expect(isAddressOf("events", "/events")).toBe(true);
    expect(isAddressOf("events", "/events/x")).toBe(false);
    expect(isAddressOf("thank-you", "/thank-yo")).toBe(false);
    expect(isAddressOf("a.b", "/axb")).toBe(false);
  });
});

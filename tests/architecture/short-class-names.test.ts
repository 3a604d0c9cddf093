import path from "node:path";
import { describe, expect, it } from "vitest";
import { shortClassName } from "../../vite.config.ts";

// The production build's CSS module class names (vite.config.ts): short, stable between the server
// and client builds, distinct per file and per class, and never two classes with one name.
const root = path.resolve(import.meta.dirname, "../..");
const sidebarCss = path.join(root, "app/features/learning/components/course-viewer.module.css");

describe("CSS module class names in a production build", () => {
  it("are six characters, a valid class name, and the same on every call", () => {
    const name = shortClassName("chapterSummary", sidebarCss);
    expect(name).toMatch(/^_[A-Za-z0-9_-]{5}$/);
    expect(shortClassName("chapterSummary", sidebarCss)).toBe(name);
    // Vite may add a query to the module's id; the class is the same.
    expect(shortClassName("chapterSummary", `${sidebarCss}?used`)).toBe(name);
  });

  it("differ between classes of one file and one class in two files", () => {
    const otherCss = path.join(root, "app/features/courses/components/course-outline-sidebar.module.css");
    expect(shortClassName("chapter", sidebarCss)).not.toBe(shortClassName("chapterSummary", sidebarCss));
    expect(shortClassName("chapter", sidebarCss)).not.toBe(shortClassName("chapter", otherCss));
  });

  it("stop the build when two classes would share a name", () => {
    // Five hash characters leave a collision possible (about one in 2^30 a pair): find one and see it refused.
    const file = path.join(root, "app/collision-probe.module.css");
    for (let index = 0; index < 1_000_000; index++) {
      const localName = `probe${index}`;
      try {
        shortClassName(localName, file);
      } catch (error) {
        expect(String(error)).toMatch(/collision-probe\.module\.css:probe\d+ and .*:probe\d+ hash to _/);
        return;
      }
    }
    throw new Error("no collision among a million names: the guard was never exercised");
  });
});

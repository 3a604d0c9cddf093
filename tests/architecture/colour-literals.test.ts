import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * No fixed hex colour in the app's components (decision 0069-dark-mode): a colour written as
 * "#1e6b30" is one value in both schemes, and the light scheme's dark text on the dark scheme's
 * dark surfaces fails contrast. Components name the scheme-aware variables of app/app.css instead
 * (--campus-success, --campus-info, --campus-neutral, --campus-warning, --campus-danger-strong, and
 * the --campus-*-fill colours that hold white text in both schemes).
 */

const root = path.resolve(import.meta.dirname, "../..");
const appDirectory = path.join(root, "app");

/** A hex colour (#rgb, #rgba, #rrggbb, #rrggbbaa) not followed by more of a name ("#add-chapter" is an anchor). */
const HEX_COLOUR = /#(?:[0-9a-fA-F]{8}|[0-9a-fA-F]{6}|[0-9a-fA-F]{3,4})(?![\w-])/g;

/** Files that truly need fixed colours, and why. */
const ALLOWED: Record<string, string> = {
  "app/components/layout/brand-mark.tsx":
    "the logo's own artwork: navy tile, teal rule, white letters, in both schemes",
  "app/features/content-blocks/editors/text-editor.tsx":
    "the text colours an author may give course content; they are stored in the content's HTML",
};

function tsxFiles(directory: string): string[] {
  return fs.readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return tsxFiles(full);
    return entry.name.endsWith(".tsx") ? [full] : [];
  });
}

function hexColoursIn(source: string): string[] {
  return [...source.matchAll(HEX_COLOUR)].map((match) => match[0]);
}

describe("colour literals in app/**/*.tsx", () => {
  it("recognises hex colours, and not anchors or words", () => {
    expect(hexColoursIn(`<Badge color="#1e6b30" /> c="#fff" style={{ border: "1px solid #ddddddcc" }}`)).toEqual([
      "#1e6b30",
      "#fff",
      "#ddddddcc",
    ]);
    expect(hexColoursIn(`<a href="#add-chapter">Add</a> <a href="#main">Skip</a> Issue #12345`)).toEqual([]);
  });

  it("are none outside the allow-list: components use the scheme-aware variables of app/app.css", () => {
    const files = tsxFiles(appDirectory);
    expect(files.length).toBeGreaterThan(100);
    const found: string[] = [];
    for (const file of files) {
      const relative = path.relative(root, file).split(path.sep).join("/");
      if (relative in ALLOWED) continue;
      const source = fs.readFileSync(file, "utf8");
      source.split("\n").forEach((line, index) => {
        for (const colour of hexColoursIn(line)) found.push(`${relative}:${index + 1} ${colour}`);
      });
    }
    expect(found).toEqual([]);
  });

  it("allows only files that still need a fixed colour (an entry with nothing to allow is removed)", () => {
    for (const file of Object.keys(ALLOWED)) {
      expect(hexColoursIn(fs.readFileSync(path.join(root, file), "utf8")).length, file).toBeGreaterThan(0);
    }
  });
});

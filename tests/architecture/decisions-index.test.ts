import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DECISIONS_DIRECTORY, decisionsIndex } from "../../scripts/decisions-index.ts";

describe("docs/decisions/README.md", () => {
  it("lists every decision record with its title and status (rewrite it with node scripts/decisions-index.ts)", () => {
    const index = fs.readFileSync(path.join(DECISIONS_DIRECTORY, "README.md"), "utf8");
    expect(index).toBe(decisionsIndex());
  });

  it("numbers each record once", () => {
    const numbers = fs
      .readdirSync(DECISIONS_DIRECTORY)
      .filter((file) => /^\d{4}-/.test(file))
      .map((file) => file.slice(0, 4));
    expect(numbers.filter((number, index) => numbers.indexOf(number) !== index)).toEqual([]);
  });
});

import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";

/**
 * Mantine's Table.Thead, Table.Tbody, Table.Tr, Table.Th and Table.Td read their Table from React
 * context and throw ("Table component was not found in the tree") when none is above them: the page
 * then fails whole, on the server and in the browser, and only once it has rows to show, so an empty
 * list in a test does not catch it. ScrollTable is only the scrolling box; a Table still goes
 * inside it. A file that draws table parts must draw their Table too.
 */
const root = path.resolve(import.meta.dirname, "../..");
/** Components that are one part (a cell, a row) drawn inside their caller's Table, with why. */
const PARTS_FOR_A_CALLERS_TABLE: Record<string, string> = {
  "app/features/selling/components/money-cell.tsx": "MoneyCell is a Table.Td its callers put in their own rows",
};
const PART = /<Table\.(Thead|Tbody|Tfoot|Tr|Th|Td)\b/;
const TABLE = /<Table[\s>]/;

function componentFiles(folder: string): string[] {
  const found: string[] = [];
  for (const name of readdirSync(path.join(root, folder))) {
    const relative = `${folder}/${name}`;
    if (statSync(path.join(root, relative)).isDirectory()) found.push(...componentFiles(relative));
    else if (name.endsWith(".tsx")) found.push(relative);
  }
  return found;
}

function partsWithoutTable(files: Array<{ file: string; text: string }>): string[] {
  return files
    .filter(({ file, text }) => PART.test(text) && !TABLE.test(text) && !(file in PARTS_FOR_A_CALLERS_TABLE))
    .map(({ file }) => file);
}

it("draws Mantine's table parts only inside a Table in the same file", () => {
  const files = componentFiles("app").map((file) => ({ file, text: readFileSync(path.join(root, file), "utf8") }));
  expect(partsWithoutTable(files)).toEqual([]);
});

it("catches table parts drawn straight into the scrolling box (the check can fail)", () => {
  const broken = `<ScrollTable label="Domains"><Table.Tbody><Table.Tr /></Table.Tbody></ScrollTable>`;
  const whole = `<ScrollTable label="Domains"><Table><Table.Tbody><Table.Tr /></Table.Tbody></Table></ScrollTable>`;
  expect(partsWithoutTable([{ file: "broken.tsx", text: broken }])).toEqual(["broken.tsx"]);
  expect(partsWithoutTable([{ file: "whole.tsx", text: whole }])).toEqual([]);
});

import { describe, expect, it } from "vitest";
import { withoutImportsAndMarkup } from "../../scripts/architecture-measures.ts";

/**
 * `npm run measure:architecture` counts repeated logic in app/ with import statements and markup left
 * out (decision 0077-edges-allowed-feature-edges): they are blanked, not removed, so the places the
 * `duplicates` command names are the real files' lines.
 */
describe("the repeated-logic measure's view of a file", () => {
  const source = [
    "import {",
    "  Button,",
    "  Text,",
    '} from "@mantine/core";',
    'import "./styles.css";',
    "export function Row({ item }: { item: Item }) {",
    "  const total = item.price * item.count;",
    "  return (",
    "    <Text",
    '      size="sm"',
    "      c={item.tone}",
    "    >",
    "      {item.label}",
    "      {item.note ? <em>{item.note}</em> : null}",
    "    </Text>",
    "  );",
    "}",
  ].join("\n");

  it("blanks import statements and, in .tsx, markup lines, keeping every line in its place", () => {
    const lines = withoutImportsAndMarkup("app/row.tsx", source).split("\n");
    expect(lines).toHaveLength(source.split("\n").length);
    expect(lines.filter((line) => line.trim() !== "")).toEqual([
      "export function Row({ item }: { item: Item }) {",
      "  const total = item.price * item.count;",
      "  return (",
      "  );",
      "}",
    ]);
  });

  it("keeps lines that look like markup in a .ts file", () => {
    const text = 'import { a } from "./a";\nconst x = a;\n<T>(value: T) => value;';
    expect(withoutImportsAndMarkup("app/x.ts", text)).toBe("\nconst x = a;\n<T>(value: T) => value;");
  });
});

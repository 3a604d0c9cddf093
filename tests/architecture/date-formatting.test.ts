import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Dates and times are turned into text in one place, app/lib/dates.ts, always in the site's time
 * zone (docs/decisions/0023-site-time-zone.md). Formatting elsewhere uses the zone of whatever machine
 * runs it: the server's (UTC) and the browser's differ, so a page shows UTC times and React finds a
 * different string when it hydrates. TypeScript 7 has no JavaScript API to ask a receiver's type, so
 * these are patterns; numbers may still use toLocaleString ("1 000 responses").
 */
const root = path.resolve(import.meta.dirname, "../..");
const THE_MODULE = "app/lib/dates.ts";

const FORBIDDEN: Array<{ pattern: RegExp; why: string }> = [
  { pattern: /\.toLocaleDateString\(/, why: "toLocaleDateString: use formatDate from app/lib/dates.ts" },
  { pattern: /\.toLocaleTimeString\(/, why: "toLocaleTimeString: use formatTime from app/lib/dates.ts" },
  { pattern: /\bIntl\s*\.\s*DateTimeFormat\b/, why: "Intl.DateTimeFormat: app/lib/dates.ts keeps one per zone" },
  {
    pattern: /new Date\([^;]*?\)\s*\.toLocaleString\(/,
    why: "a Date's toLocaleString: use formatDateTime from app/lib/dates.ts",
  },
  {
    pattern: /\.toLocaleString\([^)]*\b(timeZone|dateStyle|timeStyle|weekday|month|hour)\b/,
    why: "toLocaleString with date options: use app/lib/dates.ts",
  },
  { pattern: /\.getTimezoneOffset\(/, why: "the machine's zone: use timeZoneOffsetMs(instant, zone)" },
  {
    pattern: /\.get(FullYear|Month|Date|Day|Hours|Minutes)\(\)/,
    why: "a local-zone getter reads the machine's zone: use zonedParts(value, zone) or getUTC…",
  },
  {
    pattern: /["'`](Africa\/Johannesburg|\+02:00)["'`]/,
    why: "a hard-coded zone: use the site's setting (DEFAULT_TIME_ZONE lives in app/lib/dates.ts)",
  },
];

function sourceFiles(folder: string): string[] {
  const found: string[] = [];
  for (const name of readdirSync(path.join(root, folder))) {
    const relative = `${folder}/${name}`;
    if (statSync(path.join(root, relative)).isDirectory()) found.push(...sourceFiles(relative));
    else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) found.push(relative);
  }
  return found;
}

/** Each forbidden use as "file:line: why". Comments are skipped (they may name what they avoid). */
function findDateFormattingOutsideTheModule(files: Array<{ file: string; text: string }>): string[] {
  const problems: string[] = [];
  for (const { file, text } of files) {
    if (file === THE_MODULE) continue;
    text.split("\n").forEach((line, index) => {
      const code = line.replace(/^\s*(\/\/|\*|\/\*).*$/, "").replace(/\s\/\/.*$/, "");
      for (const { pattern, why } of FORBIDDEN) {
        if (pattern.test(code)) problems.push(`${file}:${index + 1}: ${why}`);
      }
    });
  }
  return problems;
}

describe("date and time formatting", () => {
  it("the check finds each forbidden use in made-up code, and passes numbers and comments", () => {
    const made = [
      'date.toLocaleDateString("en-ZA")',
      "new Date(iso).toLocaleTimeString()",
      'new Intl.DateTimeFormat("en-ZA", { dateStyle: "medium" })',
      'new Date(message.createdAt).toLocaleString("en-ZA")',
      'value.toLocaleString("en-ZA", { timeZone: zone })',
      "now.getTimezoneOffset()",
      "now.getHours()",
      'const zone = "Africa/Johannesburg";',
    ];
    const problems = findDateFormattingOutsideTheModule(
      made.map((text, index) => ({ file: `app/made-up-${index}.ts`, text })),
    );
    expect(problems.map((problem) => problem.split(":")[0])).toEqual(made.map((_, index) => `app/made-up-${index}.ts`));
    expect(
      findDateFormattingOutsideTheModule([
        {
          file: "app/fine.ts",
          text: [
            'const label = total.toLocaleString("en-ZA") + " responses";',
            "const day = date.getUTCDate();",
            "// toLocaleDateString would use the machine's zone",
            " * new Intl.DateTimeFormat is kept in app/lib/dates.ts",
          ].join("\n"),
        },
        { file: THE_MODULE, text: 'new Intl.DateTimeFormat("en-US", { timeZone })' },
      ]),
    ).toEqual([]);
  });

  it("happens only in app/lib/dates.ts, in the site's zone", () => {
    const files = sourceFiles("app").map((file) => ({
      file,
      text: readFileSync(path.join(root, file), "utf8"),
    }));
    expect(files.length).toBeGreaterThan(100);
    const problems = findDateFormattingOutsideTheModule(files);
    expect(problems, `date formatting outside ${THE_MODULE}:\n${problems.join("\n")}`).toEqual([]);
  });
});

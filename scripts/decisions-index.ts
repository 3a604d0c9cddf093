// Writes docs/decisions/README.md: one line per decision record with its title and status.
// `node scripts/decisions-index.ts` rewrites it; tests/architecture/decisions-index.test.ts fails
// when a record is added, renamed or retitled without rewriting the index.
import fs from "node:fs";
import path from "node:path";

export const DECISIONS_DIRECTORY = path.resolve(import.meta.dirname, "../docs/decisions");

type DecisionRecord = { file: string; number: string; title: string; status: string };

function readRecord(file: string): DecisionRecord {
  const text = fs.readFileSync(path.join(DECISIONS_DIRECTORY, file), "utf8");
  const heading = text.split("\n", 1)[0] ?? "";
  const number = file.slice(0, 4);
  // Headings read "# 0064 — Title", "# 0070: Title" or "# 0071 Title": the title is what follows.
  const title = heading.replace(/^#\s*(\d{4}\s*[—:–-]?\s*)?#?\s*/, "").trim();
  const statusLine = text.match(/^Status:\s*(.+)$/m)?.[1] ?? "";
  // Records older than the Status line were all accepted when written.
  const status = statusLine ? statusLine.split(/[\s(.;,]/, 1)[0].toLowerCase() : "accepted";
  return { file, number, title, status };
}

export function decisionsIndex(): string {
  const records = fs
    .readdirSync(DECISIONS_DIRECTORY)
    .filter((file) => /^\d{4}-.+\.md$/.test(file))
    .sort()
    .map(readRecord);
  const rows = records.map((record) => `| ${record.number} | [${record.title}](${record.file}) | ${record.status} |`);
  return [
    "# Decisions",
    "",
    "One short file per decision, numbered in the order they were taken. A record's `Status:` line says",
    "whether it stands; a later record that changes an earlier one says so in its own text. This index is",
    "written by `node scripts/decisions-index.ts` (a test fails when it is out of date).",
    "",
    "| # | decision | status |",
    "|---|---|---|",
    ...rows,
    "",
  ].join("\n");
}

if (import.meta.main) {
  fs.writeFileSync(path.join(DECISIONS_DIRECTORY, "README.md"), decisionsIndex());
}

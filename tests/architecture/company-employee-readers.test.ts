import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";

/**
 * A company sees an employee's training only once the person confirmed they work there (decision
 * 0105-employee-consent). Every read of company_employees that shows records to a company starts
 * at selectConfirmedCompanyEmployees (db/confirmed-company-employees.ts). Any
 * other read of the table is listed here, file by file with how many and why; a new one fails
 * until it goes through the door or is added here with its reason. The integration side is
 * tests/integration/company-employee-consent.test.ts (every :companyId route, the ZIP, the digest).
 */
const root = path.resolve(import.meta.dirname, "../..");

const OTHER_READERS: Record<string, { count: number; why: string }> = {
  "app/features/scim/scim-users.server.ts": {
    count: 1,
    why: "provisioning finds the person's own row to link or confirm it; it shows nothing to the company",
  },
  "app/features/companies/employee-invitations.server.ts": {
    count: 5,
    why: "the invitations themselves: the person answering, and the manager's list of names and addresses",
  },
  "app/features/companies/employee-roster.server.ts": { count: 1, why: "removing a row by id (name only)" },
  "app/features/companies/employee-csv.server.ts": { count: 1, why: "an imported address already listed" },
  "app/features/companies/companies.server.ts": { count: 1, why: "the admin's count of rows per company" },
  "app/features/companies/personal-data.server.ts": { count: 2, why: "the person's own download and erasure" },
};

const READ =
  /\b(selectFrom|innerJoin|leftJoin|rightJoin|fullJoin)\(\s*["'`]company_employees\b|\bfrom\s+company_employees\b/gi;

function sourceFiles(folder: string): string[] {
  const found: string[] = [];
  for (const name of readdirSync(path.join(root, folder))) {
    const relative = `${folder}/${name}`;
    if (statSync(path.join(root, relative)).isDirectory()) found.push(...sourceFiles(relative));
    else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) found.push(relative);
  }
  return found;
}

/** Reads per file, comments left out (they may name the table). */
function readersOf(files: Array<{ file: string; text: string }>): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { file, text } of files) {
    const code = text
      .replace(/\/\*[\s\S]*?\*\//g, "")
      .split("\n")
      .map((line) => line.replace(/^\s*\/\/.*$/, "").replace(/\s\/\/.*$/, ""))
      .join("\n");
    const found = code.match(READ)?.length ?? 0;
    if (found > 0) counts[file] = found;
  }
  return counts;
}

it("reads company_employees for a company's view only through selectConfirmedCompanyEmployees", () => {
  const files = sourceFiles("app").map((file) => ({ file, text: readFileSync(path.join(root, file), "utf8") }));
  const expected = Object.fromEntries(Object.entries(OTHER_READERS).map(([file, { count }]) => [file, count]));
  expect(readersOf(files), "a new read of company_employees: start it at selectConfirmedCompanyEmployees").toEqual(
    expected,
  );
});

it("catches a reader that skips the door (the check can fail)", () => {
  const sample = `const rows = await db.selectFrom("company_employees").selectAll().execute(); // a comment company_employees`;
  expect(readersOf([{ file: "app/x.ts", text: sample }])).toEqual({ "app/x.ts": 1 });
  expect(readersOf([{ file: "app/y.ts", text: `/* selectFrom("company_employees") */` }])).toEqual({});
});

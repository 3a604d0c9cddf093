import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { compactReference, parseBankStatement, statementAmountCents, statementDate } from "./bank-statement-csv";

const SAMPLES = path.resolve(import.meta.dirname, "../../../tests/support/bank-statements");
const sample = (name: string) => fs.readFileSync(path.join(SAMPLES, name), "utf8");

describe("reading the big four banks' CSV exports", () => {
  it("FNB: account lines above the table, a signed Amount, quoted thousands", () => {
    const parsed = parseBankStatement("fnb", sample("fnb.csv"));
    expect(parsed.ok && parsed.lines.map((line) => [line.date, line.amountCents])).toEqual([
      ["2026-11-20", -125_000],
      ["2026-11-23", 115_000],
      ["2026-11-24", 125_000],
      ["2026-11-25", 0],
    ]);
    expect(parsed.ok && parsed.lines[2]?.description).toBe("MAGTAPE CREDIT ACME, TRAINING INV 2214");
  });

  it("Standard Bank: YYYYMMDD dates, separate Payments and Deposits columns", () => {
    const parsed = parseBankStatement("standard_bank", sample("standard-bank.csv"));
    expect(parsed.ok && parsed.lines.map((line) => [line.date, line.amountCents, line.balanceCents])).toEqual([
      ["2026-11-19", -230_000, 4_520_000],
      ["2026-11-23", 50_000, 4_570_000],
      ["2026-11-26", 70_000, 4_640_000],
      ["2026-11-27", 200_000, 4_840_000],
    ]);
  });

  it("Absa: a byte-order mark, day-first dates, balances with spaces", () => {
    const parsed = parseBankStatement("absa", sample("absa.csv"));
    expect(parsed.ok && parsed.lines.map((line) => [line.date, line.amountCents, line.balanceCents])).toEqual([
      ["2026-11-23", 150_000, 8_840_000],
      ["2026-11-24", -31_245, 8_808_755],
      ["2026-11-25", 99_999, 8_908_754],
    ]);
    expect(parsed.ok && parsed.lines[0]?.description).toBe("ACB CREDIT A8BS5XQZ LETHABO HOLDINGS");
  });

  it("Nedbank: a blank line before the table, 22Nov2026 dates, Debits(R) and Credits(R)", () => {
    const parsed = parseBankStatement("nedbank", sample("nedbank.csv"));
    expect(parsed.ok && parsed.lines.map((line) => [line.date, line.amountCents])).toEqual([
      ["2026-11-22", -550],
      ["2026-11-23", 115_000],
      ["2026-11-24", 115_000],
    ]);
  });

  it("refuses a file without the bank's header row, and names the row of a bad date or amount", () => {
    expect(parseBankStatement("fnb", "name,email\nThandi,t@example.test\n")).toMatchObject({
      ok: false,
      message: expect.stringContaining("Date, Amount, Balance, Description"),
    });
    expect(parseBankStatement("fnb", "Date,Amount,Balance,Description\n2026/11/31,10.00,1.00,x\n")).toMatchObject({
      ok: false,
      message: expect.stringContaining("Row 2"),
    });
    expect(parseBankStatement("fnb", "Date,Amount,Balance,Description\n2026/11/30,ten,1.00,x\n")).toMatchObject({
      ok: false,
      message: expect.stringContaining("Row 2: the amount"),
    });
  });

  it("reads the date and amount forms banks write", () => {
    expect(
      ["2026/11/23", "2026-11-23", "20261123", "23/11/2026", "23 Nov 2026", "23Nov2026", "23-Nov-26"].map(
        statementDate,
      ),
    ).toEqual(Array(7).fill("2026-11-23"));
    expect(statementDate("2026/02/30")).toBeNull();
    expect(["1 234.50", "R1,234.50", "1234.5", "+1234.50", "1234.50 Cr"].map(statementAmountCents)).toEqual(
      Array(5).fill(123_450),
    );
    expect(["-450.00", "(450.00)", "450.00Dr", "R -450"].map(statementAmountCents)).toEqual(Array(4).fill(-45_000));
    expect(statementAmountCents("4.5.6")).toBeNull();
    expect(compactReference("ref: k7qw 2m9x")).toBe("REFK7QW2M9X");
  });
});

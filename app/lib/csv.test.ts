import { describe, expect, it } from "vitest";
import { csvCell, parseCsv, recordsToCsv, toCsv } from "./csv";

describe("csvCell", () => {
  it("quotes a comma, a quote and a line break, doubling quotes (RFC 4180)", () => {
    expect(csvCell("Quality, Safety & Co")).toBe('"Quality, Safety & Co"');
    expect(csvCell('The "best" course')).toBe('"The ""best"" course"');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
    expect(csvCell(7)).toBe("7");
  });

  it("neutralises every cell a spreadsheet would run as a formula", () => {
    for (const formula of [
      "=HYPERLINK(1)",
      "+cmd|' /C calc'!A0",
      "-2+3+cmd|' /C calc'!A0",
      "@SUM(A1:A2)",
      "\t=1+1",
      "\r=1+1",
      "\t123",
      "\uFF1D1+1",
      "-",
      "+",
    ]) {
      expect(parseCsv(csvCell(formula))[0]?.[0]).toBe(`'${formula}`);
    }
    expect(csvCell('=HYPERLINK("http://evil.example")')).toBe(`"'=HYPERLINK(""http://evil.example"")"`);
  });

  it("keeps plain numbers and phone numbers as typed", () => {
    for (const value of ["+27 82 555 0101", "+27 (11) 555-0142", "-12.5", "+3", "-1", "2026-03-11", "0"]) {
      expect(csvCell(value)).toBe(value);
    }
  });
});

describe("toCsv", () => {
  it("writes a byte-order mark and CRLF after every row", () => {
    expect(
      toCsv([
        ["Name", "Email"],
        ["Zoë", "zoe@example.test"],
      ]),
    ).toBe("\uFEFFName,Email\r\nZoë,zoe@example.test\r\n");
  });

  it("writes records under their column headers", () => {
    const csv = recordsToCsv(
      [
        ["Name", (person: { name: string; points: number }) => person.name],
        ["Points", (person) => person.points],
      ],
      [{ name: "Dube, Sibusiso", points: 3 }],
    );
    expect(csv).toBe('\uFEFFName,Points\r\n"Dube, Sibusiso",3\r\n');
  });

  it("round-trips through parseCsv", () => {
    const rows = [
      ["name", "note"],
      ["Dube, Sibusiso", 'said "hi"\r\non two lines'],
      ["", "ünïcödé"],
    ];
    expect(parseCsv(toCsv(rows))).toEqual(rows);
  });
});

describe("parseCsv", () => {
  it("reads LF and CRLF files, a byte-order mark and a last line without a line break", () => {
    expect(parseCsv('\uFEFFa,b\n"c,d",e\r\nf,"g""h"')).toEqual([
      ["a", "b"],
      ["c,d", "e"],
      ["f", 'g"h'],
    ]);
  });
});

import { describe, expect, it } from "vitest";
import { csvCell, parseCsv, recordsToCsv, toCsv } from "./csv";

const SAST = { timeZone: "Africa/Johannesburg" };

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
      toCsv(
        [
          ["Name", "Email"],
          ["Zoë", "zoe@example.test"],
        ],
        SAST,
      ),
    ).toBe("\uFEFFName,Email\r\nZoë,zoe@example.test\r\n");
  });

  it("writes records under their column headers", () => {
    const csv = recordsToCsv(
      [
        ["Name", (person: { name: string; points: number }) => person.name],
        ["Points", (person) => person.points],
      ],
      [{ name: "Dube, Sibusiso", points: 3 }],
      SAST,
    );
    expect(csv).toBe('\uFEFFName,Points\r\n"Dube, Sibusiso",3\r\n');
  });

  it("round-trips through parseCsv", () => {
    const rows = [
      ["name", "note"],
      ["Dube, Sibusiso", 'said "hi"\r\non two lines'],
      ["", "ünïcödé"],
    ];
    expect(parseCsv(toCsv(rows, SAST))).toEqual(rows);
  });

  it("writes every instant on the site's clock with its offset, and dates without a time as they are", () => {
    const csv = toCsv(
      [
        [
          "2026-11-28T12:00:00.000Z",
          new Date("2026-11-28T22:30:00Z"),
          "2026-11-28",
          "12:00",
          "2026-07-01T08:15:30+00:00",
        ],
      ],
      SAST,
    );
    expect(parseCsv(csv)).toEqual([
      ["2026-11-28T14:00:00+02:00", "2026-11-29T00:30:00+02:00", "2026-11-28", "12:00", "2026-07-01T10:15:30+02:00"],
    ]);
    // A zone with summer time writes the offset of each instant's own date.
    expect(parseCsv(toCsv([["2026-01-15T12:00:00Z", "2026-07-15T12:00:00Z"]], { timeZone: "Europe/London" }))).toEqual([
      ["2026-01-15T12:00:00+00:00", "2026-07-15T13:00:00+01:00"],
    ]);
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

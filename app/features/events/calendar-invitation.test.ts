import { describe, expect, it } from "vitest";
import { buildCalendarInvitation, escapeText, foldLine, formatUtcDateTime } from "./calendar-invitation";

const octets = (text: string) => new TextEncoder().encode(text).length;

describe("iCalendar writer", () => {
  it("escapes backslashes, semicolons, commas and newlines in text", () => {
    expect(escapeText("a\\b; c, d\ne\r\nf")).toBe("a\\\\b\\; c\\, d\\ne\\nf");
  });

  it("writes UTC date-times without separators", () => {
    expect(formatUtcDateTime(new Date("2026-12-09T10:00:00+02:00"))).toBe("20261209T080000Z");
  });

  it("folds long lines at 75 octets without splitting a UTF-8 character", () => {
    const line = `DESCRIPTION:${"Kwazulu-Natal é ".repeat(20)}`;
    const folded = foldLine(line);
    const parts = folded.split("\r\n");
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(octets(part)).toBeLessThanOrEqual(75);
    for (const part of parts.slice(1)) expect(part.startsWith(" ")).toBe(true);
    expect(parts.map((part, index) => (index === 0 ? part : part.slice(1))).join("")).toBe(line);
    expect(foldLine("SUMMARY:short")).toBe("SUMMARY:short");
  });

  it("builds a calendar with CRLF endings and the required properties", () => {
    const ics = buildCalendarInvitation({
      uid: "event-abc@campus.test",
      createdAt: new Date("2026-11-21T09:00:00Z"),
      startsAt: new Date("2026-12-09T08:00:00Z"),
      endsAt: new Date("2026-12-09T10:00:00Z"),
      dailySessions: 1,
      summary: "ISO 15189",
      description: "Line one\nLine two",
      location: "Online",
      url: "https://teams.microsoft.com/l/meetup-join/x",
      organizer: { name: "Campus, training", email: "info@campus.test" },
    });
    expect(ics.split("\r\n").slice(0, 6)).toEqual([
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      "PRODID:-//Campus//Webinar invitations//EN",
      "CALSCALE:GREGORIAN",
      "METHOD:PUBLISH",
      "BEGIN:VEVENT",
    ]);
    expect(ics).toContain("\r\nDTSTAMP:20261121T090000Z\r\n");
    expect(ics).toContain("\r\nDTSTART:20261209T080000Z\r\nDTEND:20261209T100000Z\r\n");
    expect(ics).not.toContain("RRULE");
    expect(ics).toContain("\r\nDESCRIPTION:Line one\\nLine two\r\n");
    expect(ics).toContain('\r\nORGANIZER;CN="Campus, training":mailto:info@campus.test\r\n');
    expect(ics.endsWith("END:VEVENT\r\nEND:VCALENDAR\r\n")).toBe(true);
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
  });
});

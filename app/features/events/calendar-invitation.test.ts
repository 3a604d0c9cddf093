import { describe, expect, it } from "vitest";
import {
  buildCalendarInvitation,
  buildTimeZoneComponent,
  type CalendarInvitation,
  escapeText,
  foldLine,
  formatLocalDateTime,
  formatUtcDateTime,
} from "./calendar-invitation";

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
      timeZone: "Africa/Johannesburg",
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
      "BEGIN:VTIMEZONE",
    ]);
    expect(ics).toContain("\r\nDTSTAMP:20261121T090000Z\r\n");
    expect(ics).toContain(
      "\r\nDTSTART;TZID=Africa/Johannesburg:20261209T100000\r\nDTEND;TZID=Africa/Johannesburg:20261209T120000\r\n",
    );
    expect(ics).not.toContain("RRULE");
    expect(ics).toContain("\r\nDESCRIPTION:Line one\\nLine two\r\n");
    expect(ics).toContain('\r\nORGANIZER;CN="Campus, training":mailto:info@campus.test\r\n');
    expect(ics.endsWith("END:VEVENT\r\nEND:VCALENDAR\r\n")).toBe(true);
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
  });
});

const invitation = (overrides: Partial<CalendarInvitation>): CalendarInvitation => ({
  uid: "event-tz@campus.test",
  createdAt: new Date("2026-06-01T09:00:00Z"),
  startsAt: new Date("2026-12-09T07:00:00Z"),
  endsAt: new Date("2026-12-09T10:00:00Z"),
  timeZone: "Africa/Johannesburg",
  summary: "Webinar",
  description: "",
  location: "Online",
  organizer: { name: "Campus", email: "info@campus.test" },
  ...overrides,
});

describe("the zone in invitations", () => {
  it("writes start and end as local times in the site's zone, defined by a VTIMEZONE", () => {
    const lines = buildCalendarInvitation(invitation({})).split("\r\n");
    expect(lines).toContain("DTSTART;TZID=Africa/Johannesburg:20261209T090000");
    expect(lines).toContain("DTEND;TZID=Africa/Johannesburg:20261209T120000");
    const zone = lines.slice(lines.indexOf("BEGIN:VTIMEZONE"), lines.indexOf("END:VTIMEZONE") + 1);
    expect(zone).toEqual([
      "BEGIN:VTIMEZONE",
      "TZID:Africa/Johannesburg",
      "BEGIN:STANDARD",
      "DTSTART:20260101T020000",
      "TZOFFSETFROM:+0200",
      "TZOFFSETTO:+0200",
      "TZNAME:SAST",
      "END:STANDARD",
      "END:VTIMEZONE",
    ]);
    expect(lines.indexOf("END:VTIMEZONE")).toBeLessThan(lines.indexOf("BEGIN:VEVENT"));
    // DTSTAMP stays in UTC, as RFC 5545 requires.
    expect(lines).toContain("DTSTAMP:20260601T090000Z");
  });

  it("every TZID the event uses is defined in the calendar", () => {
    const ics = buildCalendarInvitation(invitation({ timeZone: "Europe/London" }));
    const used = new Set([...ics.matchAll(/;TZID=([^:]+):/g)].map((match) => match[1]));
    const defined = new Set([...ics.matchAll(/\r\nTZID:([^\r]+)\r\n/g)].map((match) => match[1]));
    expect([...used]).toEqual(["Europe/London"]);
    expect([...defined]).toEqual(["Europe/London"]);
  });

  it("defines a daylight-saving zone's changes, so a calendar places the session right", () => {
    const start = new Date("2026-07-15T08:00:00Z");
    const lines = buildCalendarInvitation(
      invitation({ timeZone: "Europe/London", startsAt: start, endsAt: new Date("2026-07-15T10:00:00Z") }),
    ).split("\r\n");
    expect(lines).toContain("DTSTART;TZID=Europe/London:20260715T090000");
    expect(lines).toContain("DTEND;TZID=Europe/London:20260715T110000");
    const zone = buildTimeZoneComponent("Europe/London", start, start);
    const observances = zone.filter((line) => /^(BEGIN:(STANDARD|DAYLIGHT)|DTSTART|TZOFFSET)/.test(line)).join(" ");
    expect(observances).toBe(
      [
        "BEGIN:STANDARD DTSTART:20260101T000000 TZOFFSETFROM:+0000 TZOFFSETTO:+0000",
        "BEGIN:DAYLIGHT DTSTART:20260329T010000 TZOFFSETFROM:+0000 TZOFFSETTO:+0100",
        "BEGIN:STANDARD DTSTART:20261025T020000 TZOFFSETFROM:+0100 TZOFFSETTO:+0000",
      ].join(" "),
    );
  });

  it("a run of daily sessions over the new year defines both years", () => {
    const zone = buildTimeZoneComponent(
      "Europe/London",
      new Date("2026-12-30T09:00:00Z"),
      new Date("2027-01-02T11:00:00Z"),
    );
    expect(zone.filter((line) => line === "BEGIN:DAYLIGHT")).toHaveLength(2);
    expect(zone).toContain("DTSTART:20270328T010000");
  });

  it("writes local times for zones east and west of Greenwich", () => {
    const instant = new Date("2026-11-23T22:30:00Z");
    expect(formatLocalDateTime(instant, "Africa/Johannesburg")).toBe("20261124T003000");
    expect(formatLocalDateTime(instant, "America/New_York")).toBe("20261123T173000");
    expect(formatLocalDateTime(instant, "UTC")).toBe("20261123T223000");
  });

  it("writes an update (REQUEST, higher SEQUENCE, the attendee) and a cancellation (CANCEL, STATUS:CANCELLED) with the same UID", () => {
    const base: CalendarInvitation = {
      uid: "event-xyz@campus.test",
      createdAt: new Date("2026-11-21T09:00:00Z"),
      startsAt: new Date("2026-12-09T12:00:00Z"),
      endsAt: new Date("2026-12-09T14:00:00Z"),
      timeZone: "Africa/Johannesburg",
      summary: "Moved webinar",
      description: "Now in the afternoon",
      location: "Online",
      organizer: { name: "Campus", email: "info@campus.test" },
    };
    const first = buildCalendarInvitation(base);
    expect(first).toContain("METHOD:PUBLISH\r\n");
    expect(first).toContain("SEQUENCE:0\r\n");
    const update = buildCalendarInvitation({
      ...base,
      method: "REQUEST",
      sequence: 1,
      attendee: { name: "Ayanda Zulu", email: "ayanda@example.test" },
    });
    expect(update).toContain("METHOD:REQUEST\r\n");
    expect(update).toContain("UID:event-xyz@campus.test\r\n");
    expect(update).toContain("SEQUENCE:1\r\n");
    expect(update).toContain("STATUS:CONFIRMED\r\n");
    expect(update).toContain("ATTENDEE;CN=Ayanda Zulu;RSVP=FALSE:mailto:ayanda@example.test\r\n");
    expect(update).toContain("DTSTART;TZID=Africa/Johannesburg:20261209T140000\r\n");
    const cancel = buildCalendarInvitation({ ...base, method: "CANCEL", sequence: 2 });
    expect(cancel).toContain("METHOD:CANCEL\r\n");
    expect(cancel).toContain("STATUS:CANCELLED\r\n");
    expect(cancel).toContain("SEQUENCE:2\r\n");
    expect(cancel).toContain("UID:event-xyz@campus.test\r\n");
  });
});

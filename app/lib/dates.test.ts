import { describe, expect, it } from "vitest";
import {
  addDays,
  calendarDateIn,
  DEFAULT_TIME_ZONE,
  formatDate,
  formatDateRange,
  formatDateTime,
  formatMonth,
  formatTime,
  formatTimeZoneName,
  isValidTimeZone,
  timeZoneOffsetMs,
  todayIn,
  zonedInstant,
} from "./dates";

const SAST = DEFAULT_TIME_ZONE;
const LONDON = "Europe/London";

describe("formatting an instant in the site zone", () => {
  it("shows South African time, not UTC", () => {
    expect(formatDateTime("2026-12-09T07:00:00.000Z", SAST)).toBe("9 Dec 2026, 09:00");
    expect(formatTime("2026-12-09T07:00:00.000Z", SAST)).toBe("09:00");
    expect(formatDate("2026-12-09T07:00:00.000Z", SAST, "long")).toBe("9 December 2026");
    expect(formatDate("2026-12-09T07:00:00.000Z", SAST, "full")).toBe("Wednesday, 9 December 2026");
    expect(formatDate("2026-12-09T07:00:00.000Z", SAST, "numeric")).toBe("2026/12/09");
  });

  it("moves to the next day at midnight in the zone, two hours before UTC does", () => {
    expect(formatDateTime("2026-11-23T21:59:00Z", SAST)).toBe("23 Nov 2026, 23:59");
    expect(formatDateTime("2026-11-23T22:00:00Z", SAST)).toBe("24 Nov 2026, 00:00");
    expect(formatDate("2026-12-31T22:30:00Z", SAST, "full")).toBe("Friday, 1 January 2027");
    expect(formatDate("2026-12-31T22:30:00Z", "UTC", "full")).toBe("Thursday, 31 December 2026");
  });

  it("follows daylight saving in a zone that has it (the setting matters)", () => {
    // London: GMT in winter, BST (UTC+1) from 29 March 2026 01:00 UTC to 25 October 2026 01:00 UTC.
    expect(formatTime("2026-01-15T12:00:00Z", LONDON)).toBe("12:00");
    expect(formatTime("2026-07-15T12:00:00Z", LONDON)).toBe("13:00");
    expect(formatTime("2026-03-29T00:59:00Z", LONDON)).toBe("00:59");
    expect(formatTime("2026-03-29T01:00:00Z", LONDON)).toBe("02:00");
    expect(formatTime("2026-07-15T12:00:00Z", SAST)).toBe("14:00");
    expect(formatTimeZoneName(LONDON, "2026-01-15T12:00:00Z")).toBe("GMT");
    expect(formatTimeZoneName(LONDON, "2026-07-15T12:00:00Z")).not.toBe("GMT");
    expect(formatTimeZoneName(SAST, "2026-07-15T12:00:00Z")).toBe("SAST");
  });

  it("reads Dates, epoch milliseconds and offset-less SQL timestamps as UTC", () => {
    const instant = Date.UTC(2026, 11, 9, 7, 0);
    expect(formatDateTime(new Date(instant), SAST)).toBe("9 Dec 2026, 09:00");
    expect(formatDateTime(instant, SAST)).toBe("9 Dec 2026, 09:00");
    expect(formatDateTime("2026-12-09 07:00:00", SAST)).toBe("9 Dec 2026, 09:00");
  });

  it("gives back what it cannot read instead of 'Invalid Date'", () => {
    expect(formatDate("not a date", SAST)).toBe("not a date");
    expect(formatDateTime("", SAST)).toBe("");
  });
});

describe("date-only values", () => {
  it("are calendar days and never shift with the zone", () => {
    for (const zone of [SAST, LONDON, "America/Los_Angeles", "Pacific/Kiritimati", "UTC"]) {
      expect(formatDate("2026-12-09", zone, "full")).toBe("Wednesday, 9 December 2026");
      expect(formatDate("2027-01-01", zone)).toBe("1 Jan 2027");
      expect(formatMonth("2027-04-06", zone)).toBe("April 2027");
      expect(calendarDateIn("2026-12-09", zone)).toBe("2026-12-09");
    }
  });

  it("ranges name each month and year once", () => {
    expect(formatDateRange("2026-12-09", "2026-12-09", SAST)).toBe("9 December 2026");
    expect(formatDateRange("2026-12-09", "2026-12-10", SAST)).toBe("9 – 10 December 2026");
    expect(formatDateRange("2026-11-30", "2026-12-01", SAST)).toBe("30 November – 1 December 2026");
    expect(formatDateRange("2026-12-30", "2027-01-02", SAST)).toBe("30 December 2026 – 2 January 2027");
  });

  it("adds whole days across months and years", () => {
    expect(addDays("2026-12-30", 3)).toBe("2027-01-02");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2026-04-06", 0)).toBe("2026-04-06");
  });
});

describe("today in the zone", () => {
  it("is the zone's calendar date, which differs from UTC's around midnight", () => {
    expect(todayIn(SAST, new Date("2026-11-23T21:59:59Z"))).toBe("2026-11-23");
    expect(todayIn(SAST, new Date("2026-11-23T22:00:00Z"))).toBe("2026-11-24");
    expect(todayIn("UTC", new Date("2026-11-23T22:00:00Z"))).toBe("2026-11-23");
    expect(todayIn("America/Los_Angeles", new Date("2026-11-24T05:00:00Z"))).toBe("2026-11-23");
  });
});

describe("wall-clock times in the zone", () => {
  it("turns a local date and time into its instant", () => {
    expect(zonedInstant("2026-12-09", "09:00", SAST).toISOString()).toBe("2026-12-09T07:00:00.000Z");
    expect(zonedInstant("2026-01-15", "09:00", LONDON).toISOString()).toBe("2026-01-15T09:00:00.000Z");
    expect(zonedInstant("2026-07-15", "09:00", LONDON).toISOString()).toBe("2026-07-15T08:00:00.000Z");
    expect(zonedInstant("2026-12-09", "00:00", SAST).toISOString()).toBe("2026-12-08T22:00:00.000Z");
  });

  it("reads a time skipped by the spring change after it, a repeated one at its first occurrence", () => {
    expect(zonedInstant("2026-03-29", "01:30", LONDON).toISOString()).toBe("2026-03-29T01:30:00.000Z");
    expect(zonedInstant("2026-10-25", "01:30", LONDON).toISOString()).toBe("2026-10-25T00:30:00.000Z");
  });

  it("knows each zone's offset", () => {
    expect(timeZoneOffsetMs(new Date("2026-07-15T12:00:00Z"), SAST)).toBe(2 * 3_600_000);
    expect(timeZoneOffsetMs(new Date("2026-07-15T12:00:00Z"), LONDON)).toBe(3_600_000);
    expect(timeZoneOffsetMs(new Date("2026-01-15T12:00:00Z"), "Asia/Kolkata")).toBe(5.5 * 3_600_000);
  });
});

describe("time zone names", () => {
  it("accepts IANA names this runtime knows and nothing else", () => {
    expect(isValidTimeZone("Africa/Johannesburg")).toBe(true);
    expect(isValidTimeZone("Europe/London")).toBe(true);
    expect(isValidTimeZone("UTC")).toBe(true);
    expect(isValidTimeZone("Mars/Olympus_Mons")).toBe(false);
    expect(isValidTimeZone("")).toBe(false);
    expect(isValidTimeZone("+02:00")).toBe(false);
  });
});

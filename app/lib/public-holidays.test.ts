import { describe, expect, it } from "vitest";
import { easterSunday, isSouthAfricanPublicHoliday, southAfricanPublicHolidays } from "./public-holidays";

const datesOf = (year: number) => southAfricanPublicHolidays(year).map((holiday) => holiday.date);

describe("South Africa's public holidays", () => {
  it("finds Easter Sunday (published dates)", () => {
    expect(["2016", "2019", "2024", "2025", "2026", "2027", "2038"].map((year) => easterSunday(Number(year)))).toEqual([
      "2016-03-27",
      "2019-04-21",
      "2024-03-31",
      "2025-04-20",
      "2026-04-05",
      "2027-03-28",
      "2038-04-25",
    ]);
  });

  it("lists the government's calendar for 2025 and 2026: Good Friday, Family Day and the Sunday rule", () => {
    expect(datesOf(2025)).toEqual([
      "2025-01-01",
      "2025-03-21",
      "2025-04-18",
      "2025-04-21",
      "2025-04-27",
      "2025-04-28",
      "2025-05-01",
      "2025-06-16",
      "2025-08-09",
      "2025-09-24",
      "2025-12-16",
      "2025-12-25",
      "2025-12-26",
    ]);
    expect(datesOf(2026)).toEqual([
      "2026-01-01",
      "2026-03-21",
      "2026-04-03",
      "2026-04-06",
      "2026-04-27",
      "2026-05-01",
      "2026-06-16",
      "2026-08-09",
      "2026-08-10",
      "2026-09-24",
      "2026-12-16",
      "2026-12-25",
      "2026-12-26",
    ]);
  });

  it("moves a Sunday holiday to the next day that is not already one (Christmas 2016 on a Sunday: 27 December)", () => {
    expect(isSouthAfricanPublicHoliday("2016-12-27")).toBe(true);
    expect(isSouthAfricanPublicHoliday("2027-03-22")).toBe(true); // Human Rights Day on a Sunday
    expect(isSouthAfricanPublicHoliday("2027-03-26")).toBe(true); // Good Friday
    expect(isSouthAfricanPublicHoliday("2027-03-29")).toBe(true); // Family Day
    expect(isSouthAfricanPublicHoliday("2027-03-23")).toBe(false);
  });
});

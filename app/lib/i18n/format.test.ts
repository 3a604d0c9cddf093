import { describe, expect, it } from "vitest";
import { formatRand } from "../course-buyer-facts";
import { formatDate, formatDateRange, formatDateTime, formatMonth } from "../dates";
import { formatNumber, formatPercent } from "./format";
import { localeFromAcceptLanguage, localeFromCookieHeader, localeFromTag } from "./locales";
import { isLocalizedPath, localizedPath, splitLocalePrefix } from "./localized-path";

const ZONE = "Africa/Johannesburg";
// 9 December 2026, 14:30 in Johannesburg: a Wednesday.
const INSTANT = "2026-12-09T12:30:00Z";

describe("dates in each language", () => {
  it("words the day, month and weekday in English, Afrikaans and isiZulu", () => {
    expect(formatDate(INSTANT, ZONE, "medium", "en")).toBe("9 Dec 2026");
    expect(formatDate(INSTANT, ZONE, "full", "en")).toBe("Wednesday, 9 December 2026");
    expect(formatDate(INSTANT, ZONE, "medium", "af")).toBe("9 Des. 2026");
    expect(formatDate(INSTANT, ZONE, "full", "af")).toBe("Woensdag 9 Desember 2026");
    expect(formatDate(INSTANT, ZONE, "long", "zu")).toBe("9 Disemba 2026");
    expect(formatDate(INSTANT, ZONE, "full", "zu")).toBe("ULwesithathu, 9 Disemba 2026");
  });

  it("keeps the 24-hour time and the numeric date the same in every language", () => {
    expect(formatDateTime(INSTANT, ZONE, "medium", "zu")).toBe("9 Dis 2026, 14:30");
    expect(formatDate(INSTANT, ZONE, "numeric", "af")).toBe("2026/12/09");
  });

  it("names months in ranges and month headings", () => {
    expect(formatMonth("2027-04-01", ZONE, "af")).toBe("April 2027");
    expect(formatMonth("2027-03-01", ZONE, "zu")).toBe("Mashi 2027");
    expect(formatDateRange("2026-11-30", "2026-12-01", ZONE, "af")).toBe("30 November – 1 Desember 2026");
  });
});

describe("numbers and money in each language", () => {
  it("spaces thousands and writes the decimal mark of the language", () => {
    expect(formatNumber(12500.5, "en")).toBe("12 500.5");
    expect(formatNumber(12500.5, "af")).toBe("12 500,5");
    expect(formatNumber(12500.5, "zu")).toBe("12 500.5");
    expect(formatNumber(1000, "en")).toBe("1000");
    expect(formatNumber(-3.25, "af")).toBe("-3,25");
    expect(formatPercent(0.875, "af")).toBe("87,5%");
  });

  it("writes rands the South African way, cents after a comma in Afrikaans", () => {
    expect(formatRand(1_250_050, "en")).toBe("R 12 500.50");
    expect(formatRand(1_250_050, "af")).toBe("R 12 500,50");
    expect(formatRand(1_250_000, "zu")).toBe("R 12 500");
    expect(formatRand(-1_050, "en")).toBe("-R 10.50");
  });
});

describe("choosing the language", () => {
  it("reads a tag, a cookie and Accept-Language, ignoring languages Campus does not speak", () => {
    expect(localeFromTag("af-ZA")).toBe("af");
    expect(localeFromTag("fr")).toBeUndefined();
    expect(localeFromCookieHeader("a=1; campus-locale=zu")).toBe("zu");
    expect(localeFromCookieHeader("campus-locale=xx")).toBeUndefined();
    expect(localeFromAcceptLanguage("fr-FR,zu;q=0.8,af;q=0.9")).toBe("af");
    expect(localeFromAcceptLanguage("en-US,en;q=0.9")).toBe("en");
    expect(localeFromAcceptLanguage("de,fr")).toBeUndefined();
    expect(localeFromAcceptLanguage("af;q=abc")).toBeUndefined();
  });

  it("gives public pages an address per language, and keeps others as they are", () => {
    expect(localizedPath("/courses/online?q=iso", "af")).toBe("/af/courses/online?q=iso");
    expect(localizedPath("/", "zu")).toBe("/zu");
    expect(localizedPath("/my-learning", "zu")).toBe("/my-learning");
    expect(localizedPath("/verify/ABC/certificate.pdf", "af")).toBe("/verify/ABC/certificate.pdf");
    expect(localizedPath("/courses/online", "en")).toBe("/courses/online");
    expect(isLocalizedPath("/events")).toBe(true);
    expect(splitLocalePrefix("/af/contact-us?x=1")).toEqual({ locale: "af", path: "/contact-us?x=1" });
    expect(splitLocalePrefix("/zu")).toEqual({ locale: "zu", path: "/" });
    expect(splitLocalePrefix("/fr/contact-us")).toEqual({ locale: undefined, path: "/fr/contact-us" });
    expect(splitLocalePrefix("/afrikaans")).toEqual({ locale: undefined, path: "/afrikaans" });
  });
});

import { MantineProvider } from "@mantine/core";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { NextDates } from "~/features/catalogue/components/training-course-facts";
import { cssVariablesResolver, theme } from "~/theme";

/**
 * A course page's next dates on a phone: one card per run with its dates, venue, delivery and seats
 * (as the schedule does), shown below the small breakpoint instead of the four-column table whose
 * Seats column scrolled out of view at 375 px; the table from the small breakpoint up.
 */
describe("a course page's next dates", () => {
  it("shows each run as a card with its seats on a phone, and as a table row from the small breakpoint up", () => {
    const dates = [
      {
        id: "a",
        startDate: "2027-04-12",
        durationDays: 3,
        venue: "Durban",
        format: "Classroom at our venue",
        seatsLeft: 5,
      },
      { id: "b", startDate: "2027-05-03", durationDays: 1, venue: "Online", format: "Online live", seatsLeft: 0 },
    ];
    const Stub = createRoutesStub([{ id: "root", path: "/", Component: () => createElement(NextDates, { dates }) }]);
    const html = renderToString(
      createElement(
        MantineProvider,
        { theme, cssVariablesResolver, defaultColorScheme: "light" },
        createElement(Stub, {
          initialEntries: ["/"],
          hydrationData: { loaderData: { root: { timeZone: "Africa/Johannesburg" } } },
        }),
      ),
    );
    const cards = [...html.matchAll(/<li[^>]*data-testid="next-date-card"[^>]*>([\s\S]*?)<\/li>/g)].map((match) =>
      (match[1] ?? "")
        .replace(/<[^>]+>/g, " ")
        .replace(/\s+/g, " ")
        .trim(),
    );
    expect(cards).toHaveLength(2);
    expect(cards[0]).toMatch(/Durban · Classroom at our venue 5 seats left/);
    expect(cards[1]).toMatch(/Online · Online live Full/);
    // The list is the phone's (hidden from sm), the table the wider screens' (visible from sm).
    expect(html).toMatch(/<ul[^>]*mantine-hidden-from-sm[^>]*>/);
    expect(html).toMatch(/mantine-visible-from-sm[\s\S]*<table/);
  });
});

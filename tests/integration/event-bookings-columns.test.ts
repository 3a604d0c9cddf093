import { MantineProvider } from "@mantine/core";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { BookingView } from "~/features/bookings/bookings.server";
import { EventBookings } from "~/features/bookings/components/event-bookings";
import { cssVariablesResolver, theme } from "~/theme";

/**
 * Manage events' bookings: the attendance columns (Attendance, Minutes online, Qualifies) come right
 * after the name, where they are in view at the door and after the event without scrolling the wide
 * table sideways; each row's cells line up under their headings.
 */
const booking: BookingView = {
  id: "b1",
  name: "Kagiso",
  surname: "Molefe",
  email: "kagiso@example.test",
  phone: "+27 82 555 0100",
  hpcsa: "MT 0011111",
  province: "Gauteng",
  city: "Pretoria",
  company: "Acme Labs",
  occupation: "Medical technologist",
  registeredAt: "1 Mar 2026, 11:30",
  attended: true,
  status: "confirmed",
  minutesAttended: 95,
  qualifies: true,
  checkedInAt: null,
  attendanceOverride: null,
};

const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();

describe("manage-events bookings table", () => {
  it("shows the attendance columns first, after the name, with each row's cells under their headings", () => {
    const Page = () =>
      createElement(EventBookings, {
        event: { id: "e1", title: "ISO 15189 transition", when: "1 Apr 2026" },
        bookings: { bookings: [booking], total: 1, page: 1, pageSize: 50 },
        pageParameter: "bookingsPage",
      });
    const Stub = createRoutesStub([{ id: "root", path: "/", Component: Page }]);
    const html = renderToString(
      createElement(
        MantineProvider,
        { theme, cssVariablesResolver, defaultColorScheme: "light" },
        createElement(Stub, { initialEntries: ["/"], hydrationData: { loaderData: { root: null } } }),
      ),
    );
    const headings = [...html.matchAll(/<th[^>]*>([\s\S]*?)<\/th>/g)].map((match) => textOf(match[1] ?? ""));
    expect(headings.slice(0, 5)).toEqual(["Name", "Attendance", "Minutes online", "Qualifies", "Status"]);
    const cells = [...html.matchAll(/<td[^>]*>([\s\S]*?)<\/td>/g)].map((match) => textOf(match[1] ?? ""));
    const row = Object.fromEntries(headings.map((heading, index) => [heading, cells[index]]));
    expect(row).toMatchObject({
      Name: "Kagiso Molefe",
      Attendance: expect.stringContaining("Attended"),
      "Minutes online": "95",
      Qualifies: "Qualifies",
      Status: "Confirmed",
      Email: "kagiso@example.test",
      Registered: "1 Mar 2026, 11:30",
    });
  });
});

import { Anchor, Card, MantineProvider, Stack, Text, Title } from "@mantine/core";
import { type ComponentType, createElement as h, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { Link, MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { theme } from "~/theme";
import { type EventDetails, formatEventDates, formatEventTimes } from "../event-details";
import { WebinarCard } from "./more-webinars";

function markup(element: ReactNode): string {
  const html = renderToStaticMarkup(h(MemoryRouter, null, h(MantineProvider, { theme }, element)));
  return html
    .replace(/<style[^>]*>[\s\S]*?<\/style>/g, "")
    .replace(
      /<([a-z0-9]+)((?:\s+[a-zA-Z-]+="[^"]*")*)\s*(\/?)>/g,
      (_, tag: string, attributes: string, slash: string) => {
        const sorted = (attributes.match(/[a-zA-Z-]+="[^"]*"/g) ?? []).sort().join(" ");
        return `<${tag}${sorted ? ` ${sorted}` : ""}${slash}>`;
      },
    );
}

/** A Mantine component (polymorphic in its types) called with plain props, as JSX called it. */
const m = (component: unknown) => component as ComponentType<Record<string, unknown>>;

/** The card as it was written with Mantine's components: the plain one must draw the same markup. */
function MantineWebinarCard({
  event,
  seats,
  timeZone,
}: {
  event: EventDetails;
  seats: string | null;
  timeZone: string;
}) {
  return h(
    m(Card),
    { withBorder: true, padding: "lg", radius: "md" },
    h(
      m(Stack),
      { gap: 6 },
      h(m(Title), { order: 3, size: "h5" }, event.title),
      h(m(Text), { size: "sm" }, event.subTitle),
      h(m(Text), { size: "sm", fw: 600 }, formatEventDates(event), ", ", formatEventTimes(event, timeZone)),
      seats
        ? h(
            m(Text),
            { size: "sm", c: event.cancelledAt ? "red.9" : undefined, fw: event.cancelledAt ? 600 : undefined },
            seats,
          )
        : null,
      h(
        m(Anchor),
        { component: Link, to: `/events?event=${event.id}#register` },
        "Details and registration",
        h("span", { className: "visually-hidden" }, " for ", event.title),
      ),
    ),
  );
}

const WEBINAR = {
  id: "ev1",
  title: "ISO 9001:2015 process approach webinar",
  subTitle: "An hour on the process approach",
  dateFrom: "2026-12-08",
  dateTo: "2026-12-08",
  timeFrom: "10:00",
  timeTo: "11:00",
  cancelledAt: null,
} as unknown as EventDetails;

describe("WebinarCard", () => {
  it.each([
    { event: WEBINAR, seats: "12 seats left" },
    { event: WEBINAR, seats: null },
    { event: { ...WEBINAR, cancelledAt: "2026-11-20T08:00:00Z" } as EventDetails, seats: "Cancelled" },
  ])("draws what Mantine's Card, Title, Text and Anchor drew (seats: $seats)", ({ event, seats }) => {
    const timeZone = "Africa/Johannesburg";
    const plain = markup(h(WebinarCard, { event, seats, timeZone }));
    expect(plain).toContain("Details and registration");
    expect(plain).toBe(markup(h(MantineWebinarCard, { event, seats, timeZone })));
  });
});

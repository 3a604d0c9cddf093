import { Stack, Title } from "@mantine/core";
import type { CSSProperties, ReactNode } from "react";
import { Link } from "react-router";
import { ANCHOR_CLASS, CARD_CLASSES, STACK_CLASS, TEXT_CLASS, TITLE_CLASS } from "~/components/mantine-classes";
import { localizedPath } from "~/lib/i18n/localized-path";
import { useSiteTimeZone } from "~/lib/use-site-time-zone";
import { type EventDetails, formatEventDates, formatEventTimes } from "../event-details";
import * as m from "../messages";

/**
 * What Mantine's Card, Stack, Title, Text and Anchor gave each webinar's card, written once
 * (docs/decisions/0055-render-cost.md): the list of upcoming webinars runs no Mantine render work per card,
 * and Mantine's stylesheet draws it as before (more-webinars.test.ts compares with the Mantine card).
 */
const SMALL_TEXT = { "--text-fz": "var(--mantine-font-size-sm)", "--text-lh": "var(--mantine-line-height-sm)" };
const STYLES = {
  card: { "--paper-radius": "var(--mantine-radius-md)", "--card-padding": "var(--mantine-spacing-lg)" },
  body: {
    "--stack-gap": "calc(0.375rem * var(--mantine-scale))",
    "--stack-align": "stretch",
    "--stack-justify": "flex-start",
  },
  title: {
    "--title-fw": "var(--mantine-h5-font-weight)",
    "--title-lh": "var(--mantine-h5-line-height)",
    "--title-fz": "var(--mantine-h5-font-size)",
  },
  text: SMALL_TEXT,
  strong: { ...SMALL_TEXT, fontWeight: 600 },
  cancelled: { ...SMALL_TEXT, color: "var(--mantine-color-red-9)", fontWeight: 600 },
} as Record<string, CSSProperties>;

/** The page links land on the heading (#more-webinars): kept clear of the sticky site header. */
const HEADING_STYLE: CSSProperties = { scrollMarginTop: "5rem" };

const RULE_STYLE: CSSProperties = {
  border: 0,
  borderTop: "1px solid var(--campus-border)",
  margin: 0,
  width: "100%",
};

/** One webinar: title, subtitle, when, seats left (or cancelled) and the link to its registration. */
export function WebinarCard({
  event,
  seats,
  timeZone,
}: {
  event: EventDetails;
  seats: string | null | undefined;
  timeZone: string;
}) {
  return (
    <div style={STYLES.card} className={CARD_CLASSES.root} data-with-border="true" data-orientation="vertical">
      <div style={STYLES.body} className={STACK_CLASS}>
        <h3 style={STYLES.title} className={TITLE_CLASS} data-size="h5" data-order="3">
          {event.title}
        </h3>
        <p style={STYLES.text} className={TEXT_CLASS} data-size="sm">
          {event.subTitle}
        </p>
        <p style={STYLES.strong} className={TEXT_CLASS} data-size="sm">
          {formatEventDates(event)}, {formatEventTimes(event, timeZone)}
        </p>
        {seats ? (
          <p style={event.cancelledAt ? STYLES.cancelled : STYLES.text} className={TEXT_CLASS} data-size="sm">
            {seats}
          </p>
        ) : null}
        <Link to={localizedPath(`/events?event=${event.id}#register`)} className={ANCHOR_CLASS} data-underline="always">
          {m.detailsAndRegistration()}
          <span className="visually-hidden">{m.forTitle({ title: event.title })}</span>
        </Link>
      </div>
    </div>
  );
}

/**
 * The other upcoming webinars (one page of them), under the featured one: each links back to the
 * page with it featured; `children` (the page links) go under the cards.
 */
export function MoreWebinars({
  events,
  seats = {},
  children,
  searchBox,
  search = "",
}: {
  events: EventDetails[];
  /** Per event id: seats left, fully booked or cancelled (see seatsNote). */
  seats?: Record<string, string | null>;
  children?: ReactNode;
  /** The search box over the list (decision 0113), under its heading. */
  searchBox?: ReactNode;
  /** What the list was searched for: with nothing found, the list says so instead of disappearing. */
  search?: string;
}) {
  const timeZone = useSiteTimeZone();
  if (!events.length && !search) return null;
  return (
    <Stack gap="md">
      <hr style={RULE_STYLE} />
      <Title order={2} size="h3" id="more-webinars" style={HEADING_STYLE}>
        {m.moreWebinars()}
      </Title>
      {searchBox}
      {events.length === 0 ? (
        <p style={STYLES.text} className={TEXT_CLASS} data-size="sm" role="status">
          {m.noWebinarMatches({ search })}
        </p>
      ) : null}
      <div className="grid-3">
        {events.map((event) => (
          <WebinarCard key={event.id} event={event} seats={seats[event.id]} timeZone={timeZone} />
        ))}
      </div>
      {children}
    </Stack>
  );
}

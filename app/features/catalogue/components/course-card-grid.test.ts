import {
  AspectRatio,
  Badge,
  Box,
  Button,
  Card,
  Group,
  Image,
  MantineProvider,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { type ComponentType, createElement as h, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { Link, MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { theme } from "~/theme";
import type { CatalogueCard } from "../catalogue.server";
import { CourseCard } from "./course-card-grid";

function markup(element: ReactNode): string {
  const html = renderToStaticMarkup(h(MemoryRouter, null, h(MantineProvider, { theme }, element)));
  return html
    .replace(/<style[^>]*>[\s\S]*?<\/style>/g, "")
    .replace(/ class=""/g, "")
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
function MantineCard({ course, headingOrder }: { course: CatalogueCard; headingOrder: 2 | 3 }) {
  return h(
    m(Card),
    { withBorder: true, padding: "lg", radius: "md", h: "100%" },
    h(
      m(Card.Section),
      null,
      h(
        m(AspectRatio),
        { ratio: 16 / 9 },
        course.coverUrl
          ? h(m(Image), { src: course.coverUrl, alt: "", loading: "lazy" })
          : h(m(Box), { bg: "campus.8", "aria-hidden": "true" }),
      ),
    ),
    h(
      m(Stack),
      { gap: "xs", mt: "md", h: "100%" },
      h(
        m(Group),
        { gap: 6 },
        course.isOnline
          ? h(m(Badge), { color: "teal.9", variant: "filled" }, "Online course")
          : h(m(Badge), { variant: "light" }, "Training course"),
        h(m(Badge), { color: "var(--campus-text-muted)", variant: "outline" }, "Certification"),
      ),
      h(m(Title), { order: headingOrder, size: "h3" }, course.name),
      course.subtitle ? h(m(Text), { c: "dark.6" }, course.subtitle) : null,
      h(
        m(Box),
        { mt: "auto", pt: "xs" },
        h(
          m(Button),
          {
            component: Link,
            to: `/course-overview/${course.slug}`,
            variant: "light",
            "aria-label": `View course: ${course.name}`,
          },
          "View course",
        ),
      ),
    ),
  );
}

const TRAINING = {
  id: "c1",
  name: "ISO 9001 Lead Auditor",
  slug: "iso-9001-lead-auditor",
  subtitle: "Five days, with the exam",
  type: "certification",
  isOnline: false,
  coverUrl: "/uploads/cover.webp",
} as CatalogueCard;

describe("CourseCard", () => {
  it.each([
    { course: TRAINING, headingOrder: 2 as const },
    {
      course: { ...TRAINING, isOnline: true, subtitle: "", coverUrl: "" } as CatalogueCard,
      headingOrder: 3 as const,
    },
  ])("draws what Mantine's Card, Badge, Title and Button drew ($headingOrder)", ({ course, headingOrder }) => {
    const plain = markup(h(CourseCard, { course, headingOrder }));
    expect(plain).toContain("View course");
    expect(plain).toBe(markup(h(MantineCard, { course, headingOrder })));
  });
});

import type { CSSProperties } from "react";
import { Link } from "react-router";
import { OfferedIn } from "~/components/content-language";
import {
  ASPECT_RATIO_CLASS,
  BADGE_CLASSES,
  BUTTON_CLASSES,
  CARD_CLASSES,
  GROUP_CLASS,
  IMAGE_CLASS,
  STACK_CLASS,
  TEXT_CLASS,
  TITLE_CLASS,
} from "~/components/mantine-classes";
import { localizedPath } from "~/lib/i18n/localized-path";
import { CATALOGUE_TYPE_LABELS } from "../catalogue.schema";
import type { CatalogueCard } from "../catalogue.server";
import * as m from "../messages";

/**
 * What Mantine's Card, AspectRatio, Stack, Group, Badge, Title, Text and Button gave each card, written
 * once (docs/decisions/0055-render-cost.md): a page of cards runs no Mantine render work, and
 * Mantine's stylesheet draws it exactly as before (app/components/mantine-classes.test.ts compares).
 */
const STYLES = {
  card: {
    "--paper-radius": "var(--mantine-radius-md)",
    "--card-padding": "var(--mantine-spacing-lg)",
    height: "100%",
  },
  ratio: { "--ar-ratio": String(16 / 9) },
  noCover: { background: "var(--mantine-color-campus-8)" },
  body: {
    "--stack-gap": "var(--mantine-spacing-xs)",
    "--stack-align": "stretch",
    "--stack-justify": "flex-start",
    marginTop: "var(--mantine-spacing-md)",
    height: "100%",
  },
  badges: {
    "--group-gap": "calc(0.375rem * var(--mantine-scale))",
    "--group-align": "center",
    "--group-justify": "flex-start",
    "--group-wrap": "wrap",
  },
  onlineBadge: {
    "--badge-bg": "var(--mantine-color-teal-9)",
    "--badge-color": "var(--mantine-color-white)",
    "--badge-bd": "calc(0.0625rem * var(--mantine-scale)) solid transparent",
  },
  trainingBadge: {
    "--badge-bg": "var(--mantine-color-campus-light)",
    "--badge-color": "var(--mantine-color-campus-light-color)",
    "--badge-bd": "calc(0.0625rem * var(--mantine-scale)) solid transparent",
  },
  typeBadge: {
    "--badge-bg": "transparent",
    "--badge-color": "var(--campus-text-muted)",
    "--badge-bd": "calc(0.0625rem * var(--mantine-scale)) solid var(--campus-text-muted)",
  },
  title: {
    "--title-fw": "var(--mantine-h3-font-weight)",
    "--title-lh": "var(--mantine-h3-line-height)",
    "--title-fz": "var(--mantine-h3-font-size)",
  },
  subtitle: { color: "var(--mantine-color-dark-6)" },
  action: { marginTop: "auto", paddingTop: "var(--mantine-spacing-xs)" },
  button: {
    "--button-bg": "var(--mantine-color-campus-light)",
    "--button-hover": "var(--mantine-color-campus-light-hover)",
    "--button-color": "var(--mantine-color-campus-light-color)",
    "--button-bd": "calc(0.0625rem * var(--mantine-scale)) solid transparent",
  },
} as Record<string, CSSProperties>;

const LIST_STYLE: CSSProperties = { listStyle: "none", padding: 0, margin: 0 };

function CourseBadge({ style, variant, children }: { style: CSSProperties; variant: string; children: string }) {
  return (
    <div style={style} className={BADGE_CLASSES.root} data-variant={variant}>
      <span className={BADGE_CLASSES.label}>{children}</span>
    </div>
  );
}

/** One course's card: cover, kind and type, name, subtitle and the link to its page. */
export function CourseCard({ course, headingOrder = 2 }: { course: CatalogueCard; headingOrder?: 2 | 3 }) {
  const Heading = headingOrder === 3 ? "h3" : "h2";
  return (
    <div style={STYLES.card} className={CARD_CLASSES.root} data-with-border="true" data-orientation="vertical">
      <div className={CARD_CLASSES.section} data-orientation="vertical" data-first-section="true">
        <div style={STYLES.ratio} className={ASPECT_RATIO_CLASS}>
          {course.coverUrl ? (
            <img className={IMAGE_CLASS} src={course.coverUrl} alt="" loading="lazy" />
          ) : (
            <div style={STYLES.noCover} aria-hidden="true" />
          )}
        </div>
      </div>
      <div style={STYLES.body} className={STACK_CLASS}>
        <div style={STYLES.badges} className={GROUP_CLASS}>
          {course.isOnline ? (
            <CourseBadge style={STYLES.onlineBadge} variant="filled">
              {m.onlineCourse()}
            </CourseBadge>
          ) : (
            <CourseBadge style={STYLES.trainingBadge} variant="light">
              {m.trainingCourse()}
            </CourseBadge>
          )}
          <CourseBadge style={STYLES.typeBadge} variant="outline">
            {CATALOGUE_TYPE_LABELS[course.type]?.() ?? course.type}
          </CourseBadge>
        </div>
        <Heading style={STYLES.title} className={TITLE_CLASS} data-size="h3" data-order={headingOrder}>
          {course.name}
        </Heading>
        {course.subtitle ? (
          <p style={STYLES.subtitle} className={TEXT_CLASS}>
            {course.subtitle}
          </p>
        ) : null}
        {course.offeredIn?.length ? <OfferedIn languages={course.offeredIn} /> : null}
        <div style={STYLES.action}>
          <Link
            to={localizedPath(`/course-overview/${course.slug}`)}
            style={STYLES.button}
            className={BUTTON_CLASSES.root}
            data-variant="light"
            aria-label={m.viewCourseNamed({ name: course.name })}
          >
            <span className={BUTTON_CLASSES.inner}>
              <span className={BUTTON_CLASSES.label}>{m.viewCourse()}</span>
            </span>
          </Link>
        </div>
      </div>
    </div>
  );
}

/**
 * The catalogue's cards: two columns (SPEC 2), one on a phone; each leads to its course's page. The
 * grid is app.css's grid-2 / grid-3 (one column, two from 48em, three from 62em on the home page):
 * Mantine's SimpleGrid with cols {base 1, sm 2, md columns} and spacing lg, without its inline style.
 */
export function CourseCardGrid({
  courses,
  headingOrder = 2,
  columns = 2,
}: {
  courses: CatalogueCard[];
  headingOrder?: 2 | 3;
  /** From a wide screen up: two in the catalogue, three on the home page. */
  columns?: 2 | 3;
}) {
  return (
    <ul className={columns === 3 ? "grid-3" : "grid-2"} style={LIST_STYLE}>
      {courses.map((course) => (
        <li key={course.id}>
          <CourseCard course={course} headingOrder={headingOrder} />
        </li>
      ))}
    </ul>
  );
}

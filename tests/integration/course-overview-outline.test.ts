import { MantineProvider } from "@mantine/core";
import { createElement, type ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub, Outlet, useLoaderData } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import * as courseOverviewRoute from "~/routes/site/course-overview";
import { getDb } from "~/server/app-context.server";
import { insertCourseWithOutline, insertEnrolment } from "~/server/factories/course-factory";
import { cssVariablesResolver, theme } from "~/theme";
import { pageRequest } from "~tests/support/requests";
import { dispatch } from "~tests/support/route-table";
import { type SignedInUser, signedInAs } from "~tests/support/sign-in";

/**
 * Issue 29: the public overview of the bench's 50 chapters x 20 lessons course (decision
 * 0130-course-overview-size). Every chapter with its counts, every lesson title in plain list items
 * inside closed `<details>` (only one chapter open), an enrolled reader's progress per chapter, and
 * the page's own HTML well under the 150 kB it was.
 */
const ROUTE_ID = "routes/site/course-overview";
/** The page's own markup (without the site frame and head): 59.5 kB; main's <main> was 141 kB with 300 of the titles. */
const OUTLINE_PAGE_BUDGET = 75_000;

type OverviewData = Awaited<ReturnType<typeof courseOverviewRoute.loader>>;

let big: Awaited<ReturnType<typeof insertCourseWithOutline>>;
let small: Awaited<ReturnType<typeof insertCourseWithOutline>>;
let student: SignedInUser;

beforeAll(async () => {
  const db = getDb();
  big = await insertCourseWithOutline(
    db,
    { chapters: 50, lessonsPerChapter: 20, blocksPerLesson: 0 },
    { is_self_enrolment_open: 1, name: "ISO 17025 at scale" },
  );
  small = await insertCourseWithOutline(
    db,
    { chapters: 3, lessonsPerChapter: 4, blocksPerLesson: 0 },
    { is_self_enrolment_open: 1, name: "ISO 9001 in brief" },
  );
  student = await signedInAs("student");
}, 60_000);

async function overviewData(slug: string, cookie?: string): Promise<OverviewData> {
  const page = await dispatch(pageRequest(`/course-overview/${slug}`, cookie));
  expect(page.status).toBe(200);
  return (page.loaderData as Record<string, OverviewData>)[ROUTE_ID] as OverviewData;
}

/** The route's component as the server renders it (the theme's variables excluded: the root writes them). */
function renderOverview(slug: string, loaderData: OverviewData): string {
  const Page = courseOverviewRoute.default as unknown as (props: { loaderData: OverviewData }) => ReactNode;
  const path = `/course-overview/${slug}`;
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      Component: Outlet,
      children: [
        {
          id: ROUTE_ID,
          path: path.slice(1),
          Component: () => createElement(Page, { loaderData: useLoaderData() as OverviewData }),
        },
      ],
    },
  ]);
  const html = renderToString(
    createElement(
      MantineProvider,
      { theme, cssVariablesResolver, defaultColorScheme: "light" },
      createElement(Stub, { initialEntries: [path], hydrationData: { loaderData: { [ROUTE_ID]: loaderData } } }),
    ),
  );
  return html.replace(/<style data-mantine-styles[^>]*>[\s\S]*?<\/style>/g, "");
}

/** Each chapter's `<details>`: whether it is open, its title and its count line. */
function chaptersOf(html: string) {
  return [...html.matchAll(/<details( open="")?><summary><h3>([^<]*)<\/h3><span>([^<]*)<\/span><\/summary>/g)].map(
    (match) => ({ isOpen: match[1] !== undefined, title: match[2], count: match[3] }),
  );
}

describe("the overview of a 50 x 20 course", () => {
  it("lists every chapter with its lesson count and every lesson's title, one chapter open", async () => {
    const data = await overviewData(big.course.slug);
    expect(data.online?.lessonCount).toBe(1000);
    expect(data.online?.chapters).toHaveLength(50);
    // Titles and counts only: no lesson ids, no progress for a visitor.
    expect(Object.keys(data.online?.chapters[1] ?? {}).sort()).toEqual(["id", "lessonCount", "lessonTitles", "title"]);

    const html = renderOverview(big.course.slug, data);
    const chapters = chaptersOf(html);
    expect(chapters.map((chapter) => chapter.title)).toEqual(big.chapters.map((chapter) => chapter.title));
    expect(new Set(chapters.map((chapter) => chapter.count))).toEqual(new Set(["20 lessons"]));
    expect(chapters.map((chapter) => chapter.isOpen)).toEqual([true, ...Array(49).fill(false)]);
    // Every lesson title is in the page (closed chapters' too), as a plain list item.
    for (const lesson of big.lessons) expect(html).toContain(`<li>${lesson.title}</li>`);
    expect(html).not.toContain("more</li>");
    expect(Buffer.byteLength(html)).toBeLessThan(OUTLINE_PAGE_BUDGET);
  });

  it("shows an enrolled reader their progress per chapter and opens their first unfinished chapter", async () => {
    const db = getDb();
    await insertEnrolment(db, big.course.id, student.id);
    const [first, second] = big.chapters;
    const done = [
      ...big.lessons.filter((lesson) => lesson.chapter_id === first?.id),
      ...big.lessons.filter((lesson) => lesson.chapter_id === second?.id).slice(0, 3),
    ];
    await db
      .insertInto("lesson_completions")
      .values(
        done.map((lesson) => ({
          user_id: student.id,
          lesson_id: lesson.id,
          course_id: big.course.id,
          completed_at: "2026-11-02T09:00:00.000Z",
        })),
      )
      .execute();

    const data = await overviewData(big.course.slug, student.cookie);
    expect(data.online?.standing).toEqual({ kind: "reader", isEnrolled: true });
    expect(data.online?.chapters.slice(0, 3).map((chapter) => chapter.completedCount)).toEqual([20, 3, 0]);

    const chapters = chaptersOf(renderOverview(big.course.slug, data));
    expect(chapters.slice(0, 3).map((chapter) => chapter.count)).toEqual([
      "20 of 20 lessons done",
      "3 of 20 lessons done",
      "0 of 20 lessons done",
    ]);
    expect(chapters.map((chapter) => chapter.isOpen).indexOf(true)).toBe(1);
    expect(chapters.filter((chapter) => chapter.isOpen)).toHaveLength(1);
  });

  it("keeps a short course's chapters all open", async () => {
    const data = await overviewData(small.course.slug);
    const html = renderOverview(small.course.slug, data);
    const chapters = chaptersOf(html);
    expect(chapters).toHaveLength(3);
    expect(chapters.every((chapter) => chapter.isOpen && chapter.count === "4 lessons")).toBe(true);
    for (const lesson of small.lessons) expect(html).toContain(`<li>${lesson.title}</li>`);
  });
});

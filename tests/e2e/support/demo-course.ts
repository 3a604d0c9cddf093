import { type Browser, expect, type Page } from "@playwright/test";
import { E2E_INSTRUCTOR } from "./e2e-environment";
import { newSignedInPage } from "./session";

/** The seeded online course the demo instructor teaches: it offers a certificate and self-enrolment. */
export const DEMO_ONLINE_COURSE = "Root Cause Analysis and Corrective Action";

/**
 * The correct options of the demo course's quiz (app/server/seed/online-course-lessons.ts), by their
 * text: the quiz has a pass mark, so finishing the course takes the right answers.
 */
export const DEMO_QUIZ_CORRECT_OPTIONS: ReadonlySet<string> = new Set([
  "A correction",
  "Reacting to the nonconformity",
  "Evaluating the need to eliminate its causes",
  "Reviewing the effectiveness of the action taken",
]);

/** The demo online course's id, read from the instructor's course list (the seed's ids are generated). */
export async function demoOnlineCourseId(browser: Browser): Promise<string> {
  const { context, page } = await newSignedInPage(browser, E2E_INSTRUCTOR);
  // Searched for: the specs before this one add courses, and the list shows the newest first, a page at a time.
  await page.goto(`/instructor/courses?q=${encodeURIComponent(DEMO_ONLINE_COURSE)}`);
  const href = await page.getByRole("link", { name: `Edit ${DEMO_ONLINE_COURSE}` }).getAttribute("href");
  await context.close();
  const courseId = (href ?? "").split("/")[2] ?? "";
  expect(courseId, "the demo online course's id").not.toBe("");
  return courseId;
}

/** Enrols the signed-in student from the course's page; returns the first lesson's path, where enrolling lands. */
export async function enrolInCourse(page: Page, courseId: string): Promise<string> {
  await page.goto(`/course/${courseId}`);
  await page
    .getByRole("button", { name: /^Enrol/ })
    .first()
    .click();
  await expect(page.getByRole("button", { name: "Complete & continue" })).toBeVisible();
  return new URL(page.url()).pathname;
}

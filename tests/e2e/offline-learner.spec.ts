import { expect, test } from "@playwright/test";
import {
  DEMO_ONLINE_COURSE,
  DEMO_QUIZ_CORRECT_OPTIONS,
  demoOnlineCourseId,
  enrolInCourse,
} from "./support/demo-course";
import { E2E_BASE_URL } from "./support/e2e-environment";
import { signUp } from "./support/session";

/*
 * "A learner in a taxi with no signal finishes the lesson they kept" (decision 0110-offline-courses): a new
 * student enrols in the demo course, keeps it offline, loses the connection, opens another lesson
 * of the kept course from the cache, reads it, answers its quiz and completes it (both queued),
 * finds the course again from the offline page;
 * when the connection returns the queue is sent, the quiz is scored on the server and the progress
 * is saved. The service worker is Playwright's default (serviceWorkers: "allow"); every wait is for
 * a state (the worker controlling the page, the cache filled, the queue sent), never a time.
 */
const run = Date.now().toString(36);
const STUDENT = { name: `Thandeka Zulu ${run}`, email: `thandeka-${run}@example.test`, password: "offline-e2e-pw" };
const QUIZ_LESSON = "Correction, corrective action and prevention";

test("a learner keeps a course, finishes a lesson offline, and the progress is saved when back online", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const courseId = await demoOnlineCourseId(browser);
  const context = await browser.newContext({ baseURL: E2E_BASE_URL, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signUp(page, STUDENT.name, STUDENT.email, STUDENT.password);

  // Enrol, and start on the second lesson: the quiz lesson will be opened offline.
  const quizLessonPath = await enrolInCourse(page, courseId);
  await page.getByRole("link", { name: "Skip to the next lesson" }).click();
  await expect(page).not.toHaveURL(new RegExp(`${quizLessonPath}$`));

  // The service worker controls the page (it claims it when it activates).
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

  // Keep the course: its size first, then the download, then "Kept offline · … · Remove".
  const panel = page.locator("[data-offline-panel]");
  await expect(panel.getByText("Available offline")).toBeVisible();
  await panel.getByRole("button", { name: "Keep offline" }).click();
  await expect(panel.getByText(/lessons and their files: about/)).toBeVisible();
  await panel.getByRole("button", { name: /^Download / }).click();
  await expect(panel.getByText(/^Kept offline · /)).toBeVisible({ timeout: 60_000 });
  await expect(panel.getByRole("button", { name: "Remove" })).toBeVisible();
  const cached = await page.evaluate(async (id) => {
    const cache = await caches.open(`campus-course-${id}`);
    return (await cache.keys()).map((request) => new URL(request.url).pathname);
  }, courseId);
  expect(cached).toContain(quizLessonPath);
  expect(cached).toContain(`${quizLessonPath}.data`);

  // No signal: the banner says so.
  await context.setOffline(true);
  await expect(page.getByText(/^You are offline\. Courses you kept still open/)).toBeVisible();

  // Open the quiz lesson of the kept course from its contents, and read it.
  await page.getByRole("navigation", { name: "Course contents" }).getByRole("link", { name: QUIZ_LESSON }).click();
  await expect(page.getByRole("heading", { level: 1, name: QUIZ_LESSON })).toBeVisible();
  await expect(page.getByText("Three different responses")).toBeVisible();

  // Answer its quiz: queued, waiting for a connection.
  const quiz = page.locator("form", { has: page.locator("[data-quiz-question]") });
  const options = quiz.locator("[data-quiz-question] input");
  for (let index = 0; index < (await options.count()); index += 1) {
    const option = options.nth(index);
    const label = (await page.locator(`label[for="${await option.getAttribute("id")}"]`).textContent()) ?? "";
    if (DEMO_QUIZ_CORRECT_OPTIONS.has(label.trim())) await option.check();
  }
  await quiz.getByRole("button", { name: "Submit answers" }).click();
  const queue = page.locator("[data-offline-queue]");
  await expect(queue.getByText(`Quiz answers: ${QUIZ_LESSON}`)).toBeVisible();
  await expect(queue.getByText("Waiting for a connection").first()).toBeVisible();

  // Complete the lesson: queued too, and the next kept lesson opens.
  await page.getByRole("button", { name: "Complete & continue" }).click();
  await expect(page).not.toHaveURL(new RegExp(`${quizLessonPath}$`));
  await expect(queue.getByText(`Lesson completed: ${QUIZ_LESSON}`)).toBeVisible();
  await expect(queue.getByText("Waiting for a connection")).toHaveCount(2);

  // A page not kept (the app's start, My learning): the offline page in the site's frame, which
  // lists the kept course; its link opens the first kept lesson from the cache.
  await page.goto("/my-learning");
  await expect(page.getByRole("heading", { level: 1, name: "You are offline" })).toBeVisible();
  await page.locator("[data-kept-courses]").getByRole("link", { name: DEMO_ONLINE_COURSE }).click();
  await expect(page.getByRole("heading", { level: 1, name: QUIZ_LESSON })).toBeVisible();
  await expect(queue.getByText("Waiting for a connection")).toHaveCount(2);

  // The signal returns: the queue is sent, the quiz scored on the server, the completion accepted.
  await context.setOffline(false);
  await expect(page.getByText(/^You are offline\./)).toBeHidden();
  await expect(queue.getByText("Scored 2/2")).toBeVisible({ timeout: 30_000 });
  await expect(queue.getByText("Accepted")).toBeVisible();
  await expect(queue.getByText("Waiting for a connection")).toHaveCount(0);

  // Online again, the lesson is complete on the server.
  await page.goto(quizLessonPath);
  await expect(page.getByRole("heading", { level: 1, name: QUIZ_LESSON })).toBeVisible();
  await expect(page.getByText("Completed", { exact: true })).toBeVisible();
  await context.close();
});

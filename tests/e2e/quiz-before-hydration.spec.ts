import { expect, test } from "@playwright/test";
import { expectNoAccessibilityViolations } from "./support/accessibility";
import { demoOnlineCourseId, enrolInCourse } from "./support/demo-course";
import { E2E_BASE_URL } from "./support/e2e-environment";
import { signUp } from "./support/session";

/*
 * Quiz answers chosen while a lesson is still loading are kept: the quiz's inputs are native radio
 * buttons and checkboxes React does not control, so hydration keeps what the browser shows and the
 * form sends it. The client's scripts are held back until the answers are ticked, then let through.
 */

const run = Date.now().toString(36);

test("quiz ticks made before the lesson hydrates survive hydration and are submitted", async ({ browser }) => {
  test.setTimeout(120_000);
  const courseId = await demoOnlineCourseId(browser);
  // No service worker (decision 0110-offline-courses): page.route does not see what a worker answers, and it holds the scripts.
  const context = await browser.newContext({
    baseURL: E2E_BASE_URL,
    viewport: { width: 1280, height: 900 },
    serviceWorkers: "block",
  });
  const page = await context.newPage();
  await signUp(page, "Zodwa Khumalo", `zodwa-${run}@example.test`, "a-long-password");
  const lessonPath = await enrolInCourse(page, courseId);

  // Hold every script file until the answers are ticked.
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\.m?js(\?.*)?$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(lessonPath, { waitUntil: "commit" });
  const correction = page.getByRole("radio", { name: "A correction" });
  await expect(correction).toBeVisible();
  const hydrated = () =>
    page.evaluate(() => {
      const input = document.querySelector('input[type="radio"]');
      return input !== null && Object.keys(input).some((key) => key.startsWith("__reactFiber"));
    });
  expect(await hydrated(), "the lesson is not interactive yet").toBe(false);

  await correction.check();
  const reacting = page.getByRole("checkbox", { name: "Reacting to the nonconformity" });
  await reacting.check();
  expect(await hydrated(), "still not hydrated after ticking").toBe(false);

  release();
  await expect.poll(hydrated, { timeout: 30_000 }).toBe(true);
  // Hydrated, the student goes on answering: that re-renders the quiz, and the early ticks stay.
  const reviewing = page.getByRole("checkbox", { name: "Reviewing the effectiveness of the action taken" });
  await reviewing.check();
  await expect(correction).toBeChecked();
  await expect(reacting).toBeChecked();
  await expect(reviewing).toBeChecked();
  await expect(page.getByRole("checkbox", { name: "Evaluating the need to eliminate its causes" })).not.toBeChecked();
  await page.getByRole("button", { name: "Submit answers" }).first().click();
  await expect(page.getByText("You scored 1 out of 2.")).toBeVisible();
  await expectNoAccessibilityViolations(page);
  await context.close();
});

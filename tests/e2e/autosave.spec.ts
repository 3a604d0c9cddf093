import { expect, type Page, test } from "@playwright/test";
import { expectNoAccessibilityViolations } from "./support/accessibility";
import { addBlock, addChapter, addLesson, createCourse, expectBlockSaved } from "./support/course-builder";
import { E2E_INSTRUCTOR } from "./support/e2e-environment";
import { signIn } from "./support/session";

// page.route does not see what a service worker answers (decision 0110-offline-courses): these tests hold requests back.
test.use({ serviceWorkers: "block" });

/**
 * Autosave in the course editor (decision 0068-autosave): rich text saves as it is typed,
 * a refused save stays in its block with Retry, and leaving with work the server does not have asks.
 */

const unique = () => Date.now().toString(36);
const BLOCKS_API = /\/api\/courses\/[^/]+\/blocks$/;

async function newLessonWithTextBlock(page: Page, name: string) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, E2E_INSTRUCTOR.email, E2E_INSTRUCTOR.password);
  await createCourse(page, `${name} ${unique()}`);
  await addChapter(page, "Evidence");
  await addLesson(page, "Sampling");
  const block = await addBlock(page, "Text");
  return { block, editor: block.locator(".ProseMirror") };
}

/** Block saves answer as the edge answers an oversize body: 413 in plain text, before the app. */
async function refuseBlockSavesAsTooLarge(page: Page) {
  await page.route(BLOCKS_API, (route) =>
    route.request().method() === "POST"
      ? route.fulfill({
          status: 413,
          contentType: "text/plain; charset=utf-8",
          body: "The form you sent is larger than this address accepts (at most 1 MB). Send something smaller.",
        })
      : route.continue(),
  );
}

test("rich text saves while it is typed: a reload, without leaving the editor first, keeps it", async ({ page }) => {
  test.setTimeout(90_000);
  const { block, editor } = await newLessonWithTextBlock(page, "Audit Sampling");
  await editor.click();
  await page.keyboard.type("Sample at least one record per month.");
  // No click elsewhere: the pause in typing saves it, and the block says so quietly.
  await expectBlockSaved(block);
  await expect(editor).toBeFocused();
  await page.reload();
  await expect(page.locator(".ProseMirror")).toContainText("Sample at least one record per month.");

  // Typing and leaving at once through a link: the waiting save is sent first, nothing is asked.
  const again = page.locator(".ProseMirror");
  await again.click();
  await page.keyboard.press("End");
  await page.keyboard.type(" Keep the sample list.");
  await page.getByRole("link", { name: "Settings" }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole("dialog", { name: "Leave without saving?" })).toHaveCount(0);
  await page.goBack();
  await expect(page.locator(".ProseMirror")).toContainText("Keep the sample list.");
});

test("a save refused as too large stays in its block with Retry, the editor intact; leaving and closing the tab ask", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const { block, editor } = await newLessonWithTextBlock(page, "Audit Reports");
  await refuseBlockSavesAsTooLarge(page);
  await editor.click();
  await page.keyboard.type("Findings are graded major or minor.");

  const status = block.getByRole("status");
  await expect(status).toContainText("too large to save");
  await expect(block.getByRole("button", { name: "Retry" })).toBeVisible();
  // The editor's frame is still there, with what was typed; no error page replaced it.
  await expect(page.getByRole("link", { name: "Back to courses" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "What you sent is too large" })).toHaveCount(0);
  await expect(editor).toContainText("Findings are graded major or minor.");
  await expectNoAccessibilityViolations(page);

  // Leaving now asks; Cancel keeps the person, and the text, here.
  await page.getByRole("link", { name: "Back to courses" }).click();
  const leave = page.getByRole("dialog", { name: "Leave without saving?" });
  await expect(leave).toBeVisible();
  await leave.getByRole("button", { name: "Cancel" }).click();
  await expect(page).toHaveURL(/\/edit-course\//);
  await expect(editor).toContainText("Findings are graded major or minor.");

  // Closing the tab asks too (the browser's own prompt).
  const beforeUnload = new Promise<string>((resolve) =>
    page.once("dialog", (dialog) => {
      resolve(dialog.type());
      void dialog.dismiss();
    }),
  );
  await page.close({ runBeforeUnload: true });
  expect(await beforeUnload).toBe("beforeunload");
});

test("Retry sends again what a refused save carried, and a reload keeps it", async ({ page }) => {
  test.setTimeout(90_000);
  const { block, editor } = await newLessonWithTextBlock(page, "Audit Follow-up");
  await refuseBlockSavesAsTooLarge(page);
  await editor.click();
  await page.keyboard.type("Close each finding within 30 days.");
  await expect(block.getByRole("button", { name: "Retry" })).toBeVisible();
  await page.unroute(BLOCKS_API);
  await block.getByRole("button", { name: "Retry" }).click();
  await expectBlockSaved(block);
  await page.reload();
  await expect(page.locator(".ProseMirror")).toContainText("Close each finding within 30 days.");
});

test("text over the save limit is refused before it is sent, in its block, keeping what was typed", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const { block, editor } = await newLessonWithTextBlock(page, "Audit Evidence");
  let sentSaves = 0;
  page.on("request", (request) => {
    if (request.method() === "POST" && BLOCKS_API.test(new URL(request.url()).pathname)) sentSaves += 1;
  });
  await editor.click();
  // About 1.6 MB, as pasted from a long document.
  await page.keyboard.insertText("Evidence log entry. ".repeat(80_000));
  await expect(block.getByRole("status")).toContainText("too large to save (1.5 MB)");
  await expect(block.getByRole("button", { name: "Retry" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to courses" })).toBeVisible();
  expect(sentSaves).toBe(0);
});

test("a quiz question left empty is not saved, says why, and leaving asks first", async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, E2E_INSTRUCTOR.email, E2E_INSTRUCTOR.password);
  await createCourse(page, `Audit Quiz ${unique()}`);
  await addChapter(page, "Checks");
  await addLesson(page, "Knowledge check");
  const quiz = await addBlock(page, "Quiz");
  await quiz.getByLabel("Question 1", { exact: true }).fill("");
  await expect(quiz.getByText("Enter the question.")).toBeVisible();
  await page.getByRole("link", { name: "Back to courses" }).click();
  const leave = page.getByRole("dialog", { name: "Leave without saving?" });
  await expect(leave).toBeVisible();
  await leave.getByRole("button", { name: "Leave without saving" }).click();
  await expect(page).toHaveURL(/\/instructor\/courses$/);
});

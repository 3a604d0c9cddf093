import { expect, type Page, test } from "@playwright/test";
import { expectNoAccessibilityViolations } from "./support/accessibility";
import { createCourse } from "./support/course-builder";
import { E2E_ADMIN, E2E_INSTRUCTOR } from "./support/e2e-environment";
import { newSignedInPage } from "./support/session";

/**
 * On a long form a refusal is brought to where the person looks: the first problem scrolls into
 * view and takes focus (lib/focus-first-problem.ts), and after someone else saved, nothing accepts
 * typing that could not be saved (decision 0068-autosave).
 */

const unique = () => Date.now().toString(36);
const PHONE = { width: 375, height: 700 };

async function expectFocusedInView(page: Page, text: RegExp) {
  const focused = page.locator(":focus");
  await expect(focused).toContainText(text);
  await expect(focused).toBeInViewport();
}

async function addForm(page: Page, title: string) {
  await page.goto("/instructor/forms");
  await page.getByRole("button", { name: "Add form" }).click();
  const dialog = page.getByRole("dialog", { name: "Add form" });
  await dialog.getByLabel("Title").fill(title);
  await dialog.getByRole("button", { name: "Add form" }).click();
  await expect(page).toHaveURL(/\/instructor\/form\/[a-z0-9]+$/);
}

test("course settings: 'someone else saved' is brought into view and focused when Save Course is far below", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const first = await newSignedInPage(browser, E2E_INSTRUCTOR, { viewport: PHONE });
  const course = await createCourse(first.page, `Supplier Audits ${unique()}`);
  const settingsPath = `${course.editorUrl}/settings`;
  const second = await newSignedInPage(browser, E2E_ADMIN, { viewport: PHONE });
  await second.page.goto(settingsPath);
  await second.page.waitForLoadState("networkidle");

  await first.page.goto(settingsPath);
  await first.page.getByLabel("Subtitle").fill("Checking the supply chain");
  await first.page.getByRole("button", { name: "Save Course" }).click();
  await expect(first.page.getByText("Course updated successfully")).toBeVisible();

  await second.page.getByLabel("Subtitle").fill("An older subtitle");
  await second.page.getByRole("button", { name: "Save Course" }).click();
  await expectFocusedInView(second.page, /changed|saved/i);
  await expect(second.page.getByLabel("Subtitle")).toHaveValue("An older subtitle");
  await expectNoAccessibilityViolations(second.page);
  await first.context.close();
  await second.context.close();
});

test("form builder: a consent box starts required, and help text shows its limit", async ({ browser }) => {
  const { page, context } = await newSignedInPage(browser, E2E_INSTRUCTOR, { viewport: { width: 1280, height: 900 } });
  await addForm(page, `Consent check ${unique()}`);
  await page.getByRole("button", { name: "Add field" }).click();
  await page.getByRole("menuitem", { name: "Consent checkbox", exact: true }).click();
  const consent = page.getByRole("list", { name: "Questions" }).getByRole("listitem").last();
  await expect(consent.getByLabel("Required")).toBeChecked();
  await expect(consent.getByText("0 of 500 characters")).toBeVisible();
  await consent.getByRole("textbox", { name: /^Help text/ }).fill("Tick to agree");
  await expect(consent.getByText("13 of 500 characters")).toBeVisible();
  await context.close();
});

test("form builder: after someone else saved, the notice takes focus and the builder takes no more typing", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const first = await newSignedInPage(browser, E2E_INSTRUCTOR, { viewport: { width: 1280, height: 900 } });
  await addForm(first.page, `Site visit request ${unique()}`);
  const formPath = new URL(first.page.url()).pathname;

  const second = await newSignedInPage(browser, E2E_ADMIN, { viewport: { width: 1280, height: 900 } });
  await second.page.goto(formPath);
  await second.page.waitForLoadState("networkidle");

  await first.page.getByLabel("Description").fill("Tell us where and when.");
  await expect(first.page.getByRole("status").filter({ hasText: /^Saved$/ })).toBeVisible();

  // The second person scrolls down to the settings and types: refused, and said so where they look.
  const thankYou = second.page.getByLabel("Thank-you message");
  await second.page.getByLabel("Description").fill("An older description.");
  await expectFocusedInView(second.page, /Someone else|changed by someone else|since you opened/i);
  const description = second.page.getByLabel("Description");
  await expect(description).toHaveValue("An older description.");
  // Locked: typing there could not be saved, so it is not taken.
  expect(await description.evaluate((element) => element.closest("[inert]") !== null)).toBe(true);
  expect(await thankYou.evaluate((element) => element.closest("[inert]") !== null)).toBe(true);

  // Leaving with the refused change asks first.
  await second.page.getByRole("link", { name: "← All forms" }).click();
  await expect(second.page.getByRole("dialog", { name: "Leave without saving?" })).toBeVisible();
  await first.context.close();
  await second.context.close();
});

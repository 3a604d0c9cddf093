import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { expectNoAccessibilityViolations } from "./support/accessibility";
import { E2E_ADMIN, E2E_BASE_URL } from "./support/e2e-environment";
import { waitForMail } from "./support/mailbox";
import { signIn, submitSignInForm } from "./support/session";

/*
 * 'Add user' on /admin/users: the admin opens an instructor's account, the invitation arrives in
 * the mailbox, its link sets the password, and the instructor signs in on the instructor dashboard.
 */

const run = Date.now().toString(36);
const INSTRUCTOR = { name: `Zanele Khumalo ${run}`, email: `zanele-${run}@example.test`, password: "invited-pw-123" };

/** axe on the open dialog alone: the page behind it is dimmed by the overlay on purpose. */
async function expectAccessibleDialog(page: Page) {
  const results = await new AxeBuilder({ page })
    .include('[role="dialog"]')
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  expect(
    results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target)}`),
  ).toEqual([]);
}

const sidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test("an admin adds an instructor, who sets a password from the invitation and lands on the dashboard", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.getByRole("navigation", { name: "Staff" }).getByRole("link", { name: "Users", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Users" })).toBeVisible();

  await expectNoAccessibilityViolations(page);
  await page.getByRole("button", { name: "Add user" }).click();
  const dialog = page.getByRole("dialog", { name: "Add user" });
  await expect(dialog.getByLabel("Name")).toBeFocused();

  // Checked in the browser first, with the same messages as the server.
  await dialog.getByRole("button", { name: "Send invitation" }).click();
  await expect(dialog.getByText("Name is required")).toBeVisible();
  await expect(dialog.getByText("Email is required")).toBeVisible();

  await dialog.getByLabel("Name").fill(INSTRUCTOR.name);
  await dialog.getByLabel("Email").fill(E2E_ADMIN.email);
  await dialog.getByLabel("Role").selectOption("instructor");
  await expectAccessibleDialog(page);
  await page.screenshot({ path: "test-results/screens/admin-add-user-1280.png" });
  await page.setViewportSize({ width: 375, height: 800 });
  // The layout settles a moment after the resize.
  await expect.poll(() => sidewaysScroll(page)).toBeLessThanOrEqual(0);
  await expectAccessibleDialog(page);
  await page.screenshot({ path: "test-results/screens/admin-add-user-375.png" });

  // An address that already has an account is a conflict: said above the form (announced) and under
  // the field, and what was typed stays.
  await dialog.getByRole("button", { name: "Send invitation" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("An account with this email already exists.");
  await expect(dialog.getByText("An account with this email already exists.")).toHaveCount(2);
  await expect(dialog.getByLabel("Name")).toHaveValue(INSTRUCTOR.name);
  await page.screenshot({ path: "test-results/screens/admin-add-user-taken-375.png" });

  await dialog.getByLabel("Email").fill(INSTRUCTOR.email);
  await dialog.getByRole("button", { name: "Send invitation" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Invitation sent to ${INSTRUCTOR.email}`)).toBeVisible();
  // The new account is in the list at once, among the others: the list keeps its rows.
  await expect(page.getByLabel("Search by name or email")).toHaveValue("");
  expect(await page.getByRole("row").count()).toBeGreaterThan(2);
  const row = page.getByRole("row").filter({ hasText: INSTRUCTOR.email });
  await expect(row).toContainText(INSTRUCTOR.name);
  await expect(row.getByRole("combobox", { name: `Role of ${INSTRUCTOR.name}` })).toHaveValue("instructor");
  await expect(row).toContainText("Not confirmed");
  await expectNoAccessibilityViolations(page);
  await page.screenshot({ path: "test-results/screens/admin-add-user-listed-375.png", fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(page.getByRole("navigation", { name: "Staff" })).toBeVisible();
  await expect.poll(() => row.evaluate((element) => element.getBoundingClientRect().left)).toBeGreaterThan(250);
  await page.screenshot({ path: "test-results/screens/admin-add-user-listed-1280.png" });

  // The invitation, from the mailbox: who invited them, as what, and the link that sets the password.
  const mail = await waitForMail(INSTRUCTOR.email, /You are invited to Campus/);
  expect(mail.text).toMatch(/has invited you to Campus as an instructor\./);
  expect(mail.text).toContain("The link below sets your password.");
  const link = (mail.text ?? "").match(/https?:\/\/\S+/)?.[0] as string;
  expect(link).toBeTruthy();

  const context = await browser.newContext({ baseURL: E2E_BASE_URL, viewport: { width: 375, height: 800 } });
  const invited = await context.newPage();
  await invited.goto(link);
  await expect(invited).toHaveURL(/\/reset-password\?token=/);
  await invited.getByRole("textbox", { name: "New password", exact: true }).fill(INSTRUCTOR.password);
  await invited.getByRole("textbox", { name: "Repeat new password", exact: true }).fill(INSTRUCTOR.password);
  await invited.getByRole("button", { name: "Save new password" }).click();
  await expect(invited).toHaveURL(/\/sign-in/);
  await submitSignInForm(invited, INSTRUCTOR.email, INSTRUCTOR.password);
  await expect(invited).toHaveURL(/\/instructor\/dashboard$/);
  await expect(invited.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await context.close();
});

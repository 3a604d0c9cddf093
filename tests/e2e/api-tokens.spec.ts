import { expect, type Page, test } from "@playwright/test";
import { expectNoAccessibilityViolations } from "./support/accessibility";
import { E2E_ADMIN, E2E_BASE_URL } from "./support/e2e-environment";
import { signIn } from "./support/session";

/*
 * API tokens (docs/decisions/0034-rest-api.md): an admin reaches the screen from the staff
 * navigation, creates a token (shown once), a client calls /api/v1 with it, and revoking it ends that.
 */

const sidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test("an admin creates a token, a client uses it, the admin revokes it", async ({ page, request }) => {
  test.setTimeout(90_000);
  const name = `CRM sync ${Date.now().toString(36)}`;
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.getByRole("navigation", { name: "Staff" }).getByRole("link", { name: "API tokens" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "API tokens" })).toBeVisible();

  await page.getByLabel("Name").fill(name);
  // A year from today by default (decision 0066-api-token-lifetime); the list shows the last day.
  await expect(page.getByLabel("Expires on")).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
  await page.getByRole("group", { name: "Scopes" }).getByRole("checkbox").first().check();
  await page.getByRole("button", { name: "Create token" }).click();
  const shown = page.getByTestId("created-token");
  await expect(shown).toContainText("campus_pat_");
  const token = (await shown.textContent())?.trim() ?? "";
  await expect(page.getByRole("columnheader", { name: "Expires" })).toBeVisible();
  await expectNoAccessibilityViolations(page);
  await page.screenshot({ path: "test-results/screens/api-tokens-1280.png", fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await expect.poll(() => sidewaysScroll(page)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: "test-results/screens/api-tokens-375.png", fullPage: true });

  const answer = await request.get(`${E2E_BASE_URL}/api/v1/courses?limit=5`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(answer.status()).toBe(200);
  expect(Array.isArray((await answer.json()).data)).toBe(true);

  await page.getByRole("button", { name: `Revoke ${name}` }).click();
  await expect(page.getByRole("row", { name: new RegExp(name) }).getByText("Revoked")).toBeVisible();
  // Reloading never shows the token again.
  await expect(page.getByText(token)).toHaveCount(0);
  const refused = await request.get(`${E2E_BASE_URL}/api/v1/courses`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(refused.status()).toBe(401);
  expect(refused.headers()["content-type"]).toBe("application/problem+json");
});

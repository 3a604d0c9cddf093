import { expect, test } from "@playwright/test";
import { expectNoAccessibilityViolations } from "./support/accessibility";
import { E2E_ADMIN } from "./support/e2e-environment";
import { newSignedInPage } from "./support/session";

/**
 * Issue 13, item 4 ("Tests"): changing the phone number in site settings changes the contact page and
 * the footer, at once, with no developer involved.
 */
test("an admin changes the phone number in Site settings; the contact page and the footer show it", async ({
  browser,
}) => {
  const phone = `+27 21 555 ${String(Date.now()).slice(-4)}`;
  const { page } = await newSignedInPage(browser, E2E_ADMIN, { viewport: { width: 1280, height: 900 } });
  await page.getByRole("link", { name: "Site settings" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Site settings" })).toBeVisible();
  await expect(page.getByRole("group", { name: "Contact details" })).toBeVisible();
  await page.getByLabel("Phone", { exact: true }).fill(phone);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Settings saved")).toBeVisible();

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto("/");
  await visitor.getByRole("banner").getByRole("link", { name: "Contact Us" }).first().click();
  await expect(visitor).toHaveURL(/\/contact-us$/);
  const reachUs = visitor.getByRole("heading", { name: "Reach us" }).locator("xpath=ancestor::div[1]");
  await expect(reachUs.getByRole("link", { name: phone })).toHaveAttribute(
    "href",
    `tel:${phone.replace(/[^\d+]/g, "")}`,
  );
  await expect(visitor.getByRole("contentinfo").getByRole("link", { name: `Phone ${phone}` })).toBeVisible();

  for (const width of [1280, 375]) {
    await visitor.setViewportSize({ width, height: 900 });
    await visitor.screenshot({ path: `test-results/e2e/contact-details-${width}.png`, fullPage: true });
    const overflow = await visitor.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAccessibilityViolations(visitor);
  }
  await page.screenshot({ path: "test-results/e2e/contact-details-settings-1280.png", fullPage: true });
});

import { expect, type Page, test } from "@playwright/test";
import { expectNoAccessibilityViolations } from "./support/accessibility";
import { E2E_ADMIN } from "./support/e2e-environment";
import { newSignedInPage } from "./support/session";

/**
 * Issue 13 item 4 (decision 0054): an admin edits the home page's copy in Site settings › Page
 * content, saves a draft that visitors do not see, previews it on the real page under a banner, and
 * publishes it; the visitor then sees it at once.
 */

const SEEDED_TITLE = "Management systems that work, and people trained to run them";

/** After a resize the shell's drawer settles first: the page must end up with nothing to scroll sideways. */
async function expectNoSidewaysScroll(page: Page) {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);
}

test("an admin drafts, previews and publishes the home page's hero title and a testimonial", async ({ browser }) => {
  // Two axe runs, five full-page screenshots and three sign-in round trips: more than the default minute.
  test.setTimeout(150_000);
  // Other specs find the home page by "Management systems that work": the new title keeps those words.
  const stamp = String(Date.now()).slice(-5);
  const newTitle = `Management systems that work, audited ${stamp} times over`;
  const newQuote = `They found what our last three auditors missed (${stamp}).`;

  const { page } = await newSignedInPage(browser, E2E_ADMIN, { viewport: { width: 1280, height: 900 } });
  await page.getByRole("link", { name: "Site settings" }).first().click();
  await page.getByRole("navigation", { name: "Site settings" }).getByRole("link", { name: "Page content" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Page content" })).toBeVisible();
  await expectNoAccessibilityViolations(page);
  await page.getByRole("link", { name: "Edit Home" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Home page content" })).toBeVisible();
  await page.waitForLoadState("networkidle");

  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSidewaysScroll(page);
    await expectNoAccessibilityViolations(page);
    await page.screenshot({ path: `test-results/e2e/site-content-editor-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.getByLabel("Hero title").fill(newTitle);
  const firstTestimonial = page.getByRole("region", { name: "testimonial 1" });
  await firstTestimonial.getByLabel("Quote").fill(newQuote);
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText("Draft saved", { exact: true })).toBeVisible();
  await expect(page.getByText("Draft not published")).toBeVisible();

  // A visitor still sees the published page.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto("/");
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(SEEDED_TITLE);
  await expect(visitor.getByText(newQuote)).toHaveCount(0);

  // The admin's preview: the draft on the real page, under a banner.
  await page.getByRole("link", { name: "Preview" }).click();
  await expect(page).toHaveURL(/\/\?preview=draft$/);
  await expect(page.getByText("Preview — not published")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(newTitle);
  await expect(page.getByText(newQuote)).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await page.screenshot({ path: "test-results/e2e/site-content-preview-1280.png", fullPage: true });
  await page.getByRole("link", { name: "Back to the editor" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Home page content" })).toBeVisible();

  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByText("Published: visitors see the new content now")).toBeVisible();
  await expect(page.getByText(/^Published .* by /)).toBeVisible();

  await visitor.goto("/");
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(newTitle);
  await expect(visitor.getByText(newQuote)).toBeVisible();
  await expect(visitor.getByText("Preview — not published")).toHaveCount(0);
  for (const width of [1280, 375]) {
    await visitor.setViewportSize({ width, height: 900 });
    await expectNoSidewaysScroll(visitor);
    await visitor.screenshot({ path: `test-results/e2e/site-content-home-${width}.png`, fullPage: true });
  }
});

test("a visitor asking for a preview is sent to sign in, never shown the draft", async ({ page }) => {
  await page.goto("/about-us?preview=draft");
  await expect(page).toHaveURL(/\/sign-in\?redirectTo=/);
  await expect(page.getByText("Preview — not published")).toHaveCount(0);
});

test("about, services and consulting render their published copy at 1280 and 375 px", async ({ page }) => {
  const pages = [
    {
      path: "/about-us",
      name: "about",
      text: "Partnership benefits",
      copy: "We never certify the systems we helped build",
    },
    { path: "/services", name: "services", text: "Testimonials", copy: "getting accredited, getting certified" },
    { path: "/consulting", name: "consulting", text: "What a project looks like", copy: "Gap analysis" },
  ];
  for (const { path, name, text, copy } of pages) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 2, name: text })).toBeVisible();
    await expect(page.getByText(copy, { exact: false }).first()).toBeVisible();
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoSidewaysScroll(page);
      await page.screenshot({ path: `test-results/e2e/site-content-${name}-${width}.png`, fullPage: true });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  }
});

test("leaving with unsaved edits asks first, and Discard draft asks before throwing the draft away", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const stamp = String(Date.now()).slice(-5);
  const { page } = await newSignedInPage(browser, E2E_ADMIN, { viewport: { width: 1280, height: 900 } });
  await page.goto("/admin/site-content");
  await page.getByRole("link", { name: "Edit Consulting" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Consulting page content" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  // A retry finds the draft an earlier attempt saved: start from the published content.
  const discardLeftover = page.getByRole("button", { name: "Discard draft" });
  if (await discardLeftover.isEnabled()) {
    await discardLeftover.click();
    await page.getByRole("dialog", { name: "Discard draft" }).getByRole("button", { name: "Discard draft" }).click();
    await expect(page.getByText("Draft discarded: it is the published content again")).toBeVisible();
  }
  const intro = page.getByLabel("Introduction");
  const published = await intro.inputValue();

  // An edit not saved as draft: the way back to the list asks; Escape keeps the admin (and the edit) here.
  await intro.fill(`${published} Unsaved ${stamp}.`);
  await page.getByRole("link", { name: "← Page content" }).click();
  const leave = page.getByRole("dialog", { name: "Leave without saving?" });
  await expect(leave).toBeVisible();
  await expectNoAccessibilityViolations(page);
  await page.keyboard.press("Escape");
  await expect(leave).toHaveCount(0);
  await expect(page).toHaveURL(/\/admin\/site-content\/consulting$/);
  await expect(intro).toHaveValue(`${published} Unsaved ${stamp}.`);
  // Preview leaves the editor too: it asks the same question; Cancel stays.
  await page.getByRole("link", { name: "Preview" }).click();
  await expect(leave).toBeVisible();
  await leave.getByRole("button", { name: "Cancel" }).click();
  await expect(page).toHaveURL(/\/admin\/site-content\/consulting$/);

  // Saved as draft: nothing is unsaved, Preview goes straight to the page.
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText("Draft saved", { exact: true })).toBeVisible();
  await page.getByRole("link", { name: "Preview" }).click();
  // The editor's own textarea holds the same words: wait for the preview page itself before going back.
  await expect(page).toHaveURL(/\/consulting\?preview=draft$/);
  await expect(page.getByText("Preview — not published")).toBeVisible();
  await expect(page.getByRole("main").getByText(`Unsaved ${stamp}.`)).toBeVisible();
  await page.goBack();
  await expect(page.getByRole("heading", { level: 1, name: "Consulting page content" })).toBeVisible();

  // Confirming the question leaves without the edit.
  await page.getByLabel("Introduction").fill(`${published} Lost ${stamp}.`);
  await page.getByRole("link", { name: "← Page content" }).click();
  await leave.getByRole("button", { name: "Leave without saving" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Page content" })).toBeVisible();
  await page.getByRole("link", { name: "Edit Consulting" }).click();
  await expect(page.getByLabel("Introduction")).toHaveValue(`${published} Unsaved ${stamp}.`);

  // Discard draft: focus moves into the dialog, Cancel closes it and gives focus back to the button.
  await page.setViewportSize({ width: 375, height: 800 });
  const discardButton = page.getByRole("button", { name: "Discard draft" });
  await discardButton.click();
  const discard = page.getByRole("dialog", { name: "Discard draft" });
  await expect(discard).toBeVisible();
  await expect.poll(() => discard.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  await expectNoAccessibilityViolations(page);
  await page.screenshot({ path: "test-results/e2e/site-content-discard-375.png" });
  await discard.getByRole("button", { name: "Cancel" }).click();
  await expect(discard).toHaveCount(0);
  await expect(discardButton).toBeFocused();
  await expect(page.getByText("Draft not published")).toBeVisible();

  // Confirmed: the draft is the published content again.
  await discardButton.click();
  await discard.getByRole("button", { name: "Discard draft" }).click();
  await expect(page.getByText("Draft discarded: it is the published content again")).toBeVisible();
  await expect(page.getByLabel("Introduction")).toHaveValue(published);
  await page.setViewportSize({ width: 1280, height: 900 });
});

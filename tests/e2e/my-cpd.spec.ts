import { expect, type Page, test } from "@playwright/test";
import { expectNoAccessibilityViolations } from "./support/accessibility";
import { E2E_BASE_URL } from "./support/e2e-environment";
import { signUp } from "./support/session";

/**
 * My CPD (issue 14 item 4, decision 0033): a new learner reaches the ledger from My learning, sees
 * the HPCSA rules it counts against and what they still need this year, switches body, and
 * downloads the transcript CSV. Looked at at 375 and 1280 px.
 */
const run = Date.now().toString(36);

async function screenshotsAtBothWidths(page: Page, name: string) {
  await page.setViewportSize({ width: 375, height: 800 });
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth, "no sideways scroll at 375 px").toBeLessThanOrEqual(375);
  await page.screenshot({ path: `test-results/screens/${name}-375.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `test-results/screens/${name}-1280.png`, fullPage: true });
}

test("a learner's My CPD: rules, still needed, another body, the transcript CSV and PDF", async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ baseURL: E2E_BASE_URL, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signUp(page, "Thandi Nkosi", `thandi-${run}@example.test`, "a-long-password");
  await page.goto("/my-learning");
  await page.getByRole("link", { name: "My CPD points" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "My CPD" })).toBeVisible();
  // No body is assumed: no target until the learner says which body they report to.
  await expect(page.getByText("Say which accrediting body you report to", { exact: false })).toBeVisible();
  await expect(page.getByText("30 points a year")).toHaveCount(0);
  await expect(page.getByText("No certificates or approved activities yet.")).toBeVisible();
  await expectNoAccessibilityViolations(page);
  await page.getByLabel("I report my CPD to").selectOption("HPCSA");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("30 points a year, 5 ethics; points stay valid 24 months.")).toBeVisible();
  await expect(page.getByLabel("I report my CPD to")).toHaveValue("HPCSA");
  await expectNoAccessibilityViolations(page);
  await screenshotsAtBothWidths(page, "my-cpd");

  await page.getByLabel("Count against").selectOption("ECSA");
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(/body=ECSA/);
  await expect(
    page.getByText("These rules are still to be confirmed by an administrator.", { exact: false }),
  ).toBeVisible();

  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download transcript (CSV)" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^cpd-transcript-ECSA-\d{4}\.csv$/);

  const pdf = await page.request.get(
    (await page.getByRole("link", { name: "Download transcript (PDF)" }).getAttribute("href")) ?? "",
  );
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
  await context.close();
});

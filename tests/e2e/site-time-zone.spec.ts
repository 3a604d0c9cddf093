import { type Browser, expect, type Page, test } from "@playwright/test";
import { formatDateTime } from "../../app/lib/dates";
import { E2E_ADMIN } from "./support/e2e-environment";
import { tickPrivacyConsent } from "./support/privacy-consent";
import { signIn } from "./support/session";

/**
 * Dates and times show in the site's time zone (default Africa/Johannesburg), the same on the server
 * and in the browser (docs/decisions/0023). The admin's browser here runs in Los Angeles with a US
 * locale: any date formatted with the browser's own zone or locale would differ from the server's
 * HTML and React would report a hydration mismatch.
 */
const DATED_PAGES = [
  "/events",
  "/learning-center",
  "/manage-events",
  "/admin/mail",
  "/admin/enquiries",
  "/page-builder",
  "/admin/overview",
];

/** "23 Nov 2026, 15:40" for each of the last few minutes in the zone: when the newest email was made. */
function recentTimes(timeZone: string, minutes = 10): string[] {
  const now = Date.now();
  return Array.from({ length: minutes + 2 }, (_, index) => formatDateTime(now - (index - 1) * 60_000, timeZone));
}

async function adminInAnotherZone(browser: Browser) {
  const context = await browser.newContext({ timezoneId: "America/Los_Angeles", locale: "en-US" });
  const page = await context.newPage();
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  return { context, page };
}

/** Opens each page with dates and fails on any console error or uncaught error (a hydration mismatch is one). */
async function expectPagesHydrateCleanly(page: Page, paths: string[]) {
  const problems: string[] = [];
  const onConsole = (message: { type(): string; text(): string }) => {
    if (message.type() === "error") problems.push(`${page.url()} console: ${message.text()}`);
  };
  const onPageError = (error: Error) => problems.push(`${page.url()} error: ${error.message}`);
  page.on("console", onConsole);
  page.on("pageerror", onPageError);
  try {
    for (const path of paths) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
    }
  } finally {
    page.off("console", onConsole);
    page.off("pageerror", onPageError);
  }
  expect(problems).toEqual([]);
}

/** The time of the newest email on /admin/mail, as the browser shows it after hydration, and in the server's HTML. */
async function newestMailTime(page: Page) {
  await page.goto("/admin/mail");
  const cell = page
    .getByRole("table")
    .getByRole("row")
    .nth(1)
    .getByRole("cell")
    .filter({ hasText: /\d{4}, \d{2}:\d{2}$/ });
  const shown = (await cell.first().textContent())?.trim() ?? "";
  const html = await (await page.request.get("/admin/mail")).text();
  return { shown, inServerHtml: html.includes(`>${shown}<`) };
}

async function setTimeZone(page: Page, timeZone: string) {
  await page.goto("/admin");
  await page.getByRole("combobox", { name: "Time zone" }).selectOption(timeZone);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Settings saved")).toBeVisible();
}

test("dates show in South African time, the same on the server and in a browser in another zone, and follow the setting", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  // A contact enquiry: an enquiry on /admin/enquiries and emails on /admin/mail, made just now.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto("/contact-us");
  const fields = {
    "Full name": "Zone Tester",
    Email: `zone-${Date.now()}@example.test`,
    Phone: "+27 12 555 0100",
    Company: "Timekeepers",
    Designation: "Planner",
    Message: "What time is it in Johannesburg?",
  };
  for (const [label, value] of Object.entries(fields)) await visitor.getByRole("textbox", { name: label }).fill(value);
  await tickPrivacyConsent(visitor);
  await visitor.getByRole("button", { name: "Send message" }).click();
  await expect(visitor).toHaveURL(/\/thank-you/);
  await visitorContext.close();

  const { context, page } = await adminInAnotherZone(browser);
  try {
    await expectPagesHydrateCleanly(page, DATED_PAGES);

    const inJohannesburg = await newestMailTime(page);
    expect(recentTimes("Africa/Johannesburg")).toContain(inJohannesburg.shown);
    expect(inJohannesburg.inServerHtml, "the server rendered the same text").toBe(true);
    await page.screenshot({ path: "test-results/screens/time-admin-mail-sast-1280.png", fullPage: true });

    await page.goto("/events");
    await expect(page.getByText(/\d{2}:\d{2} – \d{2}:\d{2} \(SAST\)/).first()).toBeVisible();
    await page.goto("/manage-events");
    await expect(page.getByText(/\(SAST\)/).first()).toBeVisible();
    await page.screenshot({ path: "test-results/screens/time-manage-events-sast-1280.png", fullPage: true });

    // The setting on the Site settings screen, at desktop and phone widths (no sideways scroll).
    await page.goto("/admin");
    const select = page.getByRole("combobox", { name: "Time zone" });
    await expect(select).toHaveValue("Africa/Johannesburg");
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await select.scrollIntoViewIfNeeded();
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await page.screenshot({ path: `test-results/screens/time-site-settings-${width}.png` });
    }
    await page.setViewportSize({ width: 1280, height: 900 });

    // The admin moves the site to London: the same email now shows two hours earlier (GMT in winter,
    // one hour earlier in summer), and event times are named in London's zone.
    await setTimeZone(page, "Europe/London");
    const inLondon = await newestMailTime(page);
    expect(recentTimes("Europe/London")).toContain(inLondon.shown);
    expect(inLondon.shown).not.toBe(inJohannesburg.shown);
    expect(inLondon.inServerHtml).toBe(true);
    await page.goto("/manage-events");
    await expect(page.getByText(/\((GMT|BST|GMT\+1)\)/).first()).toBeVisible();
    await expect(page.getByText(/\(SAST\)/)).toHaveCount(0);
    await expectPagesHydrateCleanly(page, ["/events", "/manage-events", "/admin/mail"]);
  } finally {
    await setTimeZone(page, "Africa/Johannesburg");
    await context.close();
  }
});

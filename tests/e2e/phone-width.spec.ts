import { expect, type Page, test } from "@playwright/test";
import { E2E_ADMIN } from "./support/e2e-environment";
import { signIn } from "./support/session";

/*
 * Issue 10, item 7: at phone widths no page scrolls sideways (a wide table scrolls inside its own
 * box, first column kept in view) and the header stays on one line from 320 to 1920 px.
 */

const PHONE_WIDTHS = [375, 320];
const PUBLIC_PAGES = ["/", "/learning-center", "/events", "/contact-us"];
const ADMIN_PAGES = ["/admin/users", "/admin/enquiries", "/admin/mail", "/manage-events"];

function screenName(path: string) {
  return path
    .replace(/^\/$/, "home")
    .replace(/^\//, "")
    .replace(/[^a-z0-9]+/gi, "-");
}

/** The page's width against the window's, at each phone width, with a screenshot of each. */
async function expectNoSidewaysScroll(page: Page, path: string) {
  for (const width of PHONE_WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(path);
    const { scrollWidth, innerWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
    }));
    expect(scrollWidth, `${path} at ${width} px is ${scrollWidth} px wide`).toBeLessThanOrEqual(innerWidth);
    await page.screenshot({ path: `test-results/screens/phone-${screenName(path)}-${width}.png`, fullPage: true });
  }
}

async function headerHeight(page: Page, width: number) {
  await page.setViewportSize({ width, height: 800 });
  const box = await page.locator("header").first().boundingBox();
  return box?.height ?? 0;
}

test("the public pages fit a phone without sideways scrolling", async ({ page }) => {
  for (const path of PUBLIC_PAGES) await expectNoSidewaysScroll(page, path);
});

test("the admin tables scroll inside their own box at phone widths, first column kept in view", async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  for (const path of ADMIN_PAGES) await expectNoSidewaysScroll(page, path);

  // The bookings of one event, and one CPD course's enrolled users.
  await page.goto("/manage-events");
  const bookingsPath = await page.locator('a[href*="/manage-events?event="]').first().getAttribute("href");
  await expectNoSidewaysScroll(page, bookingsPath as string);
  await page.goto("/list-courses");
  const courseDetailsPath = await page.locator('a[href^="/course-details/"]').first().getAttribute("href");
  expect(courseDetailsPath).toBeTruthy();
  await expectNoSidewaysScroll(page, courseDetailsPath as string);

  // A keyboard user focuses the table's box and scrolls it; the first column stays where it was.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/admin/users");
  const users = page.getByRole("region", { name: "Users" });
  const firstHeader = users.getByRole("columnheader", { name: "Name" });
  const xBefore = (await firstHeader.boundingBox())?.x;
  await users.focus();
  for (let step = 0; step < 5; step++) await page.keyboard.press("ArrowRight");
  await expect.poll(() => users.evaluate((box) => box.scrollLeft)).toBeGreaterThan(0);
  expect((await firstHeader.boundingBox())?.x).toBe(xBefore);
  await page.screenshot({ path: "test-results/screens/phone-admin-users-scrolled-375.png" });
});

test("the header stays on one line from 601 to 1920 px, signed out and signed in", async ({ page }) => {
  for (const signedIn of [false, true]) {
    if (signedIn) await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await page.goto("/");
    const oneLine = await headerHeight(page, 1280);
    for (const width of [601, 700, 1000, 1920]) {
      expect(await headerHeight(page, width), `header height at ${width} px`).toBe(oneLine);
      await page.screenshot({ path: `test-results/screens/header-${signedIn ? "admin" : "visitor"}-${width}.png` });
    }
    for (const width of [320, 375, 600]) {
      await page.setViewportSize({ width, height: 800 });
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth, `the page at ${width} px`).toBeLessThanOrEqual(width);
    }
  }
});

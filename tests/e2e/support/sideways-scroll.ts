import { expect, type Page } from "@playwright/test";

/**
 * The page is no wider than its viewport: no sideways scroll. Polled, because a page lays itself out
 * again just after a resize (the staff shell turns its navbar into a drawer, Mantine's media queries
 * in JavaScript re-render): a measure taken at once can catch the wide layout on its way out.
 */
export async function expectNoSidewaysScroll(page: Page, message = "no sideways scroll") {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), { message })
    .toBeLessThanOrEqual(0);
}

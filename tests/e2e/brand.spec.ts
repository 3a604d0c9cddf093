import { expect, test } from "@playwright/test";
import { expectNoAccessibilityViolations } from "./support/accessibility";
import { E2E_BASE_URL } from "./support/e2e-environment";

/** Issue 13, item 1: the brand's type comes from this site, and its colours pass AA at both widths. */

test("the home page loads its typefaces from this site and asks no other host for anything", async ({ page }) => {
  const origin = new URL(E2E_BASE_URL).origin;
  const requested: string[] = [];
  page.on("request", (request) => {
    const url = request.url();
    if (!url.startsWith("data:")) requested.push(url);
  });
  const fontResponses: string[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "font" && response.ok()) fontResponses.push(response.url());
  });
  await page.goto("/");
  await page.evaluate(() => document.fonts.ready);
  await page.waitForLoadState("networkidle");

  expect(requested.filter((url) => new URL(url).origin !== origin)).toEqual([]);
  expect(fontResponses.some((url) => /inter-latin-wght-normal.*\.woff2$/.test(url))).toBe(true);
  expect(fontResponses.some((url) => /source-serif-4-latin-wght-normal.*\.woff2$/.test(url))).toBe(true);
  expect(fontResponses.every((url) => url.startsWith(`${origin}/`))).toBe(true);
  const fonts = await page.evaluate(() => ({
    body: getComputedStyle(document.body).fontFamily,
    heading: getComputedStyle(document.querySelector("h1") as Element).fontFamily,
    interLoaded: document.fonts.check("16px 'Inter Variable'"),
  }));
  expect(fonts.body).toContain("Inter Variable");
  expect(fonts.heading).toContain("Source Serif 4 Variable");
  expect(fonts.interLoaded).toBe(true);
});

test("the favicon has an SVG and a PNG fallback, both served", async ({ page, request }) => {
  await page.goto("/");
  const icons = await page
    .locator('link[rel="icon"], link[rel="apple-touch-icon"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  expect(icons).toEqual(expect.arrayContaining(["/favicon.svg", "/favicon-32.png", "/apple-touch-icon.png"]));
  for (const href of icons) {
    const response = await request.get(href as string);
    expect(response.ok(), `${href} is served`).toBe(true);
  }
});

for (const width of [1280, 375]) {
  test(`home and catalogue pass axe (contrast included) at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const path of ["/", "/courses/certification"]) {
      await page.goto(path);
      await page.evaluate(() => document.fonts.ready);
      await page.screenshot({
        path: `test-results/e2e/brand${path.replaceAll("/", "-") || "-home"}-${width}.png`,
        fullPage: true,
      });
      await expectNoAccessibilityViolations(page);
    }
  });
}

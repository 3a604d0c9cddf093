import zlib from "node:zlib";
import { expect, type Page, test } from "@playwright/test";
import { demoOnlineCourseId, enrolInCourse } from "./support/demo-course";
import { E2E_STUDENT } from "./support/e2e-environment";
import { PUBLIC_PAGES } from "./support/public-pages";
import { signIn, signUp } from "./support/session";
import { expectEveryMantineClassStyled, mantineClassFiles, unstyledModuleClasses } from "./support/stylesheet-coverage";

/*
 * Issue 12 goal 4, decision 0057: a plain document (the public content pages) blocks its first
 * paint on a small stylesheet: Mantine's global styles and the components the public pages draw
 * (app/site.css), the site's CSS and its route's own, under the budget below in all, with no CSS of
 * the staff screens' components; and nothing on it is left unstyled. Other pages keep all of
 * Mantine (app/styles.css). Both carry the theme's variables as a file, not a style tag.
 */

/** The stylesheets a plain document links, gzip, in all (12.9 kB of it is app/site.css when this was written). */
const PLAIN_DOCUMENT_CSS_BUDGET = 18 * 1024;
/** Mantine component files only staff and learner screens draw: none may reach a plain document. */
const STAFF_ONLY_FILES = ["AppShell.css", "Modal.css", "Drawer.css", "Menu.css", "Tabs.css", "Notification.css"];

/** Every public address a visitor finds without a record of their own: the route table's fixed paths and the sitemap. */
async function publicAddresses(page: Page): Promise<string[]> {
  const fixed = PUBLIC_PAGES.filter((entry) => !entry.pattern.includes(":")).map((entry) => `/${entry.pattern}`);
  const sitemap = await (await page.request.get("/sitemap.xml")).text();
  const listed = [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+(\/[^<]*)<\/loc>/g)].map((match) =>
    match[1].replaceAll("&amp;", "&"),
  );
  // One address of each dynamic kind the sitemap lists (one course overview stands for the others).
  const kinds = new Map<string, string>();
  for (const address of listed) {
    const kind = address.split("/").slice(0, 2).join("/");
    if (!kinds.has(kind)) kinds.set(kind, address);
  }
  return [...new Set([...fixed, ...kinds.values()])];
}

function stylesheetsOf(html: string): string[] {
  return [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)].map((match) => match[1]);
}

const isPlainDocument = (html: string) => /<script type="module" src="\/assets\/site-document-[\w-]+\.js">/.test(html);

test("a plain document links a small stylesheet with no staff component, and nothing on it is unstyled", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const staffClasses = Object.entries(mantineClassFiles())
    .filter(([, file]) => STAFF_ONLY_FILES.includes(file))
    .map(([name]) => name);
  const plainPages: string[] = [];
  for (const address of await publicAddresses(page)) {
    const response = await page.request.get(address);
    const html = await response.text();
    if (response.status() !== 200 || !isPlainDocument(html)) continue;
    plainPages.push(address);
    let gzipBytes = 0;
    for (const href of stylesheetsOf(html)) {
      const css = await (await page.request.get(href)).body();
      gzipBytes += zlib.gzipSync(css, { level: 9 }).byteLength;
      const text = css.toString("utf8");
      expect(
        staffClasses.filter((name) => text.includes(name)),
        `${href} (linked by ${address}) holds staff-only CSS`,
      ).toEqual([]);
    }
    expect(gzipBytes, `the CSS ${address} links, gzip`).toBeLessThanOrEqual(PLAIN_DOCUMENT_CSS_BUDGET);
    // The theme is in the stylesheet: no style tag of Mantine's variables or global classes in the page.
    expect(html).not.toMatch(/data-mantine-styles="(true|classes)"/);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(address);
      await expectEveryMantineClassStyled(page);
    }
    await expectThemeVariables(page);
  }
  // The content pages of decision 0056 at least (the list grows as pages become plain).
  for (const address of ["/", "/about-us", "/services", "/contact-us", "/terms", "/events"])
    expect(plainPages).toContain(address);
  expect(plainPages.filter((address) => /^\/(courses|course-overview)\//.test(address))).toHaveLength(2);
  test.info().annotations.push({ type: "plain documents checked", description: plainPages.join(" ") });
});

test("a signed-in student's pages link all of Mantine, with the theme from the same file", async ({ page }) => {
  await signIn(page, E2E_STUDENT.email, E2E_STUDENT.password);
  await page.goto("/my-learning");
  const links = await page
    .locator('link[rel="stylesheet"]')
    .evaluateAll((elements) => elements.map((element) => element.getAttribute("href")));
  const whole: string[] = [];
  for (const href of links) {
    if (!href) continue;
    const text = await (await page.request.get(href)).text();
    if (mantineFileCount(text) > 100) whole.push(href);
  }
  expect(whole, "the whole stylesheet (app/styles.css)").toHaveLength(1);
  await expectEveryMantineClassStyled(page);
  await expectThemeVariables(page);
});

test("a reader's lesson is styled by the stylesheets the page links, before and without any script", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  // The demo online course's first lesson, for a new student who has enrolled.
  const courseId = await demoOnlineCourseId(browser);
  const student = await browser.newContext();
  const page = await student.newPage();
  await signUp(page, "Lindiwe Reader", `reader-${Date.now().toString(36)}@example.test`, "a-long-password");
  const lessonPath = await enrolInCourse(page, courseId);

  // The same reader with JavaScript off: the server's HTML and the stylesheets it links, nothing else.
  const withoutScript = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await student.storageState(),
  });
  const plain = await withoutScript.newPage();
  for (const width of [1280, 375]) {
    await plain.setViewportSize({ width, height: 800 });
    await plain.goto(lessonPath);
    await expect(plain.getByRole("navigation", { name: "Course contents" })).toBeVisible();
    expect(await unstyledModuleClasses(plain), `unstyled module classes at ${width} px`).toEqual([]);
    await expectEveryMantineClassStyled(plain);
    // The phone's contents toggle needs a script: without one the contents are simply shown.
    await expect(plain.locator("#course-contents")).toBeVisible();
  }
  await withoutScript.close();
  await student.close();
});

/** How many of Mantine's component files a stylesheet holds (at least one class of each). */
function mantineFileCount(css: string): number {
  const files = new Set<string>();
  for (const [name, file] of Object.entries(mantineClassFiles())) if (css.includes(name)) files.add(file);
  return files.size;
}

/** The theme's own colours and fonts reach the page (app/theme.ts through app/theme-variables.css). */
async function expectThemeVariables(page: Page) {
  const variables = await page.evaluate(() => {
    const style = getComputedStyle(document.documentElement);
    return {
      primary: style.getPropertyValue("--mantine-primary-color-filled").trim(),
      campus8: style.getPropertyValue("--mantine-color-campus-8").trim(),
      text: style.getPropertyValue("--mantine-color-text").trim(),
      headings: style.getPropertyValue("--mantine-font-family-headings").trim(),
    };
  });
  expect(variables).toEqual({
    primary: "#143a60",
    campus8: "#143a60",
    text: "#1b2733",
    headings: expect.stringContaining("Source Serif 4 Variable"),
  });
}

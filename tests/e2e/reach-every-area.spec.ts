import { expect, type Page, test } from "@playwright/test";
import { E2E_ADMIN, E2E_FINANCE, E2E_INSTRUCTOR } from "./support/e2e-environment";
import { signIn, signUp } from "./support/session";

/*
 * Issue 10, done-when: a new user of each role reaches every area they may use by clicking from
 * their landing page. A breadth-first walk from the landing page (every link on it) over the links
 * of the frame (header and navigation landmarks): every link is clicked from a page reached by clicking, and
 * each screen it opens has its heading and is no error page. The walk finds the areas by itself, so
 * a new navigation entry is walked the day it appears; the lists below are what each role must reach.
 */

/** Links of the frame: the header and every navigation landmark, as shown at 1280 px. */
const FRAME_LINKS = "header a[href^='/'], nav a[href^='/']";
/** On the landing page, its own links too: a role's home may link an area the frame does not. */
const LANDING_LINKS = `${FRAME_LINKS}, main a[href^='/']`;

/** Files, pagination and in-page anchors are not areas. */
function isArea(href: string) {
  return !/[?#]|\.[a-z]+$/i.test(href) && href !== "/sign-out";
}

const ERROR_HEADING = /not found|do not have access|went wrong|sign in/i;

/** Walks the frame's links from where the page is; answers each reached path with its heading. */
async function walkByClicking(page: Page): Promise<Map<string, string>> {
  const reached = new Map<string, string>();
  const queue: Array<{ from: string; href: string }> = [];
  const queued = new Set<string>();

  /** Reads the screen's heading once it is the new screen's (see the marking below). */
  const visitHere = async (previousHeading?: string, links = FRAME_LINKS) => {
    const here = new URL(page.url()).pathname;
    const heading = page.locator("h1").first();
    await expect(heading, `${here} has a heading`).toBeVisible();
    if (previousHeading !== undefined) {
      // The address changes before the new screen is drawn: wait for a new heading element, or
      // the same element with new words (one route, another parameter).
      await expect
        .poll(
          () =>
            heading.evaluate(
              (element, previous) => !element.hasAttribute("data-left-behind") || element.textContent !== previous,
              previousHeading,
            ),
          { message: `${here} shows its own heading` },
        )
        .toBe(true);
    }
    const text = (await heading.textContent())?.trim() ?? "";
    expect(text, `${here} is no error page`).not.toMatch(ERROR_HEADING);
    reached.set(here, text);
    const hrefs = await page
      .locator(links)
      .evaluateAll((links) =>
        links
          .filter((link) => (link as HTMLElement).offsetParent !== null)
          .map((link) => link.getAttribute("href") ?? ""),
      );
    for (const href of hrefs) {
      if (!isArea(href) || queued.has(href) || reached.has(href)) continue;
      queued.add(href);
      queue.push({ from: here, href });
    }
  };

  await visitHere(undefined, LANDING_LINKS);
  const landing = new URL(page.url()).pathname;
  for (let next = queue.shift(); next; next = queue.shift()) {
    if (reached.has(next.href)) continue;
    if (new URL(page.url()).pathname !== next.from) await page.goto(next.from);
    // The heading on screen now is marked, so the next screen's heading can be told from it.
    const previousHeading = await page
      .locator("h1")
      .first()
      .evaluate((heading) => {
        heading.setAttribute("data-left-behind", "");
        return heading.textContent ?? "";
      });
    await page
      .locator(next.from === landing ? LANDING_LINKS : FRAME_LINKS)
      .and(page.locator(`[href="${next.href}"]`))
      .filter({ visible: true })
      .first()
      .click();
    await expect(page).toHaveURL((url) => url.pathname !== next.from);
    await visitHere(previousHeading);
  }
  return reached;
}

function expectToHaveReached(reached: Map<string, string>, areas: Record<string, RegExp>) {
  const summary = [...reached].map(([path, heading]) => `${path}: ${heading}`);
  test.info().annotations.push({ type: "reached by clicking", description: summary.join(", ") });
  for (const [path, heading] of Object.entries(areas)) {
    expect(reached.has(path), `${path} reached by clicking (reached: ${summary.join(", ")})`).toBe(true);
    expect(reached.get(path), `${path}'s heading`).toMatch(heading);
  }
}

const TEACHING_AREAS = {
  "/instructor/dashboard": /^Dashboard$/,
  "/instructor/courses": /^Courses$/,
  "/learning-paths": /^Learning paths$/,
  "/instructor/students": /^Students$/,
  "/instructor/forms": /^Forms$/,
  "/staff/skills-codes": /^Skills codes$/,
  "/question-bank": /^Shared question bank$/,
  "/list-courses": /^Courses$/,
  "/manage-events": /^Manage events$/,
  "/page-builder": /^Pages$/,
  "/instructor/profile": /^Profile$/,
};

// Selling: finance. Admins and the finance role.
const FINANCE_AREAS = {
  "/staff/orders": /^Orders$/,
  "/staff/invoices": /^Invoices$/,
  "/staff/payments": /^Payments$/,
  "/staff/reports/revenue": /^Revenue$/,
};

test.describe("each role reaches its areas by clicking from its landing page", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("a new student, from My learning", async ({ page }) => {
    const run = Date.now().toString(36);
    await signUp(page, `Lindiwe Nkosi ${run}`, `lindiwe-${run}@example.test`, "reach-every-area-1");
    await expect(page).toHaveURL(/\/my-learning$/);
    const reached = await walkByClicking(page);
    expectToHaveReached(reached, {
      "/my-learning": /^My learning$/,
      // The student's account: profile picture, bio, name and email.
      "/profile": /\S/,
      "/courses/online": /^Online courses$/,
      "/events": /^Upcoming Events$/,
    });
    // No staff area is offered to a student.
    expect([...reached.keys()].filter((path) => /^\/(instructor|admin|list-courses|manage-events)/.test(path))).toEqual(
      [],
    );
  });

  test("an instructor, from the dashboard", async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, E2E_INSTRUCTOR.email, E2E_INSTRUCTOR.password);
    await expect(page).toHaveURL(/\/instructor\/dashboard$/);
    const reached = await walkByClicking(page);
    expectToHaveReached(reached, TEACHING_AREAS);
    expect([...reached.keys()].filter((path) => path.startsWith("/admin"))).toEqual([]);
  });

  test("an admin, from the overview", async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await expect(page).toHaveURL(/\/admin\/overview$/);
    const reached = await walkByClicking(page);
    expectToHaveReached(reached, {
      "/admin/overview": /^Overview$/,
      "/admin/users": /^Users$/,
      "/admin/enquiries": /^Enquiries$/,
      "/admin/mail": /^Mail$/,
      "/admin": /^Site settings$/,
      ...FINANCE_AREAS,
      ...TEACHING_AREAS,
    });
  });

  test("finance, from Orders", async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, E2E_FINANCE.email, E2E_FINANCE.password);
    await expect(page).toHaveURL(/\/staff\/orders$/);
    const reached = await walkByClicking(page);
    expectToHaveReached(reached, FINANCE_AREAS);
    // No learning content, no administration.
    expect(
      [...reached.keys()].filter((path) =>
        /^\/(instructor|admin|list-courses|manage-events|page-builder|edit-course)/.test(path),
      ),
    ).toEqual([]);
  });
});

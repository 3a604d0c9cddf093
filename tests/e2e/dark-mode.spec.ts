import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { expectNoAccessibilityViolations } from "./support/accessibility";
import { E2E_ADMIN, E2E_STUDENT } from "./support/e2e-environment";
import { signIn } from "./support/session";

/*
 * Dark mode (decision 0069-dark-mode): the system's scheme by default, a remembered choice of
 * light, dark or system, applied before the first paint on cached pages too (under the hash CSP), and
 * AA contrast in the dark scheme on public, learner and staff pages.
 */

const DARK_BODY = "rgb(36, 36, 36)";
const LIGHT_BODY = "rgb(255, 255, 255)";

/** The scheme on <html> when <body> starts: what the first paint uses, before any module script runs. */
async function recordSchemeAtFirstPaint(context: BrowserContext) {
  await context.addInitScript(() => {
    const observer = new MutationObserver(() => {
      if (!document.body) return;
      (window as unknown as { schemeAtBody: string | null }).schemeAtBody =
        document.documentElement.getAttribute("data-mantine-color-scheme");
      observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true });
  });
}

const schemeAtBody = (page: Page) => page.evaluate(() => (window as unknown as { schemeAtBody: string }).schemeAtBody);
const scheme = (page: Page) => page.evaluate(() => document.documentElement.getAttribute("data-mantine-color-scheme"));
const bodyBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

function watchCspViolations(page: Page) {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to execute/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test("a cached anonymous page takes the system's dark scheme before its first paint, under the hash CSP", async ({
  browser,
}) => {
  const context = await browser.newContext({ colorScheme: "dark" });
  await recordSchemeAtFirstPaint(context);
  const page = await context.newPage();
  const violations = watchCspViolations(page);
  await page.goto("/about-us");
  const again = await page.goto("/about-us");
  expect(again?.headers()["x-cache"]).toBe("hit");
  expect(again?.headers()["content-security-policy"]).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
  expect(await schemeAtBody(page)).toBe("dark");
  expect(await bodyBackground(page)).toBe(DARK_BODY);
  // The same cached bytes for a visitor whose system is light.
  await page.emulateMedia({ colorScheme: "light" });
  await page.reload();
  expect(await schemeAtBody(page)).toBe("light");
  expect(await bodyBackground(page)).toBe(LIGHT_BODY);
  // The system changes while the page is open: "System" follows it.
  await page.emulateMedia({ colorScheme: "dark" });
  await expect.poll(() => scheme(page)).toBe("dark");
  expect(violations).toEqual([]);
  await context.close();
});

test("the footer's toggle remembers light, dark or system, before the first paint of the next page", async ({
  browser,
}) => {
  const context = await browser.newContext({ colorScheme: "light" });
  await recordSchemeAtFirstPaint(context);
  const page = await context.newPage();
  const violations = watchCspViolations(page);
  await page.goto("/");
  const toggle = page.getByRole("group", { name: "Colour scheme" });
  await expect(toggle.getByRole("button", { name: "System" })).toHaveAttribute("aria-pressed", "true");
  await toggle.getByRole("button", { name: "Dark" }).click();
  await expect.poll(() => scheme(page)).toBe("dark");
  await expect(toggle.getByRole("button", { name: "Dark" })).toHaveAttribute("aria-pressed", "true");
  await expect(page).toHaveURL(/\/$/);
  const cookies = await context.cookies();
  expect(cookies.find((cookie) => cookie.name === "campus-color-scheme")?.value).toBe("dark");

  // Another page (hydrated) and a reload: dark from the start, and the server renders it so.
  await page.goto("/events");
  expect(await schemeAtBody(page)).toBe("dark");
  const html = await (await page.request.get("/contact-us")).text();
  expect(html).toContain('data-mantine-color-scheme="dark"');
  await expect(
    page.getByRole("group", { name: "Colour scheme" }).getByRole("button", { name: "Dark" }),
  ).toHaveAttribute("aria-pressed", "true");

  // Light over a dark system, then System again.
  await page.emulateMedia({ colorScheme: "dark" });
  await page.getByRole("group", { name: "Colour scheme" }).getByRole("button", { name: "Light" }).click();
  await expect.poll(() => scheme(page)).toBe("light");
  await page.goto("/");
  expect(await schemeAtBody(page)).toBe("light");
  await page.getByRole("group", { name: "Colour scheme" }).getByRole("button", { name: "System" }).click();
  await expect.poll(() => scheme(page)).toBe("dark");
  await page.reload();
  expect(await schemeAtBody(page)).toBe("dark");
  expect(violations).toEqual([]);
  await context.close();
});

test("without JavaScript the toggle is a form: the server remembers the choice and renders it", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/learning-center");
  await page.getByRole("group", { name: "Colour scheme" }).getByRole("button", { name: "Dark" }).click();
  await expect(page).toHaveURL(/\/learning-center$/);
  expect(await page.locator("html").getAttribute("data-mantine-color-scheme")).toBe("dark");
  await expect(
    page.getByRole("group", { name: "Colour scheme" }).getByRole("button", { name: "Dark" }),
  ).toHaveAttribute("aria-pressed", "true");
  expect(await bodyBackground(page)).toBe(DARK_BODY);
  // A value the form never sends is a clear 400.
  const refused = await page.request.post("/color-scheme", {
    form: { colorScheme: "purple" },
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(refused.status()).toBe(400);
  expect(await refused.text()).toContain("Choose a colour scheme: Light, Dark, System.");
  await context.close();
});

test("public pages pass axe in the dark scheme", async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ colorScheme: "dark" });
  const page = await context.newPage();
  for (const path of ["/", "/about-us", "/learning-center", "/courses/online", "/events", "/contact-us", "/sign-in"]) {
    await page.goto(path);
    expect(await scheme(page)).toBe("dark");
    await expectNoAccessibilityViolations(page);
  }
  await context.close();
});

test("a learner's pages pass axe in the dark scheme", async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ colorScheme: "dark" });
  const page = await context.newPage();
  await signIn(page, E2E_STUDENT.email, E2E_STUDENT.password);
  for (const path of ["/my-learning", "/my-learning/cpd", "/profile"]) {
    await page.goto(path);
    expect(await scheme(page)).toBe("dark");
    await expectNoAccessibilityViolations(page);
  }
  await context.close();
});

test("staff pages pass axe in the dark scheme, and the user menu chooses the scheme", async ({ browser }) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({ colorScheme: "light" });
  const page = await context.newPage();
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/overview$/);
  const chooseInMenu = async (label: string) => {
    await expect(async () => {
      await page.getByRole("button", { name: "Account menu: Campus Administrator" }).click();
      await page.getByRole("menuitem", { name: label, exact: true }).click({ timeout: 2_000 });
      await expect(page.getByRole("menuitem", { name: label, exact: true })).toHaveAttribute("aria-current", "true", {
        timeout: 2_000,
      });
    }).toPass();
    await page.keyboard.press("Escape");
  };
  await chooseInMenu("Dark");
  await expect.poll(() => scheme(page)).toBe("dark");
  // With status badges too (forms, site pages, site content, webhooks): their colours are the
  // scheme-aware variables of app/app.css (tests/architecture/colour-literals.test.ts).
  const staffPages = [
    "/admin/overview",
    "/admin/users",
    "/instructor/courses",
    "/manage-events",
    "/admin/mail",
    "/instructor/forms",
    "/page-builder",
    "/admin/site-content",
    "/admin/webhooks",
  ];
  for (const path of staffPages) {
    await page.goto(path);
    expect(await scheme(page)).toBe("dark");
    await expectNoAccessibilityViolations(page);
  }
  await chooseInMenu("Light");
  await expect.poll(() => scheme(page)).toBe("light");
  await page.reload();
  expect(await scheme(page)).toBe("light");
  await chooseInMenu("System");
  expect(await scheme(page)).toBe("light");
  await context.close();
});

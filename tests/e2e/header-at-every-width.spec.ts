import { type Browser, expect, type Locator, type Page, test } from "@playwright/test";
import { E2E_ADMIN, E2E_INSTRUCTOR, E2E_STUDENT } from "./support/e2e-environment";
import { signIn } from "./support/session";
import { expectNoSidewaysScroll } from "./support/sideways-scroll";

/*
 * The header fits or collapses at every width, signed in or not, in each frame: the page never scrolls
 * sideways, and the account controls are on screen (not clipped by a bar that scrolls inside itself)
 * or inside a menu toggle that is. Every width from 320 to 1440 px in steps of 40, and both sides of
 * the phone menu's breakpoint (600/601) and of the widths where the signed-in bar used to overflow.
 */
const WIDTHS = [...new Set([...Array.from({ length: 29 }, (_, step) => 320 + step * 40), 600, 601, 1040, 1041])].sort(
  (a, b) => a - b,
);

type Frame = "site" | "staff";

interface Person {
  role: "anonymous" | "student" | "instructor" | "admin";
  account: { email: string; password: string } | null;
  name: string;
  /** The role's home as the public header names it (app/lib/roles.ts). */
  home: string;
  pages: Array<{ path: string; frame: Frame }>;
}

const PEOPLE: Person[] = [
  {
    role: "anonymous",
    account: null,
    name: "",
    home: "",
    pages: [
      { path: "/", frame: "site" },
      { path: "/events", frame: "site" },
    ],
  },
  {
    role: "student",
    account: E2E_STUDENT,
    name: "Naledi Khumalo",
    home: "My learning",
    pages: [
      { path: "/", frame: "site" },
      { path: "/my-learning", frame: "site" },
    ],
  },
  {
    role: "instructor",
    account: E2E_INSTRUCTOR,
    name: "Sipho Dlamini",
    home: "Dashboard",
    pages: [
      { path: "/about-us", frame: "site" },
      { path: "/instructor/dashboard", frame: "staff" },
    ],
  },
  {
    role: "admin",
    account: E2E_ADMIN,
    name: "Campus Administrator",
    home: "Overview",
    pages: [
      { path: "/learning-center", frame: "site" },
      { path: "/admin/overview", frame: "staff" },
    ],
  },
];

async function pageFor(browser: Browser, person: Person) {
  const context = await browser.newContext();
  const page = await context.newPage();
  if (person.account) await signIn(page, person.account.email, person.account.password);
  return { context, page };
}

/**
 * The public header: the one-line bar's account controls on screen (inline, or the account menu's
 * button and what it opens), or the phone menu's toggle and its panel.
 */
async function expectSiteAccountControlsReachable(page: Page, person: Person, width: number) {
  const where = `${page.url()} at ${width} px`;
  const bar = page.getByRole("navigation", { name: "Main", exact: true });
  if (await bar.isVisible()) {
    if (!person.account) {
      await expect(bar.getByRole("link", { name: "My Account", exact: true }), where).toBeInViewport({ ratio: 1 });
      return;
    }
    const inlineHome = bar.getByRole("link", { name: new RegExp(`^${person.name}\\s*: ${person.home}$`) });
    if (await inlineHome.isVisible()) {
      await expect(inlineHome, where).toBeInViewport({ ratio: 1 });
      await expect(bar.getByRole("button", { name: "Sign out", exact: true }), where).toBeInViewport({ ratio: 1 });
      return;
    }
    const accountMenu = bar.locator("summary", { hasText: `Account menu: ${person.name}` });
    await expect(accountMenu, where).toBeInViewport({ ratio: 1 });
    await accountMenu.click();
    await expectSignedInControls(bar, person, where);
    await accountMenu.click();
    await expect(bar.getByRole("button", { name: "Sign out", exact: true }), where).toBeHidden();
    return;
  }
  const toggle = page.locator("summary", { hasText: /^Menu$/ });
  await expect(toggle, where).toBeInViewport({ ratio: 1 });
  await toggle.click();
  const panel = page.getByRole("navigation", { name: "Main (phone)" });
  if (person.account) await expectSignedInControls(panel, person, where);
  else await expect(panel.getByRole("link", { name: "My Account", exact: true }), where).toBeInViewport({ ratio: 1 });
  await toggle.click();
  await expect(panel, where).toBeHidden();
}

/** A menu's words for the signed-in person: who, their home and Sign out, all on screen. */
async function expectSignedInControls(within: Locator, person: Person, where: string) {
  await expect(within.getByText(`Signed in as ${person.name}`), where).toBeInViewport({ ratio: 1 });
  await expect(within.getByRole("link", { name: person.home, exact: true }), where).toBeInViewport({ ratio: 1 });
  await expect(within.getByRole("button", { name: "Sign out", exact: true }), where).toBeInViewport({ ratio: 1 });
}

/** The staff shell: the account menu's button on screen, and Sign out inside the menu it opens. */
async function expectStaffAccountControlsReachable(page: Page, person: Person, width: number) {
  const where = `${page.url()} at ${width} px`;
  const menuButton = page.getByRole("button", { name: `Account menu: ${person.name}` });
  // Retried as a whole: the shell may still be laying itself out after the resize, which mounts the
  // header's menu afresh and closes an open one.
  await expect(async () => {
    await expect(menuButton).toBeInViewport({ ratio: 1, timeout: 2_000 });
    await menuButton.click({ timeout: 2_000 });
    await expect(page.getByRole("menuitem", { name: "Sign out" })).toBeInViewport({ ratio: 1, timeout: 2_000 });
    await expect(page.getByRole("menuitem", { name: "View the public site" })).toBeInViewport({ timeout: 2_000 });
  }, where).toPass();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("menuitem", { name: "Sign out" })).toBeHidden();
}

for (const person of PEOPLE) {
  test(`the header fits or collapses at every width: ${person.role}`, async ({ browser }) => {
    test.setTimeout(240_000);
    const { context, page } = await pageFor(browser, person);
    for (const { path, frame } of person.pages) {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(path);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        await expectNoSidewaysScroll(page, `${path} at ${width} px scrolls sideways`);
        if (frame === "site") await expectSiteAccountControlsReachable(page, person, width);
        else await expectStaffAccountControlsReachable(page, person, width);
      }
    }
    await context.close();
  });
}

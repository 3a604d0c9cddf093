import fs from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { parseCsv } from "~/lib/csv";
import { expectNoAccessibilityViolations } from "./support/accessibility";
import { dragAndDrop } from "./support/course-builder";
import { E2E_INSTRUCTOR } from "./support/e2e-environment";
import { waitForMail } from "./support/mailbox";
import { signIn } from "./support/session";

const unique = () => Date.now().toString(36);

async function addField(page: Page, kind: string) {
  await page.getByRole("button", { name: "Add field" }).click();
  await page.getByRole("menuitem", { name: kind, exact: true }).click();
  const card = page.getByRole("list", { name: "Questions" }).getByRole("listitem").last();
  await expect(card).toBeVisible();
  return card;
}

/** Nothing sticks out past a 375 px screen (the page would scroll sideways). */
async function expectNoSidewaysScroll(page: Page) {
  await page.waitForTimeout(300);
  const sticking = await page.evaluate(() =>
    [...document.querySelectorAll("body *")]
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1)
      .filter((element) => !element.closest("[data-scroll-table], section[tabindex]"))
      .slice(0, 5)
      .map((element) => `${element.tagName}.${element.className} ${Math.round(element.getBoundingClientRect().right)}`),
  );
  expect(sticking).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
}

async function expectSaved(page: Page) {
  await expect(page.getByRole("status").filter({ hasText: /^Saved$/ })).toBeVisible();
}

test("an instructor builds and publishes a form, a visitor answers it, the instructor reads, summarises and exports", async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, E2E_INSTRUCTOR.email, E2E_INSTRUCTOR.password);
  await page.goto("/instructor/forms");
  await expect(page.getByRole("heading", { name: "Forms", level: 1 })).toBeVisible();
  // The site's built-in forms are listed with the built ones.
  await expect(page.getByRole("link", { name: "Event registration" })).toBeVisible();

  const title = `Workshop registration ${unique()}`;
  await page.getByRole("button", { name: "Add form" }).click();
  const dialog = page.getByRole("dialog", { name: "Add form" });
  await dialog.getByRole("button", { name: "Add form" }).click();
  await expect(dialog.getByText("Title is required")).toBeVisible();
  await dialog.getByLabel("Title").fill(title);
  await dialog.getByRole("button", { name: "Add form" }).click();
  await expect(page).toHaveURL(/\/instructor\/form\/[a-z0-9]+$/);
  await expect(page.getByRole("heading", { name: title })).toBeVisible();

  await page.getByLabel("Description").fill("Tell us who is coming to the ISO 9001 workshop.");
  const name = await addField(page, "Short text");
  await name.getByRole("textbox", { name: /^Label/ }).fill("Full name");
  await name.getByLabel("Required").check();
  const email = await addField(page, "Email");
  await email.getByRole("textbox", { name: /^Label/ }).fill("Email address");
  await email.getByLabel("Required").check();
  const seats = await addField(page, "Number");
  await seats.getByRole("textbox", { name: /^Label/ }).fill("Seats");
  await seats.getByLabel("Smallest answer").fill("1");
  await seats.getByLabel("Largest answer").fill("10");
  const session = await addField(page, "Single choice");
  await session.getByRole("textbox", { name: /^Label/ }).fill("Session");
  await session.getByLabel("Option 1", { exact: true }).fill("Morning");
  await session.getByLabel("Option 2", { exact: true }).fill("Afternoon");
  const consent = await addField(page, "Consent checkbox");
  await consent.getByRole("textbox", { name: /^Label/ }).fill("I agree to be contacted about this workshop");
  await consent.getByLabel("Required").check();
  await expectSaved(page);

  // Keyboard reordering: Seats moves above Email address.
  await page.getByRole("button", { name: "Move Seats up" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("button", { name: "Move Seats up" })).toBeFocused();
  const labels = page
    .getByRole("list", { name: "Questions" })
    .getByRole("listitem")
    .getByRole("textbox", { name: /^Label/ });
  await expect
    .poll(() => labels.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value)))
    .toEqual(["Full name", "Seats", "Email address", "Session", "I agree to be contacted about this workshop"]);
  await expectSaved(page);
  // Dragging: the consent box is dropped on Session and lands above it.
  const cards = page.getByRole("list", { name: "Questions" }).getByRole("listitem");
  await dragAndDrop(page, page.getByTitle("Drag to move I agree to be contacted about this workshop"), cards.nth(3));
  await expect
    .poll(() => labels.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value)))
    .toEqual(["Full name", "Seats", "Email address", "I agree to be contacted about this workshop", "Session"]);
  await expectSaved(page);

  await page.getByLabel("Thank-you message").fill("Thank you. We will confirm your seats by email.");
  await page.getByRole("button", { name: "Save settings" }).click();
  await expectSaved(page);
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByText("Taking responses")).toBeVisible();
  await expectNoAccessibilityViolations(page);
  await page.screenshot({ path: "test-results/screens/form-builder-1280.png", fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: "test-results/screens/form-builder-375.png", fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });

  const publicPath = (await page.getByRole("link", { name: /^\/f\// }).getAttribute("href")) as string;
  const builderUrl = page.url();

  // A visitor (no session) fills in the form, first without a required answer.
  const visitorContext = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const visitor = await visitorContext.newPage();
  await visitor.goto(publicPath);
  await expect(visitor.getByRole("heading", { name: title, level: 1 })).toBeVisible();
  await expectNoAccessibilityViolations(visitor);
  await visitor.screenshot({ path: "test-results/screens/public-form-375.png", fullPage: true });
  await expectNoSidewaysScroll(visitor);
  await visitor.waitForTimeout(3200);
  await visitor.getByLabel("Email address").fill("nomsa@example.test");
  await visitor.getByLabel("Seats").fill("3");
  await visitor.getByRole("radio", { name: "Afternoon" }).check();
  await visitor.getByRole("checkbox", { name: /I agree to be contacted/ }).check();
  await visitor.getByRole("button", { name: "Send" }).click();
  await expect(visitor.getByText("This field is required")).toBeVisible();
  await expect(visitor.getByLabel("Email address")).toHaveValue("nomsa@example.test");
  await expect(visitor.getByRole("radio", { name: "Afternoon" })).toBeChecked();
  await visitor.getByLabel("Full name").fill("Nomsa Dube");
  await visitor.getByRole("button", { name: "Send" }).click();
  await expect(visitor.getByText("Thank you. We will confirm your seats by email.")).toBeVisible();
  await visitor.setViewportSize({ width: 1280, height: 900 });
  await visitor.goto(publicPath);
  await visitor.screenshot({ path: "test-results/screens/public-form-1280.png", fullPage: true });
  await visitorContext.close();

  // The instructor sees the response, the summary, and downloads the CSV; the notification arrives.
  await page.goto(builderUrl);
  await page.getByRole("link", { name: /Responses \(1\)/ }).click();
  await expect(page.getByRole("cell", { name: "Nomsa Dube" })).toBeVisible();
  await expectNoAccessibilityViolations(page);
  await page.screenshot({ path: "test-results/screens/form-responses-1280.png", fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: "test-results/screens/form-responses-375.png", fullPage: true });
  await expectNoSidewaysScroll(page);
  await page.setViewportSize({ width: 1280, height: 900 });

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download CSV" }).click();
  const csvPath = await (await download).path();
  const rows = parseCsv(fs.readFileSync(csvPath, "utf8"));
  expect(rows[0]).toEqual([
    "Received",
    "Full name",
    "Seats",
    "Email address",
    "I agree to be contacted about this workshop",
    "Session",
  ]);
  expect(rows[1]?.slice(1)).toEqual(["Nomsa Dube", "3", "nomsa@example.test", "Yes", "Afternoon"]);

  await page.getByRole("link", { name: /View/ }).first().click();
  await expect(page.getByText("Nomsa Dube")).toBeVisible();
  await page.getByRole("link", { name: "Summary" }).click();
  await expect(page.getByText("Afternoon")).toBeVisible();
  await expect(page.getByText("1 (100%)").first()).toBeVisible();
  await page.screenshot({ path: "test-results/screens/form-summary-1280.png", fullPage: true });

  const mail = await waitForMail(E2E_INSTRUCTOR.email, new RegExp(`New response: ${title}`));
  expect(mail.text).toContain("Nomsa Dube");

  // The same form placed on a content page, below its text.
  const pageTitleText = `Workshop sign-up ${unique()}`;
  await page.goto("/add-page");
  await page.getByRole("textbox", { name: /^Title/ }).fill(pageTitleText);
  await page.getByLabel("Form on this page").selectOption({ label: `${title} (open)` });
  await page.getByLabel(/^Published/).check();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page).toHaveURL(/\/page-builder$/);
  await page.getByRole("link", { name: `View ${pageTitleText}` }).click();
  await expect(page.getByRole("heading", { name: pageTitleText, level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: title, level: 2 })).toBeVisible();
  await expect(page.getByLabel("Full name")).toBeVisible();
});

import fs from "node:fs";
import { expect, test } from "@playwright/test";
import { strFromU8, unzipSync } from "fflate";
import type { ParsedMail } from "mailparser";
import { expectNoAccessibilityViolations } from "./support/accessibility";
import { E2E_ADMIN, E2E_BASE_URL, E2E_INSTRUCTOR, E2E_STUDENT } from "./support/e2e-environment";
import { waitForMail } from "./support/mailbox";
import { signIn } from "./support/session";

/**
 * POPIA (issue 14 item 7, decision 0036), the parts people see: the consent box on a public form,
 * unsubscribing from a reminder that reached the SMTP sink, and "Download my data".
 */
const run = Date.now().toString(36);
const EVENT_TITLE = `Document control clinic ${run}`;
const VISITOR_EMAIL = `nandi-${run}@example.test`;

/** Date (YYYY-MM-DD) and time (HH:MM) in the site's zone, `minutes` from now. */
function johannesburgIn(minutes: number) {
  const at = new Date(Date.now() + minutes * 60 * 1000);
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-CA", {
      timeZone: "Africa/Johannesburg",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

/** A raw header line, unfolded (mailparser turns List-* headers into an object of its own). */
function headerLine(mail: ParsedMail, name: string): string | null {
  return mail.headerLines.find((line) => line.key === name)?.line.replace(/\r?\n[ \t]+/g, " ") ?? null;
}

async function shoot(page: import("@playwright/test").Page, name: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `test-results/screens/popia-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test("consent on the webinar form, then one-click unsubscribe from the reminder that arrived", async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  // An event starting a little over an hour from now: its 1-hour reminder is due in about two minutes.
  const start = johannesburgIn(63);
  const end = johannesburgIn(123);
  await signIn(page, E2E_INSTRUCTOR.email, E2E_INSTRUCTOR.password);
  await page.getByRole("navigation", { name: "Staff" }).getByRole("link", { name: "Events", exact: true }).click();
  await page.getByRole("link", { name: "New event" }).click();
  await page.getByRole("textbox", { name: "Title", exact: true }).fill(EVENT_TITLE);
  await page.getByLabel("Subtitle").fill("Keeping procedures current");
  await page.getByLabel("Start date").fill(start.date);
  await page.getByLabel("End date").fill(end.date);
  await page.getByLabel("Start time").fill(start.time);
  await page.getByLabel("End time").fill(end.time);
  await page.getByLabel("Location").fill("Online (Microsoft Teams)");
  await page.getByLabel("Description").fill("Document control under ISO 9001:2015 clause 7.5.");
  await page.getByLabel("Instructor name").fill("Zanele Mthembu");
  await page.getByLabel("Instructor role").fill("Quality consultant");
  await page.getByLabel("Moderator name").fill("Johan Botha");
  await page.getByLabel("Moderator role").fill("Training manager");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("heading", { name: `Bookings: ${EVENT_TITLE}` })).toBeVisible();

  const visitorContext = await browser.newContext({ baseURL: E2E_BASE_URL });
  const visitor = await visitorContext.newPage();
  await visitor.goto("/events");
  // Starting within the hour, it is usually the featured webinar; otherwise it is listed below.
  const featured = visitor.getByRole("heading", { level: 2, name: EVENT_TITLE });
  const listed = visitor.getByRole("link", { name: `Details and registration for ${EVENT_TITLE}` });
  await expect(featured.or(listed)).toBeVisible();
  if (!(await featured.isVisible())) await listed.click();
  await expect(featured).toBeVisible();
  const form = visitor.getByRole("form", { name: "Register for this webinar" });
  const register = form.getByRole("button", { name: "Register" });
  // Disabled once the page is interactive and the form's rules have loaded (nothing typed is lost).
  await expect(register).toBeDisabled();
  await form.getByRole("textbox", { name: "Name", exact: true }).fill("Nandi");
  await form.getByLabel("Surname").fill(`Zwane${run}`);
  await form.getByLabel("Email").fill(VISITOR_EMAIL);
  await form.getByLabel("Phone").fill("+27 82 555 0177");
  await form.getByLabel("Country").selectOption("South Africa");
  await form.getByLabel("Province").selectOption("KwaZulu-Natal");
  await form.getByLabel("City").fill("Durban");
  await form.getByLabel("Company").fill("Coastal Laboratories");
  await form.getByLabel("Occupation").fill("Quality officer");
  // Everything filled but the consent: Register stays disabled until it is ticked.
  await expect(register).toBeDisabled();
  const consent = form.getByRole("checkbox", { name: /^I agree that the personal information on this form/ });
  await expect(form.getByRole("link", { name: /Read the privacy notice/ })).toHaveAttribute("href", "/terms");
  await shoot(visitor, "consent-on-booking-form");
  await expectNoAccessibilityViolations(visitor);
  await consent.check();
  await expect(register).toBeEnabled();
  await register.click();
  await expect(visitor).toHaveURL(/\/event-confirmation\?booking=/);

  // The confirmation is transactional: no unsubscribe. The reminder is not: it has one.
  const confirmation = await waitForMail(VISITOR_EMAIL, /Registration confirmed/);
  expect(headerLine(confirmation, "list-unsubscribe")).toBeNull();
  expect(confirmation.text).not.toContain("/unsubscribe/");
  const reminder = await waitForMail(VISITOR_EMAIL, /^Reminder: /, 240_000);
  expect(headerLine(reminder, "list-unsubscribe")).toMatch(/^List-Unsubscribe: <https?:\/\/\S+\/unsubscribe\/\S+>$/);
  expect(headerLine(reminder, "list-unsubscribe-post")).toBe("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
  const link = /https?:\/\/\S+\/unsubscribe\/[A-Za-z0-9_.-]+/.exec(reminder.text ?? "")?.[0];
  expect(link).toBeTruthy();
  await visitor.goto(new URL(link as string).pathname);
  await expect(visitor.getByRole("heading", { level: 1, name: "Unsubscribe from reminders" })).toBeVisible();
  await expect(visitor.getByText(VISITOR_EMAIL)).toBeVisible();
  await expectNoAccessibilityViolations(visitor);
  await shoot(visitor, "unsubscribe");
  await visitor.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(visitor.getByRole("status")).toContainText("will receive no more reminders");
  await shoot(visitor, "unsubscribed");
  await visitorContext.close();
});

test("a learner downloads their data from the profile; the admin reads the access log", async ({ page, browser }) => {
  test.setTimeout(120_000);
  await signIn(page, E2E_STUDENT.email, E2E_STUDENT.password);
  await page.goto("/my-learning");
  await page.getByRole("link", { name: "Your profile" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Your personal information" })).toBeVisible();
  await shoot(page, "profile-privacy");
  await expectNoAccessibilityViolations(page);
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download my data" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("my-data.zip");
  const files = unzipSync(new Uint8Array(fs.readFileSync(await download.path())));
  const data = JSON.parse(strFromU8(files["data.json"] as Uint8Array));
  expect(data.account.email).toBe(E2E_STUDENT.email);
  for (const certificate of data.certificates as Array<{ file: string }>) {
    expect(Object.keys(files)).toContain(certificate.file);
  }

  const adminContext = await browser.newContext({ baseURL: E2E_BASE_URL });
  const admin = await adminContext.newPage();
  await signIn(admin, E2E_ADMIN.email, E2E_ADMIN.password);
  const staffNav = admin.getByRole("navigation", { name: "Staff" });
  await staffNav.getByRole("link", { name: "Access log" }).click();
  await expect(admin.getByRole("heading", { level: 1, name: "Access log" })).toBeVisible();
  await expect(
    admin
      .getByRole("row")
      .filter({ hasText: `Own data download by ${E2E_STUDENT.email}` })
      .first(),
  ).toBeVisible();
  await expectNoAccessibilityViolations(admin);
  await shoot(admin, "access-log");
  await staffNav.getByRole("link", { name: "Deletion requests" }).click();
  await expect(admin.getByRole("heading", { level: 1, name: "Deletion requests" })).toBeVisible();
  await expect(admin.getByRole("heading", { name: "Data retention" })).toBeVisible();
  await expectNoAccessibilityViolations(admin);
  await shoot(admin, "deletion-requests");
  await adminContext.close();
});

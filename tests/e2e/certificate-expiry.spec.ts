import fs from "node:fs";
import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { pdfToText } from "../support/pdf-text";
import { expectNoAccessibilityViolations } from "./support/accessibility";
import { E2E_ADMIN, E2E_BASE_URL, E2E_INSTRUCTOR } from "./support/e2e-environment";
import { waitForMail } from "./support/mailbox";
import { tickPrivacyConsent } from "./support/privacy-consent";
import { newSignedInPage } from "./support/session";

/**
 * Certificate expiry (issue 14 item 5, docs/decisions/0046): an instructor gives a CPD course a
 * validity of one month and a renewal link; a certificate issued today is "Expiring" (its last
 * valid day is within 90 days) on the public verify page and in the holder's My learning, its PDF
 * says "Valid until", and an admin finds it on the staff list of what expires soon (from the
 * overview's count and from the staff navigation), searches it and downloads the CSV.
 */
const run = Date.now().toString(36);
const COURSE_NAME = `Specimen Transport Safety ${run}`;
const HOLDER_NAME = "Lerato Dube";
const HOLDER_EMAIL = `lerato-${run}@example.test`;

test.describe.configure({ mode: "serial" });

async function screenshotsAtBothWidths(page: Page, name: string) {
  fs.mkdirSync("test-results/screens", { recursive: true });
  await page.setViewportSize({ width: 375, height: 800 });
  // Polled: the staff shell re-lays out (navbar into a drawer) just after the resize.
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: "no sideways scroll at 375 px" })
    .toBeLessThanOrEqual(375);
  await page.screenshot({ path: `test-results/screens/${name}-375.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `test-results/screens/${name}-1280.png`, fullPage: true });
}

/** Sign-up through the form (ticking the POPIA consent box when the form has one) and the confirmation link. */
async function signUpWithConsent(page: Page, name: string, email: string, password: string) {
  await page.goto("/sign-up");
  await page.getByRole("textbox", { name: "Name", exact: true }).fill(name);
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(email);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(password);
  const consent = page.getByRole("checkbox", { name: /I agree that the personal information/ });
  if ((await consent.count()) > 0) await consent.check();
  await tickPrivacyConsent(page);
  await page.getByRole("button", { name: "Sign up" }).click();
  await expect(page.getByRole("status")).toContainText("follow the link in it to finish signing up");
  const mail = await waitForMail(email, /Confirm your Campus account/);
  const link = (mail.text ?? "").match(/https?:\/\/\S+/)?.[0];
  expect(link).toBeTruthy();
  await page.goto(link as string);
  await expect(page).not.toHaveURL(/\/sign-(in|up)/);
}

async function generateCertificatePdf(context: BrowserContext, page: Page, personName: string): Promise<string> {
  let pdf: Buffer | null = null;
  await context.route("**/course-details/*/certificates/*", async (route) => {
    const response = await route.fetch();
    pdf = await response.body();
    await route.fulfill({ response });
  });
  const popup = page.waitForEvent("popup");
  await page.getByRole("button", { name: `Generate Certificate for ${personName}` }).click();
  // CPD records ask first, with the count (decision 0071-cpd-certificates).
  await page.getByRole("dialog").getByRole("button", { name: "Issue certificate" }).click();
  await (await popup).close();
  await expect.poll(() => pdf !== null).toBe(true);
  await context.unrouteAll({ behavior: "ignoreErrors" });
  return pdfToText(pdf as unknown as Buffer);
}

test("a certificate close to expiry is Expiring on the verify page and in My learning, and on the staff list", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  // The holder has an account with a confirmed address, so My learning shows their CPD certificate.
  const holderContext = await browser.newContext({ baseURL: E2E_BASE_URL, viewport: { width: 1280, height: 900 } });
  const holder = await holderContext.newPage();
  await signUpWithConsent(holder, HOLDER_NAME, HOLDER_EMAIL, "a-long-password-123");

  // The instructor sets a validity of one month and a renewal link on a new course record.
  const { context, page } = await newSignedInPage(browser, E2E_INSTRUCTOR, { viewport: { width: 1280, height: 900 } });
  await page.goto("/course/add");
  await page.getByRole("textbox", { name: "Course name" }).fill(COURSE_NAME);
  await page.getByRole("textbox", { name: "Course code" }).fill(`STS-${run}`);
  await page.getByRole("textbox", { name: "Instructor name" }).fill("Dr Ayesha Patel");
  await page.getByRole("textbox", { name: "Allocated CPD points" }).fill("2");
  await page.getByRole("textbox", { name: "Certificate valid for (months)" }).fill("one");
  await page.getByRole("textbox", { name: "Renewal link" }).fill("/events");
  await page.getByRole("button", { name: "Save Course" }).click();
  await expect(page.getByText(/whole months from 1 to 120/)).toBeVisible();
  await page.getByRole("heading", { name: "Validity and Renewal" }).scrollIntoViewIfNeeded();
  await expectNoAccessibilityViolations(page);
  await screenshotsAtBothWidths(page, "cpd-course-form-validity");
  await page.getByRole("textbox", { name: "Certificate valid for (months)" }).fill("1");
  await page.getByRole("button", { name: "Save Course" }).click();
  await expect(page).toHaveURL(/\/list-courses$/);

  await page.getByRole("searchbox", { name: "Search courses" }).fill(COURSE_NAME);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await page.getByRole("link", { name: `View Details: ${COURSE_NAME}` }).click();
  await expect(page.getByText("1 month", { exact: true })).toBeVisible();

  await page.getByRole("button", { name: "Add User" }).click();
  const enrol = page.getByRole("dialog", { name: "Enroll user" });
  await enrol.getByRole("textbox", { name: "Name" }).fill(HOLDER_NAME);
  await enrol.getByRole("textbox", { name: "Email" }).fill(HOLDER_EMAIL);
  await enrol.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("User added successfully")).toBeVisible();

  const text = await generateCertificatePdf(context, page, HOLDER_NAME);
  expect(text).toMatch(/Valid until \d{1,2} [A-Z][a-z]+ \d{4}/);
  const verifyPath = /\/verify\/[a-z0-9]+/.exec(text)?.[0];
  expect(verifyPath).toBeTruthy();

  // The public verify page: the word and its colour, the last valid day.
  const visitor = await browser.newContext({ baseURL: E2E_BASE_URL, viewport: { width: 1280, height: 900 } });
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(verifyPath as string);
  await expect(visitorPage.getByTestId("certificate-status")).toHaveText("Expiring");
  await expect(visitorPage.getByText(/is valid until .+, which is within 90 days/)).toBeVisible();
  await expect(visitorPage.getByText("Valid until", { exact: true })).toBeVisible();
  await expectNoAccessibilityViolations(visitorPage);
  await screenshotsAtBothWidths(visitorPage, "certificate-verify-expiring");
  await visitor.close();

  // My learning of the holder.
  await holder.goto("/my-learning");
  const card = holder.getByRole("listitem").filter({ hasText: COURSE_NAME });
  await expect(card.getByTestId("my-certificate-status")).toHaveText("Expiring");
  await expect(card.getByText(/Valid until \d{1,2} [A-Z][a-z]+ \d{4}/)).toBeVisible();
  await expectNoAccessibilityViolations(holder);
  await screenshotsAtBothWidths(holder, "my-learning-certificate-expiring");
  await holderContext.close();

  // Instructors reach the list from the staff navigation.
  await page.goto("/instructor/dashboard");
  await page.getByRole("link", { name: "Expiring certificates" }).click();
  await expect(page).toHaveURL(/\/expiring-certificates$/);
  await expect(page.getByRole("row").filter({ hasText: HOLDER_NAME })).toContainText("Expiring");
  await context.close();

  // The admin: the overview counts it, its link opens the list; search and the CSV.
  const { context: adminContext, page: admin } = await newSignedInPage(browser, E2E_ADMIN, {
    viewport: { width: 1280, height: 900 },
  });
  await admin.goto("/admin/overview");
  const panel = admin.getByRole("region", { name: "Expiring certificates" });
  await expect(panel).toContainText(/\d+ expiring/);
  await panel.getByRole("link", { name: "Open the expiring certificates" }).click();
  await expect(admin.getByRole("heading", { level: 1, name: "Expiring certificates" })).toBeVisible();
  await admin.getByRole("textbox", { name: "Search by name, email, course or certificate number" }).fill(HOLDER_EMAIL);
  await admin.getByRole("button", { name: "Search", exact: true }).click();
  await expect(admin).toHaveURL(/\?q=/);
  const rows = admin.getByRole("row").filter({ hasText: HOLDER_NAME });
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText(COURSE_NAME);
  await expect(rows).toContainText(/\d+ days left/);
  await expectNoAccessibilityViolations(admin);
  await screenshotsAtBothWidths(admin, "expiring-certificates");

  const download = admin.waitForEvent("download");
  await admin.getByRole("link", { name: "Download CSV" }).click();
  const file = await (await download).path();
  const csv = fs.readFileSync(file, "utf8");
  expect(csv).toContain("Name,Email,Course,Certificate number,Valid until,Days left");
  expect(csv).toContain(HOLDER_EMAIL);
  await admin.goto("/admin/overview");
  await screenshotsAtBothWidths(admin, "admin-overview-expiring");
  await adminContext.close();
});

import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { unzipSync } from "fflate";
import { expectNoAccessibilityViolations } from "./support/accessibility";
import { E2E_ADMIN, E2E_BASE_URL } from "./support/e2e-environment";
import { waitForMail } from "./support/mailbox";
import { tickPrivacyConsent } from "./support/privacy-consent";
import { signIn } from "./support/session";

/*
 * Company accounts (issue 14 item 6, docs/decisions/0039-company-accounts.md): an admin issues two
 * CPD certificates, creates a company from the staff navigation with two employees (one account,
 * one address only) and a training manager; the manager opens My company from My learning, sees
 * the employees' certificates and downloads the audit ZIP, whose entries are checked.
 */
const run = Date.now().toString(36);
const year = new Date().getFullYear();
const COMPANY = `Umgeni Pathology ${run}`;
const COURSE_NAME = `Biosafety in the laboratory ${run}`;
const MANAGER = { name: `Lerato Manager ${run}`, email: `lerato-${run}@example.test` };
const EMPLOYEE = { name: `Anele Employee ${run}`, email: `anele-${run}@example.test` };
const EMAIL_ONLY = { name: `Nomsa Address ${run}`, email: `nomsa-${run}@example.test` };

async function screenshotsAtBothWidths(page: Page, name: string) {
  await page.setViewportSize({ width: 375, height: 800 });
  // Polled: the staff shell settles into its phone layout after the resize.
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: "no sideways scroll at 375 px" })
    .toBeLessThanOrEqual(375);
  await page.screenshot({ path: `test-results/screens/${name}-375.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `test-results/screens/${name}-1280.png`, fullPage: true });
}

/** Sign-up through the form (the privacy consent ticked), then the confirmation link from the mail. */
async function signUpConfirmed(page: Page, name: string, email: string) {
  await page.goto("/sign-up");
  await page.getByRole("textbox", { name: "Name", exact: true }).fill(name);
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(email);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill("a-long-password");
  const consent = page.getByRole("checkbox", { name: /I agree that the personal information/ });
  if ((await consent.count()) > 0) await consent.check();
  await tickPrivacyConsent(page);
  await page.getByRole("button", { name: "Sign up" }).click();
  const mail = await waitForMail(email, /Confirm your Campus account/);
  const link = (mail.text ?? "").match(/https?:\/\/\S+/)?.[0];
  expect(link).toBeTruthy();
  await page.goto(link as string);
  await expect(page).not.toHaveURL(/\/sign-(in|up)/);
}

async function newPage(context: BrowserContext) {
  const page = await context.newPage();
  await page.setViewportSize({ width: 1280, height: 900 });
  return page;
}

/** A CPD course record with two attendees imported by CSV, and a certificate generated for each. */
async function issueTwoCertificates(context: BrowserContext, page: Page) {
  await page.goto("/list-courses");
  await page.getByRole("link", { name: "Add Course" }).click();
  await page.getByRole("textbox", { name: "Course name" }).fill(COURSE_NAME);
  await page
    .getByRole("textbox", { name: "Course description" })
    .fill("Handling specimens safely: risk, containment and waste.");
  await page.getByRole("textbox", { name: "Course code" }).fill(`BIO-${run}`);
  await page.getByRole("textbox", { name: "Location" }).fill("Durban");
  await page.getByRole("textbox", { name: "Instructor name" }).fill("Dr Ayesha Patel");
  await page.getByRole("textbox", { name: "Facilitator name" }).fill("Sibusiso Dlamini");
  await page.getByRole("textbox", { name: "Facilitator organisation" }).fill("Campus Quality Consulting");
  await page.getByRole("textbox", { name: "Allocated CPD points" }).fill("4");
  await page.getByRole("textbox", { name: "Ethics points" }).fill("1");
  await page.getByRole("textbox", { name: "Provider activity number" }).fill(`MT-${run}`);
  await page
    .getByLabel("Accrediting body")
    .selectOption({ label: "HPCSA: Health Professions Council of South Africa" });
  await page.getByRole("textbox", { name: "Duration" }).fill("1 day");
  await page.getByRole("button", { name: "Save Course" }).click();
  await expect(page).toHaveURL(/\/list-courses$/);
  await page.getByRole("searchbox", { name: "Search courses" }).fill(COURSE_NAME);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await page.getByRole("link", { name: `View Details: ${COURSE_NAME}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: COURSE_NAME })).toBeVisible();

  await page.locator('input[type="file"]').setInputFiles({
    name: "attendees.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(
      [
        "name,email,idNumber,title,allocatedPoints,certificateNumber,date",
        `${EMPLOYEE.name},${EMPLOYEE.email},,,4,,${year}-06-01`,
        `${EMAIL_ONLY.name},${EMAIL_ONLY.email},,,4,,${year}-06-02`,
      ].join("\n"),
    ),
  });
  await page.getByRole("button", { name: "Import CSV" }).click();
  await expect(page.getByText("2 users imported")).toBeVisible();
  for (const person of [EMPLOYEE, EMAIL_ONLY]) {
    const popup = context.waitForEvent("page");
    await page.getByRole("button", { name: `Generate Certificate for ${person.name}` }).click();
    // CPD records ask first, with the count (decision 0071-cpd-certificates).
    await page.getByRole("dialog").getByRole("button", { name: "Issue certificate" }).click();
    await (await popup).close();
  }
  await expect(page.getByRole("link", { name: "Verification page" })).toHaveCount(2);
}

test("an admin sets up a company; its training manager sees the employees' certificates and downloads the audit ZIP", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  // The manager and the employee sign up (each confirms their address from the mail).
  const managerContext = await browser.newContext({ baseURL: E2E_BASE_URL });
  const managerPage = await newPage(managerContext);
  await signUpConfirmed(managerPage, MANAGER.name, MANAGER.email);
  const employeeContext = await browser.newContext({ baseURL: E2E_BASE_URL });
  await signUpConfirmed(await newPage(employeeContext), EMPLOYEE.name, EMPLOYEE.email);
  await employeeContext.close();

  const adminContext = await browser.newContext({ baseURL: E2E_BASE_URL });
  const admin = await newPage(adminContext);
  await signIn(admin, E2E_ADMIN.email, E2E_ADMIN.password);
  await issueTwoCertificates(adminContext, admin);

  // Admin › Companies, from the staff navigation.
  await admin.goto("/admin/overview");
  await admin.getByRole("navigation", { name: "Staff" }).getByRole("link", { name: "Companies" }).click();
  await expect(admin.getByRole("heading", { level: 1, name: "Companies" })).toBeVisible();
  await admin.getByRole("button", { name: "Add company" }).click();
  const dialog = admin.getByRole("dialog", { name: "Add company" });
  await dialog.getByRole("button", { name: "Add company" }).click();
  await expect(dialog.getByText("Company name is required")).toBeVisible();
  await dialog.getByRole("textbox", { name: "Company name" }).fill(COMPANY);
  await dialog.getByRole("textbox", { name: "Registration number" }).fill("2015/123456/07");
  await dialog.getByRole("textbox", { name: "Contact name" }).fill(MANAGER.name);
  await dialog.getByRole("textbox", { name: "Contact email" }).fill(MANAGER.email);
  await dialog.getByRole("button", { name: "Add company" }).click();
  await expect(admin.getByRole("heading", { level: 1, name: COMPANY })).toBeVisible();

  // An employee with an account, found by search; one by address only; the manager by search.
  await admin.getByRole("textbox", { name: "Name or email of an account" }).fill(EMPLOYEE.email);
  await admin.getByRole("button", { name: "Find", exact: true }).click();
  await admin.getByRole("button", { name: `Add as employee: ${EMPLOYEE.name}` }).click();
  await admin.getByRole("textbox", { name: "Employee's name" }).fill(EMAIL_ONLY.name);
  await admin.getByRole("textbox", { name: "Employee's email" }).fill(EMAIL_ONLY.email);
  await admin.getByRole("button", { name: "Add employee" }).click();
  const employees = admin.getByRole("region", { name: "Employees" });
  await expect(employees.getByRole("cell", { name: EMAIL_ONLY.email })).toBeVisible();
  await expect(employees.getByRole("cell", { name: EMPLOYEE.email })).toBeVisible();
  await admin.getByRole("textbox", { name: "Name or email of an account" }).fill(MANAGER.email);
  await admin.getByRole("button", { name: "Find", exact: true }).click();
  await admin.getByRole("button", { name: `Make training manager: ${MANAGER.name}` }).click();
  await expect(admin.getByRole("button", { name: `Remove ${MANAGER.name} as training manager` })).toBeVisible();
  const companyPath = new URL(admin.url()).pathname;
  // A fresh load: the page as it is, without the last toast over it.
  await admin.goto(companyPath);
  await expectNoAccessibilityViolations(admin);
  await screenshotsAtBothWidths(admin, "company-admin");
  await admin.getByRole("link", { name: "All companies" }).click();
  await expect(admin.getByRole("link", { name: COMPANY })).toBeVisible();
  await expectNoAccessibilityViolations(admin);
  await screenshotsAtBothWidths(admin, "companies-list");

  // The manager: My learning › My company.
  await managerPage.goto("/my-learning");
  await managerPage.getByRole("link", { name: "My company" }).click();
  await expect(managerPage.getByRole("heading", { level: 1, name: `My company: ${COMPANY}` })).toBeVisible();
  for (const person of [EMPLOYEE, EMAIL_ONLY]) {
    const card = managerPage.getByRole("region", { name: person.name, exact: true });
    await expect(card.getByRole("cell", { name: COURSE_NAME })).toBeVisible();
    await expect(card.getByText("Valid", { exact: true })).toBeVisible();
    await expect(card.getByRole("cell", { name: "4", exact: true })).toBeVisible();
  }
  await expectNoAccessibilityViolations(managerPage);
  await screenshotsAtBothWidths(managerPage, "my-company");

  const downloading = managerPage.waitForEvent("download");
  await managerPage.getByRole("button", { name: `Download for audit (${year})` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(new RegExp(`-training-${year}\\.zip$`));
  const path = await download.path();
  const { readFile } = await import("node:fs/promises");
  const files = unzipSync(new Uint8Array(await readFile(path)));
  const names = Object.keys(files).sort();
  expect(names.filter((name) => name.endsWith(".csv"))).toEqual([`certificates-${year}.csv`, `cpd-points-${year}.csv`]);
  expect(names.filter((name) => name.startsWith("certificates/") && name.endsWith(".pdf"))).toHaveLength(2);
  const csv = new TextDecoder().decode(files[`certificates-${year}.csv`]);
  for (const person of [EMPLOYEE, EMAIL_ONLY]) expect(csv).toContain(person.name);
  expect(csv).toContain(COURSE_NAME);

  // The admin sees who downloaded it.
  await admin.goto(companyPath);
  await expect(admin.getByText(`${MANAGER.name}, ${year} (2 certificates)`)).toBeVisible();

  // Someone who is not a training manager is refused.
  const refused = await adminContext.request.get(`${new URL(managerPage.url()).pathname}`);
  expect(refused.status()).toBe(403);
  await adminContext.close();
  await managerContext.close();
});

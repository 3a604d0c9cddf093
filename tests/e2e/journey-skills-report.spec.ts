import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { expectNoAccessibilityViolations } from "./support/accessibility";
import { E2E_ADMIN, E2E_BASE_URL } from "./support/e2e-environment";
import { waitForMail } from "./support/mailbox";
import { tickPrivacyConsent } from "./support/privacy-consent";
import { signIn } from "./support/session";

/*
 * Skills-development evidence (decision 0103-skills-evidence), through the screens only: a learner
 * gives their ID number and equity details with consent; an admin makes a company with the learner
 * as employee and a training manager, and names the manager the company's Skills Development
 * Facilitator; the facilitator opens My company from My learning, then Skills development
 * reporting, and downloads the Annual Training Report learner sheet (file name and header row).
 */
const run = Date.now().toString(36);
const COMPANY = `Vaal Foods ${run}`;
const SLUG = `vaal-foods-${run}`;
const FACILITATOR = { name: `Palesa Facilitator ${run}`, email: `palesa-${run}@example.test` };
const LEARNER = { name: `Musa Learner ${run}`, email: `musa-${run}@example.test` };
const ATR_HEADER =
  'Learner name,Email,ID type,ID or passport number,Population group,Gender,Disability,OFO code,Intervention type,Intervention,NQF level,Start date,End date,Status,"Cost (R, excl. VAT)"';

/** The financial year the site is in today: 1 April to 31 March (the page's default). */
function currentFinancialYear(): number {
  const now = new Date();
  return now.getMonth() >= 3 ? now.getFullYear() : now.getFullYear() - 1;
}

async function signUpConfirmed(page: Page, name: string, email: string) {
  await page.goto("/sign-up");
  await page.getByRole("textbox", { name: "Name", exact: true }).fill(name);
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(email);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill("a-long-password");
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

test("the company's facilitator downloads the annual training report from My company", async ({ browser }) => {
  test.setTimeout(240_000);
  const facilitatorContext = await browser.newContext({ baseURL: E2E_BASE_URL, acceptDownloads: true });
  const facilitator = await newPage(facilitatorContext);
  await signUpConfirmed(facilitator, FACILITATOR.name, FACILITATOR.email);

  // The learner: My learning › Details for skills reporting; the page shows the number masked.
  const learnerContext = await browser.newContext({ baseURL: E2E_BASE_URL });
  const learner = await newPage(learnerContext);
  await signUpConfirmed(learner, LEARNER.name, LEARNER.email);
  await learner.goto("/my-learning");
  await learner.getByRole("link", { name: "Details for skills reporting" }).click();
  await expect(learner.getByRole("heading", { level: 1, name: "Details for skills reporting" })).toBeVisible();
  await learner.getByLabel("ID type").selectOption({ label: "South African ID" });
  await learner.getByRole("textbox", { name: "ID or passport number" }).fill("8001015009087");
  await learner.getByRole("checkbox", { name: /I agree that Campus may keep my population group/ }).check();
  await learner.getByLabel("Population group", { exact: true }).selectOption("African");
  await learner.getByLabel("Gender", { exact: true }).selectOption("Male");
  await learner.getByLabel("Disability", { exact: true }).selectOption("No");
  await learner.getByRole("button", { name: "Save details" }).click();
  await expect(learner.getByText("Your details are saved.")).toBeVisible();
  await learner.reload();
  await expect(learner.getByText("Number on record: ******9087")).toBeVisible();
  await expect(learner.getByText("8001015009087")).toHaveCount(0);
  await expectNoAccessibilityViolations(learner);
  await learnerContext.close();

  // The admin: a company with the learner as employee and the facilitator as training manager.
  const adminContext = await browser.newContext({ baseURL: E2E_BASE_URL });
  const admin = await newPage(adminContext);
  await signIn(admin, E2E_ADMIN.email, E2E_ADMIN.password);
  await admin.goto("/admin/overview");
  await admin.getByRole("navigation", { name: "Staff" }).getByRole("link", { name: "Companies" }).click();
  await admin.getByRole("button", { name: "Add company" }).click();
  const dialog = admin.getByRole("dialog", { name: "Add company" });
  await dialog.getByRole("textbox", { name: "Company name" }).fill(COMPANY);
  await dialog.getByRole("button", { name: "Add company" }).click();
  await expect(admin.getByRole("heading", { level: 1, name: COMPANY })).toBeVisible();
  await admin.getByRole("textbox", { name: "Name or email of an account" }).fill(LEARNER.email);
  await admin.getByRole("button", { name: "Find", exact: true }).click();
  await admin.getByRole("button", { name: `Add as employee: ${LEARNER.name}` }).click();
  await admin.getByRole("textbox", { name: "Name or email of an account" }).fill(FACILITATOR.email);
  await admin.getByRole("button", { name: "Find", exact: true }).click();
  await admin.getByRole("button", { name: `Make training manager: ${FACILITATOR.name}` }).click();
  await expect(admin.getByRole("button", { name: `Remove ${FACILITATOR.name} as training manager` })).toBeVisible();
  await admin.getByRole("link", { name: "Skills Development Facilitator" }).click();
  await expect(admin.getByRole("heading", { level: 1, name: "Skills Development Facilitator" })).toBeVisible();
  await admin.getByLabel("Facilitator").selectOption({ label: `${FACILITATOR.name} (${FACILITATOR.email})` });
  await admin.getByRole("button", { name: "Save facilitator" }).click();
  await expect(admin.getByText("Saved.")).toBeVisible();
  await expectNoAccessibilityViolations(admin);
  await adminContext.close();

  // The facilitator: My learning › My company › Skills development reporting › download.
  await facilitator.goto("/my-learning");
  await facilitator.getByRole("link", { name: "My company" }).click();
  await expect(facilitator.getByRole("heading", { level: 1, name: `My company: ${COMPANY}` })).toBeVisible();
  await facilitator.getByRole("link", { name: "Open skills development reporting" }).click();
  await expect(facilitator.getByRole("heading", { level: 1, name: "Skills development reporting" })).toBeVisible();
  await expect(facilitator.getByText("8001015009087")).toHaveCount(0);
  await expectNoAccessibilityViolations(facilitator);

  const year = currentFinancialYear();
  const label = `${year}-${String((year + 1) % 100).padStart(2, "0")}`;
  const downloading = facilitator.waitForEvent("download");
  await facilitator.getByRole("link", { name: "Download Annual Training Report learner sheet (CSV)" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${SLUG}-annual-training-report-${label}.csv`);
  const { readFile } = await import("node:fs/promises");
  const text = (await readFile(await download.path(), "utf8")).replace(/^\uFEFF/, "");
  expect(text.split("\r\n")[0]).toBe(ATR_HEADER);
  await facilitatorContext.close();
});

import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { pdfToText } from "../support/pdf-text";
import { expectNoAccessibilityViolations } from "./support/accessibility";
import { E2E_ADMIN, E2E_BASE_URL, E2E_DATA_DIR, E2E_STUDENT } from "./support/e2e-environment";
import { waitForMail } from "./support/mailbox";
import { newSignedInPage } from "./support/session";

/**
 * Selling documents (decision 0082), as the people use them: the admin sets the supplier's
 * registered name and VAT number in Site settings and sends a quotation; the student accepts it
 * from the mail's link; once it is paid (recorded by a second process, as the payments screen
 * would) the student opens their tax invoice from the quotation and downloads its PDF.
 */
const root = path.resolve(import.meta.dirname, "../..");
const LEGAL_NAME = "Campus Quality Consulting (Pty) Ltd";
const VAT_NUMBER = "4123456789";

async function screenshotsAtBothWidths(page: Page, name: string) {
  fs.mkdirSync("test-results/screens", { recursive: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: "no sideways scroll at 375 px" })
    .toBeLessThanOrEqual(375);
  await page.screenshot({ path: `test-results/screens/${name}-375.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `test-results/screens/${name}-1280.png`, fullPage: true });
}

/** Records the payment in full through the app's own recordPayment against the e2e server's database. */
function payInFull(orderId: string) {
  const result = spawnSync(process.execPath, ["tests/support/pay-orders-process.ts", orderId], {
    cwd: root,
    env: { ...process.env, DATA_DIR: E2E_DATA_DIR, DATABASE_URL: "", LOG_LEVEL: "error" },
    encoding: "utf8",
    timeout: 120_000,
  });
  expect(result.status, result.stderr).toBe(0);
  expect(result.stdout.trim().split("\n").at(-1)).toBe("[true]");
}

test("a buyer accepts a quotation, and once paid opens their tax invoice and downloads its PDF", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const { page: admin } = await newSignedInPage(browser, E2E_ADMIN);
  await admin.goto("/admin");
  await admin.getByLabel("Registered name").fill(LEGAL_NAME);
  await admin.getByLabel("VAT registration number").fill(VAT_NUMBER);
  await admin.getByRole("button", { name: "Save" }).click();
  await expect(admin.getByText("Settings saved")).toBeVisible();

  await admin.goto("/staff/quotations/new");
  await expectNoAccessibilityViolations(admin);
  await screenshotsAtBothWidths(admin, "new-quotation");
  await admin.getByLabel("Contact name").fill("Demo Student");
  await admin.getByRole("textbox", { name: "Email", exact: true }).fill(E2E_STUDENT.email);
  await admin.getByLabel("Billing address").fill("14 Jacaranda Avenue, Pretoria, 0181");
  await admin.getByLabel("Valid until").fill("2099-12-31");
  await admin.getByLabel("Item 1").selectOption({ index: 1 });
  await admin.getByRole("button", { name: "Send quotation" }).click();
  await expect(admin.getByRole("heading", { level: 1, name: /^Quotation ORD-\d{6}$/ })).toBeVisible();

  const mail = await waitForMail(E2E_STUDENT.email, /^Quotation ORD-\d{6}/);
  const link = new RegExp(`${E2E_BASE_URL}/quotation/[\\w.-]+`).exec(mail.text ?? "")?.[0];
  expect(link).toBeTruthy();
  const { page: student } = await newSignedInPage(browser, E2E_STUDENT);
  await student.goto(link as string);
  await expect(student.getByText("Valid until: 31 December 2099")).toBeVisible();
  await expectNoAccessibilityViolations(student);
  await student.getByRole("button", { name: "Accept quotation" }).click();
  await expect(student.getByText(/Accepted\. It is now an order awaiting payment/)).toBeVisible();

  const orderId = new URL(student.url()).pathname.split("/").pop()?.split(".")[0] as string;
  payInFull(orderId);
  await student.goto(`/quotations/${orderId}`);
  await student.getByRole("link", { name: /^Open tax invoice INV-\d{6}$/ }).click();
  const heading = student.getByRole("heading", { level: 1, name: /^Tax Invoice INV-\d{6}$/ });
  await expect(heading).toBeVisible();
  const number = ((await heading.textContent()) ?? "").replace("Tax Invoice ", "");
  await expect(student.getByText(`VAT registration number: ${VAT_NUMBER}`)).toBeVisible();
  await expect(student.getByText(LEGAL_NAME)).toBeVisible();
  await expectNoAccessibilityViolations(student);

  const downloading = student.waitForEvent("download");
  await student.getByRole("link", { name: "Download PDF" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`tax-invoice-${number}.pdf`);
  const text = pdfToText(fs.readFileSync((await download.path()) as string), "reading");
  for (const expected of [
    "Tax Invoice",
    `Invoice number: ${number}`,
    LEGAL_NAME,
    `VAT registration number: ${VAT_NUMBER}`,
    "Demo Student",
    "Value before VAT",
    "VAT at 15%",
    "Total",
  ]) {
    expect(text, expected).toContain(expected);
  }
  await screenshotsAtBothWidths(student, "tax-invoice");
});

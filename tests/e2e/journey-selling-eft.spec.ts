import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { pdfToText } from "../support/pdf-text";
import { expectNoAccessibilityViolations } from "./support/accessibility";
import { addBlock, addChapter, addLesson, createCourse, typeIntoTextBlock } from "./support/course-builder";
import { E2E_BASE_URL, E2E_FINANCE, E2E_INSTRUCTOR } from "./support/e2e-environment";
import { waitForMail } from "./support/mailbox";
import { tickPrivacyConsent } from "./support/privacy-consent";
import { signIn } from "./support/session";
import { expectNoSidewaysScroll } from "./support/sideways-scroll";

/*
 * Selling, journey 1, through the screens only: the instructor prices and publishes a new online
 * course; a visitor (not signed in) finds it in the catalogue, clicks Buy, checks out by EFT as a new
 * person (the account is made at checkout), follows the confirmation link from the real mail and sees
 * the order waiting for payment with its reference; finance imports the bank's statement (Absa's CSV
 * export) carrying that reference, which pays the order; the learner finds the course in My learning
 * and downloads the tax invoice from the order page, whose PDF says "Tax Invoice", the supplier's VAT
 * number and the order's total. The course and the people are new to this run.
 */

const WIDE = { width: 1280, height: 900 };
const PHONE = { width: 375, height: 800 };
const run = Date.now().toString(36);
const COURSE = `Document control for ISO 9001 ${run}`;
const VISITOR = { name: `Palesa Dube ${run}`, email: `palesa-${run}@example.test`, password: "palesa-buys-1" };
/** The supplier's VAT number the demo seed saves in Site settings › Invoicing. */
const SUPPLIER_VAT_NUMBER = "4123456789";
/** R 1 250 excl. VAT, VAT at 15 % = R 187.50: R 1 437.50 to pay. */
const PRICE_RAND = "1250";
const TOTAL = "R 1 437.50";

async function newPerson(browser: Browser) {
  const context = await browser.newContext({ baseURL: E2E_BASE_URL, viewport: WIDE });
  return { context, page: await context.newPage() };
}

/** axe and no sideways scroll at 1280 and 375 px, with a screenshot at each width. */
async function checkScreen(page: Page, name: string) {
  await expectNoAccessibilityViolations(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `test-results/screens/journey-eft-${name}-1280.png`, fullPage: true });
  await page.setViewportSize(PHONE);
  await expectNoSidewaysScroll(page, `${name}: no sideways scroll at 375 px`);
  await expectNoAccessibilityViolations(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `test-results/screens/journey-eft-${name}-375.png`, fullPage: true });
  await page.setViewportSize(WIDE);
}

/** Absa's CSV export (tests/support/bank-statements/absa.csv) with the order's payment among other lines. */
function absaStatement(reference: string): string {
  const file = path.join(os.tmpdir(), `absa-journey-${run}.csv`);
  fs.writeFileSync(
    file,
    [
      "\uFEFFDate,Transaction Description,Amount,Balance",
      `23/11/2026,"CHEQUE CARD PURCHASE  STATIONERY ${run}",-312.45,"88 087.55"`,
      `24/11/2026,"ACB CREDIT  ${reference}  P DUBE",1437.50,"89 525.05"`,
      `25/11/2026,"DIGITAL PAYMENT CR  NO REFERENCE ${run}",999.99,"90 525.04"`,
    ].join("\r\n"),
  );
  return file;
}

test("journey: a visitor buys an online course by EFT, finance imports the bank statement, the learner is enrolled and downloads the tax invoice", async ({
  browser,
}) => {
  // Four screens at two widths with axe, four people, a course built: longer than one page's budget.
  test.setTimeout(300_000);

  // The instructor builds a one-lesson online course, prices it and publishes it (course settings).
  const instructor = await newPerson(browser);
  await signIn(instructor.page, E2E_INSTRUCTOR.email, E2E_INSTRUCTOR.password);
  await createCourse(instructor.page, COURSE);
  await addChapter(instructor.page, "Controlled documents");
  await addLesson(instructor.page, "Approving and issuing a procedure");
  await typeIntoTextBlock(
    instructor.page,
    await addBlock(instructor.page, "Text"),
    "Clause 7.5.3 asks that documented information is available, suitable and protected.",
  );
  await instructor.page.getByRole("link", { name: "Settings", exact: true }).click();
  await expect(instructor.page.getByRole("heading", { level: 1, name: `Settings: ${COURSE}` })).toBeVisible();
  await instructor.page.getByRole("textbox", { name: "Price (rand)" }).fill(PRICE_RAND);
  await instructor.page.getByRole("checkbox", { name: "Published (shown in the public catalogue)" }).check();
  await instructor.page.getByRole("button", { name: "Save Course" }).click();
  await expect(instructor.page.getByText("Course updated successfully")).toBeVisible();
  await instructor.context.close();

  // A visitor finds it in the online catalogue and clicks Buy on its page.
  const visitor = await newPerson(browser);
  const page = visitor.page;
  await page.goto("/");
  await page.getByRole("link", { name: "Browse online courses" }).click();
  await expect(page).toHaveURL(/\/courses\/online/);
  await page.getByLabel("Search courses").fill(run);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await page.getByRole("link", { name: `View course: ${COURSE}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: COURSE })).toBeVisible();
  const buy = page.getByRole("region", { name: `Buy ${COURSE}` });
  await expect(buy.getByText("R 1 250 excl. VAT")).toBeVisible();
  await expect(buy.getByText(`${TOTAL} incl. VAT`)).toBeVisible();
  await buy.getByRole("button", { name: "Buy this course" }).click();

  // The cart, then the checkout as a new person paying by EFT.
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole("heading", { level: 1, name: "Your cart" })).toBeVisible();
  await expect(page.getByRole("link", { name: COURSE })).toBeVisible();
  await expect(page.getByText(TOTAL).first()).toBeVisible();
  await checkScreen(page, "cart");
  await page.getByRole("link", { name: "Checkout" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
  await page.getByRole("textbox", { name: "Name" }).fill(VISITOR.name);
  await page.getByRole("textbox", { name: "Email" }).fill(VISITOR.email);
  await page.getByLabel("Choose a password").fill(VISITOR.password);
  await expect(page.getByRole("radio", { name: /^EFT/ })).toBeChecked();
  await tickPrivacyConsent(page);
  await checkScreen(page, "checkout");
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Check your email" })).toBeVisible();

  // The confirmation link from the mail signs the new account in and lands on the order.
  const confirmation = await waitForMail(VISITOR.email, /Confirm your Campus account/);
  const link = confirmation.text?.match(/https?:\/\/\S+/)?.[0] ?? "";
  expect(link).toContain("/api/auth/verify-email");
  await page.goto(link);
  await expect(page).toHaveURL(/\/orders\/\w+$/);
  const orderPath = new URL(page.url()).pathname;
  const heading = page.getByRole("heading", { level: 1, name: /^Order ORD-\d{6}$/ });
  await expect(heading).toBeVisible();
  const orderNumber = ((await heading.textContent()) ?? "").replace("Order ", "");
  await expect(page.getByText("Waiting for payment")).toBeVisible();
  const reference = (await page.getByTestId("payment-reference").textContent()) ?? "";
  expect(reference).toMatch(/^[A-Z2-9]{8}$/);
  await expect(page.getByText(`by EFT using reference ${reference}`)).toBeVisible();
  await expect(page.getByRole("region", { name: "What you ordered" })).toContainText(TOTAL);
  await checkScreen(page, "order-awaiting-payment");

  // Finance imports the bank statement: the line quoting the reference pays the order.
  const finance = await newPerson(browser);
  await signIn(finance.page, E2E_FINANCE.email, E2E_FINANCE.password);
  await expect(finance.page).toHaveURL(/\/staff\/orders$/);
  await finance.page.getByRole("link", { name: "Bank statements" }).first().click();
  await expect(finance.page.getByRole("heading", { level: 1, name: "Bank statements" })).toBeVisible();
  await finance.page.getByLabel("Bank").selectOption("absa");
  await finance.page.getByLabel("Statement (CSV)").setInputFiles(absaStatement(reference));
  await finance.page.getByRole("button", { name: "Import statement" }).click();
  await expect(finance.page.getByRole("status")).toContainText("2 new payments in, 1 matched to an order by reference");
  // The deposit without a reference waits for a person.
  await expect(finance.page.getByText(`NO REFERENCE ${run}`)).toBeVisible();
  await finance.page.getByRole("link", { name: "Orders", exact: true }).first().click();
  await finance.page.getByRole("textbox", { name: "Order, reference, buyer or email" }).fill(reference);
  await finance.page.getByRole("button", { name: "Apply filters" }).click();
  await finance.page.getByRole("link", { name: orderNumber }).click();
  await expect(finance.page.getByRole("heading", { level: 1, name: `Order ${orderNumber}` })).toBeVisible();
  await expect(finance.page.getByText("Paid", { exact: true }).first()).toBeVisible();
  await expect(finance.page.getByRole("link", { name: "Record a payment" })).toHaveCount(0);
  await finance.context.close();

  // The learner: enrolled in the course (My learning), the order paid with its tax invoice.
  await page.goto("/my-learning");
  await expect(page.getByRole("region", { name: "My courses" })).toContainText(COURSE);
  const orders = page.getByRole("region", { name: "My orders and invoices" });
  await orders.getByRole("link", { name: `Order ${orderNumber}` }).click();
  await expect(page).toHaveURL(new RegExp(`${orderPath}$`));
  await expect(page.getByText("Your order is paid. Thank you.")).toBeVisible();
  const invoiceLink = page.getByRole("link", { name: /^Tax invoice INV-\d{6}$/ });
  const invoiceNumber = ((await invoiceLink.textContent()) ?? "").replace("Tax invoice ", "");
  await invoiceLink.click();
  await expect(page.getByRole("heading", { level: 1, name: `Tax Invoice ${invoiceNumber}` })).toBeVisible();
  await expect(page.getByText(`VAT registration number: ${SUPPLIER_VAT_NUMBER}`)).toBeVisible();
  await expect(page.getByText(`Total: ${TOTAL}`)).toBeVisible();
  await checkScreen(page, "tax-invoice");

  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download PDF" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`tax-invoice-${invoiceNumber}.pdf`);
  const text = pdfToText(fs.readFileSync((await download.path()) as string), "reading");
  for (const expected of [
    "Tax Invoice",
    `Invoice number: ${invoiceNumber}`,
    `VAT registration number: ${SUPPLIER_VAT_NUMBER}`,
    VISITOR.name,
    COURSE,
    TOTAL,
  ]) {
    expect(text, expected).toContain(expected);
  }
  await visitor.context.close();
});

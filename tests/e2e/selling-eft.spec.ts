import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { insertCourse } from "~/server/factories/course-factory";
import { insertOrder, personBuyer, setSupplierDetails } from "~/server/factories/selling-factory";
import { openDatabase } from "~db/database.server";
import { expectNoAccessibilityViolations } from "./support/accessibility";
import { E2E_ADMIN, E2E_DATA_DIR, E2E_STUDENT } from "./support/e2e-environment";
import { samplePdf } from "./support/sample-files";
import { newSignedInPage } from "./support/session";
import { expectNoSidewaysScroll } from "./support/sideways-scroll";

/*
 * Paying by EFT (decision 0086-eft-payments): a learner's order waits for an EFT; they open the
 * pro-forma and send proof of payment; staff import the bank's statement CSV, the line quoting the
 * order's reference pays it, and the order shows as paid (the learner enrolled).
 *
 * Checkout and price editing are other parts of selling, so the priced course and the order are
 * made in the server's database with the same factories the integration tests and demo seed use.
 */
const run = Date.now().toString(36);
const SCREENSHOTS = process.env.SCREENSHOT_DIR;

let order: { id: string; number: string; reference: string; totalCents: number };

test.beforeAll(async () => {
  const connection = openDatabase({ sqliteFile: path.join(E2E_DATA_DIR, "campus.sqlite") });
  try {
    const db = connection.db;
    await setSupplierDetails(db);
    const student = await db
      .selectFrom("user")
      .select(["id", "name", "email"])
      .where("email", "=", E2E_STUDENT.email)
      .executeTakeFirstOrThrow();
    const course = await insertCourse(db, { name: `ISO 45001 Online ${run}`, price_cents: 100_000, is_published: 1 });
    const placed = await insertOrder(db, [{ itemType: "course", itemId: course.id, quantity: 1 }], {
      buyer: personBuyer({ userId: student.id, name: student.name, email: student.email }),
    });
    order = {
      id: placed.id,
      number: placed.number,
      reference: placed.payment_reference,
      totalCents: placed.total_cents,
    };
  } finally {
    await connection.close();
  }
});

async function shoot(page: Page, name: string) {
  if (!SCREENSHOTS) return;
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: path.join(SCREENSHOTS, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function atPhoneWidth(page: Page) {
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoSidewaysScroll(page);
  await page.setViewportSize({ width: 1280, height: 900 });
}

function bankStatement(): string {
  const rands = (order.totalCents / 100).toFixed(2);
  const file = path.join(os.tmpdir(), `fnb-${run}.csv`);
  fs.writeFileSync(
    file,
    [
      "ACCOUNT TRANSACTION HISTORY",
      "Name:,CAMPUS QUALITY CONSULTING (PTY) LTD",
      "Account:,62812345678 [Gold Business Account]",
      "Date,Amount,Balance,Description",
      `2026/11/23,-80.00,10000.00,"#MONTHLY ACCOUNT FEE"`,
      `2026/11/24,${rands},20000.00,"FNB APP PAYMENT FROM LEARNER ${order.reference.slice(0, 4).toLowerCase()} ${order.reference.slice(4)}"`,
      `2026/11/25,450.00,20450.00,"CASH DEPOSIT NO REF ${run}"`,
    ].join("\r\n"),
  );
  return file;
}

test("a learner's EFT order is paid from the bank statement staff import", async ({ browser }) => {
  // Three screens at two widths with axe on each, two browsers: longer than one page's budget on a shared machine.
  test.setTimeout(180_000);
  const { context: learnerContext, page: learner } = await newSignedInPage(browser, E2E_STUDENT);
  await learner.goto(`/orders/${order.id}/pro-forma`);
  await expect(learner.getByRole("heading", { level: 1, name: `Pro-forma invoice ${order.number}` })).toBeVisible();
  await expect(learner.getByText("62812345678")).toBeVisible();
  await expect(learner.getByText(order.reference).first()).toBeVisible();
  await expectNoAccessibilityViolations(learner);
  await atPhoneWidth(learner);
  await shoot(learner, "pro-forma");
  const pdf = await learner.request.get(`/orders/${order.id}/pro-forma.pdf`);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");

  await learner.getByRole("link", { name: "Send proof of payment" }).click();
  await expect(learner).toHaveURL(new RegExp(`/orders/${order.id}/proof$`));
  const proof = samplePdf("eft-confirmation.pdf");
  await learner
    .getByLabel("Proof of payment")
    .setInputFiles({ name: proof.name, mimeType: proof.mimeType, buffer: proof.buffer });
  await learner.getByRole("button", { name: "Send proof of payment" }).click();
  await expect(learner.getByRole("status").filter({ hasText: "Proof sent" })).toBeVisible();
  await expect(learner.getByRole("link", { name: "eft-confirmation.pdf" })).toBeVisible();
  await expectNoAccessibilityViolations(learner);
  await atPhoneWidth(learner);
  await shoot(learner, "proof");

  const { context: staffContext, page: staff } = await newSignedInPage(browser, E2E_ADMIN);
  await staff.getByRole("link", { name: "Bank statements" }).first().click();
  await expect(staff.getByRole("heading", { level: 1, name: "Bank statements" })).toBeVisible();
  await staff.getByLabel("Bank").selectOption("fnb");
  await staff.getByLabel("Statement (CSV)").setInputFiles(bankStatement());
  await staff.getByRole("button", { name: "Import statement" }).click();
  await expect(staff.getByRole("status")).toContainText("2 new payments in, 1 matched to an order by reference");
  // The cash deposit without a reference waits for a person.
  await expect(staff.getByText(`CASH DEPOSIT NO REF ${run}`)).toBeVisible();
  await expectNoAccessibilityViolations(staff);
  await atPhoneWidth(staff);
  await shoot(staff, "bank-statements");

  await staff.goto(`/staff/orders/${order.id}/payments`);
  await expect(staff.getByRole("heading", { level: 1, name: `Payments for order ${order.number}` })).toBeVisible();
  await expect(staff.getByText("Paid", { exact: true })).toBeVisible();
  await expect(staff.getByRole("cell", { name: /^Bank statement/ })).toBeVisible();
  await expect(staff.getByRole("link", { name: "eft-confirmation.pdf" })).toBeVisible();
  await expectNoAccessibilityViolations(staff);
  await atPhoneWidth(staff);
  await shoot(staff, "order-payments");

  // Importing the same statement again adds nothing.
  await staff.goto("/staff/bank-statements");
  await staff.getByLabel("Statement (CSV)").setInputFiles(bankStatement());
  await staff.getByRole("button", { name: "Import statement" }).click();
  await expect(staff.getByRole("status")).toContainText(
    "0 new payments in, 0 matched to orders by reference, 2 already imported before",
  );

  // The learner is enrolled in the course they paid for, and the pro-forma says there is nothing to pay.
  await learner.goto(`/orders/${order.id}/pro-forma`);
  await expect(learner.getByText("This order is paid. Thank you.")).toBeVisible();
  await learner.goto("/my-learning");
  await expect(learner.getByText(`ISO 45001 Online ${run}`).first()).toBeVisible();
  await learnerContext.close();
  await staffContext.close();
});

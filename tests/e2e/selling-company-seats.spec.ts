import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { placeOrder } from "~/features/selling/orders.server";
import { settleOnAccount } from "~/features/selling/settle.server";
import { createId } from "~/lib/ids";
import { daysFromToday } from "~/server/factories/event-factory";
import { personBuyer, setSupplierDetails } from "~/server/factories/selling-factory";
import { fulfilOrder } from "~/server/selling-fulfilment.server";
import { openDatabase } from "~db/database.server";
import { expectNoAccessibilityViolations } from "./support/accessibility";
import { E2E_DATA_DIR, E2E_STUDENT } from "./support/e2e-environment";
import { signIn } from "./support/session";

/*
 * Selling, a company on account (issue: "a company buys five seats on a schedule date on credit,
 * the training manager assigns three, a credit note cancels one"; decision 0083-fulfilment-seats).
 * The checkout pages are another part of selling, so the order is placed and settled on account
 * in the setup through the same functions checkout calls (placeOrder, settleOnAccount with the
 * app's fulfilOrder); everything after is done on the pages: the manager gives three credits on
 * My company, then cancels one assigned seat from My learning's orders, and the credit note shows.
 * The date is 40 days ahead of today, well outside the 7-day cancellation window.
 */
const run = Date.now().toString(36);
const COMPANY = `Umgeni Pathology ${run}`;
const EMPLOYEES = [`Anele One ${run}`, `Bongi Two ${run}`, `Chris Three ${run}`, `Dineo Four ${run}`];
let orderNumber = "";

test.beforeAll(async () => {
  const { db, close } = openDatabase({ sqliteFile: path.join(E2E_DATA_DIR, "campus.sqlite") });
  try {
    await setSupplierDetails(db);
    const manager = await db
      .selectFrom("user")
      .select(["id", "name", "email"])
      .where("email", "=", E2E_STUDENT.email)
      .executeTakeFirstOrThrow();
    const companyId = createId();
    const at = new Date().toISOString();
    await db.insertInto("companies").values({ id: companyId, name: COMPANY, created_at: at, updated_at: at }).execute();
    await db
      .insertInto("company_managers")
      .values({ company_id: companyId, user_id: manager.id, added_at: at })
      .execute();
    await db
      .insertInto("company_accounts")
      .values({ company_id: companyId, legal_name: `${COMPANY} (Pty) Ltd`, credit_terms_days: 30, updated_at: at })
      .execute();
    for (const [index, name] of EMPLOYEES.entries()) {
      await db
        .insertInto("company_employees")
        .values({
          id: createId(),
          company_id: companyId,
          user_id: null,
          name,
          email: `employee-${index}-${run}@example.test`,
          added_at: at,
          confirmed_at: at,
        })
        .execute();
    }
    const entryId = createId();
    await db
      .insertInto("training_schedule_entries")
      .values({
        id: entryId,
        course_title: `ISO 9001 Internal Auditor ${run}`,
        course_id: null,
        start_date: daysFromToday(40),
        duration_days: 2,
        is_onsite: 1,
        is_online: 0,
        venue: "Centurion",
        seats_left: null,
        price_cents: 650_000,
        early_price_cents: null,
        early_price_until: null,
        capacity: 12,
        created_at: at,
        updated_at: at,
        version: 1,
      })
      .execute();
    const placed = await placeOrder(db, {
      lines: [{ itemType: "schedule_date", itemId: entryId, quantity: 5 }],
      buyer: personBuyer({
        kind: "company",
        userId: manager.id,
        name: manager.name,
        email: manager.email,
        companyId,
        companyName: COMPANY,
        purchaseOrder: `PO-${run}`,
      }),
      paymentMethod: "account",
    });
    if (!placed.ok) throw new Error(`order not placed: ${placed.message}`);
    orderNumber = placed.order.number;
    const settled = await settleOnAccount(db, placed.order.id, fulfilOrder);
    if (!settled.ok) throw new Error(`order not settled: ${settled.message}`);
  } finally {
    await close();
  }
});

async function bothWidths(page: Page, name: string) {
  await page.setViewportSize({ width: 375, height: 800 });
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: "no sideways scroll at 375 px" })
    .toBeLessThanOrEqual(375);
  await page.screenshot({ path: `test-results/screens/${name}-375.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `test-results/screens/${name}-1280.png`, fullPage: true });
}

function creditsOf(page: Page) {
  return page.getByRole("region", { name: "Seat credits" }).getByRole("listitem").filter({ hasText: run });
}

test("a company's five seats on account: the manager assigns three, a credit note cancels one", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, E2E_STUDENT.email, E2E_STUDENT.password);
  await page.goto("/my-learning");
  await page.getByRole("link", { name: "My company" }).click();
  const companyLink = page.getByRole("link", { name: COMPANY });
  if (await companyLink.isVisible().catch(() => false)) await companyLink.click();
  await expect(page.getByRole("heading", { level: 1, name: `My company: ${COMPANY}` })).toBeVisible();

  const item = creditsOf(page);
  await expect(item).toContainText("5 credits");
  await expect(item).toContainText("0 assigned");
  for (const [index, name] of EMPLOYEES.slice(0, 3).entries()) {
    await item.getByLabel("Give a seat to").selectOption({ label: name });
    await item.getByRole("button", { name: "Assign seat" }).click();
    await expect(item).toContainText(`${index + 1} assigned`);
  }
  await expect(item).toContainText("2 credits");
  await expect(item).toContainText(EMPLOYEES[2]);
  await expectNoAccessibilityViolations(page);
  await bothWidths(page, "selling-company-credits");

  // My learning › My orders and invoices: the order with its tax invoice, and its cancel page.
  await page.goto("/my-learning");
  const order = page.getByRole("listitem").filter({ hasText: `Order ${orderNumber}` });
  await expect(order).toContainText("Tax invoice INV-");
  await order.getByRole("link", { name: `Cancel seats of ${orderNumber}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Cancel seats: ${orderNumber}` })).toBeVisible();
  await expectNoAccessibilityViolations(page);
  await bothWidths(page, "selling-order-cancel");
  const assignedSeat = page.getByRole("listitem").filter({ hasText: EMPLOYEES[0] });
  await assignedSeat.getByRole("checkbox").check();
  await page.getByRole("button", { name: "Cancel the chosen seats" }).click();
  await expect(page.getByText(/1 seat cancelled; credit note CN-\d+ issued/)).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: EMPLOYEES[0] })).toContainText("Cancelled");

  await page.goto("/my-learning");
  const after = page.getByRole("listitem").filter({ hasText: `Order ${orderNumber}` });
  await expect(after).toContainText(/Credit note CN-\d+/);
  await expectNoAccessibilityViolations(page);
  await bothWidths(page, "selling-my-learning-orders");

  await page.goto("/my-learning");
  await page.getByRole("link", { name: "My company" }).click();
  if (await companyLink.isVisible().catch(() => false)) await companyLink.click();
  await expect(creditsOf(page)).toContainText("2 assigned");
  await expect(creditsOf(page)).toContainText("2 credits");
});

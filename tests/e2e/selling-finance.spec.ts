import path from "node:path";
import { expect, test } from "@playwright/test";
import { placeOrder } from "~/features/selling/orders.server";
import { openDatabase } from "~db/database.server";
import { expectNoAccessibilityViolations } from "./support/accessibility";
import { E2E_DATA_DIR, E2E_FINANCE } from "./support/e2e-environment";
import { signIn } from "./support/session";

/*
 * Selling: finance. The finance role signs in, lands on Orders and clicks through to an order;
 * it is offered no learning content. The order is placed in the running server's database the way
 * checkout places one (placeOrder): the buyer's side is checkout's spec.
 */

let orderNumber = "";

test.beforeAll(async () => {
  const connection = openDatabase({ sqliteFile: path.join(E2E_DATA_DIR, "campus.sqlite") });
  try {
    const course = await connection.db
      .selectFrom("courses")
      .select("id")
      .where("is_published", "=", 1)
      .where("price_cents", ">", 0)
      .orderBy("title")
      .executeTakeFirstOrThrow();
    const placed = await placeOrder(connection.db, {
      lines: [{ itemType: "course", itemId: course.id, quantity: 2 }],
      paymentMethod: "eft",
      buyer: {
        kind: "person",
        userId: null,
        name: "Thabo Finance-Check",
        email: "thabo.finance-check@example.test",
        phone: "+27 82 555 0199",
        companyId: null,
        companyName: "",
        vatNumber: "",
        billingAddress: "3 Loop Street, Cape Town, 8001",
        purchaseOrder: "",
      },
    });
    if (!placed.ok) throw new Error(placed.message);
    orderNumber = placed.order.number;
  } finally {
    await connection.close();
  }
});

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 375, height: 800 },
]) {
  test(`finance signs in and opens an order from Orders (${viewport.width} px)`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signIn(page, E2E_FINANCE.email, E2E_FINANCE.password);
    await expect(page).toHaveURL(/\/staff\/orders$/);
    await expect(page.getByRole("heading", { level: 1, name: "Orders" })).toBeVisible();
    // No learning content in the finance frame.
    await expect(page.getByRole("link", { name: "Courses", exact: true })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Stats" })).toHaveCount(0);

    await page.getByRole("textbox", { name: "Order, reference, buyer or email" }).fill(orderNumber);
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(new RegExp(`q=${orderNumber}`));
    await expectNoAccessibilityViolations(page);
    await page.screenshot({ path: test.info().outputPath(`orders-${viewport.width}.png`), fullPage: true });
    await page.getByRole("link", { name: orderNumber }).click();
    await expect(page.getByRole("heading", { level: 1, name: `Order ${orderNumber}` })).toBeVisible();
    await expect(page.getByText("Awaiting payment").first()).toBeVisible();
    await expect(page.getByRole("link", { name: "Record a payment" })).toBeVisible();
    await expectNoAccessibilityViolations(page);
    const scrolls = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(scrolls, "no sideways scroll").toBe(false);
    await page.screenshot({ path: test.info().outputPath(`order-${viewport.width}.png`), fullPage: true });
  });
}

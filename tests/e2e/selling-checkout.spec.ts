import { expect, type Page, test } from "@playwright/test";
import { expectNoAccessibilityViolations } from "./support/accessibility";
import { demoOnlineCourseId } from "./support/demo-course";
import { E2E_INSTRUCTOR } from "./support/e2e-environment";
import { waitForMail } from "./support/mailbox";
import { tickPrivacyConsent } from "./support/privacy-consent";
import { newSignedInPage } from "./support/session";
import { expectNoSidewaysScroll } from "./support/sideways-scroll";

/*
 * Selling, checkout (decision 0085-checkout-cart): a visitor buys an online course by EFT from its
 * page without signing up first. The cart and the checkout show the server's prices; Place order
 * makes the account as sign-up does; the confirmation link signs them in and lands on the order,
 * which now waits for payment and says to pay by EFT with its reference. Each screen passes axe and
 * fits 375 px; screenshots at 1280 and 375 px go to test-results/screens.
 */

const WIDE = { width: 1280, height: 900 };
const PHONE = { width: 375, height: 800 };
const run = Date.now().toString(36);
const VISITOR = { name: `Lerato Mokoena ${run}`, email: `lerato-${run}@example.test`, password: "lerato-buys-1" };

async function checkScreen(page: Page, name: string) {
  await expectNoAccessibilityViolations(page);
  // From the top, so the sticky header is drawn where it belongs in the full-page picture.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `test-results/screens/checkout-${name}-1280.png`, fullPage: true });
  await page.setViewportSize(PHONE);
  await expectNoSidewaysScroll(page, `${name}: no sideways scroll at 375 px`);
  await expectNoAccessibilityViolations(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `test-results/screens/checkout-${name}-375.png`, fullPage: true });
  await page.setViewportSize(WIDE);
}

test("a visitor buys an online course by EFT from its page and lands on the order with its reference", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  // The instructor prices the demo online course (course settings › For buyers).
  const courseId = await demoOnlineCourseId(browser);
  const { context: staff, page: instructor } = await newSignedInPage(browser, E2E_INSTRUCTOR, { viewport: WIDE });
  await instructor.goto(`/edit-course/${courseId}/settings`);
  await instructor.getByRole("textbox", { name: "Price (rand)" }).fill("4500");
  await instructor.getByRole("button", { name: "Save Course" }).click();
  await expect(instructor.getByText("Course updated successfully")).toBeVisible();
  const slug = await instructor.getByRole("textbox", { name: "Slug" }).inputValue();
  await staff.close();

  const visitor = await browser.newContext({ viewport: WIDE });
  const page = await visitor.newPage();
  await page.goto(`/course-overview/${slug}`);
  const buy = page.getByRole("region", { name: /^Buy / });
  await expect(buy.getByText("R 4 500 excl. VAT")).toBeVisible();
  await expect(buy.getByText("R 5 175 incl. VAT")).toBeVisible();
  await buy.getByRole("button", { name: "Buy this course" }).click();

  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole("heading", { level: 1, name: "Your cart" })).toBeVisible();
  await expect(page.getByText("Total (incl. VAT)")).toBeVisible();
  await expect(page.getByText("R 5 175").first()).toBeVisible();
  await checkScreen(page, "cart");
  await page.getByRole("link", { name: "Checkout" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
  await page.getByRole("textbox", { name: "Name" }).fill(VISITOR.name);
  await page.getByRole("textbox", { name: "Email" }).fill(VISITOR.email);
  await page.getByLabel("Choose a password").fill(VISITOR.password);
  await expect(page.getByRole("radio", { name: /^EFT/ })).toBeChecked();
  await expect(page.getByRole("radio", { name: /^On account/ })).toHaveCount(0);
  await tickPrivacyConsent(page);
  await checkScreen(page, "checkout");
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Check your email" })).toBeVisible();

  // The confirmation link signs the new account in and lands on the order, now waiting for payment.
  const confirmation = await waitForMail(VISITOR.email, /Confirm your Campus account/);
  const link = confirmation.text?.match(/https?:\/\/\S+/)?.[0] ?? "";
  expect(link).toContain("/api/auth/verify-email");
  await page.goto(link);
  await expect(page).toHaveURL(/\/orders\/\w+$/);
  await expect(page.getByRole("heading", { level: 1, name: /^Order ORD-\d{6}$/ })).toBeVisible();
  await expect(page.getByText("Waiting for payment")).toBeVisible();
  const reference = (await page.getByTestId("payment-reference").textContent()) ?? "";
  expect(reference).toMatch(/^[A-Z2-9]{8}$/);
  await expect(page.getByText(`by EFT using reference ${reference}`)).toBeVisible();
  await checkScreen(page, "order");

  const orderMail = await waitForMail(VISITOR.email, /^Your order ORD-\d{6}/);
  expect(orderMail.text).toContain(reference);
  await visitor.close();
});

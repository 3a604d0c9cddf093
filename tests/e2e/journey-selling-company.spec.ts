import { type Browser, expect, type Locator, type Page, test } from "@playwright/test";
import { expectNoAccessibilityViolations } from "./support/accessibility";
import { E2E_ADMIN, E2E_BASE_URL } from "./support/e2e-environment";
import { tickPrivacyConsent } from "./support/privacy-consent";
import { signIn, signUp } from "./support/session";
import { expectNoSidewaysScroll } from "./support/sideways-scroll";

/*
 * Selling, journey 2, through the screens only: the demo client company (on 30-day credit terms in
 * the seed) gets a training manager and three employees on Admin › Companies; the manager buys five
 * seats on a priced classroom date of the Learning Center schedule on account at checkout; the tax
 * invoice is issued at once (the order page links it); the manager gives three seats to employees on
 * My company and cancels one of the two left from the order page (the date is months away, well
 * inside the cancellation policy): the credit note credits one seat, and My company shows one credit
 * and three seats assigned. The demo schedule's ISO 22000 run (September, 12 seats left) is bought on
 * by no other spec; the people are new to this run.
 */

const WIDE = { width: 1280, height: 900 };
const PHONE = { width: 375, height: 800 };
const run = Date.now().toString(36);
const COMPANY = "Highveld Analytical Laboratories";
const COMPANY_LEGAL_NAME = "Highveld Analytical Laboratories (Pty) Ltd";
const COMPANY_VAT_NUMBER = "4760198273";
const COURSE = "ISO 22000:2018 Food Safety Implementation";
const MANAGER = { name: `Johan Pretorius ${run}`, email: `johan-${run}@example.test`, password: "johan-buys-seats" };
const EMPLOYEES = [`Ayanda Zulu ${run}`, `Busi Nkosi ${run}`, `Carel Botha ${run}`].map((name, index) => ({
  name,
  email: `employee-${index + 1}-${run}@example.test`,
}));
const PURCHASE_ORDER = `PO-${run}`;
const SEATS = 5;

async function newPerson(browser: Browser) {
  const context = await browser.newContext({ baseURL: E2E_BASE_URL, viewport: WIDE });
  return { context, page: await context.newPage() };
}

/** axe and no sideways scroll at 1280 and 375 px, with a screenshot at each width. */
async function checkScreen(page: Page, name: string) {
  await expectNoAccessibilityViolations(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `test-results/screens/journey-company-${name}-1280.png`, fullPage: true });
  await page.setViewportSize(PHONE);
  await expectNoSidewaysScroll(page, `${name}: no sideways scroll at 375 px`);
  await expectNoAccessibilityViolations(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `test-results/screens/journey-company-${name}-375.png`, fullPage: true });
  await page.setViewportSize(WIDE);
}

/** "R 13 500" or "R 1 437.50" → cents, as formatRand writes amounts. */
function centsOf(rand: string): number {
  const [whole = "0", part = "0"] = rand.replace(/^R\s*/, "").replace(/\s/g, "").split(".");
  return Number(whole) * 100 + Number(part.padEnd(2, "0"));
}

function randOf(cents: number): string {
  const grouped = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, " ");
  return `R ${grouped}${cents % 100 ? `.${String(cents % 100).padStart(2, "0")}` : ""}`;
}

/** My company › Seat credits: the item for the bought date. */
function creditsFor(page: Page): Locator {
  return page.getByRole("region", { name: "Seat credits" }).getByRole("listitem").filter({ hasText: COURSE });
}

async function openMyCompany(page: Page) {
  await page.goto("/my-learning");
  await page.getByRole("link", { name: "My company" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `My company: ${COMPANY}` })).toBeVisible();
}

test("journey: a company's training manager buys five seats on account, assigns three and a credit note cancels one", async ({
  browser,
}) => {
  test.setTimeout(300_000);

  // The training manager signs up as anyone does (the confirmation link from the mail).
  const manager = await newPerson(browser);
  const page = manager.page;
  await signUp(page, MANAGER.name, MANAGER.email, MANAGER.password);

  // The admin: Admin › Companies › the demo company. Credit terms are set; the manager and employees added.
  const admin = await newPerson(browser);
  await signIn(admin.page, E2E_ADMIN.email, E2E_ADMIN.password);
  await admin.page.goto("/admin/overview");
  await admin.page.getByRole("navigation", { name: "Staff" }).getByRole("link", { name: "Companies" }).click();
  await expect(admin.page.getByRole("heading", { level: 1, name: "Companies" })).toBeVisible();
  await admin.page.getByRole("link", { name: COMPANY, exact: true }).click();
  await expect(admin.page.getByRole("heading", { level: 1, name: COMPANY })).toBeVisible();
  await expect(admin.page.getByRole("textbox", { name: "Credit terms (days)" })).toHaveValue("30");
  await admin.page.getByRole("textbox", { name: "Name or email of an account" }).fill(MANAGER.email);
  await admin.page.getByRole("button", { name: "Find", exact: true }).click();
  await admin.page.getByRole("button", { name: `Make training manager: ${MANAGER.name}` }).click();
  await expect(admin.page.getByRole("button", { name: `Remove ${MANAGER.name} as training manager` })).toBeVisible();
  const employees = admin.page.getByRole("region", { name: "Employees" });
  for (const employee of EMPLOYEES) {
    await admin.page.getByRole("textbox", { name: "Employee's name" }).fill(employee.name);
    await admin.page.getByRole("textbox", { name: "Employee's email" }).fill(employee.email);
    await admin.page.getByRole("button", { name: "Add employee" }).click();
    await expect(employees.getByRole("cell", { name: employee.email })).toBeVisible();
    await expect(admin.page.getByRole("textbox", { name: "Employee's name" })).toHaveValue("");
  }
  await admin.context.close();

  // The manager buys seats on the date from the Learning Center schedule.
  await page.goto("/");
  await page
    .getByRole("navigation", { name: "Main", exact: true })
    .getByRole("link", { name: "Learning Center" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Learning Center" })).toBeVisible();
  await page.getByRole("row").filter({ hasText: COURSE }).getByRole("button", { name: "Buy a seat" }).click();
  await expect(page).toHaveURL(/\/cart$/);
  const line = page.getByRole("listitem").filter({ hasText: COURSE });
  const unitText = (await line.getByText(/excl\. VAT per seat$/).textContent()) ?? "";
  const unitCents = centsOf(unitText.replace(" excl. VAT per seat", ""));
  expect(unitCents).toBeGreaterThan(0);
  await line.getByRole("textbox", { name: "Seats" }).fill(String(SEATS));
  await line.getByRole("button", { name: "Update" }).click();
  // The server's price for five seats, before VAT.
  await expect(line.getByText(`${randOf(unitCents * SEATS)} excl. VAT`, { exact: true })).toBeVisible();
  await checkScreen(page, "cart");

  await page.getByRole("link", { name: "Checkout" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
  await page.getByRole("radio", { name: "A company" }).check();
  await expect(page.getByRole("combobox", { name: "Buying for" })).toHaveValue(/.+/);
  await expect(page.getByRole("textbox", { name: "Registered company name" })).toHaveValue(COMPANY_LEGAL_NAME);
  await expect(page.getByRole("textbox", { name: "VAT number" })).toHaveValue(COMPANY_VAT_NUMBER);
  await page.getByRole("textbox", { name: "Purchase order number" }).fill(PURCHASE_ORDER);
  // Nobody named yet: the five seats stay as credits the manager gives out on My company.
  await expect(page.getByRole("textbox", { name: `Seat ${SEATS}: name` })).toHaveValue("");
  await page.getByRole("radio", { name: /^On account/ }).check();
  await tickPrivacyConsent(page);
  await checkScreen(page, "checkout");
  await page.getByRole("button", { name: "Place order" }).click();

  // The order on account, with its tax invoice issued at once.
  await expect(page).toHaveURL(/\/orders\/\w+$/);
  const heading = page.getByRole("heading", { level: 1, name: /^Order ORD-\d{6}$/ });
  await expect(heading).toBeVisible();
  const orderNumber = ((await heading.textContent()) ?? "").replace("Order ", "");
  const orderPath = new URL(page.url()).pathname;
  await expect(page.getByText("Your order is on your company's account")).toBeVisible();
  await expect(
    page.getByRole("region", { name: "What you ordered" }).getByRole("cell", { name: String(SEATS), exact: true }),
  ).toBeVisible();
  await checkScreen(page, "order");
  const invoiceLink = page.getByRole("link", { name: /^Tax invoice INV-\d{6}$/ });
  const invoiceNumber = ((await invoiceLink.textContent()) ?? "").replace("Tax invoice ", "");
  await invoiceLink.click();
  await expect(page.getByRole("heading", { level: 1, name: `Tax Invoice ${invoiceNumber}` })).toBeVisible();
  await expect(page.getByText(COMPANY_LEGAL_NAME)).toBeVisible();
  await expect(page.getByText(`VAT registration number: ${COMPANY_VAT_NUMBER}`)).toBeVisible();
  await expect(page.getByText(PURCHASE_ORDER)).toBeVisible();
  await expect(page.getByText("Due date")).toBeVisible();
  const invoiceLines = page.getByRole("region", { name: "Tax Invoice lines" });
  await expect(invoiceLines.getByRole("row").filter({ hasText: COURSE }).getByRole("cell").nth(1)).toHaveText(
    String(SEATS),
  );
  await checkScreen(page, "tax-invoice");

  // My company: five credits; three given to employees.
  await openMyCompany(page);
  const credits = creditsFor(page);
  await expect(credits).toContainText(`${SEATS} credits`);
  await expect(credits).toContainText("0 assigned");
  for (const [index, employee] of EMPLOYEES.entries()) {
    await credits.getByRole("combobox", { name: "Give a seat to" }).selectOption({ label: employee.name });
    await credits.getByRole("button", { name: "Assign seat" }).click();
    await expect(credits).toContainText(`${index + 1} assigned`);
  }
  await expect(credits).toContainText("2 credits");
  for (const employee of EMPLOYEES) await expect(credits).toContainText(employee.name);
  await checkScreen(page, "my-company");

  // Cancel seats from the order page: one of the seats nobody has yet.
  await page.goto("/my-learning");
  await page
    .getByRole("region", { name: "My orders and invoices" })
    .getByRole("link", { name: `Order ${orderNumber}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`${orderPath}$`));
  await page.getByRole("link", { name: "Cancel seats", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Cancel seats: ${orderNumber}` })).toBeVisible();
  const seats = page.getByRole("listitem").filter({ has: page.getByRole("checkbox") });
  await expect(seats).toHaveCount(SEATS);
  await expect(seats.filter({ hasText: "No one named yet" })).toHaveCount(SEATS - EMPLOYEES.length);
  await checkScreen(page, "cancel-seats");
  await seats.filter({ hasText: "No one named yet" }).first().getByRole("checkbox").check();
  await page.getByRole("button", { name: "Cancel the chosen seats" }).click();
  await expect(page.getByText(/1 seat cancelled; credit note CN-\d{6} issued/)).toBeVisible();
  await expect(page.getByRole("listitem").filter({ has: page.getByText("Cancelled", { exact: true }) })).toHaveCount(1);

  // The credit note, from My learning: one seat credited against the tax invoice.
  await page.goto("/my-learning");
  const order = page
    .getByRole("region", { name: "My orders and invoices" })
    .getByRole("listitem")
    .filter({
      hasText: `Order ${orderNumber}`,
    });
  await order.getByRole("link", { name: /^Credit note CN-\d{6} \(/ }).click();
  const creditHeading = page.getByRole("heading", { level: 1, name: /^Credit Note CN-\d{6}$/ });
  await expect(creditHeading).toBeVisible();
  await expect(page.getByText(new RegExp(`^${invoiceNumber} dated `))).toBeVisible();
  const creditLines = page.getByRole("region", { name: "Credit Note lines" });
  await expect(creditLines.getByRole("row").filter({ hasText: COURSE })).toHaveCount(1);
  await expect(creditLines.getByRole("row").filter({ hasText: COURSE }).getByRole("cell").nth(1)).toHaveText("1");
  await expect(
    page.getByText(`Total credited: ${randOf(unitCents + Math.round((unitCents * 15) / 100))}`),
  ).toBeVisible();
  await checkScreen(page, "credit-note");

  // My company: one credit left, the three employees keep their seats.
  await openMyCompany(page);
  await expect(credits).toContainText("1 credit");
  await expect(credits).not.toContainText("1 credits");
  await expect(credits).toContainText(`${EMPLOYEES.length} assigned`);
  for (const employee of EMPLOYEES) await expect(credits).toContainText(employee.name);
  await manager.context.close();
});

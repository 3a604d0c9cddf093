import { expect, test } from "@playwright/test";
import { type LocalOidcProvider, startLocalOidcProvider } from "../support/sso-fakes/local-oidc-provider";
import { expectNoAccessibilityViolations } from "./support/accessibility";
import { E2E_ADMIN, E2E_BASE_URL } from "./support/e2e-environment";
import { signIn } from "./support/session";

/*
 * Single sign-on per company (decision 0101-sso), through the screens only: the admin adds a
 * company, claims its email domain and connects it to an OpenID provider started by this spec on
 * 127.0.0.1; a new employee types their email on the sign-in page, is sent to the provider, comes
 * back signed in on My learning, and is listed on the company's page. Everything is new to this run.
 */

const run = Date.now().toString(36);
const COMPANY = `Umgeni Water ${run}`;
const DOMAIN = `umgeni-${run}.example`;
const EMPLOYEE = { email: `thandeka@${DOMAIN}`, name: `Thandeka Zulu ${run}` };

let provider: LocalOidcProvider;

test.beforeAll(async () => {
  provider = await startLocalOidcProvider(`${E2E_BASE_URL}/sso/oidc/callback`);
});
test.afterAll(async () => {
  await provider?.close();
});

test("a company's employee signs in through the company's OpenID provider and lands in My learning", async ({
  browser,
  page,
}) => {
  // The admin adds the company and sets up its single sign-on.
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.goto("/admin/companies");
  await page.getByRole("button", { name: "Add company" }).click();
  await page.getByRole("dialog").getByLabel("Company name").fill(COMPANY);
  await page.getByRole("dialog").getByRole("button", { name: "Add company" }).click();
  // Adding the company opens its page.
  await expect(page.getByRole("heading", { level: 1, name: COMPANY })).toBeVisible();
  const companyPage = page.url();
  await page.getByRole("link", { name: "Single sign-on" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Single sign-on: ${COMPANY}`);

  await page.getByRole("textbox", { name: "Email domain" }).fill(DOMAIN);
  await page.getByRole("button", { name: "Add domain" }).click();
  await expect(page.getByRole("cell", { name: DOMAIN, exact: true })).toBeVisible();

  await page.getByRole("radio", { name: "OpenID Connect" }).check();
  await page.getByRole("textbox", { name: "Issuer URL" }).fill(provider.issuer);
  await page.getByRole("textbox", { name: "Client ID" }).fill(provider.clientId);
  await page.getByLabel("Client secret").fill(provider.clientSecret);
  await page.getByRole("button", { name: "Save identity provider" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Identity provider saved" })).toBeVisible();
  await expect(page.getByText("A secret is saved. Leave blank to keep it.")).toBeVisible();
  await expectNoAccessibilityViolations(page);

  // A new employee, in their own browser: email first, then the company's sign-in page.
  provider.signInAs({ email: EMPLOYEE.email, name: EMPLOYEE.name });
  const context = await browser.newContext();
  const employee = await context.newPage();
  await employee.goto("/sign-in");
  // The sign-in page is a light public page (no React in the browser): the email alone, sent with
  // Sign in, is what sends a company's person to their provider.
  await employee.getByLabel("Email").fill(EMPLOYEE.email);
  await employee.getByRole("button", { name: "Sign in" }).click();
  await expect(employee).toHaveURL(/\/my-learning$/);
  await expect(employee.getByRole("heading", { level: 1, name: "My learning" })).toBeVisible();
  await context.close();

  // The admin sees the employee on the company's page, joined with their account.
  await page.goto(companyPage);
  await expect(page.getByText(EMPLOYEE.email)).toBeVisible();
});

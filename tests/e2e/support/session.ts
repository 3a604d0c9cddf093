import { type Browser, type BrowserContextOptions, expect, type Page } from "@playwright/test";
import { waitForMail } from "./mailbox";
import { tickPrivacyConsent } from "./privacy-consent";

export interface Account {
  email: string;
  password: string;
}

/**
 * Fills the sign-in form and submits it, wherever the page is on /sign-in; the caller checks where
 * it lands. The fields are found by their accessible names (Mantine adds a required asterisk to
 * the label text; the password's accessible name is just "Password").
 */
export async function submitSignInForm(page: Page, email: string, password: string, { rememberMe = false } = {}) {
  await page.getByLabel("Email").fill(email);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(password);
  if (rememberMe) await page.getByLabel("Remember me").check();
  await page.getByRole("button", { name: "Sign in" }).click();
}

/** The one way an e2e test signs in: through the form, as a person does. */
export async function signIn(page: Page, email: string, password: string, { rememberMe = false } = {}) {
  await page.goto("/sign-in");
  await submitSignInForm(page, email, password, { rememberMe });
  await expect(page).not.toHaveURL(/\/sign-in/);
}

/** A second person at their own browser: a new context (its own cookies), signed in as the account. */
export async function newSignedInPage(browser: Browser, account: Account, options: BrowserContextOptions = {}) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  await signIn(page, account.email, account.password);
  return { context, page };
}

export async function signOut(page: Page) {
  await page.goto("/profile");
  await page.getByRole("button", { name: "Sign out" }).first().click();
  await expect(page).toHaveURL(/\/$/);
}

/**
 * Signs up through the form, then follows the confirmation link from the email: a new account
 * signs in only once its address is confirmed (docs/decisions/0013). The POPIA consent box is
 * required on sign-up (docs/decisions/0036). Ends signed in, on the role page.
 */
export async function signUp(page: Page, name: string, email: string, password: string) {
  await page.goto("/sign-up");
  await page.getByRole("textbox", { name: "Name", exact: true }).fill(name);
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(email);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(password);
  await tickPrivacyConsent(page);
  await page.getByRole("button", { name: "Sign up" }).click();
  await expect(page.getByRole("status")).toContainText("follow the link in it to finish signing up");
  const mail = await waitForMail(email, /Confirm your Campus account/);
  const link = (mail.text ?? "").match(/https?:\/\/\S+/)?.[0];
  expect(link).toBeTruthy();
  await page.goto(link as string);
  await expect(page).not.toHaveURL(/\/sign-(in|up)/);
}

import { expect, type Page } from "@playwright/test";
import { waitForMail } from "./mailbox";

export async function signIn(page: Page, email: string, password: string, { rememberMe = false } = {}) {
  await page.goto("/sign-in");
  await page.getByLabel("Email").fill(email);
  // Mantine adds a required asterisk to the label text; the accessible name is just "Password".
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(password);
  if (rememberMe) await page.getByLabel("Remember me").check();
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).not.toHaveURL(/\/sign-in/);
}

export async function signOut(page: Page) {
  await page.goto("/profile");
  await page.getByRole("button", { name: "Sign out" }).first().click();
  await expect(page).toHaveURL(/\/$/);
}

/**
 * Signs up through the form, then follows the confirmation link from the email: a new account
 * signs in only once its address is confirmed (docs/decisions/0013). Ends signed in, on the role page.
 */
export async function signUp(page: Page, name: string, email: string, password: string) {
  await page.goto("/sign-up");
  await page.getByRole("textbox", { name: "Name", exact: true }).fill(name);
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(email);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign up" }).click();
  await expect(page.getByRole("status")).toContainText("follow the link in it to finish signing up");
  const mail = await waitForMail(email, /Confirm your Campus account/);
  const link = (mail.text ?? "").match(/https?:\/\/\S+/)?.[0];
  expect(link).toBeTruthy();
  await page.goto(link as string);
  await expect(page).not.toHaveURL(/\/sign-(in|up)/);
}

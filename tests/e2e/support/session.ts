import { expect, type Page } from "@playwright/test";

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

import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import sharp from "sharp";
import { expectNoAccessibilityViolations } from "./support/accessibility";
import { E2E_ADMIN, E2E_INSTRUCTOR, E2E_STUDENT } from "./support/e2e-environment";
import { waitForMail } from "./support/mailbox";
import { tickPrivacyConsent } from "./support/privacy-consent";
import { newSignedInPage, signIn, signOut, signUp, submitSignInForm } from "./support/session";

const uniqueEmail = (label: string) => `${label}-${Date.now()}@example.test`;

async function sessionCookie(page: Page) {
  const cookies = await page.context().cookies();
  return cookies.find((cookie) => cookie.name === "better-auth.session_token");
}

test("a visitor signs up as a student, signs out, and signs in with and without remember me", async ({ page }) => {
  await page.goto("/sign-up");
  await expect(page.getByText("By signing up you agree to our terms of use.")).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "terms of use" })).toHaveAttribute("href", "/terms");
  await expect(page.getByRole("main").getByRole("link", { name: "Sign in" })).toBeVisible();
  await tickPrivacyConsent(page);
  await page.getByRole("button", { name: "Sign up" }).click();
  await expect(page.getByText("Name is required")).toBeVisible();
  await expect(page.getByText("Email is required")).toBeVisible();
  await expect(page.getByText("Password is required")).toBeVisible();
  await expectNoAccessibilityViolations(page);

  const email = uniqueEmail("sipho");
  await signUp(page, "Sipho Ndlovu", email, "sipho-password-1");
  // A student's home is My learning; the header shows their name, that home and Sign out.
  await expect(page).toHaveURL(/\/my-learning$/);
  const header = page.getByRole("navigation", { name: "Main", exact: true });
  const home = header.getByRole("link", { name: /^Sipho Ndlovu\s*: My learning$/ });
  await expect(home).toBeVisible();
  await expect(home).toHaveAttribute("href", "/my-learning");
  await expect(header.getByRole("button", { name: "Sign out" })).toBeVisible();
  // At 1280 px the whole bar fits: nothing hides behind its sideways scroll.
  expect(await header.evaluate((nav) => nav.scrollWidth - nav.clientWidth)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: "test-results/screens/header-student-1280.png" });
  // The phone menu says it in words: who is signed in, their home, Sign out.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.getByText("Menu", { exact: true }).click();
  const phoneMenu = page.getByRole("navigation", { name: "Main (phone)" });
  await expect(phoneMenu.getByText("Signed in as Sipho Ndlovu")).toBeVisible();
  await expect(phoneMenu.getByRole("link", { name: "My learning", exact: true })).toBeVisible();
  await expect(phoneMenu.getByRole("button", { name: "Sign out" })).toBeVisible();
  await page.screenshot({ path: "test-results/screens/header-student-menu-375.png", fullPage: true });
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto("/profile");
  await expect(page.getByRole("heading", { name: "Sipho Ndlovu" })).toBeVisible();
  await expect(page.getByText("Student", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Edit profile" })).toBeVisible();

  await page.getByRole("button", { name: "Sign out" }).first().click();
  await expect(page).toHaveURL(/\/$/);
  expect(await sessionCookie(page)).toBeUndefined();
  await page.goto("/profile");
  await expect(page).toHaveURL(/\/sign-in\?redirectTo=%2Fprofile$/);

  // Without remember me the session cookie ends with the browser (no expiry).
  await signIn(page, email, "sipho-password-1");
  await expect(page).toHaveURL(/\/my-learning$/);
  expect((await sessionCookie(page))?.expires).toBe(-1);
  expect((await sessionCookie(page))?.httpOnly).toBe(true);
  await page.getByRole("button", { name: "Sign out" }).first().click();
  // Wait until the sign-out has landed, or the next visit to /sign-in still finds the session.
  await expect(page).toHaveURL(/\/$/);

  // With remember me it lasts 30 days.
  await signIn(page, email, "sipho-password-1", { rememberMe: true });
  const expires = (await sessionCookie(page))?.expires ?? 0;
  const days = (expires * 1000 - Date.now()) / (24 * 3600 * 1000);
  expect(days).toBeGreaterThan(29.9);
  expect(days).toBeLessThan(30.1);
});

test("a wrong password gets one message that does not say which part was wrong", async ({ page }) => {
  await page.goto("/sign-in");
  await submitSignInForm(page, E2E_STUDENT.email, "not-the-password");
  await expect(page.getByRole("alert")).toContainText("The email or password is incorrect.");
  await expectNoAccessibilityViolations(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: "test-results/screens/sign-in-375.png", fullPage: true });
});

test("a forgotten password is reset through the emailed link", async ({ page }) => {
  const email = uniqueEmail("reset");
  await signUp(page, "Reset Tester", email, "first-password-1");
  await expect(page).toHaveURL(/\/my-learning$/);
  await page.getByRole("button", { name: "Sign out" }).first().click();
  // Wait until the sign-out has landed, or /sign-in still finds the session and sends the page on.
  await expect(page).toHaveURL(/\/$/);

  await page.goto("/sign-in");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page.getByRole("heading", { name: "Forgot password" })).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("status")).toContainText("If an account exists for that email");

  const mail = await waitForMail(email, /Reset your Campus password/);
  const link = (mail.text ?? "").match(/https?:\/\/\S+/)?.[0];
  expect(link).toBeTruthy();
  await page.goto(link ?? "");
  await expect(page).toHaveURL(/\/reset-password\?token=/);
  await page.getByRole("textbox", { name: "New password", exact: true }).fill("second-password-2");
  await page.getByRole("textbox", { name: "Repeat new password" }).fill("second-password-2");
  await page.getByRole("button", { name: "Save new password" }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  await expect(page.getByText("Your password has been changed. Please sign in.")).toBeVisible();
  await signIn(page, email, "second-password-2");
  await expect(page).toHaveURL(/\/my-learning$/);
});

test("a signed-in person changes their password from the profile; every other session ends", async ({
  page,
  browser,
}) => {
  const email = uniqueEmail("change");
  await signUp(page, "Change Tester", email, "first-password-1");
  // The same account signed in on another device.
  const other = await newSignedInPage(browser, { email, password: "first-password-1" });

  await page.goto("/profile");
  const form = page.getByRole("form", { name: "Change password" });
  await expect(form).toBeVisible();
  // Checked in the browser first: nothing is sent until every field says yes.
  await form.getByRole("button", { name: "Change password" }).click();
  await expect(form.getByText("Enter your current password")).toBeVisible();
  await expect(form.getByText("Password is required")).toBeVisible();

  // A wrong current password: said under that field.
  await form.getByLabel("Current password").fill("not-my-password");
  await form.getByRole("textbox", { name: "New password", exact: true }).fill("second-password-2");
  await form.getByRole("textbox", { name: "Repeat new password" }).fill("second-password-2");
  await form.getByRole("button", { name: "Change password" }).click();
  await expect(form.getByText("The current password is incorrect.")).toBeVisible();
  await expect(form.getByLabel("Current password")).toBeFocused();
  await expectNoAccessibilityViolations(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: "test-results/screens/profile-change-password-375.png", fullPage: true });
  await page.setViewportSize({ width: 1280, height: 720 });

  await form.getByLabel("Current password").fill("first-password-1");
  await form.getByRole("textbox", { name: "New password", exact: true }).fill("second-password-2");
  await form.getByRole("textbox", { name: "Repeat new password" }).fill("second-password-2");
  await form.getByRole("button", { name: "Change password" }).click();
  await expect(
    page.getByText("Your password has been changed. You are signed out on every other device."),
  ).toBeVisible();
  // This browser stays signed in, on the profile, with the fields empty again.
  await expect(page).toHaveURL(/\/profile$/);
  await expect(form.getByLabel("Current password")).toHaveValue("");
  await page.reload();
  await expect(page.getByRole("heading", { name: "Change Tester" })).toBeVisible();

  // The other device was signed out.
  await other.page.goto("/profile");
  await expect(other.page).toHaveURL(/\/sign-in\?redirectTo=%2Fprofile$/);
  await submitSignInForm(other.page, email, "first-password-1");
  await expect(other.page.getByRole("alert")).toContainText("The email or password is incorrect.");
  await submitSignInForm(other.page, email, "second-password-2");
  await expect(other.page).toHaveURL(/\/profile$/);
  await other.context.close();
});

test("each role lands on its own page and the guards hold", async ({ page }) => {
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/overview$/);
  await expect(page.getByRole("heading", { name: "Overview", level: 1 })).toBeVisible();
  await expectNoAccessibilityViolations(page);
  await signOut(page);

  await signIn(page, E2E_INSTRUCTOR.email, E2E_INSTRUCTOR.password);
  await expect(page).toHaveURL(/\/instructor\/dashboard$/);
  const forbidden = await page.goto("/admin");
  expect(forbidden?.status()).toBe(403);
  await expect(page.getByRole("heading", { name: "You do not have access to this page" })).toBeVisible();
  // The refusal keeps the instructor's own frame: their navigation, without the admin areas.
  await expect(page.getByRole("navigation", { name: "Staff" }).getByRole("link", { name: "Dashboard" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Staff" }).getByRole("link", { name: "Users" })).toHaveCount(0);
  await signOut(page);

  // A signed-out visitor is sent to sign in and comes back afterwards.
  await page.goto("/edit-profile");
  await expect(page).toHaveURL(/\/sign-in\?redirectTo=%2Fedit-profile$/);
  await submitSignInForm(page, E2E_STUDENT.email, E2E_STUDENT.password);
  await expect(page).toHaveURL(/\/edit-profile$/);
  expect((await page.goto("/admin/users"))?.status()).toBe(403);
  // A student's refusal is inside the public frame, with their name and home in its header.
  await expect(page.getByRole("heading", { name: "You do not have access to this page" })).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: "Main", exact: true }).getByRole("link", { name: "My learning" }),
  ).toBeVisible();
});

test("a student cannot give themselves a role; an admin can", async ({ page, browser }) => {
  const email = uniqueEmail("climber");
  await signUp(page, "Role Climber", email, "climber-password-1");
  await expect(page).toHaveURL(/\/my-learning$/);
  await page.goto("/edit-profile");
  await expect(page.getByLabel("Name")).toBeVisible();
  await expect(page.getByLabel(/role/i)).toHaveCount(0);
  // Even a hand-made request with a role is ignored (it carries the version the form was loaded at).
  const version = await page.locator('input[name="version"]').inputValue();
  const response = await page.request.post("/edit-profile", {
    form: { name: "Role Climber", email, bio: "", role: "admin", version },
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(response.status()).toBeLessThan(400);
  await page.goto("/profile");
  await expect(page.getByText("Student", { exact: true })).toBeVisible();

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, E2E_ADMIN.email, E2E_ADMIN.password);
  await admin.goto(`/admin/users?q=${encodeURIComponent(email)}`);
  await admin.getByLabel("Role of Role Climber", { exact: true }).selectOption("instructor");
  await admin.getByRole("button", { name: "Save role of Role Climber" }).click();
  await expect(admin.getByText("Role updated")).toBeVisible();
  await admin.screenshot({ path: "test-results/screens/admin-users-1280.png", fullPage: true });
  await adminContext.close();

  await page.goto("/profile");
  await expect(page.getByText("Instructor", { exact: true })).toBeVisible();
});

test("a profile picture over 2 MB comes back as a JPEG of at most 800 px", async ({ page }) => {
  const width = 1800;
  const height = 1200;
  const pixels = Buffer.alloc(width * height * 3);
  for (let index = 0; index < pixels.length; index++) pixels[index] = (index * 7919 + (index >> 3) * 104729) % 251;
  const picturePath = path.join(os.tmpdir(), `campus-large-${Date.now()}.png`);
  fs.writeFileSync(
    picturePath,
    await sharp(pixels, { raw: { width, height, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer(),
  );
  expect(fs.statSync(picturePath).size).toBeGreaterThan(2_000_000);

  await signUp(page, "Picture Person", uniqueEmail("picture"), "picture-password-1");
  await expect(page).toHaveURL(/\/my-learning$/);
  await page.goto("/profile");
  await page.locator('input[type="file"]').setInputFiles(picturePath);
  const urlField = page.getByRole("textbox", { name: "Profile picture" });
  await expect(urlField).toHaveValue(/^\/uploads\/\w+\.jpg$/, { timeout: 20_000 });
  const imageUrl = await urlField.inputValue();
  const image = await page.request.get(imageUrl);
  expect(image.headers()["content-type"]).toBe("image/jpeg");
  const metadata = await sharp(await image.body()).metadata();
  expect(Math.max(metadata.width ?? 0, metadata.height ?? 0)).toBe(800);

  await page.getByRole("button", { name: "View larger", exact: true }).click();
  await expect(page.getByRole("dialog", { name: "Profile picture" })).toBeVisible();
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: "Save picture" }).click();
  await expect(page.getByText("Profile picture updated")).toBeVisible();
  await page.screenshot({ path: "test-results/screens/profile-1280.png", fullPage: true });
  fs.rmSync(picturePath);
});

import { expect, test } from "@playwright/test";
import { expectNoAccessibilityViolations } from "./support/accessibility";

const NAVIGATION = ["Home", "About Us", "Services", "Learning Center", "Upcoming Events", "Contact Us", "My Account"];
const COUNTRIES = [
  "Kenya",
  "Botswana",
  "Côte d'Ivoire",
  "Nigeria",
  "Namibia",
  "Tanzania",
  "Uganda",
  "Zambia",
  "South Africa",
];

test("the navigation bar, footer and page title frame every public page", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/");
  const navigation = page.getByRole("navigation", { name: "Main", exact: true });
  for (const label of NAVIGATION)
    await expect(navigation.getByRole("link", { name: label, exact: true })).toBeVisible();
  const footer = page.getByRole("contentinfo");
  for (const country of COUNTRIES) await expect(footer.getByText(country, { exact: true })).toBeVisible();
  for (const href of ["/courses/accreditation", "/courses/certification", "/courses/improvement", "/consulting"]) {
    await expect(footer.locator(`a[href="${href}"]`)).toBeVisible();
  }
  await expect(page).toHaveTitle("Campus");
  await expectNoAccessibilityViolations(page);
  await page.screenshot({ path: "test-results/screens/home-1280.png", fullPage: true });
});

test("at 375 px the navigation collapses to a menu button", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/");
  await expect(page.getByRole("navigation", { name: "Main", exact: true })).toBeHidden();
  const menuButton = page.getByText("Menu", { exact: true });
  await expect(menuButton).toBeVisible();
  await menuButton.click();
  const phoneNavigation = page.getByRole("navigation", { name: "Main (phone)" });
  await expect(phoneNavigation.getByRole("link", { name: "My Account" })).toBeVisible();
  await page.screenshot({ path: "test-results/screens/home-menu-375.png", fullPage: true });
  await phoneNavigation.getByRole("link", { name: "My Account" }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  await expect(phoneNavigation).toBeHidden();
  await expectNoAccessibilityViolations(page);
});

test("an unknown path gets a real 404 page", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await expect(page).toHaveTitle("Page not found | Campus");
});

test("every response carries the security headers", async ({ request }) => {
  const response = await request.get("/");
  const headers = response.headers();
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
});

test("a cross-site form post is refused", async ({ request }) => {
  const response = await request.post("/sign-in", {
    form: { email: "a@example.test", password: "whatever1" },
    headers: { Origin: "https://evil.example" },
  });
  expect(response.status()).toBe(403);
});

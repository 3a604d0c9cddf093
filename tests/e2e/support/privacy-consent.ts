import type { Locator, Page } from "@playwright/test";

/** Ticks the POPIA consent box every public form and sign-up requires (decision 0036). */
export async function tickPrivacyConsent(scope: Page | Locator) {
  await scope.getByRole("checkbox", { name: /^I agree that the personal information on this form/ }).check();
}

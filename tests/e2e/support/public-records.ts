import { type Browser, expect, type Page } from "@playwright/test";
import { E2E_BASE_URL } from "./e2e-environment";
import { waitForMail } from "./mailbox";
import { tickPrivacyConsent } from "./privacy-consent";

/**
 * Records behind the public pages a visitor reaches only from a mail or from an instructor (a
 * booking's cancel link, a built form's address), made through the site's own pages as a person
 * would. `run` keeps one spec's names apart from another's.
 */

/** A published form with one short-text question, made by the signed-in instructor: its public slug. */
export async function makeForm(instructor: Page, run: string) {
  await instructor.goto("/instructor/forms");
  await instructor.getByRole("button", { name: "Add form" }).click();
  const dialog = instructor.getByRole("dialog", { name: "Add form" });
  await dialog.getByRole("textbox", { name: "Title" }).fill(`Training needs survey ${run}`);
  await dialog.getByRole("button", { name: "Add form" }).click();
  await expect(instructor).toHaveURL(/\/instructor\/form\/[^/]+$/);
  await instructor.getByRole("button", { name: "Add field" }).click();
  await instructor.getByRole("menuitem", { name: "Short text" }).click();
  await expect(instructor.getByRole("status").filter({ hasText: /^Saved$/ })).toBeVisible();
  await instructor.getByRole("button", { name: "Publish" }).click();
  const publicAddress = instructor.getByRole("link", { name: /^\/f\// });
  await expect(publicAddress).toBeVisible();
  return ((await publicAddress.getAttribute("href")) as string).split("/").pop() as string;
}

/** A visitor books the webinar on /events: the cancel link's path from the confirmation mail. */
export async function bookWebinar(browser: Browser, eventId: string, run: string) {
  const email = `thandi-${run}@example.test`;
  const context = await browser.newContext({
    baseURL: E2E_BASE_URL,
    viewport: { width: 375, height: 800 },
    javaScriptEnabled: true,
  });
  const page = await context.newPage();
  await page.goto(`/events?event=${eventId}`);
  const form = page.getByRole("form", { name: "Register for this webinar" });
  await form.getByRole("textbox", { name: "Name", exact: true }).fill("Thandi");
  await form.getByLabel("Surname").fill(`Nkosi ${run}`);
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Phone").fill("+27 82 555 0142");
  await form.getByLabel("Country").selectOption("South Africa");
  await form.getByLabel("Province").selectOption("Gauteng");
  await form.getByLabel("City").fill("Midrand");
  await form.getByLabel("Company").fill("Highveld Foods");
  await form.getByLabel("Occupation").fill("Food safety coordinator");
  await tickPrivacyConsent(form);
  await form.getByRole("button", { name: "Register" }).click();
  await expect(page).toHaveURL(/\/event-confirmation\?booking=/);
  await context.close();
  const confirmation = await waitForMail(email, /Registration confirmed/);
  const cancelUrl = (confirmation.text ?? "").match(/https?:\/\/\S+\/bookings\/cancel\/[\w-]+/)?.[0];
  if (!cancelUrl) throw new Error("no cancel link in the confirmation mail");
  return new URL(cancelUrl).pathname;
}

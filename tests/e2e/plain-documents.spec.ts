import { expect, type Page, test } from "@playwright/test";
import { expectNoAccessibilityViolations } from "./support/accessibility";
import { E2E_BASE_URL, E2E_INSTRUCTOR } from "./support/e2e-environment";
import { waitForMail } from "./support/mailbox";
import { tickPrivacyConsent } from "./support/privacy-consent";
import { bookWebinar, makeForm } from "./support/public-records";
import { signIn } from "./support/session";

/**
 * The content pages sent as plain documents (app/lib/plain-documents.ts, decision 0056): no React,
 * one island script. Each must work with JavaScript turned off: it renders, its links lead on, its
 * forms are sent and answered by the server (field messages with the answers kept, then success).
 */
const PLAIN_PAGES = [
  { path: "/", heading: /Management systems that work/ },
  { path: "/about-us", heading: "About Campus" },
  { path: "/services", heading: "Services" },
  { path: "/consulting", heading: "Consulting" },
  { path: "/contact-us", heading: "Contact Us" },
  { path: "/learning-center", heading: "Learning Center" },
  { path: "/courses/certification", heading: "Certification courses" },
  { path: "/terms", heading: /Terms/ },
  { path: "/thank-you", heading: "Thank you" },
  // The account forms (decision 0064).
  { path: "/sign-in", heading: "Sign in" },
  { path: "/sign-up", heading: "Sign up" },
  { path: "/forgot-password", heading: "Forgot password" },
  { path: "/reset-password?token=unknown", heading: "Choose a new password" },
];

const uniqueEmail = (label: string) => `${label}-${Date.now()}@example.test`;
const run = `plain-${Date.now().toString(36)}`;

async function fillEnquiry(page: Page, email: string) {
  for (const [label, value] of Object.entries({
    "Full name": "Lerato Dlamini",
    Email: email,
    Phone: "+27 11 555 0142",
    Company: "Highveld Foods",
    Designation: "Quality Manager",
  })) {
    await page.getByRole("textbox", { name: label }).fill(value);
  }
  await tickPrivacyConsent(page);
}

/** The document's scripts: the island only, no React Router entry, no modulepreload. */
async function expectPlainDocument(page: Page) {
  const sources = await page
    .locator("script[src]")
    .evaluateAll((scripts) => scripts.map((script) => script.getAttribute("src")));
  expect(sources).toEqual([expect.stringMatching(/^\/assets\/site-document-[\w-]+\.js$/)]);
  await expect(page.locator('link[rel="modulepreload"]')).toHaveCount(0);
  const inline = await page.locator("script:not([src]):not([type='application/ld+json'])").count();
  // Mantine's colour scheme script only: no router context, no hydration data.
  expect(inline).toBeLessThanOrEqual(1);
}

test.describe("with JavaScript turned off", () => {
  test.use({ javaScriptEnabled: false });

  test("every content page renders, is a plain document, and its header links lead on", async ({ page }) => {
    test.setTimeout(120_000);
    for (const plainPage of PLAIN_PAGES) {
      const response = await page.goto(plainPage.path);
      expect(response?.status(), plainPage.path).toBe(200);
      await expect(page.getByRole("heading", { level: 1, name: plainPage.heading })).toBeVisible();
      await expectPlainDocument(page);
    }
    await page.goto("/");
    await page.getByRole("navigation", { name: "Main", exact: true }).getByRole("link", { name: "About Us" }).click();
    await expect(page).toHaveURL(/\/about-us$/);
    await page.getByRole("navigation", { name: "Main", exact: true }).getByRole("link", { name: "Contact Us" }).click();
    await expect(page).toHaveURL(/\/contact-us$/);
    await expect(page.getByRole("heading", { level: 1, name: "Contact Us" })).toBeVisible();
  });

  test("the phone menu opens at 375 px and its links work", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/services");
    const phoneNav = page.getByRole("navigation", { name: "Main (phone)" });
    await expect(phoneNav).toBeHidden();
    await page.getByText("Menu", { exact: true }).click();
    await expect(phoneNav).toBeVisible();
    await page.screenshot({ path: "test-results/screens/plain-phone-menu-375.png" });
    await phoneNav.getByRole("link", { name: "Learning Center" }).click();
    await expect(page).toHaveURL(/\/learning-center$/);
    await expect(phoneNav).toBeHidden();
  });

  test("the contact form: the server's messages with the answers kept, then the thank-you page", async ({ page }) => {
    await page.goto("/contact-us");
    await page.getByRole("textbox", { name: "Company" }).fill("Highveld Foods");
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page).toHaveURL(/\/contact-us$/);
    for (const message of [
      "Full name is required",
      "Email is required",
      "Phone is required",
      "Designation is required",
      "Message is required",
    ]) {
      await expect(page.getByText(message)).toBeVisible();
    }
    await expect(page.getByRole("textbox", { name: "Company" })).toHaveValue("Highveld Foods");
    await expectPlainDocument(page);

    const email = uniqueEmail("plain-contact");
    await fillEnquiry(page, email);
    await page.getByRole("textbox", { name: "Message" }).fill("Please call us about a HACCP audit.");
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page).toHaveURL(/\/thank-you\?for=contact$/);
    await expect(page.getByRole("heading", { name: "Thank you" })).toBeVisible();
    await waitForMail(email, /We have received your message/);
  });

  test("the learning center's quote form and the catalogue's search work as plain forms", async ({ page }) => {
    await page.goto("/learning-center");
    const email = uniqueEmail("plain-quote");
    await fillEnquiry(page, email);
    await page.getByRole("textbox", { name: "Number of people" }).fill("twelve");
    await page.getByRole("textbox", { name: "Course and preferred dates" }).fill("ISO 22000 internal auditor, June.");
    await page.getByRole("button", { name: "Request a quote" }).click();
    await expect(page.getByText("Number of people must be a whole number")).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Email" })).toHaveValue(email);
    await page.getByRole("textbox", { name: "Number of people" }).fill("12");
    await page.getByRole("button", { name: "Request a quote" }).click();
    await expect(page).toHaveURL(/\/thank-you\?for=quote$/);
    await waitForMail(email, /We have received your quote request/);

    await page.goto("/courses/certification");
    await page.getByRole("searchbox").first().fill("9001");
    await page.getByRole("searchbox").first().press("Enter");
    await expect(page).toHaveURL(/\/courses\/certification\?q=9001/);
    await expect(page.getByRole("link", { name: /ISO 9001/ }).first()).toBeVisible();
  });

  test("a course overview reached from the catalogue takes a quote request for that course", async ({ page }) => {
    await page.goto("/courses/certification?q=Lead+Auditor");
    // A seeded training course (its slug names its standard): other specs add online courses to
    // this catalogue, and an online course's page has Enrol, not the quote form.
    await page.locator('main a[href="/course-overview/iso-9001-2015-lead-auditor"]').first().click();
    await expect(page).toHaveURL(/\/course-overview\/[\w-]+$/);
    await expectPlainDocument(page);
    const email = uniqueEmail("plain-course-quote");
    await fillEnquiry(page, email);
    await page.getByRole("button", { name: "Request a quote" }).click();
    await expect(page.getByText("Number of people is required")).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Designation" })).toHaveValue("Quality Manager");
    await page.getByRole("textbox", { name: "Number of people" }).fill("8");
    await page.getByRole("textbox", { name: "Message" }).fill("In-house for eight auditors, any month.");
    await page.getByRole("button", { name: "Request a quote" }).click();
    await expect(page).toHaveURL(/\/thank-you\?for=quote/);
    await waitForMail(email, /We have received your quote request/);
  });

  test("a content page (/page/{id}) and a visitor's online course (/course/{id}) are plain documents", async ({
    page,
  }) => {
    const sitemap = await (await page.request.get("/sitemap.xml")).text();
    const contentPage = /<loc>https?:\/\/[^/]+(\/page\/[^<]+)<\/loc>/.exec(sitemap)?.[1];
    expect(contentPage, "a published content page in sitemap.xml").toBeTruthy();
    await page.goto(contentPage as string);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectPlainDocument(page);

    // The online course's Enrol (for a visitor: sign in first) names the course's id.
    await page.goto("/course-overview/root-cause-analysis-and-corrective-action");
    const signInHref = await page.locator('main a[href^="/sign-in?"]').first().getAttribute("href");
    const courseId = new URLSearchParams((signInHref ?? "").split("?")[1]).get("enrol");
    expect(courseId, "the Enrol link names the course").toBeTruthy();
    await page.goto(`/course/${courseId}`);
    await expect(page.getByRole("heading", { level: 2, name: "How to enrol" })).toBeVisible();
    await expectPlainDocument(page);
    await page.getByRole("link", { name: "Enrol" }).click();
    await expect(page).toHaveURL(/\/sign-in\?/);
  });

  test("a booking's cancel link: the button cancels, and the page still says so after a reload", async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    await page.goto("/events");
    const eventHref = await page.locator('main a[href^="/events?event="]').first().getAttribute("href");
    const cancelPath = await bookWebinar(
      browser,
      new URL(eventHref as string, E2E_BASE_URL).searchParams.get("event") as string,
      run,
    );
    await page.goto(cancelPath);
    await expect(page.getByRole("heading", { level: 1, name: "Cancel your booking" })).toBeVisible();
    await expectPlainDocument(page);
    await page.getByRole("button", { name: "Cancel my booking" }).click();
    // Post/redirect/get: the page comes back by GET, so a reload sends nothing again.
    await expect(page).toHaveURL(`${cancelPath}?done`);
    const done = page
      .getByRole("status")
      .getByText(/Your booking for ".+" is cancelled\. Thank you for letting us know\./);
    await expect(done).toBeVisible();
    await page.reload();
    await expect(done).toBeVisible();
    await expect(page.getByRole("button", { name: "Cancel my booking" })).toHaveCount(0);
    await expectPlainDocument(page);
  });

  test("a built form (/f/{slug}): the server's message with the answer kept, then its thank-you message", async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const instructorContext = await browser.newContext({ baseURL: E2E_BASE_URL, javaScriptEnabled: true });
    const instructor = await instructorContext.newPage();
    await signIn(instructor, E2E_INSTRUCTOR.email, E2E_INSTRUCTOR.password);
    const slug = await makeForm(instructor, run);
    await instructorContext.close();

    await page.goto(`/f/${slug}`);
    await expectPlainDocument(page);
    const answer = page.getByRole("textbox", { name: "Short text question" });
    await answer.fill("ISO 45001 for our two plants");
    // Sent at once: the spam guard's "too quick", with the answer kept.
    await page.getByRole("button", { name: "Send" }).click();
    await expect(page.getByText("That was very quick. Check your answers, then send the form again.")).toBeVisible();
    await expect(answer).toHaveValue("ISO 45001 for our two plants");
    await page.waitForTimeout(3_500);
    await page.getByRole("button", { name: "Send" }).click();
    await expect(page).toHaveURL(`/f/${slug}?sent`);
    await expect(page.getByText("Thank you. We have received your response.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Send" })).toHaveCount(0);
    await expectPlainDocument(page);
  });

  test("a signed-in person sees their name on a content page and signs out with a form post", async ({ page }) => {
    await signIn(page, E2E_INSTRUCTOR.email, E2E_INSTRUCTOR.password);
    await page.goto("/about-us");
    await expectPlainDocument(page);
    const nav = page.getByRole("navigation", { name: "Main", exact: true });
    await expect(nav.getByRole("link", { name: /Dashboard/ })).toBeVisible();
    await nav.getByRole("button", { name: "Sign out" }).click();
    await expect(nav.getByRole("link", { name: "My Account" })).toBeVisible();
  });

  test("signing in: the server's message with the email kept, then the page asked for", async ({ page }) => {
    await page.goto("/sign-in?redirectTo=%2Fprofile");
    const email = page.getByRole("textbox", { name: "Email" });
    await email.fill(E2E_INSTRUCTOR.email);
    await page.getByRole("textbox", { name: "Password", exact: true }).fill("not-the-password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("alert")).toContainText("Could not sign in");
    await expect(email).toHaveValue(E2E_INSTRUCTOR.email);
    await expectPlainDocument(page);
    await page.getByRole("textbox", { name: "Password", exact: true }).fill(E2E_INSTRUCTOR.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/profile$/);
  });
});

test.describe("with the island script", () => {
  test("the phone menu closes with Escape and returns the focus to its button", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/about-us");
    const menuButton = page.getByText("Menu", { exact: true });
    const phoneNav = page.getByRole("navigation", { name: "Main (phone)" });
    await menuButton.focus();
    await page.keyboard.press("Enter");
    await expect(phoneNav).toBeVisible();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Escape");
    await expect(phoneNav).toBeHidden();
    await expect(menuButton).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(phoneNav).toBeVisible();
    // A click anywhere outside the open menu closes it.
    const panel = await phoneNav.boundingBox();
    await page.mouse.click(8, (panel?.y ?? 0) + (panel?.height ?? 0) + 16);
    await expect(phoneNav).toBeHidden();
  });

  test("after a refused submit the first field with a message has the focus, and a changed field's message goes", async ({
    page,
  }) => {
    await page.goto("/consulting");
    await page.getByRole("button", { name: "Request appointment" }).click();
    await expect(page.getByText("Full name is required")).toBeVisible();
    const fullName = page.getByRole("textbox", { name: "Full name" });
    await expect(fullName).toBeFocused();
    await fullName.fill("Lerato Dlamini");
    await expect(page.getByText("Full name is required")).toBeHidden();
    await expect(fullName).not.toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("Email is required")).toBeVisible();
    await expectNoAccessibilityViolations(page);
  });

  test("a password field's eye button shows and hides the password", async ({ page }) => {
    await page.goto("/sign-in");
    const password = page.locator('input[name="password"]');
    await password.fill("correct horse");
    await expect(password).toHaveAttribute("type", "password");
    const eye = page.getByRole("button", { name: "Toggle password visibility" });
    await expect(eye).toHaveAttribute("aria-pressed", "false");
    await eye.click();
    await expect(password).toHaveAttribute("type", "text");
    await expect(eye).toHaveAttribute("aria-pressed", "true");
    await expect(eye.locator("path")).toHaveCount(3);
    await eye.click();
    await expect(password).toHaveAttribute("type", "password");
    await expect(password).toHaveValue("correct horse");
    await expect(eye.locator("circle")).toHaveCount(1);
  });
});

import { expect, type Page, test } from "@playwright/test";
import { pdfToText } from "../support/pdf-text";
import { expectNoAccessibilityViolations } from "./support/accessibility";
import { E2E_INSTRUCTOR } from "./support/e2e-environment";
import { johannesburgDate } from "./support/event-dates";
import { waitForMail } from "./support/mailbox";
import { tickPrivacyConsent } from "./support/privacy-consent";
import { signIn } from "./support/session";

// The demo seed's soonest webinar, featured on /events.
const FEATURED_TITLE = "ISO 15189:2022 transition for medical laboratories";
const visitorEmail = `thabo-${Date.now()}@example.test`;

/** The search form (role search) around the search box of that label. */
function searchForm(page: Page, label: string) {
  return page.getByRole("search").filter({ has: page.getByRole("textbox", { name: label }) });
}

async function fillBookingForm(page: Page, email: string) {
  const form = page.getByRole("form", { name: "Register for this webinar" });
  await form.getByRole("textbox", { name: "Name", exact: true }).fill("Thabo");
  await form.getByLabel("Surname").fill("Mabuza");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Phone").fill("+27 72 555 0199");
  await form.getByLabel("HPCSA number").fill("MT0987654");
  await form.getByLabel("Country").selectOption("South Africa");
  await form.getByLabel("Province").selectOption("Mpumalanga");
  await form.getByLabel("City").fill("Mbombela");
  await form.getByLabel("Company").fill("Lowveld Pathology");
  await form.getByLabel("Occupation").fill("Laboratory manager");
  await tickPrivacyConsent(form);
  return form;
}

test.describe
  .serial("webinars and bookings", () => {
    test("a visitor books the featured webinar, gets the thank-you page and a confirmation with a calendar invitation", async ({
      page,
    }) => {
      await page.setViewportSize({ width: 375, height: 800 });
      await page.goto("/events");
      await expect(page.getByRole("heading", { level: 2, name: FEATURED_TITLE })).toBeVisible();
      await page.screenshot({ path: "test-results/screens/events-375.png", fullPage: true });

      await page.setViewportSize({ width: 1280, height: 900 });
      await expect(page.getByText("Presenter")).toBeVisible();
      await expect(page.getByText("Dr Thandeka Nkosi")).toBeVisible();
      await expect(page.getByRole("heading", { name: "Highlights" })).toBeVisible();
      await expect(page.getByRole("heading", { name: "Who should attend" })).toBeVisible();
      await expect(page.getByRole("heading", { name: "More upcoming webinars" })).toBeVisible();
      // The list of more webinars is searched by part of a title (decision 0113), the featured one kept.
      await page.getByRole("textbox", { name: "Search webinars" }).fill("uncertaint");
      await searchForm(page, "Search webinars").getByRole("button", { name: "Search" }).click();
      await expect(page).toHaveURL(/\/events\?q=uncertaint/);
      await expect(
        page.getByRole("heading", { name: "Measurement uncertainty for ISO/IEC 17025 testing laboratories" }),
      ).toBeVisible();
      await expect(page.getByRole("heading", { name: "Internal auditing to ISO 9001:2015" })).toHaveCount(0);
      await page.getByRole("textbox", { name: "Search webinars" }).fill("no such webinar");
      await searchForm(page, "Search webinars").getByRole("button", { name: "Search" }).click();
      await expect(page.getByText("No other upcoming webinar matches “no such webinar”.")).toBeVisible();
      await page.goto("/events");
      await page.screenshot({ path: "test-results/screens/events-1280.png", fullPage: true });
      await expectNoAccessibilityViolations(page);

      // Leaving a required field empty shows the message, and Register stays disabled.
      const form = page.getByRole("form", { name: "Register for this webinar" });
      const register = form.getByRole("button", { name: "Register" });
      await expect(register).toBeDisabled();
      await form.getByRole("textbox", { name: "Name", exact: true }).fill("Thabo");
      await form.getByLabel("Email").focus();
      await form.getByLabel("Phone").focus();
      await expect(form.getByRole("alert")).toHaveText("Please fill in all fields marked with *");
      await expect(form.getByText("Email is required")).toBeVisible();
      await expect(register).toBeDisabled();

      await fillBookingForm(page, visitorEmail);
      await expect(register).toBeEnabled();
      await register.click();

      await expect(page).toHaveURL(/\/event-confirmation\?booking=/);
      await expect(page.getByRole("heading", { name: "Thank You!" })).toBeVisible();
      await expect(
        page.getByText("We have received your registration and confirmation email has been sent."),
      ).toBeVisible();
      await expect(page.getByRole("link", { name: "Dismiss" })).toHaveAttribute("href", "/");
      // The thank-you page names the webinar, its date, Add to calendar, the join link and My learning.
      await expect(page.getByText(FEATURED_TITLE)).toBeVisible();
      await expect(page.getByText(/\d{1,2} \w+ \d{4} · \d\d:\d\d – \d\d:\d\d \(SAST\)/)).toBeVisible();
      await expect(page.getByRole("link", { name: "Add to calendar" })).toHaveAttribute(
        "href",
        /^\/bookings\/invite\//,
      );
      await expect(page.getByRole("link", { name: "Join the webinar online" })).toHaveAttribute(
        "href",
        /^https:\/\/teams\.microsoft\.com\//,
      );
      await expect(page.getByRole("link", { name: "My learning" })).toHaveAttribute("href", "/my-learning");
      await expect(page.getByText(/QR code/i)).toHaveCount(0);
      await expectNoAccessibilityViolations(page);

      const mail = await waitForMail(visitorEmail, /Registration confirmed/);
      expect(mail.text).toContain("https://teams.microsoft.com/");
      const invitation = mail.attachments.find((attachment) => attachment.filename === "invite.ics");
      const ics = invitation?.content.toString("utf8") ?? "";
      expect(ics.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
      expect(ics).toContain("\r\nBEGIN:VEVENT\r\n");
      expect(ics).toMatch(/\r\nDTSTART;TZID=Africa\/Johannesburg:\d{8}T\d{6}\r\n/);
      expect(ics).toContain("\r\nBEGIN:VTIMEZONE\r\nTZID:Africa/Johannesburg\r\n");
      expect(ics.replace(/\r\n /g, "")).toContain(`\r\nSUMMARY:${FEATURED_TITLE}\r\n`);
      expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    });

    test("a visitor from Kenya books without a province, company or occupation; the province shows for South Africa only", async ({
      page,
    }) => {
      await page.goto("/events");
      const form = page.getByRole("form", { name: "Register for this webinar" });
      await expect(form.getByLabel("Province")).toBeHidden();
      await form.getByLabel("Country").selectOption("South Africa");
      await expect(form.getByLabel("Province")).toBeVisible();
      await form.getByLabel("Country").selectOption("Kenya");
      await expect(form.getByLabel("Province")).toBeHidden();
      await expect(form.getByLabel("Country").locator("option", { hasText: "Côte d'Ivoire" })).toHaveCount(1);
      await form.getByRole("textbox", { name: "Name", exact: true }).fill("Wanjiru");
      await form.getByLabel("Surname").fill("Kamau");
      await form.getByLabel("Email").fill(`wanjiru-${Date.now()}@example.test`);
      await form.getByLabel("Phone").fill("+254 712 555 019");
      await form.getByLabel("City").fill("Nairobi");
      await tickPrivacyConsent(form);
      const register = form.getByRole("button", { name: "Register" });
      await expect(register).toBeEnabled();
      await register.click();
      await expect(page).toHaveURL(/\/event-confirmation\?booking=/);
      await expect(page.getByText(FEATURED_TITLE)).toBeVisible();
    });

    test("without JavaScript the server checks the form and refuses a second booking by the same email", async ({
      browser,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto("/events");
      const form = page.getByRole("form", { name: "Register for this webinar" });
      await form.getByRole("button", { name: "Register" }).click();
      await expect(form.getByRole("alert")).toHaveText("Please fill in all fields marked with *");
      await expect(form.getByText("Country is required")).toBeVisible();
      // Company and occupation are optional; the province is asked only for South Africa.
      await expect(form.getByText("Occupation is required")).toHaveCount(0);
      await expect(form.getByLabel("Province")).toBeHidden();
      await fillBookingForm(page, `sa-${visitorEmail}`);
      await form.getByLabel("Province").selectOption("");
      await form.getByRole("button", { name: "Register" }).click();
      await expect(form.getByText("Province is required")).toBeVisible();

      await fillBookingForm(page, visitorEmail.toUpperCase());
      await form.getByRole("button", { name: "Register" }).click();
      await expect(form.getByRole("alert")).toHaveText(
        "This email address is already registered for this webinar. Check your inbox for the confirmation.",
      );
      await expect(page).toHaveURL(/\/events\?event=/);
      await context.close();
    });

    test("an instructor creates an event, sees the bookings and downloads the attendance register", async ({
      page,
    }) => {
      await signIn(page, E2E_INSTRUCTOR.email, E2E_INSTRUCTOR.password);
      await page.goto("/event/new");
      const save = page.getByRole("button", { name: "Save" });
      const titleField = page.getByRole("textbox", { name: "Title", exact: true });
      await expect(titleField).toHaveValue("");
      // Save is never greyed out without a reason: pressing it on the empty form shows what is missing,
      // with focus on the first problem.
      await page.waitForLoadState("networkidle");
      await save.click();
      await expect(titleField).toBeFocused();
      await expect(titleField).toHaveAttribute("aria-invalid", "true");
      await expect(page).toHaveURL(/\/event\/new$/);
      await page.getByRole("textbox", { name: "Title", exact: true }).fill("ISO 14001:2015 aspects and impacts");
      await page.getByLabel("Subtitle").fill("Building an aspects register that drives objectives");
      await page.getByLabel("Start date").fill(johannesburgDate(70));
      await page.getByLabel("End date").fill(johannesburgDate(69));
      await page.getByLabel("Start time").fill("10:00");
      await page.getByLabel("End time").fill("11:30");
      await page.getByLabel("Location").fill("Online (Microsoft Teams)");
      await page.getByLabel("Description").fill("How to identify environmental aspects and rate their impacts.");
      await page.getByLabel("Instructor name").fill("Nandi Khoza");
      await page.getByLabel("Instructor role").fill("Environmental consultant");
      await page.getByLabel("Moderator name").fill("Pieter van der Merwe");
      await page.getByLabel("Moderator role").fill("Training manager");
      await page.getByLabel("Highlights").fill("Life-cycle perspective, Significance criteria");
      await page.getByLabel("Highlights").blur();
      await expect(page.getByText("End date cannot be before the start date")).toBeVisible();
      await save.click();
      await expect(page.getByLabel("End date")).toBeFocused();
      await page.getByLabel("End date").fill(johannesburgDate(70));
      await expect(save).toBeEnabled();
      await page.screenshot({ path: "test-results/screens/event-new-1280.png", fullPage: true });
      await expectNoAccessibilityViolations(page);
      await save.click();

      await expect(page).toHaveURL(/\/manage-events\?event=/);
      await expect(page.getByRole("heading", { name: "Bookings: ISO 14001:2015 aspects and impacts" })).toBeVisible();
      await expect(page.getByText("No bookings yet")).toBeVisible();

      await page.getByRole("link", { name: FEATURED_TITLE, exact: true }).click();
      await expect(page.getByRole("heading", { name: `Bookings: ${FEATURED_TITLE}` })).toBeVisible();
      await expect(page.getByRole("cell", { name: "Thabo Mabuza", exact: true })).toBeVisible();
      await expect(page.getByRole("cell", { name: "MT0987654" })).toBeVisible();
      // The chosen event's bookings are searched by name or email, its events by title (decision 0113).
      await page.getByRole("textbox", { name: "Search bookings by name or email" }).fill("mabuz");
      await searchForm(page, "Search bookings by name or email").getByRole("button", { name: "Search" }).click();
      await expect(page).toHaveURL(/bookings-q=mabuz/);
      await expect(page.getByRole("cell", { name: "Thabo Mabuza", exact: true })).toBeVisible();
      await page.getByRole("textbox", { name: "Search bookings by name or email" }).fill("nobody-like-this");
      await searchForm(page, "Search bookings by name or email").getByRole("button", { name: "Search" }).click();
      await expect(page.getByText("No booking matches “nobody-like-this”.")).toBeVisible();
      await page.getByRole("textbox", { name: "Search events" }).fill("aspects and imp");
      await searchForm(page, "Search events").getByRole("button", { name: "Search" }).click();
      await expect(page).toHaveURL(/\/manage-events\?q=aspects/);
      await expect(page.getByRole("link", { name: "ISO 14001:2015 aspects and impacts", exact: true })).toBeVisible();
      await expect(page.getByRole("link", { name: FEATURED_TITLE, exact: true })).toHaveCount(0);
      await page.getByRole("textbox", { name: "Search events" }).fill("");
      await searchForm(page, "Search events").getByRole("button", { name: "Search" }).click();
      await page.getByRole("link", { name: FEATURED_TITLE, exact: true }).click();
      await expect(page.getByRole("heading", { name: `Bookings: ${FEATURED_TITLE}` })).toBeVisible();
      await page.screenshot({ path: "test-results/screens/manage-events-1280.png", fullPage: true });

      const csvHref = await page.getByRole("link", { name: "Export CSV" }).getAttribute("href");
      const csv = await page.request.get(csvHref ?? "");
      expect(csv.headers()["content-type"]).toBe("text/csv; charset=utf-8");
      expect(await csv.text()).toContain(`Thabo,Mabuza,${visitorEmail}`);

      const registerHref = await page.getByRole("link", { name: "Attendance register (PDF)" }).getAttribute("href");
      const pdf = await page.request.get(registerHref ?? "");
      expect(pdf.headers()["content-type"]).toBe("application/pdf");
      const text = pdfToText(await pdf.body());
      expect(text).toContain("Attendance register");
      expect(text).toContain(FEATURED_TITLE);
      expect(text).toMatch(/Thabo Mabuza\s+MT0987654/);
      expect(text).toContain("Signature");

      await page.goto("/events");
      await expect(page.getByRole("heading", { name: "ISO 14001:2015 aspects and impacts" })).toBeVisible();
    });
  });

import fs from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { pdfToText } from "../support/pdf-text";
import { expectNoAccessibilityViolations } from "./support/accessibility";
import { E2E_ADMIN, E2E_INSTRUCTOR } from "./support/e2e-environment";
import { waitForMail } from "./support/mailbox";
import { tickPrivacyConsent } from "./support/privacy-consent";
import { signIn } from "./support/session";

/** The seeded company mailbox that receives admin notifications (site settings). */
const COMPANY_MAILBOX = "info@campus.local";
const SEEDED_COURSE = { slug: "iso-9001-2015-lead-auditor", name: "ISO 9001:2015 Lead Auditor" };

const uniqueEmail = (label: string) => `${label}-${Date.now()}@example.test`;

async function fillEnquiry(page: Page, email: string, overrides: Partial<Record<string, string>> = {}) {
  const values = {
    "Full name": "Thabo Nkosi",
    Email: email,
    Phone: "+27 12 555 0199",
    Company: "Tshwane Calibration Services",
    Designation: "Technical Manager",
    ...overrides,
  };
  for (const [label, value] of Object.entries(values)) {
    await page.getByRole("textbox", { name: label }).fill(value ?? "");
  }
  await tickPrivacyConsent(page);
}

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

const MAIN_PAGES = [
  { path: "/", name: "home", heading: /Management systems that work/ },
  { path: "/about-us", name: "about-us", heading: "About Campus" },
  { path: "/services", name: "services", heading: "Services" },
  { path: "/consulting", name: "consulting", heading: "Consulting" },
  { path: "/learning-center", name: "learning-center", heading: "Learning Center" },
  { path: "/contact-us", name: "contact-us", heading: "Contact Us" },
  { path: "/courses/certification", name: "courses-certification", heading: "Certification courses" },
  { path: `/course-overview/${SEEDED_COURSE.slug}`, name: "course-overview", heading: SEEDED_COURSE.name },
];

test("the main public pages render at 375 px and 1280 px with no accessibility violations", async ({ page }) => {
  test.setTimeout(120_000);
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    for (const publicPage of MAIN_PAGES) {
      await page.goto(publicPage.path);
      await expect(page.getByRole("heading", { level: 1, name: publicPage.heading })).toBeVisible();
      await expectNoHorizontalScroll(page);
      await page.screenshot({ path: `test-results/screens/${publicPage.name}-${width}.png`, fullPage: true });
      await expectNoAccessibilityViolations(page);
    }
  }
});

test("a visitor sends the contact form: every message first, then both emails arrive", async ({ page }) => {
  await page.goto("/contact-us");
  await page.getByRole("button", { name: "Send message" }).click();
  for (const message of [
    "Full name is required",
    "Email is required",
    "Phone is required",
    "Company is required",
    "Designation is required",
    "Message is required",
  ]) {
    await expect(page.getByText(message)).toBeVisible();
  }
  await expect(page).toHaveURL(/\/contact-us$/);
  await expectNoAccessibilityViolations(page);

  const email = uniqueEmail("thabo");
  await fillEnquiry(page, email, { Email: "thabo-at-example", Phone: "call me" });
  await page.getByRole("textbox", { name: "Message" }).fill("Please send us your in-house training rates.");
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByText("Enter a valid email address")).toBeVisible();
  await expect(page.getByText("Enter a valid phone number")).toBeVisible();

  await page.getByRole("textbox", { name: "Email" }).fill(email);
  await page.getByRole("textbox", { name: "Phone" }).fill("+27 12 555 0199");
  await page.getByRole("combobox", { name: "Appointment type" }).selectOption("Telephonically");
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page).toHaveURL(/\/thank-you\?for=contact$/);
  await expect(page.getByRole("heading", { name: "Thank you" })).toBeVisible();
  await page.screenshot({ path: "test-results/screens/thank-you-1280.png" });

  const acknowledgement = await waitForMail(email, /We have received your message/);
  expect(acknowledgement.text).toContain("Appointment type: Telephonically");
  const notification = await waitForMail(COMPANY_MAILBOX, /Contact message from Thabo Nkosi/);
  expect(notification.replyTo?.text).toContain(email);
});

test.describe("before JavaScript has loaded", () => {
  test.use({ javaScriptEnabled: false });

  test("the consulting form is checked by the server and still sends", async ({ page }) => {
    await page.goto("/consulting");
    const email = uniqueEmail("no-js");
    await fillEnquiry(page, email);
    await page.getByRole("button", { name: "Request appointment" }).click();
    // The server answers with the form again, what was typed kept, and the one missing field named.
    await expect(page.getByText("Message is required")).toBeVisible();
    await expect(page.getByText("Choose an appointment type")).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Company" })).toHaveValue("Tshwane Calibration Services");

    await page.getByRole("combobox", { name: "Appointment type" }).selectOption("Request For Site Visit");
    await page
      .getByRole("textbox", { name: "What would you like to discuss?" })
      .fill("A gap analysis against ISO/IEC 17025 for our calibration laboratory.");
    await page.getByRole("button", { name: "Request appointment" }).click();
    await expect(page).toHaveURL(/\/thank-you\?for=consulting$/);
    await waitForMail(COMPANY_MAILBOX, /Consulting appointment request from Thabo Nkosi/);
  });
});

test("the learning center shows the schedule by month, downloads it as a PDF and takes a quote request", async ({
  page,
}) => {
  await page.goto("/learning-center");
  const months = page.locator("section h3");
  expect(await months.count()).toBeGreaterThanOrEqual(6);
  await expect(months.first()).toHaveText(/^April \d{4}$/);
  await expect(months.last()).toHaveText(/^November \d{4}$/);
  // The public pages' one delivery vocabulary (decision 0070-delivery-vocabulary); the admin form keeps SPEC's labels.
  await expect(page.getByRole("cell", { name: /Online live/ }).first()).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download the schedule (PDF)" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^training-schedule-\d{4}-\d{2}-\d{2}\.pdf$/);
  const pdfText = pdfToText(fs.readFileSync(await download.path()), "reading");
  expect(pdfText).toContain("Campus training schedule");
  expect(pdfText).toMatch(/April \d{4}/);
  expect(pdfText).toContain(SEEDED_COURSE.name);

  const email = uniqueEmail("quote");
  await fillEnquiry(page, email);
  await page.getByRole("textbox", { name: "Number of people" }).fill("twelve");
  await page.getByRole("textbox", { name: "Course and preferred dates" }).fill("ISO 9001 Lead Auditor, May run.");
  await page.getByRole("button", { name: "Request a quote" }).click();
  await expect(page.getByText("Number of people must be a whole number")).toBeVisible();
  await page.getByRole("textbox", { name: "Number of people" }).fill("12");
  await page.getByRole("button", { name: "Request a quote" }).click();
  await expect(page).toHaveURL(/\/thank-you\?for=quote$/);
  const acknowledgement = await waitForMail(email, /We have received your quote request/);
  expect(acknowledgement.text).toContain("Number of people: 12");
});

test("an instructor adds, edits and deletes a schedule entry", async ({ page }) => {
  await signIn(page, E2E_INSTRUCTOR.email, E2E_INSTRUCTOR.password);
  await page.goto("/learning-center");
  await page.getByRole("link", { name: "Add schedule entry" }).click();
  await page.getByRole("button", { name: "Save" }).click();
  for (const message of [
    "Course is required",
    "Start date is required",
    "Choose a duration of 1, 3 or 5 days",
    "Choose at least one location",
  ]) {
    await expect(page.getByText(message)).toBeVisible();
  }
  await expectNoAccessibilityViolations(page);

  await page.getByRole("textbox", { name: "Course" }).fill("ISO 50001:2018 Energy Management Awareness");
  // The catalogue course is searched on the server as the instructor types (decision 0136-course-pickers).
  const catalogueCourse = page.getByRole("combobox", { name: "Catalogue course" });
  await catalogueCourse.click();
  await catalogueCourse.fill("31000 risk");
  await page.getByRole("option", { name: "ISO 31000:2018 Risk Management" }).click();
  await expect(catalogueCourse).toHaveValue("ISO 31000:2018 Risk Management");
  await page.getByLabel("Start date").fill("2027-10-25");
  await page.getByRole("radio", { name: "1 day" }).check();
  await page.getByRole("checkbox", { name: "Offsite/Virtual/Online" }).check();
  await page.screenshot({ path: "test-results/screens/schedule-entry-1280.png", fullPage: true });
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page).toHaveURL(/\/learning-center$/);
  await expect(page.getByText("Schedule entry added")).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: "ISO 50001:2018 Energy Management Awareness" });
  await expect(row).toContainText("25 October 2027");

  await row.getByRole("link", { name: /^Edit/ }).click();
  await expect(page.getByRole("combobox", { name: "Catalogue course" })).toHaveValue("ISO 31000:2018 Risk Management");
  await page.getByRole("radio", { name: "3 days" }).check();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(row).toContainText("25 – 27 October 2027");

  await row.getByRole("link", { name: /^Edit/ }).click();
  await page.getByRole("button", { name: "Delete" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Confirm" }).click();
  await expect(page).toHaveURL(/\/learning-center$/);
  await expect(page.getByText("Schedule entry deleted")).toBeVisible();
  await expect(row).toHaveCount(0);
});

test("each catalogue type lists its courses, and a course overview takes a quote for that course", async ({ page }) => {
  for (const [type, heading] of [
    ["accreditation", "Accreditation courses"],
    ["certification", "Certification courses"],
    ["improvement", "Improvement/Support courses"],
  ]) {
    await page.goto(`/courses/${type}`);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    expect(await page.getByRole("link", { name: /^View course:/ }).count()).toBeGreaterThanOrEqual(2);
  }
  // The draft course of the seed is not in the catalogue.
  await expect(page.getByText("ISO 22301:2019 Business Continuity")).toHaveCount(0);
  const notFound = await page.goto("/courses/webinars");
  expect(notFound?.status()).toBe(404);

  await page.goto("/courses/certification");
  await page.getByRole("link", { name: `View course: ${SEEDED_COURSE.name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/course-overview/${SEEDED_COURSE.slug}$`));
  await expect(page.getByRole("heading", { name: "Outcome" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Requirements" })).toBeVisible();

  const email = uniqueEmail("course-quote");
  await fillEnquiry(page, email);
  await page.getByRole("textbox", { name: "Number of people" }).fill("6");
  await page.getByRole("textbox", { name: "Message" }).fill("An in-house run at our Pretoria plant in June.");
  await page.getByRole("button", { name: "Request a quote" }).click();
  await expect(page).toHaveURL(/\/thank-you\?for=quote$/);
  await waitForMail(
    COMPANY_MAILBOX,
    new RegExp(`Quote request: ${SEEDED_COURSE.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`),
  );

  // The admin finds it, marks it handled and exports the list.
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.goto("/admin/enquiries");
  await page.getByRole("combobox", { name: "Type" }).selectOption("quote");
  await page.getByRole("combobox", { name: "Status" }).selectOption("new");
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(/kind=quote&status=new/);
  // The search finds it by part of the sender's email, the type and status kept (decision 0113).
  await page.getByRole("textbox", { name: "Search enquiries" }).fill(email.split("@")[0]);
  await page.getByRole("search").getByRole("button", { name: "Search" }).click();
  // The search keeps the type and status filters (in whatever order the form writes them).
  await expect(page).toHaveURL(/[?&]q=course-quote-/);
  await expect(page).toHaveURL(/kind=quote&status=new/);
  const row = page.getByRole("row").filter({ hasText: email });
  await expect(row).toContainText(`Course: ${SEEDED_COURSE.name}`);
  await row.getByRole("button", { name: "Mark handled" }).click();
  await expect(page.getByRole("row").filter({ hasText: email })).toHaveCount(0);
  await page.screenshot({ path: "test-results/screens/admin-enquiries-1280.png", fullPage: true });
  await expectNoAccessibilityViolations(page);

  const [csv] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Export CSV" }).click(),
  ]);
  expect(csv.suggestedFilename()).toMatch(/^enquiries-.*\.csv$/);
  const csvText = fs.readFileSync(await csv.path(), "utf8");
  expect(csvText).toContain("Received,Type,Status,Full name,Email");
});

test("the home page's head: description, canonical, Open Graph and Twitter tags, Organization JSON-LD, and no CSP error", async ({
  page,
  request,
}) => {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || /Content Security Policy/i.test(message.text())) problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const origin = new URL(page.url()).origin;

  const description = await page.locator('meta[name="description"]').getAttribute("content");
  expect(description?.length).toBeGreaterThan(40);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${origin}/`);
  for (const property of ["og:title", "og:description", "og:url", "og:type", "og:image"]) {
    await expect(page.locator(`meta[property="${property}"]`)).toHaveAttribute("content", /.+/);
  }
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");

  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  const organization = scripts.map((text) => JSON.parse(text)).find((item) => item["@type"] === "Organization");
  expect(organization).toMatchObject({ "@context": "https://schema.org", name: "Campus", url: `${origin}/` });

  // The social image the tags name is a real 1200 x 630 PNG.
  const imageUrl = (await page.locator('meta[property="og:image"]').getAttribute("content")) as string;
  const image = await request.get(new URL(imageUrl).pathname);
  expect(image.headers()["content-type"]).toBe("image/png");
  const png = await image.body();
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);

  // A client navigation keeps the head in step with the page (meta runs in the browser too).
  await page.getByRole("link", { name: "About Us" }).first().click();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${origin}/about-us`);
  expect(problems).toEqual([]);
});

test("the catalogue shows each course's generated cover (its standard's, or its category's)", async ({ page }) => {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/courses/certification");
    const covers = page.locator("main ul img");
    await expect(covers.first()).toBeVisible();
    const sources = await covers.evaluateAll((images) => images.map((image) => image.getAttribute("src")));
    expect(sources).toEqual(
      expect.arrayContaining(["/covers/iso-9001.svg", "/covers/iso-45001.svg", "/covers/iso-14001.svg"]),
    );
    for (const alt of await covers.evaluateAll((images) => images.map((image) => image.getAttribute("alt")))) {
      expect(alt).toBe("");
    }
    // Every cover is served as an image. The cards' images load lazily, so with more courses in
    // the catalogue (other specs publish some) the lower ones never load: ask for each address.
    for (const source of new Set(sources)) {
      const response = await page.request.get(source as string);
      expect(response.ok(), `${source} answers 200`).toBe(true);
      expect(response.headers()["content-type"]).toMatch(/^image\//);
    }
    // And the first card's cover, in view, really rendered (a broken image has no natural width).
    await expect
      .poll(() => covers.first().evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
      .toBe(true);
    await expectNoHorizontalScroll(page);
    await page.screenshot({ path: `test-results/screens/catalogue-covers-${width}.png`, fullPage: true });
  }
  await page.goto(`/course-overview/${SEEDED_COURSE.slug}`);
  await expect(page.locator('main img[src="/covers/iso-9001.svg"]')).toBeVisible();
  await page.screenshot({ path: "test-results/screens/course-overview-cover-375.png", fullPage: false });
});

import { expect, type Page, test } from "@playwright/test";
import { API_OPERATIONS } from "~/features/api/operations";
import { expectNoAccessibilityViolations } from "./support/accessibility";
import { E2E_ADMIN, E2E_BASE_URL } from "./support/e2e-environment";
import { waitForMail } from "./support/mailbox";
import { signIn } from "./support/session";

/*
 * A developer at a client company books attendees from their own system (decision 0041): an admin
 * makes a token with bookings:write, the client posts a booking (retried with the same
 * Idempotency-Key: one booking), the attendee gets the same confirmation mail as a website
 * booking, and staff see the booking on the event's page. The reference page lists the operations.
 */

const sidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test("a client system books an attendee through the API, once, and staff see it", async ({ page, request }) => {
  test.setTimeout(120_000);
  const run = Date.now().toString(36);
  const title = `API booked webinar ${run}`;
  // Well after the seeded webinars (the seed moves them past the year-end break): a nearer date made this
  // event the events page's "Next webinar" in place of the seeded one events.spec.ts books.
  const eventDate = new Date(Date.now() + 300 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);

  // Staff create the webinar.
  await page.getByRole("navigation", { name: "Staff" }).getByRole("link", { name: "Events", exact: true }).click();
  await page.getByRole("link", { name: "New event" }).click();
  await page.getByRole("textbox", { name: "Title", exact: true }).fill(title);
  await page.getByLabel("Subtitle").fill("Booked from a client's own system");
  await page.getByLabel("Start date").fill(eventDate);
  await page.getByLabel("End date").fill(eventDate);
  await page.getByLabel("Start time").fill("10:00");
  await page.getByLabel("End time").fill("11:00");
  await page.getByLabel("Location").fill("Online (Microsoft Teams)");
  await page.getByLabel("Description").fill("Internal audits under ISO 9001:2015 clause 9.2.");
  await page.getByLabel("Instructor name").fill("Zanele Mthembu");
  await page.getByLabel("Instructor role").fill("Lead auditor");
  await page.getByLabel("Moderator name").fill("Johan Botha");
  await page.getByLabel("Moderator role").fill("Training manager");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("heading", { name: `Bookings: ${title}` })).toBeVisible();
  const bookingsPage = page.url();

  // An admin gives the client a token with events:read and bookings:write.
  await page.getByRole("navigation", { name: "Staff" }).getByRole("link", { name: "API tokens" }).click();
  await page.getByLabel("Name").fill(`Client HR system ${run}`);
  const scopes = page.getByRole("group", { name: "Scopes" });
  await scopes
    .getByRole("group", { name: /^events\b/ })
    .getByRole("checkbox", { name: "Read" })
    .check();
  await scopes
    .getByRole("group", { name: /^bookings\b/ })
    .getByRole("checkbox", { name: "Write" })
    .check();
  await expectNoAccessibilityViolations(page);
  await page.screenshot({ path: "test-results/screens/api-token-scopes-1280.png", fullPage: true });
  await page.getByRole("button", { name: "Create token" }).click();
  const token = ((await page.getByTestId("created-token").textContent()) ?? "").trim();
  expect(token).toMatch(/^campus_pat_/);
  const auth = { Authorization: `Bearer ${token}` };

  // The client finds the event and books its attendee, retrying once after a "timeout".
  const events = await request.get(`${E2E_BASE_URL}/api/v1/events?limit=100`, { headers: auth });
  expect(events.status()).toBe(200);
  expect(events.headers()["ratelimit-limit"]).toMatch(/^\d+$/);
  const event = ((await events.json()).data as Array<{ id: string; title: string }>).find(
    (item) => item.title === title,
  );
  expect(event, "the new event is listed").toBeTruthy();
  const attendee = {
    eventId: event?.id,
    name: "Karabo",
    surname: `Nkosi${run}`,
    email: `karabo-${run}@example.test`,
    phone: "+27 82 555 0177",
    province: "Gauteng",
    city: "Midrand",
    company: "Nkosi Engineering",
    occupation: "Quality engineer",
    privacyConsent: "on",
  };
  const headers = { ...auth, "Idempotency-Key": `hr-${run}` };
  const booked = await request.post(`${E2E_BASE_URL}/api/v1/bookings`, { headers, data: attendee });
  expect(booked.status()).toBe(201);
  const retried = await request.post(`${E2E_BASE_URL}/api/v1/bookings`, { headers, data: attendee });
  expect(retried.status()).toBe(201);
  expect(retried.headers()["idempotent-replayed"]).toBe("true");
  expect((await retried.json()).id).toBe((await booked.json()).id);
  const twice = await request.post(`${E2E_BASE_URL}/api/v1/bookings`, { headers: auth, data: attendee });
  expect(twice.status()).toBe(409);
  expect(twice.headers()["content-type"]).toBe("application/problem+json");

  // The attendee's mail is the website's confirmation, with the calendar invitation.
  const mail = await waitForMail(attendee.email, /Registration confirmed/);
  expect(mail.attachments.some((attachment) => attachment.filename?.endsWith(".ics"))).toBe(true);

  // Staff see the booking, once.
  await page.goto(bookingsPage);
  await expect(page.getByRole("cell", { name: `Karabo Nkosi${run}`, exact: true })).toHaveCount(1);

  // Unknown paths answer problem details, not the site's page.
  const unknown = await request.get(`${E2E_BASE_URL}/api/v1/widgets`, { headers: auth });
  expect(unknown.status()).toBe(404);
  expect(unknown.headers()["content-type"]).toBe("application/problem+json");
  const wrongMethod = await request.delete(`${E2E_BASE_URL}/api/v1/bookings`, { headers: auth });
  expect(wrongMethod.status()).toBe(405);
  expect(wrongMethod.headers().allow).toBe("GET, POST");

  // The reference page lists every operation, readable at 1280 and 375 px.
  await page.goto("/api/v1/reference");
  await expect(page.getByRole("heading", { level: 1, name: "Campus API reference" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "POST /api/v1/bookings" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "GET /api/v1/forms/{formId}/responses" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Operations" }).getByRole("link")).toHaveCount(
    API_OPERATIONS.length,
  );
  await expectNoAccessibilityViolations(page);
  await page.screenshot({ path: "test-results/screens/api-reference-1280.png", fullPage: false });
  await page.getByRole("link", { name: "POST /api/v1/bookings" }).click();
  // The province: empty outside South Africa, else one of the nine.
  await expect(page.getByText('one of "", Eastern Cape', { exact: false }).first()).toBeVisible();
  await page.screenshot({ path: "test-results/screens/api-reference-booking-1280.png", fullPage: false });
  await page.setViewportSize({ width: 375, height: 800 });
  await expect.poll(() => sidewaysScroll(page)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: "test-results/screens/api-reference-375.png", fullPage: false });
});

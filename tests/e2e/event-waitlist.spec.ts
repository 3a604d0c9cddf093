import { type Browser, expect, type Page, test } from "@playwright/test";
import { expectNoAccessibilityViolations } from "./support/accessibility";
import { E2E_BASE_URL, E2E_INSTRUCTOR } from "./support/e2e-environment";
import { johannesburgDate } from "./support/event-dates";
import { waitForMail } from "./support/mailbox";
import { tickPrivacyConsent } from "./support/privacy-consent";
import { signIn } from "./support/session";
import { expectNoSidewaysScroll } from "./support/sideways-scroll";

/*
 * Issue 14, item 1 (decision 0031), through the UI and the mail sink: an instructor makes a
 * webinar of one seat; the first visitor gets it, the second is put on the waitlist; the first
 * cancels from the link in their confirmation mail; the second is mailed the offer and accepts it
 * from its link. Then the instructor cancels the event and the confirmed person gets a cancel.ics.
 */

const run = Date.now().toString(36);
const EVENT_TITLE = `ISO 22000 food safety basics ${run}`;
const FIRST = { name: "Thabo", surname: `Mokoena${run}`, email: `thabo-${run}@example.test` };
const SECOND = { name: "Naledi", surname: `Dlamini${run}`, email: `naledi-${run}@example.test` };

async function book(browser: Browser, person: typeof FIRST, button = "Register"): Promise<Page> {
  const context = await browser.newContext({ baseURL: E2E_BASE_URL });
  const visitor = await context.newPage();
  await visitor.goto("/events");
  await visitor.getByRole("link", { name: `Details and registration for ${EVENT_TITLE}` }).click();
  await expect(visitor.getByRole("heading", { level: 2, name: EVENT_TITLE })).toBeVisible();
  const form = visitor.getByRole("form", { name: "Register for this webinar" });
  await form.getByRole("textbox", { name: "Name", exact: true }).fill(person.name);
  await form.getByLabel("Surname").fill(person.surname);
  await form.getByLabel("Email").fill(person.email);
  await form.getByLabel("Phone").fill("+27 82 555 0177");
  await form.getByLabel("Country").selectOption("South Africa");
  await form.getByLabel("Province").selectOption("Western Cape");
  await form.getByLabel("City").fill("Stellenbosch");
  await form.getByLabel("Company").fill("Boland Foods");
  await form.getByLabel("Occupation").fill("Food safety officer");
  await tickPrivacyConsent(form);
  await form.getByRole("button", { name: button }).click();
  return visitor;
}

function linkIn(text: string, kind: "cancel" | "offer"): string {
  const match = text.match(new RegExp(`https?://[^\\s]+/bookings/${kind}/[A-Za-z0-9_-]+`));
  if (!match) throw new Error(`no ${kind} link in the mail`);
  return new URL(match[0]).pathname;
}

test("a full webinar: the second visitor is waitlisted, the first cancels from the mail, the second accepts the offer", async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const eventDate = johannesburgDate(80);

  await signIn(page, E2E_INSTRUCTOR.email, E2E_INSTRUCTOR.password);
  await page.goto("/event/new");
  await page.getByRole("textbox", { name: "Title", exact: true }).fill(EVENT_TITLE);
  await page.getByLabel("Subtitle").fill("Prerequisite programmes and HACCP");
  await page.getByLabel("Start date").fill(eventDate);
  await page.getByLabel("End date").fill(eventDate);
  await page.getByLabel("Start time").fill("09:00");
  await page.getByLabel("End time").fill("10:30");
  await page.getByLabel("Location").fill("Online (Microsoft Teams)");
  await page.getByLabel("Capacity").fill("1");
  await page.getByLabel("Description").fill("What ISO 22000:2018 asks of a small food business.");
  await page.getByLabel("Instructor name").fill("Annelie Pretorius");
  await page.getByLabel("Instructor role").fill("Food safety consultant");
  await page.getByLabel("Moderator name").fill("Sipho Khumalo");
  await page.getByLabel("Moderator role").fill("Training manager");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("heading", { name: `Bookings: ${EVENT_TITLE}` })).toBeVisible();

  // The first visitor takes the only seat; the events page then says it is full.
  const first = await book(browser, FIRST);
  await expect(first).toHaveURL(/\/event-confirmation\?booking=/);
  await expect(first.getByRole("heading", { name: "Thank You!" })).toBeVisible();
  await first.context().close();

  // The second is put on the waitlist, told so on the page and by mail.
  // A full webinar's button says where the booking goes.
  const second = await book(browser, SECOND, "Join the waitlist");
  await expect(second).toHaveURL(/\/event-confirmation\?booking=/);
  await expect(second.getByRole("heading", { name: "You are on the waitlist" })).toBeVisible();
  await expectNoAccessibilityViolations(second);
  await second.screenshot({ path: "test-results/screens/event-waitlisted-1280.png", fullPage: true });
  await second.setViewportSize({ width: 375, height: 800 });
  await second.screenshot({ path: "test-results/screens/event-waitlisted-375.png", fullPage: true });
  await second.goto(`/events?event=${encodeURIComponent(await eventIdFrom(page))}`);
  await expect(second.getByText("Fully booked: new registrations join the waitlist")).toBeVisible();
  await second.screenshot({ path: "test-results/screens/events-fully-booked-375.png" });
  await expectNoSidewaysScroll(second);
  await second.context().close();
  await waitForMail(SECOND.email, /You are on the waitlist/);

  // The first cancels from the link in the confirmation mail: the page asks first (GET writes nothing).
  const confirmation = await waitForMail(FIRST.email, /Registration confirmed/);
  const cancelPath = linkIn(confirmation.text ?? "", "cancel");
  const phone = await browser.newContext({ baseURL: E2E_BASE_URL, viewport: { width: 375, height: 800 } });
  const firstPhone = await phone.newPage();
  await firstPhone.goto(cancelPath);
  await expect(firstPhone.getByRole("heading", { level: 1, name: "Cancel your booking" })).toBeVisible();
  await expect(firstPhone.getByText(EVENT_TITLE)).toBeVisible();
  await expectNoAccessibilityViolations(firstPhone);
  await firstPhone.screenshot({ path: "test-results/screens/booking-cancel-375.png", fullPage: true });
  await expectNoSidewaysScroll(firstPhone);
  await firstPhone.getByRole("button", { name: "Cancel my booking" }).click();
  await expect(firstPhone.getByText(`Your booking for "${EVENT_TITLE}" is cancelled.`)).toBeVisible();
  await phone.close();

  // The second is offered the seat by mail and accepts it from the link.
  const offer = await waitForMail(SECOND.email, /A seat is free for you/);
  const offerPath = linkIn(offer.text ?? "", "offer");
  const desk = await browser.newContext({ baseURL: E2E_BASE_URL, viewport: { width: 1280, height: 800 } });
  const secondDesk = await desk.newPage();
  await secondDesk.goto(offerPath);
  await expect(secondDesk.getByRole("heading", { level: 1, name: "Accept your seat" })).toBeVisible();
  await expectNoAccessibilityViolations(secondDesk);
  await secondDesk.screenshot({ path: "test-results/screens/booking-offer-1280.png", fullPage: true });
  await secondDesk.setViewportSize({ width: 375, height: 800 });
  await secondDesk.screenshot({ path: "test-results/screens/booking-offer-375.png", fullPage: true });
  await expectNoSidewaysScroll(secondDesk);
  await secondDesk.getByRole("button", { name: "Accept the seat" }).click();
  await expect(secondDesk.getByText(`Your seat at "${EVENT_TITLE}" is confirmed.`)).toBeVisible();
  await desk.close();
  const accepted = await waitForMail(SECOND.email, /Registration confirmed/);
  expect(accepted.attachments.some((attachment) => attachment.filename === "invite.ics")).toBe(true);

  // Staff see each booking's status and the counts.
  await page.reload();
  await expect(page.getByText("1 confirmed · 1 cancelled")).toBeVisible();
  const secondRow = page.getByRole("row").filter({ hasText: SECOND.email });
  await expect(secondRow.getByText("Confirmed")).toBeVisible();
  const firstRow = page.getByRole("row").filter({ hasText: FIRST.email });
  await expect(firstRow.getByText("Cancelled")).toBeVisible();
  await page.screenshot({ path: "test-results/screens/manage-events-statuses-1280.png", fullPage: true });

  // The instructor cancels the event (after confirming); the confirmed person gets a cancel.ics.
  await page.goto(`/event/${await eventIdFrom(page)}`);
  await expect(page.getByLabel("Capacity")).toHaveValue("1");
  await page.getByRole("button", { name: "Cancel event" }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: "test-results/screens/event-edit-cancel-1280.png" });
  await page.getByRole("button", { name: "Cancel event" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await page.screenshot({ path: "test-results/screens/event-cancel-confirm-1280.png" });
  await page.getByRole("dialog").getByRole("button", { name: "Cancel event" }).click();
  await expect(page.getByRole("heading", { name: `Bookings: ${EVENT_TITLE}` })).toBeVisible();
  const cancelled = await waitForMail(SECOND.email, /Cancelled:/);
  const ics = cancelled.attachments.find((attachment) => attachment.filename === "cancel.ics");
  expect(ics?.content.toString("utf8")).toContain("METHOD:CANCEL");
  expect(ics?.content.toString("utf8")).toContain("STATUS:CANCELLED");
  await page.goto(`/event/${await eventIdFrom(page)}`);
  await expect(page.getByText("This event is cancelled")).toBeVisible();
  await expectNoAccessibilityViolations(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.getByText("This event is cancelled").scrollIntoViewIfNeeded();
  await page.screenshot({ path: "test-results/screens/event-edit-cancelled-375.png" });
  await expectNoSidewaysScroll(page);
  const visitor = await browser.newContext({ baseURL: E2E_BASE_URL, viewport: { width: 1280, height: 800 } });
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(`/events?event=${encodeURIComponent(await eventIdFrom(page))}`);
  await expect(visitorPage.getByText("This webinar has been cancelled, so registration is closed.")).toBeVisible();
  await expectNoAccessibilityViolations(visitorPage);
  await visitorPage.screenshot({ path: "test-results/screens/events-cancelled-1280.png" });
  await visitor.close();
});

/** The event's id, from the manage-events address (?event=) or the event page (/event/{id}). */
async function eventIdFrom(page: Page): Promise<string> {
  const url = new URL(page.url());
  const fromQuery = url.searchParams.get("event");
  if (fromQuery) return fromQuery;
  const match = url.pathname.match(/^\/event\/([^/]+)$/);
  if (!match) throw new Error(`no event id in ${page.url()}`);
  return match[1] as string;
}

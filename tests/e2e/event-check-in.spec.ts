import fs from "node:fs";
import path from "node:path";
import { type Browser, chromium, expect, type Locator, type Page, test } from "@playwright/test";
import jsQR from "jsqr";
import type { ParsedMail } from "mailparser";
import sharp from "sharp";
import { expectNoAccessibilityViolations } from "./support/accessibility";
import { E2E_BASE_URL, E2E_INSTRUCTOR, E2E_STUDENT } from "./support/e2e-environment";
import { DAYS_AFTER_THE_FEATURED_WEBINAR, johannesburgDate } from "./support/event-dates";
import { waitForMail } from "./support/mailbox";
import { newSignedInPage, signIn } from "./support/session";
import { expectNoSidewaysScroll } from "./support/sideways-scroll";

/*
 * Issue 14, item 2 (decision 0040): check-in by QR code. A visitor books; the QR code in their
 * confirmation mail (an inline PNG) is read back from its pixels; staff open Check in from
 * manage-events, type the code and see the name; the same code again says already checked in.
 * A second person is checked in by the camera: Chromium's fake capture plays a video of their QR.
 */

const run = Date.now().toString(36);
const EVENT_TITLE = `Internal auditor refresher ${run}`;
const FIRST = { name: "Lindiwe", surname: `Mthembu${run}`, email: `lindiwe-${run}@example.test` };
const SECOND = { name: "Pieter", surname: `Botha${run}`, email: `pieter-${run}@example.test` };
const SHOTS = process.env.E2E_SHOTS_DIR ?? "test-results/e2e-shots";

async function book(browser: Browser, person: typeof FIRST, signedIn?: Page) {
  const context = signedIn ? signedIn.context() : await browser.newContext({ baseURL: E2E_BASE_URL });
  const visitor = signedIn ?? (await context.newPage());
  await visitor.goto("/events");
  await visitor.getByRole("link", { name: `Details and registration for ${EVENT_TITLE}` }).click();
  await expect(visitor.getByRole("heading", { level: 2, name: EVENT_TITLE })).toBeVisible();
  const form = visitor.getByRole("form", { name: "Register for this webinar" });
  await fillBookingForm(form, person);
  const register = form.getByRole("button", { name: "Register" });
  // A field typed while the page was still hydrating can be lost: type the form again if so.
  if (!(await register.isEnabled())) await fillBookingForm(form, person);
  await register.click();
  await expect(visitor).toHaveURL(/\/event-confirmation\?booking=/);
  if (!signedIn) await context.close();
}

async function fillBookingForm(form: Locator, person: typeof FIRST) {
  await form.getByRole("textbox", { name: "Name", exact: true }).fill(person.name);
  await form.getByLabel("Surname").fill(person.surname);
  await form.getByLabel("Email").fill(person.email);
  await form.getByLabel("Phone").fill("+27 82 555 0188");
  await form.getByLabel("Country").selectOption("South Africa");
  await form.getByLabel("Province").selectOption("Gauteng");
  await form.getByLabel("City").fill("Pretoria");
  await form.getByLabel("Company").fill("Highveld Calibration");
  await form.getByLabel("Occupation").fill("Quality manager");
  const consent = form.getByRole("checkbox", { name: /I agree that the personal information/ });
  if ((await consent.count()) > 0) await consent.check();
}

/** The check-in QR image attached inline to the confirmation, decoded from its pixels. */
async function qrCodeFrom(mail: ParsedMail): Promise<{ code: string; png: Buffer }> {
  const image = mail.attachments.find((attachment) => attachment.contentType === "image/png");
  expect(image, "the QR image attachment").toBeDefined();
  const png = image?.content as Buffer;
  // Attached inline by its content id; mailparser swaps the HTML's cid: reference for the image itself.
  expect(image?.contentDisposition).toBe("inline");
  expect(image?.cid).toBe("checkin-qr@campus");
  expect(mail.html || "").toContain('<img src="data:image/png;base64,');
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const decoded = jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height);
  expect(decoded?.data).toMatch(/^[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/);
  return { code: decoded?.data as string, png };
}

/** A few seconds of video showing the QR code, as Chromium's fake camera plays it (Y4M, 4:2:0). */
async function writeQrVideo(png: Buffer, file: string) {
  const side = 480;
  const luma = await sharp(png)
    .resize(320, 320, { kernel: "nearest" })
    .extend({ top: 80, bottom: 80, left: 80, right: 80, background: "#ffffff" })
    .flatten({ background: "#ffffff" })
    .extractChannel(0)
    .raw()
    .toBuffer();
  expect(luma.length).toBe(side * side);
  const chroma = Buffer.alloc((side / 2) * (side / 2), 128);
  const frame = Buffer.concat([Buffer.from("FRAME\n"), luma, chroma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${side} H${side} F10:1 Ip A1:1 C420jpeg\n`);
  fs.writeFileSync(file, Buffer.concat([header, ...Array.from({ length: 20 }, () => frame)]));
}

async function shot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

test("check-in by QR code: the code from the mail checks the person in once", async ({ page, browser }, testInfo) => {
  test.setTimeout(180_000);
  const eventDate = johannesburgDate(DAYS_AFTER_THE_FEATURED_WEBINAR);

  await signIn(page, E2E_INSTRUCTOR.email, E2E_INSTRUCTOR.password);
  await page.goto("/event/new");
  await page.getByRole("textbox", { name: "Title", exact: true }).fill(EVENT_TITLE);
  await page.getByLabel("Subtitle").fill("ISO 19011 in one morning");
  await page.getByLabel("Start date").fill(eventDate);
  await page.getByLabel("End date").fill(eventDate);
  await page.getByLabel("Start time").fill("08:30");
  await page.getByLabel("End time").fill("12:30");
  await page.getByLabel("Location").fill("Campus training room, Centurion");
  await page.getByLabel("Description").fill("Planning, running and reporting an internal audit.");
  await page.getByLabel("Instructor name").fill("Marietjie van Wyk");
  await page.getByLabel("Instructor role").fill("Lead auditor");
  await page.getByLabel("Moderator name").fill("Bongani Nkosi");
  await page.getByLabel("Moderator role").fill("Training coordinator");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("heading", { name: `Bookings: ${EVENT_TITLE}` })).toBeVisible();

  await book(browser, FIRST);
  await book(browser, SECOND);
  const first = await qrCodeFrom(await waitForMail(FIRST.email, /^Registration confirmed/));
  const firstMail = await waitForMail(FIRST.email, /^Registration confirmed/);
  expect(firstMail.text).toContain(`Your check-in code is ${first.code}.`);
  const second = await qrCodeFrom(await waitForMail(SECOND.email, /^Registration confirmed/));
  expect(second.code).not.toBe(first.code);

  // A learner who booked while signed in finds the code and its QR on My learning.
  const learner = await newSignedInPage(browser, E2E_STUDENT, { baseURL: E2E_BASE_URL });
  await book(browser, { name: "Demo", surname: `Student${run}`, email: E2E_STUDENT.email }, learner.page);
  const myLearning = learner.page;
  await myLearning.setViewportSize({ width: 375, height: 800 });
  await myLearning.goto("/my-learning");
  const code = myLearning.getByText(/^[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/);
  await expect(code).toBeVisible();
  await expect(myLearning.getByRole("img", { name: `Check-in QR code for ${EVENT_TITLE}` })).toBeVisible();
  await code.scrollIntoViewIfNeeded();
  await expectNoAccessibilityViolations(myLearning);
  await myLearning.screenshot({ path: path.join(SHOTS, "my-learning-375-code.png") });
  await learner.context.close();

  // Check-in opens two hours before the start (decision 0073-check-in-window): weeks ahead,
  // the door says when it opens and checks nobody in.
  await page.goto("/manage-events");
  await page.getByRole("link", { name: `Check in to ${EVENT_TITLE}` }).click();
  await expect(page.getByTestId("check-in-window")).toContainText("Check-in is open from");
  await page.getByRole("textbox", { name: "Check-in code" }).fill(first.code);
  await page.getByRole("button", { name: "Check in", exact: true }).click();
  await expect(page.getByTestId("check-in-result").getByRole("alert")).toContainText("Check-in opens at");
  await expect(page.getByTestId("check-in-count")).toHaveText("0 of 3 checked in");

  // On the day: the event is moved to earlier today (it ran from midnight), inside its window until
  // the day ends, so the people booked can be checked in.
  await page.goto("/manage-events");
  await page.getByRole("link", { name: `Edit ${EVENT_TITLE}` }).click();
  await page.getByLabel("Start date").fill(johannesburgDate(0));
  await page.getByLabel("End date").fill(johannesburgDate(0));
  await page.getByLabel("Start time").fill("00:00");
  await page.getByLabel("End time").fill("00:01");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("heading", { name: `Bookings: ${EVENT_TITLE}` })).toBeVisible();

  // Staff reach the check-in page from manage-events.
  await page.goto("/manage-events");
  await page.getByRole("link", { name: `Check in to ${EVENT_TITLE}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Check in" })).toBeVisible();
  await expect(page.getByText(EVENT_TITLE)).toBeVisible();
  await expect(page.getByTestId("check-in-count")).toHaveText("0 of 3 checked in");
  await expectNoAccessibilityViolations(page);
  await shot(page, "check-in-1280-empty");

  const codeField = page.getByRole("textbox", { name: "Check-in code" });
  await codeField.fill(first.code.toLowerCase());
  await page.getByRole("button", { name: "Check in", exact: true }).click();
  const result = page.getByTestId("check-in-result");
  await expect(result).toContainText(`${FIRST.name} ${FIRST.surname}`);
  await expect(result).toContainText("Checked in at");
  await expect(page.getByTestId("check-in-count")).toHaveText("1 of 3 checked in");
  await expect(codeField).toHaveValue("");
  await expectNoAccessibilityViolations(page);
  await shot(page, "check-in-1280-success");

  await codeField.fill(first.code);
  await page.getByRole("button", { name: "Check in", exact: true }).click();
  await expect(result.getByRole("alert")).toContainText(`${FIRST.name} ${FIRST.surname} is already checked in (`);
  await expect(result.getByRole("alert")).toContainText("by ");
  await expect(page.getByTestId("check-in-count")).toHaveText("1 of 3 checked in");
  await expectNoAccessibilityViolations(page);
  await shot(page, "check-in-1280-already");

  await codeField.fill("ABCDE-FGHJK");
  await page.getByRole("button", { name: "Check in", exact: true }).click();
  await expect(result.getByRole("alert")).toContainText("No booking has this check-in code");

  await page.setViewportSize({ width: 375, height: 800 });
  await codeField.fill(first.code);
  await page.getByRole("button", { name: "Check in", exact: true }).click();
  await expect(result.getByRole("alert")).toContainText("is already checked in");
  await expectNoSidewaysScroll(page);
  await shot(page, "check-in-375-already");
  await page.setViewportSize({ width: 1280, height: 800 });

  // The way back, and the check-in on manage-events.
  await page.getByRole("link", { name: "Back to Manage events" }).click();
  await expect(page.getByRole("heading", { name: `Bookings: ${EVENT_TITLE}` })).toBeVisible();
  await expect(page.getByTestId("attendance-summary")).toContainText("1 of 3 checked in at the door");
  await expect(page.getByText(/^Checked in \d/)).toBeVisible();
  await shot(page, "manage-events-1280-checked-in");
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByRole("link", { name: `Check in to ${EVENT_TITLE}` })).toBeAttached();
  await shot(page, "manage-events-375");
  await page.setViewportSize({ width: 1280, height: 800 });

  // The camera path: a browser whose fake camera shows the second person's QR code.
  const video = testInfo.outputPath("qr.y4m");
  await writeQrVideo(second.png, video);
  const cameraBrowser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--use-fake-ui-for-media-stream",
      "--use-fake-device-for-media-stream",
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
  try {
    const context = await cameraBrowser.newContext({ baseURL: E2E_BASE_URL, permissions: ["camera"] });
    const door = await context.newPage();
    await door.setViewportSize({ width: 375, height: 800 });
    await signIn(door, E2E_INSTRUCTOR.email, E2E_INSTRUCTOR.password);
    await door.goto("/manage-events");
    await door.getByRole("link", { name: `Check in to ${EVENT_TITLE}` }).click();
    await door.getByRole("button", { name: "Scan with camera" }).click();
    await expect(door.getByTestId("check-in-result")).toContainText(`${SECOND.name} ${SECOND.surname}`, {
      timeout: 20_000,
    });
    await expect(door.getByTestId("check-in-count")).toHaveText("2 of 3 checked in");
    await shot(door, "check-in-375-camera");
    await door.getByRole("button", { name: "Stop camera" }).click();
    await expect(door.getByRole("button", { name: "Scan with camera" })).toBeVisible();
    await expectNoAccessibilityViolations(door);
  } finally {
    await cameraBrowser.close();
  }
});

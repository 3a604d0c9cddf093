import fs from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { pdfToText } from "../support/pdf-text";
import { expectNoAccessibilityViolations } from "./support/accessibility";
import {
  DEMO_ONLINE_COURSE,
  DEMO_QUIZ_CORRECT_OPTIONS,
  demoOnlineCourseId,
  enrolInCourse,
} from "./support/demo-course";
import { E2E_BASE_URL } from "./support/e2e-environment";
import { waitForMail } from "./support/mailbox";
import { tickPrivacyConsent } from "./support/privacy-consent";
import { signUp } from "./support/session";

/**
 * My learning (issue 10, items 3 and 5): a new student enrols in the demo online course (it offers
 * a certificate), completes every lesson, is told the certificate is ready, and finds it on My
 * learning: the PDF downloads with their name on it, the verify link is copied and shown, and the
 * verification page says valid. A webinar booked while signed in is listed with its .ics.
 */
const run = Date.now().toString(36);
const STUDENT_NAME = "Naledi Mokoena";
const STUDENT_EMAIL = `naledi-${run}@example.test`;
const COURSE_NAME = DEMO_ONLINE_COURSE;

test.describe.configure({ mode: "serial" });

async function screenshotsAtBothWidths(page: Page, name: string) {
  await page.setViewportSize({ width: 375, height: 800 });
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth, "no sideways scroll at 375 px").toBeLessThanOrEqual(375);
  await page.screenshot({ path: `test-results/screens/${name}-375.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `test-results/screens/${name}-1280.png`, fullPage: true });
}

/**
 * Answers every quiz on the lesson shown with the demo quiz's correct options, one quiz at a time,
 * each scored and passed (the demo quiz has a pass mark: a wrong attempt earns no certificate).
 */
async function takeTheLessonsQuizzes(page: Page) {
  const quizzes = page.locator("form", { has: page.locator("[data-quiz-question]") });
  for (let left = await quizzes.count(); left > 0; left -= 1) {
    const quiz = quizzes.first();
    const options = quiz.locator("[data-quiz-question] input");
    const optionCount = await options.count();
    for (let index = 0; index < optionCount; index += 1) {
      const option = options.nth(index);
      const label = (await page.locator(`label[for="${await option.getAttribute("id")}"]`).textContent()) ?? "";
      if (DEMO_QUIZ_CORRECT_OPTIONS.has(label.trim())) await option.check();
    }
    await quiz.getByRole("button", { name: "Submit answers" }).click();
    // Scored: the quiz's form gives way to its result, a pass.
    await expect(quizzes).toHaveCount(left - 1, { timeout: 15_000 });
    await expect(page.getByText("You passed this quiz.").first()).toBeVisible();
  }
}

test("a student's My learning: courses, Resume, the completion certificate and a booking", async ({ browser }) => {
  test.setTimeout(180_000);
  // The demo course's address, from the instructor who teaches it.
  const courseId = await demoOnlineCourseId(browser);

  const context = await browser.newContext({
    baseURL: E2E_BASE_URL,
    viewport: { width: 1280, height: 900 },
    permissions: ["clipboard-read", "clipboard-write"],
  });
  const page = await context.newPage();
  await signUp(page, STUDENT_NAME, STUDENT_EMAIL, "a-long-password");

  // Nothing yet: each section says what to do next.
  await page.goto("/my-learning");
  await expect(page.getByRole("heading", { level: 1, name: "My learning" })).toBeVisible();
  await expect(page.getByText("You are not enrolled in an online course yet.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Browse online courses" })).toHaveAttribute("href", "/courses/online");
  await expect(page.getByRole("link", { name: "See upcoming events" })).toHaveAttribute("href", "/events");
  await expectNoAccessibilityViolations(page);
  await screenshotsAtBothWidths(page, "my-learning-empty");

  // Enrol, open the second lesson, come back: Resume goes to it.
  const firstLesson = await enrolInCourse(page, courseId);
  await page.getByRole("link", { name: "Skip to the next lesson" }).click();
  await expect(page).not.toHaveURL(new RegExp(`${firstLesson}$`));
  const secondLesson = new URL(page.url()).pathname;
  const secondTitle = (await page.getByRole("heading", { level: 1 }).textContent()) ?? "";
  await page.goto("/my-learning");
  const myCourses = page.getByRole("region", { name: "My courses" });
  await expect(myCourses.getByRole("link", { name: COURSE_NAME, exact: true })).toBeVisible();
  await expect(myCourses.getByText(`Last opened: ${secondTitle}`)).toBeVisible();
  await expect(myCourses.getByRole("link", { name: `Resume ${COURSE_NAME}` })).toHaveAttribute("href", secondLesson);
  await screenshotsAtBothWidths(page, "my-learning-in-progress");

  // Complete every lesson from the first one on, passing each quiz on the way: the certificate needs
  // every quiz's pass mark reached (decision 0072-quiz-pass-marks).
  await page.goto(`/course/${courseId}`);
  for (let lesson = 0; lesson < 30; lesson += 1) {
    const banner = page.getByText("Course complete — your certificate is ready");
    if (await banner.isVisible()) break;
    await takeTheLessonsQuizzes(page);
    const heading = (await page.getByRole("heading", { level: 1 }).textContent()) ?? "";
    await page.getByRole("button", { name: "Complete & continue" }).click();
    await expect(async () => {
      const now = (await page.getByRole("heading", { level: 1 }).textContent()) ?? "";
      const done = await banner.isVisible();
      expect(done || now !== heading).toBe(true);
    }).toPass({ timeout: 15_000 });
  }
  const banner = page.getByRole("alert").filter({ hasText: "Course complete — your certificate is ready" });
  await expect(banner).toBeVisible();
  await page.screenshot({ path: "test-results/screens/course-complete-certificate-1280.png" });
  await banner.getByRole("link", { name: "My learning" }).click();
  await expect(page).toHaveURL(/\/my-learning$/);

  // The certificate: listed, downloadable, its verify link copied and shown.
  const completed = page.getByRole("region", { name: "Completed courses" });
  await expect(completed.getByText(COURSE_NAME, { exact: true })).toBeVisible();
  const certificates = page.getByRole("region", { name: "My certificates" });
  await expect(certificates.getByText(COURSE_NAME, { exact: true })).toBeVisible();
  const downloadPromise = page.waitForEvent("download");
  await certificates.getByRole("link", { name: `Download PDF of the certificate for ${COURSE_NAME}` }).click();
  const download = await downloadPromise;
  const pdfText = pdfToText(fs.readFileSync((await download.path()) as string), "reading");
  expect(pdfText).toContain(STUDENT_NAME);
  expect(pdfText).toContain(COURSE_NAME);

  await certificates.getByRole("button", { name: `Copy verify link for ${COURSE_NAME}` }).click();
  await expect(certificates.getByText("Verify link copied.")).toBeVisible();
  await expect(certificates.getByRole("button", { name: `Link copied: verify link for ${COURSE_NAME}` })).toHaveText(
    "Link copied",
  );
  const shownLink = (await certificates.getByRole("link", { name: /\/verify\// }).textContent()) ?? "";
  expect(shownLink).toMatch(new RegExp(`^${E2E_BASE_URL}/verify/\\w+$`));
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shownLink);

  // Beside it, the Open Badges 3.0 credential (docs/decisions/0100-open-badges-credentials.md): a
  // signed .jwt naming the course, and LinkedIn's add-a-certification form pointing at the verify page.
  const badgePromise = page.waitForEvent("download");
  await certificates.getByRole("link", { name: `Download Open Badge for ${COURSE_NAME}` }).click();
  const badge = await badgePromise;
  expect(badge.suggestedFilename()).toMatch(/^open-badge-.+\.jwt$/);
  const [, payload] = fs.readFileSync((await badge.path()) as string, "utf8").split(".");
  const credential = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
  expect(credential.type).toEqual(["VerifiableCredential", "OpenBadgeCredential"]);
  expect(credential.credentialSubject.achievement.name).toBe(COURSE_NAME);
  const linkedInHref = await certificates
    .getByRole("link", { name: `Add to LinkedIn: ${COURSE_NAME} (opens LinkedIn)` })
    .getAttribute("href");
  const linkedIn = new URL(linkedInHref ?? "");
  expect(linkedIn.searchParams.get("startTask")).toBe("CERTIFICATION_NAME");
  expect(linkedIn.searchParams.get("certUrl")).toBe(shownLink);

  // The certificate was mailed too, once.
  const mail = await waitForMail(STUDENT_EMAIL, /Your certificate/);
  expect(mail.attachments[0]?.contentType).toBe("application/pdf");

  // A webinar booked while signed in: the form comes filled in from the account.
  await page.goto("/events");
  const form = page.getByRole("form", { name: "Register for this webinar" });
  await expect(form.getByLabel("Email")).toHaveValue(STUDENT_EMAIL);
  await form.getByRole("textbox", { name: "Name", exact: true }).fill("Naledi");
  await form.getByLabel("Surname").fill("Mokoena");
  await form.getByLabel("Email").fill(`naledi-work-${run}@example.test`);
  await form.getByLabel("Phone").fill("+27 72 555 0123");
  await form.getByLabel("Country").selectOption("South Africa");
  await form.getByLabel("Province").selectOption("Gauteng");
  await form.getByLabel("City").fill("Pretoria");
  await form.getByLabel("Company").fill("Tshwane Quality Services");
  await form.getByLabel("Occupation").fill("Quality officer");
  await tickPrivacyConsent(form);
  await form.getByRole("button", { name: "Register" }).click();
  await expect(page).toHaveURL(/\/event-confirmation\?booking=/);
  // Back on the webinar, the booked person sees so instead of the form.
  await page.goto("/events");
  await expect(page.getByText("You're booked")).toBeVisible();
  await expect(page.getByRole("form", { name: "Register for this webinar" })).toHaveCount(0);

  await page.goto("/my-learning");
  const bookings = page.getByRole("region", { name: "My event bookings" });
  const addToCalendar = bookings.getByRole("link", { name: /^Add to calendar \(\.ics\)/ });
  await expect(addToCalendar).toHaveCount(1);
  const icsResponse = await page.request.get((await addToCalendar.getAttribute("href")) as string);
  expect(icsResponse.status()).toBe(200);
  expect(icsResponse.headers()["content-type"]).toContain("text/calendar");
  expect(await icsResponse.text()).toContain("BEGIN:VEVENT");
  // Cancel opens the booking's cancel page, which asks before it cancels; an online webinar shows no door QR.
  await expect(bookings.getByRole("link", { name: /^Cancel booking:/ })).toHaveAttribute(
    "href",
    /^\/bookings\/cancel\//,
  );
  await expect(bookings.getByText(/QR code/)).toHaveCount(0);

  await expectNoAccessibilityViolations(page);
  await screenshotsAtBothWidths(page, "my-learning");

  // The verify page says valid.
  await page.goto(shownLink);
  await expect(page.getByTestId("certificate-status")).toHaveText("Valid");
  await context.close();
});

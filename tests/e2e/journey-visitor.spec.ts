import fs from "node:fs";
import { expect, test } from "@playwright/test";
import { pdfToText } from "../support/pdf-text";
import { addBlock, addChapter, addLesson, createCourse, typeIntoTextBlock } from "./support/course-builder";
import { E2E_BASE_URL, E2E_INSTRUCTOR } from "./support/e2e-environment";
import { waitForMail } from "./support/mailbox";
import { tickPrivacyConsent } from "./support/privacy-consent";
import { newSignedInPage } from "./support/session";

/*
 * Issue 10, journey 1, through the UI only: an instructor publishes an online course open for
 * self-enrolment that offers a certificate; a visitor finds it from the home page, presses Enrol,
 * signs up from there (confirmation link from the mailbox), comes back enrolled in the first lesson,
 * completes every lesson, downloads the completion certificate from My learning, and its verify
 * page says valid. The course and the person are new to this run.
 */

const run = Date.now().toString(36);
const COURSE = `Risk-based thinking for ISO 9001 ${run}`;
const LESSONS = ["What a risk is", "Treating risks and opportunities"];
const VISITOR = { name: `Palesa Khumalo ${run}`, email: `palesa-${run}@example.test`, password: "journey-1-pw" };

test("journey: a visitor finds an online course from the home page, signs up from Enrol, completes it and verifies the certificate", async ({
  browser,
}) => {
  test.setTimeout(180_000);

  // The instructor's course: one chapter, two lessons, published, open for self-enrolment, with a certificate.
  const { context: instructorContext, page: instructor } = await newSignedInPage(browser, E2E_INSTRUCTOR, {
    baseURL: E2E_BASE_URL,
    viewport: { width: 1280, height: 900 },
  });
  const { courseId } = await createCourse(instructor, COURSE);
  await addChapter(instructor, "Risk in the management system");
  for (const [index, lesson] of LESSONS.entries()) {
    await addLesson(instructor, lesson);
    await typeIntoTextBlock(instructor, await addBlock(instructor, "Text"), `Lesson ${index + 1}: ${lesson}.`);
  }
  await instructor.getByRole("link", { name: "Settings", exact: true }).click();
  await instructor.getByRole("checkbox", { name: "Published (shown in the public catalogue)" }).check();
  await instructor.getByRole("checkbox", { name: "Open for self-enrolment" }).check();
  await instructor.getByRole("checkbox", { name: "Offers a certificate on completion" }).check();
  await instructor.getByRole("button", { name: "Save Course" }).click();
  await expect(instructor.getByText("Course updated successfully")).toBeVisible();
  await instructorContext.close();

  const context = await browser.newContext({ baseURL: E2E_BASE_URL, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();

  // From the home page to the course's page.
  await page.goto("/");
  await page.getByRole("link", { name: "Browse online courses" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Online courses" })).toBeVisible();
  await page.getByLabel("Search courses").fill(run);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await page.getByRole("link", { name: `View course: ${COURSE}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: COURSE })).toBeVisible();
  for (const lesson of LESSONS) await expect(page.getByText(lesson, { exact: true })).toBeVisible();

  // Enrol → sign in or sign up → sign up; the confirmation link brings them back enrolled, in the first lesson.
  await page.getByRole("link", { name: "Enrol", exact: true }).click();
  await expect(page).toHaveURL(/\/sign-in\?/);
  await page.getByRole("link", { name: "Sign up", exact: true }).click();
  await expect(page).toHaveURL(/\/sign-up\?/);
  await page.getByRole("textbox", { name: "Name", exact: true }).fill(VISITOR.name);
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(VISITOR.email);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(VISITOR.password);
  await tickPrivacyConsent(page);
  await page.getByRole("button", { name: "Sign up" }).click();
  await expect(page.getByRole("status")).toContainText("follow the link in it to finish signing up");
  const confirmation = await waitForMail(VISITOR.email, /Confirm your Campus account/);
  const link = (confirmation.text ?? "").match(/https?:\/\/\S+/)?.[0];
  expect(link, "a confirmation link").toBeTruthy();
  await page.goto(link as string);
  await expect(page).toHaveURL(new RegExp(`/course/${courseId}/[a-z0-9]+/[a-z0-9]+$`));
  await expect(page.getByRole("heading", { level: 1, name: LESSONS[0] })).toBeVisible();

  // Every lesson, in order; the last one completes the course and issues the certificate.
  await page.getByRole("button", { name: "Complete & continue" }).click();
  await expect(page.getByRole("heading", { level: 1, name: LESSONS[1] })).toBeVisible();
  await page.getByRole("button", { name: "Complete & continue" }).click();
  const banner = page.getByRole("alert").filter({ hasText: "Course complete — your certificate is ready" });
  await expect(banner).toBeVisible();

  // My learning: the completed course and its certificate, downloaded as a PDF with their name on it.
  await page.getByRole("banner").getByRole("link", { name: "My learning" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "My learning" })).toBeVisible();
  await expect(
    page.getByRole("region", { name: "Completed courses" }).getByText(COURSE, { exact: true }),
  ).toBeVisible();
  const certificates = page.getByRole("region", { name: "My certificates" });
  const downloading = page.waitForEvent("download");
  await certificates.getByRole("link", { name: `Download PDF of the certificate for ${COURSE}` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const text = pdfToText(fs.readFileSync((await download.path()) as string), "reading");
  expect(text).toContain(VISITOR.name);
  expect(text).toContain(COURSE);
  const verifyPath = /\/verify\/[a-z0-9]+/.exec(text)?.[0];
  expect(verifyPath, "the certificate names its verification page").toBeTruthy();

  // The verification page, as anyone would open it from the certificate: valid, their name and course.
  const stranger = await browser.newContext({ baseURL: E2E_BASE_URL });
  const verifier = await stranger.newPage();
  await verifier.goto(verifyPath as string);
  await expect(verifier.getByTestId("certificate-status")).toHaveText("Valid");
  await expect(verifier.getByText(VISITOR.name)).toBeVisible();
  await expect(verifier.getByText(COURSE)).toBeVisible();
  await stranger.close();
  await context.close();
});

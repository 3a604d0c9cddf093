import { expect, type Page, test } from "@playwright/test";
import { expectNoAccessibilityViolations } from "./support/accessibility";
import { addChapter, addLesson, createCourse } from "./support/course-builder";
import { E2E_BASE_URL, E2E_INSTRUCTOR, E2E_STUDENT } from "./support/e2e-environment";
import { waitForMail } from "./support/mailbox";
import { tickPrivacyConsent } from "./support/privacy-consent";
import { newSignedInPage } from "./support/session";
import { expectNoSidewaysScroll } from "./support/sideways-scroll";

/**
 * Issue 10, item 4: a visitor finds an online course from the home page by clicking, presses
 * Enrol, signs up, confirms from the email, and lands in the course's first lesson, enrolled.
 * The demo install's online course (the seed's Root Cause Analysis course) is open for self-enrolment.
 */
const COURSE_NAME = "Root Cause Analysis and Corrective Action";
const FIRST_LESSON = "Correction, corrective action and prevention";

async function screenshotAt(page: Page, name: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    // No sideways scroll of the page at either width.
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: `test-results/screens/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test("a visitor finds an online course from the home page, enrols by signing up, and lands in its first lesson", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/");
  await page
    .getByRole("navigation", { name: "Main", exact: true })
    .getByRole("link", { name: "Online Courses" })
    .click();
  await expect(page).toHaveURL(/\/courses\/online$/);
  await expect(page.getByRole("heading", { level: 1, name: "Online courses" })).toBeVisible();
  await expectNoAccessibilityViolations(page);
  await screenshotAt(page, "catalogue-online");

  // The catalogue's search is a plain GET form: the search is in the address.
  await page.getByRole("searchbox", { name: "Search courses" }).fill("root cause");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/courses\/online\?q=root\+cause$/);
  await page.getByRole("link", { name: `View course: ${COURSE_NAME}` }).click();

  await expect(page.getByRole("heading", { level: 1, name: COURSE_NAME })).toBeVisible();
  await expect(page.getByRole("heading", { name: "What you will learn" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Course contents" })).toBeVisible();
  await expect(page.getByText(FIRST_LESSON)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Your instructor" })).toBeVisible();
  await expect(page.getByText("About 1 h 30 min")).toBeVisible();
  // Titles only: no lesson content on the public page.
  await expect(page.getByText("Three different responses")).toHaveCount(0);
  await expectNoAccessibilityViolations(page);
  await screenshotAt(page, "online-course-overview");
  const overviewPath = new URL(page.url()).pathname;

  await page.getByRole("link", { name: "Enrol", exact: true }).click();
  await expect(page).toHaveURL(/\/sign-in\?redirectTo=/);
  await page.getByRole("main").getByRole("link", { name: "Sign up" }).click();
  await expect(page).toHaveURL(/\/sign-up\?redirectTo=.*&enrol=/);

  const email = `enrol-${Date.now()}@example.test`;
  await page.getByRole("textbox", { name: "Name", exact: true }).fill("Lerato Mahlangu");
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(email);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill("lerato-password-1");
  await tickPrivacyConsent(page);
  await page.getByRole("button", { name: "Sign up" }).click();
  await expect(page.getByRole("status")).toContainText("follow the link in it to finish signing up");

  const mail = await waitForMail(email, /Confirm your Campus account/);
  const link = (mail.text ?? "").match(/https?:\/\/\S+/)?.[0];
  expect(link).toBeTruthy();
  await page.goto(link as string);

  // Confirmed, signed in, enrolled: the first lesson of the course is open.
  await expect(page).toHaveURL(/\/course\/\w+\/\w+\/\w+$/);
  await expect(page.getByRole("heading", { name: FIRST_LESSON }).first()).toBeVisible();

  // Back on the course's page, an enrolled student sees Continue instead of Enrol.
  await page.goto(overviewPath);
  await expect(page.getByText("You are enrolled in this course.")).toBeVisible();
  await page.getByRole("link", { name: "Continue", exact: true }).click();
  await expect(page).toHaveURL(/\/course\/\w+\/\w+\/\w+$/);
});

test("the type catalogues page their courses with links that work without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto("/courses/certification");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("courses");
  await expect(
    page.getByRole("navigation", { name: "Course catalogue" }).getByRole("link", { name: "Online courses" }),
  ).toHaveAttribute("href", "/courses/online");
  await page.getByRole("searchbox", { name: "Search courses" }).fill("ISO");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\?q=ISO$/);
  await expect(page.getByRole("status")).toContainText('matching "ISO"');
  await context.close();
});

test("a student requests a place in a closed course; the instructor accepts it and the student is enrolled", async ({
  browser,
}) => {
  const title = `Laboratory Quality Essentials ${Date.now().toString(36)}`;
  const instructor = await newSignedInPage(browser, E2E_INSTRUCTOR, { viewport: { width: 1280, height: 900 } });
  await createCourse(instructor.page, title);
  await addChapter(instructor.page, "Method validation");
  await addLesson(instructor.page, "Precision and bias");
  await instructor.page.getByRole("link", { name: "Settings" }).click();
  await instructor.page.getByLabel("Duration (minutes)").fill("45");
  await instructor.page.getByLabel("Published (shown in the public catalogue)").check();
  await instructor.page.getByRole("button", { name: "Save Course" }).click();
  await expect(instructor.page.getByText("Course updated successfully")).toBeVisible();
  const settingsUrl = instructor.page.url();

  const student = await newSignedInPage(browser, E2E_STUDENT, { viewport: { width: 1280, height: 900 } });
  await student.page.goto("/courses/online");
  await student.page.getByRole("searchbox", { name: "Search courses" }).fill(title);
  await student.page.getByRole("button", { name: "Search" }).click();
  await student.page.getByRole("link", { name: `View course: ${title}` }).click();
  await expect(student.page.getByText("About 45 min")).toBeVisible();
  await student.page.getByLabel("Message to the instructor (optional)").fill("Our lab is preparing for ISO 17025.");
  await expectNoAccessibilityViolations(student.page);
  await student.page.getByRole("button", { name: "Request a place" }).click();
  await expect(student.page.getByRole("status").filter({ hasText: "Your request has been sent" })).toBeVisible();

  const notice = await waitForMail(E2E_INSTRUCTOR.email, new RegExp(`Place requested: ${title}`));
  expect(notice.text).toContain("Our lab is preparing for ISO 17025.");
  await instructor.page.goto(settingsUrl);
  const requests = instructor.page.getByRole("region", { name: "Requests for a place" });
  await expect(requests.getByText("Our lab is preparing for ISO 17025.")).toBeVisible();
  await expectNoAccessibilityViolations(instructor.page);
  await instructor.page.screenshot({ path: "test-results/screens/enrolment-requests-1280.png", fullPage: true });
  await requests.getByRole("button", { name: /^Accept / }).click();
  await expect(instructor.page.getByText("Request accepted: the student is enrolled")).toBeVisible();

  await waitForMail(E2E_STUDENT.email, new RegExp(`You are enrolled: ${title}`));
  await student.page.reload();
  await student.page.getByRole("link", { name: "Continue", exact: true }).click();
  await expect(student.page.getByRole("heading", { name: "Precision and bias" }).first()).toBeVisible();
  await instructor.context.close();
  await student.context.close();
});

test("a long course's overview lists every chapter, one open, the others open with a click or a key and no JavaScript", async ({
  browser,
}) => {
  const title = `Laboratory Accreditation Programme ${Date.now().toString(36)}`;
  const instructor = await newSignedInPage(browser, E2E_INSTRUCTOR, { viewport: { width: 1280, height: 900 } });
  const { courseId } = await createCourse(instructor.page, title);
  // Twelve chapters of three lessons, through the editor's own outline endpoint (the dialogs are covered above).
  const outline = async (form: Record<string, string>) => {
    const response = await instructor.page.request.post(`/api/courses/${courseId}/outline`, {
      form,
      headers: { origin: E2E_BASE_URL },
    });
    expect(response.ok()).toBe(true);
    return (await response.json()) as { chapterId: string };
  };
  for (let chapter = 1; chapter <= 12; chapter++) {
    const { chapterId } = await outline({ intent: "add-chapter", title: `Clause ${chapter + 3} of the standard` });
    for (let lesson = 1; lesson <= 3; lesson++) {
      await outline({ intent: "add-lesson", chapterId, title: `Lesson ${chapter}.${lesson}: evidence` });
    }
  }
  await instructor.page.goto(`/edit-course/${courseId}/settings`);
  await instructor.page.getByLabel("Published (shown in the public catalogue)").check();
  await instructor.page.getByRole("button", { name: "Save Course" }).click();
  await expect(instructor.page.getByText("Course updated successfully")).toBeVisible();
  await instructor.context.close();

  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  // The overview also finds a course by its id.
  await page.goto(`/course-overview/${courseId}`);
  const contents = page.locator("ol").filter({ has: page.getByRole("heading", { level: 3 }) });
  await expect(contents.getByRole("heading", { level: 3 })).toHaveCount(12);
  await expect(contents.getByRole("heading", { level: 3, name: "Clause 15 of the standard" })).toBeVisible();
  await expect(contents.getByText("3 lessons")).toHaveCount(12);
  // The first chapter is open; the others' titles are in the page, shown when opened.
  await expect(page.getByText("Lesson 1.3: evidence")).toBeVisible();
  await expect(page.getByText("Lesson 2.1: evidence")).toBeHidden();
  await expect(page.getByText("Lesson 12.3: evidence")).toBeAttached();
  await contents.getByText("Clause 5 of the standard").click();
  await expect(page.getByText("Lesson 2.1: evidence")).toBeVisible();
  // Keyboard: a chapter's summary takes the focus and opens with Enter.
  const third = page.locator("summary").filter({ hasText: "Clause 6 of the standard" });
  await third.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Lesson 3.2: evidence")).toBeVisible();
  await context.close();

  // axe runs in the page's JavaScript: the same page with it on.
  const withScript = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const visitor = await withScript.newPage();
  await visitor.goto(`/course-overview/${courseId}`);
  await visitor.locator("summary").filter({ hasText: "Clause 5 of the standard" }).click();
  await expectNoAccessibilityViolations(visitor);
  await screenshotAt(visitor, "online-course-overview-long");
  await withScript.close();
});

import { expect, type Page, test } from "@playwright/test";
import { expectNoAccessibilityViolations } from "./support/accessibility";
import { addBlock, addChapter, addLesson, expectBlockSaved, uploadIntoBlock } from "./support/course-builder";
import { E2E_BASE_URL, E2E_INSTRUCTOR, E2E_STUDENT } from "./support/e2e-environment";
import { samplePdf, samplePptx, sampleWav } from "./support/sample-files";
import { newSignedInPage, signUp } from "./support/session";

/**
 * The main flow: an instructor builds a course with every block type in the editor and
 * enrols the demo student, who takes it (quiz scored, survey stored, progress to 100 %); someone
 * not enrolled sees only the overview and cannot read the lesson's files.
 */
const run = Date.now().toString(36);
const COURSE_NAME = `Document Control Essentials ${run}`;
const FIRST_CHAPTER = "Controlling documented information";
const FIRST_LESSON = "Approving and issuing documents";
const SECOND_CHAPTER = "Keeping records";
const SECOND_LESSON = "Retention and disposal";
const TEXT_CONTENT = "Keep one approved version of every document at the point of use.";
const QUIZ_QUESTION = "Who approves a controlled document before it is issued?";
const SURVEY_QUESTION = "How are documents controlled where you work?";

interface BuiltCourse {
  courseId: string;
  firstLessonPath: string;
  pdfPath: string;
}

let built: BuiltCourse | undefined;

test.describe.configure({ mode: "serial" });

const WIDE_SCREEN = { baseURL: E2E_BASE_URL, viewport: { width: 1280, height: 900 } };

async function buildCourseAsInstructor(page: Page): Promise<BuiltCourse> {
  await page.goto("/instructor/courses");
  await page.getByRole("button", { name: "Add course" }).click();
  const nameDialog = page.getByRole("dialog", { name: "Name your course" });
  await nameDialog.getByRole("textbox", { name: "Title" }).fill(COURSE_NAME);
  await nameDialog.getByRole("button", { name: "Create course" }).click();
  // Create course opens the new course's editor.
  await expect(nameDialog).toBeHidden();
  await expect(page).toHaveURL(/\/edit-course\/\w+/);
  const courseId = new URL(page.url()).pathname.split("/")[2] ?? "";

  await addChapter(page, FIRST_CHAPTER);
  await addLesson(page, FIRST_LESSON);
  const firstLessonPath = new URL(page.url()).pathname.replace("/edit-course/", "/course/");

  const text = await addBlock(page, "Text");
  await text.getByRole("textbox", { name: "Text 1" }).click();
  await page.keyboard.type(TEXT_CONTENT);
  await text.getByRole("textbox", { name: "Content title" }).click();
  await expectBlockSaved(text);

  const video = await addBlock(page, "Video");
  await video.getByText("YouTube", { exact: true }).click();
  await video.getByRole("textbox", { name: "YouTube link" }).fill("https://www.youtube.com/watch?v=lG6xHwI4ncQ");
  await video.getByRole("textbox", { name: "Content title" }).click();
  await expectBlockSaved(video);

  // A new question starts with 'Option 1' to 'Option 4', the third marked correct (SPEC 3).
  const quiz = await addBlock(page, "Quiz");
  await quiz.getByRole("textbox", { name: "Question 1" }).fill(QUIZ_QUESTION);
  await quiz.getByRole("textbox", { name: "Content title" }).click();
  await expectBlockSaved(quiz);

  const survey = await addBlock(page, "Survey");
  await survey.getByRole("textbox", { name: "Question 1" }).fill(SURVEY_QUESTION);
  await survey.getByRole("textbox", { name: "Content title" }).click();
  await expectBlockSaved(survey);

  await uploadIntoBlock(page, await addBlock(page, "PDF"), /Upload PDF/, samplePdf());
  await uploadIntoBlock(page, await addBlock(page, "Audio"), /Upload audio/, sampleWav());
  await uploadIntoBlock(page, await addBlock(page, "PowerPoint"), /Upload presentation/, samplePptx());
  const pdfPath = await page
    .getByRole("region", { name: "PDF 5", exact: true })
    .getByRole("link", { name: "audit-checklist.pdf" })
    .getAttribute("href");

  await addChapter(page, SECOND_CHAPTER);
  await addLesson(page, SECOND_LESSON);
  const closing = await addBlock(page, "Text");
  await closing.getByRole("textbox", { name: "Text 1" }).click();
  await page.keyboard.type("Records are kept for as long as the retention schedule says, then disposed of securely.");
  await closing.getByRole("textbox", { name: "Content title" }).click();
  await expectBlockSaved(closing);

  // Course settings: published (so outsiders see the overview) and the demo student enrolled.
  await page.goto(`/edit-course/${courseId}/settings`);
  await page.getByRole("checkbox", { name: "Published (shown in the public catalogue)" }).check();
  await page.getByRole("button", { name: "Save Course" }).click();
  await expect(page.getByText("Course updated successfully")).toBeVisible();
  await page.getByRole("textbox", { name: "Find a student by name or email" }).fill(E2E_STUDENT.email);
  await page.getByRole("button", { name: "Find", exact: true }).click();
  await page.getByRole("button", { name: "Enrol Naledi Khumalo" }).click();
  await expect(page.getByRole("button", { name: "Remove Naledi Khumalo" })).toBeVisible();

  return { courseId, firstLessonPath, pdfPath: pdfPath ?? "" };
}

test("an instructor builds a course with every block type and the enrolled student takes it to 100 %", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const { page: instructor } = await newSignedInPage(browser, E2E_INSTRUCTOR, WIDE_SCREEN);
  built = await buildCourseAsInstructor(instructor);
  expect(built.pdfPath).toMatch(/^\/uploads\/\w+\.pdf$/);

  const { page: student } = await newSignedInPage(browser, E2E_STUDENT, WIDE_SCREEN);
  // No chapter in the URL: the first chapter's first lesson opens.
  await student.goto(`/course/${built.courseId}`);
  await expect(student).toHaveURL(built.firstLessonPath);
  await expect(student.getByRole("heading", { level: 1, name: FIRST_LESSON })).toBeVisible();
  const contents = student.getByRole("navigation", { name: "Course contents" });
  await expect(contents.getByTestId("course-progress")).toHaveText("0% complete (0 of 2 lessons)");

  // Every block type, read-only.
  await expect(student.getByText(TEXT_CONTENT)).toBeVisible();
  await expect(student.locator('iframe[src^="https://www.youtube-nocookie.com/embed/lG6xHwI4ncQ"]')).toHaveAttribute(
    "title",
    /YouTube/,
  );
  await expect(student.locator('iframe[title$="(PDF document)"]')).toHaveAttribute("src", built.pdfPath);
  await expect(student.getByRole("link", { name: "Download PDF" })).toHaveAttribute("href", built.pdfPath);
  await expect(student.locator("audio[controls]")).toHaveAttribute("src", /^\/uploads\/\w+\.wav$/);
  await expect(student.getByRole("link", { name: "Download presentation" })).toBeVisible();
  await expect(student.getByText("Three minor nonconformities in document control")).toBeVisible();
  await expect(student.getByText("Option 3")).toBeVisible();
  // The correct answer is not in the page before an attempt.
  expect(await student.content()).not.toContain("isCorrect");

  await student.screenshot({ path: "test-results/screens/course-viewer-lesson-1280.png", fullPage: true });
  await expectNoAccessibilityViolations(student);

  // The lesson's PDF is readable by the enrolled student, privately cached.
  const pdfResponse = await student.request.get(built.pdfPath);
  expect(pdfResponse.status()).toBe(200);
  expect(pdfResponse.headers()["cache-control"]).toMatch(/^private/);

  // Quiz: scored on the server, feedback at once.
  // As with Complete & continue below, headless Chromium sometimes drops a click after the inline
  // PDF viewer re-lays out (no request leaves the page; seen in CI's trace): submit again only while
  // no score is shown. Each try still has to be scored by the server to pass. The tick itself is
  // inside the retry: CI once saw the radio's click dropped the same way ("did not change its state").
  await expect(async () => {
    if (!(await student.getByText("You scored 1 out of 1.").isVisible())) {
      await student.getByRole("radio", { name: "Option 3" }).check({ timeout: 2_000 });
      await student.getByRole("button", { name: "Submit answers" }).first().click();
    }
    await expect(student.getByText("You scored 1 out of 1.")).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 20_000 });
  await expect(student.getByText("Correct", { exact: true })).toBeVisible();

  // Survey: stored, shown again after a reload.
  const surveyForm = student.getByRole("radiogroup", { name: `1. ${SURVEY_QUESTION}` });
  // The page re-reads its data after the quiz; a click landing during that re-render is tried again.
  await expect(async () => {
    await surveyForm.getByRole("radio", { name: "Choice 2" }).check({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  await student.getByRole("button", { name: "Submit answers" }).click();
  await expect(student.getByText("Your answers have been saved.")).toBeVisible();
  await student.reload();
  await expect(student.getByRole("button", { name: "Update answers" })).toBeVisible();
  await expect(student.getByRole("radio", { name: "Choice 2" })).toBeChecked();
  await expect(student.getByText("You scored 1 out of 1.")).toBeVisible();

  await student.setViewportSize({ width: 375, height: 800 });
  await expect(student.getByRole("button", { name: "Show course contents" })).toBeVisible();
  await student.screenshot({ path: "test-results/screens/course-viewer-lesson-375.png", fullPage: true });
  await student.setViewportSize({ width: 1280, height: 900 });

  // Complete & continue crosses into the next chapter; progress shows per lesson, chapter and course.
  // Headless Chromium sometimes drops the first click after the inline PDF viewer re-lays out (seen
  // once in a few runs); click again only while the first lesson is still the one shown.
  await expect(async () => {
    if (await student.getByRole("heading", { level: 1, name: FIRST_LESSON }).isVisible()) {
      await student.getByRole("button", { name: "Complete & continue" }).click();
    }
    await expect(student.getByRole("heading", { level: 1, name: SECOND_LESSON })).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 20_000 });
  await expect(contents.getByTestId("course-progress")).toHaveText("50% complete (1 of 2 lessons)");
  await expect(contents.getByRole("link", { name: `${FIRST_LESSON} (completed)` })).toBeVisible();
  await student.getByRole("button", { name: "Complete & continue" }).click();
  await expect(student.getByText("Congratulations! You have completed this course.")).toBeVisible();
  await expect(contents.getByTestId("course-progress")).toHaveText("100% complete (2 of 2 lessons)");
  await expect(student.getByText("You completed every lesson of this course. Well done!")).toBeVisible();
  await student.screenshot({ path: "test-results/screens/course-viewer-completed-1280.png", fullPage: true });

  // My learning lists the course among the completed ones and links back to it.
  await student.goto("/my-learning");
  const completed = student.getByRole("region", { name: "Completed courses" });
  await expect(completed.getByRole("link", { name: `Review ${COURSE_NAME}` })).toHaveAttribute(
    "href",
    `/course/${built.courseId}`,
  );

  // The course's instructor reads the same lesson and can go back to edit it.
  await instructor.goto(built.firstLessonPath);
  await expect(instructor.getByRole("link", { name: "Back to edit" })).toHaveAttribute(
    "href",
    built.firstLessonPath.replace("/course/", "/edit-course/"),
  );
});

test("someone not enrolled sees the overview, not the lesson or its files", async ({ browser }) => {
  if (!built) throw new Error("The first test builds the course");
  const context = await browser.newContext(WIDE_SCREEN);
  const visitor = await context.newPage();

  // Signed out: the file route sends them to sign in first.
  const signedOutFile = await visitor.request.get(built.pdfPath, { maxRedirects: 0 });
  expect(signedOutFile.status()).toBe(302);
  expect(signedOutFile.headers().location).toMatch(/^\/sign-in\?redirectTo=/);

  await signUp(visitor, "Bongani Nkosi", `bongani-${run}@example.test`, "a-long-password");

  await visitor.goto(built.firstLessonPath);
  await expect(visitor.getByRole("heading", { level: 1, name: COURSE_NAME })).toBeVisible();
  await expect(visitor.getByRole("heading", { name: "How to enrol" })).toBeVisible();
  await expect(visitor.getByText(FIRST_LESSON)).toBeVisible();
  await expect(visitor.getByText(TEXT_CONTENT)).toHaveCount(0);
  await expect(visitor.getByText(QUIZ_QUESTION)).toHaveCount(0);
  await expect(visitor.getByRole("button", { name: "Complete & continue" })).toHaveCount(0);
  expect(await visitor.content()).not.toContain("/uploads/");

  const signedInFile = await visitor.request.get(built.pdfPath, { maxRedirects: 0 });
  expect(signedInFile.status()).toBe(403);
  await visitor.screenshot({ path: "test-results/screens/course-viewer-overview-1280.png", fullPage: true });
  await expectNoAccessibilityViolations(visitor);
  await visitor.setViewportSize({ width: 375, height: 800 });
  await visitor.screenshot({ path: "test-results/screens/course-viewer-overview-375.png", fullPage: true });
  await context.close();
});

test("with the data saver on, the lesson names its size and its video and document wait for a tap", async ({
  browser,
}) => {
  if (!built) throw new Error("The first test builds the course");
  // A phone that asks to save data (decision 0107-data-saver): the browser's Save-Data header.
  const { context, page } = await newSignedInPage(browser, E2E_STUDENT, {
    ...WIDE_SCREEN,
    extraHTTPHeaders: { "Save-Data": "on" },
  });
  await page.goto(built.firstLessonPath);
  const size = page.getByTestId("lesson-download-size");
  await expect(size).toContainText(/This lesson downloads about [\d.]+ (KB|MB|bytes)\./);
  await expect(size).toContainText("because your browser asks to save data");
  await expect(page.locator('iframe[title*="PDF document"]')).toHaveCount(0);
  await expect(page.locator('iframe[src*="youtube"]')).toHaveCount(0);
  await expect(page.getByText("it streams from YouTube when played")).toBeVisible();
  await expect(async () => {
    await page.getByRole("button", { name: "Show the document" }).click();
    await expect(page.locator('iframe[title*="PDF document"]')).toHaveCount(1, { timeout: 1_000 });
  }).toPass();
  await expectNoAccessibilityViolations(page);

  // Turned off on this device: the lesson loads as usual.
  await size.getByRole("button", { name: "Data saver: on" }).click();
  await expect(page.getByRole("button", { name: "Data saver: off" })).toBeVisible();
  await expect(page.locator('iframe[title*="PDF document"]')).toHaveCount(1);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: "test-results/screens/course-viewer-data-saver-375.png", fullPage: true });
  await context.close();
});

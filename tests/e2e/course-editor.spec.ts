import { expect, test } from "@playwright/test";
import { expectNoAccessibilityViolations } from "./support/accessibility";
import {
  addBlock,
  addChapter,
  addLesson,
  blocksOnPage,
  createCourse,
  dragAndDrop,
  expectBlockSaved,
  typeIntoTextBlock,
  uploadIntoBlock,
} from "./support/course-builder";
import { E2E_ADMIN, E2E_INSTRUCTOR, E2E_STUDENT } from "./support/e2e-environment";
import { samplePdf, samplePptx, sampleWav } from "./support/sample-files";
import { newSignedInPage, signIn } from "./support/session";

const unique = () => Date.now().toString(36);

test("an instructor builds a course with every block type and reorders by keyboard", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, E2E_INSTRUCTOR.email, E2E_INSTRUCTOR.password);
  const title = `Internal Auditing Essentials ${unique()}`;
  const course = await createCourse(page, title);
  await expect(page.getByRole("heading", { name: "No Chapters Created Yet" })).toBeVisible();

  await addChapter(page, "Planning the audit");
  await addLesson(page, "The audit programme");

  const text = await addBlock(page, "Text");
  await typeIntoTextBlock(page, text, "Collect objective evidence against each clause.");

  const video = await addBlock(page, "Video");
  await video.getByText("YouTube", { exact: true }).click();
  await video.getByLabel("YouTube link").fill("https://www.youtube.com/watch?v=dQw4w9WgXcQ");
  await video.getByLabel("Content title").click();
  await expectBlockSaved(video);
  await expect(video.getByText("Player address: https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ")).toBeVisible();

  const quiz = await addBlock(page, "Quiz");
  await expect(quiz.getByLabel("Question 1", { exact: true })).toHaveValue("Enter your question here");
  await expect(quiz.getByRole("radio", { name: "Correct: option 3 of question 1" })).toBeChecked();
  await quiz.getByLabel("Question 1", { exact: true }).fill("Who approves the audit programme?");
  await quiz.getByRole("radio", { name: "Correct: option 2 of question 1" }).check();
  await expectBlockSaved(quiz);

  const survey = await addBlock(page, "Survey");
  await survey.getByLabel("Question 1", { exact: true }).fill("How often does your organisation audit?");
  await survey.getByLabel("Content title").click();
  await expectBlockSaved(survey);

  const pdf = await addBlock(page, "PDF");
  await uploadIntoBlock(page, pdf, /Upload PDF/, samplePdf());
  const audio = await addBlock(page, "Audio");
  await uploadIntoBlock(page, audio, /Upload audio/, sampleWav());
  const slides = await addBlock(page, "PowerPoint");
  await uploadIntoBlock(page, slides, /Upload presentation/, samplePptx());

  const typesInOrder = () =>
    blocksOnPage(page).evaluateAll((nodes) => nodes.map((node) => node.getAttribute("data-block-type")));
  expect(await typesInOrder()).toEqual(["text", "video", "quiz", "survey", "pdf", "audio", "powerpoint"]);

  // Keyboard reordering: focus the quiz's "move up" button and press Enter twice.
  await page.getByRole("button", { name: "Move Quiz 3 up" }).focus();
  await page.keyboard.press("Enter");
  await expect.poll(typesInOrder).toEqual(["text", "quiz", "video", "survey", "pdf", "audio", "powerpoint"]);
  await expect(page.getByRole("button", { name: "Move Quiz 2 up" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect.poll(typesInOrder).toEqual(["quiz", "text", "video", "survey", "pdf", "audio", "powerpoint"]);

  // Drag and drop: the presentation's handle dropped on the PDF puts it before the PDF.
  await dragAndDrop(
    page,
    page.getByTitle("Drag to move PowerPoint 7"),
    page.getByRole("region", { name: "PDF 5", exact: true }),
  );
  await expect.poll(typesInOrder).toEqual(["quiz", "text", "video", "survey", "powerpoint", "pdf", "audio"]);

  // A second chapter, moved above the first with the keyboard.
  await addChapter(page, "Reporting findings");
  await page.getByRole("button", { name: "Move chapter Reporting findings up" }).focus();
  await page.keyboard.press("Enter");
  const chapterTitles = page
    .getByRole("navigation", { name: "Chapters and lessons" })
    .locator("[data-chapter-id] button[aria-expanded]");
  await expect(chapterTitles).toHaveText(["Reporting findings", "Planning the audit"]);

  await expect(page.getByText("Chapters reordered")).toBeVisible();
  await page.waitForLoadState("networkidle");

  // Everything above was saved: a fresh load shows it.
  await page.goto(`${course.editorUrl}`);
  const planningChapter = page.getByRole("button", { name: "Planning the audit", exact: true });
  if ((await planningChapter.getAttribute("aria-expanded")) !== "true") await planningChapter.click();
  await page.getByRole("link", { name: "The audit programme" }).click();
  await expect.poll(typesInOrder).toEqual(["quiz", "text", "video", "survey", "powerpoint", "pdf", "audio"]);
  await expect(page.locator(".ProseMirror")).toContainText("Collect objective evidence against each clause.");
  const reloadedQuiz = page.getByRole("region", { name: "Quiz 1", exact: true });
  await expect(reloadedQuiz.getByLabel("Question 1", { exact: true })).toHaveValue("Who approves the audit programme?");
  await expect(reloadedQuiz.getByRole("radio", { name: "Correct: option 2 of question 1" })).toBeChecked();
  await expect(page.getByRole("link", { name: "audit-checklist.pdf" })).toBeVisible();
  await expect(page.getByRole("link", { name: "opening-meeting.wav" })).toBeVisible();
  await expect(page.getByRole("link", { name: "audit-findings.pptx" })).toBeVisible();

  // Deleting asks first; cancelling changes nothing.
  await page.getByRole("button", { name: "Delete Survey 4" }).click();
  await expect(page.getByText("Are you sure you delete this content?")).toBeVisible();
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(blocksOnPage(page)).toHaveCount(7);

  await expect(page.getByRole("link", { name: "Preview" })).toHaveAttribute(
    "href",
    /^\/course\/[a-z0-9]+\/[a-z0-9]+\/[a-z0-9]+$/,
  );
  await expectNoAccessibilityViolations(page);
  await page.screenshot({ path: "test-results/screens/course-editor-1280.png", fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: "test-results/screens/course-editor-375.png", fullPage: true });

  // Course settings from the editor's Settings link: catalogue fields and enrolment.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole("link", { name: "Settings" }).click();
  await expect(page.getByRole("heading", { name: `Settings: ${title}` })).toBeVisible();
  await page.getByLabel("Subtitle").fill("Plan, run and report internal audits");
  await page.getByLabel("Slug").fill("Not a slug");
  await page.getByRole("button", { name: "Save Course" }).click();
  await expect(page.getByText("Use lower-case letters, digits and single hyphens", { exact: false })).toBeVisible();
  await page.getByLabel("Slug").fill(`internal-auditing-essentials-${unique()}`);
  await page.getByLabel("Published (shown in the public catalogue)").check();
  await page.getByRole("button", { name: "Save Course" }).click();
  await expect(page.getByText("Course updated successfully")).toBeVisible();
  await expect(page.getByLabel("Subtitle")).toHaveValue("Plan, run and report internal audits");
  await page.getByLabel("Find a student by name or email").fill(E2E_STUDENT.email);
  await page.getByRole("button", { name: "Find" }).click();
  await page.getByRole("button", { name: /^Enrol / }).click();
  await expect(page.getByText("User added successfully")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Enrolled students (1)" })).toBeVisible();
  // A prerequisite from anywhere in the catalogue: typed, searched on the server (decision 0136-course-pickers).
  const prerequisites = page.getByRole("combobox", { name: "Prerequisite courses" });
  await prerequisites.click();
  await prerequisites.fill("31000 risk");
  await page.getByRole("option", { name: "ISO 31000:2018 Risk Management" }).click();
  await page.getByRole("button", { name: "Save Course" }).click();
  await expect(page.getByText("Course updated successfully")).toBeVisible();
  await page.reload();
  await expect(page.getByRole("main").getByText("ISO 31000:2018 Risk Management", { exact: true })).toBeVisible();
  await expectNoAccessibilityViolations(page);
  await page.screenshot({ path: "test-results/screens/course-settings-1280.png", fullPage: true });

  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/instructor/courses");
  await page.getByRole("button", { name: "Menu", exact: true }).click();
  await expect(page.getByRole("navigation", { name: "Staff" }).getByRole("link", { name: "Forms" })).toBeVisible();
  await page.getByRole("navigation", { name: "Staff" }).getByRole("link", { name: "Courses", exact: true }).click();
  await page.getByLabel("Search courses by title").fill(title.toUpperCase());
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByRole("article")).toHaveCount(1);
  await page.screenshot({ path: "test-results/screens/instructor-courses-375.png", fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/instructor/forms");
  await expect(page.getByRole("heading", { level: 1, name: "Forms" })).toBeVisible();
  await expect(page.getByText("Event registration").first()).toBeVisible();
  await page.screenshot({ path: "test-results/screens/instructor-forms-1280.png", fullPage: true });
  await page.goto("/instructor/students");
  await expect(page.getByText(`${title}`)).toBeVisible();
  await page.screenshot({ path: "test-results/screens/instructor-students-1280.png", fullPage: true });
  await page.goto("/instructor/dashboard");
  await expect(page.getByRole("region", { name: "Student strength" })).toBeVisible();
  await expectNoAccessibilityViolations(page);
  await page.screenshot({ path: "test-results/screens/instructor-dashboard-1280.png", fullPage: true });
});

test("a second editor's stale save is refused, said so, and overwrites nothing", async ({ browser }) => {
  test.setTimeout(90_000);
  const first = await newSignedInPage(browser, E2E_INSTRUCTOR);
  const course = await createCourse(first.page, `Document Control ${unique()}`);
  await addChapter(first.page, "Controlled documents");
  await addLesson(first.page, "Versions and approvals");
  const firstBlock = await addBlock(first.page, "Text");
  const lessonUrl = new URL(first.page.url()).pathname;

  // The admin opens the same lesson before the instructor saves.
  const second = await newSignedInPage(browser, E2E_ADMIN);
  await second.page.goto(lessonUrl);
  const secondBlock = second.page.getByRole("region", { name: "Text 1", exact: true });
  await expect(secondBlock.locator(".ProseMirror")).toBeVisible();

  await typeIntoTextBlock(first.page, firstBlock, "The instructor's approved wording.");

  await secondBlock.locator(".ProseMirror").click();
  await second.page.keyboard.type("The admin's older draft.");
  await secondBlock.getByLabel("Content title").click({ force: true });
  const alert = secondBlock.getByRole("alert").filter({ hasText: "Not saved" });
  await expect(alert).toContainText("Someone else saved this content since you opened it");
  await alert.getByRole("button", { name: "Reload this content" }).click();
  await expect(secondBlock.locator(".ProseMirror")).toContainText("The instructor's approved wording.");
  await expect(secondBlock.locator(".ProseMirror")).not.toContainText("older draft");

  await first.page.reload();
  await expect(first.page.locator(".ProseMirror")).toContainText("The instructor's approved wording.");
  await expect(first.page.locator(".ProseMirror")).not.toContainText("older draft");
  await first.context.close();
  await second.context.close();
  expect(course.courseId).toBeTruthy();
});

test("deleting the open lesson or chapter moves the editor to its neighbour; autosaves say 'Saved' quietly", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, E2E_INSTRUCTOR.email, E2E_INSTRUCTOR.password);
  await createCourse(page, `Risk Registers ${unique()}`);
  await addChapter(page, "Identifying risks");
  await addLesson(page, "Sources of risk");
  const firstUrl = new URL(page.url()).pathname;
  await addLesson(page, "Risk owners");
  const secondUrl = new URL(page.url()).pathname;
  await addLesson(page, "Risk appetite");
  const thirdUrl = new URL(page.url()).pathname;
  await addChapter(page, "Treating risks");
  await addLesson(page, "Controls");
  const nextChapterUrl = new URL(page.url()).pathname;

  // Autosave: a quiet, politely announced 'Saved' by the block, and no 'Chapter updated' toast.
  const toast = page.getByText("Chapter updated", { exact: true });
  const text = await addBlock(page, "Text");
  await expect(toast).toHaveCount(0, { timeout: 10_000 }); // the 'Add Content' toast, an explicit change, goes
  await typeIntoTextBlock(page, text, "Likelihood times impact.");
  await expect(text.getByRole("status")).toHaveAttribute("aria-live", "polite");
  await page.getByRole("textbox", { name: "Lesson title", exact: true }).fill("Controls and treatments");
  await expect(
    page
      .getByRole("main")
      .getByRole("status")
      .filter({ hasText: /^Saved$/ }),
  ).toHaveCount(2);
  // A toast would appear with the status; give it a moment to show that none does.
  await page.waitForTimeout(1_000);
  await expect(toast).toHaveCount(0);

  const lessonTitle = page.getByRole("textbox", { name: "Lesson title", exact: true });
  const deleteOpen = async (what: "lesson" | "chapter") => {
    await page.getByRole("button", { name: `Delete ${what}` }).click();
    await page
      .getByRole("dialog", { name: `Delete ${what}` })
      .getByRole("button", { name: "Confirm" })
      .click();
  };
  const expectEditorAt = async (path: string, chapterTitle: string, title: string) => {
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole("main").getByRole("heading", { name: chapterTitle, level: 2 })).toBeVisible();
    await expect(lessonTitle).toHaveValue(title);
    await expect(page.getByRole("heading", { name: "Page not found" })).toHaveCount(0);
  };

  // The middle lesson: on to the next one.
  await page.goto(secondUrl);
  await deleteOpen("lesson");
  await expectEditorAt(thirdUrl, "Identifying risks", "Risk appetite");
  await expect(page.getByRole("link", { name: "Risk owners" })).toHaveCount(0);
  // The last lesson: back to the previous one.
  await deleteOpen("lesson");
  await expectEditorAt(firstUrl, "Identifying risks", "Sources of risk");
  // The chapter: on to the next chapter's first lesson.
  await deleteOpen("chapter");
  await expectEditorAt(nextChapterUrl, "Treating risks", "Controls and treatments");
  // A second tab still on a deleted lesson lands in the course, not on a 404.
  await page.goto(secondUrl);
  await expectEditorAt(nextChapterUrl, "Treating risks", "Controls and treatments");
});

test("a student opening the editor or the instructor area gets 403", async ({ page }) => {
  await signIn(page, E2E_STUDENT.email, E2E_STUDENT.password);
  for (const path of ["/instructor", "/instructor/courses", "/edit-course/any-course"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(403);
    await expect(page.getByRole("heading", { name: "You do not have access to this page" })).toBeVisible();
  }
});

import { type Browser, expect, type Page, test } from "@playwright/test";
import { addBlock, addChapter, addLesson, expectBlockSaved, typeIntoTextBlock } from "./support/course-builder";
import { E2E_ADMIN, E2E_BASE_URL } from "./support/e2e-environment";
import { waitForMail } from "./support/mailbox";
import { signIn, signUp } from "./support/session";

/*
 * Issue 10, journey 2, through the UI only: an admin creates an instructor ('Add user' on
 * /admin/users; the invitation's link, read from the mailbox, sets their password); the instructor
 * signs in, lands on the dashboard, builds a course (a chapter, a
 * lesson, three block types), publishes it, finds it in the public catalogue, enrols a student, and
 * sees the student's progress on the students page once the student has done the lesson.
 * Every person and course is new to this run.
 */

const run = Date.now().toString(36);
const INSTRUCTOR = { name: `Thandiwe Mokoena ${run}`, email: `thandiwe-${run}@example.test`, password: "journey-2-pw" };
const STUDENT = { name: `Kabelo Sithole ${run}`, email: `kabelo-${run}@example.test`, password: "journey-2-pw" };
const COURSE = `Internal auditing for ISO 9001 ${run}`;
const CHAPTER = "Planning an audit";
const LESSON = "Writing the audit plan";
const QUIZ_QUESTION = "Which clause of ISO 9001 covers internal audit?";

const staffNavigation = (page: Page) => page.getByRole("navigation", { name: "Staff" });

async function newPerson(browser: Browser) {
  const context = await browser.newContext({ baseURL: E2E_BASE_URL, viewport: { width: 1280, height: 900 } });
  return { context, page: await context.newPage() };
}

test("journey: an admin creates an instructor, who builds and publishes a course, enrols a student and follows their progress", async ({
  browser,
}) => {
  test.setTimeout(180_000);

  // The student signs up themselves (confirmation link from the mailbox).
  const student = await newPerson(browser);
  await signUp(student.page, STUDENT.name, STUDENT.email, STUDENT.password);

  // The admin creates the instructor's account on /admin/users: 'Add user' mails them an invitation.
  const admin = await newPerson(browser);
  await signIn(admin.page, E2E_ADMIN.email, E2E_ADMIN.password);
  await staffNavigation(admin.page).getByRole("link", { name: "Users", exact: true }).click();
  await expect(admin.page.getByRole("heading", { level: 1, name: "Users" })).toBeVisible();
  await admin.page.getByRole("button", { name: "Add user" }).click();
  const addUser = admin.page.getByRole("dialog", { name: "Add user" });
  await addUser.getByLabel("Name").fill(INSTRUCTOR.name);
  await addUser.getByLabel("Email").fill(INSTRUCTOR.email);
  await addUser.getByLabel("Role").selectOption("instructor");
  await addUser.getByRole("button", { name: "Send invitation" }).click();
  await expect(admin.page.getByText(`Invitation sent to ${INSTRUCTOR.email}`)).toBeVisible();
  await expect(admin.page.getByRole("combobox", { name: `Role of ${INSTRUCTOR.name}` })).toHaveValue("instructor");
  await admin.context.close();

  // The invitation's link sets the instructor's password; they sign in and land on the dashboard.
  const instructor = await newPerson(browser);
  const page = instructor.page;
  const invitation = await waitForMail(INSTRUCTOR.email, /You are invited to Campus/);
  await page.goto((invitation.text ?? "").match(/https?:\/\/\S+/)?.[0] ?? "");
  await page.getByRole("textbox", { name: "New password", exact: true }).fill(INSTRUCTOR.password);
  await page.getByRole("textbox", { name: "Repeat new password", exact: true }).fill(INSTRUCTOR.password);
  await page.getByRole("button", { name: "Save new password" }).click();
  await expect(page).toHaveURL(/\/sign-in/);
  await signIn(page, INSTRUCTOR.email, INSTRUCTOR.password);
  await expect(page).toHaveURL(/\/instructor\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();

  // Courses → Add course → the editor: a chapter, a lesson, and three kinds of block.
  await staffNavigation(page).getByRole("link", { name: "Courses", exact: true }).click();
  await page.getByRole("button", { name: "Add course" }).click();
  const nameDialog = page.getByRole("dialog", { name: "Name your course" });
  await nameDialog.getByLabel("Title").fill(COURSE);
  await nameDialog.getByRole("button", { name: "Create course" }).click();
  // Create course opens the new course's editor.
  await expect(nameDialog).toBeHidden();
  await expect(page).toHaveURL(/\/edit-course\/[a-z0-9]+$/);
  const courseId = new URL(page.url()).pathname.split("/")[2] as string;
  await addChapter(page, CHAPTER);
  await addLesson(page, LESSON);
  await typeIntoTextBlock(page, await addBlock(page, "Text"), "An audit plan names the scope, criteria and auditors.");
  const quiz = await addBlock(page, "Quiz");
  await quiz.getByRole("textbox", { name: "Question 1" }).fill(QUIZ_QUESTION);
  await quiz.getByRole("textbox", { name: "Content title" }).click();
  await expectBlockSaved(quiz);
  const survey = await addBlock(page, "Survey");
  await survey.getByRole("textbox", { name: "Question 1" }).fill("How often does your organisation audit?");
  await survey.getByRole("textbox", { name: "Content title" }).click();
  await expectBlockSaved(survey);

  // Settings: published, then the public catalogue lists it (the instructor looks as anyone would).
  await page.getByRole("link", { name: "Settings", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Settings: ${COURSE}` })).toBeVisible();
  await page.getByRole("checkbox", { name: "Published (shown in the public catalogue)" }).check();
  await page.getByRole("button", { name: "Save Course" }).click();
  await expect(page.getByText("Course updated successfully")).toBeVisible();

  const visitor = await newPerson(browser);
  await visitor.page.goto("/");
  await visitor.page.getByRole("link", { name: "Browse online courses" }).click();
  await expect(visitor.page).toHaveURL(/\/courses\/online/);
  await visitor.page.getByLabel("Search courses").fill(run);
  await visitor.page.getByRole("button", { name: "Search", exact: true }).click();
  await visitor.page.getByRole("link", { name: `View course: ${COURSE}` }).click();
  await expect(visitor.page.getByRole("heading", { level: 1, name: COURSE })).toBeVisible();
  await expect(visitor.page.getByText(LESSON)).toBeVisible();
  await visitor.context.close();

  // The instructor enrols the student from the course's settings.
  await page.getByRole("textbox", { name: "Find a student by name or email" }).fill(STUDENT.email);
  await page.getByRole("button", { name: "Find", exact: true }).click();
  await page.getByRole("button", { name: `Enrol ${STUDENT.name}` }).click();
  await expect(page.getByRole("button", { name: `Remove ${STUDENT.name}` })).toBeVisible();
  // Back into the staff frame (the course's screens are full screen).
  await page.getByRole("link", { name: "All courses" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Courses" })).toBeVisible();

  // The students page shows the student at 0 %, then at 100 % once they have done the lesson.
  const studentsPage = async () => {
    await staffNavigation(page).getByRole("link", { name: "Students", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Students" })).toBeVisible();
    await page.getByLabel("Search by name or email").fill(STUDENT.email);
    await page.getByRole("button", { name: "Search", exact: true }).click();
    return page.getByRole("row").filter({ hasText: STUDENT.name });
  };
  const before = await studentsPage();
  await expect(before).toContainText(COURSE);
  await expect(before).toContainText("0 of 1 lessons (0%)");

  await student.page.goto(`/course/${courseId}`);
  await expect(student.page.getByRole("heading", { level: 1, name: LESSON })).toBeVisible();
  // An answer given while the page is still hydrating can be lost: answer again until it is scored.
  const score = student.page.getByText("You scored 1 out of 1.");
  await expect(async () => {
    if (!(await score.isVisible())) {
      await student.page.getByRole("radio", { name: "Option 3" }).check({ timeout: 2_000 });
      await student.page.getByRole("button", { name: "Submit answers" }).first().click({ timeout: 2_000 });
    }
    await expect(score).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  await student.page.getByRole("button", { name: "Complete & continue" }).click();
  await expect(student.page.getByText("Congratulations! You have completed this course.")).toBeVisible();
  await student.context.close();

  const row = await studentsPage();
  await expect(row).toContainText("1 of 1 lessons (100%)");
  await expect(row.getByRole("progressbar", { name: `${STUDENT.name}: progress in ${COURSE}` })).toHaveAttribute(
    "aria-valuenow",
    "100",
  );
  await instructor.context.close();
});

import { expect, test } from "@playwright/test";
import { addBlock, addChapter, addLesson, createCourse, typeIntoTextBlock } from "./support/course-builder";
import { E2E_BASE_URL, E2E_INSTRUCTOR } from "./support/e2e-environment";
import { signIn, signUp } from "./support/session";

/*
 * A course in isiZulu (decision 0108-course-translations), through the screens: an
 * instructor builds a course of two lessons and translates the first into isiZulu from the course's
 * Translations page; a learner who chose isiZulu reads that lesson in isiZulu, and the second in
 * English under the note that says so (marked lang="en" for screen readers). Everyone is new to this run.
 */

const run = Date.now().toString(36);
const COURSE = `Site safety induction ${run}`;
const STUDENT = { name: `Sipho Mthembu ${run}`, email: `sipho-${run}@example.test`, password: "course-translation-pw" };

test("an instructor translates a lesson into isiZulu; a learner reads it, and the English fallback of another", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const learnerContext = await browser.newContext();
  const learner = await learnerContext.newPage();
  await signUp(learner, STUDENT.name, STUDENT.email, STUDENT.password);

  const instructorContext = await browser.newContext();
  const page = await instructorContext.newPage();
  await signIn(page, E2E_INSTRUCTOR.email, E2E_INSTRUCTOR.password);
  const { courseId } = await createCourse(page, COURSE);
  await addChapter(page, "Before you start");
  await addLesson(page, "Welcome to site");
  await typeIntoTextBlock(page, await addBlock(page, "Text"), "Wear your hard hat at all times.");
  await addLesson(page, "Emergency exits");
  await typeIntoTextBlock(page, await addBlock(page, "Text"), "Know the way out of every building.");

  await page.getByRole("link", { name: "Settings", exact: true }).click();
  await page.getByRole("checkbox", { name: "Published (shown in the public catalogue)" }).check();
  await page.getByRole("button", { name: "Save Course" }).click();
  await expect(page.getByText("Course updated successfully")).toBeVisible();
  await page.getByRole("textbox", { name: "Find a student by name or email" }).fill(STUDENT.email);
  await page.getByRole("button", { name: "Find", exact: true }).click();
  await page.getByRole("button", { name: `Enrol ${STUDENT.name}` }).click();
  await expect(page.getByRole("button", { name: `Remove ${STUDENT.name}` })).toBeVisible();

  // The course's Translations page, isiZulu, the first (only) chapter.
  await page.getByRole("link", { name: "Translations", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/edit-course/${courseId}/translations$`));
  await page.getByRole("link", { name: /^isiZulu: 0 of \d+ translated/ }).click();
  await expect(page).toHaveURL(/language=zu/);

  const lesson = page.getByRole("region", { name: "Lesson: Welcome to site" });
  await expect(lesson.getByText("Missing")).toBeVisible();
  await lesson.getByRole("textbox", { name: "Title in isiZulu" }).fill("Siyakwamukela esizeni");
  await lesson.getByRole("button", { name: "Save translation" }).click();
  await expect(lesson.getByRole("status")).toHaveText("Translation saved");

  const block = page.getByRole("region", { name: "Welcome to site, Content block 1" });
  const editor = block.locator(".ProseMirror");
  await expect(editor).toBeVisible();
  await editor.click();
  await page.keyboard.type("Gqoka isigqoko sakho sokuzivikela ngaso sonke isikhathi.");
  await block.getByRole("button", { name: "Save translation" }).click();
  await expect(block.getByRole("status")).toHaveText("Translation saved");
  await instructorContext.close();

  // The learner chooses isiZulu (the language switch's POST) and opens the course.
  const chosen = await learner.request.post("/language", {
    form: { locale: "zu", redirectTo: "/my-learning" },
    headers: { Origin: E2E_BASE_URL },
    maxRedirects: 0,
  });
  expect(chosen.status()).toBeLessThan(400);
  await learner.goto(`/course/${courseId}`);
  await expect(learner.getByRole("heading", { level: 1, name: "Siyakwamukela esizeni" })).toBeVisible();
  await expect(learner.getByText("Gqoka isigqoko sakho sokuzivikela ngaso sonke isikhathi.")).toBeVisible();
  await expect(learner.getByText(/Lesi sifundo asikatholakali/)).toHaveCount(0);

  // The untranslated lesson: in English, under the note, marked as English.
  await learner
    .getByRole("link", { name: /Emergency exits/ })
    .first()
    .click();
  await expect(learner.getByRole("heading", { level: 1, name: "Emergency exits" })).toBeVisible();
  const note = learner.getByText("Lesi sifundo asikatholakali nge-isiZulu okwamanje; siboniswa nge-isiNgisi.");
  await expect(note).toBeVisible();
  await expect(learner.locator('[lang="en"]').getByText("Know the way out of every building.")).toBeVisible();
  await learnerContext.close();
});

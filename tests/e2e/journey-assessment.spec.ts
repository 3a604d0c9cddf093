import { type Browser, expect, type Locator, type Page, test } from "@playwright/test";
import { expectNoAccessibilityViolations } from "./support/accessibility";
import { addBlock, addChapter, addLesson, createCourse, expectBlockSaved } from "./support/course-builder";
import { E2E_ADMIN, E2E_BASE_URL, E2E_INSTRUCTOR } from "./support/e2e-environment";
import { waitForMail } from "./support/mailbox";
import { samplePdf } from "./support/sample-files";
import { signIn, signUp } from "./support/session";

/*
 * Assessment that stands up to an auditor (decisions 0090-0096), through the screens only: an
 * instructor builds a question bank with six question types (one in the editor, five from a CSV
 * file) and a quiz that draws four of them at random; the admin names the instructor assessor and
 * themself moderator; a student fails the quiz, passes it on the second attempt, which opens the
 * next chapter, hands in an assignment, is marked not yet competent, resubmits, is marked
 * competent; the moderator signs the mark off, and the student's certificate is issued. Every
 * person and course is new to this run.
 */

const run = Date.now().toString(36);
const COURSE = `Lead auditor ISO 9001 ${run}`;
const CATEGORY = "Audit principles";
const STUDENT = { name: `Naledi Dlamini ${run}`, email: `naledi-${run}@example.test`, password: "journey-assess-pw" };

/** How each bank question is answered right and wrong, found by a phrase of its text. */
interface KnownQuestion {
  phrase: string;
  answer: (question: Locator, right: boolean) => Promise<void>;
}

const choose = (label: string) => async (question: Locator) =>
  question.getByRole("radio", { name: label, exact: true }).check();

const KNOWN_QUESTIONS: KnownQuestion[] = [
  {
    phrase: "auditor may audit their own work",
    answer: (question, right) => choose(right ? "False" : "True")(question),
  },
  {
    phrase: "clause of ISO 9001 covers internal audit",
    answer: (question, right) => choose(right ? "Clause 9.2" : "Clause 7.5")(question),
  },
  {
    phrase: "principles of auditing",
    answer: async (question, right) => {
      await question.getByRole("checkbox", { name: "Integrity" }).check();
      await question.getByRole("checkbox", { name: right ? "Fair presentation" : "Speed" }).check();
    },
  },
  {
    phrase: "guidelines for auditing management systems",
    answer: (question, right) =>
      question.getByRole("textbox", { name: "Your answer" }).fill(right ? "ISO 19011" : "ISO 14001"),
  },
  {
    phrase: "How many clauses",
    answer: (question, right) =>
      question.getByRole("textbox", { name: "Your answer (a number)" }).fill(right ? "10" : "7"),
  },
  {
    phrase: "Put the stages of an audit in order",
    answer: async (question, right) => {
      const order = [
        "Initiate the audit",
        "Prepare the audit activities",
        "Conduct the audit activities",
        "Prepare the audit report",
      ];
      const wanted = right ? order : [...order].reverse();
      const items = question.getByRole("listitem");
      for (const [position, text] of wanted.entries()) {
        // Move the wanted item up until it stands at its position.
        await expect(async () => {
          const at = await items.nth(position).innerText();
          if (!at.includes(text))
            await question.getByRole("button", { name: `Move ${text} up` }).click({ timeout: 2_000 });
          expect(await items.nth(position).innerText()).toContain(text);
        }).toPass({ timeout: 15_000 });
      }
    },
  },
];

const BANK_CSV = [
  "category,type,title,tags,points,question,feedback,choices,correct,choice_feedback,answers,case_sensitive,tolerance,text,marking_guide,max_words",
  `${CATEGORY},single,Internal audit clause,iso 9001,1,<p>Which clause of ISO 9001 covers internal audit?</p>,,"Clause 9.2\nClause 7.5\nClause 10.2",1,,,,,,,`,
  `${CATEGORY},multiple,Audit principles,iso 19011,1,<p>Which of these are principles of auditing in ISO 19011?</p>,,"Integrity\nFair presentation\nSpeed",1;2,,,,,,,`,
  `${CATEGORY},short-answer,Auditing guidelines standard,iso 19011,1,<p>Which standard gives guidelines for auditing management systems?</p>,,,,,"ISO 19011\n19011",no,,,,`,
  `${CATEGORY},numeric,Clauses of ISO 9001,iso 9001,1,<p>How many clauses does ISO 9001:2015 have?</p>,,,,,10,,0,,,`,
  `${CATEGORY},ordering,Audit stages,iso 19011,1,<p>Put the stages of an audit in order.</p>,,"Initiate the audit\nPrepare the audit activities\nConduct the audit activities\nPrepare the audit report",,,,,,,,`,
].join("\n");

async function newPerson(browser: Browser, width = 1280) {
  const context = await browser.newContext({ baseURL: E2E_BASE_URL, viewport: { width, height: 900 } });
  return { context, page: await context.newPage() };
}

/** Picks an option of a Mantine Select (a combobox with a listbox). */
async function pickOption(page: Page, scope: Locator, label: string, option: RegExp | string) {
  await scope.getByLabel(label, { exact: true }).click();
  await page.getByRole("option", { name: option }).first().click();
}

async function buildBank(page: Page, courseId: string) {
  await page.getByRole("link", { name: "Assessment", exact: true }).click();
  await page.getByRole("main").getByRole("link", { name: "Question bank" }).click();
  await expect(page).toHaveURL(new RegExp(`/edit-course/${courseId}/question-bank$`));
  await page.getByRole("textbox", { name: "New category" }).fill(CATEGORY);
  await page.getByRole("button", { name: "Add category" }).click();
  await expect(page.getByRole("button", { name: `Rename ${CATEGORY}` })).toBeVisible();

  // One question in the editor: true or false.
  await page.getByRole("link", { name: "New question" }).click();
  await expect(page).toHaveURL(/\/question-bank\/new/);
  // The type's fields follow the choice once the page is hydrated: choose until they show.
  await expect(async () => {
    await page.getByRole("combobox", { name: "Type" }).selectOption("true-false");
    await expect(page.getByRole("radio", { name: "False" })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await page.getByRole("combobox", { name: "Category" }).selectOption({ label: CATEGORY });
  await page.getByRole("textbox", { name: "Title" }).fill("Auditing own work");
  const stem = page.locator(".ProseMirror").first();
  await stem.click();
  await page.keyboard.type("An auditor may audit their own work.");
  await page.getByRole("radio", { name: "False" }).check();
  await page.getByRole("button", { name: "Save question" }).click();
  await expect(page.getByText("Question saved.")).toBeVisible();

  // Five more from a CSV file through the import form.
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: "CSV file" }).click();
  await (await chooser).setFiles({ name: "bank.csv", mimeType: "text/csv", buffer: Buffer.from(BANK_CSV) });
  await page.getByRole("button", { name: "Import" }).first().click();
  await expect(page.getByText("5 questions imported.")).toBeVisible();
  for (const title of ["Auditing own work", "Internal audit clause", "Audit stages", "Clauses of ISO 9001"]) {
    await expect(page.getByRole("link", { name: title })).toBeVisible();
  }
  await expectNoAccessibilityViolations(page);
}

// A step that cannot happen fails within seconds, not at the end of the journey's five minutes.
test.use({ actionTimeout: 15_000 });

test("journey: a bank of six types, a random quiz failed then passed, a marked and moderated portfolio, and the certificate", async ({
  browser,
}) => {
  test.setTimeout(300_000);

  const student = await newPerson(browser);
  await signUp(student.page, STUDENT.name, STUDENT.email, STUDENT.password);

  // The instructor builds the course: the bank, a quiz that draws four at random, an assignment.
  const instructor = await newPerson(browser);
  const page = instructor.page;
  await signIn(page, E2E_INSTRUCTOR.email, E2E_INSTRUCTOR.password);
  const { courseId, editorUrl } = await createCourse(page, COURSE);
  await buildBank(page, courseId);

  await page.goto(editorUrl);
  await addChapter(page, "Audit principles");
  await addLesson(page, "Principles test");
  const quiz = await addBlock(page, "Quiz");
  await quiz.getByRole("radio", { name: "From the question bank" }).check();
  await pickOption(page, quiz, "Draw from a category", new RegExp(`^${CATEGORY}: 6 questions`));
  await quiz.getByLabel(`Questions drawn from ${CATEGORY}`).fill("4");
  await quiz.getByLabel("Shuffle options").check();
  await quiz.getByLabel("Number of attempts").fill("3");
  await quiz.getByLabel("Pass mark (% of points)").fill("75");
  await quiz.getByRole("textbox", { name: "Content title" }).click();
  await expectBlockSaved(quiz);

  await addChapter(page, "Audit evidence");
  // The second chapter opens when the learner passes the first chapter's quiz.
  await page.getByRole("combobox", { name: "Opens when the learner passes" }).selectOption({ index: 1 });
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("combobox", { name: "Opens when the learner passes" })).not.toHaveValue("");
  await addLesson(page, "Audit plan");
  const assignment = await addBlock(page, "Assignment");
  await assignment.getByRole("textbox", { name: "Criterion 1", exact: true }).fill("Audit scope");
  await assignment.getByRole("textbox", { name: "Content title" }).click();
  await expectBlockSaved(assignment);

  await page.getByRole("link", { name: "Settings", exact: true }).click();
  await page.getByRole("checkbox", { name: "Published (shown in the public catalogue)" }).check();
  await page.getByRole("checkbox", { name: "Offers a certificate on completion" }).check();
  await page.getByRole("button", { name: "Save Course" }).click();
  await expect(page.getByText("Course updated successfully")).toBeVisible();
  await page.getByRole("textbox", { name: "Find a student by name or email" }).fill(STUDENT.email);
  await page.getByRole("button", { name: "Find", exact: true }).click();
  await page.getByRole("button", { name: `Enrol ${STUDENT.name}` }).click();
  await expect(page.getByRole("button", { name: `Remove ${STUDENT.name}` })).toBeVisible();

  // The admin names the instructor assessor and themself moderator, from the course's assessment.
  const admin = await newPerson(browser);
  await signIn(admin.page, E2E_ADMIN.email, E2E_ADMIN.password);
  await admin.page.goto("/assessment");
  await admin.page.getByRole("link", { name: COURSE }).first().click();
  await admin.page.getByRole("link", { name: /Assessors and moderators/ }).click();
  const nameStaff = async (email: string, role: "Make assessor" | "Make moderator") => {
    await admin.page.getByRole("textbox", { name: "Find a person" }).fill(email);
    await admin.page.getByRole("button", { name: "Find", exact: true }).click();
    await admin.page.getByRole("button", { name: role }).first().click();
    await expect(admin.page.getByRole("cell", { name: email }).or(admin.page.getByText(email)).first()).toBeVisible();
  };
  await nameStaff(E2E_INSTRUCTOR.email, "Make assessor");
  await nameStaff(E2E_ADMIN.email, "Make moderator");
  await expectNoAccessibilityViolations(admin.page);

  // The student: the second chapter is locked; the quiz failed, then passed.
  const learner = student.page;
  await learner.goto(`/course/${courseId}`);
  await expect(learner.getByRole("heading", { level: 1, name: "Principles test" })).toBeVisible();
  await takeQuiz(learner, false);
  await expect(learner.getByText(/You scored [0-2] out of 4 points\./)).toBeVisible();
  await learner.getByRole("link", { name: "Skip to the next lesson" }).click();
  await expect(learner.getByText("This lesson is locked")).toBeVisible();
  await learner.getByRole("link", { name: "Go to “Principles test”" }).click();
  await learner.getByRole("button", { name: "Start another attempt" }).click();
  await takeQuiz(learner, true, false);
  await expect(learner.getByText("You scored 4 out of 4 points.")).toBeVisible();
  await expectNoAccessibilityViolations(learner);
  await learner.getByRole("button", { name: "Complete & continue" }).click();

  // Unlocked: the assignment, handed in with a file.
  await expect(learner.getByRole("heading", { level: 1, name: "Audit plan" })).toBeVisible();
  await handIn(learner, "My plan audits purchasing.", "Submit");
  await learner.getByRole("button", { name: "Complete & continue" }).click();

  // The assessor: not yet competent, with a comment on the criterion.
  const mark = async (outcome: "Competent" | "Not yet competent", comment: string) => {
    await page.goto(`/course-assessment/${courseId}/assignments`);
    await page.getByRole("link", { name: STUDENT.name }).first().click();
    const form = page
      .getByRole("region", { name: "Mark this submission" })
      .or(page.getByRole("form", { name: "Mark this submission" }));
    await form
      .getByRole("radiogroup", { name: "Audit scope" })
      .getByRole("radio", { name: outcome, exact: true })
      .check();
    await form.getByRole("textbox", { name: "Comment on Audit scope" }).fill(comment);
    await form.getByRole("button", { name: "Save decision" }).click();
    await expect(page.getByText(outcome, { exact: true }).first()).toBeVisible();
  };
  await mark("Not yet competent", "Name the processes in scope.");
  await waitForMail(STUDENT.email, /: not yet competent$/);

  await learner.reload();
  await expect(learner.getByText("Name the processes in scope.")).toBeVisible();
  await handIn(learner, "The scope: purchasing and design, clauses 8.4 and 8.3.", "Resubmit");

  await mark("Competent", "Scope stated clearly.");

  // The moderator signs the mark off.
  await admin.page.goto(`/course-assessment/${courseId}/moderation`);
  // The newest mark first: the competent one the certificate rests on.
  const sampled = admin.page.getByRole("region", { name: `${STUDENT.name}: Assignment` }).first();
  await expect(sampled).toContainText("Competent, marked by");
  await sampled.getByRole("radio", { name: "Confirmed" }).check();
  await sampled.getByRole("textbox", { name: "Moderator's comment" }).fill("Decision supported by the evidence.");
  await sampled.getByRole("button", { name: "Sign off" }).click();
  await expect(admin.page.getByText(/Confirmed by .*: Decision supported by the evidence\./)).toBeVisible();
  await expectNoAccessibilityViolations(admin.page);

  // The certificate is issued, and the evidence behind it shows every attempt, mark and sign-off.
  await learner.goto("/my-learning");
  await expect(learner.getByText(COURSE).first()).toBeVisible();
  const certificates = learner.getByRole("region", { name: /certificates/i });
  await expect(certificates.getByText(COURSE)).toBeVisible();

  await page.goto(`/course-assessment/${courseId}/gradebook`);
  await page.getByRole("link", { name: "Evidence" }).first().click();
  await expect(page.getByText("Decision supported by the evidence.")).toBeVisible();
  await expect(page.getByText("Name the processes in scope.")).toBeVisible();
  await expectNoAccessibilityViolations(page);

  await Promise.all([student.context.close(), instructor.context.close(), admin.context.close()]);
});

/** Starts (unless already open) and answers the drawn questions, all right or all wrong, and submits. */
async function takeQuiz(page: Page, right: boolean, start = true) {
  if (start) await page.getByRole("button", { name: "Start attempt" }).click();
  const questions = page.locator("[data-bank-question]");
  await expect(questions).toHaveCount(4);
  for (const question of await questions.all()) {
    const text = await question.innerText();
    const known = KNOWN_QUESTIONS.find((candidate) => text.includes(candidate.phrase));
    if (!known) throw new Error(`a question the journey does not know: ${text}`);
    await known.answer(question, right);
  }
  await page.getByRole("button", { name: "Submit", exact: true }).click();
}

async function handIn(page: Page, text: string, button: "Submit" | "Resubmit") {
  const editor = page.getByRole("main").locator(".ProseMirror").last();
  await editor.click();
  await page.keyboard.type(text);
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: "Files" }).click();
  await (await chooser).setFiles(samplePdf("audit-plan.pdf"));
  await page.getByRole("button", { name: button, exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Handed in" })).toBeVisible();
}

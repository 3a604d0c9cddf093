import { expect, test } from "@playwright/test";
import * as contentLanguage from "../../app/components/content-language.messages";
import * as viewerText from "../../app/features/content-blocks/viewers/messages";
import * as learningText from "../../app/features/learning/components/messages";
import * as offlineText from "../../app/features/learning/offline/messages";
import { LOCALE_NAMES, LOCALE_TAGS, type Locale } from "../../app/lib/i18n/locales";
import {
  DEMO_ONLINE_COURSE,
  DEMO_QUIZ_CORRECT_OPTIONS,
  demoOnlineCourseId,
  enrolInCourse,
} from "./support/demo-course";
import { E2E_BASE_URL } from "./support/e2e-environment";
import { signUp } from "./support/session";

/*
 * "A learner in a taxi with no signal finishes the lesson they kept, in isiZulu, and their progress is
 * there when the signal returns" (issue 26; decision 0110-offline-courses), once in English and once
 * in isiZulu: a new student enrols in the demo course, chooses the language, keeps the course offline,
 * loses the connection, opens another lesson of the kept course from the cache, reads it, answers
 * its quiz and completes it (both queued), finds the course again from the offline page; when the
 * connection returns the queue is sent, the quiz is scored on the server and the progress is saved.
 * Every text is the catalogue's, in the learner's language; the demo course has no isiZulu
 * translation, so its lessons are shown in English with the note that says so. The service worker is
 * Playwright's default (serviceWorkers: "allow"); every wait is for a state (the worker controlling
 * the page, the cache filled, the queue sent), never a time.
 */
const run = Date.now().toString(36);
const QUIZ_LESSON = "Correction, corrective action and prevention";

/** A catalogue text with placeholders, as a pattern: each `{…}` value stands for any text. */
const SLOT = "\u0000";
function patternOf(text: string): RegExp {
  const escaped = text
    .split(SLOT)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
    .join(".+");
  return new RegExp(`^${escaped}`);
}

/** What the learner reads, in their language, from the catalogues the screens use. */
function textsIn(locale: Locale) {
  return {
    skipNext: learningText.skipNextLesson(locale),
    complete: learningText.completeContinue(locale),
    completed: learningText.completed(locale),
    contents: learningText.courseContents(locale),
    submitAnswers: viewerText.submitAnswers(locale),
    availableOffline: offlineText.availableOffline(locale),
    keep: offlineText.keepButton(locale),
    lessonsAndFiles: patternOf(offlineText.lessonsAndFiles({ count: 9, size: SLOT }, locale).replace("9", SLOT)),
    download: patternOf(offlineText.downloadSize({ size: SLOT }, locale)),
    kept: patternOf(offlineText.keptSummary({ size: SLOT }, locale)),
    remove: offlineText.remove(locale),
    offlineBanner: patternOf(offlineText.offlineBanner(locale)),
    offlineTitle: offlineText.offlineTitle(locale),
    quizItem: offlineText.itemQuiz({ lesson: QUIZ_LESSON }, locale),
    completeItem: offlineText.itemComplete({ lesson: QUIZ_LESSON }, locale),
    waiting: offlineText.waiting(locale),
    scored: offlineText.scored({ score: 2, maxScore: 2 }, locale),
    accepted: offlineText.accepted(locale),
    shownInEnglish: contentLanguage.lessonNotTranslated(
      { language: contentLanguage.languageNameZu(locale), original: contentLanguage.languageNameEn(locale) },
      locale,
    ),
  };
}

for (const locale of ["en", "zu"] as const) {
  test(`a learner keeps a course, finishes a lesson offline, and the progress is saved when back online (${LOCALE_NAMES[locale]})`, async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const text = textsIn(locale);
    const student = {
      name: `Thandeka Zulu ${run}${locale}`,
      email: `thandeka-${run}-${locale}@example.test`,
      password: "offline-e2e-pw",
    };
    const courseId = await demoOnlineCourseId(browser);
    const context = await browser.newContext({ baseURL: E2E_BASE_URL, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await signUp(page, student.name, student.email, student.password);

    // Enrol, and start on the second lesson: the quiz lesson will be opened offline.
    const firstLessonPath = await enrolInCourse(page, courseId);
    if (locale !== "en") {
      // The learner chooses their language in the site's header; the profile keeps it.
      await page.goto("/");
      await page.getByRole("banner").getByRole("button", { name: LOCALE_NAMES[locale] }).click();
      await expect(page.locator("html")).toHaveAttribute("lang", LOCALE_TAGS[locale]);
      await page.goto(firstLessonPath);
      await expect(page.locator("html")).toHaveAttribute("lang", LOCALE_TAGS[locale]);
      await expect(page.getByText(text.shownInEnglish)).toBeVisible();
    }
    const quizLessonPath = firstLessonPath;
    await page.getByRole("link", { name: text.skipNext }).click();
    await expect(page).not.toHaveURL(new RegExp(`${quizLessonPath}$`));

    // The service worker controls the page (it claims it when it activates).
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

    // Keep the course: its size first, then the download, then "Kept offline · … · Remove".
    const panel = page.locator("[data-offline-panel]");
    await expect(panel.getByText(text.availableOffline)).toBeVisible();
    await panel.getByRole("button", { name: text.keep }).click();
    await expect(panel.getByText(text.lessonsAndFiles)).toBeVisible();
    await panel.getByRole("button", { name: text.download }).click();
    await expect(panel.getByText(text.kept)).toBeVisible({ timeout: 60_000 });
    await expect(panel.getByRole("button", { name: text.remove })).toBeVisible();
    const cached = await page.evaluate(async (id) => {
      const cache = await caches.open(`campus-course-${id}`);
      return (await cache.keys()).map((request) => new URL(request.url).pathname);
    }, courseId);
    expect(cached).toContain(quizLessonPath);
    expect(cached).toContain(`${quizLessonPath}.data`);

    // No signal: the banner says so.
    await context.setOffline(true);
    await expect(page.getByText(text.offlineBanner)).toBeVisible();

    // Open the quiz lesson of the kept course from its contents, and read it.
    await page.getByRole("navigation", { name: text.contents }).getByRole("link", { name: QUIZ_LESSON }).click();
    await expect(page.getByRole("heading", { level: 1, name: QUIZ_LESSON })).toBeVisible();
    await expect(page.getByText("Three different responses")).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", LOCALE_TAGS[locale]);

    // Answer its quiz: queued, waiting for a connection.
    const quiz = page.locator("form", { has: page.locator("[data-quiz-question]") });
    const options = quiz.locator("[data-quiz-question] input");
    for (let index = 0; index < (await options.count()); index += 1) {
      const option = options.nth(index);
      const label = (await page.locator(`label[for="${await option.getAttribute("id")}"]`).textContent()) ?? "";
      if (DEMO_QUIZ_CORRECT_OPTIONS.has(label.trim())) await option.check();
    }
    await quiz.getByRole("button", { name: text.submitAnswers }).click();
    const queue = page.locator("[data-offline-queue]");
    await expect(queue.getByText(text.quizItem)).toBeVisible();
    await expect(queue.getByText(text.waiting).first()).toBeVisible();

    // Complete the lesson: queued too, and the next kept lesson opens.
    await page.getByRole("button", { name: text.complete }).click();
    await expect(page).not.toHaveURL(new RegExp(`${quizLessonPath}$`));
    await expect(queue.getByText(text.completeItem)).toBeVisible();
    await expect(queue.getByText(text.waiting)).toHaveCount(2);

    // A page not kept (the app's start, My learning): the offline page in the site's frame, which
    // lists the kept course; its link opens the first kept lesson from the cache.
    await page.goto("/my-learning");
    await expect(page.getByRole("heading", { level: 1, name: text.offlineTitle })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", LOCALE_TAGS[locale]);
    await page.locator("[data-kept-courses]").getByRole("link", { name: DEMO_ONLINE_COURSE }).click();
    await expect(page.getByRole("heading", { level: 1, name: QUIZ_LESSON })).toBeVisible();
    await expect(queue.getByText(text.waiting)).toHaveCount(2);

    // The signal returns: the queue is sent, the quiz scored on the server, the completion accepted.
    await context.setOffline(false);
    await expect(page.getByText(text.offlineBanner)).toBeHidden();
    await expect(queue.getByText(text.scored)).toBeVisible({ timeout: 30_000 });
    await expect(queue.getByText(text.accepted, { exact: true })).toBeVisible();
    await expect(queue.getByText(text.waiting)).toHaveCount(0);

    // Online again, the lesson is complete on the server.
    await page.goto(quizLessonPath);
    await expect(page.getByRole("heading", { level: 1, name: QUIZ_LESSON })).toBeVisible();
    await expect(page.getByText(text.completed, { exact: true })).toBeVisible();
    await context.close();
  });
}

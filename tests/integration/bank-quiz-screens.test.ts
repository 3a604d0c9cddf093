import { MantineProvider } from "@mantine/core";
import { type ComponentType, createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { BankQuizView } from "~/features/assessment/attempts/attempt-view";
import { startBankQuizAttempt } from "~/features/assessment/attempts/start-attempt.server";
import { submitBankQuizAttempt } from "~/features/assessment/attempts/submit-attempt.server";
import { BankQuizPlayer } from "~/features/assessment/components/bank-quiz-player";
import { BankQuizSettingsEditor } from "~/features/assessment/components/bank-quiz-settings-editor";
import { EssayMarkingScreen } from "~/features/assessment/components/essay-marking-screen";
import { loadViewerBlocks } from "~/features/content-blocks/viewers/viewer-blocks.server";
import { getAuth, getDb } from "~/server/app-context.server";
import { insertBlock, insertChapter, insertCourse, insertLesson } from "~/server/factories/course-factory";
import { insertUser } from "~/server/factories/user-factory";
import { cssVariablesResolver, theme } from "~/theme";
import {
  bankSettings,
  insertQuestion,
  insertQuestionCategory,
  NINE_TYPES,
  seededRandom,
} from "~tests/support/bank-quiz-samples";

/** The page's HTML without React's text separators, so sentences read whole. */
function render(Page: ComponentType) {
  const Stub = createRoutesStub([{ id: "root", path: "/", Component: Page }]);
  const html = renderToString(
    createElement(
      MantineProvider,
      { theme, cssVariablesResolver, defaultColorScheme: "light" },
      createElement(Stub, { initialEntries: ["/"], hydrationData: { loaderData: { root: null } } }),
    ),
  );
  return html.replace(/<!-- -->/g, "");
}

const labelsOf = (html: string) =>
  [...html.matchAll(/<label[^>]*>([\s\S]*?)<\/label>/g)].map((match) => match[1]?.replace(/<[^>]*>/g, "").trim());

describe("the bank quiz player", () => {
  it("shows every type with labelled inputs, then the result the rules allow", async () => {
    const db = getDb();
    const course = await insertCourse(db);
    const lesson = await insertLesson(db, await insertChapter(db, course.id));
    const categoryId = await insertQuestionCategory(db, course.id);
    const ids = [];
    for (const sample of NINE_TYPES) ids.push(await insertQuestion(db, categoryId, sample.content));
    const settings = bankSettings({ fixedQuestionIds: ids, timeLimitMinutes: 30, maxAttempts: 2, review: "always" });
    const block = await insertBlock(db, lesson, {
      type: "quiz",
      content: { source: "bank", bank: settings, questions: [] },
    });
    const learner = await insertUser(getAuth(), db);
    const user = { id: learner.id, role: "student" as const };
    const viewOf = async () => {
      const found = (await loadViewerBlocks(db, user, lesson.id)).find((candidate) => candidate.type === "bank-quiz");
      return (found?.type === "bank-quiz" ? found.quiz : null) as BankQuizView;
    };

    const player = (quiz: BankQuizView) => render(() => createElement(BankQuizPlayer, { blockId: block.id, quiz }));

    const notStarted = player(await viewOf());
    expect(notStarted).toContain("Start attempt");
    expect(notStarted).toContain(
      "9 questions. Pass mark: 70%. Time limit: 30 minutes, from when you start. Attempts: 0 of 2 used.",
    );

    await startBankQuizAttempt(db, { blockId: block.id, courseId: course.id, userId: learner.id }, settings, {
      now: new Date(),
      random: seededRandom(4),
    });
    const open = await viewOf();
    const answering = player(open);
    const labels = labelsOf(answering);
    expect(labels).toEqual(
      expect.arrayContaining(["True", "False", "ISO 9001", "ISO 14001", "Your answer", "Your answer (a number)"]),
    );
    expect(answering).toContain('aria-label="Blank 1 of 2 in question 8"');
    expect(answering).toMatch(/aria-label="Move (Plan|Conduct|Report) down"/);
    expect(answering).toContain(">Submit<");
    expect(answering).toContain(">Save answers<");
    expect(answering).toContain("Choose every correct answer.");

    const fields: Record<string, string[]> = {};
    const rows = await db
      .selectFrom("questions")
      .select(["id", "type"])
      .where("category_id", "=", categoryId)
      .execute();
    for (const sample of NINE_TYPES) {
      const row = rows.find((candidate) => candidate.type === sample.content.type);
      if (row && sample.content.type !== "essay") Object.assign(fields, sample.fields(row.id));
    }
    await submitBankQuizAttempt(db, { blockId: block.id, courseId: course.id, userId: learner.id }, settings, {
      attemptId: open.inProgress?.attemptId as string,
      fields,
      now: new Date(),
    });
    const result = player(await viewOf());
    expect(result).toContain("You scored 12 out of 22 points.");
    expect(result).toContain("Correct answer:");
    expect(result).toContain("Feedback:");
    expect(result).toContain("Start another attempt");
  });
});

describe("the bank quiz settings editor", () => {
  it("labels every setting", () => {
    const html = render(() =>
      createElement(BankQuizSettingsEditor, {
        courseId: "c1",
        label: "Quiz 1",
        settings: bankSettings({ draws: [{ categoryId: "k1", count: 3 }] }),
        errors: {},
        onChange: () => undefined,
        onBlur: () => undefined,
      }),
    );
    const labels = labelsOf(html);
    for (const label of [
      "Browse category",
      "Add a fixed question",
      "Draw from a category",
      "Shuffle questions",
      "Shuffle options",
      "Time limit (minutes)",
      "Number of attempts",
      "Pass mark (% of points)",
      "Show the correct answers",
    ]) {
      expect(labels).toContain(label);
    }
    expect(html).toContain("Questions drawn from a category (loading…)");
  });
});

describe("the essay marking screen", () => {
  const attempt = {
    attemptId: "a1",
    blockId: "b1",
    learnerName: "Lerato Learner",
    quizTitle: "Final check",
    attemptNumber: 2,
    status: "awaiting-marking",
    submittedAt: "2026-03-02T08:20:00.000Z",
    version: 3,
    essays: [
      {
        questionId: "q1",
        title: "A nonconformity",
        stemHtml: "<p>Describe a nonconformity.</p>",
        markingGuideHtml: "<p>Names the requirement.</p>",
        answerText: "<b>not bold</b> The record was missing.",
        maxPoints: 8,
        mark: null,
      },
    ],
  };

  it("shows the question, the answer as text, the guide, and labelled points and comment for an assessor", () => {
    const html = render(() =>
      createElement(EssayMarkingScreen, {
        courseId: "c1",
        courseName: "ISO 9001",
        attempt,
        canMark: true,
        reply: null,
      }),
    );
    expect(html).toContain("Mark essays: Lerato Learner");
    expect(html).toContain("&lt;b&gt;not bold&lt;/b&gt; The record was missing.");
    expect(html).toContain("Names the requirement.");
    expect(labelsOf(html)).toEqual(expect.arrayContaining(["Points for essay 1 (0 to 8)", "Comment for essay 1"]));
    expect(html).toContain(">Save marks<");
    expect(html).toContain('href="/course-assessment/c1/essays"');
  });

  it("offers no marking to someone who only reads the course's assessment", () => {
    const html = render(() =>
      createElement(EssayMarkingScreen, {
        courseId: "c1",
        courseName: "ISO 9001",
        attempt,
        canMark: false,
        reply: null,
      }),
    );
    expect(html).toContain("Only the course&#x27;s named assessors may mark its work.");
    expect(html).not.toContain("Save marks");
  });
});

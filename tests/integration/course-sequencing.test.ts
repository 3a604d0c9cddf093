import { describe, expect, it } from "vitest";
import { listQuizzesBefore } from "~/features/courses/chapter-unlock.server";
import * as courseMessages from "~/features/courses/messages";
import { recordVideoProgress } from "~/features/learning/video-progress.server";
import * as outlineApi from "~/routes/instructor/outline-api";
import * as courseViewerRoute from "~/routes/learn/course-viewer";
import * as videoProgressRoute from "~/routes/learn/video-progress";
import { getDb } from "~/server/app-context.server";
import {
  addCourseInstructor,
  insertBlock,
  insertChapter,
  insertCourse,
  insertEnrolment,
  insertLesson,
} from "~/server/factories/course-factory";
import { dataOf, formRequest, pageRequest, routeArgs, settle } from "~tests/support/requests";
import { AUDIT_PROGRAMME_QUESTION } from "~tests/support/sample-quiz";
import { signedInAs } from "~tests/support/sign-in";

/**
 * Sequencing of online courses (decision 0093-sequencing): lessons in order, a chapter opened by a
 * passed quiz, and an uploaded video watched to the course's share. Prerequisites between courses
 * are in course-prerequisites.test.ts.
 */

const SECRET = "Only for learners who got this far";

type Lesson = Awaited<ReturnType<typeof insertLesson>>;

function lessonUrl(lesson: Lesson) {
  return `/course/${lesson.course_id}/${lesson.chapter_id}/${lesson.id}`;
}

function lessonParams(lesson: Lesson) {
  return { courseId: lesson.course_id, chapterId: lesson.chapter_id, lessonId: lesson.id };
}

interface ReaderPage {
  kind: "reader";
  lesson: {
    blocks: Array<{ id: string }>;
    lock: { message: string; firstPath: string; firstTitle: string } | null;
    video: { requiredPercent: number | null; watchedPercent: Record<string, number> } | null;
  };
  chapters: Array<{
    id: string;
    lockedReason: string | null;
    lessons: Array<{ id: string; lockedReason: string | null }>;
  }>;
}

async function openLesson(lesson: Lesson, cookie: string) {
  return (await settle(() =>
    courseViewerRoute.loader(routeArgs(pageRequest(lessonUrl(lesson), cookie), lessonParams(lesson))),
  )) as unknown as ReaderPage;
}

async function postToLesson(lesson: Lesson, fields: Record<string, string>, cookie: string) {
  return settle(() =>
    courseViewerRoute.action(routeArgs(formRequest(lessonUrl(lesson), fields, cookie), lessonParams(lesson))),
  );
}

async function completions(userId: string, lessonId: string) {
  const rows = await getDb()
    .selectFrom("lesson_completions")
    .select("lesson_id")
    .where("user_id", "=", userId)
    .where("lesson_id", "=", lessonId)
    .execute();
  return rows.length;
}

async function courseWithPeople(overrides: Parameters<typeof insertCourse>[1]) {
  const db = getDb();
  const instructor = await signedInAs("instructor");
  const student = await signedInAs("student");
  const course = await insertCourse(db, overrides);
  await addCourseInstructor(db, course.id, instructor.id);
  await insertEnrolment(db, course.id, student.id);
  return { course, instructor, student };
}

describe("lessons in order", () => {
  it("locks a lesson until the one before it is complete: no content sent, completion refused, staff never locked", async () => {
    const db = getDb();
    const { course, instructor, student } = await courseWithPeople({ lessons_in_order: 1 });
    const chapter = await insertChapter(db, course.id, { title: "Planning", position: 1 });
    const first = await insertLesson(db, chapter, { title: "The audit programme", position: 1 });
    const second = await insertLesson(db, chapter, { title: "Audit checklists", position: 2 });
    await insertBlock(db, first, { content: { html: "<p>Plan yearly.</p>" } });
    await insertBlock(db, second, { content: { html: `<p>${SECRET}</p>` } });

    const locked = await openLesson(second, student.cookie);
    expect(locked.lesson.lock?.message).toBe(
      'Complete the lesson "The audit programme" first: this course\'s lessons open in order.',
    );
    expect(locked.lesson.lock?.firstPath).toBe(lessonUrl(first));
    expect(locked.lesson.blocks).toEqual([]);
    expect(JSON.stringify(locked)).not.toContain(SECRET);
    const sidebar = locked.chapters[0]?.lessons ?? [];
    expect(sidebar.map((lesson) => lesson.lockedReason !== null)).toEqual([false, true]);

    const refused = dataOf<{ intent: string; message: string }>(
      await postToLesson(second, { intent: "complete-lesson" }, student.cookie),
    );
    expect(refused.status).toBe(403);
    expect(refused.data.message).toContain("This lesson is locked.");
    expect(await completions(student.id, second.id)).toBe(0);

    // The instructor previewing sees everything.
    const preview = await openLesson(second, instructor.cookie);
    expect(preview.lesson.lock).toBeNull();
    expect(JSON.stringify(preview)).toContain(SECRET);

    const done = (await postToLesson(first, { intent: "complete-lesson" }, student.cookie)) as Response;
    expect(done.status).toBe(302);
    const opened = await openLesson(second, student.cookie);
    expect(opened.lesson.lock).toBeNull();
    expect(JSON.stringify(opened)).toContain(SECRET);
    expect(((await postToLesson(second, { intent: "complete-lesson" }, student.cookie)) as Response).status).toBe(302);
    expect(await completions(student.id, second.id)).toBe(1);
  });

  it("locks nothing in a course whose lessons do not go in order", async () => {
    const db = getDb();
    const { course, student } = await courseWithPeople({});
    const chapter = await insertChapter(db, course.id);
    await insertLesson(db, chapter, { title: "One", position: 1 });
    const second = await insertLesson(db, chapter, { title: "Two", position: 2 });
    expect((await openLesson(second, student.cookie)).lesson.lock).toBeNull();
  });
});

describe("a chapter opened by a passed quiz", () => {
  async function gatedCourse() {
    const db = getDb();
    const people = await courseWithPeople({});
    const firstChapter = await insertChapter(db, people.course.id, { title: "Planning", position: 1 });
    const secondChapter = await insertChapter(db, people.course.id, { title: "Reporting", position: 2 });
    const quizLesson = await insertLesson(db, firstChapter, { title: "Check your planning", position: 1 });
    const quiz = await insertBlock(db, quizLesson, {
      type: "quiz",
      title: "Planning quiz",
      content: { questions: [AUDIT_PROGRAMME_QUESTION], passMark: 100 },
    });
    const laterQuizLesson = await insertLesson(db, secondChapter, { title: "Reporting basics", position: 1 });
    const laterQuiz = await insertBlock(db, laterQuizLesson, {
      type: "quiz",
      title: "Reporting quiz",
      content: { questions: [AUDIT_PROGRAMME_QUESTION] },
    });
    await insertBlock(db, laterQuizLesson, { position: 2, content: { html: `<p>${SECRET}</p>` } });
    return { ...people, firstChapter, secondChapter, quizLesson, quiz, laterQuizLesson, laterQuiz };
  }

  async function pickUnlockQuiz(
    built: Awaited<ReturnType<typeof gatedCourse>>,
    chapterId: string,
    quizBlockId: string,
  ) {
    const chapter = await getDb()
      .selectFrom("chapters")
      .select("version")
      .where("id", "=", chapterId)
      .executeTakeFirstOrThrow();
    const fields = { intent: "set-chapter-unlock", chapterId, quizBlockId, version: String(chapter.version) };
    const courseId = built.course.id;
    return dataOf<{ ok: boolean; message?: string }>(
      await settle(() =>
        outlineApi.action(
          routeArgs(formRequest(`/api/courses/${courseId}/outline`, fields, built.instructor.cookie), { courseId }),
        ),
      ),
    );
  }

  it("is chosen in the course builder from the quizzes of earlier chapters only", async () => {
    const built = await gatedCourse();
    const sameChapter = await pickUnlockQuiz(built, built.secondChapter.id, built.laterQuiz.id);
    expect(sameChapter.status).toBe(400);
    expect(sameChapter.data.message).toBe(courseMessages.earlierQuizOnly());
    const earlier = await pickUnlockQuiz(built, built.secondChapter.id, built.quiz.id);
    expect(earlier.status).toBe(200);
    const stored = await getDb()
      .selectFrom("chapters")
      .select("unlock_quiz_block_id")
      .where("id", "=", built.secondChapter.id)
      .executeTakeFirstOrThrow();
    expect(stored.unlock_quiz_block_id).toBe(built.quiz.id);
    // A student may not choose it.
    const byStudent = await settle(() =>
      outlineApi.action(
        routeArgs(
          formRequest(
            `/api/courses/${built.course.id}/outline`,
            { intent: "set-chapter-unlock", chapterId: built.secondChapter.id, quizBlockId: "", version: "2" },
            built.student.cookie,
          ),
          { courseId: built.course.id },
        ),
      ),
    );
    expect((byStudent as Response).status).toBe(403);
  });

  it("offers earlier chapters' quizzes in reading order, the nearest 500 of thousands, and accepts any earlier one", async () => {
    const built = await gatedCourse();
    const db = getDb();
    const courseId = built.course.id;
    // A second lesson of chapter 1 after the quiz lesson: by lesson position alone it would sort
    // after chapter 2's first lesson.
    const secondLesson = await insertLesson(db, built.firstChapter, { title: "More planning", position: 2 });
    for (let index = 1; index <= 505; index += 1) {
      await insertBlock(db, secondLesson, { type: "quiz", title: `Check ${index}`, position: index, content: {} });
    }
    const third = await insertChapter(db, courseId, { title: "Closing", position: 3 });
    const choices = await listQuizzesBefore(db, courseId, third.id);
    expect(choices).toHaveLength(500);
    // The nearest 500 in reading order: chapter 1's last 499 checks, then chapter 2's quiz.
    expect(choices[0]?.label).toContain("Check 7");
    expect(choices.at(-2)?.label).toContain("Check 505");
    expect(choices.at(-1)?.blockId).toBe(built.laterQuiz.id);
    expect(await listQuizzesBefore(db, courseId, built.firstChapter.id)).toEqual([]);
    // The first quiz is beyond the picker's 500 but is still an earlier chapter's quiz.
    const outsideThePicker = await pickUnlockQuiz(built, third.id, built.quiz.id);
    expect(outsideThePicker.status).toBe(200);
  });

  it("keeps the chapter's lessons locked until the quiz is passed, then opens them", async () => {
    const built = await gatedCourse();
    expect((await pickUnlockQuiz(built, built.secondChapter.id, built.quiz.id)).status).toBe(200);
    const { student, laterQuizLesson, quizLesson, quiz } = built;

    const locked = await openLesson(laterQuizLesson, student.cookie);
    expect(locked.lesson.lock?.message).toBe(
      'This chapter opens when you pass the quiz "Planning quiz" in the lesson "Check your planning".',
    );
    expect(locked.lesson.lock?.firstPath).toBe(lessonUrl(quizLesson));
    expect(JSON.stringify(locked)).not.toContain(SECRET);
    expect(locked.chapters.find((chapter) => chapter.id === built.secondChapter.id)?.lockedReason).toContain(
      "Planning quiz",
    );
    const refused = dataOf<{ message: string }>(
      await postToLesson(laterQuizLesson, { intent: "complete-lesson" }, student.cookie),
    );
    expect(refused.status).toBe(403);

    // A wrong answer does not reach the pass mark: still locked.
    await postToLesson(quizLesson, { intent: "submit-quiz", blockId: quiz.id, "answer-q1": "q1a" }, student.cookie);
    expect((await openLesson(laterQuizLesson, student.cookie)).lesson.lock).not.toBeNull();

    await postToLesson(quizLesson, { intent: "submit-quiz", blockId: quiz.id, "answer-q1": "q1b" }, student.cookie);
    const opened = await openLesson(laterQuizLesson, student.cookie);
    expect(opened.lesson.lock).toBeNull();
    expect(JSON.stringify(opened)).toContain(SECRET);
  });
});

describe("a video watched to the course's share", () => {
  async function videoCourse() {
    const db = getDb();
    const people = await courseWithPeople({ video_watch_percent: 80 });
    const chapter = await insertChapter(db, people.course.id);
    const lesson = await insertLesson(db, chapter, { title: "Opening meeting" });
    const video = await insertBlock(db, lesson, {
      type: "video",
      title: "Opening meeting walkthrough",
      content: { source: "upload", url: "/uploads/opening-meeting.mp4" },
    });
    return { ...people, lesson, video };
  }

  const at = (seconds: number) => new Date(Date.UTC(2026, 10, 2, 9, 0, seconds));

  it("merges played ranges, counts overlaps once and caps what a report adds by the time since the last", async () => {
    const { course, student, video } = await videoCourse();
    const report = (ranges: Array<[number, number]>, seconds: number) =>
      recordVideoProgress(getDb(), {
        courseId: course.id,
        userId: student.id,
        report: { blockId: video.id, durationSeconds: 100, ranges },
        now: at(seconds),
      });
    // A first report carries at most ~20 s, whatever it claims (a seek to the end counts for nothing more).
    expect(await report([[0, 100]], 0)).toMatchObject({ ok: true, watchedPercent: 20 });
    // 5 s later: at most 10 s more (up to twice real time), earliest first.
    expect(await report([[0, 100]], 5)).toMatchObject({ watchedPercent: 30 });
    // What was watched already counts once.
    expect(await report([[0, 30]], 60)).toMatchObject({ watchedPercent: 30 });
    // A separate range further on, merged beside the first.
    expect(
      await report(
        [
          [0, 30],
          [50, 60],
        ],
        70,
      ),
    ).toMatchObject({ watchedPercent: 40 });
    const stored = await getDb()
      .selectFrom("video_progress")
      .select(["ranges_json", "duration_seconds"])
      .where("user_id", "=", student.id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(stored.ranges_json)).toEqual([
      [0, 30],
      [50, 60],
    ]);
    // A later report cannot shrink the video to make the share easier.
    await recordVideoProgress(getDb(), {
      courseId: course.id,
      userId: student.id,
      report: { blockId: video.id, durationSeconds: 10, ranges: [[0, 10]] },
      now: at(80),
    });
    expect(
      Number(
        (
          await getDb()
            .selectFrom("video_progress")
            .select("duration_seconds")
            .where("user_id", "=", student.id)
            .executeTakeFirstOrThrow()
        ).duration_seconds,
      ),
    ).toBe(100);
  });

  it("holds the lesson back until the share is watched, saying how much so far", async () => {
    const { course, student, lesson, video } = await videoCourse();
    const page = await openLesson(lesson, student.cookie);
    expect(page.lesson.video).toMatchObject({ requiredPercent: 80, watchedPercent: { [video.id]: 0 } });

    await recordVideoProgress(getDb(), {
      courseId: course.id,
      userId: student.id,
      report: { blockId: video.id, durationSeconds: 100, ranges: [[0, 15]] },
      now: at(0),
    });
    const refused = dataOf<{ message: string }>(
      await postToLesson(lesson, { intent: "complete-lesson" }, student.cookie),
    );
    expect(refused.status).toBe(403);
    expect(refused.data.message).toBe(
      'Watch at least 80% of the video "Opening meeting walkthrough" to complete this lesson. You have watched 15% so far.',
    );
    expect(await completions(student.id, lesson.id)).toBe(0);

    for (const [seconds, end] of [
      [40, 60],
      [80, 85],
    ] as const) {
      await recordVideoProgress(getDb(), {
        courseId: course.id,
        userId: student.id,
        report: { blockId: video.id, durationSeconds: 100, ranges: [[0, end]] },
        now: at(seconds),
      });
    }
    expect((await openLesson(lesson, student.cookie)).lesson.video?.watchedPercent[video.id]).toBe(85);
    expect(((await postToLesson(lesson, { intent: "complete-lesson" }, student.cookie)) as Response).status).toBe(302);
    expect(await completions(student.id, lesson.id)).toBe(1);
  });

  it("takes the player's report from an enrolled learner and refuses bad input with a 400 and nothing stored", async () => {
    const { course, student, video } = await videoCourse();
    const outsider = await signedInAs("student");
    const post = (fields: Record<string, string>, cookie = student.cookie) =>
      settle(() =>
        videoProgressRoute.action(
          routeArgs(formRequest(`/course/${course.id}/video-progress`, fields, cookie), { courseId: course.id }),
        ),
      ) as Promise<Response>;
    const report = (overrides: Record<string, string>) => ({
      intent: "report-video",
      blockId: video.id,
      duration: "100",
      ranges: "[[0,10]]",
      ...overrides,
    });
    const bad: Array<Record<string, string>> = [
      report({ duration: "NaN" }),
      report({ duration: "-5" }),
      report({ ranges: "[[0, 500]]" }),
      report({ ranges: "[[-1, 5]]" }),
      report({ ranges: "[[8, 2]]" }),
      report({ ranges: "[[0, NaN]]" }),
      report({ ranges: "not json" }),
      report({ ranges: '[["a", 1]]' }),
      report({ ranges: JSON.stringify(Array.from({ length: 201 }, (_, index) => [index * 0.1, index * 0.1 + 0.05])) }),
      report({ ranges: JSON.stringify(Array.from({ length: 5000 }, () => [0, 1])) }),
    ];
    for (const fields of bad) {
      const response = await post(fields);
      expect(response.status, fields.ranges + fields.duration).toBe(400);
      expect(((await response.json()) as { message: string }).message.length).toBeGreaterThan(10);
    }
    const unknownBlock = await post(report({ blockId: "nosuchblock" }));
    expect(unknownBlock.status).toBe(404);
    expect(
      await getDb().selectFrom("video_progress").select("user_id").where("course_id", "=", course.id).execute(),
    ).toEqual([]);
    expect((await post(report({}), outsider.cookie)).status).toBe(403);

    const accepted = await post(report({}));
    expect(accepted.status).toBe(200);
    expect(await accepted.json()).toEqual({ watchedPercent: 10, recorded: true });
  });
});

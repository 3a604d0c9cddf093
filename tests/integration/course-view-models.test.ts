import { beforeAll, describe, expect, it } from "vitest";
import * as blocksApi from "~/routes/instructor/blocks-api";
import * as courseEditorRoute from "~/routes/instructor/course-editor";
import * as courseSettingsRoute from "~/routes/instructor/course-settings";
import * as coursesRoute from "~/routes/instructor/courses";
import * as outlineApi from "~/routes/instructor/outline-api";
import * as profileRoute from "~/routes/instructor/profile";
import * as courseViewerRoute from "~/routes/learn/course-viewer";
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
import { signedInAs } from "~tests/support/sign-in";
import { snakeCaseKeys } from "~tests/support/view-models";

/**
 * Issue 15, items 5 and 8: the course screens' loaders hand JSX camelCase view models built in the
 * features (no database row with snake_case columns), and the course editor's refusals use the one
 * vocabulary of app/lib/refusal.ts with the statuses the editor expects.
 */

type Account = Awaited<ReturnType<typeof signedInAs>>;
let instructor: Account;
let otherInstructor: Account;
let student: Account;

beforeAll(async () => {
  [instructor, otherInstructor, student] = await Promise.all([
    signedInAs("instructor"),
    signedInAs("instructor"),
    signedInAs("student"),
  ]);
});

async function publishedCourseOf(owner: Account) {
  const db = getDb();
  const course = await insertCourse(db, { is_published: 1, cover_url: "/uploads/cover.jpg" });
  await addCourseInstructor(db, course.id, owner.id);
  const chapter = await insertChapter(db, course.id);
  const lesson = await insertLesson(db, chapter);
  await insertBlock(db, lesson);
  return { course, chapter, lesson };
}

describe("course screens' loaders", () => {
  it("return camelCase view models, with flags as booleans", async () => {
    const { course, chapter, lesson } = await publishedCourseOf(instructor);
    await insertEnrolment(getDb(), course.id, student.id);
    const cookie = instructor.cookie;
    const settings = await courseSettingsRoute.loader(
      routeArgs(pageRequest(`/edit-course/${course.id}/settings?student=a`, cookie), { courseId: course.id }),
    );
    const loaded = {
      courses: await coursesRoute.loader(routeArgs(pageRequest("/instructor/courses", cookie))),
      settings,
      editor: await courseEditorRoute.loader(
        routeArgs(pageRequest(`/edit-course/${course.id}/${chapter.id}/${lesson.id}`, cookie), {
          courseId: course.id,
          chapterId: chapter.id,
          lessonId: lesson.id,
        }),
      ),
      profile: await profileRoute.loader(routeArgs(pageRequest("/instructor/profile", cookie))),
      viewer: await courseViewerRoute.loader(
        routeArgs(pageRequest(`/course/${course.id}/${chapter.id}/${lesson.id}`, cookie), {
          courseId: course.id,
          chapterId: chapter.id,
          lessonId: lesson.id,
        }),
      ),
    };
    expect(snakeCaseKeys(loaded)).toEqual([]);
    expect(settings.course).toMatchObject({ coverUrl: "/uploads/cover.jpg", isPublished: true });
    expect(settings.enrolments[0]).toMatchObject({ userId: student.id, enrolledAt: expect.any(String) });
  });
});

describe("the course editor's refusals", () => {
  it("answer a reorder of a changed list as 'stale' with 409, and the API's 403 and 404 in words", async () => {
    const { course, chapter } = await publishedCourseOf(instructor);
    const second = await insertChapter(getDb(), course.id, { position: 2 });
    const reorder = dataOf<{ ok: boolean; reason: string; message: string }>(
      await settle(() =>
        outlineApi.action(
          routeArgs(
            formRequest(
              `/api/courses/${course.id}/outline`,
              { intent: "reorder-chapters", orderedIds: chapter.id },
              instructor.cookie,
            ),
            { courseId: course.id },
          ),
        ),
      ),
    );
    expect(reorder.status).toBe(409);
    expect(reorder.data).toMatchObject({ ok: false, reason: "stale" });
    expect(reorder.data.message).toContain("The list changed since you opened it");
    expect(await getDb().selectFrom("chapters").select("id").where("id", "=", second.id).execute()).toHaveLength(1);

    const notTheirs = (await settle(() =>
      blocksApi.loader(
        routeArgs(pageRequest(`/api/courses/${course.id}/blocks?blockId=x`, otherInstructor.cookie), {
          courseId: course.id,
        }),
      ),
    )) as Response;
    expect(notTheirs.status).toBe(403);
    expect(await notTheirs.text()).toBe("You do not have permission to edit this course.");

    const gone = (await settle(() =>
      blocksApi.loader(
        routeArgs(pageRequest(`/api/courses/${course.id}/blocks?blockId=gone`, instructor.cookie), {
          courseId: course.id,
        }),
      ),
    )) as Response;
    expect(gone.status).toBe(404);
    expect(await gone.text()).toBe("This content no longer exists.");
  });
});

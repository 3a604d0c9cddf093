import { describe, expect, it } from "vitest";
import * as courseSettingsRoute from "~/routes/instructor/course-settings";
import * as courseViewerRoute from "~/routes/learn/course-viewer";
import { getDb } from "~/server/app-context.server";
import { addCourseInstructor, insertCourse, insertEnrolment } from "~/server/factories/course-factory";
import { dataOf, formRequest, pageRequest, routeArgs, settle } from "~tests/support/requests";
import { signedInAs } from "~tests/support/sign-in";

/**
 * Prerequisites between courses (decision 0093-sequencing): chosen in the course settings (a circle
 * at any depth refused, naming the courses), shown on the course's overview, and required before a
 * learner enrols; staff enrolling are warned and may enrol anyway.
 */

async function courseWithEditor(editorCookie: string, editorId: string, name: string, overrides = {}) {
  const course = await insertCourse(getDb(), { name, ...overrides });
  await addCourseInstructor(getDb(), course.id, editorId);
  return { ...course, cookie: editorCookie };
}

async function post(courseId: string, cookie: string, fields: Record<string, string>) {
  return settle(() =>
    courseSettingsRoute.action(
      routeArgs(formRequest(`/edit-course/${courseId}/settings`, fields, cookie), { courseId }),
    ),
  );
}

async function savePrerequisites(courseId: string, cookie: string, requiredIds: string[], extra = {}) {
  const course = await getDb().selectFrom("courses").selectAll().where("id", "=", courseId).executeTakeFirstOrThrow();
  return post(courseId, cookie, {
    intent: "save-settings",
    version: String(course.version),
    name: course.name,
    title: course.title,
    subtitle: course.subtitle,
    type: course.type,
    coverUrl: "",
    descriptionHtml: course.description_html,
    outcome: course.outcome,
    requirements: course.requirements,
    slug: course.slug,
    isPublished: "on",
    isSelfEnrolmentOpen: course.is_self_enrolment_open ? "on" : "",
    sequencing: "1",
    prerequisiteIds: requiredIds.join(","),
    ...extra,
  });
}

async function requiredOf(courseId: string) {
  const rows = await getDb()
    .selectFrom("course_prerequisites")
    .select("required_course_id")
    .where("course_id", "=", courseId)
    .execute();
  return rows.map((row) => row.required_course_id).sort();
}

describe("choosing prerequisites", () => {
  it("saves them with the course's order settings, and refuses a circle at any depth naming the courses", async () => {
    const editor = await signedInAs("instructor");
    const foundations = await courseWithEditor(editor.cookie, editor.id, "ISO 9001 Foundations");
    const internal = await courseWithEditor(editor.cookie, editor.id, "Internal Auditor");
    const lead = await courseWithEditor(editor.cookie, editor.id, "Lead Auditor");

    const saved = (await savePrerequisites(lead.id, editor.cookie, [internal.id], {
      lessonsInOrder: "on",
      videoWatchPercent: "80",
    })) as Response;
    expect(saved.status).toBe(302);
    expect(await requiredOf(lead.id)).toEqual([internal.id]);
    const stored = await getDb()
      .selectFrom("courses")
      .select(["lessons_in_order", "video_watch_percent"])
      .where("id", "=", lead.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ lessons_in_order: 1, video_watch_percent: 80 });
    expect(((await savePrerequisites(internal.id, editor.cookie, [foundations.id])) as Response).status).toBe(302);

    // Foundations → Lead → Internal → Foundations: a circle three deep.
    const circle = dataOf<{ fieldErrors: Record<string, string> }>(
      await savePrerequisites(foundations.id, editor.cookie, [lead.id]),
    );
    expect(circle.status).toBe(400);
    expect(circle.data.fieldErrors.prerequisiteIds).toBe(
      'These prerequisites would make a circle, so no one could ever start: "ISO 9001 Foundations" requires "Lead Auditor", "Lead Auditor" requires "Internal Auditor", "Internal Auditor" requires "ISO 9001 Foundations". Remove one of them.',
    );
    expect(await requiredOf(foundations.id)).toEqual([]);

    const itself = dataOf<{ fieldErrors: Record<string, string> }>(
      await savePrerequisites(foundations.id, editor.cookie, [foundations.id]),
    );
    expect(itself.status).toBe(400);
    expect(itself.data.fieldErrors.prerequisiteIds).toBe("A course cannot require itself.");

    const unknown = dataOf<{ fieldErrors: Record<string, string> }>(
      await savePrerequisites(foundations.id, editor.cookie, ["nosuchcourse"]),
    );
    expect(unknown.status).toBe(400);
    const badShare = dataOf<{ fieldErrors: Record<string, string> }>(
      await savePrerequisites(foundations.id, editor.cookie, [], { videoWatchPercent: "150" }),
    );
    expect(badShare.status).toBe(400);
    expect(badShare.data.fieldErrors.videoWatchPercent).toContain("1 to 100");

    // A form that does not send the section keeps what is stored.
    const lead2 = await getDb().selectFrom("courses").selectAll().where("id", "=", lead.id).executeTakeFirstOrThrow();
    await post(lead.id, editor.cookie, {
      intent: "save-settings",
      version: String(lead2.version),
      name: lead2.name,
      title: lead2.title,
      subtitle: "",
      type: lead2.type,
      coverUrl: "",
      descriptionHtml: "",
      outcome: "",
      requirements: "",
      slug: lead2.slug,
    });
    expect(await requiredOf(lead.id)).toEqual([internal.id]);
  });
});

describe("enrolling in a course with prerequisites", () => {
  it("refuses self-enrolment until they are complete, and the overview names them with links", async () => {
    const editor = await signedInAs("instructor");
    const student = await signedInAs("student");
    const first = await courseWithEditor(editor.cookie, editor.id, "ISO 9001 Foundations");
    const next = await courseWithEditor(editor.cookie, editor.id, "Internal Auditor", { is_self_enrolment_open: 1 });
    await savePrerequisites(next.id, editor.cookie, [first.id]);

    const overview = (await settle(() =>
      courseViewerRoute.loader(routeArgs(pageRequest(`/course/${next.id}`, student.cookie), { courseId: next.id })),
    )) as { kind: string; prerequisites: Array<{ name: string; slug: string; isComplete: boolean }> };
    expect(overview.kind).toBe("overview");
    expect(overview.prerequisites).toEqual([
      expect.objectContaining({ name: "ISO 9001 Foundations", slug: first.slug, isComplete: false }),
    ]);

    const enrol = () =>
      settle(() =>
        courseViewerRoute.action(
          routeArgs(formRequest(`/course/${next.id}`, { intent: "enrol" }, student.cookie), { courseId: next.id }),
        ),
      );
    const refused = dataOf<{ message: string }>(await enrol());
    expect(refused.status).toBe(403);
    expect(refused.data.message).toBe('Complete this course first: "ISO 9001 Foundations".');
    const none = await getDb().selectFrom("enrolments").select("id").where("course_id", "=", next.id).execute();
    expect(none).toEqual([]);

    // Enrolled but not finished is not enough; finished is.
    await insertEnrolment(getDb(), first.id, student.id);
    expect(dataOf(await enrol()).status).toBe(403);
    await getDb()
      .updateTable("enrolments")
      .set({ completed_at: "2026-11-02T09:00:00.000Z" })
      .where("course_id", "=", first.id)
      .execute();
    expect(((await enrol()) as Response).status).toBe(302);
  });

  it("warns staff enrolling a student who has not completed them, and enrols on Enrol anyway", async () => {
    const editor = await signedInAs("instructor");
    const student = await signedInAs("student", { name: "Thandi Nkosi" });
    const first = await courseWithEditor(editor.cookie, editor.id, "ISO 9001 Foundations");
    const next = await courseWithEditor(editor.cookie, editor.id, "Internal Auditor");
    await savePrerequisites(next.id, editor.cookie, [first.id]);

    const warned = dataOf<{ fieldErrors: Record<string, string> }>(
      await post(next.id, editor.cookie, { intent: "enrol", userId: student.id }),
    );
    expect(warned.status).toBe(400);
    expect(warned.data.fieldErrors.overridePrerequisites).toBe(
      'Thandi Nkosi has not completed the prerequisite course "ISO 9001 Foundations". Choose Enrol anyway to enrol them all the same.',
    );
    const enrolments = () =>
      getDb().selectFrom("enrolments").select("user_id").where("course_id", "=", next.id).execute();
    expect(await enrolments()).toEqual([]);

    const overridden = (await post(next.id, editor.cookie, {
      intent: "enrol",
      userId: student.id,
      overridePrerequisites: "on",
    })) as Response;
    expect(overridden.status).toBe(302);
    expect(await enrolments()).toEqual([{ user_id: student.id }]);
  });
});

import type { Selectable } from "kysely";
import { describe, expect, it } from "vitest";
import { CATALOGUE_PAGE_SIZE } from "~/features/catalogue/catalogue.schema";
import { LESSON_TITLES_PER_PAGE, lessonTitlesPerChapter } from "~/features/learning/online-course-overview.server";
import { CLIENT_ADDRESS_HEADER } from "~/lib/client-address.server";
import { readToast } from "~/lib/toast.server";
import { CONFIRM_EMAIL_SUBJECT } from "~/platform/auth/account-emails";
import * as signInRoute from "~/routes/auth/sign-in";
import * as signUpRoute from "~/routes/auth/sign-up";
import * as courseSettingsRoute from "~/routes/instructor/course-settings";
import * as authApiRoute from "~/routes/resources/auth-api";
import * as catalogueRoute from "~/routes/site/course-catalogue";
import * as courseOverviewRoute from "~/routes/site/course-overview";
import { getDb } from "~/server/app-context.server";
import {
  addCourseInstructor,
  insertBlock,
  insertChapter,
  insertCourse,
  insertCourseWithOutline,
  insertEnrolment,
  insertLesson,
} from "~/server/factories/course-factory";
import type { Database } from "~db/schema";
import { outboxTo } from "~tests/support/outbox";
import { cookiesFrom, dataOf, formRequest, pageRequest, routeArgs, settle } from "~tests/support/requests";
import { signedInAs, submitSignIn } from "~tests/support/sign-in";

type CourseRow = Selectable<Database["courses"]>;

/** A published online course: one chapter with two lessons (one with a text block), taught by the instructor given. */
async function insertOnlineCourse(overrides: Partial<CourseRow> = {}, instructorId?: string) {
  const course = await insertCourse(getDb(), { is_self_enrolment_open: 1, ...overrides });
  const chapter = await insertChapter(getDb(), course.id, { title: "Planning the audit", position: 1 });
  const first = await insertLesson(getDb(), chapter, { title: "The audit programme", position: 1 });
  await insertLesson(getDb(), chapter, { title: "Audit checklists", position: 2 });
  await insertBlock(getDb(), first, { type: "text", content: { html: "<p>SECRET LESSON TEXT</p>" } });
  if (instructorId) await addCourseInstructor(getDb(), course.id, instructorId);
  return { course, chapter, first };
}

const catalogue = (section: string, query = "") =>
  catalogueRoute.loader(routeArgs(pageRequest(`/courses/${section}${query}`), { type: section }));

const overview = (slug: string, cookie?: string) =>
  courseOverviewRoute.loader(routeArgs(pageRequest(`/course-overview/${slug}`, cookie), { slug }));

const postOverview = (slug: string, fields: Record<string, string>, cookie?: string) =>
  settle(() =>
    courseOverviewRoute.action(routeArgs(formRequest(`/course-overview/${slug}`, fields, cookie), { slug })),
  );

async function enrolmentOf(courseId: string, userId: string) {
  return getDb()
    .selectFrom("enrolments")
    .selectAll()
    .where("course_id", "=", courseId)
    .where("user_id", "=", userId)
    .execute();
}

describe("the online courses in the public catalogue", () => {
  it("lists published online courses only, of every type", async () => {
    const { course: online } = await insertOnlineCourse({ name: "Zeta online auditing", type: "accreditation" });
    const { course: draft } = await insertOnlineCourse({ name: "Zeta draft online", is_published: 0 });
    const training = await insertCourse(getDb(), { name: "Zeta classroom course" });

    const page = await catalogue("online", "?q=zeta");
    const ids = page.courses.map((course) => course.id);
    expect(ids).toEqual([online.id]);
    expect(page.heading).toBe("Online courses");
    expect(page.courses[0]).toMatchObject({ slug: online.slug, isOnline: true, type: "accreditation" });
    expect(ids).not.toContain(draft.id);
    expect(ids).not.toContain(training.id);

    // The type's page keeps its training courses and shows its online ones too, marked as such.
    const typePage = await catalogue("certification", "?q=zeta");
    expect(typePage.courses.map((course) => [course.id, course.isOnline])).toEqual([[training.id, false]]);
    const accreditation = await catalogue("accreditation", "?q=zeta");
    expect(accreditation.courses.map((course) => [course.id, course.isOnline])).toEqual([[online.id, true]]);
  });

  it("pages the list by 24 and searches it in the database", async () => {
    for (let index = 0; index < CATALOGUE_PAGE_SIZE + 2; index++) {
      await insertOnlineCourse({ name: `Paging course ${String(index).padStart(2, "0")}` });
    }
    const first = await catalogue("online", "?q=paging+course");
    expect(first.total).toBe(CATALOGUE_PAGE_SIZE + 2);
    expect(first.courses).toHaveLength(CATALOGUE_PAGE_SIZE);
    expect(first.courses[0]?.name).toBe("Paging course 00");
    const second = await catalogue("online", "?q=paging+course&page=2");
    expect(second.courses.map((course) => course.name)).toEqual(["Paging course 24", "Paging course 25"]);
    expect(second.page).toBe(2);
    // A page past the last goes to the last one; a page number that is no page is refused.
    const past = (await settle(() => catalogue("online", "?q=paging+course&page=7"))) as Response;
    expect(past.status).toBe(302);
    expect(past.headers.get("Location")).toBe("/courses/online?q=paging+course&page=2");
    expect(((await settle(() => catalogue("online", "?page=abc"))) as Response).status).toBe(400);
    // Every word must match: "paging 07" finds one.
    expect((await catalogue("online", "?q=paging+07")).courses.map((course) => course.name)).toEqual([
      "Paging course 07",
    ]);
  });

  it("answers 404 for a section that does not exist", async () => {
    const result = (await settle(() => catalogue("webinars"))) as Response;
    expect(result.status).toBe(404);
  });
});

describe("an online course's overview", () => {
  it("shows the outline's titles, the instructor and the duration, never lesson content", async () => {
    const instructor = await signedInAs("instructor", { name: "Sipho Dlamini" });
    const { course } = await insertOnlineCourse(
      { duration_minutes: 150, outcome: "Plan an audit\nReport it" },
      instructor.id,
    );
    const page = await overview(course.slug);
    expect(page.online).toMatchObject({
      lessonCount: 2,
      durationMinutes: 150,
      instructors: [{ name: "Sipho Dlamini", bio: "" }],
      isSelfEnrolmentOpen: true,
      standing: { kind: "signed-out" },
      chapters: [
        {
          title: "Planning the audit",
          lessonTitles: ["The audit programme", "Audit checklists"],
          lessonCount: 2,
        },
      ],
    });
    expect(JSON.stringify(page)).not.toContain("SECRET LESSON TEXT");

    const student = await signedInAs("student");
    expect((await overview(course.slug, student.cookie)).online?.standing).toEqual({
      kind: "signed-in",
      request: null,
    });
    await insertEnrolment(getDb(), course.id, student.id);
    expect((await overview(course.slug, student.cookie)).online?.standing).toEqual({
      kind: "reader",
      isEnrolled: true,
    });
  });

  it("names every lesson of a 50 x 20 course, and a larger course's first lessons per chapter with the rest counted", async () => {
    const { course } = await insertCourseWithOutline(
      getDb(),
      { chapters: 50, lessonsPerChapter: 20, blocksPerLesson: 0 },
      { is_self_enrolment_open: 1 },
    );
    const page = await overview(course.slug);
    expect(page.online?.lessonCount).toBe(1000);
    expect(page.online?.chapters).toHaveLength(50);
    expect(page.online?.chapters[0]).toMatchObject({ lessonCount: 20 });
    expect(page.online?.chapters.every((chapter) => chapter.lessonTitles.length === 20)).toBe(true);
    expect(JSON.stringify(page).length).toBeLessThan(60_000);

    // 200 chapters x 10 lessons: 7 titles each (1,500 in all), "and 3 more" counted from lessonCount.
    const { course: larger } = await insertCourseWithOutline(
      getDb(),
      { chapters: 200, lessonsPerChapter: 10, blocksPerLesson: 0 },
      { is_self_enrolment_open: 1 },
    );
    expect(lessonTitlesPerChapter(200)).toBe(Math.floor(LESSON_TITLES_PER_PAGE / 200));
    const largerPage = await overview(larger.slug);
    expect(largerPage.online?.lessonCount).toBe(2000);
    expect(largerPage.online?.chapters[199]).toMatchObject({ lessonCount: 10 });
    expect(largerPage.online?.chapters[199]?.lessonTitles).toHaveLength(lessonTitlesPerChapter(200));
  });

  it("keeps a training course's page (quote request) as it was", async () => {
    const training = await insertCourse(getDb(), { name: "Classroom only" });
    const page = await overview(training.slug);
    expect(page.online).toBeNull();
    expect(page.course.isOnline).toBe(false);
  });
});

describe("self-enrolment from the course page", () => {
  it("enrols once, lands in the course, and refuses closed, unpublished and training courses", async () => {
    const student = await signedInAs("student");
    const { course } = await insertOnlineCourse();
    const enrolled = (await postOverview(course.slug, { intent: "enrol" }, student.cookie)) as Response;
    expect(enrolled.status).toBe(302);
    expect(enrolled.headers.get("Location")).toBe(`/course/${course.id}`);
    const again = (await postOverview(course.slug, { intent: "enrol" }, student.cookie)) as Response;
    expect(again.status).toBe(302);
    expect(await enrolmentOf(course.id, student.id)).toHaveLength(1);

    const { course: closed } = await insertOnlineCourse({ is_self_enrolment_open: 0 });
    const refused = dataOf<{ enrol: { formError: string } }>(
      await postOverview(closed.slug, { intent: "enrol" }, student.cookie),
    );
    expect(refused.status).toBe(403);
    expect(refused.data.enrol.formError).toMatch(/not open for self-enrolment/);
    expect(await enrolmentOf(closed.id, student.id)).toEqual([]);

    const { course: draft } = await insertOnlineCourse({ is_published: 0 });
    const missing = (await postOverview(draft.slug, { intent: "enrol" }, student.cookie)) as Response;
    expect(missing.status).toBe(404);

    const training = await insertCourse(getDb(), { is_self_enrolment_open: 1 });
    expect(dataOf(await postOverview(training.slug, { intent: "enrol" }, student.cookie)).status).toBe(409);
    expect(await enrolmentOf(training.id, student.id)).toEqual([]);
  });

  it("sends a signed-out visitor to sign in and back", async () => {
    const { course } = await insertOnlineCourse();
    const answer = (await postOverview(course.slug, { intent: "enrol" })) as Response;
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toMatch(/^\/sign-in\?redirectTo=/);
  });
});

describe("requests for a place", () => {
  it("reaches the instructor by mail and on the settings page; accepting enrols and mails the student", async () => {
    const instructor = await signedInAs("instructor");
    const student = await signedInAs("student", { name: "Naledi Khumalo" });
    const { course } = await insertOnlineCourse({ name: "Closed course", is_self_enrolment_open: 0 }, instructor.id);

    // Post/redirect/get (the course page is a plain document, decision 0056): back to the page, the message as a toast.
    const sent = (await postOverview(
      course.slug,
      { intent: "request-place", message: "Our lab starts in March." },
      student.cookie,
    )) as Response;
    expect(sent.status).toBe(302);
    expect(sent.headers.get("Location")).toBe(`/course-overview/${course.slug}`);
    const cookie = (sent.headers.get("Set-Cookie") ?? "").split(";")[0];
    const { toast } = await readToast(new Request("http://campus.test/", { headers: { Cookie: cookie } }));
    expect(toast?.message).toMatch(/request has been sent/);
    // Asking twice sends one mail.
    await postOverview(course.slug, { intent: "request-place", message: "" }, student.cookie);
    const instructorMail = await outboxTo(instructor.email);
    expect(instructorMail.map((mail) => mail.subject)).toEqual(["Place requested: Closed course"]);
    expect(instructorMail[0]?.text).toContain("Naledi Khumalo");
    expect(instructorMail[0]?.text).toContain("Our lab starts in March.");
    expect(instructorMail[0]?.text).toContain(`/edit-course/${course.id}/settings`);
    expect((await overview(course.slug, student.cookie)).online?.standing).toMatchObject({
      kind: "signed-in",
      request: { status: "pending" },
    });

    const settingsPath = `/edit-course/${course.id}/settings`;
    const settings = await courseSettingsRoute.loader(
      routeArgs(pageRequest(settingsPath, instructor.cookie), { courseId: course.id }),
    );
    expect(settings.requests.total).toBe(1);
    const request = settings.requests.requests[0];
    expect(request).toMatchObject({ studentName: "Naledi Khumalo", message: "Our lab starts in March." });

    const accept = () =>
      settle(() =>
        courseSettingsRoute.action(
          routeArgs(
            formRequest(settingsPath, { intent: "accept-request", requestId: request?.id ?? "" }, instructor.cookie),
            {
              courseId: course.id,
            },
          ),
        ),
      );
    expect(((await accept()) as Response).status).toBe(302);
    expect(await enrolmentOf(course.id, student.id)).toHaveLength(1);
    const studentMail = await outboxTo(student.email);
    expect(studentMail.map((mail) => mail.subject)).toContain("You are enrolled: Closed course");
    // Answered once: a second accept is refused, nothing changes.
    expect(dataOf(await accept()).status).toBe(409);
    expect((await overview(course.slug, student.cookie)).online?.standing).toEqual({
      kind: "reader",
      isEnrolled: true,
    });
  });

  it("declines (mailed), lets the student ask again, and keeps another course's instructor out", async () => {
    const instructor = await signedInAs("instructor");
    const otherInstructor = await signedInAs("instructor");
    const student = await signedInAs("student");
    const { course } = await insertOnlineCourse({ name: "Declined course", is_self_enrolment_open: 0 }, instructor.id);
    const { course: otherCourse } = await insertOnlineCourse({}, otherInstructor.id);
    await postOverview(course.slug, { intent: "request-place", message: "" }, student.cookie);
    const row = await getDb()
      .selectFrom("enrolment_requests")
      .select("id")
      .where("course_id", "=", course.id)
      .executeTakeFirstOrThrow();

    // Another instructor naming this request from their own course's page changes nothing.
    const foreign = await settle(() =>
      courseSettingsRoute.action(
        routeArgs(
          formRequest(
            `/edit-course/${otherCourse.id}/settings`,
            { intent: "decline-request", requestId: row.id },
            otherInstructor.cookie,
          ),
          { courseId: otherCourse.id },
        ),
      ),
    );
    expect(dataOf(foreign).status).toBe(409);

    const declined = await settle(() =>
      courseSettingsRoute.action(
        routeArgs(
          formRequest(
            `/edit-course/${course.id}/settings`,
            { intent: "decline-request", requestId: row.id },
            instructor.cookie,
          ),
          { courseId: course.id },
        ),
      ),
    );
    expect((declined as Response).status).toBe(302);
    expect(await enrolmentOf(course.id, student.id)).toEqual([]);
    expect((await outboxTo(student.email)).map((mail) => mail.subject)).toContain("Request declined: Declined course");
    expect((await overview(course.slug, student.cookie)).online?.standing).toMatchObject({
      request: { status: "declined" },
    });
    await postOverview(course.slug, { intent: "request-place", message: "Please reconsider." }, student.cookie);
    expect((await overview(course.slug, student.cookie)).online?.standing).toMatchObject({
      request: { status: "pending" },
    });
    expect(
      (await outboxTo(instructor.email)).filter((mail) => mail.subject.startsWith("Place requested")),
    ).toHaveLength(2);
  });
});

describe("Enrol while signed out", () => {
  it("signs in, enrols and goes to the course", async () => {
    const student = await signedInAs("student");
    const { course } = await insertOnlineCourse();
    const answer = (await submitSignIn({
      email: student.email,
      password: student.password,
      redirectTo: `/course/${course.id}`,
      enrol: course.id,
    })) as Response;
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe(`/course/${course.id}`);
    expect(await enrolmentOf(course.id, student.id)).toHaveLength(1);
  });

  it("survives sign-up: the confirmation link enrols and lands on the course", async () => {
    const { course } = await insertOnlineCourse();
    const person = {
      name: "Thabo Mokoena",
      email: "thabo.enrol@example.test",
      password: "thabo-password",
      privacyConsent: "on",
    };
    const request = formRequest("/sign-up", { ...person, redirectTo: `/course/${course.id}`, enrol: course.id });
    request.headers.set(CLIENT_ADDRESS_HEADER, "198.51.100.201");
    await settle(() => signUpRoute.action(routeArgs(request)));

    const mail = (await outboxTo(person.email)).find((message) => message.subject === CONFIRM_EMAIL_SUBJECT);
    const link = new URL(mail?.text.match(/https?:\/\/\S+/)?.[0] ?? "");
    const confirmed = (await settle(() => authApiRoute.loader(routeArgs(new Request(link))))) as Response;
    expect(confirmed.status).toBe(302);
    const location = confirmed.headers.get("Location") ?? "";
    expect(location).toBe(`/sign-in?redirectTo=${encodeURIComponent(`/course/${course.id}`)}`);
    const user = await getDb()
      .selectFrom("user")
      .select("id")
      .where("email", "=", person.email)
      .executeTakeFirstOrThrow();
    expect(await enrolmentOf(course.id, user.id)).toHaveLength(1);

    const landing = (await settle(() =>
      signInRoute.loader(routeArgs(pageRequest(location, cookiesFrom(confirmed)))),
    )) as Response;
    expect(landing.headers.get("Location")).toBe(`/course/${course.id}`);
  });

  it("keeps only a path on this site and a record id in the confirmation link", async () => {
    const { course } = await insertOnlineCourse();
    const person = {
      name: "Evil Return",
      email: "evil.return@example.test",
      password: "evil-password",
      privacyConsent: "on",
    };
    const request = formRequest("/sign-up", { ...person, redirectTo: "//evil.example/x", enrol: "'; drop" });
    request.headers.set(CLIENT_ADDRESS_HEADER, "198.51.100.202");
    await settle(() => signUpRoute.action(routeArgs(request)));
    const mail = (await outboxTo(person.email)).find((message) => message.subject === CONFIRM_EMAIL_SUBJECT);
    const link = new URL(mail?.text.match(/https?:\/\/\S+/)?.[0] ?? "");
    // A tampered callback is rebuilt from its safe parts: here, none.
    link.searchParams.set("callbackURL", "https://evil.example/sign-in?redirectTo=//evil.example");
    const confirmed = (await settle(() => authApiRoute.loader(routeArgs(new Request(link))))) as Response;
    expect(confirmed.headers.get("Location")).toBe("/sign-in");
    expect(course.id).toBeTruthy();
  });
});

import { MantineProvider } from "@mantine/core";
import { createElement, type ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub, Outlet, useLoaderData } from "react-router";
import { describe, expect, it } from "vitest";
import { renderCertificatePdf } from "~/features/certificates/certificate-file.server";
import { revokeCertificate } from "~/features/certificates/revoke-certificate.server";
import { findCourseReaderRelation } from "~/features/learning/course-readers.server";
import { LearningPathEditor } from "~/features/learning/paths/components/learning-path-editor";
import { LearningPathsList } from "~/features/learning/paths/components/learning-paths-list";
import { type PathStanding, PublicPathPage } from "~/features/learning/paths/components/public-path-page";
import { PublicPathsList } from "~/features/learning/paths/components/public-paths-list";
import { findPathOrderProblem } from "~/features/learning/paths/path-order";
import type { PublicPathView } from "~/features/learning/paths/public-paths.server";
import { completeReaderLesson } from "~/features/learning/reader-actions.server";
import { MyLearningPage } from "~/features/my-learning/components/my-learning-page";
import { renderSitemap } from "~/features/seo/sitemap.server";
import { createId } from "~/lib/ids";
import { getAuth, getDb } from "~/server/app-context.server";
import { insertChapter, insertCourse, insertEnrolment, insertLesson } from "~/server/factories/course-factory";
import { insertUser } from "~/server/factories/user-factory";
import { loadMyLearning } from "~/server/my-learning.server";
import { cssVariablesResolver, theme } from "~/theme";
import { outboxTo } from "~tests/support/outbox";
import { pdfToText } from "~tests/support/pdf-text";
import { formRequest, pageRequest } from "~tests/support/requests";
import { dispatch } from "~tests/support/route-table";
import { signedInAs } from "~tests/support/sign-in";

/** An online course (one chapter, `lessons` lessons), published and open for self-enrolment unless told. */
async function onlineCourse(name: string, overrides: Parameters<typeof insertCourse>[1] = {}, lessons = 1) {
  const db = getDb();
  const course = await insertCourse(db, {
    name,
    is_self_enrolment_open: 1,
    duration_minutes: 60,
    ...overrides,
  });
  const chapter = await insertChapter(db, course.id);
  const lessonRows = [];
  for (let position = 1; position <= lessons; position++)
    lessonRows.push(await insertLesson(db, chapter, { position }));
  return { ...course, lessons: lessonRows };
}

type OnlineCourse = Awaited<ReturnType<typeof onlineCourse>>;

/** Finishes every lesson of the course as the viewer's Complete & continue does (the completion hooks run). */
async function finishCourse(userId: string, course: OnlineCourse) {
  const db = getDb();
  const user = { id: userId, role: "student" as const };
  const relation = await findCourseReaderRelation(db, user, course.id);
  for (const lesson of course.lessons) {
    const done = await completeReaderLesson(db, { courseId: course.id, lessonId: lesson.id, user }, relation);
    if (!done.ok) throw new Error(done.message);
  }
}

async function staffPost(cookie: string, pathId: string, fields: Record<string, string>) {
  return dispatch(formRequest(`/learning-paths/${pathId}`, fields, cookie));
}

async function pathRow(pathId: string) {
  return getDb().selectFrom("learning_paths").selectAll().where("id", "=", pathId).executeTakeFirstOrThrow();
}

async function pathCourseIds(pathId: string) {
  const rows = await getDb()
    .selectFrom("learning_path_courses")
    .select("course_id")
    .where("path_id", "=", pathId)
    .orderBy("position")
    .execute();
  return rows.map((row) => row.course_id);
}

/** Creates a path through the staff list page and adds the courses in order; the path's id. */
async function createPath(cookie: string, title: string, courses: OnlineCourse[]) {
  const created = await dispatch(formRequest("/learning-paths", { intent: "create-path", title }, cookie));
  expect(created.status).toBe(302);
  const pathId = (created.location ?? "").split("/").at(-1) as string;
  for (const course of courses) {
    const added = await staffPost(cookie, pathId, {
      intent: "add-course",
      courseId: course.id,
      version: String((await pathRow(pathId)).version),
    });
    expect(added.status, added.message).toBe(200);
  }
  return pathId;
}

async function publish(cookie: string, pathId: string, fields: Record<string, string> = {}) {
  const row = await pathRow(pathId);
  const saved = await staffPost(cookie, pathId, {
    intent: "save-path",
    title: row.title,
    slug: row.slug,
    summary: row.summary,
    descriptionHtml: row.description_html,
    isPublished: "on",
    offersCertificate: row.offers_certificate ? "on" : "",
    version: String(row.version),
    ...fields,
  });
  expect(saved.status, saved.message).toBe(200);
  return pathRow(pathId);
}

function pathCertificates(pathId: string, userId: string) {
  return getDb()
    .selectFrom("certificates")
    .selectAll()
    .where("learning_path_id", "=", pathId)
    .where("user_id", "=", userId)
    .execute();
}

describe("learning paths: staff pages", () => {
  it("creates, edits at a version, refuses a stale edit, and lists with search", async () => {
    const admin = await signedInAs("admin");
    const foundation = await onlineCourse("ISO 9001 Foundation");
    const pathId = await createPath(admin.cookie, "ISO 9001 auditor", [foundation]);
    const created = await pathRow(pathId);
    expect(created).toMatchObject({ title: "ISO 9001 auditor", slug: "iso-9001-auditor", is_published: 0 });

    const saved = await publish(admin.cookie, pathId, {
      summary: "From foundation to lead auditor",
      descriptionHtml: '<p>Three courses.</p><script>alert("x")</script><a href="javascript:alert(1)">x</a>',
      offersCertificate: "on",
    });
    expect(saved.is_published).toBe(1);
    expect(saved.offers_certificate).toBe(1);
    expect(saved.description_html).toContain("<p>Three courses.</p>");
    expect(saved.description_html).not.toContain("script");
    expect(saved.description_html).not.toContain("javascript:");

    // A second editor still on the first version is refused, and nothing of theirs is saved.
    const stale = await staffPost(admin.cookie, pathId, {
      intent: "save-path",
      title: "Someone else's title",
      slug: "iso-9001-auditor",
      version: String(created.version),
    });
    expect(stale.status).toBe(409);
    expect(stale.message).toMatch(/changed this learning path/);
    expect((await pathRow(pathId)).title).toBe("ISO 9001 auditor");
    const staleCourse = await staffPost(admin.cookie, pathId, {
      intent: "remove-course",
      courseId: foundation.id,
      version: String(created.version),
    });
    expect(staleCourse.status).toBe(409);
    expect(await pathCourseIds(pathId)).toEqual([foundation.id]);

    const instructor = await signedInAs("instructor");
    const other = await createPath(instructor.cookie, "ISO 14001 implementer", []);
    const list = await dispatch(pageRequest("/learning-paths?q=9001", instructor.cookie));
    expect(list.status).toBe(200);
    const listed = (list.loaderData["routes/learning-paths/learning-paths"] as { paths: Array<{ id: string }> }).paths;
    expect(listed.map((path) => path.id)).toEqual([pathId]);
    const page = await dispatch(pageRequest(`/learning-paths/${other}`, instructor.cookie));
    expect(page.status).toBe(200);
  });

  it("refuses bad input with a 4xx and a message, saving nothing", async () => {
    const admin = await signedInAs("admin");
    const course = await onlineCourse("ISO 9001 Foundation");
    const pathId = await createPath(admin.cookie, "Bad input path", [course]);
    const version = String((await pathRow(pathId)).version);
    const cases: Array<[Record<string, string>, number, RegExp]> = [
      [{ intent: "save-path", title: "", slug: "x", version }, 400, /Title is required/],
      [{ intent: "save-path", title: "T", slug: "Not A Slug!", version }, 400, /lower-case letters/],
      [{ intent: "save-path", title: "T", slug: "ok", version: "abc" }, 400, /version/],
      [{ intent: "add-course", courseId: createId(), version }, 400, /Choose a course/],
      [{ intent: "move-course", courseId: course.id, direction: "sideways", version }, 400, /up or down/],
      [{ intent: "move-course", courseId: course.id, direction: "up", version }, 400, /already first/],
      [{ intent: "remove-course", courseId: createId(), version }, 404, /no longer in this path/],
      [{ intent: "enrol-student", email: "not-an-address" }, 400, /valid email/],
      [{ intent: "enrol-student", email: "nobody@example.test" }, 400, /No account uses this address/],
      [{ intent: "explode" }, 400, /Unknown action/],
    ];
    for (const [fields, status, message] of cases) {
      const answer = await staffPost(admin.cookie, pathId, fields);
      expect(answer.status, JSON.stringify(fields)).toBe(status);
      expect(JSON.stringify(answer.actionData) + answer.message, JSON.stringify(fields)).toMatch(message);
    }
    expect(await pathRow(pathId)).toMatchObject({ title: "Bad input path", version: Number(version) });
    expect(await pathCourseIds(pathId)).toEqual([course.id]);

    // A slug another path uses, and publishing an empty path.
    const empty = await createPath(admin.cookie, "Empty path", []);
    const emptyRow = await pathRow(empty);
    const clash = await staffPost(admin.cookie, empty, {
      intent: "save-path",
      title: "Empty path",
      slug: "bad-input-path",
      version: String(emptyRow.version),
    });
    expect(clash.status).toBe(409);
    const publishEmpty = await staffPost(admin.cookie, empty, {
      intent: "save-path",
      title: "Empty path",
      slug: emptyRow.slug,
      isPublished: "on",
      version: String(emptyRow.version),
    });
    expect(publishEmpty.status).toBe(400);
    expect(JSON.stringify(publishEmpty.actionData)).toMatch(/at least one course/);
    expect((await pathRow(empty)).is_published).toBe(0);

    // An unknown path: 404 for the page and its forms.
    expect((await dispatch(pageRequest(`/learning-paths/${createId()}`, admin.cookie))).status).toBe(404);
    expect((await staffPost(admin.cookie, createId(), { intent: "save-path" })).status).toBe(404);
  });

  it("refuses an order that loops back on itself, naming the courses", async () => {
    const admin = await signedInAs("admin");
    const db = getDb();
    const foundation = await onlineCourse("ISO 9001 Foundation");
    const internal = await onlineCourse("ISO 9001 Internal auditor");
    const lead = await onlineCourse("ISO 9001 Lead auditor");
    const now = new Date().toISOString();
    await db
      .insertInto("course_prerequisites")
      .values([
        { course_id: internal.id, required_course_id: foundation.id, created_at: now },
        { course_id: lead.id, required_course_id: internal.id, created_at: now },
      ])
      .execute();
    const pathId = await createPath(admin.cookie, "Auditor path", [foundation, internal, lead]);
    expect(await pathCourseIds(pathId)).toEqual([foundation.id, internal.id, lead.id]);

    const version = () => pathRow(pathId).then((row) => String(row.version));
    // Moving the lead auditor course above the internal auditor course it requires.
    const moved = await staffPost(admin.cookie, pathId, {
      intent: "move-course",
      courseId: lead.id,
      direction: "up",
      version: await version(),
    });
    expect(moved.status).toBe(400);
    expect(moved.message).toBe(
      "ISO 9001 Lead auditor comes before ISO 9001 Internal auditor, which it requires. Move ISO 9001 Internal auditor above ISO 9001 Lead auditor.",
    );
    // Removing a course another one requires.
    const removed = await staffPost(admin.cookie, pathId, {
      intent: "remove-course",
      courseId: foundation.id,
      version: await version(),
    });
    expect(removed.status).toBe(400);
    expect(removed.message).toMatch(
      /ISO 9001 Internal auditor requires ISO 9001 Foundation, which is not in this path/,
    );
    // The same course twice.
    const twice = await staffPost(admin.cookie, pathId, {
      intent: "add-course",
      courseId: internal.id,
      version: await version(),
    });
    expect(twice.status).toBe(400);
    expect(twice.message).toMatch(/ISO 9001 Internal auditor is in this path twice/);
    expect(await pathCourseIds(pathId)).toEqual([foundation.id, internal.id, lead.id]);

    // A course without lessons (a training course) is not an online course.
    const training = await insertCourse(db, { name: "ISO 9001 classroom" });
    const classroom = await staffPost(admin.cookie, pathId, {
      intent: "add-course",
      courseId: training.id,
      version: await version(),
    });
    expect(classroom.status).toBe(400);
    expect(classroom.message).toMatch(/ISO 9001 classroom has no online lessons/);

    // Prerequisites that require each other can never be ordered.
    expect(
      findPathOrderProblem(
        [
          { id: "a", name: "A" },
          { id: "b", name: "B" },
        ],
        [
          { courseId: "a", requiredCourseId: "b" },
          { courseId: "b", requiredCourseId: "a" },
        ],
        (id) => id.toUpperCase(),
      ),
    ).toBe("A comes before B, which it requires. Move B above A.");
  });
});

describe("learning paths: public pages", () => {
  it("shows only published paths (404 otherwise), with the courses in order, and lists them in the sitemap", async () => {
    const admin = await signedInAs("admin");
    const first = await onlineCourse("ISO 9001 Foundation", { duration_minutes: 90 });
    const second = await onlineCourse("ISO 9001 Internal auditor", { duration_minutes: 120 });
    const pathId = await createPath(admin.cookie, "Quality auditor", [first, second]);
    const draft = await pathRow(pathId);
    expect((await dispatch(pageRequest(`/paths/${draft.slug}`))).status).toBe(404);
    expect((await dispatch(pageRequest("/paths/no-such-path"))).status).toBe(404);
    const drafts = await dispatch(pageRequest("/paths"));
    const slugsOf = (answer: Awaited<ReturnType<typeof dispatch>>) =>
      (answer.loaderData["routes/site/paths"] as { paths: Array<{ slug: string }> }).paths.map((path) => path.slug);
    expect(slugsOf(drafts)).not.toContain(draft.slug);

    await publish(admin.cookie, pathId);
    const page = await dispatch(pageRequest(`/paths/${draft.slug}`));
    expect(page.status).toBe(200);
    const view = page.loaderData["routes/site/path"] as {
      path: {
        courses: Array<{ name: string; overviewPath: string }>;
        totalMinutes: number;
        isOpenForSelfEnrolment: boolean;
      };
      standing: string;
    };
    expect(view.path.courses.map((course) => course.name)).toEqual([
      "ISO 9001 Foundation",
      "ISO 9001 Internal auditor",
    ]);
    expect(view.path.courses[0]?.overviewPath).toBe(`/course-overview/${first.slug}`);
    expect(view.path.totalMinutes).toBe(210);
    expect(view.path.isOpenForSelfEnrolment).toBe(true);
    expect(view.standing).toBe("signed-out");
    const list = await dispatch(pageRequest("/paths"));
    expect((list.loaderData["routes/site/paths"] as { paths: Array<{ slug: string }> }).paths).toContainEqual(
      expect.objectContaining({ slug: draft.slug, courseCount: 2 }),
    );
    expect((await dispatch(pageRequest("/paths?after=%%%"))).status).toBe(400);

    const sitemap = await renderSitemap(getDb(), { baseUrl: "https://campus.example", page: null });
    expect(sitemap).toContain(`https://campus.example/paths/${draft.slug}</loc>`);
    expect(sitemap).toContain("https://campus.example/paths</loc>");
  });
});

describe("learning paths: enrolment, progress and the path certificate", () => {
  it("enrols in every course in one go, idempotently, keeping existing enrolments", async () => {
    const admin = await signedInAs("admin");
    const first = await onlineCourse("ISO 9001 Foundation", {}, 2);
    const second = await onlineCourse("ISO 9001 Internal auditor");
    const pathId = await createPath(admin.cookie, "Enrol path", [first, second]);
    const { slug } = await publish(admin.cookie, pathId);
    const learner = await signedInAs("student", { name: "Lerato Mokoena" });
    // Already enrolled in the first course, with progress: kept as it is.
    await insertEnrolment(getDb(), first.id, learner.id);
    const original = await getDb()
      .selectFrom("enrolments")
      .selectAll()
      .where("user_id", "=", learner.id)
      .executeTakeFirstOrThrow();

    const visitor = await dispatch(formRequest(`/paths/${slug}`, { intent: "enrol-path" }));
    expect(visitor.status).toBe(302);
    expect(visitor.location).toMatch(/^\/sign-in/);

    for (let attempt = 0; attempt < 2; attempt++) {
      const enrolled = await dispatch(formRequest(`/paths/${slug}`, { intent: "enrol-path" }, learner.cookie));
      expect(enrolled.status).toBe(302);
      expect(enrolled.location).toBe(`/course/${first.id}`);
    }
    const enrolments = await getDb()
      .selectFrom("enrolments")
      .selectAll()
      .where("user_id", "=", learner.id)
      .orderBy("enrolled_at")
      .execute();
    expect(enrolments.map((row) => row.course_id).sort()).toEqual([first.id, second.id].sort());
    expect(enrolments.find((row) => row.course_id === first.id)).toEqual(original);
    const pathEnrolments = await getDb()
      .selectFrom("learning_path_enrolments")
      .selectAll()
      .where("user_id", "=", learner.id)
      .execute();
    expect(pathEnrolments).toHaveLength(1);
    const page = await dispatch(pageRequest(`/paths/${slug}`, learner.cookie));
    expect((page.loaderData["routes/site/path"] as { standing: string }).standing).toBe("enrolled");
    expect((await dispatch(formRequest(`/paths/${slug}`, { intent: "nonsense" }, learner.cookie))).status).toBe(400);

    // Staff enrol another student from the path's page.
    const other = await insertUser(getAuth(), getDb(), { name: "Sipho Ndlovu", email: "sipho.paths@example.test" });
    const byStaff = await staffPost(admin.cookie, pathId, {
      intent: "enrol-student",
      email: "Sipho.Paths@example.test",
    });
    expect(byStaff.status).toBe(200);
    const staffEnrolled = await getDb()
      .selectFrom("enrolments")
      .select(["course_id", "enrolled_by_user_id"])
      .where("user_id", "=", other.id)
      .execute();
    expect(staffEnrolled).toHaveLength(2);
    expect(staffEnrolled.every((row) => row.enrolled_by_user_id === admin.id)).toBe(true);
  });

  it("enrols in nothing when one course cannot be enrolled (one transaction), and says how to get a place", async () => {
    const admin = await signedInAs("admin");
    const open = await onlineCourse("ISO 9001 Foundation");
    const closed = await onlineCourse("ISO 9001 Lead auditor", { is_self_enrolment_open: 0 });
    const pathId = await createPath(admin.cookie, "Closed path", [open, closed]);
    const { slug } = await publish(admin.cookie, pathId);
    const learner = await signedInAs("student");
    const page = await dispatch(pageRequest(`/paths/${slug}`, learner.cookie));
    expect((page.loaderData["routes/site/path"] as { path: { isOpenForSelfEnrolment: boolean } }).path).toMatchObject({
      isOpenForSelfEnrolment: false,
    });
    const refused = await dispatch(formRequest(`/paths/${slug}`, { intent: "enrol-path" }, learner.cookie));
    expect(refused.status).toBe(403);
    expect(refused.message).toMatch(/Contact us/);
    const written = await getDb().selectFrom("enrolments").select("id").where("user_id", "=", learner.id).execute();
    expect(written).toEqual([]);
  });

  it("shows progress on My learning and issues exactly one path certificate, whatever order the courses finish in", async () => {
    const admin = await signedInAs("admin");
    const first = await onlineCourse("ISO 9001 Foundation", { offers_certificate: 1 });
    const second = await onlineCourse("ISO 9001 Internal auditor", {}, 2);
    const third = await onlineCourse("ISO 9001 Lead auditor");
    const pathId = await createPath(admin.cookie, "ISO 9001 Lead auditor path", [first, second, third]);
    const { slug } = await publish(admin.cookie, pathId, {
      offersCertificate: "on",
      summary: "Foundation to lead auditor",
    });
    const learner = await signedInAs("student", { name: "Naledi Khumalo" });
    expect((await dispatch(formRequest(`/paths/${slug}`, { intent: "enrol-path" }, learner.cookie))).status).toBe(302);

    const progress = async () =>
      (await loadMyLearning(getDb(), learner.id, { baseUrl: "https://campus.example" })).paths[0];
    expect(await progress()).toMatchObject({
      title: "ISO 9001 Lead auditor path",
      pathPage: `/paths/${slug}`,
      completedCourses: 0,
      totalCourses: 3,
      nextCourse: { name: "ISO 9001 Foundation", viewerPath: `/course/${first.id}` },
      completedOn: null,
    });

    // Out of order: the last course first, then the first; the next course is the first not finished.
    await finishCourse(learner.id, third);
    await finishCourse(learner.id, first);
    expect(await progress()).toMatchObject({
      completedCourses: 2,
      nextCourse: { name: "ISO 9001 Internal auditor", viewerPath: `/course/${second.id}` },
    });
    expect(await pathCertificates(pathId, learner.id)).toEqual([]);

    await finishCourse(learner.id, second);
    const [certificate, ...more] = await pathCertificates(pathId, learner.id);
    expect(more).toEqual([]);
    expect(certificate).toMatchObject({
      source: "path",
      course_name: "ISO 9001 Lead auditor path",
      course_description: "Foundation to lead auditor",
      recipient_name: "Naledi Khumalo",
      course_id: null,
    });
    expect(certificate?.certificate_number).toMatch(/^CERT-\d{4}-[A-Z2-9]{7}$/);
    expect(await progress()).toMatchObject({ completedCourses: 3, nextCourse: null });
    expect((await progress())?.completedOn).not.toBeNull();
    const view = await loadMyLearning(getDb(), learner.id, { baseUrl: "https://campus.example" });
    expect(view.certificates.find((row) => row.id === certificate?.id)).toMatchObject({ kind: "Learning path" });

    // Mailed with its PDF, which the verify page and the PDF route serve as any certificate.
    const mail = (await outboxTo(learner.email)).filter((message) => message.subject.includes("Lead auditor path"));
    expect(mail).toHaveLength(1);
    expect(mail[0]?.text).toMatch(/learning path ISO 9001 Lead auditor path/);
    const pdf = pdfToText(await renderCertificatePdf(getDb(), [certificate!]));
    expect(pdf).toContain("ISO 9001 Lead auditor path");
    expect(pdf).toContain(certificate?.certificate_number);
    const verify = await dispatch(pageRequest(`/verify/${certificate?.verification_code}`));
    expect(verify.status).toBe(200);
    expect(JSON.stringify(verify.loaderData)).toContain("ISO 9001 Lead auditor path");
    const download = await dispatch(pageRequest(`/certificates/${certificate?.id}/pdf`, learner.cookie));
    expect(download.status).toBe(200);

    // Once only: enrolling again, or revoking it, issues no second one.
    expect((await dispatch(formRequest(`/paths/${slug}`, { intent: "enrol-path" }, learner.cookie))).status).toBe(302);
    await revokeCertificate(getDb(), {
      verificationCode: certificate!.verification_code,
      reason: "Issued in error",
      revokedByUserId: admin.id,
    });
    expect((await dispatch(formRequest(`/paths/${slug}`, { intent: "enrol-path" }, learner.cookie))).status).toBe(302);
    expect(await pathCertificates(pathId, learner.id)).toHaveLength(1);
  });

  it("completes at enrolment when every course is already finished, and never for a path without a certificate", async () => {
    const admin = await signedInAs("admin");
    const only = await onlineCourse("ISO 45001 Awareness");
    const withCertificate = await createPath(admin.cookie, "Safety path", [only]);
    const { slug } = await publish(admin.cookie, withCertificate, { offersCertificate: "on" });
    const without = await createPath(admin.cookie, "Safety path without certificate", [only]);
    const { slug: plainSlug } = await publish(admin.cookie, without);
    const learner = await signedInAs("student");
    await insertEnrolment(getDb(), only.id, learner.id);
    await finishCourse(learner.id, only);

    expect((await dispatch(formRequest(`/paths/${slug}`, { intent: "enrol-path" }, learner.cookie))).status).toBe(302);
    expect((await dispatch(formRequest(`/paths/${plainSlug}`, { intent: "enrol-path" }, learner.cookie))).status).toBe(
      302,
    );
    expect(await pathCertificates(withCertificate, learner.id)).toHaveLength(1);
    expect(await pathCertificates(without, learner.id)).toEqual([]);
    const enrolments = await getDb()
      .selectFrom("learning_path_enrolments")
      .select(["path_id", "completed_at"])
      .where("user_id", "=", learner.id)
      .execute();
    expect(enrolments).toHaveLength(2);
    expect(enrolments.every((row) => row.completed_at !== null)).toBe(true);
    const page = await dispatch(pageRequest(`/paths/${slug}`, learner.cookie));
    expect((page.loaderData["routes/site/path"] as { standing: string }).standing).toBe("completed");
  });
});

/** The route's component rendered on the server with its loader's data, as the document is. */
function renderPage(path: string, routeId: string, loaderData: Record<string, unknown>, Page: () => ReactNode) {
  const Stub = createRoutesStub([
    { id: "root", path: "/", Component: Outlet, children: [{ id: routeId, path: path.slice(1), Component: Page }] },
  ]);
  const html = renderToString(
    createElement(
      MantineProvider,
      { theme, cssVariablesResolver, defaultColorScheme: "light" },
      createElement(Stub, { initialEntries: [path], hydrationData: { loaderData } }),
    ),
  );
  // React separates neighbouring text with empty comments; a reader sees one sentence.
  return html.replace(/<!-- -->/g, "");
}

describe("learning paths: the screens render with their labels", () => {
  it("staff list and editor, public list and page, My learning", async () => {
    const admin = await signedInAs("admin");
    const course = await onlineCourse("ISO 9001 Foundation");
    const pathId = await createPath(admin.cookie, "Rendered path", [course]);
    const { slug } = await publish(admin.cookie, pathId, { summary: "A path to render" });
    const learner = await signedInAs("student");
    expect((await dispatch(formRequest(`/paths/${slug}`, { intent: "enrol-path" }, learner.cookie))).status).toBe(302);

    const screens: Array<[string, string, string | undefined, () => ReactNode, string[]]> = [
      [
        "/learning-paths",
        "routes/learning-paths/learning-paths",
        admin.cookie,
        () => createElement(LearningPathsList, useLoaderData()),
        ["New learning path", "Search learning paths", "Rendered path"],
      ],
      [
        `/learning-paths/${pathId}`,
        "routes/learning-paths/learning-path",
        admin.cookie,
        () => {
          const data = useLoaderData() as Parameters<typeof LearningPathEditor>[0];
          return createElement(LearningPathEditor, data);
        },
        [
          "Save path",
          "Address (slug)",
          "Course to add",
          "Add course",
          "Student&#x27;s email",
          "Enrol student",
          "Move ISO 9001 Foundation up",
          "Remove ISO 9001 Foundation",
          "View public page",
        ],
      ],
      [
        "/paths",
        "routes/site/paths",
        undefined,
        () => createElement(PublicPathsList, useLoaderData()),
        ["Learning paths", "Rendered path", "1 course"],
      ],
      [
        `/paths/${slug}`,
        "routes/site/path",
        undefined,
        () => {
          const data = useLoaderData() as { path: PublicPathView; standing: PathStanding };
          return createElement(PublicPathPage, { ...data, formError: null });
        },
        ["Rendered path", "Courses in this path", "ISO 9001 Foundation", "Sign in to enrol"],
      ],
    ];
    for (const [path, routeId, cookie, Page, labels] of screens) {
      const page = await dispatch(pageRequest(path, cookie));
      expect(page.status, page.message).toBe(200);
      const html = renderPage(path, routeId, { [routeId]: page.loaderData[routeId] }, Page);
      for (const label of labels) expect(html, `${path}: ${label}`).toContain(label);
    }
    const signedIn = await dispatch(pageRequest(`/paths/${slug}`, (await signedInAs("student")).cookie));
    const enrolHtml = renderPage(
      `/paths/${slug}`,
      "routes/site/path",
      { "routes/site/path": signedIn.loaderData["routes/site/path"] },
      () => {
        const data = useLoaderData() as { path: PublicPathView; standing: PathStanding };
        return createElement(PublicPathPage, { ...data, formError: null });
      },
    );
    expect(enrolHtml).toContain("Enrol in this path");

    const view = await loadMyLearning(getDb(), learner.id, { baseUrl: "https://campus.example" });
    const myLearning = renderPage("/my-learning", "routes/learn/my-learning", {}, () =>
      createElement(MyLearningPage, { name: "Learner", view }),
    );
    for (const label of ["My learning paths", "Rendered path", "0 of 1 course complete", "Next: ISO 9001 Foundation"]) {
      expect(myLearning).toContain(label);
    }
  });
});

import { beforeAll, describe, expect, it } from "vitest";
import { createCompany } from "~/features/companies/companies.server";
import { createForm } from "~/features/forms/forms.server";
import { createLearningPath } from "~/features/learning/paths/path-records.server";
import { createSitePage } from "~/features/site-pages/site-pages.server";
import { createScheduleEntry } from "~/features/training-schedule/training-schedule.server";
import { createId } from "~/lib/ids";
import { getSiteSettings } from "~/platform/site-settings/site-settings.server";
import { getAuth, getDb } from "~/server/app-context.server";
import { createBankQuestion } from "~/server/factories/assessment-factory";
import { insertBlock, insertChapter, insertCourse, insertLesson } from "~/server/factories/course-factory";
import { insertCpdCourse, insertEnrolledUser } from "~/server/factories/cpd-factory";
import { insertEnquiry } from "~/server/factories/enquiry-factory";
import { buildEvent, daysFromToday, insertEvent } from "~/server/factories/event-factory";
import { insertUser } from "~/server/factories/user-factory";
import type { CpdCourse, CpdEnrolledUser } from "~db/schema";
import { formRequest, jsonRequest, pageRequest } from "~tests/support/requests";
import { type Dispatched, dispatch, routeTable } from "~tests/support/route-table";
import { sessionCookieFor, signedInAs } from "~tests/support/sign-in";
import { companyWithSso } from "~tests/support/sso-companies";

/**
 * Two editors open the same record at the same version; the first saves; the second's save is
 * refused (409, "someone else", a way to reload) and the first's change is still there; after
 * reloading, the second editor's save goes through. Every save goes through the route's action,
 * as the page's form (or the editor's fetcher) posts it, with the version the page loaded.
 *
 * One row per editable record type (decision 0015): a new type is one more row.
 */

interface Saved {
  status: number;
  /** What the action answered (a form's actionData, an API's JSON). */
  answer: Record<string, unknown>;
}

interface EditableRecordType<Record> {
  name: string;
  /** Inserts the record (and whatever it belongs to). */
  create: () => Promise<Record>;
  /** The page an editor opens, and the version it was loaded at there. */
  editorPath: (record: Record) => string;
  loadedVersion: (page: Dispatched, record: Record) => number;
  /** The request the page sends to save `text` into the record's edited field. */
  saveRequest: (record: Record, version: number, text: string, cookie: string) => Request;
  /** The edited field as stored now. */
  storedText: (record: Record) => Promise<string>;
  /** A form page answers with the typed values; an editor (fetcher) keeps its own copy in the browser. */
  keepsTyping: "in-returned-values" | "in-the-browser";
  /** What the first and the second editor save, when the field is not free text (a role, a status). */
  edits?: [first: string, second: string];
  /** Who edits, when not two admins: e.g. one person signed in on two devices. */
  editors?: (record: Record) => Promise<[first: string, second: string]>;
}

// ---------------------------------------------------------------------------------------------
// How each page posts

/** The loader data of the page's own route (the deepest match). */
function pageData<T>(page: Dispatched, routeId: string): T {
  expect(page.status, `loading ${routeId}: ${page.message}`).toBe(200);
  return page.loaderData[routeId] as T;
}

/** An action of an API route (no page of its own) answers with its own Response: its JSON and status. */
async function callApi(request: Request): Promise<Saved> {
  const { handler } = await routeTable();
  const result = await handler.queryRoute(request).catch((thrown: unknown) => thrown);
  if (result instanceof Response) {
    return { status: result.status, answer: (await result.json().catch(() => ({}))) as Record<string, unknown> };
  }
  const value = result as { type?: string; data?: unknown; init?: { status?: number } | null };
  if (value?.type === "DataWithResponseInit") {
    return { status: value.init?.status ?? 200, answer: value.data as Record<string, unknown> };
  }
  return { status: 200, answer: result as Record<string, unknown> };
}

async function submitForm(request: Request): Promise<Saved> {
  const result = await dispatch(request);
  return { status: result.status, answer: (result.actionData ?? {}) as Record<string, unknown> };
}

const API_PATH = /^\/api\//;

function save(request: Request): Promise<Saved> {
  return API_PATH.test(new URL(request.url).pathname) ? callApi(request) : submitForm(request);
}

/** The message a person reads after a refused save, whatever the form calls it. */
function refusalMessage(saved: Saved): string {
  const { formError, message, error } = saved.answer as { formError?: unknown; message?: unknown; error?: unknown };
  return String(formError ?? message ?? error ?? "");
}

function isSaved(saved: Saved): boolean {
  return saved.status === 302 || (saved.status === 200 && saved.answer.ok !== false);
}

// ---------------------------------------------------------------------------------------------
// The editable record types

/** One row: the record's own type checks the row's functions; the table holds rows of any type. */
function recordType<Record>(type: EditableRecordType<Record>): EditableRecordType<unknown> {
  return type as EditableRecordType<unknown>;
}

const cpdCourseFormFields = (course: CpdCourse) => ({
  courseName: course.course_name,
  courseDescription: course.course_description,
  instructorName: course.instructor_name,
  instructorSignature: course.instructor_signature_url,
  facilitatorName: course.facilitator_name,
  facilitatorOrganization: course.facilitator_organization,
  location: course.location,
  allocatedPoints: course.allocated_points,
  clinicalPoints: course.clinical_points,
  ethicsPoints: course.ethics_points,
  providerActivityNumber: course.provider_activity_number,
  courseCode: course.course_code,
  duration: course.duration,
  cpdBodyId: course.cpd_body_id ?? "",
  cpdLevel: course.cpd_level,
  activityStartDate: course.activity_start_date,
  activityEndDate: course.activity_end_date,
});

async function storedCpdCourseName(course: { id: string }) {
  const row = await getDb()
    .selectFrom("cpd_courses")
    .select("course_name")
    .where("id", "=", course.id)
    .executeTakeFirst();
  return row?.course_name ?? "";
}

async function courseWithBlock() {
  const db = getDb();
  const course = await insertCourse(db);
  const chapter = await insertChapter(db, course.id);
  const lesson = await insertLesson(db, chapter);
  const block = await insertBlock(db, lesson, { title: "Clause 4" });
  return { course, chapter, lesson, block };
}
type CourseWithBlock = Awaited<ReturnType<typeof courseWithBlock>>;
const lessonEditorPath = ({ course, chapter, lesson }: CourseWithBlock) =>
  `/edit-course/${course.id}/${chapter.id}/${lesson.id}`;

type SignedUpUser = Awaited<ReturnType<typeof insertUser>>;

interface EditorOutline {
  outline: Array<{ id: string; version: number; lessons: Array<{ id: string; version: number }> }>;
  blocks: Array<{ id: string; version: number }>;
}
const COURSE_EDITOR = "routes/instructor/course-editor";

const recordTypes: EditableRecordType<unknown>[] = [
  recordType({
    name: "site settings",
    create: async () => getSiteSettings(getDb()),
    editorPath: () => "/admin",
    loadedVersion: (page) =>
      pageData<{ settings: { version: number } }>(page, "routes/admin/site-settings").settings.version,
    saveRequest: (_record, version, text, cookie) =>
      // An index route's form posts to "?index", as React Router's <Form> does.
      formRequest(
        "/admin?index",
        {
          siteName: text,
          logoUrl: "",
          notificationEmail: "info@campus.test",
          aboutText: "About us",
          version: String(version),
        },
        cookie,
      ),
    storedText: async () => (await getSiteSettings(getDb())).site_name,
    keepsTyping: "in-returned-values",
  }),
  recordType({
    name: "course settings",
    create: async () => insertCourse(getDb()),
    editorPath: (course: { id: string }) => `/edit-course/${course.id}/settings`,
    loadedVersion: (page) =>
      pageData<{ course: { version: number } }>(page, "routes/instructor/course-settings").course.version,
    saveRequest: (course: { id: string; slug: string }, version, text, cookie) =>
      formRequest(
        `/edit-course/${course.id}/settings`,
        {
          intent: "save-settings",
          version: String(version),
          name: text,
          title: "Plan, run and report internal audits",
          subtitle: "",
          type: "certification",
          coverUrl: "",
          descriptionHtml: "<p>Audits</p>",
          outcome: "",
          requirements: "",
          slug: course.slug,
          isPublished: "on",
        },
        cookie,
      ),
    storedText: async (course: { id: string }) =>
      (await getDb().selectFrom("courses").select("name").where("id", "=", course.id).executeTakeFirstOrThrow()).name,
    keepsTyping: "in-returned-values",
  }),
  recordType({
    name: "chapter (title)",
    create: courseWithBlock,
    editorPath: lessonEditorPath,
    loadedVersion: (page, { chapter }: CourseWithBlock) =>
      pageData<EditorOutline>(page, COURSE_EDITOR).outline.find((item) => item.id === chapter.id)?.version ?? 0,
    saveRequest: ({ course, chapter }: CourseWithBlock, version, text, cookie) =>
      formRequest(
        `/api/courses/${course.id}/outline`,
        { intent: "rename-chapter", chapterId: chapter.id, title: text, version: String(version) },
        cookie,
      ),
    storedText: async ({ chapter }: CourseWithBlock) =>
      (await getDb().selectFrom("chapters").select("title").where("id", "=", chapter.id).executeTakeFirstOrThrow())
        .title,
    keepsTyping: "in-the-browser",
  }),
  recordType({
    name: "lesson (title)",
    create: courseWithBlock,
    editorPath: lessonEditorPath,
    loadedVersion: (page, { lesson }: CourseWithBlock) =>
      pageData<EditorOutline>(page, COURSE_EDITOR)
        .outline.flatMap((chapter) => chapter.lessons)
        .find((item) => item.id === lesson.id)?.version ?? 0,
    saveRequest: ({ course, lesson }: CourseWithBlock, version, text, cookie) =>
      formRequest(
        `/api/courses/${course.id}/outline`,
        { intent: "rename-lesson", lessonId: lesson.id, title: text, version: String(version) },
        cookie,
      ),
    storedText: async ({ lesson }: CourseWithBlock) =>
      (await getDb().selectFrom("lessons").select("title").where("id", "=", lesson.id).executeTakeFirstOrThrow()).title,
    keepsTyping: "in-the-browser",
  }),
  recordType({
    // A lesson's translation (decision 0108-course-translations): each row has its own version.
    name: "lesson translation (title)",
    create: async () => {
      const built = await courseWithBlock();
      const now = new Date().toISOString();
      await getDb()
        .insertInto("lesson_translations")
        .values({
          id: createId(),
          lesson_id: built.lesson.id,
          course_id: built.course.id,
          locale: "zu",
          title: "Isifundo",
          version: 1,
          created_at: now,
          updated_at: now,
        })
        .execute();
      return built;
    },
    editorPath: ({ course, chapter }: CourseWithBlock) =>
      `/edit-course/${course.id}/translations?language=zu&chapter=${chapter.id}`,
    loadedVersion: (page, { lesson }: CourseWithBlock) =>
      pageData<{ chapter: { lessons: Array<{ id: string; translation: { version: number } | null }> } }>(
        page,
        "routes/instructor/course-translations",
      ).chapter.lessons.find((item) => item.id === lesson.id)?.translation?.version ?? 0,
    saveRequest: ({ course, lesson }: CourseWithBlock, version, text, cookie) =>
      formRequest(
        `/edit-course/${course.id}/translations`,
        { intent: "save-lesson-translation", locale: "zu", lessonId: lesson.id, title: text, version: String(version) },
        cookie,
      ),
    storedText: async ({ lesson }: CourseWithBlock) =>
      (
        await getDb()
          .selectFrom("lesson_translations")
          .select("title")
          .where("lesson_id", "=", lesson.id)
          .executeTakeFirstOrThrow()
      ).title,
    keepsTyping: "in-the-browser",
  }),
  recordType({
    name: "content block",
    create: courseWithBlock,
    editorPath: lessonEditorPath,
    loadedVersion: (page, { block }: CourseWithBlock) =>
      pageData<EditorOutline>(page, COURSE_EDITOR).blocks.find((item) => item.id === block.id)?.version ?? 0,
    // The block editor posts JSON, one intent per change (decision 0011).
    saveRequest: ({ course, block }: CourseWithBlock, version, text, cookie) =>
      jsonRequest(
        `/api/courses/${course.id}/blocks`,
        { intent: "save-block", blockId: block.id, version, content: { html: `<p>${text}</p>` } },
        cookie,
      ),
    storedText: async ({ block }: CourseWithBlock) => {
      const row = await getDb()
        .selectFrom("content_blocks")
        .select("content_json")
        .where("id", "=", block.id)
        .executeTakeFirstOrThrow();
      return (JSON.parse(row.content_json) as { html: string }).html.replace(/<\/?p>/g, "");
    },
    keepsTyping: "in-the-browser",
  }),
  recordType({
    name: "content page",
    create: async () => ({
      id: await createSitePage(getDb(), {
        title: "POPIA notice",
        description: "",
        bodyHtml: "<p>x</p>",
        isPublished: false,
      }),
    }),
    editorPath: (page: { id: string }) => `/edit-page/${page.id}`,
    loadedVersion: (page) => pageData<{ page: { version: number } }>(page, "routes/pages/edit-page").page.version,
    saveRequest: (page: { id: string }, version, text, cookie) =>
      formRequest(
        `/edit-page/${page.id}`,
        { intent: "save", title: text, description: "", bodyHtml: "<p>Body</p>", version: String(version) },
        cookie,
      ),
    storedText: async (page: { id: string }) =>
      (await getDb().selectFrom("site_pages").select("title").where("id", "=", page.id).executeTakeFirstOrThrow())
        .title,
    keepsTyping: "in-returned-values",
  }),
  recordType({
    name: "CPD course (course form)",
    create: async () => insertCpdCourse(getDb()),
    editorPath: (course: CpdCourse) => `/course/${course.id}/edit`,
    loadedVersion: (page) => pageData<{ course: { version: number } }>(page, "cpd-course-edit").course.version,
    saveRequest: (course: CpdCourse, version, text, cookie) =>
      formRequest(
        `/course/${course.id}/edit`,
        { ...cpdCourseFormFields(course), courseName: text, version: String(version) },
        cookie,
      ),
    storedText: storedCpdCourseName,
    keepsTyping: "in-returned-values",
  }),
  recordType({
    name: "CPD course (Edit Course overlay)",
    create: async () => insertCpdCourse(getDb()),
    editorPath: (course: CpdCourse) => `/course-details/${course.id}`,
    loadedVersion: (page) =>
      pageData<{ course: { version: number } }>(page, "routes/cpd/course-details").course.version,
    saveRequest: (course: CpdCourse, version, text, cookie) => {
      const { courseName: _name, ...fields } = cpdCourseFormFields(course);
      return formRequest(
        `/course-details/${course.id}`,
        { ...fields, intent: "edit-course", courseName: text, version: String(version) },
        cookie,
      );
    },
    storedText: storedCpdCourseName,
    keepsTyping: "in-the-browser",
  }),
  recordType({
    name: "CPD enrolled user",
    create: async () => {
      const course = await insertCpdCourse(getDb());
      return insertEnrolledUser(getDb(), course.id);
    },
    editorPath: (user: CpdEnrolledUser) => `/course-details/${user.cpd_course_id}`,
    loadedVersion: (page, user: CpdEnrolledUser) =>
      pageData<{ users: Array<{ id: string; version: number }> }>(page, "routes/cpd/course-details").users.find(
        (item) => item.id === user.id,
      )?.version ?? 0,
    saveRequest: (user: CpdEnrolledUser, version, text, cookie) =>
      formRequest(
        `/course-details/${user.cpd_course_id}`,
        {
          intent: "edit-user",
          enrolledUserId: user.id,
          name: text,
          email: user.email,
          idNumber: user.id_number,
          title: user.title,
          allocatedPoints: user.allocated_points,
          certificateNumber: user.certificate_number,
          date: user.completion_date.slice(0, 10),
          version: String(version),
        },
        cookie,
      ),
    storedText: async (user: CpdEnrolledUser) =>
      (
        await getDb()
          .selectFrom("cpd_enrolled_users")
          .select("name")
          .where("id", "=", user.id)
          .executeTakeFirstOrThrow()
      ).name,
    // The overlay's fields are not reset by a refused save; the answer carries the stored user for Reload.
    keepsTyping: "in-the-browser",
  }),
  recordType({
    name: "event",
    create: async () => insertEvent(getDb()),
    editorPath: (event: { id: string }) => `/event/${event.id}`,
    loadedVersion: (page) => pageData<{ event: { version: number } }>(page, "routes/events/event-edit").event.version,
    saveRequest: (event: { id: string }, version, text, cookie) => {
      const input = buildEvent({ title: text });
      return formRequest(
        `/event/${event.id}`,
        {
          ...Object.fromEntries(Object.entries(input).map(([key, value]) => [key, value ?? ""])),
          highlights: input.highlights.join(", "),
          whoShouldAttend: input.whoShouldAttend.join(", "),
          version: String(version),
        } as Record<string, string>,
        cookie,
      );
    },
    storedText: async (event: { id: string }) =>
      (await getDb().selectFrom("events").select("title").where("id", "=", event.id).executeTakeFirstOrThrow()).title,
    keepsTyping: "in-returned-values",
  }),
  recordType({
    name: "training schedule entry",
    create: async () => ({
      id: await createScheduleEntry(getDb(), {
        courseTitle: "ISO 9001:2015 Internal Auditor",
        courseId: null,
        startDate: daysFromToday(30),
        durationDays: 3,
        isOnsite: true,
        isOnline: false,
        venue: "Johannesburg",
      }),
    }),
    editorPath: (entry: { id: string }) => `/learning-center/schedule/${entry.id}`,
    loadedVersion: (page) => pageData<{ entry: { version: number } }>(page, "routes/site/schedule-entry").entry.version,
    saveRequest: (entry: { id: string }, version, text, cookie) =>
      formRequest(
        `/learning-center/schedule/${entry.id}`,
        {
          courseTitle: text,
          courseId: "",
          startDate: daysFromToday(30),
          durationDays: "3",
          isOnsite: "on",
          venue: "Johannesburg",
          version: String(version),
        },
        cookie,
      ),
    storedText: async (entry: { id: string }) =>
      (
        await getDb()
          .selectFrom("training_schedule_entries")
          .select("course_title")
          .where("id", "=", entry.id)
          .executeTakeFirstOrThrow()
      ).course_title,
    keepsTyping: "in-returned-values",
  }),
  // Selling: apiseed (decision 0082)
  recordType<{ id: string }>({
    name: "discount code (admin)",
    create: async () => {
      const id = createId();
      const at = new Date().toISOString();
      await getDb()
        .insertInto("discount_codes")
        .values({ id, code: `CODE-${id.slice(0, 6)}`, kind: "percent", value: 1000, created_at: at, updated_at: at })
        .execute();
      return { id };
    },
    editorPath: () => "/admin/discount-codes",
    loadedVersion: (page, code: { id: string }) =>
      pageData<{ codes: Array<{ id: string; version: number }> }>(page, "routes/admin/discount-codes").codes.find(
        (item) => item.id === code.id,
      )?.version ?? 0,
    saveRequest: (code: { id: string }, version, text, cookie) =>
      formRequest(
        "/admin/discount-codes",
        {
          intent: "update-discount",
          discountId: code.id,
          code: text,
          kind: "percent",
          value: "10",
          version: String(version),
        },
        cookie,
      ),
    storedText: async (code: { id: string }) =>
      (await getDb().selectFrom("discount_codes").select("code").where("id", "=", code.id).executeTakeFirstOrThrow())
        .code,
    keepsTyping: "in-returned-values",
    edits: ["FIRST-EDIT", "SECOND-EDIT"],
  }),
  recordType<SignedUpUser>({
    name: "user's role (admin)",
    create: async () => insertUser(getAuth(), getDb(), { role: "student" }),
    editorPath: (user: { email: string }) => `/admin/users?q=${encodeURIComponent(user.email)}`,
    loadedVersion: (page, user: { id: string }) =>
      pageData<{ users: Array<{ id: string; version: number }> }>(page, "routes/admin/users").users.find(
        (item) => item.id === user.id,
      )?.version ?? 0,
    saveRequest: (user: { id: string }, version, role, cookie) =>
      formRequest("/admin/users", { intent: "change-role", userId: user.id, role, version: String(version) }, cookie),
    storedText: async (user: { id: string }) =>
      (await getDb().selectFrom("user").select("role").where("id", "=", user.id).executeTakeFirstOrThrow()).role,
    keepsTyping: "in-the-browser",
    edits: ["instructor", "admin"],
  }),
  recordType<SignedUpUser>({
    name: "own profile",
    create: async () => insertUser(getAuth(), getDb(), { role: "student" }),
    // The same person on two devices.
    editors: async (user: { email: string; password: string }) => [
      await sessionCookieFor(user),
      await sessionCookieFor(user),
    ],
    editorPath: () => "/edit-profile",
    loadedVersion: (page) => pageData<{ user: { version: number } }>(page, "routes/auth/edit-profile").user.version,
    saveRequest: (user: { email: string }, version, text, cookie) =>
      formRequest("/edit-profile", { name: text, email: user.email, bio: "", version: String(version) }, cookie),
    storedText: async (user: { id: string }) =>
      (await getDb().selectFrom("user").select("name").where("id", "=", user.id).executeTakeFirstOrThrow()).name,
    keepsTyping: "in-returned-values",
  }),
  recordType({
    name: "built form (builder autosave)",
    create: async () => {
      const author = await signedInAs("admin");
      return createForm(getDb(), { ...author, image: null, bio: null, locale: null }, "Client survey");
    },
    editorPath: (form: { id: string }) => `/instructor/form/${form.id}`,
    loadedVersion: (page) => pageData<{ form: { version: number } }>(page, "routes/instructor/form").form.version,
    saveRequest: (form: { id: string }, version, text, cookie) =>
      formRequest(
        `/instructor/form/${form.id}`,
        {
          intent: "save-content",
          version: String(version),
          content: JSON.stringify({ title: text, description: "", fields: [] }),
        },
        cookie,
      ),
    storedText: async (form: { id: string }) =>
      (await getDb().selectFrom("forms").select("title").where("id", "=", form.id).executeTakeFirstOrThrow()).title,
    keepsTyping: "in-the-browser",
  }),
  recordType({
    name: "enquiry status",
    create: async () => insertEnquiry(getDb(), { name: "Naledi Dube" }),
    editorPath: () => "/admin/enquiries",
    loadedVersion: (page, enquiry: { id: string }) =>
      pageData<{ enquiries: Array<{ id: string; version: number }> }>(page, "routes/admin/enquiries").enquiries.find(
        (item) => item.id === enquiry.id,
      )?.version ?? 0,
    saveRequest: (enquiry: { id: string }, version, status, cookie) =>
      formRequest("/admin/enquiries", { id: enquiry.id, status, version: String(version) }, cookie),
    storedText: async (enquiry: { id: string }) =>
      (await getDb().selectFrom("enquiries").select("status").where("id", "=", enquiry.id).executeTakeFirstOrThrow())
        .status,
    keepsTyping: "in-the-browser",
    edits: ["handled", "new"],
  }),
  recordType<{ id: string; title: string }>({
    name: "intervention's OFO code (skills codes)",
    create: async () => {
      const course = await insertCourse(getDb(), { title: `Skills codes course ${createId()}` });
      await getDb()
        .insertInto("intervention_skills_codes")
        .values({ id: createId(), item_type: "course", item_id: course.id, updated_at: new Date().toISOString() })
        .execute();
      return course;
    },
    editorPath: (course) => `/staff/skills-codes?type=course&q=${encodeURIComponent(course.title)}`,
    loadedVersion: (page, course) =>
      pageData<{ view: { items: { itemId: string; version: number }[] } }>(
        page,
        "routes/staff/skills-codes",
      ).view.items.find((item) => item.itemId === course.id)?.version ?? -1,
    saveRequest: (course, version, text, cookie) =>
      formRequest(
        "/staff/skills-codes",
        {
          intent: "set-skills-codes",
          itemType: "course",
          itemId: course.id,
          ofoCode: text,
          nqfLevel: "",
          version: String(version),
        },
        cookie,
      ),
    storedText: async (course) =>
      (
        await getDb()
          .selectFrom("intervention_skills_codes")
          .select("ofo_code")
          .where("item_type", "=", "course")
          .where("item_id", "=", course.id)
          .executeTakeFirst()
      )?.ofo_code ?? "",
    keepsTyping: "in-returned-values",
    edits: ["2021-242401", "2021-226302"],
  }),
  recordType({
    name: "company details (admin)",
    create: async () => {
      const blank = { registrationNumber: "", contactName: "", contactEmail: "", contactPhone: "" };
      const created = await createCompany(getDb(), { name: "Concurrent Holdings", ...blank });
      if (!created.ok) throw new Error(created.message);
      return created;
    },
    editorPath: (company: { id: string }) => `/admin/companies/${company.id}`,
    loadedVersion: (page) =>
      pageData<{ view: { company: { version: number } } }>(page, "routes/admin/company").view.company.version,
    saveRequest: (company: { id: string }, version, text, cookie) =>
      formRequest(
        `/admin/companies/${company.id}`,
        { intent: "update-company", name: text, version: String(version) },
        cookie,
      ),
    storedText: async (company: { id: string }) =>
      (await getDb().selectFrom("companies").select("name").where("id", "=", company.id).executeTakeFirstOrThrow())
        .name,
    keepsTyping: "in-the-browser",
  }),
  recordType({
    name: "company identity provider (admin, decision 0101-sso)",
    create: () =>
      companyWithSso({
        kind: "oidc",
        issuer: "https://login.example.test",
        clientId: "first",
        clientSecret: "secret-0123456789",
      }),
    editorPath: (company: { id: string }) => `/admin/companies/${company.id}/single-sign-on`,
    loadedVersion: (page) =>
      pageData<{ view: { provider: { version: number } } }>(page, "routes/admin/company-sso").view.provider.version,
    saveRequest: (company: { id: string }, version, text, cookie) =>
      formRequest(
        `/admin/companies/${company.id}/single-sign-on`,
        {
          intent: "save-identity-provider",
          kind: "oidc",
          oidcIssuer: "https://login.example.test",
          oidcClientId: text,
          version: String(version),
        },
        cookie,
      ),
    storedText: async (company: { id: string }) =>
      (
        await getDb()
          .selectFrom("company_identity_providers")
          .select("oidc_client_id")
          .where("company_id", "=", company.id)
          .executeTakeFirstOrThrow()
      ).oidc_client_id,
    keepsTyping: "in-the-browser",
  }),
  recordType({
    name: "learning path (staff, decision 0094-learning-paths)",
    create: async () => {
      const created = await createLearningPath(getDb(), {
        title: `Concurrent path ${createId()}`,
        createdByUserId: (await insertUser(getAuth(), getDb(), { role: "instructor" })).id,
      });
      if (!created.ok) throw new Error(created.message);
      return created;
    },
    editorPath: (path: { id: string }) => `/learning-paths/${path.id}`,
    loadedVersion: (page) =>
      pageData<{ path: { version: number } }>(page, "routes/learning-paths/learning-path").path.version,
    saveRequest: (path: { id: string }, version, text, cookie) =>
      formRequest(
        `/learning-paths/${path.id}`,
        { intent: "save-path", title: text, slug: `path-${path.id}`, version: String(version) },
        cookie,
      ),
    storedText: async (path: { id: string }) =>
      (await getDb().selectFrom("learning_paths").select("title").where("id", "=", path.id).executeTakeFirstOrThrow())
        .title,
    keepsTyping: "in-the-browser",
  }),
  // The question bank (decision 0090): a question in the shared bank's editor, and a category's name.
  recordType({
    name: "question (question bank)",
    create: async () => createBankQuestion(getDb(), { courseId: null, categoryName: `Concurrent ${createId()}` }),
    editorPath: (question: { questionId: string }) => `/question-bank/${question.questionId}`,
    loadedVersion: (page) =>
      pageData<{ question: { version: number } }>(page, "routes/assessment/shared-question").question.version,
    saveRequest: (question: { questionId: string; categoryId: string }, version, text, cookie) =>
      formRequest(
        `/question-bank/${question.questionId}`,
        {
          intent: "save-question",
          version: String(version),
          type: "true-false",
          categoryId: question.categoryId,
          title: text,
          tags: "",
          points: "1",
          stemHtml: "<p>Audits are planned.</p>",
          feedbackHtml: "",
          correctAnswer: "true",
        },
        cookie,
      ),
    storedText: async (question: { questionId: string }) =>
      (
        await getDb()
          .selectFrom("questions")
          .select("title")
          .where("id", "=", question.questionId)
          .executeTakeFirstOrThrow()
      ).title,
    keepsTyping: "in-returned-values",
  }),
  recordType({
    name: "question bank category",
    create: async () => createBankQuestion(getDb(), { courseId: null, categoryName: `Category ${createId()}` }),
    editorPath: () => "/question-bank",
    loadedVersion: (page, question: { categoryId: string }) =>
      pageData<{ categories: Array<{ id: string; version: number }> }>(
        page,
        "routes/assessment/shared-question-bank",
      ).categories.find((category) => category.id === question.categoryId)?.version ?? 0,
    saveRequest: (question: { categoryId: string }, version, text, cookie) =>
      formRequest(
        "/question-bank",
        { intent: "rename-category", categoryId: question.categoryId, name: text, version: String(version) },
        cookie,
      ),
    storedText: async (question: { categoryId: string }) =>
      (
        await getDb()
          .selectFrom("question_categories")
          .select("name")
          .where("id", "=", question.categoryId)
          .executeTakeFirstOrThrow()
      ).name,
    keepsTyping: "in-returned-values",
  }),
];

// ---------------------------------------------------------------------------------------------

describe("two people save the same record: the second save is refused, nothing is lost", () => {
  let admins: [string, string] = ["", ""];
  beforeAll(async () => {
    admins = [(await signedInAs("admin")).cookie, (await signedInAs("admin")).cookie];
  });

  const openEditor = async (type: EditableRecordType<unknown>, record: unknown, cookie: string) =>
    type.loadedVersion(await dispatch(pageRequest(type.editorPath(record), cookie)), record);

  it.each(recordTypes.map((type) => [type.name, type] as const))("%s", async (_name, type) => {
    const record = await type.create();
    const suffix = createId().slice(0, 6);
    const [firstText, secondText] = type.edits ?? [`First edit ${suffix}`, `Second edit ${suffix}`];
    const [first, second] = type.editors ? await type.editors(record) : admins;

    // Both open the editor at the same version.
    const firstVersion = await openEditor(type, record, first);
    const secondVersion = await openEditor(type, record, second);
    expect(firstVersion).toBeGreaterThanOrEqual(1);
    expect(secondVersion).toBe(firstVersion);

    const firstSave = await save(type.saveRequest(record, firstVersion, firstText, first));
    expect(isSaved(firstSave), `first save: ${firstSave.status} ${JSON.stringify(firstSave.answer)}`).toBe(true);

    const staleSave = await save(type.saveRequest(record, secondVersion, secondText, second));
    expect(staleSave.status, JSON.stringify(staleSave.answer)).toBe(409);
    expect(refusalMessage(staleSave)).toMatch(/someone else/i);
    expect(refusalMessage(staleSave)).toMatch(/reload/i);
    if (type.keepsTyping === "in-returned-values") {
      expect(Object.values((staleSave.answer.values ?? {}) as Record<string, string>)).toContain(secondText);
    }
    expect(await type.storedText(record)).toBe(firstText);

    // Reload: the second editor gets the newer version, and a save from it goes through.
    const reloadedVersion = await openEditor(type, record, second);
    expect(reloadedVersion).toBe(firstVersion + 1);
    const retried = await save(type.saveRequest(record, reloadedVersion, secondText, second));
    expect(isSaved(retried), `retry: ${retried.status} ${JSON.stringify(retried.answer)}`).toBe(true);
    expect(await type.storedText(record)).toBe(secondText);
  });
});

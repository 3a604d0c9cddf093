import type { Selectable } from "kysely";
import { setQuestionArchived } from "~/features/assessment/questions/bank.server";
import { createCategory } from "~/features/assessment/questions/bank-categories.server";
import { checkinCode, checkinCodeHash } from "~/features/bookings/check-in-codes.server";
import { signShownAt } from "~/features/forms/spam-guard.server";
import { ensurePageContent } from "~/features/site-content/page-content.server";
import { documentFormFields } from "~/features/site-content/page-document";
import { SITE_PAGES } from "~/features/site-content/site-pages.schema";
import { getEnvironment } from "~/lib/env.server";
import { createId } from "~/lib/ids";
import { getAuth, getDb } from "~/server/app-context.server";
import { createBankQuestion } from "~/server/factories/assessment-factory";
import { insertBlock, insertChapter, insertEnrolment, insertLesson } from "~/server/factories/course-factory";
import { insertEnrolledUser } from "~/server/factories/cpd-factory";
import { buildBookingInput } from "~/server/factories/event-factory";
import { insertUser } from "~/server/factories/user-factory";
import type { SitePagesTable } from "~db/schema";
import { insertFormResponse, type RouteWorld } from "./route-world";
import { scorm12Package } from "./sample-packages";
import { MINIMAL_PDF } from "./sample-uploads";

/**
 * The smallest valid body for a route's intent, so an allowed caller really writes (and a refused
 * one is shown not to). Built again for each allowed caller: deletions get a record of their own,
 * saves the current version, so each allowed write can succeed and the world's records stay. A route or intent not listed gets a form with just its intent: then
 * the allowed answer may be a 400, which still shows the caller was let in.
 */
export interface RequestBody {
  headers: Record<string, string>;
  /** A fresh body per request (a Request consumes its body). */
  create: () => BodyInit;
  /** True when this is a whole, valid request for the intent: an allowed caller's must succeed. */
  isComplete: boolean;
}

// A 1x1 transparent PNG.
const TINY_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

const form = (fields: Record<string, string>): RequestBody => ({
  headers: { "Content-Type": "application/x-www-form-urlencoded" },
  create: () => new URLSearchParams(fields),
  isComplete: true,
});

const json = (value: unknown): RequestBody => ({
  headers: { "Content-Type": "application/json" },
  create: () => JSON.stringify(value),
  isComplete: true,
});

function upload(kind: string, bytes: Uint8Array<ArrayBuffer>, name: string, type: string): RequestBody {
  return {
    headers: {},
    create: () => {
      const formData = new FormData();
      formData.set("kind", kind);
      formData.set("file", new File([bytes], name, { type }));
      return formData;
    },
    isComplete: true,
  };
}

async function sitePageContentRow(key: string) {
  await ensurePageContent(getDb());
  return getDb()
    .selectFrom("site_page_content")
    .select(["version", "draft_json"])
    .where("id", "=", key)
    .executeTakeFirstOrThrow();
}

type BodyBuilder = (world: RouteWorld) => Promise<RequestBody> | RequestBody;

async function webhookEndpointVersion(id: string) {
  const row = await getDb()
    .selectFrom("webhook_endpoints")
    .select("version")
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
  return String(row.version);
}

async function versionOf(table: "chapters" | "lessons" | "content_blocks", id: string) {
  const row = await getDb().selectFrom(table).select("version").where("id", "=", id).executeTakeFirstOrThrow();
  return row.version;
}

/** The ids of a course's chapters, a chapter's lessons or a lesson's blocks, in their order. */
async function idsInOrder(table: "chapters" | "lessons" | "content_blocks", parentId: string) {
  const parent = table === "chapters" ? "course_id" : table === "lessons" ? "chapter_id" : "lesson_id";
  const rows = await getDb().selectFrom(table).select(["id", parent]).orderBy("position").execute();
  return rows.filter((row) => (row as Record<string, unknown>)[parent] === parentId).map((row) => row.id);
}

const OUTLINE: Record<string, BodyBuilder> = {
  "add-chapter": () => form({ intent: "add-chapter", title: "Added by the matrix" }),
  "rename-chapter": async ({ course }) =>
    form({
      intent: "rename-chapter",
      chapterId: course.chapter.id,
      title: course.chapter.title,
      version: String(await versionOf("chapters", course.chapter.id)),
    }),
  "reorder-chapters": async ({ course }) =>
    form({
      intent: "reorder-chapters",
      orderedIds: (await idsInOrder("chapters", course.course.id)).join(","),
    }),
  "add-lesson": ({ course }) =>
    form({ intent: "add-lesson", chapterId: course.chapter.id, title: "Added by the matrix" }),
  "rename-lesson": async ({ course }) =>
    form({
      intent: "rename-lesson",
      lessonId: course.lesson.id,
      title: course.lesson.title,
      version: String(await versionOf("lessons", course.lesson.id)),
    }),
  // Sequencing (decision 0093): "" keeps the chapter open, so no other suite finds it locked.
  "set-chapter-unlock": async ({ course }) =>
    form({
      intent: "set-chapter-unlock",
      chapterId: course.secondChapter.id,
      quizBlockId: "",
      version: String(await versionOf("chapters", course.secondChapter.id)),
    }),
  "reorder-lessons": async ({ course }) =>
    form({
      intent: "reorder-lessons",
      chapterId: course.chapter.id,
      orderedIds: (await idsInOrder("lessons", course.chapter.id)).join(","),
    }),
  "delete-lesson": async ({ course }) => {
    const lesson = await insertLesson(getDb(), course.secondChapter, { title: "To be deleted", position: 99 });
    return form({ intent: "delete-lesson", lessonId: lesson.id });
  },
  "delete-chapter": async ({ course }) => {
    const chapter = await insertChapter(getDb(), course.course.id, { title: "To be deleted", position: 99 });
    const lesson = await insertLesson(getDb(), chapter, { title: "Inside the deleted chapter" });
    await insertBlock(getDb(), lesson);
    return form({ intent: "delete-chapter", chapterId: chapter.id });
  },
};

const BLOCKS: Record<string, BodyBuilder> = {
  "add-block": ({ course }) => json({ intent: "add-block", lessonId: course.lesson.id, type: "text" }),
  "save-block": async ({ course }) =>
    json({
      intent: "save-block",
      blockId: course.blocks.text.id,
      version: await versionOf("content_blocks", course.blocks.text.id),
      title: "",
      content: { html: "<p>Saved by the matrix.</p>" },
    }),
  "reorder-blocks": async ({ course }) =>
    json({
      intent: "reorder-blocks",
      lessonId: course.lesson.id,
      orderedIds: await idsInOrder("content_blocks", course.lesson.id),
    }),
  "delete-block": async ({ course }) => {
    const block = await insertBlock(getDb(), course.lesson, { position: 99 });
    return json({ intent: "delete-block", blockId: block.id });
  },
};

async function userVersion(userId: string) {
  const user = await getDb().selectFrom("user").select("version").where("id", "=", userId).executeTakeFirstOrThrow();
  return String(user.version);
}

async function courseSettingsFields({ course }: RouteWorld) {
  const row = await getDb()
    .selectFrom("courses")
    .selectAll()
    .where("id", "=", course.course.id)
    .executeTakeFirstOrThrow();
  return {
    intent: "save-settings",
    name: row.name,
    title: row.title,
    subtitle: row.subtitle,
    type: row.type,
    coverUrl: row.cover_url ?? "",
    descriptionHtml: row.description_html,
    outcome: row.outcome,
    requirements: row.requirements,
    slug: row.slug,
    isPublished: row.is_published ? "on" : "",
    isSelfEnrolmentOpen: row.is_self_enrolment_open ? "on" : "",
    offersCertificate: row.offers_certificate ? "on" : "",
    durationMinutes: row.duration_minutes ? String(row.duration_minutes) : "",
    version: String(row.version),
  };
}

/** A pending request for a place in A's course by the spare student (made pending again if answered). */
async function pendingRequestOf({ course, spareStudent }: RouteWorld) {
  const id = createId();
  await getDb()
    .insertInto("enrolment_requests")
    .values({
      id,
      course_id: course.course.id,
      user_id: spareStudent.id,
      message: "",
      status: "pending",
      created_at: new Date().toISOString(),
      decided_at: null,
      decided_by_user_id: null,
    })
    .onConflict((conflict) => conflict.columns(["course_id", "user_id"]).doUpdateSet({ status: "pending" }))
    .execute();
  const row = await getDb()
    .selectFrom("enrolment_requests")
    .select("id")
    .where("course_id", "=", course.course.id)
    .where("user_id", "=", spareStudent.id)
    .executeTakeFirstOrThrow();
  return row.id;
}

async function formVersion({ forms }: RouteWorld) {
  const row = await getDb()
    .selectFrom("forms")
    .select("version")
    .where("id", "=", forms.formId)
    .executeTakeFirstOrThrow();
  return String(row.version);
}

const FORM_BUILDER: Record<string, BodyBuilder> = {
  "save-content": async (world) =>
    form({
      intent: "save-content",
      version: await formVersion(world),
      content: JSON.stringify({
        title: "Matrix survey",
        description: "Saved by the matrix.",
        fields: [{ id: "q1", type: "short-text", label: "Your name", helpText: "", required: true, options: [] }],
      }),
    }),
  "save-settings": async (world) =>
    form({ intent: "save-settings", version: await formVersion(world), thankYouMessage: "Thanks from the matrix." }),
  "close-form": async (world) => form({ intent: "close-form", version: await formVersion(world) }),
  "open-form": async (world) => form({ intent: "open-form", version: await formVersion(world) }),
};

/** The world's company (decision 0039): the admin edits it, adds and removes people. */
const COMPANY_ADMIN: Record<string, BodyBuilder> = {
  "update-company": async ({ company }) => {
    const row = await getDb()
      .selectFrom("companies")
      .select(["name", "version"])
      .where("id", "=", company.companyId)
      .executeTakeFirstOrThrow();
    return form({ intent: "update-company", name: row.name, version: String(row.version) });
  },
  "add-employee": () =>
    form({ intent: "add-employee", name: "Matrix Employee", email: `matrix-employee-${createId()}@example.test` }),
  "add-manager": async () => {
    const account = await insertUser(getAuth(), getDb(), { role: "student", name: "Matrix Manager" });
    return form({ intent: "add-manager", userId: account.id });
  },
  "remove-manager": async ({ company }) => {
    const account = await insertUser(getAuth(), getDb(), { role: "student", name: "Manager To Remove" });
    await getDb()
      .insertInto("company_managers")
      .values({ company_id: company.companyId, user_id: account.id, added_at: new Date().toISOString() })
      .execute();
    return form({ intent: "remove-manager", userId: account.id });
  },
  "remove-employee": async ({ company }) => {
    const id = createId();
    await getDb()
      .insertInto("company_employees")
      .values({
        id,
        company_id: company.companyId,
        user_id: null,
        name: "Employee To Remove",
        email: `remove-${id}@example.test`,
        added_at: new Date().toISOString(),
        confirmed_at: new Date().toISOString(),
      })
      .execute();
    return form({ intent: "remove-employee", employeeId: id });
  },
  // An invitation of its own, sent a day ago (decision 0105-employee-consent), so a resend is allowed.
  "resend-invitation": async ({ company }) => form({ intent: "resend-invitation", employeeId: await invited(company) }),
  "cancel-invitation": async ({ company }) => form({ intent: "cancel-invitation", employeeId: await invited(company) }),
};

async function invited(company: { companyId: string }) {
  const id = createId();
  const dayAgo = new Date(Date.now() - 86_400_000).toISOString();
  await getDb()
    .insertInto("company_employees")
    .values({
      id,
      company_id: company.companyId,
      user_id: null,
      name: "Invited Employee",
      email: `invited-${id}@example.test`,
      added_at: dayAgo,
      invitation_sent_at: dayAgo,
      invitation_sends: 1,
    })
    .execute();
  return id;
}

/**
 * The question bank's intents (decision 0090), for a course's bank or the shared one: each write
 * acts on records of its own (a fresh category or question), so every allowed caller's succeeds.
 */
function bankBuilders(courseIdOf: (world: RouteWorld) => string | null): Record<string, BodyBuilder> {
  const fresh = (world: RouteWorld) =>
    createBankQuestion(getDb(), { courseId: courseIdOf(world), categoryName: `Matrix ${createId()}` });
  const csv = "type,question,correct\r\ntrue-false,<p>Audits are planned.</p>,true\r\n";
  return {
    "create-category": () => form({ intent: "create-category", name: `Matrix ${createId()}` }),
    "rename-category": async (world) => {
      const { categoryId } = await fresh(world);
      return form({ intent: "rename-category", categoryId, name: `Renamed ${createId()}`, version: "1" });
    },
    "archive-question": async (world) => {
      const { questionId } = await fresh(world);
      return form({ intent: "archive-question", questionId, version: "1" });
    },
    "restore-question": async (world) => {
      const { questionId } = await fresh(world);
      const archived = await setQuestionArchived(
        getDb(),
        { courseId: courseIdOf(world) },
        { questionId, version: 1, archived: true },
      );
      if (!archived.ok) throw new Error(archived.message);
      return form({ intent: "restore-question", questionId, version: "2" });
    },
    "import-csv": async (world) => {
      const { categoryId } = await fresh(world);
      return bankUpload("import-csv", categoryId, new TextEncoder().encode(csv), "bank.csv");
    },
    "import-qti": async (world) => {
      const { categoryId } = await fresh(world);
      const item = `<assessmentItem xmlns="http://www.imsglobal.org/xsd/imsqti_v2p1" identifier="a" title="Audits"><responseDeclaration identifier="RESPONSE" cardinality="single" baseType="identifier"><correctResponse><value>true</value></correctResponse></responseDeclaration><itemBody><div><p>Audits are planned.</p></div><choiceInteraction responseIdentifier="RESPONSE" maxChoices="1"><simpleChoice identifier="true">True</simpleChoice><simpleChoice identifier="false">False</simpleChoice></choiceInteraction></itemBody></assessmentItem>`;
      return bankUpload("import-qti", categoryId, new TextEncoder().encode(item), "item.xml");
    },
    "delete-category": async (world) => {
      const made = await createCategory(getDb(), { courseId: courseIdOf(world) }, { name: `Empty ${createId()}` });
      if (!made.ok) throw new Error(made.message);
      return form({ intent: "delete-category", categoryId: made.categoryId, version: "1" });
    },
  };
}

function bankUpload(intent: string, categoryId: string, bytes: Uint8Array, name: string): RequestBody {
  return {
    headers: {},
    create: () => {
      const formData = new FormData();
      formData.set("intent", intent);
      formData.set("categoryId", categoryId);
      formData.set("file", new File([new Uint8Array(bytes)], name));
      return formData;
    },
    isComplete: true,
  };
}

/** A save of the world's question (in its bank's editor) at the version it has now. */
function questionSave(questionOf: (world: RouteWorld) => { questionId: string; categoryId: string }): BodyBuilder {
  return async (world) => {
    const { questionId, categoryId } = questionOf(world);
    const { version } = await getDb()
      .selectFrom("questions")
      .select("version")
      .where("id", "=", questionId)
      .executeTakeFirstOrThrow();
    return form({
      intent: "save-question",
      version: String(version),
      type: "true-false",
      categoryId,
      title: "Which clause covers internal audit?",
      tags: "iso 9001",
      points: "1",
      stemHtml: "<p>Clause 9.2 covers internal audit.</p>",
      feedbackHtml: "",
      correctAnswer: "true",
    });
  };
}

const BUILDERS: Record<string, Record<string, BodyBuilder>> = {
  "edit-course/:courseId/question-bank": bankBuilders((world) => world.course.course.id),
  "question-bank": bankBuilders(() => null),
  "edit-course/:courseId/question-bank/:questionId": {
    "save-question": questionSave((world) => world.questionBank.course),
  },
  "question-bank/:questionId": { "save-question": questionSave((world) => world.questionBank.shared) },
  "instructor/form/:formId": FORM_BUILDER,
  "instructor/form/:formId/responses": {
    "delete-response": async ({ forms }) =>
      form({ intent: "delete-response", responseId: await insertFormResponse(forms.formId, "To be deleted") }),
  },
  "f/:slug": {
    // Shown ten seconds ago, so the minimum time to fill it in has passed.
    "": ({ forms }) =>
      form({
        started: signShownAt(getEnvironment().authSecret, forms.formId, Date.now() - 10_000),
        "field-q1": "Visitor from the matrix",
      }),
  },
  "api/courses/:courseId/outline": OUTLINE,
  "api/courses/:courseId/blocks": BLOCKS,
  "edit-course/:courseId/settings": {
    "save-settings": async (world) => form(await courseSettingsFields(world)),
    enrol: ({ spareStudent }) => form({ intent: "enrol", userId: spareStudent.id }),
    unenrol: async ({ spareStudent, course }) => {
      const enrolled = await getDb()
        .selectFrom("enrolments")
        .select("id")
        .where("course_id", "=", course.course.id)
        .where("user_id", "=", spareStudent.id)
        .executeTakeFirst();
      if (!enrolled) await insertEnrolment(getDb(), course.course.id, spareStudent.id);
      return form({ intent: "unenrol", userId: spareStudent.id });
    },
    "accept-request": async (world) => form({ intent: "accept-request", requestId: await pendingRequestOf(world) }),
    "decline-request": async (world) => form({ intent: "decline-request", requestId: await pendingRequestOf(world) }),
  },
  "course-overview/:slug": {
    quote: () => ({ ...form({ intent: "quote" }), isComplete: false }),
    enrol: () => form({ intent: "enrol" }),
    "request-place": () => form({ intent: "request-place", message: "I would like a place." }),
  },
  "course/:courseId/:chapterId?/:lessonId?": {
    "complete-lesson": () => form({ intent: "complete-lesson" }),
    "submit-quiz": ({ course }) => form({ intent: "submit-quiz", blockId: course.blocks.quiz.id, "answer-q1": "q1b" }),
    "save-survey": ({ course }) =>
      form({ intent: "save-survey", blockId: course.blocks.survey.id, "response-s1": "Finding the time." }),
    enrol: () => form({ intent: "enrol" }),
  },
  "admin/users": {
    "invite-user": () =>
      form({
        intent: "invite-user",
        name: "Ayanda Zulu",
        email: `invited-${createId()}@example.test`,
        role: "student",
      }),
    "change-role": async ({ spareStudent }) =>
      form({
        intent: "change-role",
        userId: spareStudent.id,
        role: "student",
        version: await userVersion(spareStudent.id),
      }),
    deactivate: async ({ spareStudent }) =>
      form({ intent: "deactivate", userId: spareStudent.id, version: await userVersion(spareStudent.id) }),
    reactivate: async ({ spareStudent }) =>
      form({ intent: "reactivate", userId: spareStudent.id, version: await userVersion(spareStudent.id) }),
  },
  "admin/companies": {
    "create-company": () => form({ intent: "create-company", name: `Matrix Added ${createId()}` }),
  },
  "admin/companies/:companyId": COMPANY_ADMIN,
  "admin/enquiries": {
    "": async ({ site }) => {
      const enquiry = await getDb()
        .selectFrom("enquiries")
        .select("version")
        .where("id", "=", site.enquiryId)
        .executeTakeFirstOrThrow();
      return form({ id: site.enquiryId, status: "handled", version: String(enquiry.version) });
    },
  },
  "admin/webhooks": {
    create: () =>
      form({
        intent: "create",
        url: "https://93.184.215.14/matrix-hooks",
        description: "Added by the matrix",
        eventTypes: "booking.created",
      }),
  },
  "admin/webhooks/:endpointId": {
    update: async ({ webhooks }) =>
      form({
        intent: "update",
        url: "https://93.184.215.14/campus-hooks",
        description: "Matrix CRM",
        eventTypes: "enquiry.created",
        enabled: "on",
        version: await webhookEndpointVersion(webhooks.endpointId),
      }),
    enable: async ({ webhooks }) =>
      form({ intent: "enable", version: await webhookEndpointVersion(webhooks.endpointId) }),
    replay: ({ webhooks }) => form({ intent: "replay", deliveryId: webhooks.deliveryId }),
  },
  // The home page's copy as stored, at its current version (decision 0054).
  "admin/site-content/:pageKey": {
    "save-draft": async () => {
      const row = await sitePageContentRow("home");
      return form({
        intent: "save-draft",
        version: String(row.version),
        ...documentFormFields(SITE_PAGES.home.descriptor, JSON.parse(row.draft_json)),
      });
    },
    publish: async () => form({ intent: "publish", version: String((await sitePageContentRow("home")).version) }),
    "discard-draft": async () =>
      form({ intent: "discard-draft", version: String((await sitePageContentRow("home")).version) }),
  },
  "event/:eventId": {
    // The world's event is put back (not cancelled) first, so each allowed caller really cancels it.
    "cancel-event": async ({ site }) => {
      await getDb().updateTable("events").set({ cancelled_at: null }).where("id", "=", site.eventId).execute();
      return form({ intent: "cancel-event" });
    },
  },
  // Each allowed caller finds the booking as the world made it (the first one's POST really acted).
  "bookings/cancel/:token": {
    "": async ({ site }) => {
      await getDb()
        .updateTable("event_bookings")
        .set({ status: "waitlisted", cancelled_at: null })
        .where("id", "=", site.waitlist.waitingId)
        .execute();
      return form({});
    },
  },
  "bookings/offer/:token": {
    "": async ({ site }) => {
      await getDb()
        .updateTable("event_bookings")
        .set({ status: "offered", offer_expires_at: site.waitlist.offerExpiresAt })
        .where("id", "=", site.waitlist.offeredId)
        .execute();
      return form({});
    },
  },
  "manage-events": {
    "mark-attendance": async ({ site }) => {
      const booking = await getDb()
        .selectFrom("event_bookings")
        .select("id")
        .where("event_id", "=", site.eventId)
        .executeTakeFirstOrThrow();
      return form({ intent: "mark-attendance", eventId: site.eventId, bookingId: booking.id, attended: "true" });
    },
    "import-attendance": async ({ site }) => {
      const booking = await getDb()
        .selectFrom("event_bookings")
        .select("email")
        .where("event_id", "=", site.eventId)
        .executeTakeFirstOrThrow();
      const zoom = `Name (Original Name),User Email,Join Time,Leave Time,Duration (Minutes)\r\nMatrix,${booking.email},,,95\r\n`;
      return {
        headers: {},
        create: () => {
          const formData = new FormData();
          formData.set("intent", "import-attendance");
          formData.set("eventId", site.eventId);
          formData.set("file", new File([zoom], "zoom.csv", { type: "text/csv" }));
          return formData;
        },
        isComplete: true,
      };
    },
  },
  "manage-events/:eventId/check-in": {
    // A confirmed booking of its own for each allowed caller: a second scan of one code is a 409.
    // The world's event is put back (not cancelled) first: event/:eventId's cancel-event runs before.
    "check-in": async ({ site }) => {
      await getDb().updateTable("events").set({ cancelled_at: null }).where("id", "=", site.eventId).execute();
      const id = createId();
      const { eventId, ...input } = buildBookingInput(site.eventId, { name: "Matrix", surname: "Check-in" });
      await getDb()
        .insertInto("event_bookings")
        .values({
          id,
          event_id: eventId,
          ...input,
          created_at: new Date().toISOString(),
          status: "confirmed",
          checkin_code_hash: checkinCodeHash(id),
        })
        .execute();
      return form({ intent: "check-in", code: checkinCode(id) });
    },
  },
  "course-details/:id": {
    "remove-user": async ({ cpd }) => {
      const enrolled = await insertEnrolledUser(getDb(), cpd.cpdCourse.id, { name: "To be removed" });
      return form({ intent: "remove-user", enrolledUserId: enrolled.id });
    },
  },
  // SCORM packages (decision 0097-scorm-content-packages): S's commit at the version S last saved.
  "course/:courseId/packages/:packageId/runtime": {
    commit: async ({ course, actors }) => {
      const attempt = await getDb()
        .selectFrom("package_attempts")
        .select("version")
        .where("package_id", "=", course.packageId)
        .where("user_id", "=", actors.student.user?.id as string)
        .executeTakeFirst();
      return json({
        intent: "commit",
        scoIndex: 0,
        version: attempt?.version ?? 0,
        cmi: {
          location: "page-2",
          suspendData: "",
          lessonStatus: "incomplete",
          scoreRaw: "",
          scoreMin: "",
          scoreMax: "",
          exit: "suspend",
          sessionTime: "0000:01:00",
          terminated: false,
        },
      });
    },
  },
  "api/courses/:courseId/packages": {
    "upload-package": () => ({
      headers: {},
      create: () => {
        const formData = new FormData();
        formData.set(
          "package",
          new File([new Uint8Array(scorm12Package())], "package.zip", { type: "application/zip" }),
        );
        return formData;
      },
      isComplete: true,
    }),
  },
  "api/uploads": {
    image: () => upload("image", new Uint8Array(TINY_PNG), "pixel.png", "image/png"),
    pdf: () => upload("pdf", MINIMAL_PDF, "notes.pdf", "application/pdf"),
  },
  "auth/profile": { "": () => form({ image: "" }) },
  profile: { "": () => form({ image: "" }) },
  "edit-page/:pageId": {
    // Declared after save: the draft page goes last. Every staff member may delete it, so each
    // allowed caller finds it again (the first one's delete really happened).
    delete: async ({ site }) => {
      await restoreDraftPage(site.draftPageId);
      return form({ intent: "delete" });
    },
    save: async ({ site }) => {
      const page = await getDb()
        .selectFrom("site_pages")
        .selectAll()
        .where("id", "=", site.draftPageId)
        .executeTakeFirstOrThrow();
      return form({
        title: page.title,
        description: page.description,
        bodyHtml: page.body_html,
        version: String(page.version),
      });
    },
  },
  "add-page": { "": () => form({ title: `Matrix page ${createId()}`, description: "", bodyHtml: "<p>Added.</p>" }) },
  // Learning paths (decision 0094-learning-paths)
  "learning-paths": { "create-path": () => form({ intent: "create-path", title: `Matrix path ${createId()}` }) },
  "learning-paths/:pathId": {
    "save-path": async ({ paramValues }) => {
      const path = await getDb()
        .selectFrom("learning_paths")
        .selectAll()
        .where("id", "=", paramValues.pathId as string)
        .executeTakeFirstOrThrow();
      return form({
        intent: "save-path",
        title: path.title,
        slug: path.slug,
        summary: path.summary,
        descriptionHtml: path.description_html,
        isPublished: path.is_published ? "on" : "",
        offersCertificate: path.offers_certificate ? "on" : "",
        version: String(path.version),
      });
    },
  },
};

const draftPageRows = new Map<string, Selectable<SitePagesTable>>();

/** Puts the world's draft page back, as it was first seen, when an allowed delete removed it. */
async function restoreDraftPage(id: string) {
  const db = getDb();
  const row = await db.selectFrom("site_pages").selectAll().where("id", "=", id).executeTakeFirst();
  if (row) {
    if (!draftPageRows.has(id)) draftPageRows.set(id, row);
    return;
  }
  const saved = draftPageRows.get(id);
  if (saved) await db.insertInto("site_pages").values(saved).execute();
}

export async function requestBodyFor(
  world: RouteWorld,
  routePath: string,
  intent: string | undefined,
  intentField: string,
): Promise<RequestBody> {
  const build = BUILDERS[routePath]?.[intent ?? ""];
  if (build) return build(world);
  return { ...form(intent ? { [intentField]: intent } : {}), isComplete: false };
}

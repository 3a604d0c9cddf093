import { markSubmission } from "~/features/assessment/assignments/assignment-marking.server";
import { cancelBookingByLink } from "~/features/bookings/booking-links.server";
import { bookEvent } from "~/features/bookings/bookings.server";
import { cancelToken, confirmationToken, offerToken } from "~/features/bookings/waitlist.server";
import { issueCourseCompletionCertificate } from "~/features/certificates/completion-certificate.server";
import { emptyContent, issueCertificate } from "~/features/certificates/issue-certificate.server";
import { recordQuizAttempt } from "~/features/content-blocks/answers/quiz-attempts.server";
import { importPackage } from "~/features/content-packages/import-package.server";
import { createForm, saveFormContent, setFormStatus } from "~/features/forms/forms.server";
import { COURSE_COMPLETION_REQUIREMENTS } from "~/features/learning/progress.server";
import { issueCreditNote } from "~/features/selling/credit-notes.server";
import { createQuotation, quotationToken } from "~/features/selling/quotations.server";
import { recordPayment } from "~/features/selling/settle.server";
import { ensurePageContent } from "~/features/site-content/page-content.server";
import { createSitePage } from "~/features/site-pages/site-pages.server";
import { createScheduleEntry } from "~/features/training-schedule/training-schedule.server";
import { getEnvironment } from "~/lib/env.server";
import { fileStorage } from "~/lib/file-storage.server";
import { createId } from "~/lib/ids";
import type { SessionUser } from "~/platform/auth/session.server";
import { queueEmail } from "~/platform/mail/mail.server";
import { unsubscribeToken } from "~/platform/mail/unsubscribe.server";
import { emitWebhookEvent } from "~/platform/webhooks/emit-webhook-event.server";
import { createWebhookEndpoint } from "~/platform/webhooks/endpoints.server";
import { webhookSettings } from "~/platform/webhooks/webhook-settings.server";
import { getAuth, getDb } from "~/server/app-context.server";
import {
  assignAssessmentStaff,
  createBankQuestion,
  insertAssignmentBlock,
  insertAssignmentSubmission,
} from "~/server/factories/assessment-factory";
import {
  addCourseInstructor,
  insertBlock,
  insertChapter,
  insertCourse,
  insertEnrolment,
  insertLesson,
} from "~/server/factories/course-factory";
import { insertCpdCourse, insertEnrolledUser } from "~/server/factories/cpd-factory";
import { insertEnquiry } from "~/server/factories/enquiry-factory";
import { buildBookingInput, insertEvent } from "~/server/factories/event-factory";
import { acceptFulfilment, insertOrder, personBuyer, setSupplierDetails } from "~/server/factories/selling-factory";
import { insertUser } from "~/server/factories/user-factory";
import type { UserRole } from "~db/schema";
import { essay, insertQuestion, insertQuestionCategory } from "./bank-quiz-samples";
import { insertCpdActivity } from "./cpd-activity-samples";
import { eventStartingSoon } from "./event-on-the-day";
import { scorm12Package } from "./sample-packages";
import { AUDIT_PROGRAMME_QUESTION } from "./sample-quiz";
import { MINIMAL_PDF, savePdfUpload } from "./sample-uploads";
import { buildEftRecords } from "./selling-eft-records";
import { insertSellingRecords } from "./selling-records";
import { signedInAs } from "./sign-in";

/**
 * One small but complete Campus for the suites generated from the route table (authorisation
 * matrix, hostile input): six actors and a record of every kind a route param can point at, built
 * once per test file in beforeAll. paramsFor(path) fills a route's params with instructor A's
 * records, so a new route with a known param name is covered without editing a test.
 */

export const ACTOR_NAMES = [
  "anonymous",
  "student",
  "otherStudent",
  "owner",
  "otherInstructor",
  "admin",
  "finance",
] as const;
export type ActorName = (typeof ACTOR_NAMES)[number];

export interface Actor {
  name: ActorName;
  /** Undefined for the anonymous visitor. */
  user?: SessionUser & { password: string };
  /** The Cookie header of a real better-auth session; "" for the anonymous visitor. */
  cookie: string;
}

async function signedInActor(name: ActorName, role: UserRole, displayName: string): Promise<Actor> {
  const { cookie, password, ...user } = await signedInAs(role, { name: displayName });
  return { name, cookie, user: { ...user, image: null, bio: null, locale: null, password } };
}

/** Instructor A's online course: two chapters, lessons with text, quiz, survey and pdf blocks, a lesson file. */
async function buildOwnedCourse(owner: Actor) {
  const db = getDb();
  const course = await insertCourse(db, {
    name: "ISO 9001 Internal Auditor (A)",
    offers_certificate: 1,
    // Open, so "enrol" is a real write for a signed-in student (restore() takes such enrolments back).
    is_self_enrolment_open: 1,
    created_by_user_id: owner.user?.id ?? null,
  });
  await addCourseInstructor(db, course.id, owner.user?.id as string);
  const chapter = await insertChapter(db, course.id, { title: "Planning the audit", position: 1 });
  const secondChapter = await insertChapter(db, course.id, { title: "Reporting findings", position: 2 });
  const lesson = await insertLesson(db, chapter, { title: "The audit programme", position: 1 });
  const secondLesson = await insertLesson(db, secondChapter, { title: "Writing nonconformities", position: 1 });
  const lessonFile = await savePdfUpload(owner.user ?? null, "audit-checklist.pdf");
  const textBlock = await insertBlock(db, lesson, { type: "text", position: 1 });
  const quizBlock = await insertBlock(db, lesson, {
    type: "quiz",
    title: "Check your understanding",
    position: 2,
    content: {
      questions: [AUDIT_PROGRAMME_QUESTION],
    },
  });
  const surveyBlock = await insertBlock(db, lesson, {
    type: "survey",
    title: "Your experience",
    position: 3,
    content: { questions: [{ id: "s1", question: "What is hardest?", kind: "text", choices: [] }] },
  });
  const pdfBlock = await insertBlock(db, lesson, {
    type: "pdf",
    position: 4,
    content: { url: `/uploads/${lessonFile.stored_name}`, fileName: "audit-checklist.pdf" },
  });
  await db
    .insertInto("course_files")
    .values({ stored_name: lessonFile.stored_name, course_id: course.id, created_at: new Date().toISOString() })
    .execute();
  // A SCORM 1.2 package in the second lesson (decision 0097-scorm-content-packages), so completing
  // the first lesson by hand stays allowed.
  const imported = await importPackage(db, fileStorage(getEnvironment().uploadDirectory), {
    courseId: course.id,
    userId: owner.user?.id ?? null,
    bytes: scorm12Package(),
    target: "package",
  });
  if (!imported.ok) throw new Error(`the route world's package was refused: ${imported.message}`);
  await insertBlock(db, secondLesson, {
    type: "package",
    position: 1,
    content: { packageId: imported.package.id, title: imported.package.title },
  });
  return {
    course,
    packageId: imported.package.id,
    chapter,
    secondChapter,
    lesson,
    secondLesson,
    lessonFile,
    blocks: { text: textBlock, quiz: quizBlock, survey: surveyBlock, pdf: pdfBlock },
  };
}

/**
 * Assessment (decision 0095): an assignment in A's course (added after S finished it), S's first
 * submission marked not yet competent by A, and S's second, with a PDF, awaiting marking.
 */
async function buildAssignmentRecords(
  owned: Awaited<ReturnType<typeof buildOwnedCourse>>,
  owner: Actor,
  student: Actor,
) {
  const db = getDb();
  const block = await insertAssignmentBlock(db, owned.lesson);
  const studentId = student.user?.id as string;
  const first = await insertAssignmentSubmission(db, {
    blockId: block.id,
    courseId: owned.course.id,
    userId: studentId,
  });
  const marked = await markSubmission(db, {
    courseId: owned.course.id,
    submissionId: first.id,
    assessorUserId: owner.user?.id as string,
    version: 1,
    criteria: {
      scope: { outcome: "competent", comment: "" },
      plan: { outcome: "not-yet-competent", comment: "No dates." },
    },
    comment: "Add the dates.",
    baseUrl: getEnvironment().baseUrl,
  });
  if (!marked.ok) throw new Error(`the world's assignment mark was refused: ${marked.message}`);
  const storedName = `assignment-${createId()}.pdf`;
  await fileStorage(getEnvironment().uploadDirectory).put(storedName, MINIMAL_PDF, "application/pdf");
  const second = await insertAssignmentSubmission(db, {
    blockId: block.id,
    courseId: owned.course.id,
    userId: studentId,
    attemptNumber: 2,
    files: [
      { storedName, originalName: "audit-plan.pdf", contentType: "application/pdf", sizeBytes: MINIMAL_PDF.byteLength },
    ],
  });
  return { blockId: block.id, submissionId: second.id, fileId: second.fileIds[0] as string };
}

/** Student S finished A's course: every lesson completed, its quiz passed, enrolment completed, certificate issued. */
async function completeCourse(studentId: string, owned: Awaited<ReturnType<typeof buildOwnedCourse>>) {
  const db = getDb();
  const now = new Date().toISOString();
  const courseId = owned.course.id;
  const lessonIds = [owned.lesson.id, owned.secondLesson.id];
  await recordQuizAttempt(db, {
    blockId: owned.blocks.quiz.id,
    courseId,
    userId: studentId,
    content: { questions: [AUDIT_PROGRAMME_QUESTION] },
    answers: { q1: ["q1b"] },
  });
  await insertEnrolment(db, courseId, studentId, { completed_at: now });
  await db
    .insertInto("lesson_completions")
    .values(
      lessonIds.map((lessonId) => ({
        user_id: studentId,
        lesson_id: lessonId,
        course_id: courseId,
        completed_at: now,
      })),
    )
    .execute();
  const issued = await issueCourseCompletionCertificate(
    db,
    { userId: studentId, courseId },
    COURSE_COMPLETION_REQUIREMENTS,
  );
  if (!issued.issued) throw new Error(`the world's course certificate was not issued: ${issued.reason}`);
  return issued.certificate;
}

/** S's bank-quiz attempt in A's course whose essay waits for an assessor (decision 0090). */
async function buildEssayAttempt(studentId: string, owned: Awaited<ReturnType<typeof buildOwnedCourse>>) {
  const db = getDb();
  const categoryId = await insertQuestionCategory(db, owned.course.id, "Audit reports");
  const content = essay("Describe a nonconformity you would raise.");
  const questionId = await insertQuestion(db, categoryId, content, { title: "A nonconformity" });
  // On the course's quiz block, so the world's lessons and what finishing the course asks stay as they were.
  const block = owned.blocks.quiz;
  const id = createId();
  await db
    .insertInto("assessment_attempts")
    .values({
      id,
      block_id: block.id,
      course_id: owned.course.id,
      user_id: studentId,
      attempt_number: 1,
      status: "awaiting-marking",
      started_at: "2026-11-02T08:00:00.000Z",
      deadline_at: null,
      submitted_at: "2026-11-02T08:20:00.000Z",
      questions_json: JSON.stringify([{ questionId, title: "A nonconformity", content, shownOrder: null }]),
      answers_json: JSON.stringify({ [questionId]: { text: "The calibration record was missing." } }),
      score: 0,
      max_score: content.points,
      passed: null,
    })
    .execute();
  return id;
}

async function buildCpdRecords(admin: Actor) {
  const db = getDb();
  const cpdCourse = await insertCpdCourse(db, { created_by_user_id: admin.user?.id ?? null });
  const enrolledUser = await insertEnrolledUser(db, cpdCourse.id, { name: "Lindiwe Zulu" });
  await insertEnrolledUser(db, cpdCourse.id, { name: "Sipho Dlamini" });
  const { certificate } = await issueCertificate(db, {
    issuedByUserId: admin.user?.id ?? null,
    certificateNumber: enrolledUser.certificate_number,
    content: {
      ...emptyContent(),
      source: "cpd",
      cpd_course_id: cpdCourse.id,
      cpd_enrolled_user_id: enrolledUser.id,
      title: enrolledUser.title,
      recipient_name: enrolledUser.name,
      recipient_email: enrolledUser.email,
      course_name: cpdCourse.course_name,
      course_description: cpdCourse.course_description,
      completion_date: enrolledUser.completion_date,
    },
  });
  return { cpdCourse, enrolledUser, certificate };
}

async function buildSiteRecords(course: { id: string; name: string }) {
  const db = getDb();
  // On the day, so check-in and marking attendance are inside their window (decision 0073-check-in-window).
  const event = await insertEvent(db, eventStartingSoon());
  const booking = await bookEvent(db, buildBookingInput(event.id), { baseUrl: getEnvironment().baseUrl });
  if (!booking.ok) throw new Error(`the world's booking was refused: ${booking.reason}`);
  const scheduleEntryId = await createScheduleEntry(db, {
    courseTitle: course.name,
    courseId: course.id,
    startDate: "2099-03-02",
    durationDays: 3,
    isOnsite: true,
    isOnline: false,
    venue: "Birchwood Conference Centre",
  });
  const publishedPageId = await createSitePage(db, {
    title: "POPIA notice",
    description: "How Campus handles personal information.",
    bodyHtml: "<p>We keep what you send us for as long as we need it.</p>",
    isPublished: true,
  });
  const draftPageId = await createSitePage(db, {
    title: "Draft: new services",
    description: "Not published yet.",
    bodyHtml: "<p>Coming soon.</p>",
    isPublished: false,
  });
  const { id: enquiryId } = await insertEnquiry(db);
  const messageId = await queueEmail(db, {
    to: "someone@example.test",
    subject: "Your booking",
    html: "<p>See you there.</p>",
    text: "See you there.",
  });
  const waitlist = await buildWaitlistRecords();
  return { eventId: event.id, scheduleEntryId, publishedPageId, draftPageId, enquiryId, messageId, waitlist };
}

/**
 * A full event of one seat (decision 0031): its holder cancelled, so the first on the waitlist holds
 * an offer (the accept link's token) and the second still waits (the cancel link's token).
 */
async function buildWaitlistRecords() {
  const db = getDb();
  const baseUrl = getEnvironment().baseUrl;
  const event = await insertEvent(db, { title: "Matrix full webinar", capacity: 1 });
  const booked = [];
  for (const name of ["holder", "offered", "waiting"]) {
    const result = await bookEvent(db, buildBookingInput(event.id, { email: `matrix-${name}@example.test` }), {
      baseUrl,
    });
    if (!result.ok) throw new Error(`the world's waitlist booking was refused: ${result.reason}`);
    booked.push(result.bookingId);
  }
  const [holderId, offeredId, waitingId] = booked as [string, string, string];
  const cancelled = await cancelBookingByLink(db, cancelToken(holderId), { baseUrl });
  if (!cancelled.ok) throw new Error("the world's seat could not be freed");
  const offered = await db
    .selectFrom("event_bookings")
    .select("offer_expires_at")
    .where("id", "=", offeredId)
    .executeTakeFirstOrThrow();
  return {
    eventId: event.id,
    waitingId,
    offeredId,
    offerExpiresAt: offered.offer_expires_at as string,
    cancelToken: cancelToken(waitingId),
    offerToken: offerToken(offeredId, offered.offer_expires_at as string),
  };
}

/** A built form of A's, open, with one text question and one response (issue 11). */
async function buildFormRecords(owner: Actor) {
  const db = getDb();
  const { id } = await createForm(db, owner.user as SessionUser, "Matrix survey");
  const saved = await saveFormContent(db, owner.user as SessionUser, id, {
    title: "Matrix survey",
    description: "",
    fields: [
      {
        id: "q1",
        type: "short-text",
        label: "Your name",
        helpText: "",
        required: true,
        options: [],
        min: null,
        max: null,
        fileKind: "pdf",
      },
    ],
    version: 1,
  });
  if (!saved.ok) throw new Error("the world's form was not saved");
  await setFormStatus(db, owner.user as SessionUser, id, "open", saved.version);
  const form = await db.selectFrom("forms").select("slug").where("id", "=", id).executeTakeFirstOrThrow();
  const responseId = await insertFormResponse(id);
  return { formId: id, slug: form.slug, responseId };
}

/** A response to a built form, stored as the public form stores one. */
export async function insertFormResponse(formId: string, name = "Nomsa Matrix") {
  const responseId = createId();
  await getDb()
    .insertInto("form_responses")
    .values({
      id: responseId,
      form_id: formId,
      answers_json: JSON.stringify([{ fieldId: "q1", label: "Your name", type: "short-text", value: name }]),
      respondent_email: "",
      search_text: name.toLowerCase(),
      created_at: new Date().toISOString(),
    })
    .execute();
  return responseId;
}

/**
 * A client company (decision 0039): student S is its training manager, T one of its employees
 * (not a manager), so "company-manager" routes admit S alone. S is the company's Skills Development
 * Facilitator too (decision 0103-skills-evidence).
 */
async function buildCompanyRecords(manager: Actor, employee: Actor) {
  const db = getDb();
  const companyId = createId();
  const now = new Date().toISOString();
  await db
    .insertInto("companies")
    .values({ id: companyId, name: "Matrix Holdings", created_at: now, updated_at: now })
    .execute();
  const employeeId = createId();
  await db
    .insertInto("company_employees")
    .values({
      id: employeeId,
      company_id: companyId,
      user_id: employee.user?.id ?? null,
      name: employee.user?.name ?? "Thandi Other",
      email: (employee.user?.email ?? "").toLowerCase(),
      added_at: now,
      confirmed_at: now,
    })
    .execute();
  await db
    .insertInto("company_managers")
    .values({ company_id: companyId, user_id: manager.user?.id as string, added_at: now })
    .execute();
  // S is also the company's Skills Development Facilitator: "company-sdf" routes admit S and admins.
  await db
    .insertInto("company_skills_facilitators")
    .values({ company_id: companyId, user_id: manager.user?.id as string, assigned_at: now })
    .execute();
  return { companyId, employeeId };
}

/**
 * Selling: documents (decision 0082). T (an employee, not a manager) bought two seats for the
 * company S manages and paid: its tax invoice, and a credit note for one seat, are read by T as the
 * buyer, S as the company's training manager, and admins ("invoice-holder").
 */
async function buildSellingDocuments(buyer: Actor, companyId: string, quotationBuyer: Actor) {
  const db = getDb();
  await setSupplierDetails(db);
  const course = await insertCourse(db, { name: "Matrix Lead Auditor", price_cents: 450_000 });
  const order = await insertOrder(db, [{ itemType: "course", itemId: course.id, quantity: 2 }], {
    buyer: personBuyer({
      kind: "company",
      userId: buyer.user?.id ?? null,
      name: buyer.user?.name ?? "Thandi Other",
      email: buyer.user?.email ?? "thandi@example.test",
      companyId,
      companyName: "Matrix Holdings (Pty) Ltd",
      vatNumber: "4987654321",
      purchaseOrder: "PO-MATRIX-1",
    }),
  });
  const paid = await recordPayment(
    db,
    { orderId: order.id, amountCents: order.total_cents, receivedOn: "2026-11-20", method: "eft", source: "manual" },
    acceptFulfilment,
  );
  if (!paid.ok) throw new Error(`the world's order was not paid: ${paid.message}`);
  const invoice = await db
    .selectFrom("tax_documents")
    .selectAll()
    .where("order_id", "=", order.id)
    .where("kind", "=", "tax_invoice")
    .executeTakeFirstOrThrow();
  const [line] = await db.selectFrom("order_lines").select("id").where("order_id", "=", order.id).execute();
  const credited = await db.transaction().execute((trx) =>
    issueCreditNote(trx, invoice.id, {
      lines: [{ orderLineId: line?.id as string, quantity: 1 }],
      reason: "One seat cancelled",
    }),
  );
  if (!credited.ok) throw new Error(`the world's credit note was refused: ${credited.message}`);
  // A quotation made for S, valid a long while: S (by account) and admins open it, anyone with its link.
  const quotation = await createQuotation(db, {
    lines: [{ itemType: "course", itemId: course.id, quantity: 1 }],
    buyer: { kind: "person" },
    name: "Sizwe Student",
    email: quotationBuyer.user?.email as string,
    billingAddress: "1 Matrix Road, Pretoria",
    vatNumber: "",
    purchaseOrder: "",
    validUntil: "2099-12-31",
  });
  if (!quotation.ok) throw new Error(`the world's quotation was refused: ${quotation.message}`);
  return {
    orderId: order.id,
    invoiceId: invoice.id,
    creditNoteId: credited.creditNote.id,
    quotationId: quotation.order.id,
  };
}

/** A webhook endpoint (a public address, never posted to here: no worker runs) with one delivery to replay. */
async function buildWebhookRecords(admin: Actor) {
  const created = await createWebhookEndpoint(
    getDb(),
    {
      url: "https://93.184.215.14/campus-hooks",
      description: "Matrix CRM",
      eventTypes: ["enquiry.created"],
      createdByUserId: admin.user?.id as string,
    },
    webhookSettings(),
  );
  if (!created.ok) throw new Error(`the webhook endpoint was refused: ${JSON.stringify(created)}`);
  await emitWebhookEvent(getDb(), "enquiry.created", {
    enquiryId: "matrix",
    kind: "contact",
    name: "Nomsa Matrix",
    email: "nomsa@example.test",
    company: "Matrix Holdings",
    courseId: null,
  });
  const delivery = await getDb()
    .selectFrom("webhook_deliveries")
    .select("id")
    .where("endpoint_id", "=", created.id)
    .executeTakeFirstOrThrow();
  return { endpointId: created.id, deliveryId: delivery.id };
}

/** Selling: fulfilment. An unpaid order of Student S's for a priced online course. */
/** A published learning path holding one course. */
async function insertLearningPath(courseId: string, createdBy: string) {
  const now = new Date().toISOString();
  const path = { id: createId(), slug: `matrix-path-${createId()}`, title: "Matrix learning path" };
  await getDb()
    .insertInto("learning_paths")
    .values({ ...path, is_published: 1, created_by_user_id: createdBy, created_at: now, updated_at: now })
    .execute();
  await getDb()
    .insertInto("learning_path_courses")
    .values({ path_id: path.id, course_id: courseId, position: 1 })
    .execute();
  return path;
}

export async function buildRouteWorld() {
  const admin = await signedInActor("admin", "admin", "Ada Admin");
  const owner = await signedInActor("owner", "instructor", "Andile Owner");
  const otherInstructor = await signedInActor("otherInstructor", "instructor", "Bongani Other");
  const student = await signedInActor("student", "student", "Sizwe Student");
  const otherStudent = await signedInActor("otherStudent", "student", "Thandi Other");
  // The finance role: orders, invoices and payments, refused everything of learning content.
  const finance = await signedInActor("finance", "finance", "Farah Finance");
  const anonymous: Actor = { name: "anonymous", cookie: "" };
  // The public pages' copy exists before any GET, as after start-up (app/server/startup.server.ts).
  await ensurePageContent(getDb());

  const owned = await buildOwnedCourse(owner);
  // Assessment (decision 0090): A assesses their own course's work and the admin moderates it.
  await assignAssessmentStaff(getDb(), {
    courseId: owned.course.id,
    userId: owner.user?.id as string,
    role: "assessor",
  });
  await assignAssessmentStaff(getDb(), {
    courseId: owned.course.id,
    userId: admin.user?.id as string,
    role: "moderator",
  });
  // The question bank (decision 0090): a question in A's course bank and one in the shared bank.
  const courseBank = await createBankQuestion(getDb(), { courseId: owned.course.id });
  const sharedBank = await createBankQuestion(getDb(), { courseId: null, categoryName: "Shared" });
  // Instructor B's course, not published yet: hidden from everyone but B and admins.
  const otherCourse = await insertCourse(getDb(), { name: "ISO 14001 Awareness (B)", is_published: 0 });
  await addCourseInstructor(getDb(), otherCourse.id, otherInstructor.user?.id as string);
  const courseCertificate = await completeCourse(student.user?.id as string, owned);
  // After the certificate: a course's assignments count towards finishing it.
  const assignment = await buildAssignmentRecords(owned, owner, student);
  const essayAttemptId = await buildEssayAttempt(student.user?.id as string, owned);
  // A file of A's that no block uses: what DELETE /api/uploads/{uploadId} may remove.
  const spareUpload = await savePdfUpload(owner.user ?? null, "spare-notes.pdf");
  const cpd = await buildCpdRecords(admin);
  const site = await buildSiteRecords(owned.course);
  const forms = await buildFormRecords(owner);
  // Student S's own webinar booking (made while signed in): its .ics is S's alone.
  const studentBooking = await bookEvent(
    getDb(),
    buildBookingInput(site.eventId, { email: student.user?.email as string, name: "Sizwe" }),
    { baseUrl: getEnvironment().baseUrl, userId: student.user?.id ?? null },
  );
  if (!studentBooking.ok) throw new Error(`the student's booking was refused: ${studentBooking.reason}`);

  const company = await buildCompanyRecords(student, otherStudent);
  const webhooks = await buildWebhookRecords(admin);
  const selling = await buildSellingDocuments(otherStudent, company.companyId, student);

  // Student S's external CPD activity with its evidence, pending review (decision 0038).
  const cpdActivity = await insertCpdActivity(student.user?.id as string);

  // Selling. Student S's order awaiting payment by EFT, with a proof of payment: only S (or an admin)
  // may open, pay, prove or cancel it.
  const eft = await buildEftRecords(student.user as { id: string; name: string; email: string });

  // Learning paths (decision 0094-learning-paths): a published path of A's course.
  const learningPath = await insertLearningPath(owned.course.id, owner.user?.id as string);

  // Someone for admins and course editors to act on (enrol, change role, deactivate) without touching the actors.
  const spareStudent = await insertUser(getAuth(), getDb(), { role: "student", name: "Palesa Spare" });

  // Selling: an order the student bought and paid, its tax invoice, a credit note and the payment (REST API).
  const sale = await insertSellingRecords(getDb(), { buyerUserId: student.user?.id ?? null });

  const actors: Record<ActorName, Actor> = {
    anonymous,
    student,
    otherStudent,
    owner,
    otherInstructor,
    admin,
    finance,
  };

  /** Every route param's value, pointing at A's records (or the shared staff records). */
  const paramValues: Record<string, string> = {
    courseId: owned.course.id,
    chapterId: owned.chapter.id,
    lessonId: owned.lesson.id,
    id: cpd.cpdCourse.id,
    enrolledUserId: cpd.enrolledUser.id,
    certificateId: courseCertificate.id,
    // Assessment: S, the student enrolled in A's course, as a learner of its gradebook.
    userId: student.user?.id as string,
    code: courseCertificate.verification_code,
    eventId: site.eventId,
    bookingId: studentBooking.bookingId,
    entryId: site.scheduleEntryId,
    storedName: owned.lessonFile.stored_name,
    uploadId: spareUpload.id,
    messageId: site.messageId,
    pageId: site.draftPageId,
    formId: forms.formId,
    activityId: cpdActivity.id,
    companyId: company.companyId,
    // My company › one employee: T, the world company's employee (decision 0104-company-self-service).
    employeeId: company.employeeId,
    endpointId: webhooks.endpointId,
    // The LRS (decision 0098-lrs): a cmi5 fetch token no launch made (the fetch answers its error object).
    fetchToken: "matrix-fetch-token",
    // A text block: its launch answers 404 (no cmi5 course) to the readers allowed to ask.
    blockId: owned.blocks.text.id,
    // Selling: the REST API's records (the pages' order is S's EFT order below)
    invoiceId: sale.invoiceId,
    creditNoteId: sale.creditNoteId,
    paymentId: sale.paymentId,
    // Site settings › Page content (decision 0054): the home page's copy.
    pageKey: "home",
    responseId: forms.responseId,
    // Selling
    orderId: eft.orderId,
    proofId: eft.proofId,
    slug: owned.course.slug,
    type: owned.course.type,
    // A generated course cover (/covers/{family}.svg).
    file: "iso-9001.svg",
    // better-auth's endpoints are closed but for the links in Campus's emails (routes/resources/auth-api.ts).
    "*": "reset-password/matrix-token",
    // Selling: documents (a credit note's path takes the credit note: contextualValue)
    documentId: selling.invoiceId,
    quotationId: selling.quotationId,
    pathId: learningPath.id,
    // Assessment: S's assignment submission awaiting marking, its file, and S (a portfolio's learner)
    submissionId: assignment.submissionId,
    fileId: assignment.fileId,
    // Assessment: S's bank-quiz attempt in A's course, its essay awaiting marking.
    attemptId: essayAttemptId,
    // The question bank: A's course's question (the shared bank's path takes the shared one: contextualValue)
    questionId: courseBank.questionId,
    // Open Badges: the first revocation status list, which always exists (decision 0100-open-badges-credentials).
    listId: "1",
    // SCORM packages: A's course's package (its files' path takes a file: contextualValue)
    packageId: owned.packageId,
  };

  /**
   * The params of one route pattern ("course-details/:id/certificates/:enrolledUserId"). Where a
   * name means different records on different routes, the path decides: course/{id}/edit is a
   * CPD course, page/{id} a published content page.
   */
  function paramsFor(routePath: string, overrides: Record<string, string> = {}): Record<string, string> {
    const names = [...routePath.matchAll(/(?:^|\/)(:[A-Za-z]+\??|\*)(?=\/|$)/g)].map((match) =>
      (match[1] as string).replace(/^:/, "").replace(/\?$/, ""),
    );
    const values: Record<string, string> = {};
    for (const name of names) {
      const value = overrides[name] ?? contextualValue(routePath, name) ?? paramValues[name];
      if (value === undefined) throw new Error(`route-world has no value for :${name} (route ${routePath}): add one`);
      values[name] = value;
    }
    return values;
  }

  function contextualValue(routePath: string, name: string): string | undefined {
    if (routePath === "course/:courseId/edit" && name === "courseId") return cpd.cpdCourse.id;
    if (routePath.startsWith("page/") && name === "id") return site.publishedPageId;
    if (routePath === "f/:slug" && name === "slug") return forms.slug;
    if (routePath === "paths/:slug" && name === "slug") return learningPath.slug;
    if (routePath === "bookings/cancel/:token" && name === "token") return site.waitlist.cancelToken;
    if (routePath === "bookings/offer/:token" && name === "token") return site.waitlist.offerToken;
    // The thank-you page's Add to calendar: the student's confirmed booking, by its signed token.
    if (routePath === "bookings/invite/:token" && name === "token") return confirmationToken(paramValues.bookingId);
    if (routePath === "unsubscribe/:token" && name === "token") return unsubscribeToken("matrix.reader@example.test");
    if (routePath.startsWith("credit-notes/") && name === "documentId") return selling.creditNoteId;
    if (routePath === "quotation/:token" && name === "token") return quotationToken(selling.quotationId);
    if (routePath === "question-bank/:questionId" && name === "questionId") return sharedBank.questionId;
    if (routePath.startsWith("course/:courseId/packages/") && name === "*") return "0/index.html";
    return undefined;
  }

  /** The query string a route needs to find its record (a block of A's for the blocks API's GET). */
  function searchFor(routePath: string): string {
    if (routePath === "api/courses/:courseId/blocks") return `?blockId=${owned.blocks.text.id}`;
    // One learner's skills evidence pack (decision 0103-skills-evidence): the company's employee T.
    if (routePath === "my-company/:companyId/skills/evidence.zip") return `?employee=${company.employeeId}`;
    // The course pickers' search asked as the schedule form asks (its access declares that scope's rule).
    if (routePath === "api/course-choices") return "?scope=schedule&q=";
    return "";
  }

  const actorIds = ACTOR_NAMES.flatMap((name) => actors[name].user?.id ?? []);
  // The actors' session rows as signed in: put back as they were, the cookies stay valid (no new sign-in).
  const sessionRows = await getDb().selectFrom("session").selectAll().where("userId", "in", actorIds).execute();

  /**
   * Puts back what an allowed write may have changed about the actors themselves, so the next
   * case meets the same world: their roles and accounts, their sessions (sign-out and
   * deactivation end them), S as the only student of A's course, A as its only instructor.
   * A few reads, and writes only for what changed.
   */
  async function restore() {
    const db = getDb();
    const users = await db
      .selectFrom("user")
      .select(["id", "role", "deactivated"])
      .where("id", "in", actorIds)
      .execute();
    for (const row of users) {
      const role = ACTOR_NAMES.map((name) => actors[name].user).find((user) => user?.id === row.id)?.role;
      if (role && (row.role !== role || row.deactivated)) {
        await db.updateTable("user").set({ role, deactivated: false }).where("id", "=", row.id).execute();
      }
    }
    const present = await db.selectFrom("session").select("id").where("userId", "in", actorIds).execute();
    const missing = sessionRows.filter((row) => !present.some((session) => session.id === row.id));
    if (missing.length > 0) await db.insertInto("session").values(missing).execute();

    const studentId = student.user?.id as string;
    const enrolled = await db
      .selectFrom("enrolments")
      .select("user_id")
      .where("course_id", "=", owned.course.id)
      .execute();
    if (enrolled.some((row) => row.user_id !== studentId)) {
      await db
        .deleteFrom("enrolments")
        .where("course_id", "=", owned.course.id)
        .where("user_id", "!=", studentId)
        .execute();
    }
    if (!enrolled.some((row) => row.user_id === studentId)) await insertEnrolment(db, owned.course.id, studentId);

    const ownerId = owner.user?.id as string;
    const teaching = await db
      .selectFrom("course_instructors")
      .select("user_id")
      .where("course_id", "=", owned.course.id)
      .execute();
    if (teaching.length !== 1 || teaching[0]?.user_id !== ownerId) {
      await db.deleteFrom("course_instructors").where("course_id", "=", owned.course.id).execute();
      await addCourseInstructor(db, owned.course.id, ownerId);
    }
  }

  return {
    actors,
    paramsFor,
    searchFor,
    restore,
    spareStudent,
    paramValues,
    course: owned,
    otherCourse,
    courseCertificate,
    spareUpload,
    cpd,
    site,
    forms,
    company,
    webhooks,
    eft,
    selling,
    questionBank: { course: courseBank, shared: sharedBank },
  };
}

export type RouteWorld = Awaited<ReturnType<typeof buildRouteWorld>>;

import fs from "node:fs";
import path from "node:path";
import { type Browser, type BrowserContext, expect, type Page, test } from "@playwright/test";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import routeConfig from "../../app/routes";
import { addBlock, addChapter, addLesson, createCourse, typeIntoTextBlock } from "./support/course-builder";
import { E2E_ADMIN, E2E_BASE_URL, E2E_INSTRUCTOR } from "./support/e2e-environment";
import { waitForMail } from "./support/mailbox";
import { tickPrivacyConsent } from "./support/privacy-consent";
import { signIn, signUp } from "./support/session";

/*
 * Issue 10: every screen of the route table (app/routes.ts) opened at 375 px by the role that may
 * see it (its module's `access.read`): no sideways scroll of the page, no console error, no page
 * error. The list comes from routes.ts, so a new screen is covered the day it is added; a new
 * dynamic path asks for its parameters in PARAMETERS below (the records are made through the UI
 * in beforeAll, as a person would make them). Resource routes (no default export: PDFs, CSVs,
 * APIs, redirects) have no screen and are left out. Also measured at 320 px without reloading.
 */

const PHONE = { width: 375, height: 800 };
const SMALLEST_PHONE = 320;
const APP_DIRECTORY = path.resolve(import.meta.dirname, "../../app");

type Role = "visitor" | "student" | "instructor" | "admin";

interface Screen {
  pattern: string;
  file: string;
  role: Role;
  isCatchAll: boolean;
}

/** Every route with a screen of its own, flattened with its full path. */
function screensOf(entries: RouteConfigEntry[], parentPath = ""): Screen[] {
  return entries.flatMap((entry) => {
    const pattern = [parentPath, entry.path ?? ""].filter(Boolean).join("/");
    if (entry.children?.length) return screensOf(entry.children, pattern);
    const source = fs.readFileSync(path.join(APP_DIRECTORY, entry.file), "utf8");
    if (!/^export default /m.test(source)) return [];
    return [{ pattern, file: entry.file, role: roleFor(pattern, source), isCatchAll: pattern.endsWith("*") }];
  });
}

/** The least privileged role that may read the screen, from its `access` declaration. */
function roleFor(pattern: string, source: string): Role {
  if (ROLE_OVERRIDES[pattern]) return ROLE_OVERRIDES[pattern];
  const level = /export const access = \{[\s\S]*?read:\s*"([a-z-]+)"/.exec(source)?.[1] ?? "public";
  const roles: Record<string, Role> = {
    public: "visitor",
    "signed-in": "student",
    staff: "instructor",
    // beforeAll makes the course and the form as the instructor.
    "course-editor": "instructor",
    "course-assessment": "instructor",
    "form-owner": "instructor",
    // beforeAll makes the student the training manager of a company.
    "company-manager": "student",
    "company-manager-or-admin": "student",
    // Admins open every company's skills reports (decision 0103-skills-evidence).
    "company-sdf": "admin",
    // Admins read every order (decision 0085-checkout-cart).
    "order-holder": "admin",
    "invoice-holder": "admin",
    "quotation-holder": "admin",
    admin: "admin",
    // Admins and the finance role: admins read every finance screen (selling-finance.spec.ts signs in as finance).
    finance: "admin",
  };
  const role = roles[level];
  if (!role) throw new Error(`${pattern}: no role in this spec reads access level "${level}"`);
  return role;
}

/** Screens whose useful view is another role's than their access level says. */
const ROLE_OVERRIDES: Record<string, Role> = {
  // Public (a visitor gets the course's overview), but the screen is the lesson an enrolled student reads.
  "course/:courseId/:chapterId?/:lessonId?": "student",
  // The staff areas' 404 pages (a visitor is sent to sign-in before them).
  "instructor/*": "instructor",
  "admin/*": "admin",
};

/** What beforeAll makes through the UI (or finds on a screen) to fill the dynamic paths. */
interface Records {
  courseId: string;
  chapterId: string;
  lessonId: string;
  cpdCourseId: string;
  verificationCode: string;
  eventId: string;
  /** The cancel link's path from the booking's confirmation mail (/bookings/cancel/{token}). */
  cancelPath: string;
  pageId: string;
  messageId: string;
  formId: string;
  formSlug: string;
  responseId: string;
  scheduleEntryId: string;
  catalogueSlug: string;
  companyId: string;
  /** A demo order (Finance › Orders). */
  staffOrderId: string;
}

/** The addresses to open for each dynamic path (more than one where the screen has two states). */
const PARAMETERS: Record<string, (records: Records) => string[]> = {
  "learning-center/schedule/:entryId": (r) => [`/learning-center/schedule/${r.scheduleEntryId}`],
  "courses/:type": () => ["/courses/accreditation", "/courses/certification", "/courses/improvement"],
  "course-overview/:slug": (r) => [`/course-overview/${r.catalogueSlug}`],
  "admin/mail/:messageId": (r) => [`/admin/mail/${r.messageId}`],
  "admin/companies/:companyId": (r) => [`/admin/companies/${r.companyId}`],
  "admin/companies/:companyId/scim": (r) => [`/admin/companies/${r.companyId}/scim`],
  "admin/companies/:companyId/single-sign-on": (r) => [`/admin/companies/${r.companyId}/single-sign-on`],
  "sso/saml/:companyId/acs": (r) => [`/sso/saml/${r.companyId}/acs`],
  // Site settings › Page content: the four pages' editors (decision 0054).
  "admin/site-content/:pageKey": () =>
    ["home", "about", "services", "consulting"].map((key) => `/admin/site-content/${key}`),
  "my-company/:companyId": (r) => [`/my-company/${r.companyId}`],
  // Training managers on their own (decision 0104-company-self-service)
  "my-company/:companyId/employees": (r) => [`/my-company/${r.companyId}/employees`],
  "my-company/:companyId/employees/import": (r) => [`/my-company/${r.companyId}/employees/import`],
  "my-company/:companyId/groups": (r) => [`/my-company/${r.companyId}/groups`],
  // Skills-development reporting (decision 0103-skills-evidence): admins open every company's.
  "my-company/:companyId/skills": (r) => [`/my-company/${r.companyId}/skills`],
  "admin/companies/:companyId/skills-facilitator": (r) => [`/admin/companies/${r.companyId}/skills-facilitator`],
  // Selling: documents
  "my-company/:companyId/statement": (r) => [`/my-company/${r.companyId}/statement`],
  "staff/companies/:companyId/statement": (r) => [`/staff/companies/${r.companyId}/statement`],
  "staff/orders/:orderId": (r) => [`/staff/orders/${r.staffOrderId}`],
  "event/:eventId": (r) => ["/event/new", `/event/${r.eventId}`],
  "manage-events/:eventId/check-in": (r) => [`/manage-events/${r.eventId}/check-in`],
  "bookings/cancel/:token": (r) => [r.cancelPath],
  "course/:courseId/:chapterId?/:lessonId?": (r) => [`/course/${r.courseId}/${r.chapterId}/${r.lessonId}`],
  "course/:courseId/edit": (r) => [`/course/${r.cpdCourseId}/edit`],
  "course-details/:id": (r) => [`/course-details/${r.cpdCourseId}`],
  "create-certificate/:id": (r) => [`/create-certificate/${r.cpdCourseId}`],
  "verify/:code": (r) => [`/verify/${r.verificationCode}`],
  "edit-page/:pageId": (r) => [`/edit-page/${r.pageId}`],
  "page/:id": (r) => [`/page/${r.pageId}`],
  "instructor/form/:formId": (r) => [`/instructor/form/${r.formId}`],
  "instructor/form/:formId/responses": (r) => [`/instructor/form/${r.formId}/responses`],
  "instructor/form/:formId/responses/:responseId": (r) => [`/instructor/form/${r.formId}/responses/${r.responseId}`],
  "instructor/form/:formId/summary": (r) => [`/instructor/form/${r.formId}/summary`],
  "f/:slug": (r) => [`/f/${r.formSlug}`],
  "edit-course/:courseId/settings": (r) => [`/edit-course/${r.courseId}/settings`],
  // Course translations (decision 0108-course-translations): the overview, and one language's chapter.
  "edit-course/:courseId/translations": (r) => [
    `/edit-course/${r.courseId}/translations`,
    `/edit-course/${r.courseId}/translations?language=zu`,
  ],
  // Assessment (decision 0096-gradebook): the instructor's course's hub, gradebook and item analysis.
  "course-assessment/:courseId": (r) => [`/course-assessment/${r.courseId}`],
  "course-assessment/:courseId/gradebook": (r) => [`/course-assessment/${r.courseId}/gradebook`],
  "course-assessment/:courseId/item-analysis": (r) => [`/course-assessment/${r.courseId}/item-analysis`],
  // Assessment: the essay marking queue (empty for the sweep's course).
  "course-assessment/:courseId/essays": (r) => [`/course-assessment/${r.courseId}/essays`],
  // The question bank (decision 0090): the course's bank and a new question's editor in each bank.
  "edit-course/:courseId/question-bank": (r) => [`/edit-course/${r.courseId}/question-bank`],
  "edit-course/:courseId/question-bank/:questionId": (r) => [`/edit-course/${r.courseId}/question-bank/new`],
  "question-bank/:questionId": () => ["/question-bank/new"],
  "edit-course/:courseId/:chapterId?/:lessonId?": (r) => [`/edit-course/${r.courseId}/${r.chapterId}/${r.lessonId}`],
  // Assessment: assignments (decision 0095)
  "course-assessment/:courseId/assignments": (r) => [`/course-assessment/${r.courseId}/assignments`],
  "course-assessment/:courseId/moderation": (r) => [`/course-assessment/${r.courseId}/moderation`],
  "course-assessment/:courseId/staff": (r) => [`/course-assessment/${r.courseId}/staff`],
  // A 404 page inside its area's frame.
  "*": () => ["/no-such-page"],
  "instructor/*": () => ["/instructor/no-such-page"],
  "admin/*": () => ["/admin/no-such-page"],
};

/** Screens with a state the default address does not show (query strings are not in the route table). */
const EXTRA_ADDRESSES: Record<string, (records: Records) => string[]> = {
  "manage-events": (r) => [`/manage-events?event=${r.eventId}`],
};

/**
 * Dynamic screens whose record this sweep does not make (each says where it is checked). A line here reads
 * `"pattern": "why"` and the screen is reported as skipped with that reason.
 */
const SKIPPED: Record<string, string> = {
  "my-company/:companyId/employees/:employeeId":
    "the phone-width company has no employees; the page's table scrolls inside ScrollTable like the employees page's",
  "paths/:slug": "a published learning path is made on the staff pages; the learning paths journey opens it at 375 px",
  "learning-paths/:pathId": "a learning path is made on the staff pages; the learning paths journey opens it at 375 px",
  "course-assessment/:courseId/submissions/:submissionId":
    "a submission needs a learner's hand-in through the course reader and a named assessor; the assignments journey opens it at 375 px",
  // Assessment (decision 0096-gradebook)
  "course-assessment/:courseId/learners/:userId":
    "a learner record needs a learner with attempts and submissions, made by the quiz and assignment players; tests/integration/gradebook.test.ts reads it",
  "certificates/:certificateId/evidence":
    "needs an online course finished with its certificate; tests/integration/gradebook.test.ts opens it as staff",
  // Assessment (decision 0090)
  "course-assessment/:courseId/essays/:attemptId":
    "an attempt needs a bank quiz with an essay answered by a learner; tests/integration/bank-quiz-routes.test.ts marks one (no 375 px check yet)",
  "orders/:orderId/cancel":
    "an order needs a purchase; tests/e2e/selling-company-seats.spec.ts opens its cancel page at 375 px (no sideways scroll, axe)",
  "orders/:orderId":
    "an order needs a cart and a checkout; tests/e2e/selling-checkout.spec.ts opens the buyer's order at 1280 and 375 px (axe)",
  // Selling: eft
  "orders/:orderId/pro-forma":
    "an order needs a priced course and checkout; tests/e2e/selling-eft.spec.ts opens it at 375 px (no sideways scroll, axe)",
  "orders/:orderId/proof":
    "an order needs a priced course and checkout; tests/e2e/selling-eft.spec.ts opens it at 375 px (no sideways scroll, axe)",
  "staff/orders/:orderId/payments":
    "an order needs a priced course and checkout; tests/e2e/selling-eft.spec.ts opens it at 375 px (no sideways scroll, axe)",
  "bookings/offer/:token":
    "an offer needs a full event and a freed seat; tests/e2e/event-waitlist.spec.ts opens it from the offer mail",
  "admin/webhooks/:endpointId":
    "an endpoint needs a receiver to register; tests/e2e/webhooks.spec.ts opens it at 375 px (no sideways scroll, axe)",
  "unsubscribe/:token":
    "the token comes from a reminder mail; tests/e2e/popia.spec.ts opens it from the mail at 1280 and 375 px (no sideways scroll)",
  "instructor/cpd-activities/:activityId":
    "an activity needs a learner's upload; tests/e2e/cpd-activities.spec.ts opens its review at 375 px (no sideways scroll, axe)",
  // Selling: providers
  "orders/:orderId/pay":
    "a POST target for the order page's Pay buttons: opened without it, it only points back to the order; the hand-over form it shows needs a configured provider (tests/integration/payment-providers.test.ts)",
  // Selling: documents
  "invoices/:documentId":
    "an invoice needs a paid order; tests/e2e/selling-documents.spec.ts opens it at 375 px (no sideways scroll, axe)",
  "credit-notes/:documentId":
    "a credit note needs an invoice; tests/integration/selling-documents.test.ts serves it and its PDF",
  "quotations/:quotationId":
    "a quotation needs priced items; tests/integration/selling-quotations.test.ts serves it, accepted and refused",
  "quotation/:token":
    "the token comes from the quotation mail; tests/integration/selling-quotations.test.ts opens and accepts it",
};

const SCREENS = screensOf(routeConfig);
const run = Date.now().toString(36);
const STUDENT = { name: `Ayanda Zulu ${run}`, email: `ayanda-${run}@example.test`, password: "phone-width-1" };

const sessions = new Map<Role, { context: BrowserContext; page: Page }>();
let records: Records | undefined;

async function openSession(browser: Browser, role: Role): Promise<Page> {
  const context = await browser.newContext({ baseURL: E2E_BASE_URL, viewport: PHONE });
  const page = await context.newPage();
  sessions.set(role, { context, page });
  return page;
}

/** The online course: a chapter, a lesson with a text block, published, the new student enrolled. */
async function makeOnlineCourse(instructor: Page) {
  const { courseId } = await createCourse(instructor, `Phone-width course ${run}`);
  await addChapter(instructor, "Planning the audit");
  await addLesson(instructor, "The audit programme");
  await typeIntoTextBlock(instructor, await addBlock(instructor, "Text"), "An audit programme covers every process.");
  const [, , , chapterId, lessonId] = new URL(instructor.url()).pathname.split("/");
  await instructor.goto(`/edit-course/${courseId}/settings`);
  await instructor.getByRole("checkbox", { name: "Published (shown in the public catalogue)" }).check();
  await instructor.getByRole("button", { name: "Save Course" }).click();
  await expect(instructor.getByText("Course updated successfully")).toBeVisible();
  await instructor.getByRole("textbox", { name: "Find a student by name or email" }).fill(STUDENT.email);
  await instructor.getByRole("button", { name: "Find", exact: true }).click();
  await instructor.getByRole("button", { name: `Enrol ${STUDENT.name}` }).click();
  await expect(instructor.getByRole("button", { name: `Remove ${STUDENT.name}` })).toBeVisible();
  return { courseId, chapterId: chapterId as string, lessonId: lessonId as string };
}

/** A CPD course with the student enrolled and a certificate issued: its id and the verification code. */
async function makeCpdCourseWithCertificate(instructor: Page) {
  const name = `Phone-width CPD course ${run}`;
  await instructor.goto("/list-courses");
  await instructor.getByRole("link", { name: "Add Course" }).click();
  await instructor.getByRole("textbox", { name: "Course name" }).fill(name);
  await instructor.getByRole("textbox", { name: "Course code" }).fill(`PW-${run}`);
  await instructor.getByRole("textbox", { name: "Instructor name" }).fill("Dr Ayesha Patel");
  await instructor.getByRole("textbox", { name: "Allocated CPD points" }).fill("4");
  await instructor.getByRole("button", { name: "Save Course" }).click();
  await expect(instructor).toHaveURL(/\/list-courses$/);
  await instructor.getByRole("link", { name: `View Details: ${name}` }).click();
  await expect(instructor.getByRole("heading", { level: 1, name })).toBeVisible();
  const cpdCourseId = new URL(instructor.url()).pathname.split("/").pop() as string;

  await instructor.getByRole("button", { name: "Add User" }).click();
  const enrol = instructor.getByRole("dialog", { name: "Enroll user" });
  await enrol.getByRole("textbox", { name: "Name" }).fill(STUDENT.name);
  await enrol.getByRole("textbox", { name: "Email" }).fill(STUDENT.email);
  await enrol.getByRole("button", { name: "Save" }).click();
  await expect(enrol).toBeHidden();

  // 'Generate Certificate' posts into a new tab; once the PDF has come back the row links its verify page.
  const issued = instructor.context().waitForEvent("response", (response) => /\/certificates\//.test(response.url()));
  const popup = instructor.waitForEvent("popup");
  await instructor.getByRole("button", { name: `Generate Certificate for ${STUDENT.name}` }).click();
  // CPD records ask first, with the count (decision 0071-cpd-certificates).
  await instructor.getByRole("dialog").getByRole("button", { name: "Issue certificate" }).click();
  expect((await issued).status()).toBe(200);
  await (await popup).close();
  await instructor.reload();
  const verifyHref = await instructor.getByRole("link", { name: "Verification page" }).getAttribute("href");
  return { cpdCourseId, verificationCode: (verifyHref as string).split("/").pop() as string };
}

/** A webinar and one booking, made by a visitor at a browser of their own. */
async function makeEventWithBooking(instructor: Page, browser: Browser) {
  const title = `Phone-width webinar ${run}`;
  await instructor.goto("/event/new");
  const day = new Date(Date.now() + 90 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  await instructor.getByRole("textbox", { name: "Title", exact: true }).fill(title);
  await instructor.getByLabel("Subtitle").fill("Checked at 375 px");
  await instructor.getByLabel("Start date").fill(day);
  await instructor.getByLabel("End date").fill(day);
  await instructor.getByLabel("Start time").fill("09:00");
  await instructor.getByLabel("End time").fill("10:00");
  await instructor.getByLabel("Location").fill("Online (Microsoft Teams)");
  await instructor.getByLabel("Description").fill("A webinar made for the phone-width check.");
  await instructor.getByLabel("Instructor name").fill("Nandi Khoza");
  await instructor.getByLabel("Instructor role").fill("Consultant");
  await instructor.getByLabel("Moderator name").fill("Pieter van der Merwe");
  await instructor.getByLabel("Moderator role").fill("Training manager");
  await instructor.getByRole("button", { name: "Save" }).click();
  await expect(instructor).toHaveURL(/\/manage-events\?event=/);
  const eventId = new URL(instructor.url()).searchParams.get("event") as string;

  const visitorContext = await browser.newContext({ baseURL: E2E_BASE_URL, viewport: PHONE });
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/events?event=${eventId}`);
  const form = visitor.getByRole("form", { name: "Register for this webinar" });
  await form.getByRole("textbox", { name: "Name", exact: true }).fill("Sipho");
  await form.getByLabel("Surname").fill(`Dube ${run}`);
  await form.getByLabel("Email").fill(`sipho-${run}@example.test`);
  await form.getByLabel("Phone").fill("+27 72 555 0100");
  await form.getByLabel("Country").selectOption("South Africa");
  await form.getByLabel("Province").selectOption("Limpopo");
  await form.getByLabel("City").fill("Polokwane");
  await form.getByLabel("Company").fill("Limpopo Labs");
  await form.getByLabel("Occupation").fill("Quality officer with a long job title that might not wrap well");
  await tickPrivacyConsent(form);
  await form.getByRole("button", { name: "Register" }).click();
  await expect(visitor).toHaveURL(/\/event-confirmation\?booking=/);
  await visitorContext.close();
  const confirmation = await waitForMail(`sipho-${run}@example.test`, /Registration confirmed/);
  const cancelUrl = (confirmation.text ?? "").match(/https?:\/\/\S+\/bookings\/cancel\/[\w-]+/)?.[0];
  if (!cancelUrl) throw new Error("no cancel link in the confirmation mail");
  return { eventId, cancelPath: new URL(cancelUrl).pathname };
}

/** A company whose training manager is the student (company-manager screens): its id. */
async function makeCompanyManagedByStudent(admin: Page) {
  const name = `Phone-width company ${run}`;
  await admin.goto("/admin/companies");
  await admin.getByRole("button", { name: "Add company" }).click();
  const dialog = admin.getByRole("dialog", { name: "Add company" });
  await dialog.getByRole("textbox", { name: "Company name" }).fill(name);
  await dialog.getByRole("textbox", { name: "Registration number" }).fill("2019/654321/07");
  await dialog.getByRole("textbox", { name: "Contact name" }).fill(STUDENT.name);
  await dialog.getByRole("textbox", { name: "Contact email" }).fill(STUDENT.email);
  await dialog.getByRole("button", { name: "Add company" }).click();
  await expect(admin.getByRole("heading", { level: 1, name })).toBeVisible();
  await admin.getByRole("textbox", { name: "Name or email of an account" }).fill(STUDENT.email);
  await admin.getByRole("button", { name: "Find", exact: true }).click();
  await admin.getByRole("button", { name: `Make training manager: ${STUDENT.name}` }).click();
  await expect(admin.getByRole("button", { name: `Remove ${STUDENT.name} as training manager` })).toBeVisible();
  return { companyId: new URL(admin.url()).pathname.split("/").pop() as string };
}

async function makeSitePage(admin: Page) {
  const title = `Phone-width page ${run}`;
  await admin.goto("/page-builder");
  await admin.getByRole("link", { name: "Add page" }).click();
  await admin.getByRole("textbox", { name: "Title" }).fill(title);
  await admin.getByRole("textbox", { name: "Description" }).fill("A page made for the phone-width check.");
  await admin.getByRole("checkbox", { name: "Published (visible to everyone at its page address)" }).check();
  await admin.getByRole("button", { name: "Save" }).click();
  await expect(admin).toHaveURL(/\/page-builder$/);
  const href = await admin.getByRole("link", { name: `Edit ${title}` }).getAttribute("href");
  return { pageId: (href as string).split("/").pop() as string };
}

/** A published form with one short-text question: its id and public address's slug. */
async function makeForm(instructor: Page) {
  const title = `Phone-width form ${run}`;
  await instructor.goto("/instructor/forms");
  await instructor.getByRole("button", { name: "Add form" }).click();
  const dialog = instructor.getByRole("dialog", { name: "Add form" });
  await dialog.getByRole("textbox", { name: "Title" }).fill(title);
  await dialog.getByRole("button", { name: "Add form" }).click();
  await expect(instructor).toHaveURL(/\/instructor\/form\/[^/]+$/);
  const formId = new URL(instructor.url()).pathname.split("/").pop() as string;
  await instructor.getByRole("button", { name: "Add field" }).click();
  await instructor.getByRole("menuitem", { name: "Short text" }).click();
  await expect(instructor.getByRole("status").filter({ hasText: /^Saved$/ })).toBeVisible();
  await instructor.getByRole("button", { name: "Publish" }).click();
  const publicAddress = instructor.getByRole("link", { name: /^\/f\// });
  await expect(publicAddress).toBeVisible();
  const formSlug = ((await publicAddress.getAttribute("href")) as string).split("/").pop() as string;
  return { formId, formSlug };
}

/** The last path segment of the first link on a screen whose address starts with `prefix`. */
async function firstLinkedId(page: Page, screen: string, prefix: string) {
  await page.goto(screen);
  const hrefs = await page
    .locator(`a[href^="${prefix}"]`)
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  const id = hrefs.map((href) => href.slice(prefix.length).split(/[/?#]/)[0]).find((value) => value && value !== "new");
  expect(id, `a link to ${prefix}… on ${screen}`).toBeTruthy();
  return id as string;
}

/** The page's width, and the innermost elements reaching past the window's right edge (to say what to fix). */
function pageWidth(page: Page) {
  return page.evaluate(() => {
    const edge = document.documentElement.clientWidth;
    const past = [...document.body.querySelectorAll("*")].filter(
      (element) =>
        element.getBoundingClientRect().right > edge + 0.5 &&
        ![...element.children].some((child) => child.getBoundingClientRect().right > edge + 0.5),
    );
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.className && typeof element.className === "string" ? `.${element.className.split(" ")[0]}` : ""} "${(element.textContent ?? "").trim().slice(0, 40)}"`;
    return { width: document.documentElement.scrollWidth, overflowing: past.slice(0, 3).map(describe).join("; ") };
  });
}

test.beforeAll(async ({ browser }) => {
  test.setTimeout(240_000);
  const visitor = await openSession(browser, "visitor");
  const student = await openSession(browser, "student");
  await signUp(student, STUDENT.name, STUDENT.email, STUDENT.password);
  const instructor = await openSession(browser, "instructor");
  await signIn(instructor, E2E_INSTRUCTOR.email, E2E_INSTRUCTOR.password);
  const admin = await openSession(browser, "admin");
  await signIn(admin, E2E_ADMIN.email, E2E_ADMIN.password);

  const course = await makeOnlineCourse(instructor);
  const cpd = await makeCpdCourseWithCertificate(instructor);
  const form = await makeForm(instructor);
  // The visitor opens the form now and sends it after the next steps: a form sent within seconds of
  // opening it is taken for a robot's.
  await visitor.goto(`/f/${form.formSlug}`);
  const event = await makeEventWithBooking(instructor, browser);
  const sitePage = await makeSitePage(admin);
  const company = await makeCompanyManagedByStudent(admin);
  await visitor.getByRole("textbox", { name: "Short text question" }).fill("Sent from a phone");
  await visitor.getByRole("button", { name: "Send" }).click();
  await expect(visitor.getByRole("heading", { level: 1 })).toBeVisible();
  records = {
    ...course,
    ...cpd,
    ...event,
    ...sitePage,
    ...company,
    messageId: await firstLinkedId(admin, "/admin/mail", "/admin/mail/"),
    ...form,
    responseId: await firstLinkedId(
      instructor,
      `/instructor/form/${form.formId}/responses`,
      `/instructor/form/${form.formId}/responses/`,
    ),
    scheduleEntryId: await firstLinkedId(instructor, "/learning-center", "/learning-center/schedule/"),
    catalogueSlug: await firstLinkedId(visitor, "/courses/accreditation", "/course-overview/"),
    staffOrderId: await firstLinkedId(admin, "/staff/orders", "/staff/orders/"),
  };
});

test.afterAll(async () => {
  for (const { context } of sessions.values()) await context.close();
});

test("every dynamic screen has its parameters here, or a reason it is skipped", () => {
  const dynamic = SCREENS.filter((screen) => /[:*]/.test(screen.pattern)).map((screen) => screen.pattern);
  const unfilled = dynamic.filter((pattern) => !PARAMETERS[pattern] && !SKIPPED[pattern]);
  expect(unfilled, "add these to PARAMETERS (or SKIPPED with the reason)").toEqual([]);
});

for (const screen of SCREENS) {
  const label = `/${screen.pattern} as ${screen.role === "visitor" ? "a visitor" : `the ${screen.role}`}`;
  test(`${label} fits 375 px with no console error`, async () => {
    test.skip(Boolean(SKIPPED[screen.pattern]), SKIPPED[screen.pattern]);
    if (!records) throw new Error("beforeAll made no records");
    const session = sessions.get(screen.role);
    if (!session) throw new Error(`no ${screen.role} session`);
    const { page } = session;
    const fill = PARAMETERS[screen.pattern];
    const addresses = [
      ...(fill ? fill(records) : [`/${screen.pattern}`]),
      ...(EXTRA_ADDRESSES[screen.pattern]?.(records) ?? []),
    ];
    for (const address of addresses) {
      const problems: string[] = [];
      const onConsole = (message: { type(): string; text(): string }) => {
        // The catch-all's document answers 404 on purpose; Chromium logs that as a failed load.
        if (screen.isCatchAll && /status of 404/.test(message.text())) return;
        // A mail's own HTML is shown in a sandboxed frame that runs no script (admin/mail-message.tsx);
        // Chromium reports each script it refuses there. That is the sandbox at work, not an error of
        // the page (which message the route world opens depends on the mails earlier tests sent).
        if (/^Blocked script execution in 'about:srcdoc'/.test(message.text())) return;
        if (message.type() === "error") problems.push(`console: ${message.text()}`);
      };
      const onPageError = (error: Error) => problems.push(`page error: ${error.message}`);
      page.on("console", onConsole);
      page.on("pageerror", onPageError);
      try {
        await page.setViewportSize(PHONE);
        // Network idle: the page has hydrated and loaded what it loads by itself.
        const response = await page.goto(address, { waitUntil: "networkidle" });
        const status = response?.status() ?? 0;
        if (screen.isCatchAll) expect(status, address).toBe(404);
        else expect(status, `${address} answered ${status} at ${page.url()}`).toBeLessThan(400);
        await expect(page.locator("h1").first()).toBeVisible();
        const name = address.replace(/^\//, "").replace(/[^a-z0-9]+/gi, "-") || "home";
        await page.screenshot({ path: `test-results/screens/route-375-${name}.png` });
        const atPhone = await pageWidth(page);
        expect
          .soft(
            atPhone.width,
            `${address} is ${atPhone.width} px wide at 375 px; past the edge: ${atPhone.overflowing}`,
          )
          .toBeLessThanOrEqual(PHONE.width);
        // 320 px: a must for the public frame (its header is promised from 320 px up); elsewhere
        // reported in the test's annotations, since issue 10 sets 375 px for the rest.
        await page.setViewportSize({ width: SMALLEST_PHONE, height: PHONE.height });
        const atSmallest = await pageWidth(page);
        const message = `${address} is ${atSmallest.width} px wide at 320 px; past the edge: ${atSmallest.overflowing}`;
        if (screen.role === "visitor") expect.soft(atSmallest.width, message).toBeLessThanOrEqual(SMALLEST_PHONE);
        else if (atSmallest.width > SMALLEST_PHONE)
          test.info().annotations.push({ type: "320 px", description: message });
        expect.soft(problems, `${address}`).toEqual([]);
      } finally {
        page.off("console", onConsole);
        page.off("pageerror", onPageError);
      }
    }
  });
}

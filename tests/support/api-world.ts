import { createApiToken, revokeApiToken } from "~/features/api/tokens.server";
import { bookEvent } from "~/features/bookings/bookings.server";
import { issueEnrolledUserCertificate } from "~/features/certificates/issue-enrolment-certificates.server";
import { createForm, saveFormContent, setFormStatus } from "~/features/forms/forms.server";
import { createScheduleEntry } from "~/features/training-schedule/training-schedule.server";
import { getEnvironment } from "~/lib/env.server";
import { createId } from "~/lib/ids";
import type { SessionUser } from "~/platform/auth/session.server";
import { getDb } from "~/server/app-context.server";
import { insertCourse } from "~/server/factories/course-factory";
import { insertCpdCourse, insertEnrolledUser } from "~/server/factories/cpd-factory";
import { insertEnquiry } from "~/server/factories/enquiry-factory";
import { buildBookingInput, insertEvent } from "~/server/factories/event-factory";
import { TEST_ORIGIN } from "./requests";
import { routeTable } from "./route-table";
import { insertSellingRecords } from "./selling-records";
import { signedInAs } from "./sign-in";

/**
 * The records every /api/v1 operation reads or writes (for the contract and scope tests): an
 * event with a booking, an enquiry, a schedule run, a CPD course with two enrolled people (one
 * holding a certificate), a form with a response; and tokens: every scope, and revoked.
 */

/** The POPIA consent tick, as the site's forms send it: the client system asked the person. */
function withConsent(body: Record<string, unknown>): Record<string, unknown> {
  return { ...body, privacyConsent: "on" };
}

export function bookingBody(eventId: string, overrides: Record<string, unknown> = {}) {
  const { hpcsa: _hpcsa, ...input } = buildBookingInput(eventId);
  return withConsent({ ...input, ...overrides });
}

export function enquiryBody(overrides: Record<string, unknown> = {}) {
  return withConsent({
    kind: "contact",
    name: "Thandi Mokoena",
    email: `thandi-${createId()}@example.test`,
    phone: "+27 11 555 0199",
    company: "Mokoena Labs",
    designation: "Quality manager",
    message: "Please send us your ISO 15189 course dates.",
    ...overrides,
  });
}

export async function buildApiWorld() {
  const db = getDb();
  const admin = await signedInAs("admin");
  const event = await insertEvent(db, { title: "API webinar", capacity: 50 });
  const booking = await bookEvent(db, buildBookingInput(event.id), { baseUrl: getEnvironment().baseUrl });
  if (!booking.ok) throw new Error(`the API world's booking was refused: ${booking.reason}`);
  await insertEnquiry(db);
  await insertCourse(db, { title: "ISO 15189 for laboratories" });
  await createScheduleEntry(db, {
    courseTitle: "ISO 9001 Lead Auditor",
    courseId: null,
    startDate: "2099-03-02",
    durationDays: 3,
    isOnsite: true,
    isOnline: false,
    venue: "Birchwood Conference Centre",
  });
  const cpdCourse = await insertCpdCourse(db, { created_by_user_id: admin.id });
  const holder = await insertEnrolledUser(db, cpdCourse.id, { name: "Lindiwe Zulu" });
  const pending = await insertEnrolledUser(db, cpdCourse.id, { name: "Sipho Dlamini" });
  const issued = await issueEnrolledUserCertificate(db, {
    cpdCourseId: cpdCourse.id,
    enrolledUserId: holder.id,
    issuedByUserId: admin.id,
  });
  if (!issued.ok) throw new Error(`the API world's certificate was refused: ${issued.message}`);
  const owner = admin as unknown as SessionUser;
  const { id: formId } = await createForm(db, owner, "API survey");
  const saved = await saveFormContent(db, owner, formId, {
    title: "API survey",
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
  if (!saved.ok) throw new Error("the API world's form was not saved");
  await setFormStatus(db, owner, formId, "open", saved.version);
  await db
    .insertInto("form_responses")
    .values({
      id: createId(),
      form_id: formId,
      answers_json: JSON.stringify([{ fieldId: "q1", label: "Your name", type: "short-text", value: "Nomsa" }]),
      respondent_email: "",
      search_text: "nomsa",
      created_at: new Date().toISOString(),
    })
    .execute();

  const sale = await insertSellingRecords(db);

  return {
    admin,
    sale,
    eventId: event.id,
    bookingId: booking.bookingId,
    cpdCourseId: cpdCourse.id,
    holderId: holder.id,
    pendingId: pending.id,
    certificateCode: issued.certificate.verification_code,
    formId,
  };
}

export type ApiWorld = Awaited<ReturnType<typeof buildApiWorld>>;

export async function apiToken(adminId: string, scopes: string[], { revoked = false } = {}) {
  const created = await createApiToken(getDb(), {
    name: `Test ${scopes.length} scopes`,
    scopes,
    createdByUserId: adminId,
  });
  if (!created.ok) throw new Error(created.message);
  if (revoked) await revokeApiToken(getDb(), created.id);
  return created;
}

/** One API request served by the route table as the server serves a resource route: its own Response. */
export async function apiCall(
  method: string,
  path: string,
  { token, body, headers = {} }: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Response> {
  const requestHeaders = new Headers(headers);
  if (token) requestHeaders.set("Authorization", `Bearer ${token}`);
  let payload: string | undefined;
  if (body !== undefined) {
    payload = typeof body === "string" ? body : JSON.stringify(body);
    if (!requestHeaders.has("Content-Type")) requestHeaders.set("Content-Type", "application/json");
  }
  const request = new Request(`${TEST_ORIGIN}${path}`, { method, headers: requestHeaders, body: payload });
  const { handler } = await routeTable();
  // queryRoute is how the server answers a resource route: the route's own Response, headers and all.
  const answer = await handler.queryRoute(request).catch((thrown: unknown) => thrown);
  if (answer instanceof Response) return answer;
  throw answer instanceof Error ? answer : new Error(`the route answered ${String(answer)}, not a Response`);
}

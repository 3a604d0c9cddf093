import { createId } from "~/lib/ids";
import type { ConsentRecord } from "~/lib/privacy-consent";
import { consumeRateLimit } from "~/lib/rate-limit.server";
import { updateAtVersion, type VersionedSave } from "~/lib/versioned-update.server";
import { queueEmail } from "~/platform/mail/mail.server";
import { getSiteSettings } from "~/platform/site-settings/site-settings.server";
import { emitWebhookEvent } from "~/platform/webhooks/emit-webhook-event.server";
import type { DatabaseExecutor } from "~db/executor";
import { ENQUIRY_TEXT_SEARCH, matchesEveryWord } from "~db/sql-helpers";
import { inTransaction } from "~db/transactions";
import { renderEnquiryAcknowledgement, renderEnquiryNotification } from "./enquiry-emails.server";
import type { EnquiryInput, EnquiryKind, EnquiryStatus } from "./enquiry-fields";
import * as m from "./messages";

/** Ten submissions per address in ten minutes: room for an office behind one address, not for a flood. */
export const ENQUIRY_RATE_LIMIT = { limit: 10, windowMs: 10 * 60 * 1000 };

export const TOO_MANY_ENQUIRIES_MESSAGE = () => m.tooManyEnquiries();

export interface SubmitEnquiryRequest {
  kind: EnquiryKind;
  input: EnquiryInput;
  courseId?: string | null;
  clientAddress: string;
  isHoneypotFilled: boolean;
  /** For the link in the admin notification. */
  baseUrl: string;
  /** The POPIA consent the form was sent with (decision 0036). */
  consent: ConsentRecord;
}

export type SubmitEnquiryResult =
  | { status: "stored"; id: string }
  | { status: "discarded" }
  | { status: "rate-limited"; retryAfterSeconds: number };

/**
 * Stores a valid enquiry and, in the same transaction, queues the admin notification and the
 * sender's acknowledgement: the record is kept even if sending fails later. A filled honeypot is
 * answered like a success (so a bot learns nothing) but nothing is stored or sent.
 */
export async function submitEnquiry(db: DatabaseExecutor, request: SubmitEnquiryRequest): Promise<SubmitEnquiryResult> {
  // Counted in the database, so every server process shares one count per address.
  const attempt = await consumeRateLimit(db, `enquiry:address:${request.clientAddress}`, ENQUIRY_RATE_LIMIT);
  if (!attempt.allowed) return { status: "rate-limited", retryAfterSeconds: attempt.retryAfterSeconds };
  if (request.isHoneypotFilled) return { status: "discarded" };

  const [settings, course] = await Promise.all([
    getSiteSettings(db),
    request.courseId
      ? db.selectFrom("courses").select("name").where("id", "=", request.courseId).executeTakeFirst()
      : undefined,
  ]);
  const { input } = request;
  const context = {
    kind: request.kind,
    input,
    courseName: course?.name ?? null,
    siteName: settings.site_name,
    adminUrl: new URL("/admin/enquiries", request.baseUrl).toString(),
  };
  const id = createId();
  await inTransaction(db, async (trx) => {
    await trx
      .insertInto("enquiries")
      .values({
        id,
        kind: request.kind,
        status: "new",
        name: input.name,
        email: input.email,
        phone: input.phone,
        company: input.company,
        designation: input.designation,
        message: input.message,
        number_of_people: input.numberOfPeople ?? null,
        appointment_type: input.appointmentType ?? null,
        course_id: course ? (request.courseId ?? null) : null,
        created_at: new Date().toISOString(),
        ...request.consent,
      })
      .execute();
    await emitWebhookEvent(trx, "enquiry.created", {
      enquiryId: id,
      kind: request.kind,
      name: input.name,
      email: input.email,
      company: input.company,
      courseId: course ? (request.courseId ?? null) : null,
    });
    await queueEmail(trx, renderEnquiryNotification(context, settings.notification_email));
    await queueEmail(trx, renderEnquiryAcknowledgement(context));
  });
  return { status: "stored", id };
}

export interface EnquiryFilter {
  kind?: EnquiryKind;
  status?: EnquiryStatus;
  /** Words the admin typed: each is in the sender's name, email, company or message (decision 0113). */
  search?: string;
}

/** The filtered enquiries, without the course: counting them reads the enquiries and their index only. */
function filteredEnquiries(db: DatabaseExecutor, filter: EnquiryFilter) {
  let query = db.selectFrom("enquiries");
  if (filter.kind) query = query.where("enquiries.kind", "=", filter.kind);
  if (filter.status) query = query.where("enquiries.status", "=", filter.status);
  const matches = filter.search ? matchesEveryWord(db, ENQUIRY_TEXT_SEARCH, filter.search) : null;
  if (matches) query = query.where(matches);
  return query;
}

/** The filtered enquiries with the course's name, for the rows shown (per-course quote requests). */
function filteredEnquiriesWithCourse(db: DatabaseExecutor, filter: EnquiryFilter) {
  return filteredEnquiries(db, filter)
    .leftJoin("courses", "courses.id", "enquiries.course_id")
    .selectAll("enquiries")
    .select("courses.name as course_name")
    .orderBy("enquiries.created_at", "desc")
    .orderBy("enquiries.id");
}

/** Newest first, with the course name for per-course quote requests; two queries per page. */
export async function listEnquiries(
  db: DatabaseExecutor,
  filter: EnquiryFilter,
  { limit, offset }: { limit: number; offset: number },
) {
  const [enquiries, total] = await Promise.all([
    filteredEnquiriesWithCourse(db, filter).limit(limit).offset(offset).execute(),
    filteredEnquiries(db, filter)
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .executeTakeFirstOrThrow(),
  ]);
  return { enquiries, total: total.count };
}

/** Every enquiry that matches the filter, for the CSV export. */
export function listAllEnquiries(db: DatabaseExecutor, filter: EnquiryFilter) {
  return filteredEnquiriesWithCourse(db, filter).execute();
}

/**
 * Marks an enquiry handled (or back to new), only if it is still as the admin saw it (its version):
 * two admins working the same list never silently undo each other (decision 0015).
 */
export function setEnquiryStatus(
  db: DatabaseExecutor,
  target: { id: string; loadedVersion: number },
  status: EnquiryStatus,
  userId: string,
): Promise<VersionedSave> {
  return updateAtVersion(
    db,
    "enquiries",
    { id: target.id, version: target.loadedVersion },
    status === "handled"
      ? { status, handled_at: new Date().toISOString(), handled_by_user_id: userId }
      : { status, handled_at: null, handled_by_user_id: null },
  );
}

import { type KeysetPage, type KeysetRequest, readNewestFirstPage } from "~/lib/pagination";
import { belongsToPerson, type PersonIdentity } from "~/lib/personal-data";
import type { DatabaseExecutor } from "~db/executor";
import type { EnquiryInput } from "./enquiry-fields";

/**
 * An enquiry as every reader outside the staff screens sees it: the REST API (mapped to its JSON)
 * and the person's own download read these columns, once, here.
 */
export interface EnquiryRecord
  extends Pick<EnquiryInput, "name" | "email" | "phone" | "company" | "designation" | "message"> {
  id: string;
  kind: string;
  status: string;
  numberOfPeople: number | null;
  appointmentType: string | null;
  courseId: string | null;
  createdAt: string;
  consentedAt: string | null;
  consentVersion: string | null;
}

function selectEnquiryRecords(db: DatabaseExecutor) {
  return db
    .selectFrom("enquiries")
    .select([
      "id",
      "kind",
      "status",
      "name",
      "email",
      "phone",
      "company",
      "designation",
      "message",
      "number_of_people",
      "appointment_type",
      "course_id",
      "created_at",
      "consented_at",
      "consent_version",
    ]);
}

type EnquiryRow = Awaited<ReturnType<ReturnType<typeof selectEnquiryRecords>["executeTakeFirstOrThrow"]>>;

function toEnquiryRecord(row: EnquiryRow): EnquiryRecord {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    name: row.name,
    email: row.email,
    phone: row.phone,
    company: row.company,
    designation: row.designation,
    message: row.message,
    numberOfPeople: row.number_of_people === null ? null : Number(row.number_of_people),
    appointmentType: row.appointment_type,
    courseId: row.course_id,
    createdAt: row.created_at,
    consentedAt: row.consented_at,
    consentVersion: row.consent_version,
  };
}

export async function findEnquiryRecord(db: DatabaseExecutor, id: string): Promise<EnquiryRecord | undefined> {
  const row = await selectEnquiryRecords(db).where("id", "=", id).executeTakeFirst();
  return row && toEnquiryRecord(row);
}

/** Every enquiry, newest first, a page after `after`; optionally of one status. */
export async function listEnquiryRecords(
  db: DatabaseExecutor,
  request: KeysetRequest & { status?: string },
): Promise<KeysetPage<EnquiryRecord>> {
  let select = selectEnquiryRecords(db);
  if (request.status) select = select.where("status", "=", request.status);
  return readNewestFirstPage(select, "enquiries", request, toEnquiryRecord);
}

/** The enquiries sent from the person's addresses, oldest first. */
export async function enquiryRecordsOf(db: DatabaseExecutor, person: Pick<PersonIdentity, "userId" | "emails">) {
  const rows = await selectEnquiryRecords(db)
    .where((eb) => belongsToPerson(eb, { emailColumn: "email" }, person))
    .orderBy("created_at")
    .execute();
  return rows.map(toEnquiryRecord);
}

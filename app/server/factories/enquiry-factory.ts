import type { Insertable } from "kysely";
import { createId } from "~/lib/ids";
import type { DatabaseExecutor } from "~db/executor";
import type { EnquiriesTable } from "~db/schema";

type EnquiryRow = Insertable<EnquiriesTable>;

/** A new contact enquiry as the contact form stores it, unhandled; a unique email per row. */
export function buildEnquiry(overrides: Partial<EnquiryRow> = {}): EnquiryRow {
  const id = overrides.id ?? createId();
  return {
    id,
    kind: "contact",
    status: "new",
    name: "Naledi Khumalo",
    email: `naledi-${id}@example.test`,
    phone: "+27 82 555 0199",
    company: "Khumalo Labs",
    designation: "Quality manager",
    message: "Please call me about ISO 9001 training.",
    number_of_people: null,
    appointment_type: null,
    course_id: null,
    created_at: new Date().toISOString(),
    handled_at: null,
    handled_by_user_id: null,
    ...overrides,
  };
}

/** Inserts an enquiry (written straight to the table, without the form's mail and rate limit); returns the row. */
export async function insertEnquiry(db: DatabaseExecutor, overrides: Partial<EnquiryRow> = {}): Promise<EnquiryRow> {
  const enquiry = buildEnquiry(overrides);
  await db.insertInto("enquiries").values(enquiry).execute();
  return enquiry;
}

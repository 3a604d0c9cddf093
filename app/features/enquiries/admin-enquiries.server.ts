import { formatDateTime } from "~/lib/dates";
import { pageNumberFrom } from "~/lib/pagination";
import { getSiteTimeZone } from "~/platform/site-settings/site-settings.server";
import type { DatabaseExecutor } from "~db/executor";
import { listEnquiries } from "./enquiries.server";
import { ENQUIRY_KIND_LABELS, ENQUIRY_STATUS_LABELS, isEnquiryKind, isEnquiryStatus } from "./enquiry-fields";
import { readEnquiryFilter } from "./enquiry-filter";

/** Enquiries per page: 25 with their messages keep the page below the 200 kB HTML budget (docs/benchmarks/scale.md). */
export const ENQUIRIES_PAGE_SIZE = 25;

/** One enquiry as the admin list shows it: labels and the received time ready, no database row. */
export interface EnquiryView {
  id: string;
  version: number;
  /** Received, in South African time as the company reads it. */
  receivedAt: string;
  kind: string;
  kindLabel: string;
  name: string;
  designation: string;
  company: string;
  email: string;
  phone: string;
  courseName: string | null;
  numberOfPeople: number | null;
  appointmentType: string | null;
  message: string;
  status: string;
  isHandled: boolean;
  statusLabel: string;
}

/** The admin's enquiry list for a query string: the filter, the page and that page's enquiries. */
export async function loadEnquiryList(db: DatabaseExecutor, searchParams: URLSearchParams) {
  const filter = readEnquiryFilter(searchParams);
  const page = pageNumberFrom(searchParams);
  const [{ enquiries, total }, timeZone] = await Promise.all([
    listEnquiries(db, filter, { limit: ENQUIRIES_PAGE_SIZE, offset: (page - 1) * ENQUIRIES_PAGE_SIZE }),
    getSiteTimeZone(db),
  ]);
  const views: EnquiryView[] = enquiries.map((enquiry) => ({
    id: enquiry.id,
    version: enquiry.version,
    receivedAt: formatDateTime(enquiry.created_at, timeZone),
    kind: enquiry.kind,
    kindLabel: isEnquiryKind(enquiry.kind) ? ENQUIRY_KIND_LABELS[enquiry.kind]() : enquiry.kind,
    name: enquiry.name,
    designation: enquiry.designation,
    company: enquiry.company,
    email: enquiry.email,
    phone: enquiry.phone,
    courseName: enquiry.course_name,
    numberOfPeople: enquiry.number_of_people,
    appointmentType: enquiry.appointment_type,
    message: enquiry.message,
    status: enquiry.status,
    isHandled: enquiry.status === "handled",
    statusLabel: isEnquiryStatus(enquiry.status) ? ENQUIRY_STATUS_LABELS[enquiry.status]() : enquiry.status,
  }));
  return { filter, page, total, pageSize: ENQUIRIES_PAGE_SIZE, enquiries: views };
}

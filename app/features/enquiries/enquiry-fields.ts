import * as m from "./messages";
/**
 * The enquiry forms' constants, without zod: the public pages import these up front and load the
 * schemas (enquiry.schema.ts) only when a form is used.
 */
export const ENQUIRY_KINDS = ["contact", "consulting", "quote"] as const;
export type EnquiryKind = (typeof ENQUIRY_KINDS)[number];
/** Each kind's name, in the language of the page or request. */
export const ENQUIRY_KIND_LABELS: Record<EnquiryKind, () => string> = {
  contact: m.kindContact,
  consulting: m.kindConsulting,
  quote: m.kindQuote,
};

export const ENQUIRY_STATUSES = ["new", "handled"] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];
export const ENQUIRY_STATUS_LABELS: Record<EnquiryStatus, () => string> = {
  new: m.statusNew,
  handled: m.statusHandled,
};

/** SPEC 5: the appointment types, word for word. */
export const APPOINTMENT_TYPES = ["Request For Site Visit", "Virtual", "Telephonically"] as const;

/** What each appointment type is called on a page in another language (the stored value stays SPEC's). */
export const APPOINTMENT_TYPE_LABELS: Record<(typeof APPOINTMENT_TYPES)[number], () => string> = {
  "Request For Site Visit": m.appointmentSiteVisit,
  Virtual: m.appointmentVirtual,
  Telephonically: m.appointmentTelephonically,
};

/** Bots fill every field they find; people never see this one. */
export const HONEYPOT_FIELD = "website";

export const MAX_PEOPLE = 500;

export interface EnquiryInput {
  name: string;
  email: string;
  phone: string;
  company: string;
  designation: string;
  message: string;
  appointmentType?: string | null;
  numberOfPeople?: number;
}

export function isEnquiryKind(value: string | null | undefined): value is EnquiryKind {
  return (ENQUIRY_KINDS as readonly string[]).includes(value ?? "");
}

export function isEnquiryStatus(value: string | null | undefined): value is EnquiryStatus {
  return (ENQUIRY_STATUSES as readonly string[]).includes(value ?? "");
}

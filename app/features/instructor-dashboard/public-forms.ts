import * as m from "./messages";
/**
 * The public site's forms as the instructor area lists them. Contact, consulting and quote forms
 * are stored as enquiries (by kind); event registrations as event bookings.
 */
export const PUBLIC_FORMS = [
  {
    id: "contact",
    get title() {
      return m.contactForm();
    },
    page: "/contact-us",
    get description() {
      return m.contactFormDescription();
    },
    source: { table: "enquiries", kind: "contact" },
    manageLink: {
      to: "/admin/enquiries?kind=contact",
      get label() {
        return m.openInEnquiries();
      },
    },
  },
  {
    id: "consulting",
    get title() {
      return m.consultingAppointment();
    },
    page: "/consulting",
    get description() {
      return m.consultingDescription();
    },
    source: { table: "enquiries", kind: "consulting" },
    manageLink: {
      to: "/admin/enquiries?kind=consulting",
      get label() {
        return m.openInEnquiries();
      },
    },
  },
  {
    id: "quote",
    get title() {
      return m.quoteRequests();
    },
    page: "/learning-center",
    get description() {
      return m.quoteDescription();
    },
    source: { table: "enquiries", kind: "quote" },
    manageLink: {
      to: "/admin/enquiries?kind=quote",
      get label() {
        return m.openInEnquiries();
      },
    },
  },
  {
    id: "event-registration",
    get title() {
      return m.eventRegistration();
    },
    page: "/events",
    get description() {
      return m.eventDescription();
    },
    source: { table: "event_bookings" },
    manageLink: {
      to: "/manage-events",
      get label() {
        return m.manageEvents();
      },
    },
  },
] as const;

/** How many of a form's latest submissions form/{formId} shows. */
export const RECENT_SUBMISSIONS_LIMIT = 25;

export type PublicForm = (typeof PUBLIC_FORMS)[number];

export function findPublicForm(id: string): PublicForm | undefined {
  return PUBLIC_FORMS.find((form) => form.id === id);
}

/**
 * Contact, consulting and quote submissions are the company's enquiries: only those who may read
 * enquiries (features/enquiries/enquiry-readers.ts) see them, here as in /admin/enquiries.
 */
export function holdsEnquiries(form: PublicForm): boolean {
  return form.source.table === "enquiries";
}

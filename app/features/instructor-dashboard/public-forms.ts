/**
 * The public site's forms as the instructor area lists them. Contact, consulting and quote forms
 * are stored as enquiries (by kind); event registrations as event bookings.
 */
export const PUBLIC_FORMS = [
  {
    id: "contact",
    title: "Contact form",
    page: "/contact-us",
    description: "Messages sent from Contact Us.",
    source: { table: "enquiries", kind: "contact" },
    manageLink: { to: "/admin/enquiries?kind=contact", label: "Open in enquiries" },
  },
  {
    id: "consulting",
    title: "Consulting appointment",
    page: "/consulting",
    description: "Appointment requests (site visit, virtual or by telephone).",
    source: { table: "enquiries", kind: "consulting" },
    manageLink: { to: "/admin/enquiries?kind=consulting", label: "Open in enquiries" },
  },
  {
    id: "quote",
    title: "Quote requests",
    page: "/learning-center",
    description: "Training quote requests from the Learning Center and course pages.",
    source: { table: "enquiries", kind: "quote" },
    manageLink: { to: "/admin/enquiries?kind=quote", label: "Open in enquiries" },
  },
  {
    id: "event-registration",
    title: "Event registration",
    page: "/events",
    description: "Webinar and event bookings.",
    source: { table: "event_bookings" },
    manageLink: { to: "/manage-events", label: "Manage events" },
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

/**
 * The questions of the site's four built-in forms (contact, consulting, quote, event registration),
 * listed read-only in the instructor area: they are fixed in the site's code, and their responses
 * stay where they are stored (enquiries and event bookings), shown through an adapter.
 */
export const BUILT_IN_FORM_QUESTIONS: Record<string, readonly string[]> = {
  contact: ["Full name", "Email", "Phone", "Company", "Designation", "Appointment type (optional)", "Message"],
  consulting: ["Full name", "Email", "Phone", "Company", "Designation", "Appointment type", "Message"],
  quote: ["Full name", "Email", "Phone", "Company", "Designation", "Number of people", "Message"],
  "event-registration": [
    "Name",
    "Surname",
    "Email",
    "Phone",
    "HPCSA number (optional)",
    "Province",
    "City",
    "Company",
    "Occupation",
  ],
};

import * as m from "./messages";

/**
 * The questions of the site's four built-in forms (contact, consulting, quote, event registration),
 * listed read-only in the instructor area: they are fixed in the site's code, and their responses
 * stay where they are stored (enquiries and event bookings), shown through an adapter.
 */
const BUILT_IN_FORM_QUESTIONS: Record<string, ReadonlyArray<() => string>> = {
  contact: [m.qFullName, m.qEmail, m.qPhone, m.qCompany, m.qDesignation, m.qAppointmentTypeOptional, m.qMessage],
  consulting: [m.qFullName, m.qEmail, m.qPhone, m.qCompany, m.qDesignation, m.qAppointmentType, m.qMessage],
  quote: [m.qFullName, m.qEmail, m.qPhone, m.qCompany, m.qDesignation, m.qNumberOfPeople, m.qMessage],
  "event-registration": [
    m.qName,
    m.qSurname,
    m.qEmail,
    m.qPhone,
    m.qHpcsaOptional,
    m.qProvince,
    m.qCity,
    m.qCompany,
    m.qOccupation,
  ],
};

/** A built-in form's questions, in the language of the request. */
export const builtInFormQuestions = (formId: string): string[] =>
  (BUILT_IN_FORM_QUESTIONS[formId] ?? []).map((question) => question());

import { type Outcome, refuse } from "~/lib/refusal";
import type { SessionUser } from "~/platform/auth/session.server";
import * as m from "./messages";

/**
 * Who reads the company's enquiries (contact, consulting and quote submissions): admins only,
 * wherever they are shown: /admin/enquiries, its CSV and the instructor area's form pages
 * (docs/decisions/0014-who-reads-enquiries.md). They hold people's names, emails, phone numbers and
 * messages sent to the company, not to an instructor; POPIA asks that only those who handle them
 * read them. Instructors read the responses of forms that are theirs to run (event bookings now,
 * their own forms, docs/decisions/0025-forms.md).
 */
export const ENQUIRIES_FOR_ADMINS_MESSAGE = () => m.enquiriesForAdmins();

function canReadEnquiries(user: Pick<SessionUser, "role"> | null | undefined): boolean {
  return user?.role === "admin";
}

/** The rule as a refusal, for loaders and actions that show or change enquiries. */
export function checkCanReadEnquiries(user: Pick<SessionUser, "role"> | null | undefined): Outcome {
  return canReadEnquiries(user) ? { ok: true } : refuse("forbidden", ENQUIRIES_FOR_ADMINS_MESSAGE());
}

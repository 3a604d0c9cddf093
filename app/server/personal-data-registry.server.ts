import { apiPersonalData } from "~/features/api/personal-data.server";
import { assessmentPersonalData } from "~/features/assessment/personal-data.server";
import { bookingPersonalData } from "~/features/bookings/personal-data.server";
import { certificatePersonalData } from "~/features/certificates/personal-data.server";
import { companyPersonalData } from "~/features/companies/personal-data.server";
import { contentPackagesPersonalData } from "~/features/content-packages/personal-data.server";
import { cpdEnrolledUserPersonalData } from "~/features/cpd-courses/personal-data.server";
import { cpdActivityPersonalData } from "~/features/cpd-ledger/personal-data.server";
import { enquiryPersonalData } from "~/features/enquiries/personal-data.server";
import { formResponsePersonalData } from "~/features/forms/personal-data.server";
import { offlinePersonalData } from "~/features/learning/offline/personal-data.server";
import { learningPersonalData } from "~/features/learning/personal-data.server";
import type { AccessActor } from "~/features/privacy/access-log.server";
import { eraseDeletionRequest } from "~/features/privacy/deletion-requests.server";
import { privacyPersonalData } from "~/features/privacy/personal-data.server";
import { scimPersonalData } from "~/features/scim/personal-data.server";
import { sellingPersonalData } from "~/features/selling/personal-data.server";
import { skillsPersonalData } from "~/features/skills-reporting/personal-data.server";
import { uploadPersonalData } from "~/features/uploads/personal-data.server";
import type { PersonalDataOwner } from "~/lib/personal-data";
import { rateLimitPersonalData } from "~/lib/rate-limit.server";
import { accountPersonalData } from "~/platform/auth/personal-data.server";
import { lrsPersonalData } from "~/platform/lrs/personal-data.server";
import { mailPersonalData } from "~/platform/mail/personal-data.server";
import { webhookPersonalData } from "~/platform/webhooks/personal-data.server";
import { type DatabaseConnection, flushWriteAheadLog } from "~db/database.server";

/**
 * Every owner of personal data, each with its `personalDataOf` (the person's download) and
 * `erasePersonalData` (the erasure), in the order both run (decisions 0067-erasure-registry and
 * 0079-one-read-path): the one list. A feature that adds a table with people in it adds
 * its owner here; tests/integration/popia-erasure-coverage.test.ts fails while a table with an
 * email, a user id or a person's name is not erased and downloaded by an owner here (or left out
 * of the download with a reason in the owner's `notDownloaded`) nor in TABLES_WITHOUT_PERSONAL_DATA.
 * Order: uploads reads user.image before the account's owner clears it; the copies (mail, webhooks,
 * stored API answers, the access log, counters) are found by the details every owner gave before
 * any ran, so they may come in any order. The download's sections follow the same order.
 */
export const PERSONAL_DATA_OWNERS: readonly PersonalDataOwner[] = [
  uploadPersonalData,
  accountPersonalData,
  learningPersonalData,
  offlinePersonalData,
  contentPackagesPersonalData,
  assessmentPersonalData,
  bookingPersonalData,
  enquiryPersonalData,
  formResponsePersonalData,
  cpdEnrolledUserPersonalData,
  certificatePersonalData,
  cpdActivityPersonalData,
  companyPersonalData,
  scimPersonalData,
  skillsPersonalData,
  sellingPersonalData,
  mailPersonalData,
  webhookPersonalData,
  apiPersonalData,
  privacyPersonalData,
  rateLimitPersonalData,
  lrsPersonalData,
];

/**
 * Tables whose email, user id or name columns are not a learner's or visitor's personal data, and why.
 * Staff references (`*_by_user_id`) point at accounts, which are kept anonymised.
 */
export const TABLES_WITHOUT_PERSONAL_DATA: Readonly<Record<string, string>> = {
  site_settings: "the site's own name and contact details",
  scim_groups: "a company's group as its directory names it (its members are in scim_group_members)",
  packages: "a SCORM or cmi5 package: course content; created_by_user_id is the staff member who uploaded it",
  package_files: "the files of a package (course content)",
  training_categories: "a category's name",
  footprint_countries: "a country's name",
  courses: "a course's name; its author is a staff account id",
  course_text_search: "SQLite's search index of course names, titles and subtitles (decision 0113)",
  event_text_search: "SQLite's search index of event titles (decision 0113)",
  learning_paths: "a learning path's title and text; its author is a staff account id",
  course_files: "which course a lesson file belongs to (stored_name is the file's)",
  course_instructors: "which staff accounts teach a course (kept, anonymised with the account)",
  chapters: "course content",
  lessons: "course content",
  content_blocks: "course content; its editor is a staff account id",
  events: "an event's published speakers and moderator, as staff wrote them",
  cpd_courses: "a CPD course record's published instructor and facilitator",
  cpd_bodies: "an accrediting body's name",
  training_schedule_entries: "a scheduled course's name",
  site_pages: "content pages",
  site_page_content: "site copy; its editors are staff account ids",
  forms: "a form's questions; who is notified are staff account ids",
  webhook_endpoints: "a receiver's address; its maker is a staff account id",
  user_role_counts: "counts per role",
  question_categories: "a question bank's category name",
  questions: "bank questions; their author is a staff account id",
  company_accounts: "a company's registered name, VAT number and billing address, printed on its tax invoices",
};

/** The admin's erasure of a deletion request: every owner in one transaction, then the WAL emptied on SQLite. */
export async function eraseRequestedPersonalData(
  connection: Pick<DatabaseConnection, "db" | "kind">,
  input: { requestId: string; staff: AccessActor; uploadDirectory: string; now?: Date },
) {
  const erased = await eraseDeletionRequest(connection.db, { ...input, owners: PERSONAL_DATA_OWNERS });
  if (erased.ok) await flushWriteAheadLog(connection);
  return erased;
}

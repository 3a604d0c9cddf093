import type { Generated, Selectable } from "kysely";

/**
 * The whole database as Kysely sees it. Conventions (docs/decisions/0002-portable-sql.md):
 * text ids, ISO-8601 text timestamps, 0/1 integers for flags, statuses as text checked in the app,
 * so one set of migrations runs on SQLite and PostgreSQL alike.
 *
 * The four better-auth tables (user, session, account, verification) are created by better-auth's
 * own migration and keep its camelCase column names.
 */
export interface Database {
  user: UserTable;
  session: SessionTable;
  site_settings: SiteSettingsTable;
  uploads: UploadsTable;
  outbox: OutboxTable;
  training_categories: TrainingCategoriesTable;
  training_standards: TrainingStandardsTable;
  footprint_countries: FootprintCountriesTable;
  // Online courses (decisions 0009, 0011, 0026)
  courses: CoursesTable;
  course_instructors: CourseInstructorsTable;
  chapters: ChaptersTable;
  lessons: LessonsTable;
  content_blocks: ContentBlocksTable;
  /** A course's content in other languages (decision 0108-course-translations). */
  course_translations: CourseTranslationsTable;
  chapter_translations: ChapterTranslationsTable;
  lesson_translations: LessonTranslationsTable;
  block_translations: BlockTranslationsTable;
  enrolments: EnrolmentsTable;
  /** "Request a place" in a course not open for self-enrolment (decision 0026). */
  enrolment_requests: EnrolmentRequestsTable;
  lesson_completions: LessonCompletionsTable;
  quiz_attempts: QuizAttemptsTable;
  survey_responses: SurveyResponsesTable;
  /** Work done offline and sent later, by the browser's key: a resend answers the first outcome (decision 0110-offline-courses). */
  offline_submissions: OfflineSubmissionsTable;
  /** Which courses' blocks point at an uploaded file (lesson files are for that course's readers). */
  course_files: CourseFilesTable;
  // SCORM and cmi5 content packages (decision 0097-scorm-content-packages)
  packages: PackagesTable;
  package_files: PackageFilesTable;
  package_attempts: PackageAttemptsTable;
  // CPD course records, enrolled users and certificates (decisions 0006, 0010)
  cpd_courses: CpdCoursesTable;
  cpd_enrolled_users: CpdEnrolledUsersTable;
  certificates: CertificatesTable;
  // CPD points ledger: bodies' rules as data, learners' external activities (decisions 0033, 0038)
  cpd_bodies: CpdBodiesTable;
  cpd_body_requirements: CpdBodyRequirementsTable;
  cpd_activities: CpdActivitiesTable;
  /** The body a learner reports their CPD to (decision 0071); body_id null: none. */
  cpd_reporting_bodies: CpdReportingBodiesTable;
  // Webinars and bookings (decision 0007)
  events: EventsTable;
  event_bookings: EventBookingsTable;
  event_certificates: EventCertificatesTable;
  // Public site enquiries and training schedule (decision 0008)
  enquiries: EnquiriesTable;
  training_schedule_entries: TrainingScheduleEntriesTable;
  // Admin-written content pages (page-builder)
  site_pages: SitePagesTable;
  /** The copy of home, about, services and consulting: a draft and a published document (decision 0054). */
  site_page_content: SitePageContentTable;
  // Forms instructors build, and their responses (decision 0025)
  forms: FormsTable;
  form_responses: FormResponsesTable;
  /** Uploaded files that are answers to a form: served to the form's managers only. */
  form_response_files: FormResponseFilesTable;
  /** Throttle counters shared by every server process (lib/rate-limit.server.ts). */
  rate_limits: RateLimitsTable;
  mail_suppressions: MailSuppressionsTable;
  personal_data_access_log: PersonalDataAccessLogTable;
  deletion_requests: DeletionRequestsTable;
  /** REST API personal access tokens (docs/decisions/0034-rest-api.md). */
  api_tokens: ApiTokensTable;
  api_idempotency_keys: ApiIdempotencyKeysTable;
  /** Outgoing webhooks: endpoints and their delivery queue/log (docs/decisions/0047-webhooks.md). */
  webhook_endpoints: WebhookEndpointsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  /** The Learning Record Store: xAPI statements, documents, cmi5 launches (decision 0098-lrs). */
  lrs_statements: LrsStatementsTable;
  lrs_documents: LrsDocumentsTable;
  lrs_cmi5_registrations: LrsCmi5RegistrationsTable;
  lrs_launch_sessions: LrsLaunchSessionsTable;
  lrs_forward_outbox: LrsForwardOutboxTable;
  /** Client companies, their employees and training managers (decision 0039). */
  companies: CompaniesTable;
  company_employees: CompanyEmployeesTable;
  company_managers: CompanyManagersTable;
  company_audit_downloads: CompanyAuditDownloadsTable;
  /** One row per training manager and month whose digest was queued (decision 0104-company-self-service). */
  manager_digests_sent: ManagerDigestsSentTable;
  scim_tokens: ScimTokensTable;
  scim_users: ScimUsersTable;
  scim_groups: ScimGroupsTable;
  scim_group_members: ScimGroupMembersTable;
  scim_group_enrolments: ScimGroupEnrolmentsTable;
  // Skills-development evidence (decision 0103-skills-evidence)
  company_skills_facilitators: CompanySkillsFacilitatorsTable;
  learner_skills_details: LearnerSkillsDetailsTable;
  intervention_skills_codes: InterventionSkillsCodesTable;
  company_sso_domains: CompanySsoDomainsTable;
  company_identity_providers: CompanyIdentityProvidersTable;
  sso_sign_in_states: SsoSignInStatesTable;
  sso_used_assertions: SsoUsedAssertionsTable;
  /** Accounts per role, kept by triggers on user (db/user-role-counts.ts; '' = not yet given a role). */
  user_role_counts: UserRoleCountsTable;
  /** One row (id 1): the version of what anonymous pages show, bumped by triggers (db/content-versions.ts). */
  content_versions: ContentVersionsTable;
  cdn_purges: CdnPurgesTable;
  // Selling: prices, orders, payments and South African tax documents (decision 0082)
  vat_rates: VatRatesTable;
  discount_codes: DiscountCodesTable;
  company_accounts: CompanyAccountsTable;
  company_prices: CompanyPricesTable;
  orders: OrdersTable;
  order_lines: OrderLinesTable;
  order_seats: OrderSeatsTable;
  seat_locks: SeatLocksTable;
  // Selling: checkout
  checkout_submissions: CheckoutSubmissionsTable;
  document_series: DocumentSeriesTable;
  tax_documents: TaxDocumentsTable;
  tax_document_lines: TaxDocumentLinesTable;
  payments: PaymentsTable;
  proofs_of_payment: ProofsOfPaymentTable;
  bank_statement_lines: BankStatementLinesTable;
  provider_notifications: ProviderNotificationsTable;
  // Assessment (decision 0090-assessment-model).
  question_categories: QuestionCategoriesTable;
  questions: QuestionsTable;
  question_tags: QuestionTagsTable;
  assessment_attempts: AssessmentAttemptsTable;
  attempt_question_marks: AttemptQuestionMarksTable;
  assessment_staff: AssessmentStaffTable;
  assignment_submissions: AssignmentSubmissionsTable;
  assignment_submission_files: AssignmentSubmissionFilesTable;
  assignment_marks: AssignmentMarksTable;
  moderation_signoffs: ModerationSignoffsTable;
  assignment_mark_revisions: AssignmentMarkRevisionsTable;
  course_prerequisites: CoursePrerequisitesTable;
  /** Learning paths: ordered online courses, their enrolments and certificate (docs/decisions/0094-learning-paths.md). */
  learning_paths: LearningPathsTable;
  learning_path_courses: LearningPathCoursesTable;
  learning_path_enrolments: LearningPathEnrolmentsTable;
  video_progress: VideoProgressTable;
  /** Open Badges 3.0: each certificate's stable place in the revocation status list (decision 0100-open-badges-credentials). */
  open_badge_status_counters: OpenBadgeStatusCountersTable;
  open_badge_status_entries: OpenBadgeStatusEntriesTable;
}

export type UserRole = "student" | "instructor" | "admin" | "finance";

interface UserTable {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean | number;
  image: string | null;
  createdAt: Date | string;
  updatedAt: Date | string;
  role: string;
  bio: string | null;
  /** Deactivated accounts cannot sign in; their sessions are removed when deactivated. */
  deactivated: boolean | number;
  /** Set by the database (better-auth inserts users without it); bumped by every versioned save. */
  version: Generated<number>;
  /** POPIA consent given with the form that made this record, and the wording's version (decision 0036). */
  consented_at: string | null;
  consent_version: string | null;
  /** The person's language ("en", "af", "zu"; decision 0106-languages), null until they choose. */
  locale: string | null;
}

interface SessionTable {
  id: string;
  userId: string;
  token: string;
  expiresAt: Date | string;
  createdAt: Date | string;
  updatedAt: Date | string;
  ipAddress: string | null;
  userAgent: string | null;
}

export interface SiteSettingsTable {
  id: string;
  site_name: string;
  logo_url: string | null;
  notification_email: string;
  about_text: string;
  /** IANA name (e.g. Africa/Johannesburg): every date and time is shown in it (app/lib/dates.ts). */
  time_zone: Generated<string>;
  /** The company's contact details (contact page, footer, Organization JSON-LD); '' when not given. */
  contact_phone: Generated<string>;
  contact_email: Generated<string>;
  contact_address: Generated<string>;
  /** An https:// map link (Google Maps, OpenStreetMap) for the address. */
  contact_map_url: Generated<string>;
  contact_office_hours: Generated<string>;
  /** The WhatsApp number in international form; the site links to wa.me with its digits. */
  contact_whatsapp: Generated<string>;
  updated_at: string;
  /** Bumped on every save, so two admins editing at once cannot overwrite each other silently. */
  version: number;
  /** Months enquiries and event bookings are kept before the daily purge; null keeps them (decision 0036). */
  retention_months: number | null;
  /** The supplier on tax invoices (decision 0082): registered name, VAT number, bank details for EFT. */
  legal_name: Generated<string>;
  vat_number: Generated<string>;
  bank_name: Generated<string>;
  bank_account_name: Generated<string>;
  bank_account_number: Generated<string>;
  bank_branch_code: Generated<string>;
  /** Days before a dated seat starts within which a cancellation is refused (0: always allowed). */
  cancellation_days: Generated<number>;
}

/** One public page's editable copy (app/features/site-content); documents are JSON text checked by zod. */
interface SitePageContentTable {
  /** The page key: home, about, services, consulting. */
  id: string;
  draft_json: string;
  published_json: string;
  /** Bumped by every draft save, publish and discard (app/lib/versioned-update.server.ts). */
  version: Generated<number>;
  /** The version whose draft was last published; equal to version when nothing is left to publish. */
  published_version: Generated<number>;
  updated_at: string;
  updated_by_user_id: string | null;
  published_at: string | null;
  published_by_user_id: string | null;
}

interface UploadsTable {
  id: string;
  stored_name: string;
  original_name: string;
  content_type: string;
  size_bytes: number;
  owner_user_id: string | null;
  created_at: string;
}

export interface OutboxTable {
  id: string;
  to_email: string;
  to_name: string | null;
  reply_to: string | null;
  subject: string;
  html: string;
  text: string;
  /** JSON: [{ filename, contentType, contentBase64 }] */
  attachments_json: string;
  status: string;
  attempts: Generated<number>;
  last_error: string | null;
  next_attempt_at: string;
  created_at: string;
  sent_at: string | null;
  /** 0 (urgent: someone is waiting for it) is sent before 1 (normal). */
  priority: Generated<number>;
  /** The worker holding the message, and until when (a crashed worker's claim runs out). */
  claim_token: string | null;
  claimed_until: string | null;
  /** Start of the current run of transient failures; retries stop 72 h after it. */
  first_failed_at: string | null;
  /** The X-Request-Id of the request that queued it (null from background work), to trace a mail to its request. */
  request_id: string | null;
  /** What the message is about, unique while set (a booking's reminder: "reminder:<booking>:7d"). */
  reference: string | null;
  /** Set on non-transactional mail only (reminders): its one-click unsubscribe link (decision 0036). */
  list_unsubscribe_url: string | null;
}

export type SiteSettings = Selectable<SiteSettingsTable>;
export type Upload = Selectable<UploadsTable>;
export type OutboxMessage = Selectable<OutboxTable>;

/** Course type ids double as category ids: improvement, certification, accreditation (SPEC 9). */
interface TrainingCategoriesTable {
  id: string;
  name: string;
  summary: string;
  position: number;
}

interface TrainingStandardsTable {
  id: string;
  category_id: string;
  code: string;
  title: string;
  position: number;
}

interface FootprintCountriesTable {
  id: string;
  name: string;
  position: number;
}

export type CourseType = "accreditation" | "certification" | "improvement";

interface CoursesTable {
  id: string;
  slug: string;
  name: string;
  title: string;
  subtitle: string;
  /** Sanitised on save (app/lib/sanitize-html.server.ts). */
  description_html: string;
  outcome: string;
  requirements: string;
  cover_url: string | null;
  type: string;
  is_published: number;
  is_self_enrolment_open: number;
  offers_certificate: number;
  /** What finishing the course (and its certificate) requires, each 1 or 0 (decision 0096-gradebook). */
  requires_all_lessons: Generated<number>;
  requires_quizzes_passed: Generated<number>;
  requires_assignments_competent: Generated<number>;
  /** The instructor's estimate of the course's length in minutes; null when not given. */
  duration_minutes: number | null;
  /** Buyer facts (decision 0070): price in cents (ZAR), null = "request a quote". */
  price_cents: number | null;
  /** e.g. "per person, excluding VAT". */
  price_note: Generated<string>;
  /** An early-bird price (cents, excluding VAT) that applies up to and including early_price_until. */
  early_price_cents: number | null;
  early_price_until: string | null;
  /** Comma list of classroom, virtual, in-house. */
  delivery_modes: Generated<string>;
  /** Who the course is for, one point per line. */
  audience: Generated<string>;
  accreditation: Generated<string>;
  cpd_points: Generated<string>;
  /** Questions and answers: blocks separated by a blank line, the question on the block's first line. */
  faq: Generated<string>;
  /** Sequencing (decision 0093-sequencing): 1 = each lesson opens when the one before it is complete. */
  lessons_in_order: Generated<number>;
  /** An uploaded video counts (its lesson can be completed) once this per cent of it was watched; null = not gated. */
  video_watch_percent: Generated<number | null>;
  created_by_user_id: string | null;
  created_at: string;
  updated_at: string;
  version: number;
  /** The language the course is written in (en | af | zu, checked in the app); translations add others. */
  language: Generated<string>;
}

interface CourseTranslationsTable {
  id: string;
  course_id: string;
  locale: string;
  title: string;
  /** Sanitised on save, like the original. */
  description_html: string;
  version: Generated<number>;
  created_at: string;
  updated_at: string;
}

interface ChapterTranslationsTable {
  id: string;
  chapter_id: string;
  course_id: string;
  locale: string;
  title: string;
  version: Generated<number>;
  created_at: string;
  updated_at: string;
}

interface LessonTranslationsTable {
  id: string;
  lesson_id: string;
  course_id: string;
  locale: string;
  title: string;
  version: Generated<number>;
  created_at: string;
  updated_at: string;
}

interface BlockTranslationsTable {
  id: string;
  block_id: string;
  course_id: string;
  locale: string;
  title: string;
  /** The translatable part of the block's content (texts and wording only), JSON. */
  content_json: string;
  /** content_blocks.version this translation was made from; a newer original marks it outdated. */
  source_version: number;
  version: Generated<number>;
  created_at: string;
  updated_at: string;
}

interface CourseInstructorsTable {
  course_id: string;
  user_id: string;
}

interface ChaptersTable {
  id: string;
  course_id: string;
  title: string;
  position: number;
  /** A quiz block of an earlier chapter to pass before this chapter opens (decision 0093-sequencing). */
  unlock_quiz_block_id: string | null;
  version: number;
  created_at: string;
  updated_at: string;
}

interface LessonsTable {
  id: string;
  chapter_id: string;
  course_id: string;
  title: string;
  position: number;
  version: number;
  created_at: string;
  updated_at: string;
}

interface ContentBlocksTable {
  id: string;
  lesson_id: string;
  course_id: string;
  type: string;
  title: string;
  position: number;
  /** The block type's own content, validated by its entry in the content-block registry. */
  content_json: string;
  version: number;
  updated_by_user_id: string | null;
  created_at: string;
  updated_at: string;
}

interface EnrolmentsTable {
  id: string;
  course_id: string;
  user_id: string;
  enrolled_by_user_id: string | null;
  enrolled_at: string;
  completed_at: string | null;
  /** The lesson the student last opened (the Resume link), and when; set only when it changes. */
  last_lesson_id: string | null;
  last_opened_at: string | null;
}

/** One student's request for a place in a course; status is pending | accepted | declined, checked in the app. */
interface EnrolmentRequestsTable {
  id: string;
  course_id: string;
  user_id: string;
  message: string;
  status: string;
  created_at: string;
  decided_at: string | null;
  decided_by_user_id: string | null;
}

interface LessonCompletionsTable {
  user_id: string;
  lesson_id: string;
  course_id: string;
  completed_at: string;
}

interface QuizAttemptsTable {
  id: string;
  block_id: string;
  course_id: string;
  user_id: string;
  answers_json: string;
  score: number;
  max_score: number;
  created_at: string;
}

interface OfflineSubmissionsTable {
  user_id: string;
  idempotency_key: string;
  course_id: string;
  /** complete-lesson, submit-quiz or save-survey. */
  kind: string;
  /** The HTTP status of the first outcome; null while it is being applied. */
  status: number | null;
  outcome_json: string | null;
  created_at: string;
}

interface SurveyResponsesTable {
  id: string;
  block_id: string;
  course_id: string;
  user_id: string;
  answers_json: string;
  created_at: string;
  updated_at: string;
}

export type Course = Selectable<CoursesTable>;
export type ContentBlock = Selectable<ContentBlocksTable>;

interface PackagesTable {
  id: string;
  course_id: string;
  kind: string;
  title: string;
  schema_version: Generated<string>;
  organisation_json: string;
  cmi5_xml: string | null;
  file_count: number;
  total_bytes: number;
  created_by_user_id: string | null;
  created_at: string;
}

interface PackageFilesTable {
  package_id: string;
  path: string;
  stored_name: string;
  content_type: string;
  size: number;
}

interface PackageAttemptsTable {
  id: string;
  package_id: string;
  course_id: string;
  user_id: string;
  sco_id: string;
  cmi_json: string;
  completion_status: string;
  success_status: string;
  score_scaled: number | null;
  total_time_seconds: Generated<number>;
  completed_at: string | null;
  created_at: string;
  updated_at: string;
  version: Generated<number>;
}

interface CourseFilesTable {
  /** uploads.stored_name: the file is served at /uploads/<stored_name>. */
  stored_name: string;
  course_id: string;
  created_at: string;
}

/** A webinar. Dates and times are local to South Africa (YYYY-MM-DD, HH:MM; SAST, UTC+2). */
export interface EventsTable {
  id: string;
  title: string;
  sub_title: string;
  /** Plain text, shown as text. */
  description: string;
  date_from: string;
  date_to: string;
  time_from: string;
  time_to: string;
  location: string;
  teams_link: string | null;
  poster_url: string | null;
  image_url: string | null;
  instructor_name: string;
  instructor_role: string;
  moderator_name: string;
  moderator_role: string;
  /** JSON: string[] */
  highlights_json: string;
  /** JSON: string[] */
  who_should_attend_json: string;
  created_by_user_id: string | null;
  created_at: string;
  updated_at: string;
  /** Optimistic concurrency: a save names the version it was loaded at (decision 0015). */
  version: number;
  /** Seats (null: no limit); once full, a booking joins the waitlist (decision 0031). */
  capacity: number | null;
  /** Hours a waitlisted person has to accept a freed seat. */
  offer_hours: Generated<number>;
  /** The invitation's SEQUENCE: raised when the date, time or place changes. */
  calendar_sequence: Generated<number>;
  /** When staff cancelled the event; null while it goes ahead. */
  cancelled_at: string | null;
  /** Attendance rule: the share of the event's duration (per cent) attended online that qualifies. */
  attendance_min_percent: Generated<number>;
  /** CPD points a certificate from this event carries ("3", "2.5"); empty: none (decision 0043). */
  cpd_points: Generated<string>;
  /** clinical, ethics or general. */
  cpd_category: Generated<string>;
  /** The accrediting body (cpd_bodies.id); null: none. */
  cpd_body_id: string | null;
  /** 1: certificates are issued to qualifying attendees automatically once the event has ended. */
  certificates_automatic: Generated<number>;
  /** Months its certificates stay valid; null: they do not expire (decision 0046). */
  cpd_validity_months: number | null;
  /** Price per seat in cents excluding VAT; null or 0: free (decision 0082). */
  price_cents: number | null;
  early_price_cents: number | null;
  early_price_until: string | null;
}

/** Which booking of an event received which certificate: one per booking, ever (decision 0043). */
interface EventCertificatesTable {
  booking_id: string;
  event_id: string;
  certificate_id: string;
  issued_at: string;
}

/**
 * Unique per event and lower(email). The event's date and title are the event's (event_id): a booking
 * keeps no copy of them, so it follows the event when it moves.
 */
interface EventBookingsTable {
  id: string;
  event_id: string;
  name: string;
  surname: string;
  email: string;
  phone: string;
  hpcsa: string | null;
  /** One of the booking form's countries (booking-fields.ts); "South Africa" for bookings made before. */
  country: Generated<string>;
  /** One of South Africa's nine provinces; empty for a booking from another country. */
  province: string;
  city: string;
  /** Optional on the form: empty when not given. */
  company: string;
  occupation: string;
  created_at: string;
  /** The account signed in when the booking was made; null for a visitor's booking. */
  user_id: string | null;
  /** When staff marked this person present (ISO time); null while not marked. */
  attended_at: string | null;
  /** The staff member who marked attendance: evidence for a CPD audit. */
  attendance_marked_by: string | null;
  /** confirmed | waitlisted | offered | cancelled (decision 0031). */
  status: Generated<string>;
  /** SHA-256 of the cancel link's token; the token itself is only in the mail. */
  cancel_token_hash: string | null;
  /** While offered a seat: SHA-256 of the accept link's token, and when the offer runs out. */
  offer_token_hash: string | null;
  offer_expires_at: string | null;
  cancelled_at: string | null;
  /** Minutes attended online, from an imported Teams or Zoom attendance file; null until imported. */
  minutes_attended: number | null;
  /** SHA-256 of the booking's check-in code (an HMAC of the booking; the code is only in mails). */
  checkin_code_hash: string | null;
  /** When staff scanned or typed the check-in code at the door, and who (decision 0040). */
  checked_in_at: string | null;
  checked_in_by: string | null;
  /**
   * Attendance marked outside the event's rules (decision 0073-check-in-window): the staff
   * member's reason, who and when; null for attendance within the rules.
   */
  attendance_override_reason: string | null;
  attendance_override_at: string | null;
  attendance_override_by: string | null;
  /** POPIA consent given with the form that made this record, and the wording's version (decision 0036). */
  consented_at: string | null;
  consent_version: string | null;
}

export type EventRecord = Selectable<EventsTable>;
export type EventBooking = Selectable<EventBookingsTable>;

/** A CPD course record (decision 0006): the company's accredited trainings, apart from online courses. */
interface CpdCoursesTable {
  id: string;
  course_name: string;
  course_description: string;
  instructor_name: string;
  instructor_signature_url: string;
  facilitator_name: string;
  facilitator_organization: string;
  location: string;
  allocated_points: string;
  clinical_points: string;
  ethics_points: string;
  provider_activity_number: string;
  course_code: string;
  duration: string;
  accreditor: string;
  cpd_level: string;
  activity_start_date: string;
  activity_end_date: string;
  created_by_user_id: string | null;
  created_at: string;
  updated_at: string;
  version: number;
  /** Months a certificate of this course stays valid; null: it does not expire (decision 0046). */
  validity_months: number | null;
  /** Where to book the renewal (a path on this site or an https address); empty: the training schedule. */
  renewal_url: Generated<string>;
  /** The accrediting body (cpd_bodies.id) it names; null: none. `accreditor` keeps the body's name as printed. */
  cpd_body_id: string | null;
}

interface CpdEnrolledUsersTable {
  id: string;
  cpd_course_id: string;
  name: string;
  email: string;
  id_number: string;
  title: string;
  allocated_points: string;
  certificate_number: string;
  /** ISO timestamp: the date printed on the certificate. */
  completion_date: string;
  created_at: string;
  updated_at: string;
  version: number;
}

/** source: "cpd" (enrolled user), "form" (certificate form), "online" (completed online course). */
interface CertificatesTable {
  id: string;
  certificate_number: string;
  verification_code: string;
  source: string;
  cpd_course_id: string | null;
  cpd_enrolled_user_id: string | null;
  course_id: string | null;
  user_id: string | null;
  title: string;
  recipient_name: string;
  recipient_email: string;
  recipient_id_number: string;
  license_number: string;
  course_name: string;
  course_description: string;
  completion_date: string;
  allocated_points: string;
  clinical_points: string;
  ethics_points: string;
  provider_activity_number: string;
  accreditor: string;
  cpd_level: string;
  instructor_name: string;
  instructor_signature_url: string;
  facilitator_name: string;
  facilitator_organization: string;
  location: string;
  contact_details: string;
  website: string;
  organization_logo_url: string;
  issued_by_user_id: string | null;
  issued_at: string;
  revoked_at: string | null;
  revoked_reason: string | null;
  revoked_by_user_id: string | null;
  /** The last day it is valid (YYYY-MM-DD, site time zone), fixed when issued; null: does not expire. */
  expires_at: string | null;
  /** When the same person received a newer certificate for the same course record, and which. */
  renewed_at: string | null;
  renewed_by_certificate_id: string | null;
  /** A path certificate (source "path"): the learning path completed; null for every other source. */
  learning_path_id: string | null;
}

/** An accrediting body's CPD rules (decision 0033); rules_confirmed 0 = seeded, for an admin to check. */
interface CpdBodiesTable {
  id: string;
  code: string;
  name: string;
  points_per_year: number;
  validity_months: number;
  rules_source: Generated<string>;
  rules_confirmed: Generated<number>;
  updated_at: string;
  version: Generated<number>;
  /** 1: kept from a course record's free-text accreditor no listed body matched (decision 0071). */
  is_custom: Generated<number>;
}

/** The accrediting body a learner reports to: My CPD's annual target comes from it; null: none. */
interface CpdReportingBodiesTable {
  user_id: string;
  body_id: string | null;
  updated_at: string;
}

/** Points a year a body requires in one category (e.g. HPCSA: 5 ethics). */
interface CpdBodyRequirementsTable {
  id: string;
  body_id: string;
  category: string;
  points_per_year: number;
}

/** A learner's external CPD activity; counts in the ledger once approved. Points in tenths. */
export interface CpdActivitiesTable {
  id: string;
  user_id: string;
  body_id: string;
  title: string;
  provider: string;
  /** YYYY-MM-DD */
  activity_date: string;
  points_tenths: number;
  category: string;
  /** The access-checked address of the evidence (/my-learning/cpd/activities/{id}/evidence), never /uploads/. */
  evidence_url: Generated<string>;
  /** The evidence's name in file storage (not in `uploads`: private to the owner and staff). */
  evidence_stored_name: Generated<string>;
  evidence_file_name: Generated<string>;
  evidence_content_type: Generated<string>;
  evidence_size_bytes: Generated<number>;
  /** pending | approved | rejected */
  status: Generated<string>;
  reviewed_by_user_id: string | null;
  reviewed_at: string | null;
  review_reason: Generated<string>;
  created_at: string;
  updated_at: string;
  version: Generated<number>;
}

export type CpdCourse = Selectable<CpdCoursesTable>;
export type CpdEnrolledUser = Selectable<CpdEnrolledUsersTable>;
export type Certificate = Selectable<CertificatesTable>;

/** kind: contact | consulting | quote; status: new | handled (app/features/enquiries/enquiry.schema.ts). */
export interface EnquiriesTable {
  id: string;
  kind: string;
  status: string;
  name: string;
  email: string;
  phone: string;
  company: string;
  designation: string;
  message: string;
  number_of_people: number | null;
  appointment_type: string | null;
  /** Set for a quote request sent from a course overview page. */
  course_id: string | null;
  created_at: string;
  handled_at: string | null;
  handled_by_user_id: string | null;
  /** Set by the database on insert; bumped by every status change (decision 0015). */
  version: Generated<number>;
  /** POPIA consent given with the form that made this record, and the wording's version (decision 0036). */
  consented_at: string | null;
  consent_version: string | null;
}

/** One scheduled run of a course; start_date is a calendar date (YYYY-MM-DD), duration 1, 3 or 5 days. */
interface TrainingScheduleEntriesTable {
  id: string;
  course_title: string;
  course_id: string | null;
  start_date: string;
  duration_days: number;
  is_onsite: number;
  is_online: number;
  venue: string;
  /** Seats still free on this date as the admin last counted them; null = not said. */
  seats_left: number | null;
  /** Price per seat in cents excluding VAT; null: not sold online (decision 0082). */
  price_cents: number | null;
  early_price_cents: number | null;
  early_price_until: string | null;
  /** Seats for sale on this date; sold seats count against it; null: not limited. */
  capacity: number | null;
  created_at: string;
  updated_at: string;
  version: number;
}

export type TrainingScheduleEntry = Selectable<TrainingScheduleEntriesTable>;

/** An admin-written content page; body_html is sanitised on save, is_published 0/1. */
export interface SitePagesTable {
  id: string;
  title: string;
  description: string;
  body_html: string;
  is_published: number;
  /** A built form shown below the text (decision 0025), or null. */
  form_id: string | null;
  created_at: string;
  updated_at: string;
  version: number;
}

export type SitePage = Selectable<SitePagesTable>;

/** A form built in the instructor area; fields_json is its field list (features/forms/form-fields.ts). */
interface FormsTable {
  id: string;
  slug: string;
  title: string;
  description: string;
  fields_json: string;
  /** draft | open | closed, checked in the app. */
  status: string;
  /** ISO timestamp after which the form takes no responses, or null. */
  closes_at: string | null;
  response_limit: number | null;
  thank_you_message: string;
  sends_confirmation: number;
  /** JSON list of the staff user ids mailed for each new response. */
  notify_user_ids_json: string;
  created_by_user_id: string | null;
  created_at: string;
  updated_at: string;
  version: Generated<number>;
}

interface FormResponseFilesTable {
  stored_name: string;
  form_id: string;
  response_id: string;
}

/** One response: its answers with the labels they were answered under (JSON), never updated. */
interface FormResponsesTable {
  id: string;
  form_id: string;
  answers_json: string;
  respondent_email: string;
  /** Lower-cased answers joined, for the responses list's search. */
  search_text: string;
  created_at: string;
}

/** One throttle counter; times are epoch milliseconds (bigint: PostgreSQL hands them back as strings). */
interface ApiTokensTable {
  id: string;
  name: string;
  /** SHA-256 (hex) of the token; the token itself is shown once and never stored. */
  token_hash: string;
  token_hint: string;
  scopes_json: string;
  created_by_user_id: string | null;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
  /** The instant the token stops working (ISO); one year after it was made unless the admin chose a date. */
  expires_at: string;
}

export interface WebhookEndpointsTable {
  id: string;
  url: string;
  description: string;
  event_types_json: string;
  /** AES-256-GCM of the signing secret, key derived from AUTH_SECRET (app/platform/webhooks/secrets.server.ts). */
  secret_encrypted: string;
  enabled: number;
  /** Failed attempts in a row; a success sets it back to 0, reaching the limit disables the endpoint. */
  consecutive_failures: Generated<number>;
  disabled_reason: string | null;
  version: Generated<number>;
  created_by_user_id: string | null;
  created_at: string;
  updated_at: string;
}

/** pending (waiting or between retries), delivered, failed (retries used up). */
export type WebhookDeliveryStatus = "pending" | "delivered" | "failed";

export interface WebhookDeliveriesTable {
  id: string;
  endpoint_id: string;
  /** The webhook-id header: the same for a replay, so a receiver can tell it has seen the event. */
  message_id: string;
  event_type: string;
  payload_json: string;
  status: WebhookDeliveryStatus;
  attempts: Generated<number>;
  next_attempt_at: string;
  claim_token: string | null;
  claimed_until: string | null;
  last_attempt_at: string | null;
  last_status_code: number | null;
  last_response_excerpt: string | null;
  last_error: string | null;
  delivered_at: string | null;
  replay_of_id: string | null;
  request_id: string | null;
  created_at: string;
}

/** A POST's Idempotency-Key per token: the request's hash and, once answered, the answer (decision 0041). */
interface ApiIdempotencyKeysTable {
  token_id: string;
  idempotency_key: string;
  request_hash: string;
  /** Null while the first request is still being answered. */
  response_status: number | null;
  response_body: string | null;
  created_at: string;
}

/** Who viewed or exported personal data, what and when (decision 0036); only an erasure changes a row. */
interface PersonalDataAccessLogTable {
  id: string;
  actor_user_id: string | null;
  actor_name: string;
  actor_email: string;
  /** export | download | erasure */
  action: string;
  subject: string;
  created_at: string;
}

/** A person's request to have their personal data deleted (decision 0036). */
interface DeletionRequestsTable {
  id: string;
  user_id: string | null;
  name: string;
  email: string;
  reason: Generated<string>;
  /** pending | done */
  status: Generated<string>;
  created_at: string;
  handled_at: string | null;
  handled_by_user_id: string | null;
}

/** An address that unsubscribed from reminders and other non-transactional mail (lower-cased). */
interface MailSuppressionsTable {
  email: string;
  created_at: string;
}

interface RateLimitsTable {
  key: string;
  hits: number;
  window_started_at: number;
  last_hit_at: number;
  expires_at: number;
}

interface ContentVersionsTable {
  id: number;
  version: number;
}

/** The content version the CDN was last purged for, and when a process claimed that purge (decision 0115-proxies-cdn-and-signed-in-hits). */
interface CdnPurgesTable {
  id: number;
  version: number;
  claimed_at: string;
}

interface UserRoleCountsTable {
  role: string;
  count: number;
}

/** A client company (decision 0039); its details are edited at a version. */
interface CompaniesTable {
  id: string;
  name: string;
  registration_number: Generated<string>;
  contact_name: Generated<string>;
  contact_email: Generated<string>;
  contact_phone: Generated<string>;
  created_at: string;
  updated_at: string;
  version: Generated<number>;
}

/** One of a company's people: an account, or an address for someone without one (lower case). */
interface CompanyEmployeesTable {
  id: string;
  company_id: string;
  user_id: string | null;
  name: string;
  email: string;
  added_at: string;
  /** Null while invited: the company sees no records until the person accepts (decision 0105-employee-consent). */
  confirmed_at: string | null;
  invitation_token_hash: string | null;
  invitation_expires_at: string | null;
  invitation_sent_at: string | null;
  invitation_sends: Generated<number>;
}

/** An account that sees the company's people ("My company"). */
interface CompanyManagersTable {
  company_id: string;
  user_id: string;
  added_at: string;
}

/** The monthly digest's claim: (user_id, month) is the key, so a manager gets one digest a month. */
interface ManagerDigestsSentTable {
  user_id: string;
  /** YYYY-MM in the site time zone. */
  month: string;
  sent_at: string;
  /** The queued message; null when the address had unsubscribed (nothing was queued). */
  outbox_id: string | null;
}

/** A company's Skills Development Facilitator: one per company, set by an admin. */
interface CompanySkillsFacilitatorsTable {
  company_id: string;
  user_id: string;
  assigned_by_user_id: string | null;
  assigned_at: string;
  version: Generated<number>;
}

/** A learner's identity number and self-declared equity fields (only with consent). */
interface LearnerSkillsDetailsTable {
  user_id: string;
  id_type: Generated<string>;
  id_number: Generated<string>;
  id_entered_by_user_id: string | null;
  equity_consented_at: string | null;
  equity_consent_version: string | null;
  population_group: Generated<string>;
  gender: Generated<string>;
  disability: Generated<string>;
  updated_at: string;
  version: Generated<number>;
}

/** OFO occupation code and NQF level of one intervention (course, CPD course, event, scheduled course). */
interface InterventionSkillsCodesTable {
  id: string;
  item_type: string;
  item_id: string;
  ofo_code: Generated<string>;
  nqf_level: number | null;
  updated_by_user_id: string | null;
  updated_at: string;
  version: Generated<number>;
}

/** An email domain a company claims for single sign-on (lower case; one company per domain). */
interface CompanySsoDomainsTable {
  id: string;
  company_id: string;
  domain: string;
  created_at: string;
}

export type IdentityProviderKind = "oidc" | "saml";

/** A company's identity provider (decision 0101-sso); the OIDC client secret is kept encrypted. */
interface CompanyIdentityProvidersTable {
  id: string;
  company_id: string;
  kind: IdentityProviderKind;
  oidc_issuer: Generated<string>;
  oidc_client_id: Generated<string>;
  oidc_client_secret: Generated<string>;
  oidc_scopes: Generated<string>;
  saml_entity_id: Generated<string>;
  saml_sso_url: Generated<string>;
  saml_certificate: Generated<string>;
  require_sso: Generated<number>;
  created_at: string;
  updated_at: string;
  version: Generated<number>;
}

/** A sign-in sent to a provider and not yet back: OIDC state (PKCE verifier, nonce) or SAML request id. */
interface SsoSignInStatesTable {
  id: string;
  company_id: string;
  kind: IdentityProviderKind;
  code_verifier: Generated<string>;
  nonce: Generated<string>;
  return_to: Generated<string>;
  expires_at: string;
}

/** A SAML assertion already taken, kept until it expires so it is never taken twice. */
interface SsoUsedAssertionsTable {
  id: string;
  company_id: string;
  expires_at: string;
}

/** Who downloaded a company's audit ZIP, when and for which year. */
interface CompanyAuditDownloadsTable {
  id: string;
  company_id: string;
  user_id: string | null;
  year: number;
  certificate_count: number;
  created_at: string;
}

// ---- SCIM provisioning per company (decision 0102-scim-provisioning). ----

/** A company's SCIM bearer token: only its SHA-256 is kept; the token decides the company. */
interface ScimTokensTable {
  id: string;
  company_id: string;
  name: string;
  token_hash: string;
  token_hint: string;
  created_by_user_id: string | null;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
}

/** A person a company's identity provider provisioned; one company per account. */
interface ScimUsersTable {
  id: string;
  company_id: string;
  user_id: string;
  user_name: string;
  user_name_key: string;
  external_id: string | null;
  given_name: Generated<string>;
  family_name: Generated<string>;
  display_name: Generated<string>;
  email: string;
  active: Generated<number>;
  created_at: string;
  updated_at: string;
  version: Generated<number>;
}

interface ScimGroupsTable {
  id: string;
  company_id: string;
  display_name: string;
  display_name_key: string;
  external_id: string | null;
  created_at: string;
  updated_at: string;
  version: Generated<number>;
}

interface ScimGroupMembersTable {
  group_id: string;
  scim_user_id: string;
  added_at: string;
}

/** A course or learning path a training manager chose for a group: members are enrolled in it. */
interface ScimGroupEnrolmentsTable {
  id: string;
  group_id: string;
  item_type: "course" | "path";
  item_id: string;
  added_at: string;
}

// ---- Selling (decision 0082): integer cents, list prices excluding VAT, VAT per line. ----

export type SellableItemType = "course" | "schedule_date" | "event";
export type OrderStatus = "quote" | "awaiting_account" | "awaiting_payment" | "on_account" | "paid" | "cancelled";
export type PaymentMethod = "eft" | "account" | "payfast" | "yoco" | "paystack" | "ozow";
export type SeatStatus = "held" | "unassigned" | "assigned" | "cancelled";
export type TaxDocumentKind = "tax_invoice" | "credit_note";

/** A VAT rate in basis points (1500 = 15 %) from a day on: a change of rate is a row. */
interface VatRatesTable {
  id: string;
  rate_basis_points: number;
  effective_from: string;
}

interface DiscountCodesTable {
  id: string;
  code: string;
  /** percent (value in basis points) | amount (value in cents off each unit, excluding VAT). */
  kind: string;
  value: number;
  max_uses: number | null;
  used_count: Generated<number>;
  expires_on: string | null;
  course_id: string | null;
  is_active: Generated<number>;
  created_at: string;
  updated_at: string;
  version: Generated<number>;
}

/** A company's billing facts and credit terms; credit_terms_days null: pays before fulfilment. */
interface CompanyAccountsTable {
  company_id: string;
  legal_name: Generated<string>;
  vat_number: Generated<string>;
  billing_address: Generated<string>;
  credit_terms_days: number | null;
  updated_at: string;
  version: Generated<number>;
}

/** A company's negotiated price for one item (cents, excluding VAT). */
interface CompanyPricesTable {
  id: string;
  company_id: string;
  item_type: SellableItemType;
  item_id: string;
  price_cents: number;
  updated_at: string;
  version: Generated<number>;
}

interface OrdersTable {
  id: string;
  number: string;
  status: OrderStatus;
  buyer_kind: "person" | "company";
  buyer_user_id: string | null;
  company_id: string | null;
  buyer_name: string;
  buyer_email: string;
  buyer_phone: Generated<string>;
  company_name: Generated<string>;
  company_vat_number: Generated<string>;
  billing_address: Generated<string>;
  purchase_order: Generated<string>;
  payment_method: PaymentMethod;
  payment_reference: string;
  discount_code_id: string | null;
  subtotal_cents: number;
  discount_cents: Generated<number>;
  vat_cents: number;
  total_cents: number;
  paid_cents: Generated<number>;
  valid_until: string | null;
  created_at: string;
  updated_at: string;
  placed_at: string | null;
  paid_at: string | null;
  cancelled_at: string | null;
  cancel_reason: Generated<string>;
  reminded_at: string | null;
  version: Generated<number>;
}

/** One Place order form's key and the order it placed: a second press answers with that order. */
interface CheckoutSubmissionsTable {
  key: string;
  order_id: string;
  created_at: string;
}

interface OrderLinesTable {
  id: string;
  order_id: string;
  position: number;
  item_type: SellableItemType;
  item_id: string;
  description: string;
  quantity: number;
  unit_price_cents: number;
  discount_cents: Generated<number>;
  net_cents: number;
  vat_rate_basis_points: number;
  vat_cents: number;
  total_cents: number;
}

/** One seat bought: held until the order is fulfilled, then assigned to a person or a company's credit. */
interface OrderSeatsTable {
  id: string;
  order_id: string;
  order_line_id: string;
  item_type: SellableItemType;
  item_id: string;
  attendee_name: Generated<string>;
  attendee_email: Generated<string>;
  user_id: string | null;
  status: SeatStatus;
  fulfilment_ref: string | null;
  assigned_at: string | null;
  cancelled_at: string | null;
}

/** Locked while an item's seats are counted and taken (decision 0082). */
interface SeatLocksTable {
  item_type: SellableItemType;
  item_id: string;
}

/** One counter per gap-free series, taken in the transaction that writes the document. */
interface DocumentSeriesTable {
  series: "tax_invoice" | "credit_note" | "order";
  prefix: string;
  next_number: number;
}

/** An issued tax invoice or credit note: a frozen copy, kept five years (decision 0082). */
interface TaxDocumentsTable {
  id: string;
  kind: TaxDocumentKind;
  serial: number;
  number: string;
  order_id: string;
  invoice_id: string | null;
  issued_at: string;
  issue_date: string;
  due_date: string | null;
  supplier_name: string;
  supplier_address: string;
  supplier_vat_number: string;
  recipient_name: string;
  recipient_address: string;
  recipient_vat_number: string;
  recipient_email: string;
  purchase_order: Generated<string>;
  company_id: string | null;
  buyer_user_id: string | null;
  net_cents: number;
  vat_cents: number;
  total_cents: number;
  reason: Generated<string>;
}

interface TaxDocumentLinesTable {
  id: string;
  document_id: string;
  order_line_id: string | null;
  position: number;
  description: string;
  quantity: number;
  unit_price_cents: number;
  discount_cents: Generated<number>;
  net_cents: number;
  vat_rate_basis_points: number;
  vat_cents: number;
  total_cents: number;
}

interface PaymentsTable {
  id: string;
  order_id: string | null;
  amount_cents: number;
  received_on: string;
  method: string;
  source: string;
  external_reference: Generated<string>;
  note: Generated<string>;
  recorded_by: string | null;
  created_at: string;
}

interface ProofsOfPaymentTable {
  id: string;
  order_id: string;
  storage_name: string;
  content_type: string;
  original_name: string;
  uploaded_by: string | null;
  uploaded_at: string;
}

interface BankStatementLinesTable {
  id: string;
  fingerprint: string;
  bank: string;
  line_date: string;
  amount_cents: number;
  description: string;
  status: "matched" | "unmatched" | "ignored";
  payment_id: string | null;
  imported_by: string | null;
  imported_at: string;
}

/** Each provider notification once: a second arrival of the same event id is recognised, not applied. */
interface ProviderNotificationsTable {
  id: string;
  provider: string;
  provider_event_id: string;
  order_id: string | null;
  outcome: "applied" | "refused";
  detail: Generated<string>;
  received_at: string;
}

export type Order = Selectable<OrdersTable>;
export type OrderLine = Selectable<OrderLinesTable>;
export type TaxDocument = Selectable<TaxDocumentsTable>;

/** A category of a course's question bank (course_id), or of the shared bank (course_id null). */
interface QuestionCategoriesTable {
  id: string;
  course_id: string | null;
  name: string;
  version: Generated<number>;
  created_at: string;
  updated_at: string;
}

interface QuestionsTable {
  id: string;
  category_id: string;
  /** One of QUESTION_TYPES (app/features/assessment/questions/question-types.ts). */
  type: string;
  title: string;
  content_json: string;
  /** The question's words without markup, for the bank's search (written on save). */
  search_text: Generated<string>;
  archived_at: string | null;
  created_by_user_id: string | null;
  version: Generated<number>;
  created_at: string;
  updated_at: string;
}

interface QuestionTagsTable {
  question_id: string;
  tag: string;
}

export type AttemptStatus = "in-progress" | "awaiting-marking" | "completed";

interface AssessmentAttemptsTable {
  id: string;
  block_id: string;
  course_id: string;
  user_id: string;
  attempt_number: number;
  status: AttemptStatus;
  started_at: string;
  deadline_at: string | null;
  submitted_at: string | null;
  /** The questions as shown (AttemptQuestion[]), frozen when the attempt starts. */
  questions_json: string;
  answers_json: Generated<string>;
  score: number | null;
  max_score: number;
  passed: number | null;
  version: Generated<number>;
}

interface AttemptQuestionMarksTable {
  attempt_id: string;
  question_id: string;
  points: number;
  comment: Generated<string>;
  marked_by_user_id: string | null;
  marked_at: string;
}

export type AssessmentRole = "assessor" | "moderator";

interface AssessmentStaffTable {
  course_id: string;
  user_id: string;
  role: AssessmentRole;
  assigned_by_user_id: string | null;
  assigned_at: string;
}

export type SubmissionStatus = "awaiting-marking" | "competent" | "not-yet-competent" | "marked";

interface AssignmentSubmissionsTable {
  id: string;
  block_id: string;
  course_id: string;
  user_id: string;
  attempt_number: number;
  text_html: string;
  submitted_at: string;
  status: SubmissionStatus;
  version: Generated<number>;
}

interface AssignmentSubmissionFilesTable {
  id: string;
  submission_id: string;
  stored_name: string;
  original_name: string;
  content_type: string;
  size_bytes: number;
  created_at: string;
}

interface AssignmentMarksTable {
  id: string;
  submission_id: string;
  outcome: "competent" | "not-yet-competent" | null;
  points: number | null;
  max_points: number | null;
  criteria_json: string;
  comment: Generated<string>;
  marked_by_user_id: string | null;
  marked_at: string;
}

interface ModerationSignoffsTable {
  id: string;
  mark_id: string;
  decision: "confirmed" | "referred-back";
  comment: Generated<string>;
  moderator_user_id: string | null;
  signed_at: string;
}

/** A mark as it was before a moderator referred it back and the assessor marked again (decision 0095). */
interface AssignmentMarkRevisionsTable {
  id: string;
  mark_id: string;
  outcome: "competent" | "not-yet-competent" | null;
  points: number | null;
  max_points: number | null;
  criteria_json: string;
  comment: Generated<string>;
  marked_by_user_id: string | null;
  marked_at: string;
  moderation_decision: "confirmed" | "referred-back";
  moderation_comment: Generated<string>;
  moderator_user_id: string | null;
  signed_at: string;
  superseded_at: string;
}

/** A course (required_course_id) a learner must have completed before enrolling in course_id. */
interface CoursePrerequisitesTable {
  course_id: string;
  required_course_id: string;
  created_at: string;
}

/** A learning path: an ordered set of online courses with its own page, enrolment and certificate. */
interface LearningPathsTable {
  id: string;
  slug: string;
  title: string;
  summary: Generated<string>;
  /** Sanitised on save (app/lib/sanitize-html.server.ts). */
  description_html: Generated<string>;
  is_published: Generated<number>;
  offers_certificate: Generated<number>;
  version: Generated<number>;
  created_by_user_id: string | null;
  created_at: string;
  updated_at: string;
}

/** A course of a path at its position (1, 2, ...); a course once per path. */
interface LearningPathCoursesTable {
  path_id: string;
  course_id: string;
  position: number;
}

/** A learner enrolled in a path (once); completed_at set once, when the path's last course is finished. */
interface LearningPathEnrolmentsTable {
  id: string;
  path_id: string;
  user_id: string;
  enrolled_at: string;
  completed_at: string | null;
  enrolled_by_user_id: string | null;
}

/** What one learner played of one uploaded video: merged [start, end] second ranges (decision 0093-sequencing). */
/** The next free status-list position per purpose; bumped in the transaction that takes it, so no gaps. */
interface OpenBadgeStatusCountersTable {
  status_purpose: string;
  next_position: number;
}

/** A certificate's position across all revocation lists (list = position / list size, bit = the rest). */
interface OpenBadgeStatusEntriesTable {
  certificate_id: string;
  position: number;
  created_at: string;
}

interface VideoProgressTable {
  user_id: string;
  block_id: string;
  course_id: string;
  /** JSON [[start, end], ...], sorted, non-overlapping. */
  ranges_json: string;
  watched_seconds: number;
  duration_seconds: number;
  last_reported_at: string;
  created_at: string;
}

/** An xAPI statement as stored, with the columns its query filters and paging read. */
interface LrsStatementsTable {
  /** The statement's UUID. */
  id: string;
  statement_json: string;
  /** The actor's inverse functional identifier as one string (app/platform/lrs/agents.ts). */
  actor_key: string;
  /** The Campus account the actor is, when it is one (erasure and staff reads find it by this). */
  user_id: string | null;
  verb_id: string;
  /** The object's id when the object is an activity. */
  activity_id: string | null;
  registration: string | null;
  voided: Generated<number>;
  /** Set on a voiding statement: the statement it voids. */
  voids_statement_id: string | null;
  /** The cmi5 launch session that sent it, if any. */
  session_id: string | null;
  stored: string;
}

/** state: an activity's state for an agent; agent-profile: an agent's profile document. */
export type LrsDocumentKind = "state" | "agent-profile";

interface LrsDocumentsTable {
  id: string;
  kind: LrsDocumentKind;
  /** "" for an agent profile. */
  activity_id: string;
  agent_key: string;
  /** "" when the document has no registration. */
  registration: string;
  document_id: string;
  user_id: string | null;
  content_type: string;
  content: string;
  /** The quoted SHA-1 of the content, compared with If-Match and If-None-Match. */
  etag: string;
  version: Generated<number>;
  updated_at: string;
}

interface LrsCmi5RegistrationsTable {
  /** The registration UUID sent with every launch of this course for this learner. */
  id: string;
  user_id: string;
  /** The cmi5 content block (the cmi5 course). */
  block_id: string;
  course_id: string;
  lesson_id: string;
  /** The cmi5 course's id (the activity the "satisfied" statement is about). */
  course_activity_id: string;
  /** Each AU's id and moveOn as of the last launch: when every one is met, the course is satisfied. */
  move_on_json: string;
  satisfied_at: string | null;
  created_at: string;
}

export interface LrsLaunchSessionsTable {
  /** The session id of the launch (cmi5 context extension sessionid). */
  id: string;
  registration_id: string;
  user_id: string;
  au_id: string;
  actor_json: string;
  launch_mode: string;
  move_on: string;
  mastery_score: number | null;
  fetch_token_hash: string;
  auth_token_hash: string | null;
  fetched_at: string | null;
  initialized_at: string | null;
  completed_at: string | null;
  passed_at: string | null;
  failed_at: string | null;
  terminated_at: string | null;
  expires_at: string;
  created_at: string;
}

type LrsForwardStatus = "pending" | "delivered" | "failed";

interface LrsForwardOutboxTable {
  id: string;
  statement_id: string;
  status: LrsForwardStatus;
  attempts: Generated<number>;
  next_attempt_at: string;
  claim_token: string | null;
  claimed_until: string | null;
  last_error: string | null;
  delivered_at: string | null;
  created_at: string;
}

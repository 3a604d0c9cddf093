import type { Generated, Insertable, Selectable, Updateable } from "kysely";

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
  // Online courses (issues 3 and 4)
  courses: CoursesTable;
  course_instructors: CourseInstructorsTable;
  chapters: ChaptersTable;
  lessons: LessonsTable;
  content_blocks: ContentBlocksTable;
  enrolments: EnrolmentsTable;
  lesson_completions: LessonCompletionsTable;
  quiz_attempts: QuizAttemptsTable;
  survey_responses: SurveyResponsesTable;
  // Webinars and bookings (issue 3)
  events: EventsTable;
  event_bookings: EventBookingsTable;
}

export type UserRole = "student" | "instructor" | "admin";

export interface UserTable {
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
}

export interface SessionTable {
  id: string;
  userId: string;
  token: string;
  expiresAt: Date | string;
}

export interface SiteSettingsTable {
  id: string;
  site_name: string;
  logo_url: string | null;
  notification_email: string;
  about_text: string;
  updated_at: string;
  /** Bumped on every save, so two admins editing at once cannot overwrite each other silently. */
  version: number;
}

export interface UploadsTable {
  id: string;
  stored_name: string;
  original_name: string;
  content_type: string;
  size_bytes: number;
  owner_user_id: string | null;
  created_at: string;
}

export type OutboxStatus = "pending" | "sent" | "failed" | "not-sent";

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
}

export type SiteSettings = Selectable<SiteSettingsTable>;
export type Upload = Selectable<UploadsTable>;
export type OutboxMessage = Selectable<OutboxTable>;
export type NewOutboxMessage = Insertable<OutboxTable>;
export type SiteSettingsUpdate = Updateable<SiteSettingsTable>;

/** Course type ids double as category ids: improvement, certification, accreditation (SPEC 9). */
export interface TrainingCategoriesTable {
  id: string;
  name: string;
  summary: string;
  position: number;
}

export interface TrainingStandardsTable {
  id: string;
  category_id: string;
  code: string;
  title: string;
  position: number;
}

export interface FootprintCountriesTable {
  id: string;
  name: string;
  position: number;
}

export type TrainingCategory = Selectable<TrainingCategoriesTable>;
export type TrainingStandard = Selectable<TrainingStandardsTable>;

export type CourseType = "accreditation" | "certification" | "improvement";

export interface CoursesTable {
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
  created_by_user_id: string | null;
  created_at: string;
  updated_at: string;
  version: number;
}

export interface CourseInstructorsTable {
  course_id: string;
  user_id: string;
}

export interface ChaptersTable {
  id: string;
  course_id: string;
  title: string;
  position: number;
  version: number;
  created_at: string;
  updated_at: string;
}

export interface LessonsTable {
  id: string;
  chapter_id: string;
  course_id: string;
  title: string;
  position: number;
  version: number;
  created_at: string;
  updated_at: string;
}

export interface ContentBlocksTable {
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

export interface EnrolmentsTable {
  id: string;
  course_id: string;
  user_id: string;
  enrolled_by_user_id: string | null;
  enrolled_at: string;
  completed_at: string | null;
}

export interface LessonCompletionsTable {
  user_id: string;
  lesson_id: string;
  course_id: string;
  completed_at: string;
}

export interface QuizAttemptsTable {
  id: string;
  block_id: string;
  course_id: string;
  user_id: string;
  answers_json: string;
  score: number;
  max_score: number;
  created_at: string;
}

export interface SurveyResponsesTable {
  id: string;
  block_id: string;
  course_id: string;
  user_id: string;
  answers_json: string;
  created_at: string;
  updated_at: string;
}

export type Course = Selectable<CoursesTable>;
export type Chapter = Selectable<ChaptersTable>;
export type Lesson = Selectable<LessonsTable>;
export type ContentBlock = Selectable<ContentBlocksTable>;

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
}

/** Unique per event and lower(email). Keeps the event's date and title as they were when booked. */
export interface EventBookingsTable {
  id: string;
  event_id: string;
  name: string;
  surname: string;
  email: string;
  phone: string;
  hpcsa: string | null;
  province: string;
  city: string;
  company: string;
  occupation: string;
  event_date: string;
  event_title: string;
  created_at: string;
}

export type EventRecord = Selectable<EventsTable>;
export type EventBooking = Selectable<EventBookingsTable>;

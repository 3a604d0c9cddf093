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

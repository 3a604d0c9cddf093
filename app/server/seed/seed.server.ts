import crypto from "node:crypto";
import type { Kysely } from "kysely";
import type { Auth } from "~/features/auth/auth.server";
import { ensureSiteSettings } from "~/features/site-settings/site-settings.server";
import { insertUser } from "~db/factories/user-factory";
import type { Database, UserRole } from "~db/schema";
import { seedCatalogueCourses } from "./catalogue-courses";
import { seedCpdCourses } from "./cpd-courses";
import { seedEvents } from "./events";
import { seedOnlineCourseLessons } from "./online-course-lessons";
import { seedSitePages } from "./site-pages";
import { seedTrainingCategories } from "./training-categories";
import { seedTrainingSchedule } from "./training-schedule";

export interface SeededSignIn {
  role: UserRole;
  email: string;
  password: string;
}

export interface SeedOptions {
  adminEmail?: string;
  adminPassword?: string;
  /** One password for the demo instructor and student; random when not given. */
  demoPassword?: string;
}

export async function isDatabaseEmpty(db: Kysely<Database>): Promise<boolean> {
  const anyUser = await db.selectFrom("user").select("id").limit(1).executeTakeFirst();
  return !anyUser;
}

function randomPassword(): string {
  return crypto.randomBytes(12).toString("base64url");
}

/**
 * Demo content for an empty database: the company's settings, training categories, country
 * footprint and one account per role. Each feature adds its own demo records below.
 */
export async function seedDemoContent(db: Kysely<Database>, auth: Auth, options: SeedOptions): Promise<SeededSignIn[]> {
  await ensureSiteSettings(db);
  await seedTrainingCategories(db);
  await seedTrainingSchedule(db, await seedCatalogueCourses(db));
  await seedEvents(db);
  await seedCpdCourses(db);
  await seedSitePages(db);

  const accounts: Array<{ role: UserRole; name: string; email: string; password: string }> = [
    {
      role: "admin",
      name: "Campus Administrator",
      email: options.adminEmail ?? "admin@campus.local",
      password: options.adminPassword ?? randomPassword(),
    },
    {
      role: "instructor",
      name: "Sipho Dlamini",
      email: "instructor@campus.local",
      password: options.demoPassword ?? randomPassword(),
    },
    {
      role: "student",
      name: "Naledi Khumalo",
      email: "student@campus.local",
      password: options.demoPassword ?? randomPassword(),
    },
  ];
  for (const account of accounts) await insertUser(auth, db, account);
  await seedOnlineCourseLessons(db, "instructor@campus.local");
  return accounts.map(({ role, email, password }) => ({ role, email, password }));
}

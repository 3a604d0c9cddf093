import crypto from "node:crypto";
import type { Auth } from "~/platform/auth/auth.server";
import { ensureSiteSettings } from "~/platform/site-settings/site-settings.server";
import { insertUser } from "~/server/factories/user-factory";
import type { DatabaseExecutor } from "~db/executor";
import type { UserRole } from "~db/schema";
import { seedCatalogueCourses } from "./catalogue-courses";
import { seedCpdCourses } from "./cpd-courses";
import { DEMO_STAFF } from "./demo-company";
import { seedEvents } from "./events";
import { seedOnlineCourseLessons } from "./online-course-lessons";
import { seedSelling } from "./selling";
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
  /** When the seed runs: every seeded date is relative to it (tests pin it). */
  seedTime?: Date;
}

export async function isDatabaseEmpty(db: DatabaseExecutor): Promise<boolean> {
  const anyUser = await db.selectFrom("user").select("id").limit(1).executeTakeFirst();
  return !anyUser;
}

function randomPassword(): string {
  return crypto.randomBytes(12).toString("base64url");
}

/**
 * Demo content for an empty database: one fictional company (demo-company.ts, decision 0050) with its
 * settings, staff, training categories, catalogue, schedule, events and one account per role. The
 * accounts come first, so courses and events name facilitators who are real seeded instructors.
 */
export async function seedDemoContent(db: DatabaseExecutor, auth: Auth, options: SeedOptions): Promise<SeededSignIn[]> {
  const seedTime = options.seedTime ?? new Date();
  await ensureSiteSettings(db);

  const { sipho, ...otherStaff } = DEMO_STAFF;
  const accounts: Array<{ role: UserRole; name: string; email: string; password: string }> = [
    {
      role: "admin",
      name: "Campus Administrator",
      email: options.adminEmail ?? "admin@campus.local",
      password: options.adminPassword ?? randomPassword(),
    },
    { role: "instructor", name: sipho.name, email: sipho.email, password: options.demoPassword ?? randomPassword() },
    {
      role: "student",
      name: "Naledi Khumalo",
      email: "student@campus.local",
      password: options.demoPassword ?? randomPassword(),
    },
    // Orders, invoices and payments, no learning content (the finance role).
    {
      role: "finance",
      name: "Refilwe Mokoena",
      email: "finance@campus.local",
      password: options.demoPassword ?? randomPassword(),
    },
  ];
  for (const account of accounts) await insertUser(auth, db, account);
  // The other consultants sign in once they set a password through "Forgot password".
  for (const person of Object.values(otherStaff)) {
    await insertUser(auth, db, {
      role: "instructor",
      name: person.name,
      email: person.email,
      password: randomPassword(),
    });
  }

  await seedTrainingCategories(db);
  await seedTrainingSchedule(db, await seedCatalogueCourses(db), seedTime);
  await seedEvents(db, seedTime);
  await seedCpdCourses(db, seedTime);
  await seedSitePages(db);
  await seedOnlineCourseLessons(db, sipho.email);
  // Selling (decision 0082): priced dates, orders by EFT and on account, fulfilled as real sales are.
  await seedSelling(db, { learnerEmail: "student@campus.local", seedTime });
  return accounts.map(({ role, email, password }) => ({ role, email, password }));
}

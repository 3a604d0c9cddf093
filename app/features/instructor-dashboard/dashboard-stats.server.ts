import type { DatabaseExecutor } from "~db/executor";
import { accountsInRole } from "~db/user-role-counts";

/** The company works in South Africa (UTC+2 all year): "today" starts at local midnight. */
const SOUTH_AFRICA_OFFSET_MS = 2 * 60 * 60 * 1000;
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** The instant local (South African) midnight of `now`'s day began, as an ISO timestamp. */
function startOfSouthAfricanDay(now = new Date()): string {
  const local = new Date(now.getTime() + SOUTH_AFRICA_OFFSET_MS);
  local.setUTCHours(0, 0, 0, 0);
  return new Date(local.getTime() - SOUTH_AFRICA_OFFSET_MS).toISOString();
}

export interface DashboardStats {
  studentStrength: number;
  newAdmissions: number;
  facultyStrength: number;
  todaysBookings: number;
  todaysEnquiries: number;
}

/**
 * The four cards, counted from the data (no sample numbers): students, enrolments in the last
 * 7 days, instructors, and today's event bookings and enquiries (Campus takes no payments, so
 * these replace "today's collection"). One statement of five counts: the student and instructor
 * totals are the kept per-role rows (db/user-role-counts.ts), not a count over every account.
 */
export async function getDashboardStats(db: DatabaseExecutor, now = new Date()): Promise<DashboardStats> {
  const weekAgo = new Date(now.getTime() - WEEK_MS).toISOString();
  const todayStart = startOfSouthAfricanDay(now);
  const row = await db
    .selectNoFrom((eb) => [
      accountsInRole(db, "student").as("students"),
      eb
        .selectFrom("enrolments")
        .select((count) => count.fn.countAll<number>().as("count"))
        .where("enrolled_at", ">=", weekAgo)
        .as("admissions"),
      accountsInRole(db, "instructor").as("instructors"),
      eb
        .selectFrom("event_bookings")
        .select((count) => count.fn.countAll<number>().as("count"))
        .where("created_at", ">=", todayStart)
        .as("bookings"),
      eb
        .selectFrom("enquiries")
        .select((count) => count.fn.countAll<number>().as("count"))
        .where("created_at", ">=", todayStart)
        .as("enquiries"),
    ])
    .executeTakeFirstOrThrow();
  return {
    studentStrength: Number(row.students ?? 0),
    newAdmissions: Number(row.admissions ?? 0),
    facultyStrength: Number(row.instructors ?? 0),
    todaysBookings: Number(row.bookings ?? 0),
    todaysEnquiries: Number(row.enquiries ?? 0),
  };
}

import type { DatabaseExecutor } from "~db/executor";
import { countAccounts } from "~db/user-role-counts";

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
 * these replace "today's collection"). Five COUNT queries, run together.
 */
export async function getDashboardStats(db: DatabaseExecutor, now = new Date()): Promise<DashboardStats> {
  const weekAgo = new Date(now.getTime() - WEEK_MS).toISOString();
  const todayStart = startOfSouthAfricanDay(now);
  // The kept per-role totals (db/user-role-counts.ts), not a count over every account.
  const countUsers = (role: string) => countAccounts(db, role).then((count) => ({ count }));
  const [students, admissions, instructors, bookings, enquiries] = await Promise.all([
    countUsers("student"),
    db
      .selectFrom("enrolments")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .where("enrolled_at", ">=", weekAgo)
      .executeTakeFirstOrThrow(),
    countUsers("instructor"),
    db
      .selectFrom("event_bookings")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .where("created_at", ">=", todayStart)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("enquiries")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .where("created_at", ">=", todayStart)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    studentStrength: students.count,
    newAdmissions: admissions.count,
    facultyStrength: instructors.count,
    todaysBookings: bookings.count,
    todaysEnquiries: enquiries.count,
  };
}

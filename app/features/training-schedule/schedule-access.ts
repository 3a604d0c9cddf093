import type { UserRole } from "~db/schema";

/** Admins and instructors keep the training schedule up to date. */
export function canManageSchedule(user: { role: UserRole } | null | undefined): boolean {
  return user?.role === "admin" || user?.role === "instructor";
}

import type { UserRole } from "~db/schema";

// The three roles (SPEC 4), their labels and where each lands: read by auth, users and the site header.
export const USER_ROLES: readonly UserRole[] = ["student", "instructor", "admin"];

export const ROLE_LABELS: Record<UserRole, string> = { student: "Student", instructor: "Instructor", admin: "Admin" };

export function isUserRole(value: unknown): value is UserRole {
  return typeof value === "string" && (USER_ROLES as readonly string[]).includes(value);
}

/** Where each role lands after signing in or up (SPEC 4). */
export function landingPathFor(role: UserRole): string {
  if (role === "admin") return "/admin";
  if (role === "instructor") return "/list-courses";
  return "/profile";
}

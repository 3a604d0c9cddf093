import type { UserRole } from "~db/schema";
import * as m from "./roles.messages";

// The roles (SPEC 4, and finance for selling: orders, invoices and payments, no learning content),
// their labels and where each lands: read by auth, users and the site header.
export const USER_ROLES: readonly UserRole[] = ["student", "instructor", "admin", "finance"];

// Getters: each label is read in the language of the request (or the page) when it is shown.
export const ROLE_LABELS: Record<UserRole, string> = {
  get student() {
    return m.roleStudent();
  },
  get instructor() {
    return m.roleInstructor();
  },
  get admin() {
    return m.roleAdmin();
  },
  get finance() {
    return m.roleFinance();
  },
};

export function isUserRole(value: unknown): value is UserRole {
  return typeof value === "string" && (USER_ROLES as readonly string[]).includes(value);
}

/** Each role's home: where it lands after signing in or up, and what the site header calls it (decision 0022). */
export const ROLE_HOMES: Record<UserRole, { path: string; label: string }> = {
  student: {
    path: "/my-learning",
    get label() {
      return m.homeMyLearning();
    },
  },
  instructor: {
    path: "/instructor/dashboard",
    get label() {
      return m.homeDashboard();
    },
  },
  admin: {
    path: "/admin/overview",
    get label() {
      return m.homeOverview();
    },
  },
  finance: {
    path: "/staff/orders",
    get label() {
      return m.homeOrders();
    },
  },
};

/** Where each role lands after signing in or up; a safe `redirectTo` still wins over it. */
export function landingPathFor(role: UserRole): string {
  return ROLE_HOMES[role].path;
}

/** Instructors and admins: the people who see and write learning content (draft pages, course files). */
export function isStaffRole(role: UserRole): boolean {
  return role === "instructor" || role === "admin";
}

/** The people the staff shell frames: staff, and finance with only its own sections (staff-sections.ts). */
export function usesStaffShell(role: UserRole): boolean {
  return isStaffRole(role) || role === "finance";
}

import type { UserRole } from "~db/schema";
import * as m from "./messages";

/**
 * The staff shell's navigation (docs/decisions/0022-staff-shell.md): one list of areas, shown
 * by role. Each area owns the addresses under it (`owns`), so the course details of a CPD course
 * or an event's form mark their area as the current one, not only its list page.
 */
export type StaffSectionIcon =
  | "dashboard"
  | "courses"
  | "students"
  | "forms"
  | "certificates"
  | "activities"
  | "events"
  | "pages"
  | "profile"
  | "overview"
  | "users"
  | "enquiries"
  | "mail"
  | "webhooks"
  | "settings"
  | "orders"
  | "invoices"
  | "payments"
  | "reports"
  | "questions";

export interface StaffSection {
  label: string;
  to: string;
  icon: StaffSectionIcon;
  /** Paths this area owns: exact, a prefix (a trailing "/" owns anything under it), "*" for one segment. */
  owns: readonly string[];
}

/** Counts shown beside sections (what waits for staff), by the section's `to`; the staff layout's loader reads them. */
export type StaffNavCounts = Readonly<Record<string, number>>;

export interface StaffSectionGroup {
  label: string;
  sections: readonly StaffSection[];
}

const TEACHING: StaffSectionGroup = {
  get label() {
    return m.teaching();
  },
  sections: [
    {
      get label() {
        return m.dashboard();
      },
      to: "/instructor/dashboard",
      icon: "dashboard",
      owns: ["/instructor", "/instructor/dashboard"],
    },
    {
      get label() {
        return m.courses();
      },
      to: "/instructor/courses",
      icon: "courses",
      owns: ["/instructor/courses", "/edit-course/"],
    },
    {
      get label() {
        return m.learningPaths();
      },
      to: "/learning-paths",
      icon: "courses",
      owns: ["/learning-paths", "/learning-paths/"],
    },
    {
      get label() {
        return m.students();
      },
      to: "/instructor/students",
      icon: "students",
      owns: ["/instructor/students"],
    },
    // Gradebooks, marking and moderation of the courses a person assesses (decision 0096-gradebook).
    {
      get label() {
        return m.assessment();
      },
      to: "/assessment",
      icon: "reports",
      owns: ["/assessment", "/course-assessment/", "/certificates/*/evidence"],
    },
    // The shared question bank (decision 0090); a course's own bank is reached from its course builder.
    {
      get label() {
        return m.questionBank();
      },
      to: "/question-bank",
      icon: "questions",
      owns: ["/question-bank", "/question-bank/"],
    },
    {
      get label() {
        return m.forms();
      },
      to: "/instructor/forms",
      icon: "forms",
      owns: ["/instructor/forms", "/instructor/form/"],
    },
    // OFO codes and NQF levels for companies' skills reports (decision 0103-skills-evidence).
    {
      get label() {
        return m.skillsCodes();
      },
      to: "/staff/skills-codes",
      icon: "reports",
      owns: ["/staff/skills-codes"],
    },
    {
      get label() {
        return m.cpdActivities();
      },
      to: "/instructor/cpd-activities",
      icon: "activities",
      owns: ["/instructor/cpd-activities", "/instructor/cpd-activities/"],
    },
    {
      get label() {
        return m.cpdCoursesCertificates();
      },
      to: "/list-courses",
      icon: "certificates",
      owns: ["/list-courses", "/course/add", "/course/*/edit", "/course-details/", "/create-certificate/"],
    },
    {
      get label() {
        return m.expiringCertificates();
      },
      to: "/expiring-certificates",
      icon: "certificates",
      owns: ["/expiring-certificates"],
    },
    {
      get label() {
        return m.events();
      },
      to: "/manage-events",
      icon: "events",
      owns: ["/manage-events", "/event/"],
    },
    {
      get label() {
        return m.pages();
      },
      to: "/page-builder",
      icon: "pages",
      owns: ["/page-builder", "/add-page", "/edit-page/"],
    },
    {
      get label() {
        return m.profile();
      },
      to: "/instructor/profile",
      icon: "profile",
      owns: ["/instructor/profile"],
    },
  ],
};

const ADMINISTRATION: StaffSectionGroup = {
  get label() {
    return m.administration();
  },
  sections: [
    {
      get label() {
        return m.overview();
      },
      to: "/admin/overview",
      icon: "overview",
      owns: ["/admin/overview"],
    },
    {
      get label() {
        return m.users();
      },
      to: "/admin/users",
      icon: "users",
      owns: ["/admin/users"],
    },
    {
      get label() {
        return m.companies();
      },
      to: "/admin/companies",
      icon: "users",
      owns: ["/admin/companies", "/admin/companies/", "/staff/companies/"],
    },
    // Selling: apiseed
    {
      get label() {
        return m.discountCodes();
      },
      to: "/admin/discount-codes",
      icon: "settings",
      owns: ["/admin/discount-codes"],
    },
    {
      get label() {
        return m.enquiries();
      },
      to: "/admin/enquiries",
      icon: "enquiries",
      owns: ["/admin/enquiries"],
    },
    {
      get label() {
        return m.mail();
      },
      to: "/admin/mail",
      icon: "mail",
      owns: ["/admin/mail", "/admin/mail/"],
    },
    {
      get label() {
        return m.deletionRequests();
      },
      to: "/admin/deletion-requests",
      icon: "users",
      owns: ["/admin/deletion-requests"],
    },
    {
      get label() {
        return m.accessLog();
      },
      to: "/admin/access-log",
      icon: "overview",
      owns: ["/admin/access-log"],
    },
    {
      get label() {
        return m.apiTokens();
      },
      to: "/admin/api-tokens",
      icon: "settings",
      owns: ["/admin/api-tokens"],
    },
    {
      get label() {
        return m.webhooks();
      },
      to: "/admin/webhooks",
      icon: "webhooks",
      owns: ["/admin/webhooks", "/admin/webhooks/"],
    },
    {
      get label() {
        return m.learningRecords();
      },
      to: "/admin/learning-records",
      icon: "overview",
      owns: ["/admin/learning-records"],
    },
    {
      get label() {
        return m.siteSettings();
      },
      to: "/admin",
      icon: "settings",
      owns: ["/admin", "/admin/site-content", "/admin/site-content/"],
    },
  ],
};

// Selling: finance. Orders, invoices, payments and the reports, for admins and the finance role.
const FINANCE: StaffSectionGroup = {
  get label() {
    return m.finance();
  },
  sections: [
    {
      get label() {
        return m.orders();
      },
      to: "/staff/orders",
      icon: "orders",
      owns: ["/staff/orders", "/staff/orders/"],
    },
    {
      get label() {
        return m.invoices();
      },
      to: "/staff/invoices",
      icon: "invoices",
      owns: ["/staff/invoices", "/invoices/", "/credit-notes/"],
    },
    {
      get label() {
        return m.payments();
      },
      to: "/staff/payments",
      icon: "payments",
      owns: ["/staff/payments"],
    },
    // Money in by EFT, from the bank's statement (decision 0086-eft-payments).
    {
      get label() {
        return m.bankStatements();
      },
      to: "/staff/bank-statements",
      icon: "payments",
      owns: ["/staff/bank-statements"],
    },
    {
      get label() {
        return m.newQuotation();
      },
      to: "/staff/quotations/new",
      icon: "invoices",
      owns: ["/staff/quotations/new"],
    },
    {
      get label() {
        return m.reports();
      },
      to: "/staff/reports/revenue",
      icon: "reports",
      owns: ["/staff/reports/", "/staff/exports"],
    },
  ],
};

/**
 * The groups a role sees: instructors their teaching areas; admins administration first, then
 * finance and teaching; the finance role only finance (no learning content).
 */
export function staffSectionsFor(role: UserRole): StaffSectionGroup[] {
  if (role === "admin") return [ADMINISTRATION, FINANCE, TEACHING];
  if (role === "finance") return [FINANCE];
  if (role === "instructor") return [TEACHING];
  return [];
}

function owns(claim: string, pathname: string): boolean {
  if (claim.endsWith("/")) return pathname.startsWith(claim);
  if (!claim.includes("*")) return pathname === claim;
  const claimed = claim.split("/");
  const segments = pathname.split("/");
  return claimed.length === segments.length && claimed.every((part, i) => part === "*" || part === segments[i]);
}

/** The section the address belongs to (the longest matching claim wins), or null. */
export function currentStaffSection(groups: readonly StaffSectionGroup[], pathname: string): StaffSection | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  let best: { section: StaffSection; length: number } | null = null;
  for (const section of groups.flatMap((group) => group.sections)) {
    for (const claim of section.owns) {
      if (owns(claim, path) && (!best || claim.length > best.length)) best = { section, length: claim.length };
    }
  }
  return best?.section ?? null;
}

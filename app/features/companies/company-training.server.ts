import { CERTIFICATE_STATUS_LOOK, certificateStatus } from "~/features/certificates/certificate-status";
import { formatPoints, summariseLedger } from "~/features/cpd-ledger/cpd-ledger";
import { listCpdBodies } from "~/features/cpd-ledger/cpd-ledger.server";
import { certificatePointsText } from "~/lib/cpd-points";
import { formatDate, todayIn } from "~/lib/dates";
import { getSiteTimeZone } from "~/platform/site-settings/site-settings.server";
import type { DatabaseExecutor } from "~db/executor";
import { COMPANY_TRAINING_PAGE_SIZE } from "./companies.schema";
import { type CompanyEmployee, listCompanyEmployees } from "./companies.server";
import { type CpdBodyRules, type EmployeeYearRecords, loadEmployeeYearRecords } from "./company-records.server";

/**
 * "My company" (decision 0039): a page of the company's employees with their bookings, attendance,
 * certificates (status, points) and CPD standing for one calendar year against one body's rules.
 * The caller has checked that the viewer manages the company (company-access.server.ts).
 */

/** The certificate's standing today, in the words every screen uses (Valid, Expiring, Expired, Revoked, Renewed). */
export type CertificateStatusLabel = (typeof CERTIFICATE_STATUS_LOOK)[keyof typeof CERTIFICATE_STATUS_LOOK]["label"];

/** The day whose year the standing is for: today in the current year, else the year's last day. */
function standingDay(year: number, today: string): string {
  return String(year) === today.slice(0, 4) ? today : `${year}-12-31`;
}

export async function chooseBody(db: DatabaseExecutor, bodyCode: string | null) {
  const bodies = await listCpdBodies(db);
  const wanted = (bodyCode ?? "").trim().toUpperCase();
  const body =
    bodies.find((candidate) => candidate.code === wanted) ??
    bodies.find((candidate) => candidate.code === "HPCSA") ??
    bodies[0];
  if (!body) throw new Error("No CPD body is configured (cpd_bodies is empty).");
  return { bodies, body };
}

function statusLook(
  certificate: { revoked_at: string | null; renewed_at: string | null; expires_at: string | null },
  today: string,
): { status: CertificateStatusLabel; statusColour: string } {
  const look =
    CERTIFICATE_STATUS_LOOK[
      certificateStatus(
        { revokedAt: certificate.revoked_at, renewedAt: certificate.renewed_at, expiresAt: certificate.expires_at },
        today,
      )
    ];
  return { status: look.label, statusColour: look.color };
}

/** One employee's year: what the page and the audit CSV show. */
export function employeeYear(
  employee: CompanyEmployee,
  records: EmployeeYearRecords,
  { body, year, today, timeZone }: { body: CpdBodyRules; year: number; today: string; timeZone: string },
) {
  const summary = summariseLedger(records.ledgerEntries, body, standingDay(year, today));
  return {
    id: employee.id,
    name: employee.name,
    email: employee.email,
    hasAccount: employee.hasAccount,
    certificates: records.certificates.map((certificate) => {
      const points = certificatePointsText(certificate);
      return {
        id: certificate.id,
        number: certificate.certificate_number,
        courseName: certificate.course_name,
        completionDate: certificate.completion_date,
        dateLabel: formatDate(certificate.completion_date, timeZone),
        points: points.total,
        clinicalPoints: points.clinical,
        ethicsPoints: points.ethics,
        accreditor: certificate.accreditor,
        verificationCode: certificate.verification_code,
        validUntil: certificate.expires_at ?? "",
        isRevoked: certificate.revoked_at !== null,
        ...statusLook(certificate, today),
      };
    }),
    bookings: records.bookings.map((booking) => ({
      ...booking,
      dateLabel: formatDate(booking.dateFrom, timeZone),
    })),
    standing: {
      yearPoints: formatPoints(summary.yearTenths),
      requiredPoints: formatPoints(summary.requiredTenths),
      stillNeededPoints: formatPoints(summary.stillNeededTenths),
      isMet: summary.stillNeededTenths === 0,
      categories: summary.categories.map((line) => ({
        category: line.category,
        yearPoints: formatPoints(line.yearTenths),
        requiredPoints: formatPoints(line.requiredTenths),
        stillNeededPoints: formatPoints(line.stillNeededTenths),
      })),
    },
  };
}

export type EmployeeYearView = ReturnType<typeof employeeYear>;

export async function loadCompanyTraining(
  db: DatabaseExecutor,
  company: { id: string; name: string },
  {
    year,
    search,
    page,
    bodyCode,
    now = new Date(),
  }: { year: number; search: string; page: number; bodyCode: string | null; now?: Date },
) {
  const [timeZone, { bodies, body }, { employees, total }] = await Promise.all([
    getSiteTimeZone(db),
    chooseBody(db, bodyCode),
    listCompanyEmployees(db, company.id, { search, page, pageSize: COMPANY_TRAINING_PAGE_SIZE }),
  ]);
  const today = todayIn(timeZone, now);
  const { byEmployee, hasMore } = await loadEmployeeYearRecords(db, employees, { year, timeZone, today, bodies });
  return {
    company,
    year,
    currentYear: Number(today.slice(0, 4)),
    body: { code: body.code, name: body.name },
    bodies: bodies.map(({ code, name }) => ({ code, name })),
    search,
    page,
    total,
    hasMore,
    employees: employees.map((employee) =>
      employeeYear(employee, byEmployee.get(employee.id) ?? { certificates: [], bookings: [], ledgerEntries: [] }, {
        body,
        year,
        today,
        timeZone,
      }),
    ),
  };
}

export type CompanyTrainingView = Awaited<ReturnType<typeof loadCompanyTraining>>;

import { certificateFileName, loadCertificateAssets } from "~/features/certificates/certificate-file.server";
import { renderCertificatesPdf, verificationUrl } from "~/features/certificates/certificate-pdf.server";
import { type CsvColumn, recordsToCsv } from "~/lib/csv";
import { calendarDateIn, todayIn } from "~/lib/dates";
import { createId } from "~/lib/ids";
import { consumeRateLimit, type RateLimitRule } from "~/lib/rate-limit.server";
import { type Outcome, refuse } from "~/lib/refusal";
import { type ZipStreamEntry, zipStreamOnDemand } from "~/lib/zip-stream.server";
import { getSiteTimeZone } from "~/platform/site-settings/site-settings.server";
import type { DatabaseExecutor } from "~db/executor";
import type { Certificate } from "~db/schema";
import { listCompanyEmployees } from "./companies.server";
import { loadEmployeeYearRecords } from "./company-records.server";
import { chooseBody, type EmployeeYearView, employeeYear } from "./company-training.server";
import * as m from "./messages";

/**
 * "Download for audit" (decision 0039): one ZIP with every employee's certificates and CPD points
 * for a year as CSV (lib/csv.ts: formula-safe) and each current certificate's PDF. The ZIP is
 * streamed: a PDF is drawn only when the download asks for the next bytes, so memory holds one
 * certificate at a time. Bounded (employees, certificates), logged (who, when, which year) and
 * rate-limited per person in the database (every process counts together).
 */

export const AUDIT_RATE_LIMIT: RateLimitRule = { limit: 5, windowMs: 10 * 60_000 };
const MAX_AUDIT_EMPLOYEES = 1000;
const MAX_AUDIT_CERTIFICATES = 500;

type CertificateRow = EmployeeYearView["certificates"][number] & { employee: EmployeeYearView; pdfFile: string };

function certificateColumns(baseUrl: string, timeZone: string): CsvColumn<CertificateRow>[] {
  return [
    [m.csvEmployee(), (row) => row.employee.name],
    [m.csvEmail(), (row) => row.employee.email],
    [m.csvCertificateNumber(), (row) => row.number],
    [m.csvCourse(), (row) => row.courseName],
    [m.csvCompletionDate(), (row) => calendarDateIn(row.completionDate, timeZone)],
    [m.csvPoints(), (row) => row.points],
    [m.csvClinicalPoints(), (row) => row.clinicalPoints],
    [m.csvEthicsPoints(), (row) => row.ethicsPoints],
    [m.csvAccreditingBody(), (row) => row.accreditor],
    [m.csvValidUntil(), (row) => row.validUntil],
    [m.csvStatus(), (row) => row.status],
    [m.csvVerifyAt(), (row) => verificationUrl(baseUrl, row.verificationCode)],
    [m.csvPdfFile(), (row) => row.pdfFile],
  ];
}

function pointsColumns(year: number, bodyCode: string): CsvColumn<EmployeeYearView>[] {
  return [
    [m.csvEmployee(), (employee) => employee.name],
    [m.csvEmail(), (employee) => employee.email],
    [m.csvYear(), () => year],
    [m.csvAccreditingBody(), () => bodyCode],
    [m.csvPointsInYear(), (employee) => employee.standing.yearPoints],
    [m.csvPointsRequired(), (employee) => employee.standing.requiredPoints],
    [m.csvStillNeeded(), (employee) => employee.standing.stillNeededPoints],
    [
      m.csvValidCertificates(),
      (employee) => employee.certificates.filter((row) => row.status === "Valid" || row.status === "Expiring").length,
    ],
    [m.csvEventsBooked(), (employee) => employee.bookings.length],
    [m.csvEventsAttended(), (employee) => employee.bookings.filter((row) => row.attendance === "Attended").length],
  ];
}

function auditFileName(companyName: string, year: number): string {
  const slug = companyName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  return `${slug || "company"}-training-${year}.zip`;
}

export type AuditDownload = Outcome<{ fileName: string; body: ReadableStream<Uint8Array>; certificateCount: number }>;

export async function prepareAuditDownload(
  db: DatabaseExecutor,
  {
    company,
    userId,
    year,
    bodyCode,
    now = new Date(),
  }: { company: { id: string; name: string }; userId: string; year: number; bodyCode: string | null; now?: Date },
): Promise<AuditDownload> {
  const limit = await consumeRateLimit(db, `company-audit:${userId}`, AUDIT_RATE_LIMIT, now.getTime());
  if (!limit.allowed) {
    const minutes = Math.ceil(limit.retryAfterSeconds / 60);
    return refuse("too-many", m.youHaveDownloadedAuditFiles({ limit: AUDIT_RATE_LIMIT.limit, count: minutes }));
  }
  const [timeZone, { bodies, body }, { employees, total }, assets] = await Promise.all([
    getSiteTimeZone(db),
    chooseBody(db, bodyCode),
    listCompanyEmployees(db, company.id, { page: 1, pageSize: MAX_AUDIT_EMPLOYEES }),
    loadCertificateAssets(db),
  ]);
  if (total > MAX_AUDIT_EMPLOYEES) {
    return refuse("too-large", m.theAuditDownloadHoldsUp({ maxAuditEmployees: MAX_AUDIT_EMPLOYEES, total }));
  }
  const today = todayIn(timeZone, now);
  const { byEmployee, hasMore } = await loadEmployeeYearRecords(db, employees, { year, timeZone, today, bodies });
  const views = employees.map((employee) =>
    employeeYear(employee, byEmployee.get(employee.id) ?? { certificates: [], bookings: [], ledgerEntries: [] }, {
      body,
      year,
      today,
      timeZone,
    }),
  );
  const certificatesById = new Map<string, Certificate>();
  for (const records of byEmployee.values()) {
    for (const certificate of records.certificates) {
      if (!certificate.revoked_at) certificatesById.set(certificate.id, certificate);
    }
  }
  if (hasMore || certificatesById.size > MAX_AUDIT_CERTIFICATES) {
    return refuse("too-large", m.theAuditDownloadHoldsUp2({ maxAuditCertificates: MAX_AUDIT_CERTIFICATES, year }));
  }
  const rows: CertificateRow[] = views.flatMap((employee) =>
    employee.certificates.map((certificate) => ({
      ...certificate,
      employee,
      // Every certificate the year earned has its PDF, an expired one too (the training happened); a revoked one not.
      pdfFile: certificate.isRevoked
        ? ""
        : `certificates/${certificateFileName({ certificate_number: certificate.number })}`,
    })),
  );
  const encoder = new TextEncoder();
  const entries: ZipStreamEntry[] = [
    {
      name: `certificates-${year}.csv`,
      data: () => encoder.encode(recordsToCsv(certificateColumns(assets.baseUrl, timeZone), rows, { timeZone })),
      compress: true,
    },
    {
      name: `cpd-points-${year}.csv`,
      data: () => encoder.encode(recordsToCsv(pointsColumns(year, body.code), views, { timeZone })),
      compress: true,
    },
    ...[...certificatesById.values()].map((certificate) => ({
      name: `certificates/${certificateFileName(certificate)}`,
      data: async () => new Uint8Array(await renderCertificatesPdf([certificate], assets)),
      compress: false,
    })),
  ];
  await db
    .insertInto("company_audit_downloads")
    .values({
      id: createId(),
      company_id: company.id,
      user_id: userId,
      year,
      certificate_count: certificatesById.size,
      created_at: now.toISOString(),
    })
    .execute();
  return {
    ok: true,
    fileName: auditFileName(company.name, year),
    body: await zipStreamOnDemand(entries),
    certificateCount: certificatesById.size,
  };
}

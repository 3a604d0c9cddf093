import { sql } from "kysely";
import { CERTIFICATE_STATUS_LOOK, certificateStatus } from "~/features/certificates/certificate-status";
import { formatDate, todayIn } from "~/lib/dates";
import { getSiteTimeZone } from "~/platform/site-settings/site-settings.server";
import { selectConfirmedCompanyEmployees } from "~db/confirmed-company-employees";
import type { DatabaseExecutor } from "~db/executor";
import { jsonRowsFrom, readJsonRows } from "~db/json-aggregation";
import { listCompanyEmployees } from "./companies.server";
import type { ManagedCompany } from "./company-staff-access.server";
import { EMPLOYEE_PROGRESS_PAGE_SIZE } from "./employee-self-service.schema";

/**
 * Each employee's progress and compliance in one table (decision 0104-company-self-service): online
 * courses in progress and completed, certificates valid, expiring and expired today, and CPD points
 * of certificates completed this year. A page costs the same few queries however many rows it has.
 */

/** Certificate rows read for one page of employees (a handful each). */
const CERTIFICATES_LIMIT = 2000;

interface Person {
  id: string;
  userId: string | null;
  email: string;
}

/** The account of each employee: the one linked, else the one using their address. */
async function accountsOf(db: DatabaseExecutor, people: readonly Person[]) {
  const unlinked = people.filter((person) => !person.userId).map((person) => person.email.toLowerCase());
  // Always one query (an empty list matches nobody), so every page costs the same.
  const byEmail = await db
    .selectFrom("user")
    .select(["id", "email"])
    .where((eb) => eb(eb.fn("lower", ["email"]), "in", unlinked.length > 0 ? unlinked : [""]))
    // Only an address its owner confirmed ties an account to the person listed (decision 0039).
    .where("emailVerified", "=", sql<boolean>`true`)
    .execute();
  const idByEmail = new Map(byEmail.map((account) => [account.email.toLowerCase(), account.id]));
  return new Map(
    people.map((person) => [person.id, person.userId ?? idByEmail.get(person.email.toLowerCase()) ?? null] as const),
  );
}

const points = (text: string) => {
  const value = Number.parseFloat(text);
  return Number.isFinite(value) ? value : 0;
};

export async function listEmployeeProgress(
  db: DatabaseExecutor,
  company: ManagedCompany,
  { search, page, now = new Date() }: { search: string; page: number; now?: Date },
) {
  const [timeZone, { employees, total }] = await Promise.all([
    getSiteTimeZone(db),
    listCompanyEmployees(db, company.id, { search, page, pageSize: EMPLOYEE_PROGRESS_PAGE_SIZE }),
  ]);
  const today = todayIn(timeZone, now);
  const year = today.slice(0, 4);
  const accountOf = await accountsOf(db, employees);
  const userIds = [...new Set([...accountOf.values()].filter((id): id is string => id !== null))];
  // Certificates are matched as on My company (decision 0039): by account, or by the address it is matched by.
  const emails = [...new Set(employees.flatMap((employee) => (employee.matchEmail ? [employee.matchEmail] : [])))];
  // Both in one statement, as JSON columns (decision 0123-learner-statements).
  const counted = await db
    .selectNoFrom((eb) => [
      jsonRowsFrom(
        db,
        eb
          .selectFrom("enrolments")
          .select((inner) => [
            "user_id",
            inner.fn.countAll<number>().as("total"),
            inner.fn.count<number>("completed_at").as("completed"),
          ])
          .where("user_id", "in", userIds.length > 0 ? userIds : [""])
          .groupBy("user_id"),
      ).as("enrolments"),
      jsonRowsFrom(
        db,
        eb
          .selectFrom("certificates")
          .select([
            "user_id",
            "recipient_email",
            "expires_at",
            "revoked_at",
            "renewed_at",
            "completion_date",
            "allocated_points",
          ])
          .where((inner) => {
            const matches = [inner(inner.fn("lower", ["recipient_email"]), "in", emails.length ? emails : [""])];
            if (userIds.length > 0) matches.push(inner("user_id", "in", userIds));
            return inner.or(matches);
          })
          .limit(CERTIFICATES_LIMIT),
      ).as("certificates"),
    ])
    .executeTakeFirstOrThrow();
  const [enrolments, certificates] = [readJsonRows(counted.enrolments), readJsonRows(counted.certificates)];
  const enrolmentsOf = new Map(enrolments.map((row) => [row.user_id, row]));
  const rows = employees.map((employee) => {
    const userId = accountOf.get(employee.id) ?? null;
    const email = employee.matchEmail;
    const counts = userId ? enrolmentsOf.get(userId) : undefined;
    const completed = Number(counts?.completed ?? 0);
    const standing = { valid: 0, expiring: 0, expired: 0 };
    let cpdPoints = 0;
    for (const certificate of certificates) {
      const isTheirs =
        (userId !== null && certificate.user_id === userId) ||
        (email !== null && certificate.recipient_email.toLowerCase() === email);
      if (!isTheirs) continue;
      const status = certificateStatus(
        { revokedAt: certificate.revoked_at, renewedAt: certificate.renewed_at, expiresAt: certificate.expires_at },
        today,
      );
      if (status === "valid" || status === "expiring" || status === "expired") standing[status]++;
      if (status !== "revoked" && certificate.completion_date.startsWith(year)) {
        cpdPoints += points(certificate.allocated_points);
      }
    }
    return {
      id: employee.id,
      name: employee.name,
      email: employee.email,
      hasAccount: userId !== null,
      coursesInProgress: Number(counts?.total ?? 0) - completed,
      coursesCompleted: completed,
      certificatesValid: standing.valid,
      certificatesExpiring: standing.expiring,
      certificatesExpired: standing.expired,
      cpdPoints: String(Math.round(cpdPoints * 10) / 10),
    };
  });
  return { company, search, page, total, year: Number(year), employees: rows };
}

export type EmployeeProgressView = Awaited<ReturnType<typeof listEmployeeProgress>>;

/** Shown on one employee's page: the most recent of each kind. */
const DETAIL_LIMIT = 100;

/**
 * The employee, if a confirmed one of this company, with the account their records are under: the
 * one linked, else the one whose confirmed address is theirs (as accountsOf, in the same statement:
 * decision 0123-learner-statements; coalesce looks it up only when none is linked).
 */
function findEmployee(db: DatabaseExecutor, company: ManagedCompany, employeeId: string) {
  return selectConfirmedCompanyEmployees(db)
    .leftJoin("user", "user.id", "company_employees.user_id")
    .select((eb) => [
      "company_employees.id",
      "company_employees.user_id",
      "company_employees.name",
      "company_employees.email",
      "company_employees.added_at",
      "user.email as account_email",
      "user.emailVerified as account_verified",
      eb.fn
        .coalesce(
          "company_employees.user_id",
          eb
            .selectFrom("user as by_email")
            .select("by_email.id")
            .where((inner) =>
              inner(inner.fn("lower", ["by_email.email"]), "=", inner.fn("lower", ["company_employees.email"])),
            )
            // Only an address its owner confirmed ties an account to the person listed (decision 0039).
            .where("by_email.emailVerified", "=", sql<boolean>`true`)
            .limit(1),
        )
        .as("account_id"),
    ])
    .where("company_employees.id", "=", employeeId)
    .where("company_employees.company_id", "=", company.id)
    .executeTakeFirst();
}

/**
 * One employee's courses, paths and certificates, the most recent DETAIL_LIMIT of each, as JSON
 * columns of one statement (decision 0123-learner-statements). Without an account they have no
 * courses or paths (no enrolment has an empty user id); without an address either, no certificates.
 */
async function readEmployeeRecords(db: DatabaseExecutor, userId: string | null, email: string) {
  const row = await db
    .selectNoFrom((eb) => [
      jsonRowsFrom(
        db,
        eb
          .selectFrom("enrolments")
          .innerJoin("courses", "courses.id", "enrolments.course_id")
          .select([
            "enrolments.id",
            "courses.title",
            "enrolments.enrolled_at",
            "enrolments.completed_at",
            "enrolments.last_opened_at",
          ])
          .where("enrolments.user_id", "=", userId ?? "")
          .orderBy("enrolments.enrolled_at", "desc")
          .orderBy("enrolments.id")
          .limit(DETAIL_LIMIT),
      ).as("courses"),
      jsonRowsFrom(
        db,
        eb
          .selectFrom("learning_path_enrolments")
          .innerJoin("learning_paths", "learning_paths.id", "learning_path_enrolments.path_id")
          .select(["learning_path_enrolments.id", "learning_paths.title", "learning_path_enrolments.completed_at"])
          .where("learning_path_enrolments.user_id", "=", userId ?? "")
          .orderBy("learning_path_enrolments.enrolled_at", "desc")
          .limit(DETAIL_LIMIT),
      ).as("paths"),
      jsonRowsFrom(
        db,
        eb
          .selectFrom("certificates")
          .select([
            "id",
            "course_name",
            "certificate_number",
            "completion_date",
            "expires_at",
            "revoked_at",
            "renewed_at",
            "allocated_points",
          ])
          .where((inner) => {
            const matches = [];
            if (userId) matches.push(inner("user_id", "=", userId));
            if (email) matches.push(inner(inner.fn("lower", ["recipient_email"]), "=", email));
            // No account and no address to match by: nothing (no certificate has an empty id).
            return matches.length > 0 ? inner.or(matches) : inner("id", "=", "");
          })
          .orderBy("completion_date", "desc")
          .orderBy("id")
          .limit(DETAIL_LIMIT),
      ).as("certificates"),
    ])
    .executeTakeFirstOrThrow();
  return {
    courses: readJsonRows(row.courses),
    paths: readJsonRows(row.paths),
    certificates: readJsonRows(row.certificates),
  };
}

/** One employee of the company: their courses, paths and certificates; null when not this company's. */
export async function loadEmployeeDetail(
  db: DatabaseExecutor,
  company: ManagedCompany,
  employeeId: string,
  now: Date = new Date(),
) {
  // An invited employee has no page of records until they accept (decision 0105-employee-consent).
  const [employee, timeZone] = await Promise.all([findEmployee(db, company, employeeId), getSiteTimeZone(db)]);
  if (!employee) return null;
  const today = todayIn(timeZone, now);
  const userId = employee.account_id;
  // As on My company (decision 0039): a linked account's confirmed address, else the address listed.
  const email = employee.user_id
    ? employee.account_verified
      ? (employee.account_email ?? "").toLowerCase()
      : ""
    : employee.email.toLowerCase();
  const { courses, paths, certificates } = await readEmployeeRecords(db, userId, email);
  const year = today.slice(0, 4);
  const certificateRows = certificates.map((certificate) => {
    const status = certificateStatus(
      { revokedAt: certificate.revoked_at, renewedAt: certificate.renewed_at, expiresAt: certificate.expires_at },
      today,
    );
    return {
      id: certificate.id,
      courseName: certificate.course_name,
      number: certificate.certificate_number,
      completedOn: formatDate(certificate.completion_date, timeZone),
      validUntil: certificate.expires_at ? formatDate(certificate.expires_at, timeZone) : "Does not expire",
      status: CERTIFICATE_STATUS_LOOK[status].label,
      statusColour: CERTIFICATE_STATUS_LOOK[status].color,
      countsThisYear: status !== "revoked" && certificate.completion_date.startsWith(year),
      points: points(certificate.allocated_points),
    };
  });
  const cpdPoints = certificateRows.reduce((sum, row) => sum + (row.countsThisYear ? row.points : 0), 0);
  return {
    company,
    employee: {
      id: employee.id,
      name: employee.name,
      email: employee.email,
      hasAccount: userId !== null,
      addedOn: formatDate(employee.added_at, timeZone),
    },
    year: Number(year),
    cpdPoints: String(Math.round(cpdPoints * 10) / 10),
    courses: courses.map((course) => ({
      id: course.id,
      title: course.title,
      status: course.completed_at ? "Completed" : "In progress",
      enrolledOn: formatDate(course.enrolled_at, timeZone),
      lastActivity: formatDate(course.last_opened_at ?? course.enrolled_at, timeZone),
    })),
    paths: paths.map((path) => ({
      id: path.id,
      title: path.title,
      status: path.completed_at ? "Completed" : "In progress",
    })),
    certificates: certificateRows.map(({ countsThisYear: _counts, points: _points, ...row }) => row),
  };
}

export type EmployeeDetailView = NonNullable<Awaited<ReturnType<typeof loadEmployeeDetail>>>;

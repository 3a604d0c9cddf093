import { addDays, formatDate, formatMonth, todayIn } from "~/lib/dates";
import { type PeriodicWork, startPeriodicWork } from "~/lib/periodic-work.server";
import { queueEmail } from "~/platform/mail/mail.server";
import { inRecipientLanguage } from "~/platform/mail/recipient-locale.server";
import { renderEmailLayout } from "~/platform/mail/templates/email-layout";
import { getSiteSettings } from "~/platform/site-settings/site-settings.server";
import { selectConfirmedCompanyEmployees } from "~db/confirmed-company-employees";
import type { DatabaseExecutor } from "~db/executor";
import { inTransaction } from "~db/transactions";
import * as m from "./messages";

/**
 * The training manager's monthly digest (decision 0104-company-self-service): for every company
 * they manage, the certificates that expire in the next 60 days and the employees who are behind
 * (enrolled in a course they have not finished and not opened for 30 days). One a month per
 * manager, however many processes run it: the (manager, month) row is claimed in the transaction
 * that queues the mail, and a second claim meets the key and sends nothing. The digest is not
 * transactional, so an address that unsubscribed gets none (the claim is still written). A month
 * with nothing to report sends nothing.
 */

const EXPIRING_WITHIN_DAYS = 60;
const BEHIND_AFTER_DAYS = 30;
/** Managers handled per batch; a run goes on until every manager has this month's claim. */
const MANAGERS_PER_BATCH = 100;
/** Lines per list in one mail (the rest are counted: the manager sees them all on My company). */
const LINES_LIMIT = 50;
const EMPLOYEES_LIMIT = 5000;

interface Manager {
  id: string;
  name: string;
  email: string;
  locale: string | null;
}

async function digestOf(trx: DatabaseExecutor, manager: Manager, today: string, now: Date, timeZone: string) {
  // Only employees who confirmed count (decision 0105-employee-consent).
  const rows = await selectConfirmedCompanyEmployees(trx)
    .innerJoin("companies", "companies.id", "company_employees.company_id")
    .innerJoin("company_managers", "company_managers.company_id", "companies.id")
    .leftJoin("user", (join) =>
      join.on((eb) =>
        eb.or([
          eb("user.id", "=", eb.ref("company_employees.user_id")),
          eb.and([
            eb("company_employees.user_id", "is", null),
            eb(eb.fn("lower", ["user.email"]), "=", eb.ref("company_employees.email")),
          ]),
        ]),
      ),
    )
    .select([
      "companies.name as company_name",
      "company_employees.name",
      "company_employees.email as listed_email",
      "company_employees.user_id as linked_user_id",
      "user.id as user_id",
      "user.email as account_email",
      "user.emailVerified as account_verified",
    ])
    .where("company_managers.user_id", "=", manager.id)
    .limit(EMPLOYEES_LIMIT)
    .execute();
  // Matched as on My company (decision 0039): by account, or by a confirmed address; an address
  // listed without an account by itself. An unconfirmed account is no one's account yet.
  const employees = rows.flatMap((row) => {
    if (row.user_id && !row.linked_user_id && !row.account_verified)
      return [{ ...row, user_id: null, email: row.listed_email }];
    if (row.linked_user_id) {
      return [{ ...row, email: row.account_verified ? (row.account_email ?? "").toLowerCase() : "" }];
    }
    return [{ ...row, email: row.listed_email }];
  });
  if (employees.length === 0) return { expiring: [], behind: [] };
  const userIds = [...new Set(employees.flatMap((employee) => (employee.user_id ? [employee.user_id] : [])))];
  const emails = [...new Set(employees.flatMap((employee) => (employee.email ? [employee.email.toLowerCase()] : [])))];
  const staleBefore = new Date(now.getTime() - BEHIND_AFTER_DAYS * 86_400_000).toISOString();
  const [certificates, stalled] = await Promise.all([
    trx
      .selectFrom("certificates")
      .select(["user_id", "recipient_email", "course_name", "expires_at"])
      .where("revoked_at", "is", null)
      .where("renewed_at", "is", null)
      .where("expires_at", ">=", today)
      .where("expires_at", "<=", addDays(today, EXPIRING_WITHIN_DAYS))
      .where((eb) => {
        const matches = [eb(eb.fn("lower", ["recipient_email"]), "in", emails.length > 0 ? emails : [""])];
        if (userIds.length > 0) matches.push(eb("user_id", "in", userIds));
        return eb.or(matches);
      })
      .orderBy("expires_at")
      .limit(EMPLOYEES_LIMIT)
      .execute(),
    userIds.length === 0
      ? []
      : trx
          .selectFrom("enrolments")
          .innerJoin("courses", "courses.id", "enrolments.course_id")
          .select(["enrolments.user_id", "courses.title", "enrolments.enrolled_at", "enrolments.last_opened_at"])
          .where("enrolments.user_id", "in", userIds)
          .where("enrolments.completed_at", "is", null)
          .where((eb) => eb(eb.fn.coalesce("enrolments.last_opened_at", "enrolments.enrolled_at"), "<", staleBefore))
          .orderBy("enrolments.enrolled_at")
          .limit(EMPLOYEES_LIMIT)
          .execute(),
  ]);
  const expiring = certificates.flatMap((certificate) => {
    const holder = employees.find(
      (employee) =>
        (certificate.user_id !== null && employee.user_id === certificate.user_id) ||
        (employee.email !== "" && employee.email.toLowerCase() === certificate.recipient_email.toLowerCase()),
    );
    if (!holder) return [];
    return [
      [
        m.digestPerson({ name: holder.name, companyName: holder.company_name }),
        m.digestExpires({
          courseName: certificate.course_name,
          date: formatDate(certificate.expires_at ?? today, timeZone),
        }),
      ] as [string, string],
    ];
  });
  const behind = stalled.flatMap((enrolment) => {
    const holder = employees.find((employee) => employee.user_id === enrolment.user_id);
    if (!holder) return [];
    const last = enrolment.last_opened_at ?? enrolment.enrolled_at;
    return [
      [
        m.digestPerson({ name: holder.name, companyName: holder.company_name }),
        m.digestNoProgress({ title: enrolment.title, date: formatDate(last, timeZone) }),
      ] as [string, string],
    ];
  });
  return { expiring, behind };
}

function renderDigest(
  manager: Manager,
  { expiring, behind }: { expiring: [string, string][]; behind: [string, string][] },
  { siteName, baseUrl, monthLabel }: { siteName: string; baseUrl: string; monthLabel: string },
) {
  const more = (lines: unknown[]) =>
    lines.length > LINES_LIMIT ? [["…", m.digestMore({ count: lines.length - LINES_LIMIT })] as [string, string]] : [];
  const body = renderEmailLayout({
    heading: m.yourCompanySTraining({ monthLabel }),
    paragraphs: [
      m.hello({ name: manager.name }),
      expiring.length
        ? m.digestExpiring({ days: EXPIRING_WITHIN_DAYS, total: expiring.length })
        : m.digestNoneExpiring({ days: EXPIRING_WITHIN_DAYS }),
      behind.length ? m.digestBehind({ days: BEHIND_AFTER_DAYS, total: behind.length }) : m.digestNobodyBehind(),
    ],
    details: [...expiring.slice(0, LINES_LIMIT), ...more(expiring), ...behind.slice(0, LINES_LIMIT), ...more(behind)],
    action: { label: m.openMyCompany(), url: `${baseUrl.replace(/\/$/, "")}/my-company` },
  });
  return {
    to: manager.email,
    toName: manager.name,
    subject: m.digestSubject({ siteName, monthLabel }),
    ...body,
  };
}

/** Sends this month's digest to every manager who has not had it; the number queued. */
export async function sendManagerDigests(
  db: DatabaseExecutor,
  { baseUrl, now = new Date() }: { baseUrl: string; now?: Date },
): Promise<number> {
  const settings = await getSiteSettings(db);
  const timeZone = settings.time_zone;
  const today = todayIn(timeZone, now);
  const month = today.slice(0, 7);
  let queued = 0;
  let after = "";
  for (;;) {
    const managers = await db
      .selectFrom("company_managers")
      .innerJoin("user", "user.id", "company_managers.user_id")
      .select(["user.id", "user.name", "user.email", "user.locale"])
      .distinct()
      .where("user.id", ">", after)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom("manager_digests_sent")
              .select("manager_digests_sent.user_id")
              .whereRef("manager_digests_sent.user_id", "=", "user.id")
              .where("manager_digests_sent.month", "=", month),
          ),
        ),
      )
      .orderBy("user.id")
      .limit(MANAGERS_PER_BATCH)
      .execute();
    for (const manager of managers) {
      // Composed in the manager's language (users.locale): its dates, words and unsubscribe footer.
      const sent = await inRecipientLanguage(manager.locale, () =>
        inTransaction(db, async (trx) => {
          const claimed = await trx
            .insertInto("manager_digests_sent")
            .values({ user_id: manager.id, month, sent_at: now.toISOString(), outbox_id: null })
            .onConflict((conflict) => conflict.columns(["user_id", "month"]).doNothing())
            .executeTakeFirst();
          if (Number(claimed.numInsertedOrUpdatedRows ?? 0) === 0) return false;
          const digest = await digestOf(trx, manager, today, now, timeZone);
          if (digest.expiring.length === 0 && digest.behind.length === 0) return false;
          const outboxId = await queueEmail(
            trx,
            renderDigest(manager, digest, {
              siteName: settings.site_name,
              baseUrl,
              monthLabel: formatMonth(now, timeZone),
            }),
            { unsubscribable: true },
          );
          if (!outboxId) return false;
          await trx
            .updateTable("manager_digests_sent")
            .set({ outbox_id: outboxId })
            .where("user_id", "=", manager.id)
            .where("month", "=", month)
            .execute();
          return true;
        }),
      );
      if (sent) queued++;
    }
    if (managers.length < MANAGERS_PER_BATCH) return queued;
    after = managers[managers.length - 1]?.id ?? after;
  }
}

/** Checked every hour: the first run of a month sends that month's digests. */
export function startManagerDigestWork(
  db: DatabaseExecutor,
  { baseUrl, intervalMs = 3_600_000 }: { baseUrl: string; intervalMs?: number },
): PeriodicWork {
  return startPeriodicWork("manager digest", () => sendManagerDigests(db, { baseUrl }), {
    intervalMs,
    runAtStart: true,
  });
}

import type { Selectable } from "kysely";
import type { CertificateHolder } from "~/features/certificates/certificate-queries.server";
import { certificatePoints } from "~/lib/cpd-points";
import { calendarDateIn, formatDate, todayIn } from "~/lib/dates";
import { type Outcome, refuse } from "~/lib/refusal";
import { findVerifiedEmail } from "~/platform/auth/verified-email.server";
import { getSiteTimeZone } from "~/platform/site-settings/site-settings.server";
import type { DatabaseExecutor } from "~db/executor";
import type { Certificate, CpdActivitiesTable } from "~db/schema";
import { readCpdBodyRows } from "./cpd-body-rows.server";
import {
  type CpdBody,
  type LedgerEntry,
  type LedgerSummary,
  type SummarisedEntry,
  summariseLedger,
} from "./cpd-ledger";
import * as m from "./messages";

/**
 * The CPD points ledger of one learner (docs/decisions/0033-cpd-ledger.md): every
 * current certificate issued to them (by account or confirmed address, as My learning) and every
 * approved external activity, summed against one accrediting body's rules, read from cpd_bodies.
 * Four queries however much a person has; each list is bounded.
 */

/** The most certificates and activities the ledger reads (a person with more is told). */
const LEDGER_LIMIT = 500;

export interface CpdLedgerView {
  bodies: { code: string; name: string }[];
  /** The body counted against: ?body= when it names one, else the one the learner reports to; null: none. */
  body: (CpdBody & { name: string; rulesSource: string; rulesConfirmed: boolean }) | null;
  /** The body the learner said they report to: its code, "" for none, null when they have not said. */
  reportsTo: string | null;
  summary: LedgerSummary;
  entries: (SummarisedEntry & { dateLabel: string; expiresLabel: string })[];
  hasMore: boolean;
  /** "23 Nov 2024": the rolling window's first day, formatted in the site time zone. */
  windowStartLabel: string;
  /** "2026": the calendar year the totals and "still needed" are for (site time zone). */
  year: string;
}

export async function listCpdBodies(db: DatabaseExecutor) {
  const bodies = await readCpdBodyRows(db);
  return bodies.map((body) => ({
    id: body.id,
    code: body.code,
    name: body.name,
    pointsPerYear: body.points_per_year,
    validityMonths: body.validity_months,
    rulesSource: body.rules_source,
    rulesConfirmed: body.rules_confirmed === 1,
    requirements: body.requirements.map((requirement) => ({
      category: requirement.category,
      pointsPerYear: requirement.points_per_year,
    })),
  }));
}

/** Which body a certificate's free-text accreditor names ("HPCSA", "Accredited by ECSA"), if any. */
function bodyOfAccreditor(accreditor: string, bodies: readonly { code: string; name: string }[]) {
  const text = accreditor.trim().toLowerCase();
  if (text === "") return null;
  for (const body of bodies) {
    const code = body.code.toLowerCase();
    if (text === body.name.toLowerCase() || new RegExp(`(^|[^a-z])${code}([^a-z]|$)`).test(text)) return body.code;
  }
  return null;
}

type LedgerCertificate = Pick<
  Certificate,
  "id" | "course_name" | "certificate_number" | "accreditor" | "allocated_points" | "clinical_points" | "ethics_points"
>;

/**
 * A certificate as a line of a ledger (My CPD, a company's training year): its points split by
 * category, and the body its accreditor names. `date` is its completion date in the site time zone.
 */
export function certificateLedgerEntry(
  certificate: LedgerCertificate,
  date: string,
  bodies: readonly { code: string; name: string }[],
): LedgerEntry {
  const { totalTenths, categories } = certificatePoints(certificate);
  return {
    kind: "certificate",
    id: certificate.id,
    title: certificate.course_name,
    reference: certificate.certificate_number,
    date,
    bodyCode: bodyOfAccreditor(certificate.accreditor, bodies),
    pointsTenths: totalTenths,
    categories,
  };
}

type LedgerActivity = Pick<
  Selectable<CpdActivitiesTable>,
  "id" | "title" | "provider" | "activity_date" | "body_id" | "points_tenths" | "category"
>;

/** An approved external activity as a line of a ledger: all its points in its one category. */
export function activityLedgerEntry(activity: LedgerActivity, codeOfBodyId: ReadonlyMap<string, string>): LedgerEntry {
  return {
    kind: "activity",
    id: activity.id,
    title: activity.title,
    reference: activity.provider,
    date: activity.activity_date,
    bodyCode: codeOfBodyId.get(activity.body_id) ?? null,
    pointsTenths: activity.points_tenths,
    categories: { [activity.category]: activity.points_tenths },
  };
}

async function ledgerEntries(
  db: DatabaseExecutor,
  holder: CertificateHolder,
  bodies: { id: string; code: string; name: string }[],
  timeZone: string,
) {
  const [certificates, activities] = await Promise.all([
    db
      .selectFrom("certificates")
      .select([
        "id",
        "certificate_number",
        "course_name",
        "completion_date",
        "allocated_points",
        "clinical_points",
        "ethics_points",
        "accreditor",
        "provider_activity_number",
      ])
      .where("revoked_at", "is", null)
      .where((eb) => {
        const byUser = eb("user_id", "=", holder.userId);
        if (!holder.verifiedEmail) return byUser;
        return eb.or([byUser, eb(eb.fn("lower", ["recipient_email"]), "=", holder.verifiedEmail.toLowerCase())]);
      })
      .orderBy("completion_date", "desc")
      .orderBy("id")
      .limit(LEDGER_LIMIT + 1)
      .execute(),
    db
      .selectFrom("cpd_activities")
      .select(["id", "title", "provider", "activity_date", "points_tenths", "category", "body_id"])
      .where("user_id", "=", holder.userId)
      .where("status", "=", "approved")
      .orderBy("activity_date", "desc")
      .orderBy("id")
      .limit(LEDGER_LIMIT + 1)
      .execute(),
  ]);
  const codeOfId = new Map(bodies.map((body) => [body.id, body.code]));
  const entries: LedgerEntry[] = [];
  for (const certificate of certificates.slice(0, LEDGER_LIMIT)) {
    entries.push(certificateLedgerEntry(certificate, calendarDateIn(certificate.completion_date, timeZone), bodies));
  }
  for (const activity of activities.slice(0, LEDGER_LIMIT)) entries.push(activityLedgerEntry(activity, codeOfId));
  entries.sort((a, b) => (a.date === b.date ? a.id.localeCompare(b.id) : b.date.localeCompare(a.date)));
  return { entries, hasMore: certificates.length > LEDGER_LIMIT || activities.length > LEDGER_LIMIT };
}

/** The body the learner reports to: its id, null for none, undefined when they have not said. */
async function findReportingBody(db: DatabaseExecutor, userId: string): Promise<string | null | undefined> {
  const row = await db
    .selectFrom("cpd_reporting_bodies")
    .select("body_id")
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return row ? row.body_id : undefined;
}

/** Saves which body the learner reports to ("" = none); refused for a code not on the list. */
export async function chooseReportingBody(
  db: DatabaseExecutor,
  userId: string,
  bodyCode: string,
): Promise<Outcome<{ message: string }>> {
  const code = bodyCode.trim().toUpperCase();
  const body = code
    ? await db.selectFrom("cpd_bodies").select(["id", "name"]).where("code", "=", code).executeTakeFirst()
    : null;
  if (code && !body) {
    return refuse("invalid", m.chooseOneAccreditingBodiesListed2(), {
      reportsTo: m.chooseOneAccreditingBodiesListed2(),
    });
  }
  const row = { user_id: userId, body_id: body?.id ?? null, updated_at: new Date().toISOString() };
  await db
    .insertInto("cpd_reporting_bodies")
    .values(row)
    .onConflict((conflict) =>
      conflict.column("user_id").doUpdateSet({ body_id: row.body_id, updated_at: row.updated_at }),
    )
    .execute();
  return { ok: true, message: body ? m.youReportTo({ body: body.name }) : m.youReportNoAccreditingBody() };
}

/**
 * The ledger counted against `bodyCode` when it names a listed body (the transcripts' ?body=), else
 * against the body the learner reports to; a learner who reports to none, or has not said, sees
 * their records and this year's total with no target (decision 0071).
 */
export async function loadCpdLedger(
  db: DatabaseExecutor,
  userId: string,
  { bodyCode, now = new Date() }: { bodyCode?: string | null; now?: Date },
): Promise<CpdLedgerView> {
  const [verifiedEmail, timeZone, bodies, reportingBodyId] = await Promise.all([
    findVerifiedEmail(db, userId),
    getSiteTimeZone(db),
    listCpdBodies(db),
    findReportingBody(db, userId),
  ]);
  const wanted = (bodyCode ?? "").trim().toUpperCase();
  const reportingBody = reportingBodyId ? (bodies.find((candidate) => candidate.id === reportingBodyId) ?? null) : null;
  const body = bodies.find((candidate) => candidate.code === wanted) ?? reportingBody;
  const { entries, hasMore } = await ledgerEntries(db, { userId, verifiedEmail }, bodies, timeZone);
  const today = todayIn(timeZone, now);
  const summary = summariseLedger(entries, body, today);
  return {
    bodies: bodies.map(({ code, name }) => ({ code, name })),
    body,
    reportsTo: reportingBodyId === undefined ? null : (reportingBody?.code ?? ""),
    summary,
    entries: summary.entries.map((entry) => ({
      ...entry,
      dateLabel: formatDate(entry.date, timeZone),
      expiresLabel: entry.expiresOn ? formatDate(entry.expiresOn, timeZone) : "",
    })),
    hasMore,
    windowStartLabel: formatDate(summary.windowStart, timeZone),
    year: today.slice(0, 4),
  };
}

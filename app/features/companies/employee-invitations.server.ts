import { createHash, randomBytes } from "node:crypto";
import { sql } from "kysely";
import { formatDate } from "~/lib/dates";
import { type Outcome, refuse } from "~/lib/refusal";
import { findAccountEmail } from "~/platform/auth/verified-email.server";
import { queueEmail } from "~/platform/mail/mail.server";
import { inRecipientLanguage } from "~/platform/mail/recipient-locale.server";
import { getSiteSettings, getSiteTimeZone } from "~/platform/site-settings/site-settings.server";
import type { DatabaseExecutor } from "~db/executor";
import { readPageWithTotal } from "~db/json-aggregation";
import { inTransaction } from "~db/transactions";
import type { ManagedCompany } from "./company-staff-access.server";
import { renderEmployeeInvitationEmail } from "./employee-invitation-email";
import * as m from "./messages";

/**
 * An employee a training manager lists is invited until the person says yes (decision
 * 0105-employee-consent). The invitation mail carries a one-time link: 32 random bytes, kept only
 * as their SHA-256 at rest, good for 30 days. The signed-in person whose confirmed address is the
 * one listed accepts ("Join <company>") or declines (the row goes). Until then the company sees
 * the name, the address and when the invitation went, and nothing of their training.
 */

const INVITATION_DAYS = 30;
/** Sends in all (the first and the resends): a manager cannot mail someone without end. */
export const INVITATION_MAX_SENDS = 5;
/** The least time between two sends of one invitation. */
const RESEND_AFTER_MS = 60 * 60 * 1000;
/** Pending invitations shown at once (on My learning, and on the manager's list). */
const PENDING_LIMIT = 50;

function hashInvitationToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** A fresh link's token and the columns that hold its hash, its end and the send. */
export function newInvitation(now: Date, sendsSoFar = 0) {
  const token = randomBytes(32).toString("base64url");
  return {
    token,
    columns: {
      invitation_token_hash: hashInvitationToken(token),
      invitation_expires_at: new Date(now.getTime() + INVITATION_DAYS * 86_400_000).toISOString(),
      invitation_sent_at: now.toISOString(),
      invitation_sends: sendsSoFar + 1,
    },
  };
}

interface Invitee {
  id: string;
  email: string;
  emailVerified: boolean;
}

async function inviteeOf(db: DatabaseExecutor, userId: string): Promise<Invitee | undefined> {
  // Read once per page request, and not at all for the signed-in person (the session keeps it).
  const account = await findAccountEmail(db, userId);
  return account ? { id: userId, email: account.email.toLowerCase(), emailVerified: account.emailVerified } : undefined;
}

/** Pending invitations that are this person's: linked to their account, or listed under their confirmed address. */
function pendingFor(db: DatabaseExecutor, invitee: Invitee) {
  return db
    .selectFrom("company_employees")
    .innerJoin("companies", "companies.id", "company_employees.company_id")
    .where("company_employees.confirmed_at", "is", null)
    .where((eb) =>
      eb.or([
        eb("company_employees.user_id", "=", invitee.id),
        eb.and([eb("company_employees.user_id", "is", null), eb("company_employees.email", "=", invitee.email)]),
      ]),
    );
}

const NOT_YOURS =
  "This invitation is not for this account. Sign in with the address the invitation was sent to (and confirm it) to answer it.";
const GONE =
  "This invitation is no longer open: it was answered, withdrawn or has expired. Ask your training manager to send it again.";

/** The invitation behind a link, for its page: the company, and whether the signed-in person may answer it. */
export async function findInvitation(db: DatabaseExecutor, userId: string, token: string, now: Date = new Date()) {
  const row = await db
    .selectFrom("company_employees")
    .innerJoin("companies", "companies.id", "company_employees.company_id")
    .select([
      "company_employees.id",
      "company_employees.user_id",
      "company_employees.email",
      "company_employees.name",
      "companies.name as company_name",
      "company_employees.invitation_expires_at",
    ])
    .where("company_employees.invitation_token_hash", "=", hashInvitationToken(token))
    .where("company_employees.confirmed_at", "is", null)
    .executeTakeFirst();
  if (!row?.invitation_expires_at || row.invitation_expires_at <= now.toISOString()) {
    return { state: "gone" as const, message: GONE };
  }
  const invitee = await inviteeOf(db, userId);
  const isTheirs = invitee !== undefined && matches(row, invitee);
  return isTheirs
    ? { state: "open" as const, employeeId: row.id, companyName: row.company_name, email: row.email }
    : { state: "not-yours" as const, message: NOT_YOURS };
}

function matches(row: { user_id: string | null; email: string }, invitee: Invitee) {
  if (!invitee.emailVerified) return false;
  return row.user_id === invitee.id || (row.user_id === null && row.email === invitee.email);
}

/** A company waiting for this person's answer, as My learning lists it. */
export interface MyInvitation {
  employeeId: string;
  companyName: string;
}

/**
 * My learning: the companies waiting for this person's answer, as a subquery the page reads in one
 * statement with its other notices (decision 0123-learner-statements); null when the person has no
 * confirmed address, so nothing can be theirs. `myInvitationViews` reads its rows.
 */
export async function myInvitationsQuery(db: DatabaseExecutor, userId: string) {
  const invitee = await inviteeOf(db, userId);
  if (!invitee?.emailVerified) return null;
  return pendingFor(db, invitee)
    .select(["company_employees.id", "companies.name as company_name"])
    .orderBy("company_employees.added_at", "desc")
    .orderBy("company_employees.id")
    .limit(PENDING_LIMIT);
}

export function myInvitationViews(rows: { id: string; company_name: string }[]): MyInvitation[] {
  return rows.map((row) => ({ employeeId: row.id, companyName: row.company_name }));
}

export type InvitationAnswer = "accept" | "decline";

/**
 * Accepts or declines: by the link's token, or (from My learning) by the invitation's id. Either
 * way only the person it is for; declining removes the row, accepting confirms it and spends the link.
 */
export async function answerInvitation(
  db: DatabaseExecutor,
  userId: string,
  target: { token: string } | { employeeId: string },
  answer: InvitationAnswer,
  now: Date = new Date(),
): Promise<Outcome<{ message: string }>> {
  const invitee = await inviteeOf(db, userId);
  if (!invitee) return refuse("forbidden", NOT_YOURS);
  return inTransaction(db, async (trx) => {
    let query = trx
      .selectFrom("company_employees")
      .innerJoin("companies", "companies.id", "company_employees.company_id")
      .select([
        "company_employees.id",
        "company_employees.user_id",
        "company_employees.email",
        "companies.name as company_name",
        "company_employees.invitation_expires_at",
      ])
      .where("company_employees.confirmed_at", "is", null);
    query =
      "token" in target
        ? query
            .where("company_employees.invitation_token_hash", "=", hashInvitationToken(target.token))
            .where("company_employees.invitation_expires_at", ">", now.toISOString())
        : query.where("company_employees.id", "=", target.employeeId);
    const row = await query.executeTakeFirst();
    if (!row) return refuse("missing", GONE);
    if (!matches(row, invitee)) return refuse("forbidden", NOT_YOURS);
    if (answer === "decline") {
      await trx.deleteFrom("company_employees").where("id", "=", row.id).where("confirmed_at", "is", null).execute();
      return { ok: true, message: m.youDeclinedTheInvitationFrom({ companyName: row.company_name }) };
    }
    const result = await trx
      .updateTable("company_employees")
      .set({
        confirmed_at: now.toISOString(),
        user_id: invitee.id,
        invitation_token_hash: null,
        invitation_expires_at: null,
      })
      .where("id", "=", row.id)
      .where("confirmed_at", "is", null)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return refuse("missing", GONE);
    return { ok: true, message: m.youJoined({ companyName: row.company_name }) };
  });
}

/** The manager's list of people invited and not yet answered: name, address, when it went, whether it may go again. */
export async function listInvitedEmployees(db: DatabaseExecutor, company: ManagedCompany, now: Date = new Date()) {
  const invited = db
    .selectFrom("company_employees")
    .where("company_id", "=", company.id)
    .where("confirmed_at", "is", null);
  const [timeZone, { rows, total }] = await Promise.all([
    getSiteTimeZone(db),
    // The page and its total in one statement (decision 0123-learner-statements).
    readPageWithTotal(
      db,
      invited
        .select(["id", "name", "email", "invitation_sent_at", "invitation_sends", "added_at"])
        .orderBy("added_at", "desc")
        .orderBy("id")
        .limit(PENDING_LIMIT),
      invited.select((eb) => eb.fn.countAll<number>().as("count")),
    ),
  ]);
  return {
    total,
    invited: rows.map((row) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      sentOn: formatDate(row.invitation_sent_at ?? row.added_at, timeZone),
      canResend: resendRefusal(row, now) === null,
    })),
  };
}

function resendRefusal(row: { invitation_sends: number; invitation_sent_at: string | null }, now: Date) {
  if (row.invitation_sends >= INVITATION_MAX_SENDS) {
    return `The invitation has been sent ${INVITATION_MAX_SENDS} times; it cannot be sent again.`;
  }
  const last = row.invitation_sent_at ? Date.parse(row.invitation_sent_at) : 0;
  if (now.getTime() - last < RESEND_AFTER_MS) return "The invitation was sent less than an hour ago. Try again later.";
  return null;
}

/**
 * The invitation mail to one listed employee, queued in the caller's transaction: the first send
 * (employee-roster) and a resend say the same, so the words and the link live in one place.
 */
export async function queueEmployeeInvitation(
  trx: DatabaseExecutor,
  employee: { name: string; email: string; user_id: string | null },
  token: string,
  from: { companyName: string; managerName: string; siteName: string; baseUrl: string },
) {
  // In the invitee's language: their profile's when they have an account, else the manager's request's.
  const account = employee.user_id
    ? await trx.selectFrom("user").select("locale").where("id", "=", employee.user_id).executeTakeFirst()
    : undefined;
  return inRecipientLanguage(account?.locale, () =>
    queueEmail(
      trx,
      renderEmployeeInvitationEmail({
        name: employee.name,
        email: employee.email,
        hasAccount: employee.user_id !== null,
        ...from,
        token,
      }),
    ),
  );
}

/** Sends the invitation again with a new link (the old one stops working); bounded in number and pace. */
export async function resendInvitation(
  db: DatabaseExecutor,
  company: ManagedCompany,
  employeeId: string,
  { manager, baseUrl }: { manager: { name: string }; baseUrl: string },
  now: Date = new Date(),
): Promise<Outcome<{ message: string }>> {
  const settings = await getSiteSettings(db);
  return inTransaction(db, async (trx) => {
    const row = await trx
      .selectFrom("company_employees")
      .select(["id", "name", "email", "user_id", "invitation_sends", "invitation_sent_at"])
      .where("id", "=", employeeId)
      .where("company_id", "=", company.id)
      .where("confirmed_at", "is", null)
      .executeTakeFirst();
    if (!row) return refuse("missing", m.thatInvitationIsNoLonger());
    const refusal = resendRefusal(row, now);
    if (refusal) return refuse("conflict", refusal);
    const invitation = newInvitation(now, row.invitation_sends);
    // Counted in the statement too, so two resends at once cannot both pass the bound.
    const result = await trx
      .updateTable("company_employees")
      .set({ ...invitation.columns, invitation_sends: sql<number>`invitation_sends + 1` })
      .where("id", "=", row.id)
      .where("invitation_sends", "=", row.invitation_sends)
      .where("confirmed_at", "is", null)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return refuse("conflict", m.theInvitationWasJustSent());
    await queueEmployeeInvitation(trx, row, invitation.token, {
      companyName: company.name,
      managerName: manager.name,
      siteName: settings.site_name,
      baseUrl,
    });
    return { ok: true, message: m.theInvitationWentToAgain({ email: row.email }) };
  });
}

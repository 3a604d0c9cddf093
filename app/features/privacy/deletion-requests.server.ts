import { fileStorage } from "~/lib/file-storage.server";
import { formatNumber } from "~/lib/i18n/format";
import { createId } from "~/lib/ids";
import { type PersonalDataOwner, type PersonDetails, personWithDetails } from "~/lib/personal-data";
import { type Outcome, refuse } from "~/lib/refusal";
import { queueEmail } from "~/platform/mail/mail.server";
import { renderEmailLayout } from "~/platform/mail/templates/email-layout";
import { getSiteSettings } from "~/platform/site-settings/site-settings.server";
import type { DatabaseExecutor } from "~db/executor";
import { inTransaction } from "~db/transactions";
import { type AccessActor, recordPersonalDataAccess } from "./access-log.server";
import * as m from "./messages";
import { DELETION_PAGE_SIZE, type DeletionRequestView } from "./privacy-views";

/**
 * Deletion (POPIA section 24, decision 0036): a person asks from their profile (recorded, staff
 * told through the outbox); an admin erases in one transaction. What the law and the company's
 * accreditation need is kept without the person: a certificate stays verifiable by its number,
 * course, date and status; bookings stay as anonymous attendance; course progress stays on the
 * anonymised account. Enquiries, form responses and CPD activities are deleted with their files.
 * What each table keeps is its owner's to say (app/server/personal-data-registry.server.ts).
 */
export { REMOVED_NAME } from "~/lib/personal-data";

const DELETION_REASON_MAX = 2000;

export async function findPendingDeletionRequest(db: DatabaseExecutor, userId: string) {
  return db
    .selectFrom("deletion_requests")
    .select(["id", "created_at"])
    .where("user_id", "=", userId)
    .where("status", "=", "pending")
    .executeTakeFirst();
}

/** Records the request once (asking again while one waits changes nothing) and mails the staff. */
export async function requestDeletion(
  db: DatabaseExecutor,
  person: AccessActor,
  { reason, adminUrl, now = new Date() }: { reason: string; adminUrl: string; now?: Date },
): Promise<Outcome<{ alreadyAsked: boolean }>> {
  const text = reason.trim();
  if (text.length > DELETION_REASON_MAX) {
    const message = m.reasonTooLong({ max: formatNumber(DELETION_REASON_MAX) });
    return refuse("invalid", message, { reason: message });
  }
  if (await findPendingDeletionRequest(db, person.id)) return { ok: true, alreadyAsked: true };
  const settings = await getSiteSettings(db);
  await inTransaction(db, async (trx) => {
    await trx
      .insertInto("deletion_requests")
      .values({
        id: createId(),
        user_id: person.id,
        name: person.name,
        email: person.email,
        reason: text,
        created_at: now.toISOString(),
      })
      .execute();
    const body = renderEmailLayout({
      heading: m.staffMailHeading(),
      paragraphs: [m.staffMailBody({ name: person.name, email: person.email })],
      details: text ? [[m.staffMailReason(), text]] : undefined,
      action: { label: m.staffMailAction(), url: adminUrl },
    });
    await queueEmail(trx, {
      to: settings.notification_email,
      subject: m.staffMailSubject({ name: person.name }),
      ...body,
    });
  });
  return { ok: true, alreadyAsked: false };
}

/** Waiting requests first, then the handled ones, newest first; paged. */
export async function listDeletionRequests(db: DatabaseExecutor, { page }: { page: number }) {
  const countRow = await db
    .selectFrom("deletion_requests")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .executeTakeFirstOrThrow();
  const total = countRow.count;
  const pageCount = Math.max(1, Math.ceil(total / DELETION_PAGE_SIZE));
  const current = Math.min(Math.max(1, page), pageCount);
  const rows = await db
    .selectFrom("deletion_requests")
    .selectAll()
    .orderBy((eb) => eb.case().when("status", "=", "pending").then(0).else(1).end())
    .orderBy("created_at", "desc")
    .orderBy("id")
    .limit(DELETION_PAGE_SIZE)
    .offset((current - 1) * DELETION_PAGE_SIZE)
    .execute();
  const requests: DeletionRequestView[] = rows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    reason: row.reason,
    status: row.status === "done" ? "done" : "pending",
    createdAt: row.created_at,
    handledAt: row.handled_at,
  }));
  return { requests, total, page: current, pageCount };
}

/**
 * Erases the person of a waiting request, in one transaction, then removes their stored files.
 * Every owner of personal data (the registry app/server/ passes in, decision
 * 0067-erasure-registry) first says what identifies the person in its tables, then erases
 * them; copies held elsewhere (mail, webhook payloads, stored API answers, the access log) are found
 * by those details. Refused when the request is unknown or already handled (a second click, or
 * another admin).
 */
export async function eraseDeletionRequest(
  db: DatabaseExecutor,
  {
    requestId,
    staff,
    uploadDirectory,
    owners,
    now = new Date(),
  }: {
    requestId: string;
    staff: AccessActor;
    uploadDirectory: string;
    owners: readonly PersonalDataOwner[];
    now?: Date;
  },
): Promise<Outcome<{ filesRemoved: number }>> {
  const request = await db.selectFrom("deletion_requests").selectAll().where("id", "=", requestId).executeTakeFirst();
  if (!request) return refuse("missing", m.requestMissing());
  if (request.status !== "pending") return refuse("stale", m.requestHandled());
  const nowText = now.toISOString();
  const userId = request.user_id;
  const account = userId
    ? await db.selectFrom("user").select("email").where("id", "=", userId).executeTakeFirst()
    : undefined;
  const emails = [...new Set([request.email, account?.email ?? ""].filter(Boolean).map((each) => each.toLowerCase()))];
  const identity = { userId, emails, placeholderEmail: `erased-${userId ?? request.id}@example.invalid` };
  const storedNames: string[] = [];

  const erased = await inTransaction(db, async (trx) => {
    // Claimed in the same statement that checks it is still waiting: two admins erase once.
    const claim = await trx
      .updateTable("deletion_requests")
      .set({ status: "done", handled_at: nowText, handled_by_user_id: staff.id })
      .where("id", "=", request.id)
      .where("status", "=", "pending")
      .executeTakeFirst();
    if (Number(claim.numUpdatedRows) === 0) return false;
    if (userId) {
      await trx
        .updateTable("deletion_requests")
        .set({ status: "done", handled_at: nowText, handled_by_user_id: staff.id })
        .where("user_id", "=", userId)
        .where("status", "=", "pending")
        .execute();
    }
    // Every owner's details are read before any owner erases: the copies are found by them.
    const held: PersonDetails[] = [];
    for (const owner of owners) held.push((await owner.detailsOf?.(trx, identity)) ?? {});
    const person = personWithDetails(identity, held);
    for (const owner of owners) {
      const result = await owner.erasePersonalData(trx, person);
      storedNames.push(...(result?.storedNames ?? []));
    }
    await recordPersonalDataAccess(
      trx,
      staff,
      "erasure",
      `Erased the personal data of ${userId ? `account ${userId}` : "a visitor"} (deletion request ${request.id})`,
      now,
    );
    return true;
  });
  if (!erased) return refuse("stale", m.requestHandled());
  const storage = fileStorage(uploadDirectory);
  for (const name of storedNames) await storage.delete(name);
  return { ok: true, filesRemoved: storedNames.length };
}

import { formatDate, formatDateTime } from "~/lib/dates";
import { currentLocale } from "~/lib/i18n/current-locale";
import { localeFromTag } from "~/lib/i18n/locales";
import { type Outcome, refuse } from "~/lib/refusal";
import { withLocale } from "~/lib/request-context.server";
import { updateAtVersion } from "~/lib/versioned-update.server";
import { queueEmail } from "~/platform/mail/mail.server";
import { renderEmailLayout } from "~/platform/mail/templates/email-layout";
import { getSiteTimeZone } from "~/platform/site-settings/site-settings.server";
import type { DatabaseExecutor } from "~db/executor";
import { matchesTextSearch, USER_TEXT_SEARCH } from "~db/sql-helpers";
import { inTransaction } from "~db/transactions";
import {
  ACTIVITY_LIST_COLUMNS,
  activityLineView,
  type CpdActivityStatus,
  evidencePath,
  isActivityStatus,
  STATUS_LABELS,
} from "./cpd-activities.server";
import { CATEGORY_LABELS, type CpdActivityCategory, REJECTION_REASON_MAX } from "./cpd-activity.schema";
import { formatPoints } from "./cpd-ledger";
import * as m from "./messages";

/**
 * Staff review of external CPD activities (docs/decisions/0038-cpd-activities.md):
 * the queue (paged, by status and body, searched by learner), one activity in full, and the
 * decision, saved at the version the reviewer saw and mailed to the learner through the outbox in
 * the same transaction.
 */

const REVIEW_QUEUE_PAGE_SIZE = 20;
type QueueStatusFilter = CpdActivityStatus | "all";

export interface ReviewQueueQuery {
  status: QueueStatusFilter;
  bodyCode: string;
  search: string;
  page: number;
}

/** ?status= (pending by default), ?body=, ?q=: anything unknown falls back to the default. */
export function queueFilterFrom(searchParams: URLSearchParams): Omit<ReviewQueueQuery, "page" | "search"> {
  const status = searchParams.get("status");
  return {
    status: status === "all" || isActivityStatus(status) ? status : "pending",
    bodyCode: (searchParams.get("body") ?? "").slice(0, 40),
  };
}

/** How many activities wait for review: the staff navigation's count. */
export async function countPendingActivities(db: DatabaseExecutor): Promise<number> {
  const row = await db
    .selectFrom("cpd_activities")
    .select((eb) => eb.fn.countAll<number>().as("total"))
    .where("status", "=", "pending")
    .executeTakeFirstOrThrow();
  return row.total;
}

export interface QueueRow {
  id: string;
  learnerName: string;
  learnerEmail: string;
  title: string;
  bodyCode: string;
  points: string;
  categoryLabel: string;
  dateLabel: string;
  submittedLabel: string;
  status: CpdActivityStatus;
  statusLabel: string;
}

/** One page of the queue, oldest submission first (the one waiting longest on top); three queries. */
export async function listReviewQueue(db: DatabaseExecutor, query: ReviewQueueQuery) {
  let filtered = db
    .selectFrom("cpd_activities")
    .innerJoin("user", "user.id", "cpd_activities.user_id")
    .innerJoin("cpd_bodies", "cpd_bodies.id", "cpd_activities.body_id");
  if (query.status !== "all") filtered = filtered.where("cpd_activities.status", "=", query.status);
  if (query.bodyCode) filtered = filtered.where("cpd_bodies.code", "=", query.bodyCode);
  const term = query.search.trim();
  if (term) filtered = filtered.where(matchesTextSearch(db, USER_TEXT_SEARCH, term));
  const [rows, count, bodies, timeZone] = await Promise.all([
    filtered
      .select([
        "cpd_activities.id",
        "cpd_activities.title",
        "cpd_activities.activity_date",
        "cpd_activities.points_tenths",
        "cpd_activities.category",
        "cpd_activities.status",
        "cpd_activities.created_at",
        "user.name as learner_name",
        "user.email as learner_email",
        "cpd_bodies.code as body_code",
      ])
      .orderBy("cpd_activities.created_at", "asc")
      .orderBy("cpd_activities.id")
      .limit(REVIEW_QUEUE_PAGE_SIZE)
      .offset((query.page - 1) * REVIEW_QUEUE_PAGE_SIZE)
      .execute(),
    filtered.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirstOrThrow(),
    db.selectFrom("cpd_bodies").select(["code", "name"]).orderBy("code").execute(),
    getSiteTimeZone(db),
  ]);
  return {
    rows: rows.map((row): QueueRow => {
      const status = isActivityStatus(row.status) ? row.status : "pending";
      return {
        id: row.id,
        learnerName: row.learner_name,
        learnerEmail: row.learner_email,
        title: row.title,
        bodyCode: row.body_code,
        points: formatPoints(Number(row.points_tenths)),
        categoryLabel: CATEGORY_LABELS[row.category as CpdActivityCategory] ?? row.category,
        dateLabel: formatDate(row.activity_date, timeZone),
        submittedLabel: formatDate(row.created_at, timeZone),
        status,
        statusLabel: STATUS_LABELS[status],
      };
    }),
    total: count.total,
    page: query.page,
    pageSize: REVIEW_QUEUE_PAGE_SIZE,
    bodies,
    filter: { status: query.status, bodyCode: query.bodyCode, search: query.search },
  };
}

export type ReviewQueueView = Awaited<ReturnType<typeof listReviewQueue>>;

/** One activity in full for a reviewer, or null. */
export async function loadActivityForReview(db: DatabaseExecutor, activityId: string) {
  const [row, timeZone] = await Promise.all([
    db
      .selectFrom("cpd_activities")
      .innerJoin("user as learner", "learner.id", "cpd_activities.user_id")
      .innerJoin("cpd_bodies", "cpd_bodies.id", "cpd_activities.body_id")
      .leftJoin("user as reviewer", "reviewer.id", "cpd_activities.reviewed_by_user_id")
      .select([
        ...ACTIVITY_LIST_COLUMNS,
        "cpd_activities.reviewed_at",
        "cpd_activities.created_at",
        "cpd_activities.evidence_stored_name",
        "cpd_activities.evidence_file_name",
        "cpd_activities.evidence_content_type",
        "cpd_activities.evidence_size_bytes",
        "learner.name as learner_name",
        "learner.email as learner_email",
        "cpd_bodies.code as body_code",
        "cpd_bodies.name as body_name",
        "reviewer.name as reviewer_name",
      ])
      .where("cpd_activities.id", "=", activityId)
      .executeTakeFirst(),
    getSiteTimeZone(db),
  ]);
  if (!row) return null;
  return {
    ...activityLineView(row),
    dateLabel: formatDate(row.activity_date, timeZone, "long"),
    body: `${row.body_name} (${row.body_code})`,
    learnerName: row.learner_name,
    learnerEmail: row.learner_email,
    submittedLabel: formatDateTime(row.created_at, timeZone),
    reviewerName: row.reviewer_name ?? null,
    reviewedLabel: row.reviewed_at ? formatDateTime(row.reviewed_at, timeZone) : null,
    evidence: row.evidence_stored_name
      ? {
          url: evidencePath(row.id),
          fileName: row.evidence_file_name,
          isImage: row.evidence_content_type.startsWith("image/"),
          sizeLabel: `${Math.max(1, Math.round(Number(row.evidence_size_bytes) / 1024))} KB`,
        }
      : null,
  };
}

export type ActivityReviewView = NonNullable<Awaited<ReturnType<typeof loadActivityForReview>>>;

export type ReviewDecision = { decision: "approve" } | { decision: "reject"; reason: string };

/** Reads the posted decision: the reason is required (and bounded) for a rejection. */
export function readDecision(intent: string | null, reason: unknown): Outcome<{ value: ReviewDecision }> {
  if (intent === "approve") return { ok: true, value: { decision: "approve" } };
  if (intent !== "reject") return refuse("invalid", m.chooseApproveReject());
  const text = typeof reason === "string" ? reason.trim() : "";
  if (!text)
    return refuse("invalid", m.checkTheReason(), {
      reason: m.giveReasonRejectingSoLearner(),
    });
  if (text.length > REJECTION_REASON_MAX) {
    return refuse("invalid", m.checkTheReason(), { reason: m.keepReasonTo({ count: REJECTION_REASON_MAX }) });
  }
  return { ok: true, value: { decision: "reject", reason: text } };
}

/**
 * Approves or rejects a pending activity at the version the reviewer saw; the learner's mail goes
 * into the outbox in the same transaction. A second reviewer (or a stale page) is told who decided.
 */
export async function reviewActivity(
  db: DatabaseExecutor,
  reviewer: { id: string; name: string },
  target: { activityId: string; version: number },
  decision: ReviewDecision,
  options: { baseUrl: string },
): Promise<Outcome<{ status: CpdActivityStatus }>> {
  const status: CpdActivityStatus = decision.decision === "approve" ? "approved" : "rejected";
  const outcome = await inTransaction(db, async (trx) => {
    const now = new Date().toISOString();
    const saved = await updateAtVersion(
      trx,
      "cpd_activities",
      { id: target.activityId, version: target.version, scope: { status: "pending" } },
      {
        status,
        reviewed_by_user_id: reviewer.id,
        reviewed_at: now,
        review_reason: decision.decision === "reject" ? decision.reason : "",
        updated_at: now,
      },
    );
    // The statement also asks for status = 'pending': a row that is there but decided is stale, not missing.
    if (!saved.ok) return saved.reason === "missing" ? refuse("stale") : saved;
    const row = await trx
      .selectFrom("cpd_activities")
      .innerJoin("user", "user.id", "cpd_activities.user_id")
      .innerJoin("cpd_bodies", "cpd_bodies.id", "cpd_activities.body_id")
      .select([
        "cpd_activities.title",
        "cpd_activities.points_tenths",
        "cpd_activities.activity_date",
        "user.name",
        "user.email",
        "user.locale",
        "cpd_bodies.code",
      ])
      .where("cpd_activities.id", "=", target.activityId)
      .executeTakeFirstOrThrow();
    const timeZone = await getSiteTimeZone(trx);
    // The learner's mail in their own language (their profile's), else the reviewer's.
    const email = withLocale(localeFromTag(row.locale) ?? currentLocale(), () => {
      const details: Array<[string, string]> = [
        [m.mailActivity(), row.title],
        [m.mailDate(), formatDate(row.activity_date, timeZone)],
        [m.mailPoints(), `${formatPoints(Number(row.points_tenths))} (${row.code})`],
      ];
      const isApproved = status === "approved";
      const body = renderEmailLayout({
        heading: isApproved ? m.cpdActivityApproved() : m.cpdActivityNotApproved(),
        paragraphs: [
          m.mailHello({ name: row.name }),
          isApproved
            ? m.cpdActivityBelowApprovedPoints()
            : m.mailNotApproved({ reason: decision.decision === "reject" ? decision.reason : "" }),
          ...(isApproved ? [] : [m.youCanCorrectSendAgain()]),
        ],
        details,
        action: { label: m.openMyCpd(), url: `${options.baseUrl}/my-learning/cpd` },
      });
      return {
        to: row.email,
        toName: row.name,
        subject: isApproved ? m.subjectApproved({ title: row.title }) : m.subjectNotApproved({ title: row.title }),
        ...body,
      };
    });
    await queueEmail(trx, email, { reference: `cpd-activity-review:${target.activityId}:${saved.version}` });
    return { ok: true as const, status };
  });
  if (outcome.ok) return outcome;
  const exists = await db
    .selectFrom("cpd_activities")
    .select("id")
    .where("id", "=", target.activityId)
    .executeTakeFirst();
  if (!exists) return refuse("missing", m.activityNoLongerExistsLearner());
  return refuse("stale", await alreadyDecidedMessage(db, target.activityId));
}

/** What a reviewer whose page is out of date is told: who decided, and when. */
async function alreadyDecidedMessage(db: DatabaseExecutor, activityId: string): Promise<string> {
  const current = await loadActivityForReview(db, activityId);
  if (!current) return m.activityNoLongerExists();
  if (current.status === "pending") {
    return m.activityChangedSinceYouOpened();
  }
  const status = current.statusLabel.toLowerCase();
  const { reviewerName: name, reviewedLabel: date } = current;
  if (name && date) return m.alreadyDecidedByOn({ status, name, date });
  if (name) return m.alreadyDecidedBy({ status, name });
  if (date) return m.alreadyDecidedOn({ status, date });
  return m.alreadyDecided({ status });
}

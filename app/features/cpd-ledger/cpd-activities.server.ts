import fs from "node:fs/promises";
import { formatDate, todayIn } from "~/lib/dates";
import { fileStorage } from "~/lib/file-storage.server";
import { createId } from "~/lib/ids";
import { type Outcome, type Refusal, refuse } from "~/lib/refusal";
import { updateAtVersion } from "~/lib/versioned-update.server";
import { getSiteTimeZone } from "~/platform/site-settings/site-settings.server";
import type { DatabaseExecutor } from "~db/executor";
import {
  CATEGORY_LABELS,
  type CpdActivityCategory,
  type CpdActivityInput,
  pointsToTenths,
} from "./cpd-activity.schema";
import { type CheckedEvidence, checkEvidence, EVIDENCE_FIELD } from "./cpd-activity-evidence.server";
import { readCpdBodyRows } from "./cpd-body-rows.server";
import { formatPoints } from "./cpd-ledger";
import * as m from "./messages";

/**
 * A learner's external CPD activities (docs/decisions/0038-cpd-activities.md):
 * sent with evidence, withdrawn while pending, sent again once rejected. Every write names the
 * learner in its statement. The evidence file and the row are kept together or not at all.
 */

export type CpdActivityStatus = "pending" | "approved" | "rejected";
export const STATUS_LABELS: Record<CpdActivityStatus, string> = {
  get pending() {
    return m.statusPending();
  },
  get approved() {
    return m.statusApproved();
  },
  get rejected() {
    return m.statusRejected();
  },
};

export function isActivityStatus(value: unknown): value is CpdActivityStatus {
  return value === "pending" || value === "approved" || value === "rejected";
}

/** The access-checked address of an activity's evidence (never /uploads/: it is personal data). */
export function evidencePath(activityId: string): string {
  return `/my-learning/cpd/activities/${activityId}/evidence`;
}

/** A file the action received (the multipart reader wrote it to a temporary file). */
export interface SentEvidence {
  path: string;
  fileName: string;
}

async function readEvidence(file: SentEvidence): Promise<CheckedEvidence | Refusal> {
  return checkEvidence(new Uint8Array(await fs.readFile(file.path)), file.fileName);
}

function cleanFileName(name: string, extension: string): string {
  const base = (name.split(/[\\/]/).pop() ?? "")
    .replace(/[^\w.\- ()]+/g, "_")
    .trim()
    .slice(0, 120);
  const stem = base.replace(/\.[^.]*$/, "") || "evidence";
  return `${stem}.${extension}`;
}

async function findBody(db: DatabaseExecutor, code: string) {
  return db.selectFrom("cpd_bodies").select(["id", "code"]).where("code", "=", code).executeTakeFirst();
}

/** The checks the schema cannot make: a known body and a date not after today (site time zone). */
async function checkAgainstRecords(db: DatabaseExecutor, input: CpdActivityInput) {
  const fieldErrors: Record<string, string> = {};
  const body = await findBody(db, input.bodyCode);
  if (!body) fieldErrors.bodyCode = m.chooseOneAccreditingBodiesListed();
  const today = todayIn(await getSiteTimeZone(db));
  if (input.activityDate > today) fieldErrors.activityDate = m.dateCannotAfterToday();
  if (!body || Object.keys(fieldErrors).length > 0) {
    return refuse("invalid", m.checkFieldsMarkedBelow(), fieldErrors);
  }
  return { ok: true as const, bodyId: body.id };
}

function rowValues(input: CpdActivityInput, bodyId: string) {
  return {
    body_id: bodyId,
    title: input.title,
    provider: input.provider,
    activity_date: input.activityDate,
    points_tenths: pointsToTenths(input.points) ?? 0,
    category: input.category,
  };
}

function evidenceValues(evidence: CheckedEvidence, storedName: string, sentName: string) {
  return {
    evidence_stored_name: storedName,
    evidence_file_name: cleanFileName(sentName, evidence.extension),
    evidence_content_type: evidence.contentType,
    evidence_size_bytes: evidence.bytes.byteLength,
  };
}

/** The refusal when no evidence file came: a function, worded in the request's language. */
export const evidenceRequiredMessage = () => m.chooseEvidenceFilePdfJpeg();

/** Stores a new activity, pending review, with its evidence: the file first, and removed again if the row is not saved. */
export async function submitActivity(
  db: DatabaseExecutor,
  uploadDirectory: string,
  userId: string,
  input: CpdActivityInput,
  file: SentEvidence | null,
): Promise<Outcome<{ activityId: string }>> {
  const checked = await checkAgainstRecords(db, input);
  if (!file) {
    const fieldErrors = { ...(checked.ok ? {} : checked.fieldErrors), [EVIDENCE_FIELD]: evidenceRequiredMessage() };
    return refuse("invalid", m.checkFieldsMarkedBelow(), fieldErrors);
  }
  if (!checked.ok) return checked;
  const evidence = await readEvidence(file);
  if (!evidence.ok) return evidence;

  const id = createId();
  const storedName = `cpd-evidence-${createId()}.${evidence.extension}`;
  const storage = fileStorage(uploadDirectory);
  await storage.put(storedName, evidence.bytes, evidence.contentType);
  const now = new Date().toISOString();
  try {
    await db
      .insertInto("cpd_activities")
      .values({
        id,
        user_id: userId,
        ...rowValues(input, checked.bodyId),
        ...evidenceValues(evidence, storedName, file.fileName),
        evidence_url: evidencePath(id),
        status: "pending",
        created_at: now,
        updated_at: now,
      })
      .execute();
  } catch (error) {
    await storage.delete(storedName);
    throw error;
  }
  return { ok: true, activityId: id };
}

/**
 * Sends a rejected activity again, corrected: back to Pending, the review cleared. A new evidence
 * file replaces the old one (the old is removed once the row points at the new); without one the
 * old evidence stays. Only the owner's own rejected row at the version shown is changed.
 */
export async function resubmitActivity(
  db: DatabaseExecutor,
  uploadDirectory: string,
  userId: string,
  target: { activityId: string; version: number },
  input: CpdActivityInput,
  file: SentEvidence | null,
): Promise<Outcome> {
  const checked = await checkAgainstRecords(db, input);
  if (!checked.ok) return checked;
  const current = await db
    .selectFrom("cpd_activities")
    .select(["status", "evidence_stored_name"])
    .where("id", "=", target.activityId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (!current) return refuse("missing", m.activityNoLongerExists());
  if (current.status !== "rejected") return refuse("stale", m.onlyRejectedActivityCanSent());
  const evidence = file ? await readEvidence(file) : null;
  if (evidence && !evidence.ok) return evidence;

  const storage = fileStorage(uploadDirectory);
  const storedName = evidence ? `cpd-evidence-${createId()}.${evidence.extension}` : null;
  if (evidence && storedName) await storage.put(storedName, evidence.bytes, evidence.contentType);
  const saved = await updateAtVersion(
    db,
    "cpd_activities",
    { id: target.activityId, version: target.version, scope: { user_id: userId, status: "rejected" } },
    {
      ...rowValues(input, checked.bodyId),
      ...(evidence && storedName && file ? evidenceValues(evidence, storedName, file.fileName) : {}),
      status: "pending",
      reviewed_by_user_id: null,
      reviewed_at: null,
      review_reason: "",
      updated_at: new Date().toISOString(),
    },
    { stale: m.onlyRejectedActivityCanSent(), missing: m.activityNoLongerExists() },
  ).catch(async (error: unknown) => {
    if (storedName) await storage.delete(storedName);
    throw error;
  });
  if (!saved.ok) {
    if (storedName) await storage.delete(storedName);
    // The statement also asks for the owner and status = 'rejected': the row being there means it changed.
    return saved.reason === "missing" ? refuse("stale", m.onlyRejectedActivityCanSent()) : saved;
  }
  if (storedName && current.evidence_stored_name) await storage.delete(current.evidence_stored_name);
  return { ok: true };
}

/** Withdraws a pending activity: the row and its evidence go. Only the owner's pending row at the version shown. */
export async function withdrawActivity(
  db: DatabaseExecutor,
  uploadDirectory: string,
  userId: string,
  target: { activityId: string; version: number },
): Promise<Outcome> {
  const row = await db
    .selectFrom("cpd_activities")
    .select(["evidence_stored_name"])
    .where("id", "=", target.activityId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (!row) return refuse("missing", m.activityNoLongerExists());
  const deleted = await db
    .deleteFrom("cpd_activities")
    .where("id", "=", target.activityId)
    .where("user_id", "=", userId)
    .where("status", "=", "pending")
    .where("version", "=", target.version)
    .executeTakeFirst();
  if (Number(deleted.numDeletedRows) !== 1) return refuse("stale", m.onlyPendingActivityCanWithdrawn());
  if (row.evidence_stored_name) await fileStorage(uploadDirectory).delete(row.evidence_stored_name);
  return { ok: true };
}

const MY_ACTIVITIES_PAGE_SIZE = 10;

export interface MyActivityView {
  id: string;
  version: number;
  title: string;
  provider: string;
  date: string;
  dateLabel: string;
  points: string;
  category: string;
  categoryLabel: string;
  bodyCode: string;
  status: CpdActivityStatus;
  statusLabel: string;
  reason: string;
  evidenceUrl: string | null;
  evidenceName: string;
}

export interface MyActivitiesView {
  activities: MyActivityView[];
  total: number;
  page: number;
  pageSize: number;
  bodies: { code: string; name: string }[];
  categories: { value: string; label: string }[];
  today: string;
}

/** What an activity's line shows wherever activities are listed (the learner's page, the review). */
export const ACTIVITY_LIST_COLUMNS = [
  "cpd_activities.id",
  "cpd_activities.version",
  "cpd_activities.title",
  "cpd_activities.provider",
  "cpd_activities.activity_date",
  "cpd_activities.points_tenths",
  "cpd_activities.category",
  "cpd_activities.status",
  "cpd_activities.review_reason",
] as const;

/**
 * What an activity's line says wherever it is listed (the learner's page, the review): its name,
 * points and category as read, and its review status. Selected with ACTIVITY_LIST_COLUMNS.
 */
export function activityLineView(row: {
  id: string;
  version: number | string;
  title: string;
  provider: string;
  points_tenths: number | string;
  category: string;
  status: string;
  review_reason: string;
}) {
  const status = isActivityStatus(row.status) ? row.status : "pending";
  return {
    id: row.id,
    version: Number(row.version),
    title: row.title,
    provider: row.provider,
    points: formatPoints(Number(row.points_tenths)),
    categoryLabel: CATEGORY_LABELS[row.category as CpdActivityCategory] ?? row.category,
    status,
    statusLabel: STATUS_LABELS[status],
    reason: row.review_reason,
  };
}

/** One page of the learner's own activities, newest first (two queries, plus the bodies and time zone). */
export async function listMyActivities(db: DatabaseExecutor, userId: string, page: number): Promise<MyActivitiesView> {
  const [rows, count, bodies, timeZone] = await Promise.all([
    db
      .selectFrom("cpd_activities")
      .innerJoin("cpd_bodies", "cpd_bodies.id", "cpd_activities.body_id")
      .select([
        ...ACTIVITY_LIST_COLUMNS,
        "cpd_activities.evidence_stored_name",
        "cpd_activities.evidence_file_name",
        "cpd_bodies.code as body_code",
      ])
      .where("cpd_activities.user_id", "=", userId)
      .orderBy("cpd_activities.created_at", "desc")
      .orderBy("cpd_activities.id")
      .limit(MY_ACTIVITIES_PAGE_SIZE)
      .offset((page - 1) * MY_ACTIVITIES_PAGE_SIZE)
      .execute(),
    db
      .selectFrom("cpd_activities")
      .select((eb) => eb.fn.countAll<number>().as("total"))
      .where("user_id", "=", userId)
      .executeTakeFirstOrThrow(),
    readCpdBodyRows(db),
    getSiteTimeZone(db),
  ]);
  return {
    activities: rows.map((row) => {
      return {
        ...activityLineView(row),
        date: row.activity_date,
        dateLabel: formatDate(row.activity_date, timeZone),
        category: row.category,
        bodyCode: row.body_code,
        evidenceUrl: row.evidence_stored_name ? evidencePath(row.id) : null,
        evidenceName: row.evidence_file_name,
      };
    }),
    total: count.total,
    page,
    pageSize: MY_ACTIVITIES_PAGE_SIZE,
    bodies: bodies.map(({ code, name }) => ({ code, name })),
    categories: Object.entries(CATEGORY_LABELS).map(([value, label]) => ({ value, label })),
    today: todayIn(timeZone),
  };
}

/**
 * The evidence of one activity, for its owner or staff only. Anyone else is told it does not exist
 * (404), so an activity's id reveals nothing.
 */
export async function findEvidenceFor(
  db: DatabaseExecutor,
  viewer: { id: string; role: string },
  activityId: string,
): Promise<Outcome<{ storedName: string; fileName: string; contentType: string }>> {
  const row = await db
    .selectFrom("cpd_activities")
    .select(["user_id", "evidence_stored_name", "evidence_file_name", "evidence_content_type"])
    .where("id", "=", activityId)
    .executeTakeFirst();
  const isStaff = viewer.role === "admin" || viewer.role === "instructor";
  if (!row || (row.user_id !== viewer.id && !isStaff)) return refuse("missing", m.notFound());
  if (!row.evidence_stored_name) return refuse("missing", m.activityNoEvidenceFile());
  return {
    ok: true,
    storedName: row.evidence_stored_name,
    fileName: row.evidence_file_name || "evidence",
    contentType: row.evidence_content_type,
  };
}

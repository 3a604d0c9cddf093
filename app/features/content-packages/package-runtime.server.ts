import { createId } from "~/lib/ids";
import { type Outcome, refuse } from "~/lib/refusal";
import type { DatabaseExecutor } from "~db/executor";
import { containsText } from "~db/sql-helpers";
import * as m from "./messages";
import { type CommittedCmi, type PackageCommit, timeSpanSeconds } from "./package-runtime.schema";
import type { PackageKind, PackageOrganisation, PackageSco } from "./package-types";

/**
 * The run-time data of learners in packages (decision 0097-scorm-content-packages): what a SCO
 * starts with on launch (its last commit, for a resume), each commit checked and saved at the
 * attempt's version, and the SCO's completion and success read from it by the rules of its
 * SCORM version (with the manifest's mastery score deciding pass or fail when there is one).
 */

export interface StoredPackage {
  id: string;
  courseId: string;
  kind: PackageKind;
  title: string;
  organisation: PackageOrganisation;
  fileCount: number;
  totalBytes: number;
}

export async function findPackage(db: DatabaseExecutor, courseId: string, packageId: string) {
  const row = await db
    .selectFrom("packages")
    .select(["id", "course_id", "kind", "title", "organisation_json", "file_count", "total_bytes"])
    .where("id", "=", packageId)
    .where("course_id", "=", courseId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    courseId: row.course_id,
    kind: row.kind as PackageKind,
    title: row.title,
    organisation: JSON.parse(row.organisation_json) as PackageOrganisation,
    fileCount: row.file_count,
    totalBytes: row.total_bytes,
  } satisfies StoredPackage;
}

/** The stored file at this path of the package, or null. */
export function findPackageFile(db: DatabaseExecutor, packageId: string, path: string) {
  return db
    .selectFrom("package_files")
    .select(["stored_name", "content_type", "size"])
    .where("package_id", "=", packageId)
    .where("path", "=", path)
    .executeTakeFirst();
}

/** A cmi5 package's cmi5.xml as uploaded, for the cmi5 importer; null for SCORM or an unknown id. */
export async function findCmi5Xml(db: DatabaseExecutor, packageId: string): Promise<string | null> {
  const row = await db.selectFrom("packages").select("cmi5_xml").where("id", "=", packageId).executeTakeFirst();
  return row?.cmi5_xml ?? null;
}

interface StoredCmi {
  location: string;
  suspendData: string;
  lessonStatus: string;
  scoreRaw: string;
  scoreMin: string;
  scoreMax: string;
  scoreScaled: string;
  progressMeasure: string;
  exit: string;
  /** The running session's time, folded into the total when the SCO terminates. */
  sessionSeconds: number;
}

/** What the runtime starts with (its `initial`), for this learner and SCO. */
export interface RuntimeInitial {
  learnerId: string;
  learnerName: string;
  entry: "ab-initio" | "resume";
  credit: "credit";
  location?: string;
  suspendData?: string;
  lessonStatus: string;
  completionStatus: string;
  successStatus: string;
  scoreRaw: string | null;
  scoreMin: string | null;
  scoreMax: string | null;
  scoreScaled: string | null;
  progressMeasure: string | null;
  totalTime12: string;
  totalTime2004: string;
  masteryScore: number | null;
}

function asNullable(value: string | undefined): string | null {
  return value === undefined || value === "" ? null : value;
}

function format12(seconds: number): string {
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  return `${String(Math.min(hours, 9999)).padStart(4, "0")}:${String(minutes).padStart(2, "0")}:${rest.toFixed(2).padStart(5, "0")}`;
}

/** The SCO's launch data for the signed-in learner: their last commit (a resume) or a fresh start. */
export async function findRuntimeLaunch(
  db: DatabaseExecutor,
  { pkg, sco, user }: { pkg: StoredPackage; sco: PackageSco; user: { id: string; name: string } },
): Promise<{ initial: RuntimeInitial; version: number }> {
  const attempt = await db
    .selectFrom("package_attempts")
    .select(["cmi_json", "completion_status", "success_status", "total_time_seconds", "version"])
    .where("user_id", "=", user.id)
    .where("package_id", "=", pkg.id)
    .where("sco_id", "=", sco.identifier)
    .executeTakeFirst();
  const stored = attempt ? (JSON.parse(attempt.cmi_json) as Partial<StoredCmi>) : {};
  const total = attempt?.total_time_seconds ?? 0;
  return {
    version: attempt?.version ?? 0,
    initial: {
      learnerId: user.id,
      learnerName: user.name,
      entry: stored.exit === "suspend" ? "resume" : "ab-initio",
      credit: "credit",
      location: attempt ? stored.location : undefined,
      suspendData: attempt ? stored.suspendData : undefined,
      lessonStatus: stored.lessonStatus ?? "not attempted",
      completionStatus: attempt?.completion_status ?? "unknown",
      successStatus: attempt?.success_status ?? "unknown",
      scoreRaw: asNullable(stored.scoreRaw),
      scoreMin: asNullable(stored.scoreMin),
      scoreMax: asNullable(stored.scoreMax),
      scoreScaled: asNullable(stored.scoreScaled),
      progressMeasure: asNullable(stored.progressMeasure),
      totalTime12: format12(total),
      totalTime2004: `PT${Math.round(total * 100) / 100}S`,
      masteryScore: sco.masteryScore,
    },
  };
}

/**
 * The SCO's standing after a commit. SCORM 1.2: lesson_status, and with a mastery score and a raw
 * score the LMS decides passed or failed (RTE 3.4.2). SCORM 2004: completion_status and
 * success_status, and with a scaled passing score and a scaled score the LMS decides success.
 */
function scoStanding(kind: PackageKind, cmi: CommittedCmi, masteryScore: number | null) {
  let completion: string;
  let success: string;
  let scaled: number | null = null;
  if (kind === "scorm12") {
    const status = cmi.lessonStatus ?? "not attempted";
    const raw = cmi.scoreRaw === "" ? null : Number(cmi.scoreRaw);
    const max = cmi.scoreMax === "" ? 100 : Number(cmi.scoreMax);
    const min = cmi.scoreMin === "" ? 0 : Number(cmi.scoreMin);
    if (raw !== null && max > min) scaled = (raw - min) / (max - min);
    success = status === "passed" ? "passed" : status === "failed" ? "failed" : "unknown";
    if (masteryScore !== null && raw !== null && status !== "not attempted")
      success = raw >= masteryScore * 100 ? "passed" : "failed";
    completion =
      status === "completed" || status === "passed" || success === "passed"
        ? "completed"
        : status === "not attempted"
          ? "not attempted"
          : "incomplete";
  } else {
    completion = cmi.completionStatus ?? "unknown";
    success = cmi.successStatus ?? "unknown";
    scaled = cmi.scoreScaled === undefined || cmi.scoreScaled === "" ? null : Number(cmi.scoreScaled);
    if (masteryScore !== null && scaled !== null) success = scaled >= masteryScore ? "passed" : "failed";
  }
  // Simple rollup (the decision): a SCO counts when completed, or passed; a mastery score asks for passed.
  const isComplete =
    (completion === "completed" || success === "passed") && (masteryScore === null || success === "passed");
  return { completion, success, scaled, isComplete };
}

/** Saves a commit of this learner's SCO at the version they saw; a commit from an older version is refused (stale). */
export async function commitRuntime(
  db: DatabaseExecutor,
  { pkg, userId, commit }: { pkg: StoredPackage; userId: string; commit: PackageCommit },
): Promise<Outcome<{ version: number; scoComplete: boolean; packageComplete: boolean }>> {
  const sco = pkg.organisation.scos[commit.scoIndex];
  if (!sco) return refuse("missing", m.packageNoSuchSco());
  if (pkg.kind === "cmi5") return refuse("invalid", m.cmi5PackageReportsThroughXapi());
  const { cmi } = commit;
  if (pkg.kind === "scorm12" && (cmi.completionStatus !== undefined || cmi.successStatus !== undefined))
    return refuse("invalid", m.scorm12PackageReports());
  if (pkg.kind === "scorm2004" && cmi.lessonStatus !== undefined)
    return refuse("invalid", m.scorm2004PackageReportsCompletion());
  const existing = await db
    .selectFrom("package_attempts")
    .select(["id", "cmi_json", "total_time_seconds", "version", "completed_at"])
    .where("user_id", "=", userId)
    .where("package_id", "=", pkg.id)
    .where("sco_id", "=", sco.identifier)
    .executeTakeFirst();
  const stale = refuse("stale", m.packageSavedAnotherWindowSince());
  if ((existing?.version ?? 0) !== commit.version) return stale;

  const standing = scoStanding(pkg.kind, cmi, sco.masteryScore);
  const sessionSeconds = timeSpanSeconds(cmi.sessionTime);
  const total = (existing?.total_time_seconds ?? 0) + (cmi.terminated ? sessionSeconds : 0);
  const stored: StoredCmi = {
    location: cmi.location,
    suspendData: cmi.suspendData,
    lessonStatus: cmi.lessonStatus ?? "",
    scoreRaw: cmi.scoreRaw,
    scoreMin: cmi.scoreMin,
    scoreMax: cmi.scoreMax,
    scoreScaled: cmi.scoreScaled ?? "",
    progressMeasure: cmi.progressMeasure ?? "",
    exit: cmi.exit,
    sessionSeconds: cmi.terminated ? 0 : sessionSeconds,
  };
  const now = new Date().toISOString();
  const values = {
    cmi_json: JSON.stringify(stored),
    completion_status: standing.completion,
    success_status: standing.success,
    score_scaled: standing.scaled,
    total_time_seconds: total,
    // Once complete, a SCO stays complete: a later session that reports less does not undo the lesson.
    completed_at: existing?.completed_at ?? (standing.isComplete ? now : null),
    updated_at: now,
  };
  if (existing) {
    const updated = await db
      .updateTable("package_attempts")
      .set({ ...values, version: existing.version + 1 })
      .where("id", "=", existing.id)
      .where("version", "=", existing.version)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) return stale;
  } else {
    const inserted = await db
      .insertInto("package_attempts")
      .values({
        id: createId(),
        package_id: pkg.id,
        course_id: pkg.courseId,
        user_id: userId,
        sco_id: sco.identifier,
        created_at: now,
        version: 1,
        ...values,
      })
      .onConflict((conflict) => conflict.columns(["user_id", "package_id", "sco_id"]).doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return stale;
  }
  const completed = await completedScoIds(db, userId, [pkg.id]);
  return {
    ok: true,
    version: (existing?.version ?? 0) + 1,
    scoComplete: values.completed_at !== null,
    packageComplete: isPackageComplete(pkg.organisation, completed.get(pkg.id) ?? new Set()),
  };
}

/** The SCOs each package counts for completion: its SCOs, or every launchable item when it names none. */
function countedScos(organisation: PackageOrganisation): PackageSco[] {
  const scos = organisation.scos.filter((sco) => sco.isSco);
  return scos.length > 0 ? scos : organisation.scos;
}

export function isPackageComplete(organisation: PackageOrganisation, completed: ReadonlySet<string>): boolean {
  return countedScos(organisation).every((sco) => completed.has(sco.identifier));
}

/** The SCOs this learner has completed, per package: one query. */
export async function completedScoIds(
  db: DatabaseExecutor,
  userId: string,
  packageIds: readonly string[],
): Promise<Map<string, Set<string>>> {
  const byPackage = new Map<string, Set<string>>();
  if (packageIds.length === 0) return byPackage;
  const rows = await db
    .selectFrom("package_attempts")
    .select(["package_id", "sco_id"])
    .where("user_id", "=", userId)
    .where("package_id", "in", [...packageIds])
    .where("completed_at", "is not", null)
    .execute();
  for (const row of rows) {
    const set = byPackage.get(row.package_id) ?? new Set<string>();
    set.add(row.sco_id);
    byPackage.set(row.package_id, set);
  }
  return byPackage;
}

/** The package ids the lesson's package blocks point at, in block order (one query). */
async function packageIdsOfLesson(db: DatabaseExecutor, lessonId: string): Promise<string[]> {
  const blocks = await db
    .selectFrom("content_blocks")
    .select("content_json")
    .where("lesson_id", "=", lessonId)
    .where("type", "=", "package")
    .orderBy("position")
    .execute();
  return blocks.flatMap((block) => {
    const id = packageIdIn(block.content_json);
    return id ? [id] : [];
  });
}

function packageIdIn(json: string): string | null {
  try {
    const id = (JSON.parse(json) as { packageId?: unknown }).packageId;
    return typeof id === "string" && id !== "" ? id : null;
  } catch {
    return null;
  }
}

/**
 * Why this learner may not mark the lesson complete by hand yet: a package of it has not reported
 * every SCO complete. Null when it has none open.
 */
export async function openPackageOfLesson(
  db: DatabaseExecutor,
  { lessonId, userId }: { lessonId: string; userId: string },
): Promise<string | null> {
  const ids = await packageIdsOfLesson(db, lessonId);
  if (ids.length === 0) return null;
  const packages = await db
    .selectFrom("packages")
    .select(["id", "title", "organisation_json"])
    .where("id", "in", ids)
    .execute();
  const completed = await completedScoIds(db, userId, ids);
  const open = packages.find(
    (row) =>
      !isPackageComplete(JSON.parse(row.organisation_json) as PackageOrganisation, completed.get(row.id) ?? new Set()),
  );
  return open
    ? `This lesson completes when you finish the package "${open.title}": it reports your progress to Campus itself.`
    : null;
}

/** The lessons of the course whose package blocks point at this package. */
export async function lessonsOfPackage(db: DatabaseExecutor, courseId: string, packageId: string): Promise<string[]> {
  const blocks = await db
    .selectFrom("content_blocks")
    .select(["lesson_id", "content_json"])
    .where("course_id", "=", courseId)
    .where("type", "=", "package")
    .where(containsText("content_json", packageId))
    .execute();
  return [...new Set(blocks.filter((block) => packageIdIn(block.content_json) === packageId).map((b) => b.lesson_id))];
}

import { getEnvironment } from "~/lib/env.server";
import { logger } from "~/lib/logger.server";
import { readContentVersion } from "~/lib/page-cache.server";
import { type PeriodicWork, startPeriodicWork } from "~/lib/periodic-work.server";
import type { DatabaseExecutor } from "~db/executor";

/**
 * Purging the CDN in front of Campus when what public pages show changes (decision 0115-proxies-cdn-and-signed-in-hits).
 * Public pages say `public, s-maxage=…` (server/page-cache.ts), so a CDN may keep them; a content
 * change (the content version, db/content-versions.ts) is purged there at once instead of lasting
 * until s-maxage runs out. Every serving process checks the version; one row in the database
 * (cdn_purges) is compared and set, so exactly one process sends the purge for a new version, and
 * at most one purge leaves the cluster per minIntervalMs (a burst of edits is one purge, at its end
 * at the latest one interval later). Without CDN_PURGE_ZONE_ID and CDN_PURGE_TOKEN nothing runs.
 *
 * The request is Cloudflare's "Purge Cached Content" (POST /zones/{zone_id}/purge_cache with an API
 * token as a Bearer credential and `{"purge_everything":true}`; the envelope answers `success`).
 * Everything: every public page may show a changed setting (the footer, a course card), and the
 * fingerprinted /assets are not purged by a changed body anyway (their names change with them).
 */

export const CLOUDFLARE_API_URL = "https://api.cloudflare.com/client/v4";

export interface CdnPurgeTarget {
  /** The API's base URL, without a trailing slash. */
  apiUrl: string;
  zoneId: string;
  token: string;
}

/** CDN_PURGE_ZONE_ID and CDN_PURGE_TOKEN (and CDN_PURGE_API_URL): the CDN to purge, if any. */
export function cdnPurgeTarget(): CdnPurgeTarget | null {
  const environment = getEnvironment();
  if (!environment.CDN_PURGE_ZONE_ID || !environment.CDN_PURGE_TOKEN) return null;
  return {
    apiUrl: (environment.CDN_PURGE_API_URL ?? CLOUDFLARE_API_URL).replace(/\/+$/, ""),
    zoneId: environment.CDN_PURGE_ZONE_ID,
    token: environment.CDN_PURGE_TOKEN,
  };
}

/** One purge of everything in the zone; throws with the API's own errors when it refuses. */
async function purgeCdn(target: CdnPurgeTarget, signal?: AbortSignal): Promise<void> {
  const response = await fetch(`${target.apiUrl}/zones/${encodeURIComponent(target.zoneId)}/purge_cache`, {
    method: "POST",
    headers: { Authorization: `Bearer ${target.token}`, "Content-Type": "application/json" },
    body: JSON.stringify({ purge_everything: true }),
    signal: signal ? AbortSignal.any([signal, AbortSignal.timeout(10_000)]) : AbortSignal.timeout(10_000),
  });
  const answer = (await response.json().catch(() => null)) as {
    success?: boolean;
    errors?: Array<{ code?: number; message?: string }>;
  } | null;
  if (!response.ok || answer?.success !== true) {
    const errors = answer?.errors?.map((error) => `${error.code ?? ""} ${error.message ?? ""}`.trim()).join("; ");
    throw new Error(`the CDN refused the purge (HTTP ${response.status}${errors ? `: ${errors}` : ""})`);
  }
}

/**
 * Claims the purge of `version` for this process: true for exactly one caller per new version, and
 * none while the last claim is younger than minIntervalMs (the next check after it claims the
 * newest version then). An older version read by a slower process never wins over a newer one.
 */
async function claimCdnPurge(
  db: DatabaseExecutor,
  version: number,
  now: Date,
  minIntervalMs: number,
): Promise<boolean> {
  const claimedBefore = new Date(now.getTime() - minIntervalMs).toISOString();
  const result = await db
    .updateTable("cdn_purges")
    .set({ version, claimed_at: now.toISOString() })
    .where("id", "=", 1)
    .where("version", "<", version)
    .where("claimed_at", "<=", claimedBefore)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Gives a claimed version back after a failed purge, so the next check (in any process) tries again. */
async function releaseCdnPurge(db: DatabaseExecutor, version: number, previous: number) {
  await db
    .updateTable("cdn_purges")
    .set({ version: previous, claimed_at: "" })
    .where("id", "=", 1)
    .where("version", "=", version)
    .execute();
}

/** One check: purges when the content version moved past the last purged one and this process wins it. */
export async function purgeCdnIfChanged(
  db: DatabaseExecutor,
  target: CdnPurgeTarget,
  { now = new Date(), minIntervalMs, signal }: { now?: Date; minIntervalMs: number; signal?: AbortSignal },
): Promise<"purged" | "unchanged"> {
  const [version, last] = await Promise.all([
    readContentVersion(db),
    db.selectFrom("cdn_purges").select("version").where("id", "=", 1).executeTakeFirst(),
  ]);
  const previous = Number(last?.version ?? 0);
  if (version <= previous) return "unchanged";
  if (!(await claimCdnPurge(db, version, now, minIntervalMs))) return "unchanged";
  try {
    await purgeCdn(target, signal);
  } catch (error) {
    await releaseCdnPurge(db, version, previous);
    throw error;
  }
  logger.info("cdn: purged after a content change", { version });
  return "purged";
}

/**
 * Checks every intervalMs in each serving process. The first check after start purges too when the
 * content changed while Campus was down (or since the last purge); a fresh database purges once.
 */
export function startCdnPurgeWork(
  db: DatabaseExecutor,
  target: CdnPurgeTarget,
  { intervalMs = 2_000, minIntervalMs = 5_000 }: { intervalMs?: number; minIntervalMs?: number } = {},
): PeriodicWork {
  return startPeriodicWork("cdn purge", (signal) => purgeCdnIfChanged(db, target, { minIntervalMs, signal }), {
    intervalMs,
    runAtStart: true,
  });
}

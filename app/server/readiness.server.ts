import { sql } from "kysely";
import { getEnvironment } from "~/lib/env.server";
import { fileStorage } from "~/lib/file-storage.server";
import { failedMailCount, outboxBacklog } from "~/platform/mail/outbox-health.server";
import type { DatabaseExecutor } from "~db/executor";
import { knownMigrationNames, MIGRATION_TABLE } from "~db/migrate.server";
import { getDatabaseConnection } from "./app-context.server";

/** One readiness check's result: ok, or failing with what is wrong (shown in /readyz's JSON). */
interface ReadinessCheck {
  status: "ok" | "failing";
  detail?: string;
  durationMs: number;
}

export interface Readiness {
  status: "ready" | "not-ready";
  checks: { database: ReadinessCheck; migrations: ReadinessCheck; storage: ReadinessCheck; outbox: ReadinessCheck };
}

export interface ReadinessTargets {
  db: DatabaseExecutor;
  uploadDirectory: string;
  /** The outbox is stuck when its oldest due, unsent message has waited longer than this. */
  outboxMaxAgeSeconds: number;
  now?: Date;
}

const CHECK_TIMEOUT_MS = 2_000;

async function timed(work: () => Promise<string | undefined>): Promise<ReadinessCheck> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
    });
    const detail = await Promise.race([work(), timeout]);
    return { status: "ok", ...(detail ? { detail } : {}), durationMs: elapsed(started) };
  } catch (error) {
    return {
      status: "failing",
      detail: error instanceof Error ? error.message : String(error),
      durationMs: elapsed(started),
    };
  } finally {
    clearTimeout(timer);
  }
}

function elapsed(started: number) {
  return Math.round((performance.now() - started) * 10) / 10;
}

export async function checkReadinessOf(targets: ReadinessTargets): Promise<Readiness> {
  const { db } = targets;
  const database = await timed(async () => {
    await sql`select 1`.execute(db);
    return undefined;
  });
  const migrations = await timed(async () => {
    const applied = await db
      // biome-ignore lint/suspicious/noExplicitAny: Kysely's own bookkeeping table is not in Database.
      .selectFrom(MIGRATION_TABLE as any)
      .select("name")
      .execute();
    const appliedNames = new Set(applied.map((row) => String((row as { name: string }).name)));
    const pending = knownMigrationNames().filter((name) => !appliedNames.has(name));
    if (pending.length) throw new Error(`${pending.length} not applied: ${pending.slice(0, 5).join(", ")}`);
    return `${appliedNames.size} applied`;
  });
  const storage = await timed(async () => {
    return fileStorage(targets.uploadDirectory).probe();
  });
  const outbox = await timed(async () => {
    const backlog = await outboxBacklog(db, targets.now);
    const age = Math.round(backlog.oldestDueAgeSeconds);
    if (age > targets.outboxMaxAgeSeconds)
      throw new Error(
        `oldest due message waiting ${age} s (limit ${targets.outboxMaxAgeSeconds} s), ${backlog.depth} due`,
      );
    return `${backlog.depth} due, oldest waiting ${age} s`;
  });
  const checks = { database, migrations, storage, outbox };
  const ready = Object.values(checks).every((check) => check.status === "ok");
  return { status: ready ? "ready" : "not-ready", checks };
}

/** The running app's readiness (its database, its uploads directory, its configured threshold). */
export function checkReadiness(): Promise<Readiness> {
  const environment = getEnvironment();
  return checkReadinessOf({
    db: getDatabaseConnection().db,
    uploadDirectory: environment.uploadDirectory,
    outboxMaxAgeSeconds: environment.READY_OUTBOX_MAX_AGE_SECONDS,
  });
}

/** What /metrics reads from the database at each scrape. */
export async function outboxMetrics() {
  const db = getDatabaseConnection().db;
  const [backlog, failed] = await Promise.all([outboxBacklog(db), failedMailCount(db)]);
  return { ...backlog, failed };
}

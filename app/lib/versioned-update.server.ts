import { type Kysely, sql, type UpdateObject } from "kysely";
import { type Refusal, refuse } from "~/lib/refusal";
import type { DatabaseExecutor } from "~db/executor";
import type { Database } from "~db/schema";

/**
 * Optimistic concurrency for every record a form edits (docs/decisions/0015): the form posts the
 * version it was loaded at, and the save is ONE statement,
 *   update <table> set ..., version = version + 1 where id = ? and version = ? [and <scope>]
 * so two saves from the same version can never both land. Zero rows means someone else saved in
 * between (stale) or the row is gone (missing); only then does a second read tell which.
 */

/** The tables whose rows have an id and a version. */
export type VersionedTable = {
  [Name in keyof Database]: "id" | "version" extends keyof Database[Name] ? Name : never;
}[keyof Database];

export interface VersionedTarget {
  id: string;
  /** The version the form was loaded at. */
  version: number;
  /** Columns the row must also match, in the same statement (e.g. the course it belongs to). */
  scope?: Record<string, string>;
}

export type VersionedSave = { ok: true; version: number } | Refusal;

type AnyDatabase = Kysely<Record<string, Record<string, unknown>>>;

/** A refused save in the screen's own words; unset, the refusal map's default message. */
export interface VersionedSaveMessages {
  stale?: string;
  missing?: string;
}

export async function updateAtVersion<Name extends VersionedTable>(
  db: DatabaseExecutor,
  table: Name,
  target: VersionedTarget,
  values: Omit<UpdateObject<Database, Name>, "id" | "version">,
  messages: VersionedSaveMessages = {},
): Promise<VersionedSave> {
  // The table name is generic here; the public signature above keeps callers' columns typed.
  const untyped = db as unknown as AnyDatabase;
  const scope = Object.entries(target.scope ?? {});
  let update = untyped
    .updateTable(table as string)
    .set({ ...(values as Record<string, unknown>), version: sql`${sql.ref("version")} + 1` })
    .where("id", "=", target.id)
    .where("version", "=", target.version);
  for (const [column, value] of scope) update = update.where(column, "=", value);
  const result = await update.executeTakeFirst();
  if (Number(result.numUpdatedRows) === 1) return { ok: true, version: target.version + 1 };

  let stillThere = untyped
    .selectFrom(table as string)
    .select("id")
    .where("id", "=", target.id);
  for (const [column, value] of scope) stillThere = stillThere.where(column, "=", value);
  return (await stillThere.executeTakeFirst()) ? refuse("stale", messages.stale) : refuse("missing", messages.missing);
}

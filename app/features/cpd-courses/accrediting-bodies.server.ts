import type { DatabaseExecutor } from "~db/executor";
import type { AccreditingBodyOption } from "./cpd-course-views";
import * as m from "./messages";

/**
 * The one list of accrediting bodies (cpd_bodies, decision 0071-cpd-certificates) as the CPD course
 * form offers it: listed bodies first by code, custom entries (kept from free text) after them.
 */

export async function listAccreditingBodies(db: DatabaseExecutor): Promise<AccreditingBodyOption[]> {
  const rows = await db
    .selectFrom("cpd_bodies")
    .select(["id", "code", "name", "is_custom"])
    .orderBy("is_custom")
    .orderBy("code")
    .execute();
  return rows.map((row) => ({ id: row.id, code: row.code, name: row.name, isCustom: row.is_custom === 1 }));
}

export function findAccreditingBody(db: DatabaseExecutor, id: string) {
  return db.selectFrom("cpd_bodies").select(["id", "code", "name"]).where("id", "=", id).executeTakeFirst();
}

export const UNKNOWN_BODY_MESSAGE = () => m.unknownBody();

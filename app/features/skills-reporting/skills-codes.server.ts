import { sql } from "kysely";
import { createId } from "~/lib/ids";
import { type Outcome, refuse } from "~/lib/refusal";
import type { DatabaseExecutor } from "~db/executor";
import { containsText } from "~db/sql-helpers";
import * as m from "./messages";
import type { InterventionType } from "./skills.schema";

/**
 * OFO occupation codes and NQF levels of interventions (decision 0103-skills-evidence), edited by
 * staff at a version: version 0 means no codes stored yet, so two first saves cannot both win.
 */
export const SKILLS_CODES_PAGE_SIZE = 20;

export interface InterventionCodesView {
  itemId: string;
  title: string;
  /** A scheduled course's or event's first day, so dates of one course tell apart. */
  date: string;
  ofoCode: string;
  nqfLevel: string;
  version: number;
}

const ITEM_TABLES = {
  course: "courses",
  cpd_course: "cpd_courses",
  event: "events",
  schedule_date: "training_schedule_entries",
} as const;

const ITEM_COLUMNS: Record<
  InterventionType,
  { table: (typeof ITEM_TABLES)[InterventionType]; title: string; date: string }
> = {
  course: { table: "courses", title: "title", date: "created_at" },
  // i18n-exempt: column names of the tables, not text
  cpd_course: { table: "cpd_courses", title: "course_name", date: "activity_start_date" },
  event: { table: "events", title: "title", date: "date_from" },
  // i18n-exempt: column names of the tables, not text
  schedule_date: { table: "training_schedule_entries", title: "course_title", date: "start_date" },
};

/** One kind's interventions by title (searched), a page at a time, with their codes. */
export async function listInterventionCodes(
  db: DatabaseExecutor,
  input: { type: InterventionType; search: string; page: number },
): Promise<{ items: InterventionCodesView[]; total: number }> {
  const { table, title, date } = ITEM_COLUMNS[input.type];
  const column = (name: string) => sql<string>`${sql.ref(`${table}.${name}`)}`;
  // One query shape for the four tables: the table is typed as one of them, its columns named here.
  const query = db
    .selectFrom(table as "courses")
    .$if(input.search !== "", (builder) => builder.where(containsText(`${table}.${title}`, input.search)));
  const [rows, counted] = await Promise.all([
    query
      .select([column("id").as("itemId"), column(title).as("title"), column(date).as("date")])
      .orderBy("title")
      .orderBy("itemId")
      .limit(SKILLS_CODES_PAGE_SIZE)
      .offset((input.page - 1) * SKILLS_CODES_PAGE_SIZE)
      .execute(),
    query.select((eb) => eb.fn.countAll<string | number>().as("count")).executeTakeFirst(),
  ]);
  const ids = rows.map((row) => row.itemId);
  const codes =
    ids.length > 0
      ? await db
          .selectFrom("intervention_skills_codes")
          .select(["item_id", "ofo_code", "nqf_level", "version"])
          .where("item_type", "=", input.type)
          .where("item_id", "in", ids)
          .execute()
      : [];
  const byId = new Map(codes.map((code) => [code.item_id, code]));
  return {
    total: Number(counted?.count ?? 0),
    items: rows.map((row) => {
      const code = byId.get(row.itemId);
      return {
        itemId: row.itemId,
        title: row.title,
        date: (row.date ?? "").slice(0, 10),
        ofoCode: code?.ofo_code ?? "",
        nqfLevel: code?.nqf_level ? String(code.nqf_level) : "",
        version: code?.version ?? 0,
      };
    }),
  };
}

export async function saveSkillsCodes(
  db: DatabaseExecutor,
  input: { itemType: InterventionType; itemId: string; ofoCode: string; nqfLevel: number | null; version?: number },
  userId: string,
  now = new Date(),
): Promise<Outcome> {
  const item = await db
    .selectFrom(ITEM_TABLES[input.itemType])
    .select("id")
    .where("id", "=", input.itemId)
    .executeTakeFirst();
  if (!item) return refuse("missing", m.thisInterventionDoesNotExist());
  const current = await db
    .selectFrom("intervention_skills_codes")
    .select(["id", "version"])
    .where("item_type", "=", input.itemType)
    .where("item_id", "=", input.itemId)
    .executeTakeFirst();
  if (input.version !== undefined && (current?.version ?? 0) !== input.version) return refuse("stale");
  const values = {
    ofo_code: input.ofoCode,
    nqf_level: input.nqfLevel,
    updated_by_user_id: userId,
    updated_at: now.toISOString(),
  };
  if (!current) {
    await db
      .insertInto("intervention_skills_codes")
      .values({ id: createId(), item_type: input.itemType, item_id: input.itemId, ...values })
      .onConflict((conflict) => conflict.columns(["item_type", "item_id"]).doNothing())
      .execute();
    return { ok: true };
  }
  const updated = await db
    .updateTable("intervention_skills_codes")
    .set({ ...values, version: current.version + 1 })
    .where("id", "=", current.id)
    .where("version", "=", current.version)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 0 ? refuse("stale") : { ok: true };
}

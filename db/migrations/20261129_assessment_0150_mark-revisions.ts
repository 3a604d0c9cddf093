import type { Kysely } from "kysely";

/**
 * Assignment marks referred back by a moderator (decision 0095-assignments-and-portfolios). A submission keeps one
 * mark (assignment_marks' unique key) and a mark one sign-off, so when the assessor marks referred-back
 * work again the earlier decision and the moderator's referral are copied here first, then the mark
 * is replaced and the referral cleared: the record of who decided what, and when, stays whole.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then, not Database now.
export async function up(db: Kysely<any>) {
  await db.schema
    .createTable("assignment_mark_revisions")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("mark_id", "text", (column) => column.notNull().references("assignment_marks.id").onDelete("cascade"))
    .addColumn("outcome", "text")
    .addColumn("points", "integer")
    .addColumn("max_points", "integer")
    .addColumn("criteria_json", "text", (column) => column.notNull())
    .addColumn("comment", "text", (column) => column.notNull().defaultTo(""))
    .addColumn("marked_by_user_id", "text", (column) => column.references("user.id").onDelete("set null"))
    .addColumn("marked_at", "text", (column) => column.notNull())
    /** The moderator's referral that reopened the mark. */
    .addColumn("moderation_decision", "text", (column) => column.notNull())
    .addColumn("moderation_comment", "text", (column) => column.notNull().defaultTo(""))
    .addColumn("moderator_user_id", "text", (column) => column.references("user.id").onDelete("set null"))
    .addColumn("signed_at", "text", (column) => column.notNull())
    .addColumn("superseded_at", "text", (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex("assignment_mark_revisions_mark")
    .on("assignment_mark_revisions")
    .columns(["mark_id", "superseded_at"])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up.
export async function down(db: Kysely<any>) {
  await db.schema.dropTable("assignment_mark_revisions").execute();
}

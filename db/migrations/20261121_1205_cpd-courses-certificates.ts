import type { Kysely } from "kysely";

/**
 * CPD course records (the company's accredited, often in-person trainings), the people enrolled on
 * them, and the certificates Campus issues: for CPD enrolments, from the certificate form, and for
 * completed online courses. Kept apart from the online course tables of the course builder.
 * Points are stored as text as typed (e.g. "2.5") and checked as numbers by the app, so both
 * engines hold the same value.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then, not Database now.
export async function up(db: Kysely<any>) {
  await db.schema
    .createTable("cpd_courses")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("course_name", "text", (column) => column.notNull())
    .addColumn("course_description", "text", (column) => column.notNull().defaultTo(""))
    .addColumn("instructor_name", "text", (column) => column.notNull())
    .addColumn("instructor_signature_url", "text", (column) => column.notNull().defaultTo(""))
    .addColumn("facilitator_name", "text", (column) => column.notNull().defaultTo(""))
    .addColumn("facilitator_organization", "text", (column) => column.notNull().defaultTo(""))
    .addColumn("location", "text", (column) => column.notNull().defaultTo(""))
    .addColumn("allocated_points", "text", (column) => column.notNull().defaultTo(""))
    .addColumn("clinical_points", "text", (column) => column.notNull().defaultTo(""))
    .addColumn("ethics_points", "text", (column) => column.notNull().defaultTo(""))
    .addColumn("provider_activity_number", "text", (column) => column.notNull().defaultTo(""))
    .addColumn("course_code", "text", (column) => column.notNull())
    .addColumn("duration", "text", (column) => column.notNull().defaultTo(""))
    .addColumn("accreditor", "text", (column) => column.notNull().defaultTo(""))
    .addColumn("cpd_level", "text", (column) => column.notNull().defaultTo(""))
    .addColumn("activity_start_date", "text", (column) => column.notNull().defaultTo(""))
    .addColumn("activity_end_date", "text", (column) => column.notNull().defaultTo(""))
    .addColumn("created_by_user_id", "text", (column) => column.references("user.id").onDelete("set null"))
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("updated_at", "text", (column) => column.notNull())
    .addColumn("version", "integer", (column) => column.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex("cpd_courses_name").on("cpd_courses").column("course_name").execute();

  await db.schema
    .createTable("cpd_enrolled_users")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("cpd_course_id", "text", (column) => column.notNull().references("cpd_courses.id").onDelete("cascade"))
    .addColumn("name", "text", (column) => column.notNull())
    .addColumn("email", "text", (column) => column.notNull())
    .addColumn("id_number", "text", (column) => column.notNull().defaultTo(""))
    .addColumn("title", "text", (column) => column.notNull())
    .addColumn("allocated_points", "text", (column) => column.notNull())
    .addColumn("certificate_number", "text", (column) => column.notNull())
    .addColumn("completion_date", "text", (column) => column.notNull())
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("updated_at", "text", (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex("cpd_enrolled_users_course")
    .on("cpd_enrolled_users")
    .columns(["cpd_course_id", "name"])
    .execute();

  await db.schema
    .createTable("certificates")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("certificate_number", "text", (column) => column.notNull().unique())
    .addColumn("verification_code", "text", (column) => column.notNull().unique())
    .addColumn("source", "text", (column) => column.notNull())
    .addColumn("cpd_course_id", "text", (column) => column.references("cpd_courses.id").onDelete("set null"))
    .addColumn("cpd_enrolled_user_id", "text", (column) =>
      column.references("cpd_enrolled_users.id").onDelete("set null"),
    )
    .addColumn("course_id", "text", (column) => column.references("courses.id").onDelete("set null"))
    .addColumn("user_id", "text", (column) => column.references("user.id").onDelete("set null"))
    .addColumn("title", "text", (column) => column.notNull())
    .addColumn("recipient_name", "text", (column) => column.notNull())
    .addColumn("recipient_email", "text", (column) => column.notNull().defaultTo(""))
    .addColumn("recipient_id_number", "text", (column) => column.notNull().defaultTo(""))
    .addColumn("license_number", "text", (column) => column.notNull().defaultTo(""))
    .addColumn("course_name", "text", (column) => column.notNull())
    .addColumn("course_description", "text", (column) => column.notNull().defaultTo(""))
    .addColumn("completion_date", "text", (column) => column.notNull())
    .addColumn("allocated_points", "text", (column) => column.notNull().defaultTo(""))
    .addColumn("clinical_points", "text", (column) => column.notNull().defaultTo(""))
    .addColumn("ethics_points", "text", (column) => column.notNull().defaultTo(""))
    .addColumn("provider_activity_number", "text", (column) => column.notNull().defaultTo(""))
    .addColumn("accreditor", "text", (column) => column.notNull().defaultTo(""))
    .addColumn("cpd_level", "text", (column) => column.notNull().defaultTo(""))
    .addColumn("instructor_name", "text", (column) => column.notNull().defaultTo(""))
    .addColumn("instructor_signature_url", "text", (column) => column.notNull().defaultTo(""))
    .addColumn("facilitator_name", "text", (column) => column.notNull().defaultTo(""))
    .addColumn("facilitator_organization", "text", (column) => column.notNull().defaultTo(""))
    .addColumn("location", "text", (column) => column.notNull().defaultTo(""))
    .addColumn("contact_details", "text", (column) => column.notNull().defaultTo(""))
    .addColumn("website", "text", (column) => column.notNull().defaultTo(""))
    .addColumn("organization_logo_url", "text", (column) => column.notNull().defaultTo(""))
    .addColumn("issued_by_user_id", "text", (column) => column.references("user.id").onDelete("set null"))
    .addColumn("issued_at", "text", (column) => column.notNull())
    .addColumn("revoked_at", "text")
    .addColumn("revoked_reason", "text")
    .addColumn("revoked_by_user_id", "text", (column) => column.references("user.id").onDelete("set null"))
    .execute();
  await db.schema.createIndex("certificates_enrolled_user").on("certificates").column("cpd_enrolled_user_id").execute();
  await db.schema
    .createIndex("certificates_course_user")
    .on("certificates")
    .columns(["course_id", "user_id"])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>) {
  for (const table of ["certificates", "cpd_enrolled_users", "cpd_courses"]) {
    await db.schema.dropTable(table).execute();
  }
}

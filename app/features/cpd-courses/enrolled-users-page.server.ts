import { sql } from "kysely";
import { type KeysetPosition, keysetPageOf, newestFirstAfter } from "~/lib/pagination";
import type { DatabaseExecutor } from "~db/executor";
import { jsonRowsFrom, readJsonRows } from "~db/json-aggregation";
import type { CpdEnrolledUser } from "~db/schema";
import { everyWordInColumns } from "~db/sql-helpers";

/**
 * course-details/{id}'s two lists, a page at a time (decision 0135-course-settings-paging): the
 * enrolled users 25 a page by name (keyset, searched by name or email) with each one's certificate
 * link, and the course's issued certificates 25 a page, newest first. Each list is one statement
 * with its counts beside the page, whatever the course's size.
 */
export const COURSE_DETAILS_PAGE_SIZE = 25;

export interface EnrolledUsersPageRequest {
  search: string;
  /** The last user of the page before, by (name, id); null for the first page. */
  after: KeysetPosition | null;
  limit?: number;
}

type EnrolledUserWithCertificate = Omit<CpdEnrolledUser, "cpd_course_id" | "created_at" | "updated_at"> & {
  /** The user's current certificate's code (a revoked one only when none is current), or null. */
  certificate_code: string | null;
  certificate_revoked: number | null;
};

/** An enrolled user's place in the list: the keyset position's sort key carries the name. */
const byName = (row: { name: string; id: string }): KeysetPosition => ({ createdAt: row.name, id: row.id });

/**
 * One page of the course's enrolled users, with the whole course's count and how many of them hold a
 * current certificate ("Issue all certificates" says how many are reprinted), in one statement.
 */
export async function readEnrolledUsersPage(
  db: DatabaseExecutor,
  cpdCourseId: string,
  { search, after, limit = COURSE_DETAILS_PAGE_SIZE }: EnrolledUsersPageRequest,
) {
  let page = db
    .selectFrom("cpd_enrolled_users")
    // Named columns: SQLite's JSON aggregation takes no selectAll.
    .select([
      "cpd_enrolled_users.id",
      "cpd_enrolled_users.name",
      "cpd_enrolled_users.email",
      "cpd_enrolled_users.id_number",
      "cpd_enrolled_users.title",
      "cpd_enrolled_users.allocated_points",
      "cpd_enrolled_users.certificate_number",
      "cpd_enrolled_users.completion_date",
      "cpd_enrolled_users.version",
    ])
    .select((eb) => {
      // The current certificate wins over an older revoked one; the newest of each kind first.
      const certificate = eb
        .selectFrom("certificates")
        .whereRef("certificates.cpd_enrolled_user_id", "=", "cpd_enrolled_users.id")
        .orderBy(sql`case when certificates.revoked_at is null then 0 else 1 end`)
        .orderBy("certificates.issued_at", "desc")
        .limit(1);
      return [
        certificate.select("certificates.verification_code").as("certificate_code"),
        certificate
          .select(sql<number>`case when certificates.revoked_at is null then 0 else 1 end`.as("revoked"))
          .as("certificate_revoked"),
      ];
    })
    .where("cpd_enrolled_users.cpd_course_id", "=", cpdCourseId);
  const matches = everyWordInColumns(["cpd_enrolled_users.name", "cpd_enrolled_users.email"], search);
  if (matches) page = page.where(matches);
  if (after) {
    page = page.where((eb) =>
      eb.or([
        eb("cpd_enrolled_users.name", ">", after.createdAt),
        eb.and([eb("cpd_enrolled_users.name", "=", after.createdAt), eb("cpd_enrolled_users.id", ">", after.id)]),
      ]),
    );
  }
  const ofCourse = db.selectFrom("cpd_enrolled_users").where("cpd_enrolled_users.cpd_course_id", "=", cpdCourseId);
  const row = await db
    .selectNoFrom((eb) => [
      jsonRowsFrom(
        db,
        page
          .orderBy("cpd_enrolled_users.name")
          .orderBy("cpd_enrolled_users.id")
          .limit(limit + 1),
      ).as("rows"),
      ofCourse.select(eb.fn.countAll<number>().as("count")).as("total"),
      ofCourse
        .select(eb.fn.countAll<number>().as("count"))
        .where((inner) =>
          inner.exists(
            inner
              .selectFrom("certificates")
              .select("certificates.id")
              .whereRef("certificates.cpd_enrolled_user_id", "=", "cpd_enrolled_users.id")
              .where("certificates.revoked_at", "is", null),
          ),
        )
        .as("issued"),
    ])
    .executeTakeFirstOrThrow();
  const users = keysetPageOf(readJsonRows(row.rows), limit, (user) => user as EnrolledUserWithCertificate, byName);
  return { ...users, total: Number(row.total ?? 0), issued: Number(row.issued ?? 0) };
}

/** One page of the certificates issued for the course (from enrolments and the certificate form), newest first, and their count. */
export async function readIssuedCertificatesPage(
  db: DatabaseExecutor,
  cpdCourseId: string,
  { after, limit = COURSE_DETAILS_PAGE_SIZE }: { after: KeysetPosition | null; limit?: number },
) {
  const ofCourse = db.selectFrom("certificates").where("certificates.cpd_course_id", "=", cpdCourseId);
  const page = newestFirstAfter(
    ofCourse.select([
      "certificates.id",
      "certificates.certificate_number",
      "certificates.recipient_name",
      "certificates.issued_at",
      "certificates.source",
      "certificates.verification_code",
      "certificates.revoked_at",
    ]),
    "certificates",
    after,
    "issued_at",
  ).limit(limit + 1);
  const row = await db
    .selectNoFrom((eb) => [
      jsonRowsFrom(db, page).as("rows"),
      ofCourse.select(eb.fn.countAll<number>().as("count")).as("total"),
    ])
    .executeTakeFirstOrThrow();
  const certificates = keysetPageOf(
    readJsonRows(row.rows),
    limit,
    (certificate) => certificate,
    (certificate) => ({
      createdAt: certificate.issued_at,
      id: certificate.id,
    }),
  );
  return { ...certificates, total: Number(row.total ?? 0) };
}

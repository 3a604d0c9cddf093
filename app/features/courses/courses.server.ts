import type { ExpressionBuilder } from "kysely";
import { BUYER_FACT_COLUMNS, priceCentsFrom } from "~/lib/course-buyer-facts";
import { courseCoverUrl } from "~/lib/course-cover";
import { createId } from "~/lib/ids";
import { logger } from "~/lib/logger.server";
import { type KeysetPosition, keysetPageOf } from "~/lib/pagination";
import { type Outcome, refuse } from "~/lib/refusal";
import { earlyBirdColumns } from "~/lib/sale-price-fields";
import { sanitizeRichText } from "~/lib/sanitize-html.server";
import { updateAtVersion } from "~/lib/versioned-update.server";
import type { SessionUser } from "~/platform/auth/session.server";
import { emitWebhookEvent } from "~/platform/webhooks/emit-webhook-event.server";
import type { DatabaseExecutor } from "~db/executor";
import { jsonRowsFrom, readJsonRows } from "~db/json-aggregation";
import type { Database } from "~db/schema";
import { anyContainsText, matchesTextSearch, startsWithText, USER_TEXT_SEARCH } from "~db/sql-helpers";
import { inTransaction } from "~db/transactions";
import {
  checkPrerequisites,
  findPrerequisiteStanding,
  replacePrerequisites,
  unmetPrerequisitesMessage,
} from "./course-prerequisites.server";
import { type CourseSettingsInput, PREREQUISITES_WARNING_FIELD, slugify } from "./courses.schema";
import * as m from "./messages";

type Actor = Pick<SessionUser, "id" | "role">;

/** One card of the instructor's course list. */
export interface EditableCourseView {
  id: string;
  name: string;
  title: string;
  slug: string;
  /** The uploaded cover, else the generated one of its standard or category, as the catalogue shows it. */
  coverUrl: string;
  isPublished: boolean;
}

/** Cards on one page of the instructor's course list. */
export const EDITABLE_COURSES_PAGE_SIZE = 24;

/**
 * One page of the courses an instructor teaches (an admin: every course), newest first, filtered by
 * title in the database, not in the browser, and how many there are: two queries whatever the size.
 */
export async function listEditableCourses(
  db: DatabaseExecutor,
  user: Actor,
  { search = "", page = 1 } = {},
): Promise<EditableCourseView[]> {
  const rows = await editableCourses(db, user, search)
    .select([
      "courses.id",
      "courses.name",
      "courses.title",
      "courses.slug",
      "courses.cover_url",
      "courses.type",
      "courses.is_published",
    ])
    .orderBy("courses.created_at", "desc")
    .orderBy("courses.id")
    .limit(EDITABLE_COURSES_PAGE_SIZE)
    .offset((page - 1) * EDITABLE_COURSES_PAGE_SIZE)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    title: row.title,
    slug: row.slug,
    coverUrl: courseCoverUrl({ coverUrl: row.cover_url, name: row.name, title: row.title, type: row.type }),
    isPublished: row.is_published === 1,
  }));
}

/** How many courses the instructor's list has for the search (all its pages). */
export async function countEditableCourses(db: DatabaseExecutor, user: Actor, { search = "" } = {}): Promise<number> {
  const row = await editableCourses(db, user, search)
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .executeTakeFirstOrThrow();
  return row.count;
}

/** The courses an instructor may edit (an admin: all), with the title search applied. */
function editableCourses(db: DatabaseExecutor, user: Actor, search: string) {
  let query = db.selectFrom("courses");
  if (user.role !== "admin") {
    // The person's courses by the person's index, then each by its key (decision 0133): a correlated
    // EXISTS walked every course in date order asking about each (3.8 ms on 10,000 courses).
    query = query.where(
      "courses.id",
      "in",
      db
        .selectFrom("course_instructors")
        .select("course_instructors.course_id")
        .where("course_instructors.user_id", "=", user.id),
    );
  }
  const term = search.trim();
  return term ? query.where(anyContainsText(["courses.name", "courses.title"], term)) : query;
}

/** A slug no other course uses: the wanted one, or the wanted one with -2, -3, … appended. */
async function uniqueCourseSlug(db: DatabaseExecutor, wanted: string, exceptCourseId?: string) {
  const base = slugify(wanted);
  const rows = await db
    .selectFrom("courses")
    .select(["slug", "id"])
    .where((eb) => eb.or([eb("slug", "=", base), startsWithText("slug", `${base}-`)]))
    .execute();
  const taken = new Set(rows.filter((row) => row.id !== exceptCourseId).map((row) => row.slug));
  if (!taken.has(base)) return base;
  for (let suffix = 2; ; suffix++) {
    const candidate = `${base}-${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/**
 * A new, unpublished course with the creator as its instructor; one transaction. Two courses with
 * the same title added at the same instant can clash on the unique slug: the later one is refused
 * (409) and nothing is half-written.
 */
export async function createCourse(
  db: DatabaseExecutor,
  creator: Actor,
  { title }: { title: string },
): Promise<Outcome<{ courseId: string }>> {
  try {
    const course = await insertCourseWithInstructor(db, creator, title);
    return { ok: true, courseId: course.id };
  } catch (error) {
    logger.error("Adding a course failed", { error: String(error) });
    return refuse("stale", m.addCourseFailed());
  }
}

function insertCourseWithInstructor(db: DatabaseExecutor, creator: Actor, title: string) {
  return inTransaction(db, async (trx) => {
    const now = new Date().toISOString();
    const course = {
      id: createId(),
      slug: await uniqueCourseSlug(trx, title),
      name: title,
      title,
      subtitle: "",
      description_html: "",
      outcome: "",
      requirements: "",
      cover_url: null,
      type: "certification",
      is_published: 0,
      is_self_enrolment_open: 0,
      offers_certificate: 0,
      version: 1,
      created_by_user_id: creator.id,
      created_at: now,
      updated_at: now,
    };
    await trx.insertInto("courses").values(course).execute();
    await trx.insertInto("course_instructors").values({ course_id: course.id, user_id: creator.id }).execute();
    return course;
  });
}

export async function findCourseForSettings(db: DatabaseExecutor, courseId: string) {
  return courseForSettings(db, courseId).executeTakeFirst();
}

/** Enrolled students on one page of the course settings' list (decision 0135-course-settings-paging). */
export const ENROLLED_PAGE_SIZE = 25;

/** Which page of the enrolled students to read: a search by name or email, and where the page starts. */
export interface EnrolledPageRequest {
  search: string;
  /** The last student of the page before, by (name, user id); null for the first page. */
  after: KeysetPosition | null;
  limit?: number;
}

/**
 * The settings page's course with one page of its enrolled students, in one statement (decision
 * 0125-staff-statements): the page (by name, then user id, keyset after `after`, searched by name or
 * email through the user search index) as a JSON column of limit + 1 rows (the extra one says a
 * next page follows), and the course's whole enrolment count as a scalar subquery beside it.
 */
export async function findCourseForSettingsWithEnrolments(
  db: DatabaseExecutor,
  courseId: string,
  { search, after, limit = ENROLLED_PAGE_SIZE }: EnrolledPageRequest,
) {
  const row = await courseForSettings(db, courseId)
    .select((eb) => [
      jsonRowsFrom(db, enrolledPageOf(db, eb, { search, after, limit })).as("enrolments"),
      eb
        .selectFrom("enrolments")
        .select((count) => count.fn.countAll<number>().as("count"))
        .whereRef("enrolments.course_id", "=", "courses.id")
        .as("enrolled_total"),
    ])
    .executeTakeFirst();
  if (!row) return undefined;
  const { enrolments, enrolled_total, ...course } = row;
  const page = keysetPageOf(readJsonRows(enrolments), limit, (enrolment) => enrolment, enrolledPosition);
  return { course, enrolments: page.items, next: page.next, total: Number(enrolled_total ?? 0) };
}

/** An enrolled student's place in the list: the keyset position's sort key carries the name. */
const enrolledPosition = (row: { name: string; userId: string }): KeysetPosition => ({
  createdAt: row.name,
  id: row.userId,
});

function enrolledPageOf(
  db: DatabaseExecutor,
  eb: ExpressionBuilder<Database, "courses">,
  { search, after, limit }: Required<EnrolledPageRequest>,
) {
  let query = eb
    .selectFrom("enrolments")
    .innerJoin("user", "user.id", "enrolments.user_id")
    .select(["enrolments.id", "enrolments.enrolled_at", "user.id as userId", "user.name", "user.email"])
    .whereRef("enrolments.course_id", "=", "courses.id");
  const term = search.trim();
  if (term) query = query.where(matchesTextSearch(db, USER_TEXT_SEARCH, term));
  if (after) {
    query = query.where((inner) =>
      inner.or([
        inner("user.name", ">", after.createdAt),
        inner.and([inner("user.name", "=", after.createdAt), inner("user.id", ">", after.id)]),
      ]),
    );
  }
  return query
    .orderBy("user.name")
    .orderBy("user.id")
    .limit(limit + 1);
}

function courseForSettings(db: DatabaseExecutor, courseId: string) {
  return db
    .selectFrom("courses")
    .select([
      "id",
      "name",
      "title",
      "subtitle",
      "type",
      "cover_url",
      "description_html",
      "outcome",
      "requirements",
      "slug",
      "is_published",
      "is_self_enrolment_open",
      "offers_certificate",
      "requires_all_lessons",
      "requires_quizzes_passed",
      "requires_assignments_competent",
      ...BUYER_FACT_COLUMNS,
      "early_price_cents",
      "early_price_until",
      "lessons_in_order",
      "video_watch_percent",
      "version",
    ])
    .where("courses.id", "=", courseId);
}

export type SaveCourseSettingsResult = Outcome<{ version: number }>;

/**
 * Saves the catalogue fields. The description is sanitised here, on save; the slug must be free;
 * a save made from an older version is refused so nobody's edit is silently lost.
 */
export async function saveCourseSettings(
  db: DatabaseExecutor,
  courseId: string,
  input: CourseSettingsInput,
): Promise<SaveCourseSettingsResult> {
  const clash = await db
    .selectFrom("courses")
    .select("id")
    .where("slug", "=", input.slug)
    .where("id", "!=", courseId)
    .executeTakeFirst();
  if (clash) {
    return refuse("invalid", undefined, { slug: "Another course already uses this slug" });
  }
  if (input.sequencing) {
    const refusal = await checkPrerequisites(db, courseId, input.prerequisiteIds);
    if (refusal) return refusal;
  }
  // The course's fields and its prerequisites are saved together or not at all.
  return inTransaction(db, async (trx) => {
    const saved = await saveCourseColumns(trx, courseId, input);
    if (saved.ok && input.sequencing) await replacePrerequisites(trx, courseId, input.prerequisiteIds);
    return saved;
  });
}

function saveCourseColumns(db: DatabaseExecutor, courseId: string, input: CourseSettingsInput) {
  return updateAtVersion(
    db,
    "courses",
    { id: courseId, version: input.version },
    {
      name: input.name,
      title: input.title,
      subtitle: input.subtitle,
      type: input.type,
      cover_url: input.coverUrl || null,
      description_html: sanitizeRichText(input.descriptionHtml),
      outcome: input.outcome,
      requirements: input.requirements,
      slug: input.slug,
      is_published: input.isPublished ? 1 : 0,
      is_self_enrolment_open: input.isSelfEnrolmentOpen ? 1 : 0,
      offers_certificate: input.offersCertificate ? 1 : 0,
      duration_minutes: input.durationMinutes ?? null,
      ...buyerFactColumns(input),
      ...certificateRequirementColumns(input),
      ...(input.sequencing
        ? { lessons_in_order: input.lessonsInOrder ? 1 : 0, video_watch_percent: input.videoWatchPercent ?? null }
        : {}),
      updated_at: new Date().toISOString(),
    },
    { stale: m.staleEdit(), missing: m.courseNotFound() },
  );
}

/** The certificate's requirements when the form sent them; none (kept as stored) when it did not. */
function certificateRequirementColumns(input: CourseSettingsInput) {
  if (!input.certificateRequirements) return {};
  return {
    requires_all_lessons: input.requiresAllLessons ? 1 : 0,
    requires_quizzes_passed: input.requiresQuizzesPassed ? 1 : 0,
    requires_assignments_competent: input.requiresAssignmentsCompetent ? 1 : 0,
  };
}

/** The buyer facts' columns when the form sent that section; none (kept as stored) when it did not. */
function buyerFactColumns(input: CourseSettingsInput) {
  if (!input.buyerFacts) return {};
  const delivery = [
    input.deliveryClassroom ? "classroom" : null,
    input.deliveryVirtual ? "virtual" : null,
    input.deliveryInHouse ? "in-house" : null,
  ].filter(Boolean);
  return {
    price_cents: priceCentsFrom(input.price ?? "") ?? null,
    price_note: input.priceNote ?? "",
    ...earlyBirdColumns(input),
    delivery_modes: delivery.join(","),
    audience: input.audience ?? "",
    accreditation: input.accreditation ?? "",
    cpd_points: input.cpdPoints,
    faq: input.faq ?? "",
  };
}

/** Students matching a name or email who are not yet enrolled in the course (at most 20). */
export async function searchStudentsToEnrol(db: DatabaseExecutor, courseId: string, search: string) {
  const term = search.trim();
  if (!term) return [];
  return db
    .selectFrom("user")
    .select(["user.id", "user.name", "user.email"])
    .where("user.role", "=", "student")
    .where(anyContainsText(["user.name", "user.email"], term))
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom("enrolments")
            .select("enrolments.id")
            .whereRef("enrolments.user_id", "=", "user.id")
            .where("enrolments.course_id", "=", courseId),
        ),
      ),
    )
    .orderBy("user.name")
    .limit(20)
    .execute();
}

export type EnrolResult = Outcome<{ message: string }>;

/** Enrols a student; enrolling someone twice is harmless (the unique pair is checked first). */
export async function enrolStudent(
  db: DatabaseExecutor,
  courseId: string,
  studentId: string,
  enrolledBy: Actor,
  { overridePrerequisites = false }: { overridePrerequisites?: boolean } = {},
): Promise<EnrolResult> {
  const student = await db
    .selectFrom("user")
    .select(["id", "name", "role"])
    .where("id", "=", studentId)
    .executeTakeFirst();
  if (!student) return refuse("invalid", m.accountMissing());
  const existing = await db
    .selectFrom("enrolments")
    .select("id")
    .where("course_id", "=", courseId)
    .where("user_id", "=", studentId)
    .executeTakeFirst();
  if (existing) return { ok: true, message: m.alreadyEnrolled({ name: student.name }) };
  // Staff are warned of prerequisites not done and may enrol anyway (decision 0093-sequencing).
  const unmet = unmetPrerequisitesMessage(await findPrerequisiteStanding(db, courseId, studentId), student.name);
  if (unmet && !overridePrerequisites) {
    return refuse("invalid", undefined, {
      [PREREQUISITES_WARNING_FIELD]: `${unmet} Choose Enrol anyway to enrol them all the same.`,
    });
  }
  const enrolment = {
    id: createId(),
    course_id: courseId,
    user_id: studentId,
    enrolled_by_user_id: enrolledBy.id,
    enrolled_at: new Date().toISOString(),
    completed_at: null,
  };
  await inTransaction(db, async (trx) => {
    await trx.insertInto("enrolments").values(enrolment).execute();
    await emitWebhookEvent(trx, "enrolment.created", {
      enrolmentId: enrolment.id,
      courseId,
      userId: studentId,
      enrolledByUserId: enrolledBy.id,
      enrolledAt: enrolment.enrolled_at,
    });
  });
  return { ok: true, message: m.userAdded() };
}

export async function removeEnrolment(db: DatabaseExecutor, courseId: string, studentId: string) {
  const result = await db
    .deleteFrom("enrolments")
    .where("course_id", "=", courseId)
    .where("user_id", "=", studentId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

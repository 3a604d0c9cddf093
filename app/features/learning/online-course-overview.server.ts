import { type SqlBool, sql } from "kysely";
import { canEditCourseTaught, teachesCourseQuery } from "~/features/courses/course-access.server";
import {
  type PrerequisiteStanding,
  prerequisiteStandingQuery,
  readPrerequisiteStanding,
} from "~/features/courses/course-prerequisites.server";
import type { SessionUser } from "~/platform/auth/session.server";
import type { DatabaseExecutor } from "~db/executor";
import { jsonRowFrom, jsonRowsFrom, readJsonRow, readJsonRows } from "~db/json-aggregation";
import { findCourseOutlineForReader } from "./course-outline.server";
import { courseReaderRelation } from "./course-readers.server";
import { type EnrolmentRequestStatus, enrolmentRequestOf, ownEnrolmentRequestQuery } from "./enrolment-requests.server";
import { isOpenForSelfEnrolment } from "./self-enrolment.server";

/** What the visitor can do from an online course's public page. */
type EnrolmentStanding =
  | { kind: "signed-out" }
  /** Enrolled, or one of its instructors or an admin: 'Continue' to the viewer. */
  | { kind: "reader"; isEnrolled: boolean }
  | { kind: "signed-in"; request: { status: EnrolmentRequestStatus; createdAt: string } | null };

/**
 * The outline lists up to this many lesson titles in all, as plain list items (decision
 * 0130-course-overview-size): the bench's 50 x 20 course lists every title (~45 kB of HTML); a
 * larger course lists the first titles of each chapter and says how many more, within the 200 kB
 * page budget.
 */
export const LESSON_TITLES_PER_PAGE = 1500;
/** However many chapters, each lists at least this many titles. */
const MIN_LESSON_TITLES_PER_CHAPTER = 5;

/** How many lesson titles each chapter lists for a course of this many chapters. */
export function lessonTitlesPerChapter(chapterCount: number): number {
  return Math.max(MIN_LESSON_TITLES_PER_CHAPTER, Math.floor(LESSON_TITLES_PER_PAGE / Math.max(1, chapterCount)));
}

interface OverviewChapter {
  id: string;
  title: string;
  lessonTitles: string[];
  lessonCount: number;
  /** Absent unless the visitor is enrolled: their progress is theirs only. */
  completedCount?: number;
}

export interface OnlineCourseOverview {
  /**
   * Each chapter with its lessons' titles (all, or the first when the course is very large), its
   * whole lesson count, and for an enrolled reader how many of its lessons they completed.
   */
  chapters: OverviewChapter[];
  lessonCount: number;
  durationMinutes: number | null;
  instructors: Array<{ name: string; bio: string }>;
  isSelfEnrolmentOpen: boolean;
  offersCertificate: boolean;
  standing: EnrolmentStanding;
  /** The courses to complete first (decision 0093-sequencing), done or not by this visitor. */
  prerequisites: PrerequisiteStanding[];
}

/**
 * The online part of a published course's public page: the outline (titles only, never lesson
 * content), its instructors, duration, how to enrol, and where this visitor stands. A bounded
 * number of queries whatever the course's size: the outline (3), instructors (1), the visitor's
 * relation (2) and request (1).
 */
export async function loadOnlineCourseOverview(
  db: DatabaseExecutor,
  user: Pick<SessionUser, "id" | "role"> | null,
  courseId: string,
): Promise<OnlineCourseOverview | null> {
  // The outline with the visitor's enrolment, then the instructors, the visitor's request, the
  // prerequisites and whether they teach the course: two statements (decision 0127-viewer-statements).
  const userId = user?.id ?? null;
  const [{ outline, enrolment, completedIds }, around] = await Promise.all([
    findCourseOutlineForReader(db, courseId, userId),
    db
      .selectNoFrom((eb) => [
        jsonRowsFrom(
          db,
          db
            .selectFrom("course_instructors")
            .innerJoin("user", "user.id", "course_instructors.user_id")
            .select(["user.name", "user.bio"])
            .where("course_instructors.course_id", "=", courseId)
            .orderBy("user.name")
            .limit(5),
        ).as("instructors"),
        // Without a visitor no learner table is named (the page cache keeps the anonymous page).
        userId === null
          ? sql<null>`null`.as("request")
          : jsonRowFrom(db, ownEnrolmentRequestQuery(db, courseId, userId)).as("request"),
        jsonRowsFrom(db, prerequisiteStandingQuery(db, courseId, userId)).as("prerequisites"),
        userId === null
          ? sql<SqlBool>`0`.as("teaches")
          : eb.exists(teachesCourseQuery(db, userId, courseId)).as("teaches"),
      ])
      .executeTakeFirstOrThrow(),
  ]);
  const instructors = readJsonRows(around.instructors);
  const ownRequest = readJsonRow(around.request);
  const request = user && ownRequest ? enrolmentRequestOf(ownRequest) : null;
  const prerequisites = readPrerequisiteStanding(readJsonRows(around.prerequisites));
  const relation = courseReaderRelation(user, canEditCourseTaught(user, around.teaches), enrolment);
  if (!outline?.course.is_published) return null;
  let standing: EnrolmentStanding;
  if (!user) standing = { kind: "signed-out" };
  else if (relation.canReadLessons) standing = { kind: "reader", isEnrolled: relation.enrolment !== null };
  else standing = { kind: "signed-in", request };
  const withLessons = outline.chapters.filter((chapter) => chapter.lessons.length > 0);
  const titlesPerChapter = lessonTitlesPerChapter(withLessons.length);
  const isEnrolled = standing.kind === "reader" && standing.isEnrolled;
  const chapters = withLessons.map((chapter): OverviewChapter => {
    const shown: OverviewChapter = {
      id: chapter.id,
      title: chapter.title,
      lessonTitles: chapter.lessons.slice(0, titlesPerChapter).map((lesson) => lesson.title),
      lessonCount: chapter.lessons.length,
    };
    if (isEnrolled) shown.completedCount = chapter.lessons.filter((lesson) => completedIds.has(lesson.id)).length;
    return shown;
  });
  return {
    chapters,
    lessonCount: chapters.reduce((sum, chapter) => sum + chapter.lessonCount, 0),
    durationMinutes: outline.course.duration_minutes ?? null,
    instructors: instructors.map((instructor) => ({ name: instructor.name, bio: instructor.bio ?? "" })),
    isSelfEnrolmentOpen: isOpenForSelfEnrolment(outline.course),
    offersCertificate: outline.course.offers_certificate === 1,
    standing,
    prerequisites,
  };
}

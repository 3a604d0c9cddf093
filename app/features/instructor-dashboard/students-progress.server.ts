import type { DatabaseExecutor } from "~db/executor";
import { matchesTextSearch, USER_TEXT_SEARCH } from "~db/sql-helpers";
import { countAccounts } from "~db/user-role-counts";

export const STUDENTS_PAGE_SIZE = 25;

interface StudentCourseProgress {
  courseId: string;
  courseName: string;
  completedLessons: number;
  totalLessons: number;
  /** 0 to 100; a course without lessons counts as 0 %. */
  percent: number;
}

export interface StudentWithCourses {
  id: string;
  name: string;
  email: string;
  courses: StudentCourseProgress[];
}

/**
 * One page of students with the courses they are enrolled in and their progress (completed
 * lessons / lessons). Four queries whatever the number of students: the page, its enrolments,
 * lesson counts per course and completion counts per student and course.
 */
export async function listStudentsWithProgress(
  db: DatabaseExecutor,
  { search = "", page = 1 }: { search?: string; page?: number } = {},
): Promise<{ students: StudentWithCourses[]; total: number }> {
  let studentsQuery = db.selectFrom("user").where("user.role", "=", "student");
  const term = search.trim();
  if (term) {
    studentsQuery = studentsQuery.where(matchesTextSearch(db, USER_TEXT_SEARCH, term));
  }
  const [totalRow, students] = await Promise.all([
    // Every student: the kept per-role total; a search counts its matches.
    term
      ? studentsQuery.select((eb) => eb.fn.countAll<number>().as("count")).executeTakeFirstOrThrow()
      : countAccounts(db, "student").then((count) => ({ count })),
    studentsQuery
      .select(["user.id", "user.name", "user.email"])
      .orderBy("user.name")
      .orderBy("user.id")
      .limit(STUDENTS_PAGE_SIZE)
      .offset((Math.max(1, page) - 1) * STUDENTS_PAGE_SIZE)
      .execute(),
  ]);
  if (students.length === 0) return { students: [], total: totalRow.count };
  const studentIds = students.map((student) => student.id);

  // Each enrolment with its course's lessons and the student's completed ones (scalar subqueries):
  // one statement for the page's enrolments, never one per student or course.
  const enrolments = await db
    .selectFrom("enrolments")
    .innerJoin("courses", "courses.id", "enrolments.course_id")
    .select((eb) => [
      "enrolments.user_id",
      "courses.id as courseId",
      "courses.name as courseName",
      eb
        .selectFrom("lessons")
        .select((count) => count.fn.countAll<number>().as("count"))
        .whereRef("lessons.course_id", "=", "courses.id")
        .as("total_lessons"),
      eb
        .selectFrom("lesson_completions")
        .innerJoin("lessons", "lessons.id", "lesson_completions.lesson_id")
        .select((count) => count.fn.countAll<number>().as("count"))
        .whereRef("lesson_completions.user_id", "=", "enrolments.user_id")
        .whereRef("lesson_completions.course_id", "=", "courses.id")
        .as("completed_lessons"),
    ])
    .where("enrolments.user_id", "in", studentIds)
    .orderBy("courses.name")
    .execute();

  const coursesByStudent = new Map<string, StudentCourseProgress[]>();
  for (const enrolment of enrolments) {
    const totalLessons = Number(enrolment.total_lessons ?? 0);
    const completedLessons = Math.min(totalLessons, Number(enrolment.completed_lessons ?? 0));
    const list = coursesByStudent.get(enrolment.user_id) ?? [];
    list.push({
      courseId: enrolment.courseId,
      courseName: enrolment.courseName,
      completedLessons,
      totalLessons,
      percent: totalLessons === 0 ? 0 : Math.round((completedLessons / totalLessons) * 100),
    });
    coursesByStudent.set(enrolment.user_id, list);
  }
  return {
    total: totalRow.count,
    students: students.map((student) => ({ ...student, courses: coursesByStudent.get(student.id) ?? [] })),
  };
}

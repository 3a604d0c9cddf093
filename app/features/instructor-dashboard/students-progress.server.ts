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

  const enrolments = await db
    .selectFrom("enrolments")
    .innerJoin("courses", "courses.id", "enrolments.course_id")
    .select(["enrolments.user_id", "courses.id as courseId", "courses.name as courseName"])
    .where("enrolments.user_id", "in", studentIds)
    .orderBy("courses.name")
    .execute();
  const courseIds = [...new Set(enrolments.map((enrolment) => enrolment.courseId))];
  const [lessonCounts, completionCounts] =
    courseIds.length === 0
      ? [[], []]
      : await Promise.all([
          db
            .selectFrom("lessons")
            .select(["course_id", (eb) => eb.fn.countAll<number>().as("count")])
            .where("course_id", "in", courseIds)
            .groupBy("course_id")
            .execute(),
          db
            .selectFrom("lesson_completions")
            .innerJoin("lessons", "lessons.id", "lesson_completions.lesson_id")
            .select([
              "lesson_completions.user_id",
              "lesson_completions.course_id",
              (eb) => eb.fn.countAll<number>().as("count"),
            ])
            .where("lesson_completions.user_id", "in", studentIds)
            .where("lesson_completions.course_id", "in", courseIds)
            .groupBy(["lesson_completions.user_id", "lesson_completions.course_id"])
            .execute(),
        ]);
  const lessonsPerCourse = new Map(lessonCounts.map((row) => [row.course_id, row.count]));
  const completed = new Map(completionCounts.map((row) => [`${row.user_id}:${row.course_id}`, row.count]));

  const coursesByStudent = new Map<string, StudentCourseProgress[]>();
  for (const enrolment of enrolments) {
    const totalLessons = lessonsPerCourse.get(enrolment.courseId) ?? 0;
    const completedLessons = Math.min(totalLessons, completed.get(`${enrolment.user_id}:${enrolment.courseId}`) ?? 0);
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

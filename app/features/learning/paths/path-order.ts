import * as m from "./messages";
/**
 * Whether a path's order can be taken as listed (docs/decisions/0094-learning-paths.md): a
 * course appears once, and every course a course requires (course_prerequisites) is in the path
 * before it. A required course missing from the path is refused too: a learner enrolled through the
 * path would be given a course they may not start. The message names the courses.
 */

export interface PathCourseName {
  id: string;
  name: string;
}

export interface Prerequisite {
  courseId: string;
  requiredCourseId: string;
}

export function findPathOrderProblem(
  courses: readonly PathCourseName[],
  prerequisites: readonly Prerequisite[],
  nameOf: (courseId: string) => string,
): string | null {
  const position = new Map<string, number>();
  for (const [index, course] of courses.entries()) {
    if (position.has(course.id)) return m.courseTwice({ course: course.name });
    position.set(course.id, index);
  }
  for (const [index, course] of courses.entries()) {
    for (const prerequisite of prerequisites) {
      if (prerequisite.courseId !== course.id) continue;
      const required = prerequisite.requiredCourseId;
      const requiredAt = position.get(required);
      if (required === course.id) return m.requiresItself({ course: course.name });
      if (requiredAt === undefined) {
        return m.requiresMissing({ course: course.name, required: nameOf(required) });
      }
      if (requiredAt > index) {
        return m.requiresLater({ course: course.name, required: nameOf(required) });
      }
    }
  }
  return null;
}

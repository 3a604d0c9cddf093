import { listMyCourses } from "~/features/learning/my-courses.server";
import { listMyPaths } from "~/features/learning/paths/my-paths.server";
import { buildMyLearningView } from "~/features/my-learning/my-learning.server";
import type { DatabaseExecutor } from "~db/executor";

/**
 * My learning's view with the learning feature's course and path lists (composition: my-learning
 * does not import learning, so features stay on four floors, decision 0077).
 */
export function loadMyLearning(db: DatabaseExecutor, userId: string, options: { baseUrl: string; now?: Date }) {
  return buildMyLearningView(db, userId, {
    ...options,
    listings: { listCourses: listMyCourses, listPaths: listMyPaths },
  });
}

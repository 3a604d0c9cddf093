import { translatedCourseTitle } from "~/features/course-translations/read-translations.server";
import { listMyCourses } from "~/features/learning/my-courses.server";
import { listMyPaths } from "~/features/learning/paths/my-paths.server";
import { buildMyLearningView } from "~/features/my-learning/my-learning.server";
import { currentLocale } from "~/lib/i18n/current-locale";
import type { DatabaseExecutor } from "~db/executor";

/**
 * My learning's view with the learning feature's course and path lists (composition: my-learning
 * does not import learning, so features stay on four floors, decision 0077). Course names in the
 * learner's language where translated (decision 0108-course-translations).
 */
export function loadMyLearning(db: DatabaseExecutor, userId: string, options: { baseUrl: string; now?: Date }) {
  return buildMyLearningView(db, userId, {
    ...options,
    listings: {
      listCourses: (listDb, userId, { limit }) => {
        const locale = currentLocale();
        return listMyCourses(listDb, userId, { limit, translatedName: (eb) => translatedCourseTitle(eb, locale) });
      },
      listPaths: listMyPaths,
    },
  });
}

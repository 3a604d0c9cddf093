import { type PersonalDataOwner, parsedJson } from "~/lib/personal-data";

/**
 * Course progress stays on the anonymised account (decision 0036): enrolments, completed lessons,
 * quiz attempts, survey answers, learning path enrolments and how much of each video was watched are
 * the course's record of a learner who is no longer named. What the person wrote to ask for a place goes.
 */
export const learningPersonalData: PersonalDataOwner = {
  owner: "learning",
  tables: [
    "enrolments",
    "enrolment_requests",
    "lesson_completions",
    "quiz_attempts",
    "survey_responses",
    "learning_path_enrolments",
    "video_progress",
  ],
  async personalDataOf(db, person) {
    const userId = person.userId;
    if (!userId) return {};
    const [
      enrolments,
      enrolmentRequests,
      completedLessons,
      quizAttempts,
      surveyResponses,
      learningPaths,
      videoProgress,
    ] = await Promise.all([
      db
        .selectFrom("enrolments")
        .innerJoin("courses", "courses.id", "enrolments.course_id")
        .select([
          "enrolments.course_id",
          "courses.name as course_name",
          "enrolments.enrolled_at",
          "enrolments.completed_at",
          "enrolments.last_opened_at",
        ])
        .where("enrolments.user_id", "=", userId)
        .orderBy("enrolments.enrolled_at")
        .execute(),
      db
        .selectFrom("enrolment_requests")
        .select(["course_id", "message", "status", "created_at", "decided_at"])
        .where("user_id", "=", userId)
        .orderBy("created_at")
        .execute(),
      db
        .selectFrom("lesson_completions")
        .select(["course_id", "lesson_id", "completed_at"])
        .where("user_id", "=", userId)
        .orderBy("completed_at")
        .execute(),
      db
        .selectFrom("quiz_attempts")
        .select(["course_id", "block_id", "answers_json", "score", "max_score", "created_at"])
        .where("user_id", "=", userId)
        .orderBy("created_at")
        .execute(),
      db
        .selectFrom("survey_responses")
        .select(["course_id", "block_id", "answers_json", "created_at", "updated_at"])
        .where("user_id", "=", userId)
        .orderBy("created_at")
        .execute(),
      db
        .selectFrom("learning_path_enrolments")
        .innerJoin("learning_paths", "learning_paths.id", "learning_path_enrolments.path_id")
        .select([
          "learning_path_enrolments.path_id",
          "learning_paths.title as path_title",
          "learning_path_enrolments.enrolled_at",
          "learning_path_enrolments.completed_at",
        ])
        .where("learning_path_enrolments.user_id", "=", userId)
        .orderBy("learning_path_enrolments.enrolled_at")
        .execute(),
      db
        .selectFrom("video_progress")
        .select(["course_id", "block_id", "ranges_json", "watched_seconds", "duration_seconds", "last_reported_at"])
        .where("user_id", "=", userId)
        .orderBy("created_at")
        .execute(),
    ]);
    return {
      learningPaths,
      enrolments,
      enrolmentRequests,
      completedLessons,
      quizAttempts: quizAttempts.map(({ answers_json, ...attempt }) => ({
        ...attempt,
        answers: parsedJson(answers_json),
      })),
      surveyResponses: surveyResponses.map(({ answers_json, ...response }) => ({
        ...response,
        answers: parsedJson(answers_json),
      })),
      videosWatched: videoProgress.map(({ ranges_json, ...watched }) => ({
        ...watched,
        playedRanges: parsedJson(ranges_json),
      })),
    };
  },
  async detailsOf(db, person) {
    if (!person.userId) return {};
    const rows = await db
      .selectFrom("enrolment_requests")
      .select("message")
      .where("user_id", "=", person.userId)
      .execute();
    return { texts: rows.map((row) => row.message) };
  },
  async erasePersonalData(db, person) {
    if (!person.userId) return undefined;
    await db.updateTable("enrolment_requests").set({ message: "" }).where("user_id", "=", person.userId).execute();
    return undefined;
  },
};

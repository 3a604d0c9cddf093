import { type PersonalDataOwner, parsedJson } from "~/lib/personal-data";

/**
 * Assessment records stay on the anonymised account, like course progress (decision 0036): an
 * attempt, a submission of evidence and the marks and sign-offs on it are the course's record of
 * what a learner proved, which the certificate rests on and an auditor may ask for. The person's
 * download carries their own attempts, submissions and the decisions on them. Submitted files stay in
 * storage under their stored names with the submission (the portfolio an auditor may ask for).
 */
export const assessmentPersonalData: PersonalDataOwner = {
  owner: "assessment",
  tables: [
    "assessment_attempts",
    "attempt_question_marks",
    "assessment_staff",
    "assignment_submissions",
    "assignment_submission_files",
    "assignment_marks",
    "moderation_signoffs",
    "assignment_mark_revisions",
  ],
  notDownloaded: {
    attempt_question_marks:
      "a marker's points and comment on an essay answer; the attempt's score in the download counts them",
    moderation_signoffs: "a moderator's check of an assessor's mark: the assessor's work, not the learner's",
    assignment_mark_revisions:
      "an assessor's earlier mark that a moderator referred back, kept for the audit trail: staff's work on the learner's submission",
  },
  async personalDataOf(db, person) {
    const userId = person.userId;
    if (!userId) return {};
    const [attempts, submissions, files, marks, staffRoles] = await Promise.all([
      db
        .selectFrom("assessment_attempts")
        .select(["course_id", "block_id", "attempt_number", "status", "started_at", "submitted_at"])
        .select(["score", "max_score", "passed", "answers_json"])
        .where("user_id", "=", userId)
        .orderBy("started_at")
        .execute(),
      db
        .selectFrom("assignment_submissions")
        .select(["id", "course_id", "block_id", "attempt_number", "text_html", "submitted_at", "status"])
        .where("user_id", "=", userId)
        .orderBy("submitted_at")
        .execute(),
      db
        .selectFrom("assignment_submission_files")
        .innerJoin("assignment_submissions", "assignment_submissions.id", "assignment_submission_files.submission_id")
        .select(["assignment_submission_files.submission_id", "original_name", "content_type", "size_bytes"])
        .where("assignment_submissions.user_id", "=", userId)
        .execute(),
      db
        .selectFrom("assignment_marks")
        .innerJoin("assignment_submissions", "assignment_submissions.id", "assignment_marks.submission_id")
        .select(["assignment_marks.submission_id", "outcome", "points", "max_points", "criteria_json", "comment"])
        .select("marked_at")
        .where("assignment_submissions.user_id", "=", userId)
        .execute(),
      db
        .selectFrom("assessment_staff")
        .select(["course_id", "role", "assigned_at"])
        .where("user_id", "=", userId)
        .execute(),
    ]);
    return {
      quizAttempts: attempts.map(({ answers_json, ...attempt }) => ({ ...attempt, answers: parsedJson(answers_json) })),
      assignmentSubmissions: submissions,
      assignmentFiles: files,
      assignmentMarks: marks.map(({ criteria_json, ...mark }) => ({ ...mark, criteria: parsedJson(criteria_json) })),
      assessmentRoles: staffRoles,
    };
  },
  async erasePersonalData() {
    return undefined;
  },
};

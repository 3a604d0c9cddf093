import { emptyContent, issueCertificate } from "~/features/certificates/issue-certificate.server";
import { getSiteSettings } from "~/platform/site-settings/site-settings.server";
import type { DatabaseExecutor } from "~db/executor";
import * as m from "./messages";

/**
 * A learning path is complete when every course of it is (decision 0094-learning-paths):
 * then, once, the learner's path enrolment gets its completed_at and, when the path offers one,
 * the path certificate is issued. Runs inside the transaction that finished the course (learning's
 * onCourseCompleted), so a failed certificate leaves the course unfinished and the next try
 * finishes both; and when a learner enrols in a path whose courses they have all finished.
 */
export async function completeLearningPathsOf(
  trx: DatabaseExecutor,
  { userId, courseId }: { userId: string; courseId?: string },
): Promise<string[]> {
  // The learner's open path enrolments, only those of paths with this course when one is named.
  let open = trx
    .selectFrom("learning_path_enrolments")
    .innerJoin("learning_paths", "learning_paths.id", "learning_path_enrolments.path_id")
    .select([
      "learning_paths.id",
      "learning_paths.title",
      "learning_paths.summary",
      "learning_paths.offers_certificate",
    ])
    .where("learning_path_enrolments.user_id", "=", userId)
    .where("learning_path_enrolments.completed_at", "is", null);
  if (courseId) {
    open = open.where((eb) =>
      eb.exists(
        eb
          .selectFrom("learning_path_courses")
          .select("learning_path_courses.course_id")
          .whereRef("learning_path_courses.path_id", "=", "learning_paths.id")
          .where("learning_path_courses.course_id", "=", courseId),
      ),
    );
  }
  const paths = await open.execute();
  if (paths.length === 0) return [];
  // Per path: how many of its courses there are, and how many of them this learner has finished.
  const counts = await trx
    .selectFrom("learning_path_courses")
    .leftJoin("enrolments", (join) =>
      join
        .onRef("enrolments.course_id", "=", "learning_path_courses.course_id")
        .on("enrolments.user_id", "=", userId)
        .on("enrolments.completed_at", "is not", null),
    )
    .select((eb) => [
      "learning_path_courses.path_id",
      eb.fn.countAll<number>().as("total"),
      eb.fn.count<number>("enrolments.id").as("finished"),
    ])
    .where(
      "learning_path_courses.path_id",
      "in",
      paths.map((path) => path.id),
    )
    .groupBy("learning_path_courses.path_id")
    .execute();
  const finishedPaths = new Set(
    counts
      .filter((row) => Number(row.total) > 0 && Number(row.finished) >= Number(row.total))
      .map((row) => row.path_id),
  );
  const completed: string[] = [];
  const now = new Date().toISOString();
  for (const path of paths) {
    if (!finishedPaths.has(path.id)) continue;
    // Once: only the statement that sets completed_at goes on to the certificate.
    const updated = await trx
      .updateTable("learning_path_enrolments")
      .set({ completed_at: now })
      .where("path_id", "=", path.id)
      .where("user_id", "=", userId)
      .where("completed_at", "is", null)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) continue;
    completed.push(path.id);
    if (Number(path.offers_certificate)) await issuePathCertificate(trx, { userId, path, completedAt: now });
  }
  return completed;
}

/**
 * The path certificate: source "path", the path's title printed as the course name, numbered,
 * mailed and verified as any other. A current (not revoked) one is never issued twice; a revoked one
 * is not issued again automatically, as for a course (the path's completion happens once).
 */
async function issuePathCertificate(
  trx: DatabaseExecutor,
  {
    userId,
    path,
    completedAt,
  }: { userId: string; path: { id: string; title: string; summary: string }; completedAt: string },
) {
  const existing = await trx
    .selectFrom("certificates")
    .select("id")
    .where("source", "=", "path")
    .where("learning_path_id", "=", path.id)
    .where("user_id", "=", userId)
    .where("revoked_at", "is", null)
    .executeTakeFirst();
  if (existing) return;
  const user = await trx.selectFrom("user").select(["id", "name", "email"]).where("id", "=", userId).executeTakeFirst();
  if (!user) return;
  const settings = await getSiteSettings(trx);
  await issueCertificate(trx, {
    issuedByUserId: null,
    mailOpening: () => m.congratulationsPath({ path: path.title }),
    mailDownloadLink: true,
    content: {
      ...emptyContent(),
      source: "path",
      learning_path_id: path.id,
      user_id: user.id,
      recipient_name: user.name,
      recipient_email: user.email,
      course_name: path.title,
      course_description: path.summary,
      completion_date: completedAt,
      facilitator_organization: settings.site_name,
    },
  });
}

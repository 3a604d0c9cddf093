import { parseBlockContent } from "~/features/content-blocks/block-types";
import { launchKey } from "~/features/content-packages/launch-keys.server";
import { findPackage } from "~/features/content-packages/package-runtime.server";
import { packageFileUrl } from "~/features/content-packages/package-types";
import { findLessonReader } from "~/features/learning/reader-actions.server";
import { type Outcome, refuse } from "~/lib/refusal";
import type { SessionUser } from "~/platform/auth/session.server";
import type { Cmi5Course } from "~/platform/lrs/cmi5-course";
import { launchAssignableUnit } from "~/platform/lrs/cmi5-launch.server";
import { lrsHomePage } from "~/platform/lrs/lrs-settings.server";
import type { DatabaseExecutor } from "~db/executor";
import * as m from "./messages";

/**
 * Where a cmi5 block's relative unit urls are served from: the package its ZIP was stored as, at
 * the unit's own index among the package's units (the index the package file route checks), with a
 * launch key for this learner, since the sandboxed unit's requests may come without the session
 * cookie (decision 0097-scorm-content-packages). Null when the block came as a lone cmi5.xml (only
 * https units launch) or its package is gone.
 */
async function packageBaseUrlOf(
  db: DatabaseExecutor,
  input: { courseId: string; packageId: string | undefined; auId: string; userId: string; homePage: string; now: Date },
): Promise<string | null> {
  if (!input.packageId) return null;
  const pkg = await findPackage(db, input.courseId, input.packageId);
  if (pkg?.kind !== "cmi5") return null;
  const scoIndex = pkg.organisation.scos.findIndex((sco) => sco.identifier === input.auId);
  if (scoIndex < 0) return null;
  const key = launchKey(input.userId, pkg.id, input.now);
  return `${input.homePage}${packageFileUrl(input.courseId, pkg.id, scoIndex, "", key)}`;
}

/** Launches one unit of a cmi5 block for a reader of its course: the launch URL to send them to. */
export async function launchCmi5Unit(
  db: DatabaseExecutor,
  { user, courseId, blockId, auId }: { user: SessionUser; courseId: string; blockId: string; auId: string },
): Promise<Outcome<{ launchUrl: string }>> {
  const reader = await findLessonReader(db, { courseId, user });
  if (!reader.ok) return reader;
  const block = await db
    .selectFrom("content_blocks")
    .select(["id", "course_id", "lesson_id", "type", "content_json"])
    .where("id", "=", blockId)
    .where("course_id", "=", courseId)
    .executeTakeFirst();
  const parsed = block ? parseBlockContent(block.type, block.content_json) : null;
  if (!block || parsed?.type !== "cmi5" || !parsed.content.course) {
    return refuse("missing", m.lessonNoCmi5CourseLaunch());
  }
  const homePage = lrsHomePage();
  const now = new Date();
  const packageBaseUrl = await packageBaseUrlOf(db, {
    courseId,
    packageId: parsed.content.packageId,
    auId,
    userId: user.id,
    homePage,
    now,
  });
  return launchAssignableUnit(db, {
    userId: user.id,
    courseId,
    lessonId: block.lesson_id,
    blockId: block.id,
    course: parsed.content.course as Cmi5Course,
    auId,
    packageBaseUrl,
    homePage,
    returnUrl: `${homePage}/course/${courseId}`,
    now,
  });
}

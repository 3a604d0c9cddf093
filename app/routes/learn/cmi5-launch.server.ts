import { parseBlockContent } from "~/features/content-blocks/block-types";
import { findLessonReader } from "~/features/learning/reader-actions.server";
import { type Outcome, refuse } from "~/lib/refusal";
import type { SessionUser } from "~/platform/auth/session.server";
import type { Cmi5Course } from "~/platform/lrs/cmi5-course";
import { launchAssignableUnit } from "~/platform/lrs/cmi5-launch.server";
import { lrsHomePage } from "~/platform/lrs/lrs-settings.server";
import type { DatabaseExecutor } from "~db/executor";

/**
 * Where a cmi5 block's relative unit urls are served from. The package storage (ZIPs with cmi5.xml
 * at the root) fills this seam; until then only https units launch.
 */
function packageBaseUrlOf(_block: { id: string; course_id: string }): string | null {
  return null;
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
    return refuse("missing", "This lesson has no cmi5 course to launch.");
  }
  const homePage = lrsHomePage();
  return launchAssignableUnit(db, {
    userId: user.id,
    courseId,
    lessonId: block.lesson_id,
    blockId: block.id,
    course: parsed.content.course as Cmi5Course,
    auId,
    packageBaseUrl: packageBaseUrlOf(block),
    homePage,
    returnUrl: `${homePage}/course/${courseId}`,
    now: new Date(),
  });
}

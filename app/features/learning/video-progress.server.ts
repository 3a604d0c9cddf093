import { sql } from "kysely";
import { parseBlockContent } from "~/features/content-blocks/block-types";
import { formatNumber } from "~/lib/i18n/format";
import { type Outcome, refuse } from "~/lib/refusal";
import type { DatabaseExecutor } from "~db/executor";
import { inTransaction } from "~db/transactions";
import * as m from "./messages";
import { addWithinBudget, coveredSeconds, mergeRanges, type PlayedRange } from "./video-ranges";

/**
 * How much of each uploaded video a learner watched (decision 0093-sequencing). The player reports
 * its played ranges; the server merges them per learner and video and caps what one report may add
 * by the real time since the previous one, so a seek to the end or a forged report cannot count.
 * YouTube and Vimeo are played in their own frames, which the server cannot see: they are not gated.
 */

/** A video may play at up to twice its speed: seconds watched per second of real time. */
const FASTEST_PLAYBACK = 2;
/** The player reports every 15 s while playing; a first report may carry a little more than that. */
const FIRST_REPORT_SECONDS = 20;
/**
 * The most one report adds, whatever the time since the last: a browser may slow a background
 * tab's timer to once a minute. Anything capped is added by a later report.
 */
const MOST_PER_REPORT_SECONDS = 150;

export interface VideoReport {
  blockId: string;
  durationSeconds: number;
  ranges: PlayedRange[];
}

export interface VideoWatch {
  watchedPercent: number;
}

/** The uploaded-video blocks of a lesson, by id with their title (one query). */
async function findUploadedVideos(db: DatabaseExecutor, lessonId: string) {
  const rows = await db
    .selectFrom("content_blocks")
    .select(["id", "title", "type", "content_json"])
    .where("lesson_id", "=", lessonId)
    .where(sql<string>`lower(type)`, "=", "video")
    .orderBy("position")
    .execute();
  return rows.flatMap((row) => {
    const parsed = parseBlockContent(row.type, row.content_json);
    return parsed?.type === "video" && parsed.content.source === "upload" && parsed.content.url
      ? [{ id: row.id, title: row.title }]
      : [];
  });
}

/** The share of each of these videos this learner watched, whole per cent rounded down (one query). */
export async function findVideoWatch(
  db: DatabaseExecutor,
  userId: string,
  blockIds: string[],
): Promise<Map<string, number>> {
  if (blockIds.length === 0) return new Map();
  const rows = await db
    .selectFrom("video_progress")
    .select(["block_id", "watched_seconds", "duration_seconds"])
    .where("user_id", "=", userId)
    .where("block_id", "in", blockIds)
    .execute();
  return new Map(
    rows.map((row) => [row.block_id, percentOf(Number(row.watched_seconds), Number(row.duration_seconds))]),
  );
}

function percentOf(watched: number, duration: number): number {
  return duration > 0 ? Math.min(100, Math.floor((watched / duration) * 100 + 1e-9)) : 0;
}

/**
 * One report of the player: its ranges merged with those stored, within what the time since the
 * previous report allows. The video's duration is the one of the first report (a later one cannot
 * shrink it to make a share easier). A block that is not an uploaded video of this course is 404.
 */
export async function recordVideoProgress(
  db: DatabaseExecutor,
  { courseId, userId, report, now = new Date() }: { courseId: string; userId: string; report: VideoReport; now?: Date },
): Promise<Outcome<VideoWatch>> {
  const block = await db
    .selectFrom("content_blocks")
    .select(["id", "lesson_id"])
    .where("id", "=", report.blockId)
    .where("course_id", "=", courseId)
    .executeTakeFirst();
  const videos = block ? await findUploadedVideos(db, block.lesson_id) : [];
  if (!videos.some((video) => video.id === report.blockId)) return refuse("missing", m.videoNotCourse());
  return inTransaction(db, async (trx) => {
    const stored = await trx
      .selectFrom("video_progress")
      .selectAll()
      .where("user_id", "=", userId)
      .where("block_id", "=", report.blockId)
      .executeTakeFirst();
    const durationSeconds = stored ? Number(stored.duration_seconds) : report.durationSeconds;
    const known = stored ? mergeRanges(JSON.parse(stored.ranges_json) as PlayedRange[]) : [];
    const sinceLast = stored ? Math.max(0, (now.getTime() - Date.parse(stored.last_reported_at)) / 1000) : null;
    const budgetSeconds =
      sinceLast === null ? FIRST_REPORT_SECONDS : Math.min(sinceLast * FASTEST_PLAYBACK, MOST_PER_REPORT_SECONDS);
    const ranges = addWithinBudget(known, report.ranges, { durationSeconds, budgetSeconds });
    const watchedSeconds = coveredSeconds(ranges);
    const values = {
      ranges_json: JSON.stringify(ranges.map(([start, end]) => [round(start), round(end)])),
      watched_seconds: watchedSeconds,
      last_reported_at: now.toISOString(),
    };
    if (stored) {
      await trx
        .updateTable("video_progress")
        .set(values)
        .where("user_id", "=", userId)
        .where("block_id", "=", report.blockId)
        .execute();
    } else {
      await trx
        .insertInto("video_progress")
        .values({
          user_id: userId,
          block_id: report.blockId,
          course_id: courseId,
          duration_seconds: durationSeconds,
          created_at: now.toISOString(),
          ...values,
        })
        // Two first reports at once: the second keeps the first's row (its ranges come again next time).
        .onConflict((conflict) => conflict.columns(["user_id", "block_id"]).doNothing())
        .execute();
    }
    return { ok: true, watchedPercent: percentOf(watchedSeconds, durationSeconds) };
  });
}

const round = (seconds: number) => Math.round(seconds * 1000) / 1000;

/**
 * The first uploaded video of the lesson not yet watched to the course's share, as the sentence
 * that says so; null when the course sets no share or every video reached it.
 */
export async function findUnwatchedVideo(
  db: DatabaseExecutor,
  { lessonId, userId, requiredPercent }: { lessonId: string; userId: string; requiredPercent: number | null },
): Promise<string | null> {
  if (requiredPercent === null || requiredPercent <= 0) return null;
  const videos = await findUploadedVideos(db, lessonId);
  const watched = await findVideoWatch(
    db,
    userId,
    videos.map((video) => video.id),
  );
  const short = videos.find((video) => (watched.get(video.id) ?? 0) < requiredPercent);
  if (!short) return null;
  const percents = { percent: formatNumber(requiredPercent), watched: formatNumber(watched.get(short.id) ?? 0) };
  return short.title ? m.watchAtLeastVideo({ ...percents, title: short.title }) : m.watchAtLeastLessonVideo(percents);
}

import { type KeysetPage, type KeysetRequest, readNewestFirstPage } from "~/lib/pagination";
import type { DatabaseExecutor } from "~db/executor";

/** A published catalogue course as systems outside the screens read it (the REST API maps it to JSON). */
export interface PublishedCourseRecord {
  id: string;
  slug: string;
  title: string;
  subtitle: string;
  type: string;
  outcome: string;
  requirements: string;
  durationMinutes: number | null;
  offersCertificate: boolean;
  coverUrl: string | null;
  createdAt: string;
  updatedAt: string;
}

/** Published courses, newest first, a page after `after`; optionally of one type. */
export async function listPublishedCourseRecords(
  db: DatabaseExecutor,
  request: KeysetRequest & { type?: string },
): Promise<KeysetPage<PublishedCourseRecord>> {
  let select = db
    .selectFrom("courses")
    .select([
      "id",
      "slug",
      "title",
      "subtitle",
      "type",
      "outcome",
      "requirements",
      "duration_minutes",
      "offers_certificate",
      "cover_url",
      "created_at",
      "updated_at",
    ])
    .where("is_published", "=", 1);
  if (request.type) select = select.where("type", "=", request.type);
  return readNewestFirstPage(select, "courses", request, (row) => ({
    id: row.id,
    slug: row.slug,
    title: row.title,
    subtitle: row.subtitle,
    type: row.type,
    outcome: row.outcome,
    requirements: row.requirements,
    durationMinutes: row.duration_minutes === null ? null : Number(row.duration_minutes),
    offersCertificate: Boolean(Number(row.offers_certificate)),
    coverUrl: row.cover_url,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }));
}

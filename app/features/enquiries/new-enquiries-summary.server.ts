import type { DatabaseExecutor } from "~db/executor";
import { ENQUIRY_KIND_LABELS, isEnquiryKind } from "./enquiry-fields";

export interface NewEnquiriesSummary {
  count: number;
  latest: Array<{ id: string; name: string; company: string; kindLabel: string; receivedAt: string }>;
}

/** The admin overview's enquiries: how many are new, and the newest few (two queries, whatever the volume). */
export async function summariseNewEnquiries(db: DatabaseExecutor, limit: number): Promise<NewEnquiriesSummary> {
  const isNew = db.selectFrom("enquiries").where("status", "=", "new");
  const [count, latest] = await Promise.all([
    isNew.select((eb) => eb.fn.countAll<string | number>().as("count")).executeTakeFirstOrThrow(),
    isNew
      .select(["id", "name", "company", "kind", "created_at"])
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(limit)
      .execute(),
  ]);
  return {
    count: Number(count.count),
    latest: latest.map((row) => ({
      id: row.id,
      name: row.name,
      company: row.company,
      kindLabel: isEnquiryKind(row.kind) ? ENQUIRY_KIND_LABELS[row.kind] : row.kind,
      receivedAt: row.created_at,
    })),
  };
}

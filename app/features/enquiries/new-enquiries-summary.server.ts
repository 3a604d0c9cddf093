import type { DatabaseExecutor } from "~db/executor";
import { countWithNewest } from "~db/sql-helpers";
import { ENQUIRY_KIND_LABELS, isEnquiryKind } from "./enquiry-fields";

export interface NewEnquiriesSummary {
  count: number;
  latest: Array<{ id: string; name: string; company: string; kindLabel: string; receivedAt: string }>;
}

/** The admin overview's enquiries: how many are new, and the newest few (one statement, whatever the volume). */
export async function summariseNewEnquiries(db: DatabaseExecutor, limit: number): Promise<NewEnquiriesSummary> {
  const { count, newest } = await countWithNewest(
    db,
    db.selectFrom("enquiries").where("status", "=", "new"),
    (query) => query.select(["id", "name", "company", "kind", "created_at"]),
    limit,
  );
  return {
    count,
    latest: newest.map((row) => ({
      id: row.id,
      name: row.name,
      company: row.company,
      kindLabel: isEnquiryKind(row.kind) ? ENQUIRY_KIND_LABELS[row.kind]() : row.kind,
      receivedAt: row.created_at,
    })),
  };
}

import { evidencePath } from "~/features/cpd-ledger/cpd-activities.server";
import { getEnvironment } from "~/lib/env.server";
import { fileStorage } from "~/lib/file-storage.server";
import { createId } from "~/lib/ids";
import { getDb } from "~/server/app-context.server";
import { MINIMAL_PDF } from "./sample-uploads";

/**
 * An external CPD activity as My CPD stores one (decision 0038): the row and its evidence PDF in
 * file storage. Pending unless told otherwise.
 */
export async function insertCpdActivity(
  userId: string,
  overrides: {
    title?: string;
    status?: "pending" | "approved" | "rejected";
    bodyCode?: string;
    date?: string;
    tenths?: number;
    category?: string;
    createdAt?: string;
  } = {},
) {
  const db = getDb();
  const body = await db
    .selectFrom("cpd_bodies")
    .select("id")
    .where("code", "=", overrides.bodyCode ?? "HPCSA")
    .executeTakeFirstOrThrow();
  const id = createId();
  const storedName = `cpd-evidence-${createId()}.pdf`;
  await fileStorage(getEnvironment().uploadDirectory).put(storedName, MINIMAL_PDF, "application/pdf");
  const now = overrides.createdAt ?? new Date().toISOString();
  await db
    .insertInto("cpd_activities")
    .values({
      id,
      user_id: userId,
      body_id: body.id,
      title: overrides.title ?? "Infection control update",
      provider: "Durban CPD Forum",
      activity_date: overrides.date ?? "2026-03-10",
      points_tenths: overrides.tenths ?? 25,
      category: overrides.category ?? "clinical",
      status: overrides.status ?? "pending",
      evidence_url: evidencePath(id),
      evidence_stored_name: storedName,
      evidence_file_name: "attendance.pdf",
      evidence_content_type: "application/pdf",
      evidence_size_bytes: MINIMAL_PDF.byteLength,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return { id, storedName };
}

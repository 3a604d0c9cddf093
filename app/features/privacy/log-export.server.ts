import type { DatabaseExecutor } from "~db/executor";
import { type AccessActor, recordPersonalDataAccess } from "./access-log.server";

/**
 * One line for an export of people's data (CSV, PDF, ZIP): who exported (the signed-in person, read
 * from the session by the caller: decision 0081), what they exported, now. Routes reach it through
 * app/server/personal-data-export.server.ts, after their own authorisation passed. Nobody signed in
 * (an export only a signed-in person can reach) writes no line.
 */
export async function logPersonalDataExport(
  db: DatabaseExecutor,
  exporter: AccessActor | null,
  subject: string,
  action: "export" | "download" = "export",
): Promise<void> {
  if (!exporter) return;
  await recordPersonalDataAccess(db, exporter, action, subject);
}

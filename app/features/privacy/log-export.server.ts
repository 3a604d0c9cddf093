import { getSessionUser } from "~/platform/auth/session.server";
import type { DatabaseExecutor } from "~db/executor";
import { recordPersonalDataAccess } from "./access-log.server";

/**
 * One line for an export of people's data (CSV, PDF, ZIP): the signed-in person, what they
 * exported, now. Routes reach it through app/server/personal-data-export.server.ts, after their own
 * authorisation passed.
 */
export async function logPersonalDataExport(
  db: DatabaseExecutor,
  request: Request,
  subject: string,
  action: "export" | "download" = "export",
): Promise<void> {
  const user = await getSessionUser(request);
  if (!user) return;
  await recordPersonalDataAccess(db, { id: user.id, name: user.name, email: user.email }, action, subject);
}

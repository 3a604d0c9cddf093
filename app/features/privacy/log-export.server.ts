import { getSessionUser } from "~/features/auth/session.server";
import type { DatabaseExecutor } from "~db/executor";
import { recordPersonalDataAccess } from "./access-log.server";

/**
 * One line for a staff export of people (CSV or PDF): the signed-in staff member, what they
 * exported, now. Called by the export's route after its own authorisation passed.
 */
export async function logPersonalDataExport(db: DatabaseExecutor, request: Request, subject: string): Promise<void> {
  const user = await getSessionUser(request);
  if (!user) return;
  await recordPersonalDataAccess(db, { id: user.id, name: user.name, email: user.email }, "export", subject);
}

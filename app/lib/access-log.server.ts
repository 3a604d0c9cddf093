import { createId } from "~/lib/ids";
import type { DatabaseExecutor } from "~db/executor";

/**
 * One line of the access log of personal data (POPIA, decision 0036): who, what, when. Written by
 * every export of people's data (app/server/personal-data-export.server.ts for files, the API's
 * handler for its lists of people), every person's own download and every erasure. Down here so the
 * API, which must not import the privacy feature, writes the same line.
 */
export type AccessLogAction = "export" | "download" | "erasure";

export interface AccessActor {
  id: string;
  name: string;
  email: string;
}

export async function recordPersonalDataAccess(
  db: DatabaseExecutor,
  actor: AccessActor,
  action: AccessLogAction,
  subject: string,
  now = new Date(),
): Promise<void> {
  await db
    .insertInto("personal_data_access_log")
    .values({
      id: createId(),
      actor_user_id: actor.id,
      actor_name: actor.name,
      actor_email: actor.email,
      action,
      subject: subject.slice(0, 300),
      created_at: now.toISOString(),
    })
    .execute();
}

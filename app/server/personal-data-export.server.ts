import { logPersonalDataExport } from "~/features/privacy/log-export.server";
import { getSessionUser } from "~/platform/auth/session.server";
import { getDb } from "./app-context.server";

/**
 * The one way a route sends a file of people's data (a CSV, PDF or ZIP; decision 0036): the
 * access-log line is written with the file, so an export cannot be added without it.
 * tests/integration/personal-data-export-log.test.ts calls every file route and API list in the
 * route table and fails for one that answers without a line (or an entry in its list of files
 * that hold no one else's data). "download" is a person's own data; "export" anyone else's.
 * The request is read here, on the route side (decision 0081): the privacy feature gets the person.
 */
export async function personalDataFile(
  request: Request,
  subject: string,
  response: Response,
  action: "export" | "download" = "export",
): Promise<Response> {
  if (!response.ok) return response;
  const user = await getSessionUser(request);
  const exporter = user ? { id: user.id, name: user.name, email: user.email } : null;
  await logPersonalDataExport(getDb(), exporter, subject, action);
  return response;
}

import { recordPersonalDataAccess } from "~/features/privacy/access-log.server";
import { fileResponse } from "~/lib/file-response.server";
import type { KeysetPosition } from "~/lib/pagination";
import type { RouteAccess } from "~/lib/route-access";
import { requireAdmin } from "~/platform/auth/session.server";
import { queryStatements } from "~/platform/lrs/statements-query.server";
import { getDb } from "~/server/app-context.server";
import type { Route } from "./+types/learning-records-json";

/** Every stored statement as xAPI JSON ({"statements": […]}, oldest first), logged as an export of personal data. */
export const access = { read: "admin" } satisfies RouteAccess;

/** The most statements one download holds; more than this is for the external LRS (forwarding). */
const MAX_DOWNLOAD = 100_000;

export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  const db = getDb();
  const statements: unknown[] = [];
  let after: KeysetPosition | null = null;
  do {
    const page = await queryStatements(db, { limit: 100, ascending: true, after }, { kind: "all" });
    statements.push(...page.statements);
    after = page.next;
  } while (after && statements.length < MAX_DOWNLOAD);
  await recordPersonalDataAccess(db, admin, "export", `xAPI statements (${statements.length})`);
  return fileResponse(JSON.stringify({ statements }), {
    contentType: "application/json; charset=utf-8",
    fileName: "learning-records.json",
  });
}

import type { RouteAccess } from "~/lib/route-access";
import { getDb } from "~/server/app-context.server";
import { completeSatisfiedLesson } from "~/server/cmi5-lessons.server";
import type { Route } from "./+types/statements";
import { readStatements, writeStatements } from "./statements.server";

/**
 * /xapi/statements (xAPI 1.0.3, decision 0098-lrs): a launched unit's auth token writes and reads
 * its own statements; admins and instructors may read with their session. Never a cookie write.
 */
export const access = { read: "token", write: "token" } satisfies RouteAccess;

export function loader({ request }: Route.LoaderArgs) {
  return readStatements(getDb(), request);
}

export function action({ request }: Route.ActionArgs) {
  return writeStatements(getDb(), request, completeSatisfiedLesson);
}

import type { RouteAccess } from "~/lib/route-access";
import { requireInstructor } from "~/platform/auth/session.server";
import type { Route } from "./+types/shared-question-bank-csv";
import { bankCsvDownload } from "./question-bank-downloads.server";

/** The shared question bank as a CSV (its live questions; archived ones stay out). */
export const access = { read: "staff" } satisfies RouteAccess;

export async function loader({ request }: Route.LoaderArgs) {
  await requireInstructor(request);
  return bankCsvDownload({ courseId: null }, "shared-question-bank");
}

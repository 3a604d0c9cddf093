import type { RouteAccess } from "~/lib/route-access";
import { requireInstructor } from "~/platform/auth/session.server";
import type { Route } from "./+types/shared-question-bank-qti";
import { bankQtiDownload } from "./question-bank-downloads.server";

/** The shared question bank as a QTI 2.1 content package (its live questions; archived ones stay out). */
export const access = { read: "staff" } satisfies RouteAccess;

export async function loader({ request }: Route.LoaderArgs) {
  await requireInstructor(request);
  return bankQtiDownload({ courseId: null }, "shared-question-bank");
}

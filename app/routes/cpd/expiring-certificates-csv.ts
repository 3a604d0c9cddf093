import { expiringCertificatesCsv } from "~/features/certificates/expiring-certificates.server";
import { csvFileResponse } from "~/lib/file-response.server";
import type { RouteAccess } from "~/lib/route-access";
import { requireInstructor } from "~/platform/auth/session.server";
import { getDb } from "~/server/app-context.server";
import { personalDataFile } from "~/server/personal-data-export.server";
import type { Route } from "./+types/expiring-certificates-csv";

export const access = { read: "staff" } satisfies RouteAccess;

/** GET /expiring-certificates.csv?q=: what the staff list shows (every page), as a spreadsheet. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireInstructor(request);
  const { csv, fileName } = await expiringCertificatesCsv(getDb(), new URL(request.url).searchParams);
  return personalDataFile(request, "Expiring certificates CSV", csvFileResponse(csv, fileName));
}

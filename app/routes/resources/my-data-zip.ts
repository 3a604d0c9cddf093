import { buildPersonalDataZip, DATA_DOWNLOAD_RATE_LIMIT } from "~/features/privacy/personal-data-export.server";
import { fileResponse } from "~/lib/file-response.server";
import { refusalResponse } from "~/lib/refusal";
import type { RouteAccess } from "~/lib/route-access";
import { requireUser } from "~/platform/auth/session.server";
import { getDb } from "~/server/app-context.server";
import { PERSONAL_DATA_OWNERS } from "~/server/personal-data-registry.server";
import type { Route } from "./+types/my-data-zip";

/**
 * "Download my data" on the profile (POPIA, decision 0036): the signed-in person's data as a ZIP
 * (data.json + certificate PDFs). A POST, because each download is counted and logged: a GET must
 * change nothing (a link or prefetch could send it).
 */
export const access = { write: "signed-in" } satisfies RouteAccess;

export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  const person = { id: user.id, name: user.name, email: user.email };
  const built = await buildPersonalDataZip(getDb(), person, PERSONAL_DATA_OWNERS);
  if (!built.ok) {
    throw refusalResponse(built, { "Retry-After": String(DATA_DOWNLOAD_RATE_LIMIT.windowMs / 1000) });
  }
  return fileResponse(built.zip, { contentType: "application/zip", fileName: built.fileName });
}

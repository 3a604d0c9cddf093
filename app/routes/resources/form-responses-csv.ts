import { exportResponsesCsv } from "~/features/forms/responses-page.server";
import { csvFileResponse } from "~/lib/file-response.server";
import { refusalResponse } from "~/lib/refusal";
import type { RouteAccess } from "~/lib/route-access";
import { requireInstructor } from "~/platform/auth/session.server";
import { getDb } from "~/server/app-context.server";
import { personalDataFile } from "~/server/personal-data-export.server";
import type { Route } from "./+types/form-responses-csv";

export const access = { read: "form-owner" } satisfies RouteAccess;

/** GET /instructor/form/{formId}/responses.csv?q=&from=&to=: the filtered responses as a spreadsheet. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireInstructor(request);
  const exported = await exportResponsesCsv(getDb(), user, params.formId, new URL(request.url).searchParams);
  if (!exported.ok) throw refusalResponse(exported);
  return personalDataFile(
    request,
    `Form responses CSV: ${exported.fileName}`,
    csvFileResponse(exported.csv, exported.fileName),
  );
}

import { schedulePdf } from "~/features/training-schedule/schedule-pdf.server";
import { getEnvironment } from "~/lib/env.server";
import { pdfFileResponse } from "~/lib/file-response.server";
import type { RouteAccess } from "~/lib/route-access";
import { getDb } from "~/server/app-context.server";

export const access = { read: "public" } satisfies RouteAccess;

/** GET /learning-center/schedule.pdf: the current schedule, generated from the database on each request. */
export async function loader() {
  const { pdf, fileName } = await schedulePdf(getDb(), { baseUrl: getEnvironment().baseUrl });
  return pdfFileResponse(pdf, fileName, "attachment");
}

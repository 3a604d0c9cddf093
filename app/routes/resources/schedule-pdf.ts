import { getSiteSettings } from "~/features/site-settings/site-settings.server";
import { renderSchedulePdf } from "~/features/training-schedule/schedule-pdf.server";
import { listUpcomingScheduleEntries } from "~/features/training-schedule/training-schedule.server";
import { formatDate, todayIn } from "~/lib/dates";
import { getEnvironment } from "~/lib/env.server";
import { pdfFileResponse } from "~/lib/file-response.server";
import type { RouteAccess } from "~/lib/route-access";
import { getDb } from "~/server/app-context.server";

export const access = { read: "public" } satisfies RouteAccess;

/** GET /learning-center/schedule.pdf: the current schedule, generated from the database on each request. */
export async function loader() {
  const db = getDb();
  const settings = await getSiteSettings(db);
  const today = todayIn(settings.time_zone);
  const entries = await listUpcomingScheduleEntries(db, { from: today });
  const pdf = await renderSchedulePdf(entries, {
    siteName: settings.site_name,
    quoteUrl: new URL("/learning-center", getEnvironment().baseUrl).toString(),
    generatedOn: formatDate(today, settings.time_zone, "long"),
  });
  return pdfFileResponse(pdf, `training-schedule-${today}.pdf`, "attachment");
}

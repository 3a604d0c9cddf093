import { getSiteSettings } from "~/features/site-settings/site-settings.server";
import { renderSchedulePdf } from "~/features/training-schedule/schedule-pdf.server";
import { listUpcomingScheduleEntries } from "~/features/training-schedule/training-schedule.server";
import { getEnvironment } from "~/lib/env.server";
import { pdfFileResponse } from "~/lib/file-response.server";
import type { RouteAccess } from "~/lib/route-access";
import { todayInSouthAfrica } from "~/lib/time";
import { getDb } from "~/server/app-context.server";

export const access = { read: "public" } satisfies RouteAccess;

/** GET /learning-center/schedule.pdf: the current schedule, generated from the database on each request. */
export async function loader() {
  const db = getDb();
  const [settings, entries] = await Promise.all([getSiteSettings(db), listUpcomingScheduleEntries(db)]);
  const today = todayInSouthAfrica();
  const pdf = await renderSchedulePdf(entries, {
    siteName: settings.site_name,
    quoteUrl: new URL("/learning-center", getEnvironment().baseUrl).toString(),
    generatedOn: new Date(`${today}T00:00:00Z`).toLocaleDateString("en-ZA", {
      timeZone: "UTC",
      day: "numeric",
      month: "long",
      year: "numeric",
    }),
  });
  return pdfFileResponse(pdf, `training-schedule-${today}.pdf`, "attachment");
}

import { listAllEnquiries } from "~/features/enquiries/enquiries.server";
import { enquiriesToCsv } from "~/features/enquiries/enquiries-csv.server";
import { readEnquiryFilter } from "~/features/enquiries/enquiry-filter";
import { checkCanReadEnquiries } from "~/features/enquiries/enquiry-readers";
import { todayIn } from "~/lib/dates";
import { csvFileResponse } from "~/lib/file-response.server";
import { refusalResponse } from "~/lib/refusal";
import type { RouteAccess } from "~/lib/route-access";
import { requireUser } from "~/platform/auth/session.server";
import { getSiteTimeZone } from "~/platform/site-settings/site-settings.server";
import { getDb } from "~/server/app-context.server";
import { personalDataFile } from "~/server/personal-data-export.server";
import type { Route } from "./+types/enquiries-csv";

export const access = { read: "admin" } satisfies RouteAccess;

/** GET /admin/enquiries.csv?kind=&status=: the enquiries the admin screen shows, as a spreadsheet. */
export async function loader({ request }: Route.LoaderArgs) {
  // The one rule for enquiries (docs/decisions/0014-who-reads-enquiries.md).
  const enquiryAccess = checkCanReadEnquiries(await requireUser(request));
  if (!enquiryAccess.ok) throw refusalResponse(enquiryAccess);
  const filter = readEnquiryFilter(new URL(request.url).searchParams);
  const [enquiries, timeZone] = await Promise.all([listAllEnquiries(getDb(), filter), getSiteTimeZone(getDb())]);
  return personalDataFile(
    request,
    "Enquiries CSV",
    csvFileResponse(enquiriesToCsv(enquiries, timeZone), `enquiries-${todayIn(timeZone)}.csv`),
  );
}

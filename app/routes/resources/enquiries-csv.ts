import { requireAdmin } from "~/features/auth/session.server";
import { listAllEnquiries } from "~/features/enquiries/enquiries.server";
import { enquiriesToCsv } from "~/features/enquiries/enquiries-csv.server";
import { readEnquiryFilter } from "~/features/enquiries/enquiry-filter";
import { getDb } from "~/lib/app-context.server";
import type { Route } from "./+types/enquiries-csv";

/** GET /admin/enquiries.csv?kind=&status=: the enquiries the admin screen shows, as a spreadsheet. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const filter = readEnquiryFilter(new URL(request.url).searchParams);
  const csv = enquiriesToCsv(await listAllEnquiries(getDb(), filter));
  const date = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="enquiries-${date}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}

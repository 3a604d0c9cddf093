import { redirect } from "react-router";
import { EmptyState } from "~/components/empty-state";
import { ListPage } from "~/components/list-page";
import { ListSearchForm } from "~/components/list-search";
import { loadEnquiryList } from "~/features/enquiries/admin-enquiries.server";
import { EnquiriesTable } from "~/features/enquiries/components/enquiries-table";
import { EnquiryFilterForm } from "~/features/enquiries/components/enquiry-filter-form";
import { setEnquiryStatus } from "~/features/enquiries/enquiries.server";
import { enquiryStatusChangeSchema } from "~/features/enquiries/enquiry.schema";
import { enquiryListQuery } from "~/features/enquiries/enquiry-filter";
import { checkCanReadEnquiries } from "~/features/enquiries/enquiry-readers";
import { invalidIntentReply, refusalReply } from "~/lib/action-reply";
import { parseForm } from "~/lib/forms";
import { pageTitle } from "~/lib/page-title";
import { redirectPastLastPage } from "~/lib/pagination";
import { refusalResponse } from "~/lib/refusal";
import { readFormData } from "~/lib/request-body.server";
import type { RouteAccess } from "~/lib/route-access";
import { toastHeaders } from "~/lib/toast.server";
import { requireUser } from "~/platform/auth/session.server";
import { getDb } from "~/server/app-context.server";
import type { Route } from "./+types/enquiries";
import * as m from "./messages";

export const access = { read: "admin", write: "admin" } satisfies RouteAccess;

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(m.enquiries(), matches);

/** The one rule for enquiries (docs/decisions/0014-who-reads-enquiries.md), as in the instructor area's forms. */
async function requireEnquiryReader(request: Request) {
  const user = await requireUser(request);
  const enquiryAccess = checkCanReadEnquiries(user);
  if (!enquiryAccess.ok) throw refusalResponse(enquiryAccess);
  return user;
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireEnquiryReader(request);
  const url = new URL(request.url);
  const list = await loadEnquiryList(getDb(), url.searchParams);
  redirectPastLastPage(url, list);
  return list;
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireEnquiryReader(request);
  const parsed = parseForm(enquiryStatusChangeSchema, await readFormData(request));
  if (!parsed.ok) return invalidIntentReply(parsed);
  const { id, status, version } = parsed.data;
  const saved = await setEnquiryStatus(getDb(), { id, loadedVersion: version }, status, user.id);
  if (!saved.ok) {
    if (saved.reason === "missing") throw refusalResponse(saved);
    return refusalReply(saved);
  }
  // Back to the same filtered list the admin was looking at.
  const returnTo = new URL(request.url);
  return redirect(`/admin/enquiries${returnTo.search}`, {
    headers: await toastHeaders(status === "handled" ? m.enquiryMarkedHandled() : m.enquiryMarkedNew()),
  });
}

export default function AdminEnquiries({ loaderData, actionData }: Route.ComponentProps) {
  const { enquiries, total, page, pageSize, filter } = loaderData;
  const listPath = `/admin/enquiries${enquiryListQuery(filter, page)}`;
  return (
    <ListPage
      title={m.enquiries()}
      countLabel={`${total} ${total === 1 ? "enquiry" : "enquiries"}`}
      tools={
        <>
          <ListSearchForm
            label={m.searchEnquiries()}
            search={filter.search ?? ""}
            keep={{ kind: filter.kind, status: filter.status }}
          />
          <EnquiryFilterForm filter={filter} />
        </>
      }
      refusal={actionData && !actionData.ok ? actionData : null}
      reloadTo={listPath}
      isEmpty={enquiries.length === 0}
      empty={<EmptyState />}
      pagination={{ total, pageSize, page, label: m.pagesOfEnquiries() }}
    >
      <EnquiriesTable enquiries={enquiries} listPath={listPath} />
    </ListPage>
  );
}

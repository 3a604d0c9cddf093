import { Stack } from "@mantine/core";
import { redirect } from "react-router";
import { DeletionRequestsScreen } from "~/features/privacy/components/deletion-requests-screen";
import { RetentionForm } from "~/features/privacy/components/retention-form";
import { listDeletionRequests } from "~/features/privacy/deletion-requests.server";
import { DELETION_PAGE_SIZE, ERASE_INTENT, RETENTION_INTENT } from "~/features/privacy/privacy-views";
import { retentionSchema } from "~/features/privacy/retention.schema";
import { saveRetentionMonths } from "~/features/privacy/retention.server";
import { invalidReply, refusalReply } from "~/lib/action-reply";
import { getEnvironment } from "~/lib/env.server";
import { parseForm } from "~/lib/forms";
import { pageTitle } from "~/lib/page-title";
import { pageNumberFrom, redirectPastLastPage } from "~/lib/pagination";
import { refusalResponse, refuse } from "~/lib/refusal";
import { readFormData } from "~/lib/request-body.server";
import type { RouteAccess } from "~/lib/route-access";
import { toastHeaders } from "~/lib/toast.server";
import { requireAdmin } from "~/platform/auth/session.server";
import { getSiteSettings } from "~/platform/site-settings/site-settings.server";
import { getDatabaseConnection, getDb } from "~/server/app-context.server";
import { eraseRequestedPersonalData } from "~/server/personal-data-registry.server";
import type { Route } from "./+types/deletion-requests";
import * as m from "./messages";

/** People's requests to delete their data, and the erasure (POPIA, decision 0036). Admins only. */
export const access = {
  read: "admin",
  write: { [ERASE_INTENT]: "admin", [RETENTION_INTENT]: "admin" },
} satisfies RouteAccess;

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(m.deletionRequests(), matches);

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const url = new URL(request.url);
  const page = pageNumberFrom(url.searchParams);
  const list = await listDeletionRequests(getDb(), { page });
  redirectPastLastPage(url, { page, total: list.total, pageSize: DELETION_PAGE_SIZE });
  const settings = await getSiteSettings(getDb());
  return { ...list, retention: { months: settings.retention_months, version: settings.version } };
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const form = await readFormData(request);
  if (form.get("intent") === RETENTION_INTENT) {
    const parsed = parseForm(retentionSchema, form);
    if (!parsed.ok) return invalidReply(parsed);
    const saved = await saveRetentionMonths(getDb(), {
      months: parsed.data.retentionMonths,
      version: parsed.data.version,
    });
    if (!saved.ok) return refusalReply(saved, parsed.values);
    return redirect("/admin/deletion-requests", { headers: await toastHeaders(m.retentionSaved()) });
  }
  if (form.get("intent") !== ERASE_INTENT) throw refusalResponse(refuse("invalid", m.unknownAction2()));
  const erased = await eraseRequestedPersonalData(getDatabaseConnection(), {
    requestId: String(form.get("requestId") ?? ""),
    staff: { id: admin.id, name: admin.name, email: admin.email },
    uploadDirectory: getEnvironment().uploadDirectory,
  });
  if (!erased.ok) throw refusalResponse(erased);
  return redirect("/admin/deletion-requests", { headers: await toastHeaders(m.personalDataErased()) });
}

export default function DeletionRequests({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <Stack gap="xl">
      <DeletionRequestsScreen requests={loaderData.requests} total={loaderData.total} page={loaderData.page} />
      <RetentionForm
        months={loaderData.retention.months}
        version={loaderData.retention.version}
        fieldErrors={actionData?.fieldErrors}
        formError={actionData?.formError}
      />
    </Stack>
  );
}

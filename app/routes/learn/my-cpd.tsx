import { GeneralErrorBoundary } from "~/components/general-error-boundary";
import { requireUser } from "~/features/auth/session.server";
import { MyCpdPage } from "~/features/cpd-ledger/components/my-cpd-page";
import { loadCpdLedger } from "~/features/cpd-ledger/cpd-ledger.server";
import { pageTitle } from "~/lib/page-title";
import type { RouteAccess } from "~/lib/route-access";
import { getDb } from "~/server/app-context.server";
import type { Route } from "./+types/my-cpd";

// Anyone signed in sees their own ledger: certificates issued to them and their approved activities.
export const access = { read: "signed-in" } satisfies RouteAccess;

export const meta: Route.MetaFunction = ({ matches }) => pageTitle("My CPD", matches);

/** My CPD (issue 14 item 4): points balance and what is still needed against one body's rules. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const bodyCode = new URL(request.url).searchParams.get("body");
  return { view: await loadCpdLedger(getDb(), user.id, { bodyCode }) };
}

export default function MyCpd({ loaderData }: Route.ComponentProps) {
  return <MyCpdPage view={loaderData.view} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary backTo={{ to: "/my-learning", label: "Back to My learning" }} />;
}

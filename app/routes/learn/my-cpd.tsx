import { GeneralErrorBoundary } from "~/components/general-error-boundary";
import { MyCpdPage } from "~/features/cpd-ledger/components/my-cpd-page";
import { listMyActivities } from "~/features/cpd-ledger/cpd-activities.server";
import { ACTIVITY_INTENTS, CHOOSE_REPORTING_BODY_INTENT } from "~/features/cpd-ledger/cpd-activity.schema";
import { loadCpdLedger } from "~/features/cpd-ledger/cpd-ledger.server";
import { pageTitle } from "~/lib/page-title";
import { pageNumberFrom, redirectPastLastPage } from "~/lib/pagination";
import type { RouteAccess } from "~/lib/route-access";
import { requireUser } from "~/platform/auth/session.server";
import { getDb } from "~/server/app-context.server";
import type { Route } from "./+types/my-cpd";
import * as m from "./messages";
import { answerMyCpdPost } from "./my-cpd-actions.server";

// Anyone signed in sees their own ledger and activities, and writes only their own activities.
export const access = {
  read: "signed-in",
  write: {
    [ACTIVITY_INTENTS.add]: "signed-in",
    [ACTIVITY_INTENTS.resubmit]: "signed-in",
    [ACTIVITY_INTENTS.withdraw]: "signed-in",
    [CHOOSE_REPORTING_BODY_INTENT]: "signed-in",
  },
} satisfies RouteAccess;

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(m.myCpd(), matches);

export const ACTIVITIES_PAGE_PARAMETER = "activitiesPage";

/** My CPD (decision 0033): points balance against one body's rules, and the learner's external activities. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const url = new URL(request.url);
  const bodyCode = url.searchParams.get("body");
  const page = pageNumberFrom(url.searchParams, ACTIVITIES_PAGE_PARAMETER);
  const [view, activities] = await Promise.all([
    loadCpdLedger(getDb(), user.id, { bodyCode }),
    listMyActivities(getDb(), user.id, page),
  ]);
  redirectPastLastPage(url, activities, ACTIVITIES_PAGE_PARAMETER);
  return { view, activities, resubmitId: url.searchParams.get("resubmit") };
}

/** Add an activity with its evidence, send a rejected one again, or withdraw a pending one. */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  return answerMyCpdPost(request, user);
}

export default function MyCpd({ loaderData }: Route.ComponentProps) {
  return <MyCpdPage view={loaderData.view} activities={loaderData.activities} resubmitId={loaderData.resubmitId} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary backTo={{ to: "/my-learning", label: m.backMyLearning() }} />;
}

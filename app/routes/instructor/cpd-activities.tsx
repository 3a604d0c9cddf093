import { GeneralErrorBoundary } from "~/components/general-error-boundary";
import { CpdReviewQueue } from "~/features/cpd-ledger/components/cpd-review-queue";
import { listReviewQueue, queueFilterFrom } from "~/features/cpd-ledger/cpd-activity-review.server";
import { pageTitle } from "~/lib/page-title";
import { pageNumberFrom, redirectPastLastPage, searchTermFrom } from "~/lib/pagination";
import type { RouteAccess } from "~/lib/route-access";
import { requireInstructor } from "~/platform/auth/session.server";
import { getDb } from "~/server/app-context.server";
import type { Route } from "./+types/cpd-activities";
import * as m from "./messages";

// Instructors and admins review learners' external CPD activities (decision 0038).
export const access = { read: "staff" } satisfies RouteAccess;

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(m.cpdActivities(), matches);

export async function loader({ request }: Route.LoaderArgs) {
  await requireInstructor(request);
  const url = new URL(request.url);
  const search = searchTermFrom(url.searchParams);
  const view = await listReviewQueue(getDb(), {
    ...queueFilterFrom(url.searchParams),
    search,
    page: pageNumberFrom(url.searchParams),
  });
  redirectPastLastPage(url, view);
  return { view, search };
}

export default function CpdActivities({ loaderData }: Route.ComponentProps) {
  return <CpdReviewQueue view={loaderData.view} search={loaderData.search} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary backTo={{ to: "/instructor/cpd-activities", label: m.backToCpdActivities() }} />;
}

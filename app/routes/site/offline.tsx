import { OfflinePage, offlinePageTitle } from "~/features/learning/offline/offline-page";
import { pageMeta } from "~/lib/page-title";
import type { RouteAccess } from "~/lib/route-access";
import type { Route } from "./+types/offline";

export const access = { read: "public" } satisfies RouteAccess;

// A plain document (decision 0056): the service worker keeps it with its stylesheet, and it needs no script.
export const handle = { hydrate: false };

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta(matches, location, { title: offlinePageTitle(), description: offlinePageTitle(), noIndex: true });

/** /offline: shown by the service worker, offline, for a page not kept on this device (decision 0107-offline). */
export default function Offline() {
  return <OfflinePage />;
}

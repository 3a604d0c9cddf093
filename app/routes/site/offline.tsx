import { OfflinePage, offlinePageDescription, offlinePageTitle } from "~/features/learning/offline/offline-page";
import keptCoursesIslandUrl from "~/islands/kept-courses.ts?worker&url";
import { pageMeta } from "~/lib/page-title";
import type { RouteAccess } from "~/lib/route-access";
import type { Route } from "./+types/offline";

export const access = { read: "public" } satisfies RouteAccess;

// A plain document (decision 0056): the service worker keeps it with its stylesheet and its one island,
// which lists the courses kept on this device.
export const handle = { hydrate: false, islands: [keptCoursesIslandUrl] };

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta(matches, location, { title: offlinePageTitle(), description: offlinePageDescription(), noIndex: true });

/** /offline: shown by the service worker, offline, for a page not kept on this device (decision 0110-offline-courses). */
export default function Offline() {
  return <OfflinePage />;
}

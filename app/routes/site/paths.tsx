import { PublicPathsList } from "~/features/learning/paths/components/public-paths-list";
import { LEARNING_PATHS_PAGE_SIZE } from "~/features/learning/paths/paths.schema";
import { listPublishedPaths } from "~/features/learning/paths/public-paths.server";
import { breadcrumbJsonLd } from "~/features/seo/structured-data.server";
import { getEnvironment } from "~/lib/env.server";
import { decodeKeysetCursor, encodeKeysetCursor } from "~/lib/keyset-cursor.server";
import { pageMeta } from "~/lib/page-title";
import { refusalResponse, refuse } from "~/lib/refusal";
import type { RouteAccess } from "~/lib/route-access";
import { getDb } from "~/server/app-context.server";
import type { Route } from "./+types/paths";
import * as m from "./messages";

export const access = { read: "public" } satisfies RouteAccess;

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  pageMeta(matches, location, {
    title: m.pathsTitle(),
    description: m.pathsDescription(),
    canonicalPath: loaderData?.next === undefined ? undefined : "/paths",
    jsonLd: loaderData ? [loaderData.breadcrumb] : [],
  });

/** /paths: the published learning paths, newest first, paged (decision 0094-learning-paths). */
export async function loader({ request }: Route.LoaderArgs) {
  const after = decodeKeysetCursor(new URL(request.url).searchParams.get("after"));
  if (after === undefined) throw refusalResponse(refuse("invalid", m.listPageMissing()));
  const page = await listPublishedPaths(getDb(), { after, limit: LEARNING_PATHS_PAGE_SIZE });
  return {
    paths: page.items,
    next: page.next ? encodeKeysetCursor(page.next) : null,
    isFirst: after === null,
    breadcrumb: breadcrumbJsonLd([{ name: m.learningPathsCrumb(), path: "/paths" }], getEnvironment().baseUrl),
  };
}

export default function Paths({ loaderData }: Route.ComponentProps) {
  return <PublicPathsList paths={loaderData.paths} next={loaderData.next} isFirst={loaderData.isFirst} />;
}

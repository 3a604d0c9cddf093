import { type PageContentRefused, PageContentScreen } from "~/features/site-content/components/page-content-screen";
import { loadPageContentEditor } from "~/features/site-content/page-content.server";
import { isSitePageKey } from "~/features/site-content/site-pages.schema";
import { pageTitle } from "~/lib/page-title";
import { refusalResponse, refuse } from "~/lib/refusal";
import { readFormData } from "~/lib/request-body.server";
import type { RouteAccess } from "~/lib/route-access";
import { requireAdmin } from "~/platform/auth/session.server";
import { getSiteTimeZone } from "~/platform/site-settings/site-settings.server";
import { getDb } from "~/server/app-context.server";
import type { Route } from "./+types/site-content-page";
import * as m from "./messages";
import { answerPageContentPost } from "./site-content-page-actions.server";

export const access = {
  read: "admin",
  write: { "save-draft": "admin", publish: "admin", "discard-draft": "admin" },
} satisfies RouteAccess;

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageTitle(loaderData ? m.pageContent({ name: loaderData.page.name }) : m.pageContent2(), matches);

function pageKeyOf(params: { pageKey: string }) {
  if (!isSitePageKey(params.pageKey)) {
    throw refusalResponse(refuse("missing", m.thereIsNoPageTo({ slice: params.pageKey.slice(0, 40) })));
  }
  return params.pageKey;
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const key = pageKeyOf(params);
  const db = getDb();
  return { page: await loadPageContentEditor(db, key, await getSiteTimeZone(db)) };
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireAdmin(request);
  const key = pageKeyOf(params);
  return answerPageContentPost(key, user.id, await readFormData(request));
}

export default function SiteContentPage({ loaderData, actionData }: Route.ComponentProps) {
  const refused = actionData as PageContentRefused | undefined;
  return <PageContentScreen key={loaderData.page.key} page={loaderData.page} refused={refused} />;
}

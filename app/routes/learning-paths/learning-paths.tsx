import { redirect } from "react-router";
import { LearningPathsList } from "~/features/learning/paths/components/learning-paths-list";
import { createLearningPath, listLearningPaths } from "~/features/learning/paths/path-records.server";
import { CREATE_PATH_INTENT, createPathSchema, LEARNING_PATHS_PAGE_SIZE } from "~/features/learning/paths/paths.schema";
import { invalidReply, refusalReply } from "~/lib/action-reply";
import { parseForm } from "~/lib/forms";
import { decodeKeysetCursor, encodeKeysetCursor } from "~/lib/keyset-cursor.server";
import { pageTitle } from "~/lib/page-title";
import { searchTermFrom } from "~/lib/pagination";
import { refusalResponse, refuse } from "~/lib/refusal";
import { readFormData } from "~/lib/request-body.server";
import type { RouteAccess } from "~/lib/route-access";
import { toastHeaders } from "~/lib/toast.server";
import { requireInstructor } from "~/platform/auth/session.server";
import { getDb } from "~/server/app-context.server";
import type { Route } from "./+types/learning-paths";
import * as m from "./messages";

/** Teaching › Learning paths: every path, newest first, searched; "New learning path" (decision 0094-learning-paths). */
export const access = { read: "staff", write: { [CREATE_PATH_INTENT]: "staff" } } satisfies RouteAccess;

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(m.learningPaths(), matches);

export async function loader({ request }: Route.LoaderArgs) {
  await requireInstructor(request);
  const url = new URL(request.url);
  const search = searchTermFrom(url.searchParams);
  const after = decodeKeysetCursor(url.searchParams.get("after"));
  if (after === undefined) {
    throw refusalResponse(refuse("invalid", m.pageListDoesNotExist()));
  }
  const page = await listLearningPaths(getDb(), { search, after, limit: LEARNING_PATHS_PAGE_SIZE });
  return {
    paths: page.items,
    total: page.total,
    search,
    next: page.next ? encodeKeysetCursor(page.next) : null,
  };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireInstructor(request);
  const parsed = parseForm(createPathSchema, await readFormData(request));
  if (!parsed.ok) return invalidReply(parsed);
  const created = await createLearningPath(getDb(), { title: parsed.data.title, createdByUserId: user.id });
  if (!created.ok) return refusalReply(created, parsed.values);
  return redirect(`/learning-paths/${created.id}`, {
    headers: await toastHeaders(m.learningPathCreatedToast({ title: parsed.data.title })),
  });
}

export default function LearningPaths({ loaderData }: Route.ComponentProps) {
  return <LearningPathsList {...loaderData} />;
}

import { data, redirect } from "react-router";
import { type PathStanding, PublicPathPage } from "~/features/learning/paths/components/public-path-page";
import { enrolSelfInPath } from "~/features/learning/paths/path-enrolment.server";
import { ENROL_IN_PATH_INTENT } from "~/features/learning/paths/paths.schema";
import { findPathEnrolmentOf, findPublishedPath } from "~/features/learning/paths/public-paths.server";
import { breadcrumbJsonLd } from "~/features/seo/structured-data.server";
import { getEnvironment } from "~/lib/env.server";
import { pageMeta } from "~/lib/page-title";
import { refusalResponse, refuse, STATUS_FOR_REASON } from "~/lib/refusal";
import { readFormData } from "~/lib/request-body.server";
import type { RouteAccess } from "~/lib/route-access";
import { toastHeaders } from "~/lib/toast.server";
import { getSessionUser, requireUser } from "~/platform/auth/session.server";
import { getDb } from "~/server/app-context.server";
import type { Route } from "./+types/path";
import * as m from "./messages";

export const access = { read: "public", write: { [ENROL_IN_PATH_INTENT]: "signed-in" } } satisfies RouteAccess;

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  pageMeta(matches, location, {
    title: loaderData?.path.title ?? m.pageNotFound(),
    description: loaderData?.path.summary || loaderData?.path.title || "",
    canonicalPath: loaderData ? `/paths/${loaderData.path.slug}` : undefined,
    jsonLd: loaderData ? [loaderData.breadcrumb] : [],
  });

async function requirePublishedPath(slug: string) {
  const path = await findPublishedPath(getDb(), slug);
  if (!path) throw refusalResponse(refuse("missing", m.notFound()));
  return path;
}

/** /paths/{slug}: a published learning path, its courses in order and "Enrol in this path" (decision 0094-learning-paths). */
export async function loader({ params, request }: Route.LoaderArgs) {
  const path = await requirePublishedPath(params.slug);
  const user = await getSessionUser(request);
  const enrolment = user ? await findPathEnrolmentOf(getDb(), path.slug, user.id) : null;
  const standing: PathStanding = !user
    ? "signed-out"
    : enrolment
      ? enrolment.isCompleted
        ? "completed"
        : "enrolled"
      : "signed-in";
  const breadcrumb = breadcrumbJsonLd(
    [
      { name: m.learningPathsCrumb(), path: "/paths" },
      { name: path.title, path: `/paths/${path.slug}` },
    ],
    getEnvironment().baseUrl,
  );
  return { path, standing, breadcrumb };
}

export async function action({ request, params }: Route.ActionArgs) {
  await requirePublishedPath(params.slug);
  const user = await requireUser(request);
  const formData = await readFormData(request);
  if (formData.get("intent") !== ENROL_IN_PATH_INTENT) {
    return data({ formError: m.unknownPathAction() }, { status: 400 });
  }
  const enrolled = await enrolSelfInPath(getDb(), { slug: params.slug, userId: user.id });
  if (!enrolled.ok)
    return data({ formError: enrolled.message ?? null }, { status: STATUS_FOR_REASON[enrolled.reason] });
  const message = enrolled.isNew ? m.enrolledInPath() : m.alreadyEnrolledInPath();
  return redirect(enrolled.redirectTo, { headers: await toastHeaders(message) });
}

export default function Path({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <PublicPathPage path={loaderData.path} standing={loaderData.standing} formError={actionData?.formError ?? null} />
  );
}

import { findLaunchUser, readLaunchKey } from "~/features/content-packages/launch-keys.server";
import { packageFileResponse } from "~/features/content-packages/package-files.server";
import { findPackage } from "~/features/content-packages/package-runtime.server";
import { LAUNCH_KEY_PREFIX } from "~/features/content-packages/package-types";
import { findLessonReader } from "~/features/learning/reader-actions.server";
import { getEnvironment } from "~/lib/env.server";
import { fileStorage } from "~/lib/file-storage.server";
import { unsafeEntryPath } from "~/lib/package-zip.server";
import { refusalResponse, refuse } from "~/lib/refusal";
import type { RouteAccess } from "~/lib/route-access";
import { requireUser } from "~/platform/auth/session.server";
import { getDb } from "~/server/app-context.server";
import type { UserRole } from "~db/schema";
import type { Route } from "./+types/package-file";
import * as m from "./messages";

export const access = { read: "course-reader" } satisfies RouteAccess;

const NOT_FOUND = () => refuse("missing", m.notFound());
const EXPIRED = () => refuse("forbidden", m.packageSLaunchLinkExpired());

/**
 * course/{courseId}/packages/{packageId}/files/[k.{key}/]{scoIndex}/{path}: a file of a SCORM or
 * cmi5 package, for the course's readers only (decision 0097-scorm-content-packages). The learner
 * is the launch key's (the sandboxed package's requests may come without the session cookie) or
 * the signed-in one; the SCO index says whose run-time data an HTML document carries. Every file
 * goes out under the package's sandbox CSP.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const db = getDb();
  const segments = (params["*"] ?? "").split("/");
  const key = segments[0]?.startsWith(LAUNCH_KEY_PREFIX) ? segments.shift()?.slice(LAUNCH_KEY_PREFIX.length) : null;
  let user: { id: string; name: string; role: UserRole } | null;
  if (key) {
    const userId = readLaunchKey(key, params.packageId, new Date());
    user = userId ? await findLaunchUser(db, userId) : null;
    if (!user) throw refusalResponse(EXPIRED());
  } else {
    user = await requireUser(request);
  }
  const reader = await findLessonReader(db, { courseId: params.courseId, user });
  if (!reader.ok) throw refusalResponse(reader);
  const pkg = await findPackage(db, params.courseId, params.packageId);
  if (!pkg) throw refusalResponse(NOT_FOUND());
  const [scoPart = "", ...pathParts] = segments;
  const path = pathParts.join("/");
  if (!/^\d{1,5}$/.test(scoPart) || path === "" || unsafeEntryPath(path)) throw refusalResponse(NOT_FOUND());
  const served = await packageFileResponse(db, fileStorage(getEnvironment().uploadDirectory), {
    pkg,
    scoIndex: Number(scoPart),
    path,
    user: { id: user.id, name: user.name },
    range: request.headers.get("Range"),
  });
  if (!served.ok) throw refusalResponse(served);
  return served.response;
}

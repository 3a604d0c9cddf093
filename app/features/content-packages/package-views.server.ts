import type { DatabaseExecutor } from "~db/executor";
import { launchKey } from "./launch-keys.server";
import { completedScoIds, isPackageComplete } from "./package-runtime.server";
import {
  type PackageKind,
  type PackageOrganisation,
  type PackageView,
  packageFileUrl,
  packageRuntimeUrl,
} from "./package-types";

/** The lesson viewer's view of these packages for this reader (two queries whatever the count). */
export async function loadPackageViews(
  db: DatabaseExecutor,
  { courseId, userId, packageIds }: { courseId: string; userId: string | null; packageIds: readonly string[] },
): Promise<Map<string, PackageView>> {
  const views = new Map<string, PackageView>();
  if (packageIds.length === 0) return views;
  const rows = await db
    .selectFrom("packages")
    .select(["id", "kind", "title", "organisation_json"])
    .where("course_id", "=", courseId)
    .where("id", "in", [...packageIds])
    .execute();
  const completed = userId ? await completedScoIds(db, userId, packageIds) : new Map<string, Set<string>>();
  for (const row of rows) {
    const organisation = JSON.parse(row.organisation_json) as PackageOrganisation;
    const done = completed.get(row.id) ?? new Set<string>();
    const key = userId ? launchKey(userId, row.id, new Date()) : undefined;
    views.set(row.id, {
      id: row.id,
      kind: row.kind as PackageKind,
      title: row.title,
      items: organisation.items,
      scos: organisation.scos.map((sco, index) => ({
        index,
        identifier: sco.identifier,
        title: sco.title,
        launchUrl: /^[a-z][a-z0-9+.-]*:/i.test(sco.path)
          ? sco.path
          : `${packageFileUrl(courseId, row.id, index, sco.path, key)}${sco.query}`,
        isComplete: done.has(sco.identifier),
      })),
      isComplete: isPackageComplete(organisation, done),
      runtimeUrl: packageRuntimeUrl(courseId, row.id),
    });
  }
  return views;
}

/**
 * A content package as the viewer, the runtime and the server see it (decision
 * 0097-scorm-content-packages). Imports nothing server-only.
 */

const PACKAGE_KINDS = ["scorm12", "scorm2004", "cmi5"] as const;
export type PackageKind = (typeof PACKAGE_KINDS)[number];

export const PACKAGE_KIND_LABELS: Record<PackageKind, string> = {
  scorm12: "SCORM 1.2",
  scorm2004: "SCORM 2004",
  cmi5: "cmi5",
};

/** One launchable item (a SCO, an asset or a cmi5 AU) with its entry point in the package. */
export interface PackageSco {
  /** The item's identifier in the manifest (the AU id for cmi5). */
  identifier: string;
  title: string;
  /** The entry point's path inside the package, without query. */
  path: string;
  /** The launch query (the resource's own and the item's parameters), "" or starting with "?". */
  query: string;
  /** An asset never talks to the runtime; it is not counted for completion. */
  isSco: boolean;
  /** 0..1 (2004's scaled measure, 1.2's masteryscore / 100), or null. */
  masteryScore: number | null;
}

/** The organisation's items tree: items with a SCO launch it (scoIndex), others only group. */
export interface PackageTreeItem {
  identifier: string;
  title: string;
  scoIndex: number | null;
  items: PackageTreeItem[];
}

export interface PackageOrganisation {
  items: PackageTreeItem[];
  scos: PackageSco[];
}

/**
 * Where a package's file is served: the SCO index decides whose run-time data its HTML carries;
 * a launch key (launch-keys.server.ts), when given, goes first as "k.<key>".
 */
export function packageFileUrl(
  courseId: string,
  packageId: string,
  scoIndex: number,
  path: string,
  key?: string,
): string {
  const encoded = path.split("/").map(encodeURIComponent).join("/");
  const keyPart = key ? `${LAUNCH_KEY_PREFIX}${key}/` : "";
  return `/course/${encodeURIComponent(courseId)}/packages/${encodeURIComponent(packageId)}/files/${keyPart}${scoIndex}/${encoded}`;
}

export const LAUNCH_KEY_PREFIX = "k.";

/** The runtime route a lesson page posts commits to. */
export function packageRuntimeUrl(courseId: string, packageId: string): string {
  return `/course/${encodeURIComponent(courseId)}/packages/${encodeURIComponent(packageId)}/runtime`;
}

/** The messages between a package's window and the lesson page (postMessage). */
export const RUNTIME_MESSAGE = "campus-package-commit";

/** A package block as the lesson viewer shows it: the items tree, each SCO's launch address and the learner's progress. */
export interface PackageView {
  id: string;
  kind: PackageKind;
  title: string;
  items: PackageTreeItem[];
  scos: Array<{ index: number; identifier: string; title: string; launchUrl: string; isComplete: boolean }>;
  isComplete: boolean;
  runtimeUrl: string;
}

/** The multipart field the package ZIP is sent in. */
export const PACKAGE_UPLOAD_FIELD = "package";

/** The multipart text field naming the block the ZIP is for: "cmi5" from the cmi5 block, else a SCORM package block. */
export const PACKAGE_TARGET_FIELD = "blockType";

/** Where the block editor uploads a package's ZIP. */
export function packageUploadUrl(courseId: string): string {
  return `/api/courses/${encodeURIComponent(courseId)}/packages`;
}

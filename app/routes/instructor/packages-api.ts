import fs from "node:fs/promises";
import {
  importPackage,
  PACKAGE_TOO_LARGE_MESSAGE,
  PACKAGE_UPLOAD_MAX_BYTES,
} from "~/features/content-packages/import-package.server";
import {
  PACKAGE_KIND_LABELS,
  PACKAGE_TARGET_FIELD,
  PACKAGE_UPLOAD_FIELD,
} from "~/features/content-packages/package-types";
import { incomingUploadDirectory } from "~/features/uploads/uploads.server";
import { getEnvironment } from "~/lib/env.server";
import { fileStorage } from "~/lib/file-storage.server";
import { discardReceivedFile, readMultipartUpload } from "~/lib/multipart-upload.server";
import { DEFAULT_MESSAGE_FOR_REASON, type Refusal, refuse, STATUS_FOR_REASON } from "~/lib/refusal";
import type { RouteAccess } from "~/lib/route-access";
import { getDb } from "~/server/app-context.server";
import type { Route } from "./+types/packages-api";
import * as m from "./messages";
import { requireCourseEditor } from "./require-course-editor.server";

// GET only answers 405 (nothing to read): the package and cmi5 blocks' editors post their ZIPs here.
export const access = { read: "public", write: { "upload-package": "course-editor" } } satisfies RouteAccess;

function refused(refusal: Refusal) {
  const message = refusal.message ?? DEFAULT_MESSAGE_FOR_REASON[refusal.reason];
  return Response.json({ message, error: message }, { status: STATUS_FOR_REASON[refusal.reason] });
}

/**
 * api/courses/{courseId}/packages: a SCORM package's ZIP from the package block's editor, or a cmi5
 * course's ZIP from the cmi5 block's (blockType=cmi5; decision 0097-scorm-content-packages),
 * streamed to a temporary file and refused (413) past its limit, then read, checked and stored by
 * content-packages; answers the package as JSON (201), with the course structure for cmi5.
 */
export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireCourseEditor(request, params.courseId);
  // i18n-exempt: a media type, not words
  if (!(request.headers.get("Content-Type") ?? "").toLowerCase().startsWith("multipart/form-data"))
    return refused(refuse("unsupported-type", m.sendPackageMultipart()));
  const received = await readMultipartUpload(request, {
    fileField: PACKAGE_UPLOAD_FIELD,
    directory: incomingUploadDirectory(getEnvironment().uploadDirectory),
    maxFileBytes: PACKAGE_UPLOAD_MAX_BYTES,
    fileTooLargeMessage: PACKAGE_TOO_LARGE_MESSAGE(),
  });
  if (!received.ok) return refused(received);
  try {
    if (!received.file || received.file.size === 0)
      return Response.json({ message: m.choosePackageZip() }, { status: 400 });
    const bytes = new Uint8Array(await fs.readFile(received.file.path));
    const imported = await importPackage(getDb(), fileStorage(getEnvironment().uploadDirectory), {
      courseId: params.courseId,
      userId: user.id,
      bytes,
      target: received.fields.get(PACKAGE_TARGET_FIELD) === "cmi5" ? "cmi5" : "package",
    });
    if (!imported.ok) return refused(imported);
    const pkg = imported.package;
    return Response.json(
      {
        package: {
          id: pkg.id,
          title: pkg.title,
          kind: pkg.kind,
          kindLabel: PACKAGE_KIND_LABELS[pkg.kind],
          fileCount: pkg.fileCount,
          scoCount: pkg.organisation.scos.length,
        },
        ...(pkg.cmi5Course ? { course: pkg.cmi5Course } : {}),
      },
      { status: 201 },
    );
  } finally {
    await discardReceivedFile(received.file);
  }
}

import { getEnvironment } from "~/lib/env.server";
import { fileResponse } from "~/lib/file-response.server";
import { fileStorage } from "~/lib/file-storage.server";
import { refusalResponse } from "~/lib/refusal";
import type { RouteAccess } from "~/lib/route-access";
import { getDb } from "~/server/app-context.server";
import { exportCourseAsScorm } from "~/server/scorm-export/scorm-export.server";
import type { Route } from "./+types/course-scorm-export";
import { requireCourseEditor } from "./require-course-editor.server";

/** A course as a SCORM 1.2 package another LMS plays (decision 0099-scorm-export): its editors only. */
export const access = { read: "course-editor" } satisfies RouteAccess;

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireCourseEditor(request, params.courseId);
  const download = await exportCourseAsScorm(getDb(), fileStorage(getEnvironment().uploadDirectory), params.courseId);
  if (!download.ok) throw refusalResponse(download);
  return fileResponse(download.body, { contentType: "application/zip", fileName: download.fileName });
}

import { findSubmissionFile } from "~/features/assessment/assignments/submission-detail.server";
import { getEnvironment } from "~/lib/env.server";
import { fileResponse } from "~/lib/file-response.server";
import { fileStorage } from "~/lib/file-storage.server";
import { refusalResponse, refuse } from "~/lib/refusal";
import type { RouteAccess } from "~/lib/route-access";
import { getDb } from "~/server/app-context.server";
import { personalDataFile } from "~/server/personal-data-export.server";
import type { Route } from "./+types/submission-file";
import * as m from "./messages";
import { requireCourseAssessment } from "./require-assessment.server";

// A learner's evidence, for the course's assessment staff only (decision 0095-assignments-and-portfolios).
export const access = { read: "course-assessment" } satisfies RouteAccess;

/** One submitted file, streamed from storage after the access check, as an attachment (nosniff, file CSP). */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireCourseAssessment(request, params.courseId);
  const file = await findSubmissionFile(getDb(), params);
  if (!file) throw refusalResponse(refuse("missing", m.fileMissing()));
  const stored = await fileStorage(getEnvironment().uploadDirectory).get(file.stored_name);
  if (!stored) throw refusalResponse(refuse("missing", m.fileMissingFromStorage()));
  return personalDataFile(
    request,
    `Assignment evidence: ${file.original_name}`,
    fileResponse(stored.body, {
      contentType: file.content_type,
      fileName: file.original_name,
      disposition: "attachment",
      headers: { "Content-Length": String(stored.size), ETag: stored.etag },
    }),
  );
}

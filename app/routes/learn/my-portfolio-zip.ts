import { preparePortfolio } from "~/features/assessment/assignments/portfolio.server";
import { findLessonReader } from "~/features/learning/reader-actions.server";
import { getEnvironment } from "~/lib/env.server";
import { fileResponse } from "~/lib/file-response.server";
import { fileStorage } from "~/lib/file-storage.server";
import { refusalResponse } from "~/lib/refusal";
import type { RouteAccess } from "~/lib/route-access";
import { requireUser } from "~/platform/auth/session.server";
import { getDb } from "~/server/app-context.server";
import { personalDataFile } from "~/server/personal-data-export.server";
import type { Route } from "./+types/my-portfolio-zip";

// The learner's own portfolio of evidence for a course they read (decision 0095-assignments-and-portfolios).
export const access = { read: "course-reader" } satisfies RouteAccess;

/** The same ZIP the assessors download, of the signed-in reader's own work only. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const db = getDb();
  const reader = await findLessonReader(db, { courseId: params.courseId, lessonId: undefined, user });
  if (!reader.ok) throw refusalResponse(reader);
  const portfolio = await preparePortfolio(db, fileStorage(getEnvironment().uploadDirectory), {
    courseId: params.courseId,
    userId: user.id,
    isOwnDownload: true,
  });
  if (!portfolio.ok) throw refusalResponse(portfolio);
  return personalDataFile(
    request,
    `Own portfolio of evidence: ${portfolio.fileName}`,
    fileResponse(portfolio.body, { contentType: "application/zip", fileName: portfolio.fileName }),
    "download",
  );
}

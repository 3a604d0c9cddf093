import { preparePortfolio } from "~/features/assessment/assignments/portfolio.server";
import { getEnvironment } from "~/lib/env.server";
import { fileResponse } from "~/lib/file-response.server";
import { fileStorage } from "~/lib/file-storage.server";
import { refusalResponse } from "~/lib/refusal";
import type { RouteAccess } from "~/lib/route-access";
import { getDb } from "~/server/app-context.server";
import { personalDataFile } from "~/server/personal-data-export.server";
import type { Route } from "./+types/portfolio";
import { requireCourseAssessment } from "./require-assessment.server";

// A learner's portfolio of evidence, for the course's assessment staff (decision 0095-assignments-and-portfolios).
export const access = { read: "course-assessment" } satisfies RouteAccess;

/** One ZIP: a PDF summary of every submission and decision, and the submitted files; streamed. */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireCourseAssessment(request, params.courseId);
  const portfolio = await preparePortfolio(getDb(), fileStorage(getEnvironment().uploadDirectory), {
    courseId: params.courseId,
    userId: params.userId,
  });
  if (!portfolio.ok) throw refusalResponse(portfolio);
  return personalDataFile(
    request,
    `Portfolio of evidence: ${portfolio.fileName}`,
    fileResponse(portfolio.body, { contentType: "application/zip", fileName: portfolio.fileName }),
  );
}

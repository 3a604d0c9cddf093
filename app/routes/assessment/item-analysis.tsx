import { listBankQuizzes, loadItemAnalysis } from "~/features/assessment/analysis/item-analysis.server";
import { ItemAnalysisView } from "~/features/assessment/components/item-analysis-view";
import { pageTitle } from "~/lib/page-title";
import { refusalResponse, refuse } from "~/lib/refusal";
import type { RouteAccess } from "~/lib/route-access";
import { getDb } from "~/server/app-context.server";
import type { Route } from "./+types/item-analysis";
import * as m from "./messages";
import { requireAssessedCourse } from "./require-assessment.server";

/** Item analysis of a course's bank-drawn quizzes: ?quiz= chooses one (the first by default). */
export const access = { read: "course-assessment" } satisfies RouteAccess;

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(m.itemAnalysis(), matches);

export async function loader({ request, params }: Route.LoaderArgs) {
  const { course } = await requireAssessedCourse(request, params.courseId);
  const quizzes = await listBankQuizzes(getDb(), course.id);
  const chosen = new URL(request.url).searchParams.get("quiz");
  if (chosen !== null && !quizzes.some((quiz) => quiz.blockId === chosen)) {
    throw refusalResponse(refuse("missing", m.noCompletedAttempts()));
  }
  const blockId = chosen ?? quizzes[0]?.blockId;
  const analysis = blockId ? await loadItemAnalysis(getDb(), { courseId: course.id, blockId }) : null;
  return { course: { id: course.id, name: course.name }, quizzes, analysis };
}

export default function ItemAnalysis({ loaderData }: Route.ComponentProps) {
  return <ItemAnalysisView {...loaderData} />;
}

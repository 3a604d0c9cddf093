import { QuestionEditor } from "~/features/assessment/components/question-editor";
import { SAVE_QUESTION_INTENT } from "~/features/assessment/questions/bank.schema";
import { LazyRichTextField } from "~/features/content-blocks/editors/lazy-rich-text-field";
import { pageTitle } from "~/lib/page-title";
import type { RouteAccess } from "~/lib/route-access";
import { requireInstructor } from "~/platform/auth/session.server";
import type { Route } from "./+types/shared-question";
import * as m from "./messages";
import { answerQuestionPost, loadQuestionEditor } from "./question-editor.server";

/** A question of the shared bank, new or edited (the rich-text field is content-blocks', passed in). */
export const access = { read: "staff", write: { [SAVE_QUESTION_INTENT]: "staff" } } satisfies RouteAccess;

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageTitle(loaderData?.question ? m.editQuestion({ title: loaderData.question.title }) : m.newQuestion(), matches);

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireInstructor(request);
  return loadQuestionEditor(new URL(request.url), { courseId: null }, params.questionId);
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireInstructor(request);
  return answerQuestionPost(request, { courseId: null }, user, params.questionId, "/question-bank");
}

export default function SharedQuestion({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <QuestionEditor {...loaderData} reply={actionData} bankPath="/question-bank" RichTextField={LazyRichTextField} />
  );
}

import { QuestionBankPage } from "~/features/assessment/components/question-bank-page";
import {
  ARCHIVE_QUESTION_INTENT,
  CREATE_CATEGORY_INTENT,
  DELETE_CATEGORY_INTENT,
  IMPORT_CSV_INTENT,
  IMPORT_QTI_INTENT,
  RENAME_CATEGORY_INTENT,
  RESTORE_QUESTION_INTENT,
} from "~/features/assessment/questions/bank.schema";
import { pageTitle } from "~/lib/page-title";
import type { RouteAccess } from "~/lib/route-access";
import { requireInstructor } from "~/platform/auth/session.server";
import type { Route } from "./+types/shared-question-bank";
import * as m from "./messages";
import { answerBankPost, loadBankPage } from "./question-bank.server";

/** The shared question bank (decision 0090): questions any course's quiz may draw from, kept by staff. */
export const access = {
  read: "staff",
  write: {
    [CREATE_CATEGORY_INTENT]: "staff",
    [RENAME_CATEGORY_INTENT]: "staff",
    [ARCHIVE_QUESTION_INTENT]: "staff",
    [RESTORE_QUESTION_INTENT]: "staff",
    [IMPORT_CSV_INTENT]: "staff",
    [IMPORT_QTI_INTENT]: "staff",
    [DELETE_CATEGORY_INTENT]: "staff",
  },
} satisfies RouteAccess;

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(m.sharedBank(), matches);

export async function loader({ request }: Route.LoaderArgs) {
  await requireInstructor(request);
  return loadBankPage(new URL(request.url), { courseId: null });
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireInstructor(request);
  return answerBankPost(request, { courseId: null }, user);
}

export default function SharedQuestionBank({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <QuestionBankPage
      {...loaderData}
      reply={actionData}
      heading={m.sharedBank()}
      intro={m.sharedBankIntro()}
      basePath="/question-bank"
      back={{ to: "/instructor/courses", label: m.backToCourses() }}
    />
  );
}

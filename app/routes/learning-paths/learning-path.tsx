import { LearningPathEditor } from "~/features/learning/paths/components/learning-path-editor";
import { findLearningPath, pathGoneMessage } from "~/features/learning/paths/path-records.server";
import {
  ADD_PATH_COURSE_INTENT,
  ENROL_PATH_STUDENT_INTENT,
  MOVE_PATH_COURSE_INTENT,
  REMOVE_PATH_COURSE_INTENT,
  SAVE_PATH_INTENT,
} from "~/features/learning/paths/paths.schema";
import { refusalReply } from "~/lib/action-reply";
import { pageTitle } from "~/lib/page-title";
import { refusalResponse, refuse } from "~/lib/refusal";
import { readFormData } from "~/lib/request-body.server";
import type { RouteAccess } from "~/lib/route-access";
import { requireInstructor } from "~/platform/auth/session.server";
import { getDb } from "~/server/app-context.server";
import type { Route } from "./+types/learning-path";
import { answerLearningPathForm } from "./learning-path-actions.server";
import * as m from "./messages";

/** Teaching › Learning paths › one path: details, courses in order, enrol a student (decision 0094-learning-paths). */
export const access = {
  read: "staff",
  write: {
    [SAVE_PATH_INTENT]: "staff",
    [ADD_PATH_COURSE_INTENT]: "staff",
    [MOVE_PATH_COURSE_INTENT]: "staff",
    [ENROL_PATH_STUDENT_INTENT]: "staff",
    [REMOVE_PATH_COURSE_INTENT]: "staff",
  },
} satisfies RouteAccess;

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageTitle(loaderData?.path.title ?? m.pageNotFound(), matches);

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireInstructor(request);
  const db = getDb();
  const path = await findLearningPath(db, params.pathId);
  if (!path) throw refusalResponse(refuse("missing", pathGoneMessage()));
  return { path };
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireInstructor(request);
  const formData = await readFormData(request);
  if (!(await findLearningPath(getDb(), params.pathId))) return refusalReply(refuse("missing", pathGoneMessage()));
  return answerLearningPathForm(params.pathId, user.id, formData);
}

export default function LearningPath({ loaderData }: Route.ComponentProps) {
  return <LearningPathEditor path={loaderData.path} />;
}

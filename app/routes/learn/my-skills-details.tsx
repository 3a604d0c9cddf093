import { GeneralErrorBoundary } from "~/components/general-error-boundary";
import { MySkillsDetailsPage } from "~/features/skills-reporting/components/my-skills-details-page";
import { loadSkillsDetails, saveSkillsDetails } from "~/features/skills-reporting/learner-details.server";
import {
  SAVE_SKILLS_DETAILS_INTENT,
  skillsDetailsIntentSchema,
  WITHDRAW_EQUITY_CONSENT_INTENT,
} from "~/features/skills-reporting/skills.schema";
import { acceptedReply, invalidReply, refusalReply } from "~/lib/action-reply";
import { parseForm } from "~/lib/forms";
import { pageTitle } from "~/lib/page-title";
import { readFormData } from "~/lib/request-body.server";
import type { RouteAccess } from "~/lib/route-access";
import { requireUser } from "~/platform/auth/session.server";
import { getDb } from "~/server/app-context.server";
import type { Route } from "./+types/my-skills-details";
import * as m from "./messages";

/** Anyone signed in keeps their own details for skills reporting (decision 0103-skills-evidence). */
export const access = {
  read: "signed-in",
  write: { [SAVE_SKILLS_DETAILS_INTENT]: "signed-in", [WITHDRAW_EQUITY_CONSENT_INTENT]: "signed-in" },
} satisfies RouteAccess;

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(m.detailsSkillsReporting(), matches);

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  return { view: await loadSkillsDetails(getDb(), user.id) };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  const parsed = parseForm(skillsDetailsIntentSchema, await readFormData(request));
  if (!parsed.ok) return invalidReply(parsed);
  const saved = await saveSkillsDetails(getDb(), user.id, parsed.data);
  return saved.ok ? acceptedReply() : refusalReply(saved, parsed.values);
}

export default function MySkillsDetails({ loaderData }: Route.ComponentProps) {
  return <MySkillsDetailsPage view={loaderData.view} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary backTo={{ to: "/my-learning", label: m.backMyLearning() }} />;
}

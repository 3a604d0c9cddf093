import { GeneralErrorBoundary } from "~/components/general-error-boundary";
import { SkillsCodesPage } from "~/features/skills-reporting/components/skills-codes-page";
import {
  INTERVENTION_TYPES,
  type InterventionType,
  SET_SKILLS_CODES_INTENT,
  skillsCodesSchema,
} from "~/features/skills-reporting/skills.schema";
import {
  listInterventionCodes,
  SKILLS_CODES_PAGE_SIZE,
  saveSkillsCodes,
} from "~/features/skills-reporting/skills-codes.server";
import { acceptedReply, invalidReply, refusalReply } from "~/lib/action-reply";
import { parseForm } from "~/lib/forms";
import { pageTitle } from "~/lib/page-title";
import { pageNumberFrom, redirectPastLastPage, searchTermFrom } from "~/lib/pagination";
import { readFormData } from "~/lib/request-body.server";
import type { RouteAccess } from "~/lib/route-access";
import { requireInstructor } from "~/platform/auth/session.server";
import { getDb } from "~/server/app-context.server";
import type { Route } from "./+types/skills-codes";
import * as m from "./messages";

/** Staff › Skills codes: OFO codes and NQF levels of interventions (decision 0103-skills-evidence). */
export const access = { read: "staff", write: { [SET_SKILLS_CODES_INTENT]: "staff" } } satisfies RouteAccess;

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(m.skillsCodesTitle(), matches);

export async function loader({ request }: Route.LoaderArgs) {
  await requireInstructor(request);
  const url = new URL(request.url);
  const asked = url.searchParams.get("type") ?? "";
  const type: InterventionType = (INTERVENTION_TYPES as readonly string[]).includes(asked)
    ? (asked as InterventionType)
    : "course";
  const search = searchTermFrom(url.searchParams);
  const page = pageNumberFrom(url.searchParams);
  const { items, total } = await listInterventionCodes(getDb(), { type, search, page });
  redirectPastLastPage(url, { page, total, pageSize: SKILLS_CODES_PAGE_SIZE });
  return { view: { type, search, page, pageSize: SKILLS_CODES_PAGE_SIZE, total, items } };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireInstructor(request);
  const parsed = parseForm(skillsCodesSchema, await readFormData(request));
  if (!parsed.ok) return invalidReply(parsed);
  const saved = await saveSkillsCodes(getDb(), parsed.data, user.id);
  return saved.ok ? acceptedReply() : refusalReply(saved, parsed.values);
}

export default function SkillsCodes({ loaderData }: Route.ComponentProps) {
  return <SkillsCodesPage view={loaderData.view} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary backTo={{ to: "/instructor", label: m.backToDashboard() }} />;
}

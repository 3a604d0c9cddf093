import { GeneralErrorBoundary } from "~/components/general-error-boundary";
import { CompanyInvitationPage } from "~/features/companies/components/company-invitation-page";
import { ACCEPT_INVITATION_INTENT, DECLINE_INVITATION_INTENT } from "~/features/companies/employee-consent.schema";
import { pageTitle } from "~/lib/page-title";
import type { RouteAccess } from "~/lib/route-access";
import { requireUser } from "~/platform/auth/session.server";
import type { Route } from "./+types/company-invitation";
import { answerInvitationPost, loadInvitationPage } from "./company-invitation.server";
import * as m from "./messages";

/**
 * A company's invitation (decision 0105-employee-consent): the link in the mail opens it; the
 * signed-in person it was sent to joins or declines. My learning's buttons post here too.
 */
export const access = {
  read: "signed-in",
  write: { [ACCEPT_INVITATION_INTENT]: "signed-in", [DECLINE_INVITATION_INTENT]: "signed-in" },
} satisfies RouteAccess;

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(m.companyInvitation(), matches);

export async function loader({ request }: Route.LoaderArgs) {
  return loadInvitationPage(request, await requireUser(request));
}

export async function action({ request }: Route.ActionArgs) {
  return answerInvitationPost(request, await requireUser(request));
}

export default function CompanyInvitation({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <CompanyInvitationPage
      view={loaderData.view}
      token={loaderData.token}
      refused={actionData && !actionData.ok ? (actionData.formError ?? null) : null}
    />
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary backTo={{ to: "/my-learning", label: m.backMyLearning() }} />;
}

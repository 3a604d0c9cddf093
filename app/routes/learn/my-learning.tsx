import { GeneralErrorBoundary } from "~/components/general-error-boundary";
import { CompanyInvitationsNotice } from "~/features/companies/components/company-invitation-page";
import { MyLearningPage } from "~/features/my-learning/components/my-learning-page";
import { getEnvironment } from "~/lib/env.server";
import { pageTitle } from "~/lib/page-title";
import type { RouteAccess } from "~/lib/route-access";
import { requireUser } from "~/platform/auth/session.server";
import { getDb } from "~/server/app-context.server";
import { findLearnerNotices } from "~/server/learner-roles.server";
import { loadMyLearning } from "~/server/my-learning.server";
import { loadMyOrders, ordersPageFrom } from "~/server/selling-my-orders.server";
import type { Route } from "./+types/my-learning";
import * as m from "./messages";

// Anyone signed in: students, and staff who enrolled in a course or booked a webinar themselves.
export const access = { read: "signed-in" } satisfies RouteAccess;

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(m.myLearning(), matches);

/** My learning: the student's home after sign-in (decision 0027). */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const ordersPage = ordersPageFrom(new URL(request.url).searchParams);
  const [view, { managesCompany, assesses, invitations }, orders] = await Promise.all([
    loadMyLearning(getDb(), user.id, { baseUrl: getEnvironment().baseUrl }),
    findLearnerNotices(getDb(), user.id),
    loadMyOrders(getDb(), user.id, ordersPage),
  ]);
  return { name: user.name, view, managesCompany, orders, assesses, invitations };
}

export default function MyLearning({ loaderData }: Route.ComponentProps) {
  return (
    <MyLearningPage
      name={loaderData.name}
      view={loaderData.view}
      managesCompany={loaderData.managesCompany}
      assesses={loaderData.assesses}
      orders={loaderData.orders}
      notices={<CompanyInvitationsNotice invitations={loaderData.invitations} />}
    />
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary backTo={{ to: "/", label: m.backHomePage() }} />;
}

import { data, redirect } from "react-router";
import { GeneralErrorBoundary } from "~/components/general-error-boundary";
import { CpdActivityReview, type ReviewReply } from "~/features/cpd-ledger/components/cpd-activity-review";
import { loadActivityForReview, readDecision, reviewActivity } from "~/features/cpd-ledger/cpd-activity-review.server";
import { getEnvironment } from "~/lib/env.server";
import { pageTitle } from "~/lib/page-title";
import { refusalResponse, refuse, STATUS_FOR_REASON } from "~/lib/refusal";
import { readFormData } from "~/lib/request-body.server";
import type { RouteAccess } from "~/lib/route-access";
import { toastHeaders } from "~/lib/toast.server";
import { requireInstructor } from "~/platform/auth/session.server";
import { getDb } from "~/server/app-context.server";
import type { Route } from "./+types/cpd-activity";
import * as m from "./messages";

// Instructors and admins see one activity with its evidence and decide it (decision 0038).
export const access = { read: "staff", write: { approve: "staff", reject: "staff" } } satisfies RouteAccess;

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageTitle(loaderData?.activity ? m.cpdActivityTitle({ title: loaderData.activity.title }) : m.cpdActivity(), matches);

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireInstructor(request);
  const activity = await loadActivityForReview(getDb(), params.activityId);
  if (!activity) throw refusalResponse(refuse("missing", m.cpdActivityMissing()));
  return { activity };
}

const VERSION = /^\d{1,9}$/;

/** Approve, or reject with a reason, at the version shown; the learner is mailed through the outbox. */
export async function action({ request, params }: Route.ActionArgs) {
  const reviewer = await requireInstructor(request);
  const formData = await readFormData(request);
  const version = String(formData.get("version") ?? "");
  const decision = readDecision(String(formData.get("intent") ?? ""), formData.get("reason"));
  const refused = (reply: ReviewReply, status: number) => data(reply, { status });
  if (!decision.ok) {
    return refused(
      { formError: decision.message ?? null, fieldErrors: decision.fieldErrors ?? {}, isStale: false },
      400,
    );
  }
  if (!VERSION.test(version)) {
    return refused(
      { formError: "The version is missing. Reload the page and decide again.", fieldErrors: {}, isStale: false },
      400,
    );
  }
  const outcome = await reviewActivity(
    getDb(),
    reviewer,
    { activityId: params.activityId, version: Number(version) },
    decision.value,
    { baseUrl: getEnvironment().baseUrl },
  );
  if (!outcome.ok) {
    if (outcome.reason === "missing") throw refusalResponse(outcome);
    const reply = { formError: outcome.message ?? null, fieldErrors: {}, isStale: outcome.reason === "stale" };
    return refused(reply, STATUS_FOR_REASON[outcome.reason]);
  }
  const message = outcome.status === "approved" ? m.activityApprovedMailed() : m.activityRejectedMailed();
  return redirect(`/instructor/cpd-activities/${params.activityId}`, { headers: await toastHeaders(message) });
}

export default function CpdActivity({ loaderData, actionData }: Route.ComponentProps) {
  return <CpdActivityReview activity={loaderData.activity} reply={actionData} backTo="/instructor/cpd-activities" />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary backTo={{ to: "/instructor/cpd-activities", label: m.backToCpdActivities() }} />;
}

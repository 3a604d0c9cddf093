import { redirect } from "react-router";
import { pageMeta } from "~/lib/page-title";
import { refusalResponse, refuse } from "~/lib/refusal";
import { parseFormBody } from "~/lib/request-body.server";
import type { RouteAccess } from "~/lib/route-access";
import { UnsubscribePage } from "~/platform/mail/components/unsubscribe-page";
import {
  isUnsubscribed,
  readUnsubscribeToken,
  UNSUBSCRIBE_LINK_INVALID,
  unsubscribeAddress,
} from "~/platform/mail/unsubscribe.server";
import { getDb } from "~/server/app-context.server";
import type { Route } from "./+types/unsubscribe";
import * as m from "./messages";

/**
 * The unsubscribe link of every reminder (POPIA, decision 0036): GET shows the address and one
 * button; POST (the button, or a mail client's RFC 8058 one-click request) unsubscribes it. The
 * signed token is the authority, so no sign-in is needed.
 */
export const access = { read: "public", write: "public" } satisfies RouteAccess;

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta(matches, location, {
    title: m.unsubscribeTitle(),
    description: m.unsubscribeDescription(),
    noIndex: true,
  });

function addressOf(token: string): string {
  const email = readUnsubscribeToken(token);
  if (!email) throw refusalResponse(refuse("missing", UNSUBSCRIBE_LINK_INVALID()));
  return email;
}

export async function loader({ params }: Route.LoaderArgs) {
  const email = addressOf(params.token);
  return { email, done: await isUnsubscribed(getDb(), email) };
}

export async function action({ request, params }: Route.ActionArgs) {
  const email = addressOf(params.token);
  await unsubscribeAddress(getDb(), email);
  // A mail client's one-click POST (RFC 8058) gets its answer here; the page's button comes back to
  // the page (post/redirect/get: the page is a plain document, decision 0057), which says it is done.
  const body = await parseFormBody(request);
  const oneClick = body.ok && body.formData.get("List-Unsubscribe") === "One-Click";
  if (oneClick) return { done: true };
  return redirect(`/unsubscribe/${encodeURIComponent(params.token)}`);
}

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  return <UnsubscribePage email={loaderData.email} done={loaderData.done || actionData?.done === true} />;
}

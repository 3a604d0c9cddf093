import { redirect } from "react-router";
import { ACCEPT_INVITATION_INTENT, invitationAnswerSchema } from "~/features/companies/employee-consent.schema";
import { answerInvitation, findInvitation } from "~/features/companies/employee-invitations.server";
import { invalidReply, refusalReply } from "~/lib/action-reply";
import { parseForm } from "~/lib/forms";
import { readFormData } from "~/lib/request-body.server";
import { toastHeaders } from "~/lib/toast.server";
import type { SessionUser } from "~/platform/auth/session.server";
import { getDb } from "~/server/app-context.server";
import * as m from "./messages";

/** The invitation page's reads and answers (decision 0105-employee-consent). */
const TOKEN_PATTERN = /^[\w-]{1,100}$/;

export async function loadInvitationPage(request: Request, user: SessionUser) {
  const token = new URL(request.url).searchParams.get("token")?.trim() ?? "";
  const view = TOKEN_PATTERN.test(token)
    ? await findInvitation(getDb(), user.id, token)
    : ({
        state: "gone",
        message: m.invitationLinkNotCompleteOpen(),
      } as const);
  return { view, token: view.state === "open" ? token : "" };
}

export async function answerInvitationPost(request: Request, user: SessionUser) {
  const parsed = parseForm(invitationAnswerSchema, await readFormData(request));
  if (!parsed.ok) return invalidReply(parsed);
  const { intent, token, employeeId } = parsed.data;
  const answered = await answerInvitation(
    getDb(),
    user.id,
    token ? { token } : { employeeId },
    intent === ACCEPT_INVITATION_INTENT ? "accept" : "decline",
  );
  if (!answered.ok) return refusalReply(answered, parsed.values);
  return redirect("/my-learning", { headers: await toastHeaders(answered.message) });
}

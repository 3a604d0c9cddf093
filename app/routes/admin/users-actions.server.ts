import { data, redirect } from "react-router";
import { inviteUser } from "~/features/users/invite-user.server";
import {
  CHANGE_ROLE_INTENT,
  DEACTIVATE_INTENT,
  INVITE_USER_INTENT,
  REACTIVATE_INTENT,
  type UserIntent,
  userIntentSchema,
} from "~/features/users/users.schema";
import {
  type AdminChangeResult,
  changeUserRole,
  findPageOfUser,
  setUserDeactivated,
} from "~/features/users/users.server";
import { acceptedReply, invalidIntentReply, invalidReply, refusalReply } from "~/lib/action-reply";
import { getEnvironment } from "~/lib/env.server";
import { type FormValues, parseForm } from "~/lib/forms";
import { toastHeaders } from "~/lib/toast.server";
import type { SessionUser } from "~/platform/auth/session.server";
import { getDb } from "~/server/app-context.server";
import * as m from "./messages";

/**
 * The users screen's posts, from form data to the reply: the invitation dialog's form, and each
 * row's role form and Deactivate/Reactivate buttons (which name the row's version, decision 0015).
 */
export async function answerUsersForm(admin: SessionUser, formData: FormData) {
  const parsed = parseForm(userIntentSchema, formData);
  if (!parsed.ok) {
    // The dialog shows each field's message under its field; a row's buttons have no fields to show them.
    return formData.get("intent") === INVITE_USER_INTENT ? invalidReply(parsed) : invalidIntentReply(parsed);
  }
  const input = parsed.data;
  const db = getDb();
  switch (input.intent) {
    case INVITE_USER_INTENT: {
      const { intent: _intent, ...invitation } = input;
      return inviteReply(await inviteUser(db, admin, invitation, getEnvironment().baseUrl), parsed.values);
    }
    case CHANGE_ROLE_INTENT:
      return changeReply(await changeUserRole(db, admin, rowOf(input), input.role));
    case DEACTIVATE_INTENT:
    case REACTIVATE_INTENT:
      return changeReply(await setUserDeactivated(db, admin, rowOf(input), input.intent === DEACTIVATE_INTENT));
  }
}

function rowOf(input: Extract<UserIntent, { userId: string }>) {
  return { userId: input.userId, loadedVersion: input.version };
}

/**
 * Invited: the whole list opens on the page that shows the new account, among the others, with the
 * notice (a search for the new address alone left the admin with one row); refused: the dialog shows why.
 */
async function inviteReply(result: Awaited<ReturnType<typeof inviteUser>>, values: FormValues) {
  if (!result.ok) return refusalReply(result, values);
  const headers = await toastHeaders(m.invitationSentTo({ email: result.email }));
  const page = await findPageOfUser(getDb(), result.userId);
  return redirect(page > 1 ? `/admin/users?page=${page}` : "/admin/users", { headers });
}

async function changeReply(result: AdminChangeResult) {
  if (!result.ok) return refusalReply(result);
  return data(acceptedReply(), { headers: await toastHeaders(result.message) });
}

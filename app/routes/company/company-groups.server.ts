import { data } from "react-router";
import { groupEnrolmentIntentSchema } from "~/features/scim/scim.schema";
import { acceptedReply, invalidReply, refusalReply } from "~/lib/action-reply";
import { parseForm } from "~/lib/forms";
import { toastHeaders } from "~/lib/toast.server";
import { getDb } from "~/server/app-context.server";
import { mapGroupAndEnrolMembers, unmapGroupEnrolment } from "~/server/scim-enrolments.server";
import * as m from "./messages";

/** The group-mapping forms of My company › Groups; the caller is a training manager of the company. */
export async function answerGroupEnrolmentForm(companyId: string, managerId: string, formData: FormData) {
  const parsed = parseForm(groupEnrolmentIntentSchema, formData);
  if (!parsed.ok) return invalidReply(parsed);
  const db = getDb();
  if (parsed.data.intent === "add-group-enrolment") {
    const mapped = await mapGroupAndEnrolMembers(db, {
      companyId,
      groupId: parsed.data.groupId,
      target: parsed.data.target,
      enrolledBy: managerId,
    });
    if (!mapped.ok) return refusalReply(mapped, parsed.values);
    return data(acceptedReply(), { headers: await toastHeaders(mapped.message) });
  }
  const removed = await unmapGroupEnrolment(db, { companyId, enrolmentId: parsed.data.enrolmentId });
  if (!removed.ok) return refusalReply(removed);
  return data(acceptedReply(), { headers: await toastHeaders(m.removedMembersKeepWhatThey()) });
}

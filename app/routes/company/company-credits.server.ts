import { data } from "react-router";
import { findManagedCompany } from "~/features/companies/company-access.server";
import { assignCreditSchema } from "~/features/selling/fulfilment.schema";
import { acceptedReply, invalidReply, refusalReply } from "~/lib/action-reply";
import { parseForm } from "~/lib/forms";
import { refusalResponse } from "~/lib/refusal";
import { toastHeaders } from "~/lib/toast.server";
import { getDb } from "~/server/app-context.server";
import { assignCompanyCredit } from "~/server/selling-credits.server";
import * as m from "./messages";

/**
 * My company › Seat credits: the manager gives one of the company's credits to an employee
 * (decision 0083-fulfilment-seats). Only a training manager of the company in the URL; anyone
 * else is refused 403 before the form is read.
 */
export async function answerAssignCredit(userId: string, companyId: string, formData: FormData) {
  const db = getDb();
  const managed = await findManagedCompany(db, userId, companyId);
  if (!managed.ok) throw refusalResponse(managed);
  const parsed = parseForm(assignCreditSchema, formData);
  if (!parsed.ok) return invalidReply(parsed);
  const assigned = await assignCompanyCredit(db, {
    companyId: managed.company.id,
    itemKey: parsed.data.item,
    employeeId: parsed.data.employeeId,
  });
  if (!assigned.ok) return refusalReply(assigned, parsed.values);
  const note = assigned.bookingStatus === "waitlisted" ? " (the event is full: on its waitlist)" : "";
  return data(acceptedReply(), {
    headers: await toastHeaders(
      m.nowHasASeatOn({ personName: assigned.personName, description: assigned.description, note }),
    ),
  });
}

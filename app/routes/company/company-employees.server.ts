import { data } from "react-router";
import { findCompanyForStaff } from "~/features/companies/company-staff-access.server";
import { listInvitedEmployees, resendInvitation } from "~/features/companies/employee-invitations.server";
import { listEmployeeProgress } from "~/features/companies/employee-progress.server";
import { addEmployeeForManager, removeEmployeeForManager } from "~/features/companies/employee-roster.server";
import {
  EMPLOYEE_PROGRESS_PAGE_SIZE,
  employeesIntentSchema,
  MANAGER_ADD_EMPLOYEE_INTENT,
  MANAGER_ASSIGN_TRAINING_INTENT,
  MANAGER_CANCEL_INVITATION_INTENT,
  MANAGER_RESEND_INVITATION_INTENT,
} from "~/features/companies/employee-self-service.schema";
import { acceptedReply, invalidReply, refusalReply } from "~/lib/action-reply";
import { getEnvironment } from "~/lib/env.server";
import { parseForm } from "~/lib/forms";
import { pageNumberFrom, redirectPastLastPage, searchTermFrom } from "~/lib/pagination";
import { type Outcome, refusalResponse, refuse } from "~/lib/refusal";
import { readFormData } from "~/lib/request-body.server";
import { toastHeaders } from "~/lib/toast.server";
import type { SessionUser } from "~/platform/auth/session.server";
import { getDb } from "~/server/app-context.server";
import { assignTraining } from "~/server/company-assignments.server";
import * as m from "./messages";

/**
 * My company › Employees (decision 0104-company-self-service): the progress table, add one
 * employee, assign training to the ticked ones. The company's managers and admins; anyone else
 * is told the company is not there (404) before the form is read.
 */
async function companyFor(user: SessionUser, companyId: string) {
  const found = await findCompanyForStaff(getDb(), user, companyId);
  if (!found.ok) throw refusalResponse(found);
  return found.company;
}

export async function loadEmployeesPage(request: Request, user: SessionUser, companyId: string) {
  const company = await companyFor(user, companyId);
  const url = new URL(request.url);
  const search = searchTermFrom(url.searchParams);
  const page = pageNumberFrom(url.searchParams);
  const db = getDb();
  // The training picker searches on the server as the manager types (decision 0136-course-pickers).
  const [view, invitations] = await Promise.all([
    listEmployeeProgress(db, company, { search, page }),
    listInvitedEmployees(db, company),
  ]);
  redirectPastLastPage(url, { page, total: view.total, pageSize: EMPLOYEE_PROGRESS_PAGE_SIZE });
  return { view, invitations, isAdmin: user.role === "admin" };
}

export async function answerEmployeesPost(request: Request, user: SessionUser, companyId: string) {
  const company = await companyFor(user, companyId);
  const parsed = parseForm(employeesIntentSchema, await readFormData(request));
  if (!parsed.ok) return invalidReply(parsed);
  const db = getDb();
  const input = parsed.data;
  let done: Outcome<{ message: string }>;
  switch (input.intent) {
    case MANAGER_ADD_EMPLOYEE_INTENT:
      done = await addEmployeeForManager(db, company, input, {
        manager: { name: user.name },
        baseUrl: getEnvironment().baseUrl,
      });
      break;
    case MANAGER_ASSIGN_TRAINING_INTENT:
      done = await assignTraining(db, company, user, input);
      break;
    case MANAGER_RESEND_INVITATION_INTENT:
      done = await resendInvitation(db, company, input.employeeId, {
        manager: { name: user.name },
        baseUrl: getEnvironment().baseUrl,
      });
      break;
    case MANAGER_CANCEL_INVITATION_INTENT:
      done = await removeEmployeeForManager(db, company, input.employeeId, { onlyInvited: true });
      break;
    default:
      // The file import posts to its own page.
      done = refuse("invalid", m.uploadTheFileOnThe());
  }
  if (!done.ok) return refusalReply(done, parsed.values);
  return data(acceptedReply({ intent: input.intent }), { headers: await toastHeaders(done.message) });
}

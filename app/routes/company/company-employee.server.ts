import { data, redirect } from "react-router";
import { findCompanyForStaff } from "~/features/companies/company-staff-access.server";
import { loadEmployeeDetail } from "~/features/companies/employee-progress.server";
import { removeEmployeeForManager } from "~/features/companies/employee-roster.server";
import {
  employeeIntentSchema,
  MANAGER_ASSIGN_TRAINING_INTENT,
} from "~/features/companies/employee-self-service.schema";
import { acceptedReply, invalidReply, refusalReply } from "~/lib/action-reply";
import { parseForm } from "~/lib/forms";
import { type Outcome, refusalResponse, refuse } from "~/lib/refusal";
import { readFormData } from "~/lib/request-body.server";
import { toastHeaders } from "~/lib/toast.server";
import type { SessionUser } from "~/platform/auth/session.server";
import { getDb } from "~/server/app-context.server";
import { assignTraining } from "~/server/company-assignments.server";
import * as m from "./messages";

/**
 * My company › one employee (decision 0104-company-self-service): their courses, paths,
 * certificates and CPD points; assign them training or remove them. An employee of another
 * company is not found (404), as is a company the caller does not manage.
 */
const EMPLOYEE_NOT_FOUND = "That employee was not found in this company.";

async function companyFor(user: SessionUser, companyId: string) {
  const found = await findCompanyForStaff(getDb(), user, companyId);
  if (!found.ok) throw refusalResponse(found);
  return found.company;
}

export async function loadEmployeePage(user: SessionUser, companyId: string, employeeId: string) {
  const company = await companyFor(user, companyId);
  const db = getDb();
  const view = await loadEmployeeDetail(db, company, employeeId);
  if (!view) throw refusalResponse(refuse("missing", EMPLOYEE_NOT_FOUND));
  return { view };
}

export async function answerEmployeePost(request: Request, user: SessionUser, companyId: string, employeeId: string) {
  const company = await companyFor(user, companyId);
  const form = await readFormData(request);
  // Training is assigned to the employee the URL names. A removal must name them in its form as
  // well (the button's hidden field), so a bare post removes nobody.
  if (form.get("intent") === MANAGER_ASSIGN_TRAINING_INTENT) form.set("employeeId", employeeId);
  const parsed = parseForm(employeeIntentSchema, form);
  if (!parsed.ok) return invalidReply(parsed);
  const db = getDb();
  let done: Outcome<{ message: string }>;
  if (parsed.data.intent === MANAGER_ASSIGN_TRAINING_INTENT) {
    done = await assignTraining(db, company, user, parsed.data);
  } else if (parsed.data.employeeId !== employeeId) {
    done = refuse("invalid", m.chooseAnEmployeeToRemove(), { employeeId: "Choose an employee to remove" });
  } else {
    done = await removeEmployeeForManager(db, company, employeeId);
    if (done.ok) {
      throw redirect(`/my-company/${encodeURIComponent(company.id)}/employees`, {
        headers: await toastHeaders(done.message),
      });
    }
  }
  if (!done.ok) return refusalReply(done, parsed.values);
  return data(acceptedReply({ intent: parsed.data.intent }), { headers: await toastHeaders(done.message) });
}

import { data, redirect } from "react-router";
import {
  ADD_EMPLOYEE_INTENT,
  ADD_MANAGER_INTENT,
  type CompanyIntent,
  CREATE_COMPANY_INTENT,
  companyIntentSchema,
  createCompanySchema,
  REMOVE_EMPLOYEE_INTENT,
  REMOVE_MANAGER_INTENT,
  UPDATE_COMPANY_INTENT,
} from "~/features/companies/companies.schema";
import {
  addCompanyEmployee,
  addCompanyManager,
  createCompany,
  removeCompanyEmployee,
  removeCompanyManager,
  updateCompany,
} from "~/features/companies/companies.server";
import { acceptedReply, invalidIntentReply, invalidReply, refusalReply } from "~/lib/action-reply";
import { parseForm } from "~/lib/forms";
import { type Outcome, refuse } from "~/lib/refusal";
import { toastHeaders } from "~/lib/toast.server";
import { getDb } from "~/server/app-context.server";
import * as m from "./messages";

/** Admin › Companies' Add company form: the new company's page opens, with the notice. */
export async function answerCreateCompany(formData: FormData) {
  if (formData.get("intent") !== CREATE_COMPANY_INTENT) return refusalReply(refuse("invalid", m.unknownAction()));
  const parsed = parseForm(createCompanySchema, formData);
  if (!parsed.ok) return invalidReply(parsed);
  const { intent: _intent, ...details } = parsed.data;
  const created = await createCompany(getDb(), details);
  if (!created.ok) return refusalReply(created, parsed.values);
  return redirect(`/admin/companies/${created.id}`, { headers: await toastHeaders(m.added({ name: details.name })) });
}

/** One company's page: its details, employees and training managers, one intent each. */
export async function answerCompanyForm(companyId: string, formData: FormData) {
  const parsed = parseForm(companyIntentSchema, formData);
  const isTyped = isTypedForm(formData.get("intent"));
  if (!parsed.ok) return isTyped ? invalidReply(parsed) : invalidIntentReply(parsed);
  const outcome = await changeCompany(companyId, parsed.data);
  if (!outcome.ok) return refusalReply(outcome, isTyped ? parsed.values : null);
  return data(acceptedReply(), { headers: await toastHeaders(outcome.message) });
}

async function changeCompany(companyId: string, input: CompanyIntent): Promise<Outcome<{ message: string }>> {
  const db = getDb();
  switch (input.intent) {
    case UPDATE_COMPANY_INTENT: {
      const { intent: _intent, version, ...details } = input;
      const saved = await updateCompany(db, companyId, version, details);
      return saved.ok ? { ok: true, message: m.companyDetailsSaved() } : saved;
    }
    case ADD_EMPLOYEE_INTENT: {
      const added = await addCompanyEmployee(db, companyId, input);
      return added.ok ? { ok: true, message: m.addedAsEmployee({ name: added.name }) } : added;
    }
    case REMOVE_EMPLOYEE_INTENT: {
      const removed = await removeCompanyEmployee(db, companyId, input.employeeId);
      return removed.ok ? { ok: true, message: m.employeeRemoved() } : removed;
    }
    case ADD_MANAGER_INTENT: {
      const added = await addCompanyManager(db, companyId, input);
      return added.ok ? { ok: true, message: m.isNowATrainingManager({ name: added.name }) } : added;
    }
    case REMOVE_MANAGER_INTENT: {
      const removed = await removeCompanyManager(db, companyId, input.userId);
      return removed.ok ? { ok: true, message: m.trainingManagerRemoved() } : removed;
    }
  }
}

/**
 * The details, employee and manager forms: a refusal shows under their fields and brings back what
 * was typed. The remove buttons have no fields: their refusal shows above the page.
 */
function isTypedForm(intent: FormDataEntryValue | null): boolean {
  return intent === UPDATE_COMPANY_INTENT || intent === ADD_EMPLOYEE_INTENT || intent === ADD_MANAGER_INTENT;
}

import { parseForm } from "~/lib/forms";
import { type RefusalReason, refuse } from "~/lib/refusal";
import type { DatabaseExecutor } from "~db/executor";
import {
  ADD_EMPLOYEE_INTENT,
  ADD_MANAGER_INTENT,
  addEmployeeSchema,
  addManagerSchema,
  companyDetailsSchema,
  REMOVE_EMPLOYEE_INTENT,
  REMOVE_MANAGER_INTENT,
  UPDATE_COMPANY_INTENT,
  updateCompanySchema,
} from "./companies.schema";
import {
  addCompanyEmployee,
  addCompanyManager,
  createCompany,
  removeCompanyEmployee,
  removeCompanyManager,
  updateCompany,
} from "./companies.server";

/**
 * The admin's company forms, from posted form data to a result: the route only replies. Field
 * problems come back as fieldErrors with what was typed (values), other refusals with their message.
 */
export type CompanyFormResult =
  | { ok: true; message: string; companyId?: string }
  | { ok: false; reason: "invalid"; fieldErrors: Record<string, string>; values: Record<string, string> }
  | { ok: false; reason: RefusalReason; message?: string; fieldErrors?: Record<string, string> };

export async function createCompanyFromForm(db: DatabaseExecutor, formData: FormData): Promise<CompanyFormResult> {
  const parsed = parseForm(companyDetailsSchema, formData);
  if (!parsed.ok) return { ok: false, reason: "invalid", fieldErrors: parsed.fieldErrors, values: parsed.values };
  const created = await createCompany(db, parsed.data);
  return { ok: true, message: `${parsed.data.name} added`, companyId: created.id };
}

export async function changeCompanyFromForm(
  db: DatabaseExecutor,
  companyId: string,
  formData: FormData,
): Promise<CompanyFormResult> {
  switch (formData.get("intent")) {
    case UPDATE_COMPANY_INTENT: {
      const parsed = parseForm(updateCompanySchema, formData);
      if (!parsed.ok) return { ok: false, reason: "invalid", fieldErrors: parsed.fieldErrors, values: parsed.values };
      const { version, ...details } = parsed.data;
      const saved = await updateCompany(db, companyId, version, details);
      return saved.ok ? { ok: true, message: "Company details saved" } : saved;
    }
    case ADD_EMPLOYEE_INTENT: {
      const parsed = parseForm(addEmployeeSchema, formData);
      if (!parsed.ok) return { ok: false, reason: "invalid", fieldErrors: parsed.fieldErrors, values: parsed.values };
      const added = await addCompanyEmployee(db, companyId, parsed.data);
      return added.ok ? { ok: true, message: `${added.name} added as employee` } : added;
    }
    case REMOVE_EMPLOYEE_INTENT: {
      const removed = await removeCompanyEmployee(db, companyId, String(formData.get("employeeId") ?? ""));
      return removed.ok ? { ok: true, message: "Employee removed" } : removed;
    }
    case ADD_MANAGER_INTENT: {
      const parsed = parseForm(addManagerSchema, formData);
      if (!parsed.ok) return { ok: false, reason: "invalid", fieldErrors: parsed.fieldErrors, values: parsed.values };
      const added = await addCompanyManager(db, companyId, parsed.data);
      return added.ok ? { ok: true, message: `${added.name} is now a training manager` } : added;
    }
    case REMOVE_MANAGER_INTENT: {
      const removed = await removeCompanyManager(db, companyId, String(formData.get("userId") ?? ""));
      return removed.ok ? { ok: true, message: "Training manager removed" } : removed;
    }
    default:
      return refuse("invalid", "Unknown action");
  }
}

import { z } from "zod";
import { optionalEmail, optionalText, requiredText } from "~/lib/form-fields";
import { formVersion } from "~/lib/form-numbers";
import * as m from "./messages";

/**
 * Company accounts (docs/decisions/0039-company-accounts.md): the admin's forms
 * and the manager's year. One schema per form, used by the form and checked again by the action.
 */
export const COMPANIES_PAGE_SIZE = 20;
export const COMPANY_PEOPLE_PAGE_SIZE = 20;
/** The manager's view: employees per page (each with their certificates and bookings of the year). */
export const COMPANY_TRAINING_PAGE_SIZE = 10;

export const CREATE_COMPANY_INTENT = "create-company";
export const UPDATE_COMPANY_INTENT = "update-company";
export const ADD_EMPLOYEE_INTENT = "add-employee";
export const REMOVE_EMPLOYEE_INTENT = "remove-employee";
export const ADD_MANAGER_INTENT = "add-manager";
export const REMOVE_MANAGER_INTENT = "remove-manager";

export const companyDetailsSchema = z.object({
  name: requiredText(200, () => m.fieldCompanyName()),
  registrationNumber: optionalText(50, () => m.fieldRegistrationNumber()),
  contactName: optionalText(100, () => m.fieldContactName()),
  contactEmail: optionalEmail,
  contactPhone: optionalText(30, () => m.fieldContactPhone()),
});

export const createCompanySchema = companyDetailsSchema.extend({ intent: z.literal(CREATE_COMPANY_INTENT) });

const updateCompanySchema = companyDetailsSchema.extend({
  intent: z.literal(UPDATE_COMPANY_INTENT),
  version: formVersion(),
});

/**
 * An employee: an existing account chosen from the search (userId), or an address for someone
 * without an account yet (email, with the name to show). One of the two.
 */
export const addEmployeeSchema = z
  .object({
    intent: z.literal(ADD_EMPLOYEE_INTENT),
    userId: optionalText(100),
    email: optionalEmail,
    name: optionalText(100, () => m.fieldName()),
  })
  .superRefine((value, context) => {
    if (value.userId) return;
    if (!value.email) {
      context.addIssue({ code: "custom", path: ["email"], message: m.chooseAnAccountOrEnter() });
    } else if (!value.name) {
      context.addIssue({ code: "custom", path: ["name"], message: m.enterTheEmployeeSName() });
    }
  });

/** A training manager signs in, so they are always an account: chosen from the search or named by its address. */
export const addManagerSchema = z
  .object({ intent: z.literal(ADD_MANAGER_INTENT), userId: optionalText(100), email: optionalEmail })
  .superRefine((value, context) => {
    if (!value.userId && !value.email) {
      context.addIssue({ code: "custom", path: ["email"], message: m.chooseAnAccountOrEnter2() });
    }
  });

const removeEmployeeSchema = z.object({
  intent: z.literal(REMOVE_EMPLOYEE_INTENT),
  employeeId: z.string().min(1, { error: () => m.chooseAnEmployeeToRemove() }),
});

const removeManagerSchema = z.object({
  intent: z.literal(REMOVE_MANAGER_INTENT),
  userId: z.string().min(1, { error: () => m.chooseATrainingManagerTo() }),
});

/** Everything one company's admin page posts, told apart by its intent; the route switches on it. */
export const companyIntentSchema = z.discriminatedUnion(
  "intent",
  [updateCompanySchema, addEmployeeSchema, removeEmployeeSchema, addManagerSchema, removeManagerSchema],
  { error: () => m.unknownAction() },
);
export type CompanyIntent = z.output<typeof companyIntentSchema>;

export const YEAR_MESSAGE = () => m.chooseYear2000to2100();

/** ?year= of the manager's view and the audit download: four digits, 2000 to 2100; absent: this year. */
export function yearFrom(searchParams: URLSearchParams, currentYear: number): number | null {
  const text = searchParams.get("year");
  if (text === null || text === "") return currentYear;
  if (!/^\d{4}$/.test(text)) return null;
  const year = Number(text);
  return year >= 2000 && year <= 2100 ? year : null;
}

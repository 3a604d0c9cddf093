import { z } from "zod";
import { email, requiredText } from "~/lib/form-fields";
import * as m from "./messages";

/**
 * A training manager's own work on My company (decision 0104-company-self-service): add and remove
 * employees, add many from a CSV file, assign online courses and learning paths. One schema per
 * form; the routes switch on the intent.
 */
export const EMPLOYEE_PROGRESS_PAGE_SIZE = 20;

export const MANAGER_ADD_EMPLOYEE_INTENT = "add-employee";
export const MANAGER_IMPORT_EMPLOYEES_INTENT = "import-employees";
export const MANAGER_ASSIGN_TRAINING_INTENT = "assign-training";
export const MANAGER_REMOVE_EMPLOYEE_INTENT = "remove-employee";
/** An invited employee who has not answered (decision 0105-employee-consent): send again, or withdraw. */
export const MANAGER_RESEND_INVITATION_INTENT = "resend-invitation";
export const MANAGER_CANCEL_INVITATION_INTENT = "cancel-invitation";

/** The CSV file's form field, its size limit and the most rows one file may hold. */
export const EMPLOYEES_FILE_FIELD = "file";
export const EMPLOYEES_FILE_MAX_BYTES = 256 * 1024;
export const EMPLOYEES_FILE_MAX_ROWS = 1000;
export const EMPLOYEES_FILE_TOO_LARGE_MESSAGE = () => m.employeesFileTooLarge();
/** The columns of the CSV file, in this order; the template download has exactly these. */
export const EMPLOYEE_CSV_COLUMNS = ["name", "email"] as const;

const managerAddEmployeeSchema = z.object({
  intent: z.literal(MANAGER_ADD_EMPLOYEE_INTENT),
  name: requiredText(100, () => m.fieldName()),
  email: email({ label: () => m.fieldEmail() }),
});

const importEmployeesSchema = z.object({ intent: z.literal(MANAGER_IMPORT_EMPLOYEES_INTENT) });

const MAX_EMPLOYEES_PER_ASSIGNMENT = 50;

/** "course:<id>" or "path:<id>": what the training select posts. */
const trainingKey = z
  .string({ error: () => m.chooseACourseOrLearning() })
  .trim()
  .regex(/^(course|path):[\w-]{1,64}$/, { error: () => m.chooseACourseOrLearning() });

const assignTrainingSchema = z.object({
  intent: z.literal(MANAGER_ASSIGN_TRAINING_INTENT),
  training: trainingKey,
  // One checkbox per employee (repeated fields); one employee is a plain string.
  employeeId: z
    .union([z.string(), z.array(z.string())], { error: () => m.chooseAtLeastOneEmployee() })
    .transform((value) => (Array.isArray(value) ? value : [value]).map((id) => id.trim()).filter((id) => id !== ""))
    .refine((ids) => ids.length >= 1, { error: () => m.chooseAtLeastOneEmployee() })
    .refine((ids) => ids.length <= MAX_EMPLOYEES_PER_ASSIGNMENT && ids.every((id) => id.length <= 64), {
      error: () => m.chooseAtMostEmployeesAt({ maxEmployeesPerAssignment: MAX_EMPLOYEES_PER_ASSIGNMENT }),
    }),
});

const managerRemoveEmployeeSchema = z.object({
  intent: z.literal(MANAGER_REMOVE_EMPLOYEE_INTENT),
  employeeId: z
    .string()
    .trim()
    .min(1, { error: () => m.chooseAnEmployeeToRemove() })
    .max(64),
});

const invitationIntent = (intent: typeof MANAGER_RESEND_INVITATION_INTENT | typeof MANAGER_CANCEL_INVITATION_INTENT) =>
  z.object({
    intent: z.literal(intent),
    employeeId: z
      .string()
      .trim()
      .min(1, { error: () => m.chooseAnInvitation2() })
      .max(64),
  });

/** The employees page: add one, import a file, assign training to the ticked ones, resend or withdraw an invitation. */
export const employeesIntentSchema = z.discriminatedUnion(
  "intent",
  [
    managerAddEmployeeSchema,
    importEmployeesSchema,
    assignTrainingSchema,
    invitationIntent(MANAGER_RESEND_INVITATION_INTENT),
    invitationIntent(MANAGER_CANCEL_INVITATION_INTENT),
  ],
  { error: () => m.unknownAction() },
);

/** One employee's page: assign training to them, or remove them from the company. */
export const employeeIntentSchema = z.discriminatedUnion(
  "intent",
  [assignTrainingSchema, managerRemoveEmployeeSchema],
  {
    error: () => m.unknownAction(),
  },
);

export type AssignTrainingInput = z.output<typeof assignTrainingSchema>;

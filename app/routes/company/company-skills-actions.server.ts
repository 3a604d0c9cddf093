import { setEmployeeIdNumber } from "~/features/skills-reporting/learner-details.server";
import { employeeIdSchema } from "~/features/skills-reporting/skills.schema";
import { findFacilitatedCompany } from "~/features/skills-reporting/skills-access.server";
import { acceptedReply, invalidReply, refusalReply } from "~/lib/action-reply";
import { parseForm } from "~/lib/forms";
import { refusalResponse } from "~/lib/refusal";
import { readFormData } from "~/lib/request-body.server";
import { getDb } from "~/server/app-context.server";

/** The skills page's one form: the facilitator enters an employee's ID number (decision 0103-skills-evidence). */
export async function answerEmployeeIdNumber(request: Request, user: { id: string; role: string }, companyId: string) {
  const db = getDb();
  const facilitated = await findFacilitatedCompany(db, user, companyId);
  if (!facilitated.ok) throw refusalResponse(facilitated);
  const parsed = parseForm(employeeIdSchema, await readFormData(request));
  if (!parsed.ok) return invalidReply(parsed);
  const saved = await setEmployeeIdNumber(db, {
    companyId: facilitated.company.id,
    employeeId: parsed.data.employeeId,
    idType: parsed.data.idType,
    idNumber: parsed.data.idNumber,
    enteredBy: user.id,
  });
  return saved.ok ? acceptedReply({ savedFor: saved.employeeName }) : refusalReply(saved, parsed.values);
}

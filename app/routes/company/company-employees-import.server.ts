import fs from "node:fs/promises";
import { data } from "react-router";
import { findCompanyForStaff } from "~/features/companies/company-staff-access.server";
import { checkEmployeesFile } from "~/features/companies/employee-csv.server";
import { addEmployeesFromFile } from "~/features/companies/employee-roster.server";
import {
  EMPLOYEES_FILE_FIELD,
  EMPLOYEES_FILE_MAX_BYTES,
  EMPLOYEES_FILE_TOO_LARGE_MESSAGE,
  MANAGER_IMPORT_EMPLOYEES_INTENT,
} from "~/features/companies/employee-self-service.schema";
import { incomingUploadDirectory } from "~/features/uploads/uploads.server";
import { acceptedReply, refusalReply } from "~/lib/action-reply";
import { getEnvironment } from "~/lib/env.server";
import { discardReceivedFile, readMultipartUpload } from "~/lib/multipart-upload.server";
import { refusalResponse, refuse } from "~/lib/refusal";
import { readTextFile } from "~/lib/request-body.server";
import { toastHeaders } from "~/lib/toast.server";
import type { SessionUser } from "~/platform/auth/session.server";
import { getDb } from "~/server/app-context.server";
import * as m from "./messages";

/**
 * My company › Import employees (decision 0104-company-self-service): the CSV arrives as multipart,
 * streamed to a temporary file and refused past 256 KB; it is checked whole, then every row is
 * added in one transaction, or none.
 */
export async function companyForImport(user: SessionUser, companyId: string) {
  const found = await findCompanyForStaff(getDb(), user, companyId);
  if (!found.ok) throw refusalResponse(found);
  return found.company;
}

export async function answerEmployeesImport(request: Request, user: SessionUser, companyId: string) {
  const company = await companyForImport(user, companyId);
  const received = await readMultipartUpload(request, {
    fileField: EMPLOYEES_FILE_FIELD,
    directory: incomingUploadDirectory(getEnvironment().uploadDirectory),
    maxFileBytes: EMPLOYEES_FILE_MAX_BYTES,
    fileTooLargeMessage: EMPLOYEES_FILE_TOO_LARGE_MESSAGE(),
  });
  if (!received.ok) return refusalReply(received);
  const { file, fields } = received;
  try {
    if (fields.get("intent") !== MANAGER_IMPORT_EMPLOYEES_INTENT)
      return refusalReply(refuse("invalid", m.unknownAction()));
    if (!file || file.size === 0) {
      const message = m.chooseEmployeesCsv();
      return refusalReply(refuse("invalid", message, { file: message }));
    }
    const bytes = await fs.readFile(file.path);
    const text = await readTextFile(new File([bytes], file.fileName || "employees.csv"));
    if (!text.ok) return refusalReply({ ...text, fieldErrors: { file: text.message ?? "" } });
    const db = getDb();
    const checked = await checkEmployeesFile(db, company, text.text);
    if (!checked.ok) return refusalReply(checked);
    const added = await addEmployeesFromFile(db, company, checked.people, {
      manager: { name: user.name },
      baseUrl: getEnvironment().baseUrl,
    });
    if (!added.ok) return refusalReply(added);
    return data(acceptedReply({ message: added.message }), { headers: await toastHeaders(added.message) });
  } finally {
    await discardReceivedFile(file);
  }
}

import { questionsForExport } from "~/features/assessment/questions/bank.server";
import type { BankScope } from "~/features/assessment/questions/bank-categories.server";
import { bankToCsv } from "~/features/assessment/questions/bank-csv";
import { bankToQtiPackage } from "~/features/assessment/questions/qti-write.server";
import { csvFileResponse, fileResponse } from "~/lib/file-response.server";
import { getSiteTimeZone } from "~/platform/site-settings/site-settings.server";
import { getDb } from "~/server/app-context.server";

/** A bank's downloads (decision 0091-question-bank): CSV, and a QTI 2.1 content package. */
export async function bankCsvDownload(scope: BankScope, fileStem: string): Promise<Response> {
  const db = getDb();
  const questions = await questionsForExport(db, scope);
  return csvFileResponse(bankToCsv(questions, await getSiteTimeZone(db)), `${fileStem}.csv`);
}

export async function bankQtiDownload(scope: BankScope, fileStem: string): Promise<Response> {
  const questions = await questionsForExport(getDb(), scope);
  return fileResponse(await bankToQtiPackage(questions), {
    contentType: "application/zip",
    fileName: `${fileStem}-qti.zip`,
  });
}

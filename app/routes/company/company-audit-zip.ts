import { YEAR_MESSAGE, yearFrom } from "~/features/companies/companies.schema";
import { findManagedCompany } from "~/features/companies/company-access.server";
import { AUDIT_RATE_LIMIT, prepareAuditDownload } from "~/features/companies/company-audit.server";
import { fileResponse } from "~/lib/file-response.server";
import { refusalResponse, refuse } from "~/lib/refusal";
import { readFormData } from "~/lib/request-body.server";
import type { RouteAccess } from "~/lib/route-access";
import { requireUser } from "~/platform/auth/session.server";
import { getDb } from "~/server/app-context.server";
import { personalDataFile } from "~/server/personal-data-export.server";
import type { Route } from "./+types/company-audit-zip";

/**
 * "Download for audit" (decision 0039): the company's certificates and CPD points for the posted
 * year as a ZIP (CSV + certificate PDFs), for its training managers only. A POST, because each
 * download is logged and counted: a GET must change nothing (a link or prefetch could send it).
 */
export const access = { write: "company-manager" } satisfies RouteAccess;

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireUser(request);
  const db = getDb();
  const managed = await findManagedCompany(db, user.id, params.companyId);
  if (!managed.ok) throw refusalResponse(managed);
  const form = await readFormData(request);
  const fields = new URLSearchParams();
  for (const name of ["year", "body"]) fields.set(name, String(form.get(name) ?? ""));
  const year = yearFrom(fields, new Date().getUTCFullYear());
  if (year === null) throw refusalResponse(refuse("invalid", YEAR_MESSAGE()));
  const download = await prepareAuditDownload(db, {
    company: managed.company,
    userId: user.id,
    year,
    bodyCode: fields.get("body"),
  });
  if (!download.ok) {
    const retryAfter = String(AUDIT_RATE_LIMIT.windowMs / 1000);
    throw refusalResponse(download, download.reason === "too-many" ? { "Retry-After": retryAfter } : undefined);
  }
  return personalDataFile(
    request,
    `Company audit ZIP: ${managed.company.name}, ${year}`,
    fileResponse(download.body, { contentType: "application/zip", fileName: download.fileName }),
  );
}

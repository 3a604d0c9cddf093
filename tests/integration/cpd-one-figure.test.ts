import { unzipSync } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";
import { issueEnrolledUserCertificate } from "~/features/certificates/issue-enrolment-certificates.server";
import { certificatePoints, certificatePointsLine, formatPoints } from "~/lib/cpd-points";
import { parseCsv } from "~/lib/csv";
import { createId } from "~/lib/ids";
import * as apiCertificatesRoute from "~/routes/api/v1-certificates";
import * as auditZipRoute from "~/routes/company/company-audit-zip";
import * as verifyPdfRoute from "~/routes/site/verify-certificate-pdf";
import { getDb } from "~/server/app-context.server";
import { insertCpdCourse, insertEnrolledUser } from "~/server/factories/cpd-factory";
import { apiToken } from "~tests/support/api-world";
import { pdfToText } from "~tests/support/pdf-text";
import { formRequest, pageRequest, routeArgs, settle, TEST_ORIGIN } from "~tests/support/requests";
import { dispatch } from "~tests/support/route-table";
import { type SignedInUser, signedInAs } from "~tests/support/sign-in";

/**
 * One figure per certificate, everywhere (lib/cpd-points.ts): the number of CPD points a certificate
 * prints is the number the learner's ledger counts, the company audit CSV lists and the REST API
 * returns. A course worth 3 (clinical 2, ethics 1) and a person given 2 of them must read 2 on
 * every one of them, never 2 on the PDF and 3 in the ledger.
 */

let admin: SignedInUser;
let learner: SignedInUser;
let manager: SignedInUser;
let companyId: string;

interface Issued {
  id: string;
  number: string;
  code: string;
}

/** Through the CPD course screen's path: a course of 3 points (2 clinical, 1 ethics), the person given 2. */
async function issuedThroughEnrolment(): Promise<Issued> {
  const db = getDb();
  const course = await insertCpdCourse(db, {
    course_name: `Internal audit ${createId()}`,
    allocated_points: "3",
    clinical_points: "2",
    ethics_points: "1",
    accreditor: "HPCSA",
  });
  const enrolled = await insertEnrolledUser(db, course.id, {
    name: learner.name,
    email: learner.email,
    allocated_points: "2",
    completion_date: "2026-03-11T12:00:00.000Z",
  });
  const issued = await issueEnrolledUserCertificate(db, {
    cpdCourseId: course.id,
    enrolledUserId: enrolled.id,
    issuedByUserId: admin.id,
  });
  if (!issued.ok) throw new Error(issued.message);
  const { certificate } = issued;
  return { id: certificate.id, number: certificate.certificate_number, code: certificate.verification_code };
}

/** A row stored before the forms kept the split inside the total: allocated 2, clinical 2, ethics 1. */
async function storedInconsistent(): Promise<Issued> {
  const issued = await issuedThroughEnrolment();
  await getDb()
    .updateTable("certificates")
    .set({ allocated_points: "2", clinical_points: "2", ethics_points: "1" })
    .where("id", "=", issued.id)
    .execute();
  return issued;
}

async function pdfFigure(certificate: Issued): Promise<string | undefined> {
  const answer = (await settle(() =>
    verifyPdfRoute.loader(
      routeArgs(pageRequest(`/verify/${certificate.code}/certificate.pdf`), { code: certificate.code }),
    ),
  )) as Response;
  expect(answer.status).toBe(200);
  const text = pdfToText(new Uint8Array(await answer.arrayBuffer()), "reading");
  return /CPD points: (\d+(?:\.\d)?)/.exec(text)?.[1];
}

async function ledgerFigure(certificate: Issued): Promise<string | undefined> {
  const answer = await dispatch(pageRequest("/my-learning/cpd?body=HPCSA", learner.cookie));
  expect(answer.status).toBe(200);
  const page = Object.values(answer.loaderData).find(
    (data): data is { view: { entries: { reference: string; pointsTenths: number }[] } } =>
      typeof data === "object" && data !== null && "view" in data,
  );
  const entry = page?.view.entries.find((row) => row.reference === certificate.number);
  return entry ? formatPoints(entry.pointsTenths) : undefined;
}

async function auditRows() {
  const answer = (await settle(() =>
    auditZipRoute.action(
      routeArgs(formRequest(`/my-company/${companyId}/audit.zip`, { year: "2026" }, manager.cookie), { companyId }),
    ),
  )) as Response;
  expect(answer.status).toBe(200);
  const files = unzipSync(new Uint8Array(await answer.arrayBuffer()));
  const [header, ...rows] = parseCsv(new TextDecoder().decode(files["certificates-2026.csv"]));
  const column = (name: string) => header?.indexOf(name) ?? -1;
  return (certificate: Issued) => {
    const row = rows.find((cells) => cells[column("Certificate number")] === certificate.number);
    return {
      points: row?.[column("Points")],
      clinical: row?.[column("Clinical points")],
      ethics: row?.[column("Ethics points")],
    };
  };
}

async function apiFigures() {
  const token = await apiToken(admin.id, ["certificates:read"]);
  const request = new Request(`${TEST_ORIGIN}/api/v1/certificates?limit=100`, {
    headers: { Authorization: `Bearer ${token.token}` },
  });
  const answer = await apiCertificatesRoute.loader(routeArgs(request));
  expect(answer.status).toBe(200);
  const body = (await answer.json()) as { data: { id: string; allocatedPoints: string }[] };
  return (certificate: Issued) => body.data.find((row) => row.id === certificate.id)?.allocatedPoints;
}

beforeAll(async () => {
  admin = await signedInAs("admin");
  learner = await signedInAs("student", { name: "Zanele Khumalo" });
  manager = await signedInAs("student", { name: "Training Manager" });
  const db = getDb();
  // The ledger reads certificates issued to an address only once the account confirmed it.
  await db.updateTable("user").set({ emailVerified: 1 }).where("id", "=", learner.id).execute();
  const now = new Date().toISOString();
  companyId = createId();
  await db
    .insertInto("companies")
    .values({ id: companyId, name: "Khumalo Labs", created_at: now, updated_at: now })
    .execute();
  await db
    .insertInto("company_employees")
    .values({
      id: createId(),
      company_id: companyId,
      user_id: learner.id,
      name: learner.name,
      email: learner.email,
      added_at: now,
      confirmed_at: now,
    })
    .execute();
  await db
    .insertInto("company_managers")
    .values({ company_id: companyId, user_id: manager.id, added_at: now })
    .execute();
});

describe("one figure per certificate", () => {
  it("is the same on the PDF, in the ledger, in the company audit CSV and in the API", async () => {
    const certificates = [await issuedThroughEnrolment(), await storedInconsistent()];
    const audit = await auditRows();
    const api = await apiFigures();
    for (const certificate of certificates) {
      const figures = {
        pdf: await pdfFigure(certificate),
        ledger: await ledgerFigure(certificate),
        audit: audit(certificate).points,
        api: api(certificate),
      };
      expect(figures, certificate.number).toEqual({ pdf: "2", ledger: "2", audit: "2", api: "2" });
      // The parts the audit lists fit inside the total: 2 clinical, no ethics left over.
      expect(audit(certificate)).toEqual({ points: "2", clinical: "2", ethics: "" });
    }
  });

  it("never has parts that add up to more than the total, and prints exactly that total", () => {
    const texts = ["", "0", "1", "2", "2.5", "3 CEUs", "1,5", "-4", "ten"];
    for (const allocated of texts) {
      for (const clinical of texts) {
        for (const ethics of texts) {
          const row = { allocated_points: allocated, clinical_points: clinical, ethics_points: ethics };
          const { totalTenths, categories } = certificatePoints(row);
          const parts = Object.values(categories).reduce((sum, tenths) => sum + tenths, 0);
          expect(parts, JSON.stringify(row)).toBe(totalTenths);
          const line = certificatePointsLine({ ...row, source: "cpd" });
          expect(line === null ? 0 : line.split(" ")[2]).toBe(totalTenths === 0 ? 0 : formatPoints(totalTenths));
        }
      }
    }
  });
});

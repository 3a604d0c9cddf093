import { unzipSync } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";
import { emptyContent, issueCertificate } from "~/features/certificates/issue-certificate.server";
import { AUDIT_RATE_LIMIT } from "~/features/companies/company-audit.server";
import type { RefusedReply } from "~/lib/action-reply";
import { parseCsv } from "~/lib/csv";
import { createId } from "~/lib/ids";
import * as adminCompaniesRoute from "~/routes/admin/companies";
import * as adminCompanyRoute from "~/routes/admin/company";
import * as auditZipRoute from "~/routes/company/company-audit-zip";
import * as companyTrainingRoute from "~/routes/company/company-training";
import * as myCompanyRoute from "~/routes/company/my-company";
import { getDb } from "~/server/app-context.server";
import { insertEvent } from "~/server/factories/event-factory";
import { pdfToText } from "~tests/support/pdf-text";
import { dataOf, formRequest, pageRequest, routeArgs, settle } from "~tests/support/requests";
import { type SignedInUser, signedInAs } from "~tests/support/sign-in";

/**
 * Company accounts (issue 14 item 6, decision 0039): an admin builds a company through its pages
 * (details at a version, employees by account or address, training managers); a manager sees only
 * their own company's people and downloads one ZIP (CSV + certificate PDFs) for a year; everyone
 * else is refused on the server.
 */

let admin: SignedInUser;
let manager: SignedInUser;
let employee: SignedInUser;
let otherManager: SignedInUser;
let companyId: string;
let otherCompanyId: string;
const EMAIL_ONLY = `nomsa-${createId()}@example.test`;
// A name a spreadsheet would run as a formula: the CSV must keep it text.
const FORMULA_NAME = '=HYPERLINK("http://evil.test","Nomsa")';

async function post(
  route: { action: (args: never) => unknown },
  path: string,
  fields: Record<string, string>,
  params = {},
) {
  return settle(() => route.action(routeArgs(formRequest(path, fields, admin.cookie), params)) as Promise<unknown>);
}

async function certificate(fields: {
  userId?: string | null;
  email: string;
  date: string;
  points: string;
  ethics?: string;
  course: string;
  revoked?: boolean;
  expiresAt?: string;
}) {
  const db = getDb();
  const { certificate: issued } = await issueCertificate(db, {
    issuedByUserId: null,
    content: {
      ...emptyContent(),
      source: fields.userId ? "online" : "cpd",
      user_id: fields.userId ?? null,
      recipient_name: "Employee",
      recipient_email: fields.email,
      course_name: fields.course,
      completion_date: fields.date,
      allocated_points: fields.points,
      ethics_points: fields.ethics ?? "",
      accreditor: "HPCSA",
    },
  });
  if (fields.expiresAt) {
    await db.updateTable("certificates").set({ expires_at: fields.expiresAt }).where("id", "=", issued.id).execute();
  }
  if (fields.revoked) {
    await db
      .updateTable("certificates")
      .set({ revoked_at: new Date().toISOString(), revoked_reason: "Issued in error" })
      .where("id", "=", issued.id)
      .execute();
  }
  return issued;
}

function trainingRequest(id: string, cookie: string, query = "?year=2026") {
  return settle(() =>
    companyTrainingRoute.loader(routeArgs(pageRequest(`/my-company/${id}${query}`, cookie), { companyId: id })),
  );
}

function zipRequest(id: string, cookie: string, fields: Record<string, string> = { year: "2026" }) {
  return settle(() =>
    auditZipRoute.action(routeArgs(formRequest(`/my-company/${id}/audit.zip`, fields, cookie), { companyId: id })),
  );
}

beforeAll(async () => {
  admin = await signedInAs("admin");
  manager = await signedInAs("student", { name: "Lerato Manager" });
  employee = await signedInAs("student", { name: "Anele Employee" });
  otherManager = await signedInAs("student", { name: "Pieter Elsewhere" });

  const created = await post(adminCompaniesRoute, "/admin/companies", {
    intent: "create-company",
    name: "Umgeni Pathology (Pty) Ltd",
    registrationNumber: "2015/123456/07",
    contactName: "Lerato Manager",
    contactEmail: "Training@Umgeni.test",
    contactPhone: "+27 31 555 0100",
  });
  expect(created).toBeInstanceOf(Response);
  const location = (created as Response).headers.get("Location") ?? "";
  expect(location).toMatch(/^\/admin\/companies\/[^/]+$/);
  companyId = location.split("/").at(-1) as string;

  const path = `/admin/companies/${companyId}`;
  const params = { companyId };
  const additions: Record<string, string>[] = [
    { intent: "add-employee", userId: employee.id },
    { intent: "add-employee", email: EMAIL_ONLY.toUpperCase(), name: FORMULA_NAME },
    { intent: "add-manager", email: manager.email },
  ];
  for (const fields of additions) {
    expect(dataOf(await post(adminCompanyRoute, path, fields, params)).status).toBe(200);
  }

  const other = await post(adminCompaniesRoute, "/admin/companies", {
    intent: "create-company",
    name: "Elsewhere Labs",
  });
  otherCompanyId = ((other as Response).headers.get("Location") ?? "").split("/").at(-1) as string;
  await post(
    adminCompanyRoute,
    `/admin/companies/${otherCompanyId}`,
    { intent: "add-manager", userId: otherManager.id },
    {
      companyId: otherCompanyId,
    },
  );

  // Anele: two current 2026 certificates (one by account, one by her confirmed address), one revoked, one from 2025.
  await certificate({
    userId: employee.id,
    email: employee.email,
    date: "2026-03-10T12:00:00.000Z",
    points: "10",
    ethics: "2",
    course: "Ethics in the laboratory",
  });
  await certificate({
    email: employee.email.toUpperCase(),
    date: "2026-08-01T12:00:00.000Z",
    points: "5",
    course: "Biosafety refresher",
  });
  await certificate({
    userId: employee.id,
    email: employee.email,
    date: "2026-05-05T12:00:00.000Z",
    points: "4",
    course: "Revoked course",
    revoked: true,
  });
  await certificate({
    userId: employee.id,
    email: employee.email,
    date: "2025-11-20T12:00:00.000Z",
    points: "7",
    course: "Last year's course",
  });
  // Nomsa has no account: matched by the address the admin entered.
  await certificate({ email: EMAIL_ONLY, date: "2026-02-14T12:00:00.000Z", points: "3", course: "Phlebotomy update" });
  // Nomsa's first aid certificate ran out in February: listed as Expired, its PDF still in the audit file.
  await certificate({
    email: EMAIL_ONLY,
    date: "2026-01-05T12:00:00.000Z",
    points: "1",
    course: "Lapsed first aid",
    expiresAt: "2026-02-01",
  });
  // Someone of the other company.
  await certificate({
    userId: otherManager.id,
    email: otherManager.email,
    date: "2026-04-01T12:00:00.000Z",
    points: "9",
    course: "Not ours",
  });

  const event = await insertEvent(getDb(), {
    title: "Quality indicators webinar",
    dateFrom: "2026-04-20",
    dateTo: "2026-04-20",
  });
  await getDb()
    .insertInto("event_bookings")
    .values({
      id: createId(),
      event_id: event.id,
      name: "Anele",
      surname: "Employee",
      email: employee.email,
      phone: "+27 82 555 0101",
      hpcsa: null,
      province: "Gauteng",
      city: "Johannesburg",
      company: "Umgeni",
      occupation: "Technologist",
      created_at: new Date().toISOString(),
      user_id: employee.id,
      attended_at: "2026-04-20T08:05:00.000Z",
      minutes_attended: 95,
      status: "confirmed",
    })
    .execute();
});

describe("an admin's company", () => {
  it("lists companies with their counts, searched and paged", async () => {
    const loaded = (await adminCompaniesRoute.loader(
      routeArgs(pageRequest("/admin/companies?q=umgeni", admin.cookie)),
    )) as Awaited<ReturnType<typeof adminCompaniesRoute.loader>>;
    expect(loaded.companies.map((company) => company.name)).toEqual(["Umgeni Pathology (Pty) Ltd"]);
    expect(loaded.companies[0]).toMatchObject({ employeeCount: 2, managerCount: 1 });
    const badPage = await settle(() =>
      adminCompaniesRoute.loader(routeArgs(pageRequest("/admin/companies?page=x", admin.cookie))),
    );
    expect((badPage as Response).status).toBe(400);
  });

  it("keeps the address of an email-only employee in lower case and refuses the same person twice", async () => {
    const again = await post(
      adminCompanyRoute,
      `/admin/companies/${companyId}`,
      { intent: "add-employee", userId: employee.id },
      { companyId },
    );
    expect(dataOf<RefusedReply>(again)).toMatchObject({ status: 409, data: { reason: "conflict" } });
    expect(dataOf<RefusedReply>(again).data.formError).toContain("already an employee");
    const row = await getDb()
      .selectFrom("company_employees")
      .select("email")
      .where("user_id", "is", null)
      .where("company_id", "=", companyId)
      .executeTakeFirstOrThrow();
    expect(row.email).toBe(EMAIL_ONLY);
  });

  it("refuses a second company of the same name, whatever the letter case, as a conflict that names the field", async () => {
    const sameName = `Company names are told apart regardless of case: this one stays the only one.`;
    const refused = await post(adminCompaniesRoute, "/admin/companies", {
      intent: "create-company",
      name: "UMGENI PATHOLOGY (PTY) LTD",
      contactName: "Someone Else",
    });
    const reply = dataOf<RefusedReply>(refused);
    expect(reply.status, sameName).toBe(409);
    expect(reply.data.reason).toBe("conflict");
    const message =
      "A company named UMGENI PATHOLOGY (PTY) LTD already exists. Open it from the list, or give this one another name.";
    expect(reply.data.formError).toBe(message);
    expect(reply.data.fieldErrors).toEqual({ name: message });
    expect(reply.data.values).toMatchObject({ contactName: "Someone Else" });
    const named = await getDb()
      .selectFrom("companies")
      .select("id")
      .where((eb) => eb(eb.fn("lower", ["name"]), "=", "umgeni pathology (pty) ltd"))
      .execute();
    expect(named).toHaveLength(1);

    // Renaming another company to a name in use is the same conflict; its details stay as they were.
    const renamed = await post(
      adminCompanyRoute,
      `/admin/companies/${otherCompanyId}`,
      { intent: "update-company", name: "Umgeni Pathology (Pty) Ltd", version: "1" },
      { companyId: otherCompanyId },
    );
    expect(dataOf<RefusedReply>(renamed)).toMatchObject({ status: 409, data: { reason: "conflict" } });
    const other = await getDb()
      .selectFrom("companies")
      .select("name")
      .where("id", "=", otherCompanyId)
      .executeTakeFirstOrThrow();
    expect(other.name).toBe("Elsewhere Labs");
  });

  it("refuses the same training manager twice as a conflict", async () => {
    const again = await post(
      adminCompanyRoute,
      `/admin/companies/${companyId}`,
      { intent: "add-manager", email: manager.email },
      { companyId },
    );
    expect(dataOf<RefusedReply>(again)).toMatchObject({ status: 409, data: { reason: "conflict" } });
    expect(dataOf<RefusedReply>(again).data.formError).toBe("Lerato Manager is already a training manager here.");
  });

  it("names only existing accounts training managers, with a clear message", async () => {
    const refused = await post(
      adminCompanyRoute,
      `/admin/companies/${companyId}`,
      { intent: "add-manager", email: "nobody@example.test" },
      { companyId },
    );
    expect(dataOf(refused).status).toBe(400);
    expect(dataOf<{ fieldErrors: Record<string, string> }>(refused).data.fieldErrors.email).toBe(
      "No account uses this address",
    );
  });

  it("saves details at a version: the second save from the same version is refused and the first stays", async () => {
    const path = `/admin/companies/${companyId}`;
    const details = { intent: "update-company", name: "Umgeni Pathology (Pty) Ltd", version: "1" };
    const first = await post(adminCompanyRoute, path, { ...details, contactName: "First editor" }, { companyId });
    expect(dataOf(first).status).toBe(200);
    const second = await post(adminCompanyRoute, path, { ...details, contactName: "Second editor" }, { companyId });
    expect(dataOf(second).status).toBe(409);
    expect(dataOf<{ formError: string }>(second).data.formError).toContain("someone else");
    const stored = await getDb()
      .selectFrom("companies")
      .select(["contact_name", "version"])
      .where("id", "=", companyId)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ contact_name: "First editor", version: 2 });
    const missing = await post(
      adminCompanyRoute,
      "/admin/companies/nope",
      { ...details, version: "1" },
      { companyId: "nope" },
    );
    expect(dataOf(missing).status).toBe(404);
  });

  it("is for admins only", async () => {
    const refused = await settle(() =>
      adminCompanyRoute.loader(routeArgs(pageRequest(`/admin/companies/${companyId}`, manager.cookie), { companyId })),
    );
    expect((refused as Response).status).toBe(403);
  });
});

describe("My company", () => {
  it("opens the manager's one company and refuses anyone who manages none", async () => {
    const opened = await settle(() => myCompanyRoute.loader(routeArgs(pageRequest("/my-company", manager.cookie))));
    expect((opened as Response).headers.get("Location")).toBe(`/my-company/${companyId}`);
    const refused = await settle(() => myCompanyRoute.loader(routeArgs(pageRequest("/my-company", employee.cookie))));
    expect((refused as Response).status).toBe(403);
  });

  it("shows the manager each employee's certificates, points, bookings and attendance for the year", async () => {
    const loaded = (await trainingRequest(companyId, manager.cookie)) as Awaited<
      ReturnType<typeof companyTrainingRoute.loader>
    >;
    const { employees } = loaded.view;
    expect(employees.map((person) => person.name).sort()).toEqual(["Anele Employee", FORMULA_NAME].sort());
    const anele = employees.find((person) => person.name === "Anele Employee");
    expect(anele?.certificates.map((row) => [row.courseName, row.status, row.points])).toEqual([
      ["Ethics in the laboratory", "Valid", "10"],
      ["Revoked course", "Revoked", "4"],
      ["Biosafety refresher", "Valid", "5"],
    ]);
    // HPCSA 30 a year: 15 from current 2026 certificates (the revoked one and 2025's do not count).
    expect(anele?.standing).toMatchObject({
      yearPoints: "15",
      requiredPoints: "30",
      stillNeededPoints: "15",
      isMet: false,
    });
    expect(anele?.bookings).toEqual([
      expect.objectContaining({
        eventTitle: "Quality indicators webinar",
        attendance: "Attended",
        minutesAttended: 95,
      }),
    ]);
    const nomsa = employees.find((person) => person.name === FORMULA_NAME);
    expect(nomsa?.certificates.map((row) => [row.courseName, row.status])).toEqual([
      ["Lapsed first aid", "Expired"],
      ["Phlebotomy update", "Valid"],
    ]);
    const lastYear = (await trainingRequest(companyId, manager.cookie, "?year=2025")) as typeof loaded;
    expect(lastYear.view.employees.flatMap((person) => person.certificates.map((row) => row.courseName))).toEqual([
      "Last year's course",
    ]);
  });

  it("searches and pages the employees", async () => {
    const found = (await trainingRequest(companyId, manager.cookie, "?year=2026&q=anele")) as Awaited<
      ReturnType<typeof companyTrainingRoute.loader>
    >;
    expect(found.view.employees.map((person) => person.name)).toEqual(["Anele Employee"]);
    const past = await trainingRequest(companyId, manager.cookie, "?year=2026&page=9");
    expect((past as Response).status).toBe(302);
  });

  it("refuses another company's manager, an employee who is not a manager, and an admin (403)", async () => {
    for (const cookie of [otherManager.cookie, employee.cookie, admin.cookie]) {
      expect(((await trainingRequest(companyId, cookie)) as Response).status).toBe(403);
      expect(((await zipRequest(companyId, cookie)) as Response).status).toBe(403);
    }
    const unknown = await trainingRequest("no-such-company", manager.cookie);
    expect((unknown as Response).status).toBe(403);
  });

  it("refuses a year that is not one, with a message", async () => {
    for (const query of ["?year=20x6", "?year=1999", "?year=99999"]) {
      const refused = (await trainingRequest(companyId, manager.cookie, query)) as Response;
      expect(refused.status).toBe(400);
      expect(await refused.text()).toBe("Choose a year from 2000 to 2100.");
    }
    const refusedZip = (await zipRequest(companyId, manager.cookie, { year: "next year" })) as Response;
    expect(refusedZip.status).toBe(400);
    expect(await refusedZip.text()).toBe("Choose a year from 2000 to 2100.");
  });
});

describe("Download for audit", () => {
  it("is one ZIP: the year's certificates and points as CSV and every current certificate's PDF; logged", async () => {
    const response = (await zipRequest(companyId, manager.cookie)) as Response;
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/zip");
    expect(response.headers.get("Content-Disposition")).toContain("umgeni-pathology-pty-ltd-training-2026.zip");
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    const names = Object.keys(files).sort();
    const pdfs = names.filter((name) => name.startsWith("certificates/"));
    expect(names.filter((name) => !name.startsWith("certificates/"))).toEqual([
      "certificates-2026.csv",
      "cpd-points-2026.csv",
    ]);
    // Anele's two current 2026 certificates and Nomsa's two (the expired one too): not the revoked one,
    // not 2025's, not the other company's.
    expect(pdfs).toHaveLength(4);

    const text = (name: string) => new TextDecoder().decode(files[name]);
    const [header, ...rows] = parseCsv(text("certificates-2026.csv"));
    expect(header?.slice(0, 6)).toEqual([
      "Employee",
      "Email",
      "Certificate number",
      "Course",
      "Completion date",
      "Points",
    ]);
    const byCourse = new Map(rows.map((row) => [row[3], row]));
    expect([...byCourse.keys()].sort()).toEqual([
      "Biosafety refresher",
      "Ethics in the laboratory",
      "Lapsed first aid",
      "Phlebotomy update",
      "Revoked course",
    ]);
    expect(header?.slice(9, 13)).toEqual(["Valid until", "Status", "Verify at", "PDF file"]);
    expect(byCourse.get("Ethics in the laboratory")?.slice(4, 11)).toEqual([
      "2026-03-10",
      "10",
      "",
      "2",
      "HPCSA",
      "",
      "Valid",
    ]);
    expect(byCourse.get("Lapsed first aid")?.slice(9, 11)).toEqual(["2026-02-01", "Expired"]);
    expect(byCourse.get("Revoked course")?.[10]).toBe("Revoked");
    expect(byCourse.get("Revoked course")?.[12]).toBe("");
    // The formula-like name stays text.
    expect(byCourse.get("Phlebotomy update")?.[0]).toBe(`'${FORMULA_NAME}`);
    for (const course of ["Biosafety refresher", "Ethics in the laboratory", "Lapsed first aid", "Phlebotomy update"]) {
      const pdfName = byCourse.get(course)?.[12] as string;
      expect(pdfs).toContain(pdfName);
      const bytes = files[pdfName] as Uint8Array;
      expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
      expect(await pdfToText(Buffer.from(bytes))).toContain(course);
    }
    const [pointsHeader, ...pointsRows] = parseCsv(text("cpd-points-2026.csv"));
    expect(pointsHeader?.slice(0, 7)).toEqual([
      "Employee",
      "Email",
      "Year",
      "Accrediting body",
      "Points in year",
      "Points required",
      "Still needed",
    ]);
    expect(pointsRows.find((row) => row[0] === "Anele Employee")?.slice(2, 10)).toEqual([
      "2026",
      "HPCSA",
      "15",
      "30",
      "15",
      "2",
      "1",
      "1",
    ]);

    const logged = await getDb()
      .selectFrom("company_audit_downloads")
      .selectAll()
      .where("company_id", "=", companyId)
      .execute();
    expect(logged).toEqual([expect.objectContaining({ user_id: manager.id, year: 2026, certificate_count: 4 })]);
    const refusedLogged = await getDb()
      .selectFrom("company_audit_downloads")
      .select("id")
      .where("user_id", "in", [otherManager.id, employee.id, admin.id])
      .execute();
    expect(refusedLogged).toEqual([]);
  });

  it("is rate-limited per person: 429 with a message once the limit is used up", async () => {
    const used = await getDb()
      .selectFrom("company_audit_downloads")
      .select("id")
      .where("user_id", "=", manager.id)
      .execute();
    for (let index = used.length; index < AUDIT_RATE_LIMIT.limit; index += 1) {
      const allowed = (await zipRequest(companyId, manager.cookie, { year: "2025" })) as Response;
      expect(allowed.status).toBe(200);
      await allowed.arrayBuffer();
    }
    const refused = (await zipRequest(companyId, manager.cookie, { year: "2025" })) as Response;
    expect(refused.status).toBe(429);
    expect(await refused.text()).toMatch(/Try again in \d+ minutes?\./);
  });
});

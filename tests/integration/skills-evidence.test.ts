import { unzipSync } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";
import { emptyContent, issueCertificate } from "~/features/certificates/issue-certificate.server";
import { recordPayment } from "~/features/selling/settle.server";
import { setFacilitator } from "~/features/skills-reporting/facilitators.server";
import { ANNUAL_TRAINING_REPORT_COLUMNS, buildSkillsReport } from "~/features/skills-reporting/skills-exports.server";
import { parseCsv } from "~/lib/csv";
import { createId } from "~/lib/ids";
import * as companySkillsRoute from "~/routes/company/company-skills";
import * as atrRoute from "~/routes/company/skills-annual-training-report-csv";
import * as bbbeeRoute from "~/routes/company/skills-bbbee-skills-summary-csv";
import * as evidenceRoute from "~/routes/company/skills-evidence-zip";
import * as mySkillsDetailsRoute from "~/routes/learn/my-skills-details";
import * as skillsCodesRoute from "~/routes/staff/skills-codes";
import { getDb } from "~/server/app-context.server";
import { insertCourse, insertEnrolment } from "~/server/factories/course-factory";
import { insertCpdCourse, insertEnrolledUser } from "~/server/factories/cpd-factory";
import { insertEvent } from "~/server/factories/event-factory";
import { acceptFulfilment, insertOrder, personBuyer, setSupplierDetails } from "~/server/factories/selling-factory";
import { dataOf, formRequest, pageRequest, routeArgs, settle } from "~tests/support/requests";
import { type SignedInUser, signedInAs } from "~tests/support/sign-in";

/**
 * Skills-development evidence (decision 0103-skills-evidence): a company's facilitator downloads the
 * Annual Training Report learner sheet, the Workplace Skills Plan draft and the B-BBEE summary for a
 * financial year, built from factory data (enrolments, a booking, a CPD record, a paid company
 * invoice). Full ID numbers only in the files, equity fields only with consent, every download in
 * the access log, and nothing of one company for another company's facilitator.
 */

let admin: SignedInUser;
let facilitator: SignedInUser;
let otherFacilitator: SignedInUser;
let consenting: SignedInUser;
let declining: SignedInUser;
let companyId: string;
let otherCompanyId: string;
const SA_ID = "8001015009087";
const PASSPORT = "A1234567";
const YEAR = 2025;
const PRICE_CENTS = 300_050;
let certificateNumber = "";

const csvPath = (report: string, year: string | number = YEAR, company = companyId) =>
  `/my-company/${company}/skills/${report}.csv?year=${year}`;

async function download(
  route: { loader: (args: never) => unknown },
  path: string,
  cookie: string,
  company = companyId,
) {
  return (await settle(async () =>
    route.loader(routeArgs(pageRequest(path, cookie), { companyId: company })),
  )) as Response;
}

async function company(name: string, manager: SignedInUser, employees: SignedInUser[]) {
  const db = getDb();
  const id = createId();
  const now = new Date().toISOString();
  await db.insertInto("companies").values({ id, name, created_at: now, updated_at: now }).execute();
  for (const employee of employees) {
    await db
      .insertInto("company_employees")
      .values({
        id: createId(),
        company_id: id,
        user_id: employee.id,
        name: employee.name,
        email: employee.email.toLowerCase(),
        added_at: now,
        confirmed_at: now,
      })
      .execute();
  }
  await db.insertInto("company_managers").values({ company_id: id, user_id: manager.id, added_at: now }).execute();
  const named = await setFacilitator(db, { companyId: id, userId: manager.id, adminId: admin.id });
  if (!named.ok) throw new Error(named.message);
  return id;
}

async function saveDetails(user: SignedInUser, fields: Record<string, string>) {
  const view = dataOf<{ view: { version: number } }>(
    await mySkillsDetailsRoute.loader(routeArgs(pageRequest("/my-learning/skills-details", user.cookie))),
  ).data.view;
  return dataOf<{ ok: boolean; fieldErrors: Record<string, string> }>(
    await mySkillsDetailsRoute.action(
      routeArgs(formRequest("/my-learning/skills-details", { version: String(view.version), ...fields }, user.cookie)),
    ),
  );
}

async function accessLogSubjects(): Promise<string[]> {
  const rows = await getDb().selectFrom("personal_data_access_log").select("subject").orderBy("created_at").execute();
  return rows.map((row) => row.subject);
}

beforeAll(async () => {
  const db = getDb();
  admin = await signedInAs("admin");
  facilitator = await signedInAs("student", { name: "Sipho Facilitator" });
  otherFacilitator = await signedInAs("student", { name: "Other Facilitator" });
  consenting = await signedInAs("student", { name: "Ayanda Learner" });
  declining = await signedInAs("student", { name: "Zanele Learner" });
  companyId = await company("Skills Co", facilitator, [consenting, declining]);
  otherCompanyId = await company("Other Co", otherFacilitator, []);

  // A course sold to the company: two seats on one paid invoice, one for each learner.
  await setSupplierDetails(db);
  const course = await insertCourse(db, { title: "ISO 9001 internal auditor", price_cents: PRICE_CENTS });
  const order = await insertOrder(db, [{ itemType: "course", itemId: course.id, quantity: 2 }], {
    buyer: personBuyer({ kind: "company", companyId, companyName: "Skills Co", userId: facilitator.id }),
  });
  const paid = await recordPayment(
    db,
    { orderId: order.id, amountCents: order.total_cents, receivedOn: "2025-05-02", method: "eft", source: "manual" },
    acceptFulfilment,
  );
  if (!paid.ok) throw new Error(paid.message);
  const seats = await db
    .selectFrom("order_seats")
    .select("id")
    .where("order_id", "=", order.id)
    .orderBy("id")
    .execute();
  for (const [index, seat] of seats.entries()) {
    await db
      .updateTable("order_seats")
      .set({ status: "assigned", user_id: [consenting.id, declining.id][index] ?? null })
      .where("id", "=", seat.id)
      .execute();
  }
  await db
    .insertInto("intervention_skills_codes")
    .values({
      id: createId(),
      item_type: "course",
      item_id: course.id,
      ofo_code: "2021-242401",
      nqf_level: 5,
      updated_at: new Date().toISOString(),
    })
    .execute();
  await insertEnrolment(db, course.id, consenting.id, {
    enrolled_at: "2025-05-10T08:00:00.000Z",
    completed_at: "2025-06-01T10:00:00.000Z",
  });
  await insertEnrolment(db, course.id, declining.id, { enrolled_at: "2025-07-01T08:00:00.000Z" });
  // Outside the year: not in the 2025/26 sheet.
  const old = await insertCourse(db, { title: "Last year's course" });
  await insertEnrolment(db, old.id, consenting.id, {
    enrolled_at: "2024-01-10T08:00:00.000Z",
    completed_at: "2024-02-01T08:00:00.000Z",
  });
  // An event the consenting learner attended.
  const event = await insertEvent(db, {
    title: "Risk-based thinking workshop",
    dateFrom: "2025-09-10",
    dateTo: "2025-09-10",
  });
  await db
    .insertInto("event_bookings")
    .values({
      id: createId(),
      event_id: event.id,
      name: "Ayanda",
      surname: "Learner",
      email: consenting.email,
      phone: "+27 82 555 0101",
      hpcsa: null,
      province: "Gauteng",
      city: "Pretoria",
      company: "Skills Co",
      occupation: "Quality officer",
      created_at: "2025-08-01T08:00:00.000Z",
      user_id: consenting.id,
      attended_at: "2025-09-10T09:00:00.000Z",
      status: "confirmed",
    })
    .execute();
  // A CPD course record of the declining learner (matched by address).
  const cpd = await insertCpdCourse(db, { course_name: "Ethics in practice" });
  await insertEnrolledUser(db, cpd.id, { email: declining.email, name: declining.name, completion_date: "2025-10-10" });

  const { certificate } = await issueCertificate(db, {
    issuedByUserId: null,
    content: {
      ...emptyContent(),
      source: "online",
      user_id: consenting.id,
      recipient_name: consenting.name,
      recipient_email: consenting.email,
      course_name: "ISO 9001 internal auditor",
      completion_date: "2025-06-01",
    },
  });
  certificateNumber = certificate.certificate_number;
  expect(
    (
      await saveDetails(consenting, {
        intent: "save-skills-details",
        idType: "sa-id",
        idNumber: SA_ID,
        equityConsent: "on",
        populationGroup: "African",
        gender: "Female",
        disability: "No",
      })
    ).status,
  ).toBe(200);
  expect(
    (await saveDetails(declining, { intent: "save-skills-details", idType: "passport", idNumber: PASSPORT })).status,
  ).toBe(200);
}, 120_000);

describe("the annual training report learner sheet", () => {
  it("has the SETA columns and one row per intervention in the financial year, with invoiced cost in rand", async () => {
    const response = await download(atrRoute, csvPath("annual-training-report"), facilitator.cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Disposition")).toContain("skills-co-annual-training-report-2025-26.csv");
    const [header, ...rows] = parseCsv(await response.text());
    expect(header).toEqual(ANNUAL_TRAINING_REPORT_COLUMNS.map(([name]) => name));
    const at = (name: string) => (header ?? []).indexOf(name);
    const summary = rows.map((row) => [
      row[at("Learner name")],
      row[at("Intervention")],
      row[at("Status")],
      row[at("Cost (R, excl. VAT)")],
    ]);
    expect(summary).toEqual([
      ["Ayanda Learner", "ISO 9001 internal auditor", "completed", "3000.50"],
      ["Ayanda Learner", "Risk-based thinking workshop", "completed", "0.00"],
      ["Zanele Learner", "ISO 9001 internal auditor", "in progress", "3000.50"],
      ["Zanele Learner", "Ethics in practice", "completed", "0.00"],
    ]);
    const first = rows[0] ?? [];
    expect(first[at("ID or passport number")]).toBe(SA_ID);
    expect(first[at("ID type")]).toBe("South African ID");
    expect(first[at("OFO code")]).toBe("2021-242401");
    expect(first[at("NQF level")]).toBe("5");
    expect(first[at("Start date")]).toBe("2025-05-10");
    expect(first[at("End date")]).toBe("2025-06-01");
    expect([first[at("Population group")], first[at("Gender")], first[at("Disability")]]).toEqual([
      "African",
      "Female",
      "No",
    ]);
    // Without consent: the ID number (not an equity field), and no equity fields.
    const third = rows[2] ?? [];
    expect(third[at("ID or passport number")]).toBe(PASSPORT);
    expect([third[at("Population group")], third[at("Gender")], third[at("Disability")]]).toEqual(["", "", ""]);
  });

  it("sums the invoice in integer cents: the seats' costs are the invoice line's net", async () => {
    const line = await getDb()
      .selectFrom("tax_document_lines")
      .innerJoin("tax_documents", "tax_documents.id", "tax_document_lines.document_id")
      .select("tax_document_lines.net_cents")
      .where("tax_documents.company_id", "=", companyId)
      .where("tax_documents.kind", "=", "tax_invoice")
      .executeTakeFirstOrThrow();
    expect(line.net_cents).toBe(2 * PRICE_CENTS);
  });

  it("writes an access-log line naming the report, the company and the year", async () => {
    const before = (await accessLogSubjects()).length;
    await download(atrRoute, csvPath("annual-training-report"), facilitator.cookie);
    const subjects = await accessLogSubjects();
    expect(subjects.length).toBe(before + 1);
    expect(subjects.at(-1)).toContain("Annual Training Report");
    expect(subjects.at(-1)).toContain(companyId);
    expect(subjects.at(-1)).toContain("2025/26");
  });

  it("is an empty sheet with its header and a note for a year without training", async () => {
    const response = await download(atrRoute, csvPath("annual-training-report", 2010), facilitator.cookie);
    expect(response.status).toBe(200);
    const rows = parseCsv(await response.text());
    expect(rows[0]).toEqual(ANNUAL_TRAINING_REPORT_COLUMNS.map(([name]) => name));
    expect(rows).toHaveLength(2);
    expect(rows[1]?.[0]).toContain("No training was recorded");
  });

  it("refuses a year out of range with a clear 400", async () => {
    for (const year of ["1999", "2101", "abc", "20255"]) {
      const response = await download(atrRoute, csvPath("annual-training-report", year), facilitator.cookie);
      expect(response.status, year).toBe(400);
      expect(await response.text()).toContain("financial year from 2000 to 2100");
    }
  });

  it("is not found for anyone but the company's facilitator and admins, and logs nothing then", async () => {
    const before = (await accessLogSubjects()).length;
    for (const caller of [otherFacilitator, consenting, declining]) {
      const response = await download(atrRoute, csvPath("annual-training-report"), caller.cookie);
      expect(response.status, caller.name).toBe(404);
      expect(await response.text()).not.toContain("Skills Co");
    }
    // The other company's facilitator gets only their own company (empty), never this one's learners.
    const own = await download(
      atrRoute,
      csvPath("annual-training-report", YEAR, otherCompanyId),
      otherFacilitator.cookie,
      otherCompanyId,
    );
    expect(own.status).toBe(200);
    expect(await own.text()).not.toContain("Ayanda");
    expect((await accessLogSubjects()).length).toBe(before + 1);
    const asAdmin = await download(atrRoute, csvPath("annual-training-report"), admin.cookie);
    expect(asAdmin.status).toBe(200);
    const page = await settle(async () =>
      companySkillsRoute.loader(
        routeArgs(pageRequest(`/my-company/${companyId}/skills`, otherFacilitator.cookie), { companyId }),
      ),
    );
    expect((page as Response).status).toBe(404);
  });
});

describe("the learner's details", () => {
  it("shows the ID number masked on the page, never in full", async () => {
    const loaded = await mySkillsDetailsRoute.loader(
      routeArgs(pageRequest("/my-learning/skills-details", consenting.cookie)),
    );
    const text = JSON.stringify(loaded);
    expect(text).toContain("******9087");
    expect(text).not.toContain(SA_ID);
    const page = await companySkillsRoute.loader(
      routeArgs(pageRequest(`/my-company/${companyId}/skills`, facilitator.cookie), { companyId }),
    );
    expect(JSON.stringify(page)).not.toContain(SA_ID);
  });

  it("refuses equity fields without the consent box, and saves nothing", async () => {
    const reply = await saveDetails(declining, {
      intent: "save-skills-details",
      idType: "",
      idNumber: "",
      populationGroup: "Indian",
    });
    expect(reply.status).toBe(400);
    expect(reply.data.fieldErrors.equityConsent).toContain("Tick the consent box");
    const row = await getDb()
      .selectFrom("learner_skills_details")
      .selectAll()
      .where("user_id", "=", declining.id)
      .executeTakeFirstOrThrow();
    expect(row.population_group).toBe("");
  });

  it("refuses an ID number that is not a valid South African one", async () => {
    const reply = await saveDetails(declining, {
      intent: "save-skills-details",
      idType: "sa-id",
      idNumber: "8001015009088",
    });
    expect(reply.status).toBe(400);
    expect(reply.data.fieldErrors.idNumber).toContain("13 valid digits");
  });
});

describe("the B-BBEE summary and the Workplace Skills Plan", () => {
  it("counts learners and spend by category, and black learners only from consented data", async () => {
    const response = await download(bbbeeRoute, csvPath("bbbee-skills-summary"), facilitator.cookie);
    expect(response.status).toBe(200);
    const [header, ...rows] = parseCsv(await response.text());
    const at = (name: string) => (header ?? []).indexOf(name);
    const byCategory = new Map(rows.map((row) => [row[0], row]));
    const f = byCategory.get("F") ?? [];
    expect([f[at("Learners")], f[at("Spend (R, excl. VAT)")], f[at("Black learners (consented)")]]).toEqual([
      "2",
      "6001.00",
      "1",
    ]);
    const total = byCategory.get("Total") ?? [];
    expect(total[at("Learners")]).toBe("2");
    expect(total[at("Black women")]).toBe("1");
    expect(total[at("Spend on black learners (R)")]).toBe("3000.50");
    expect(total[at("Learners without consented equity data")]).toBe("1");
  });

  it("drafts the plan from what is still to happen on the given day", async () => {
    const built = await buildSkillsReport(getDb(), {
      company: { id: companyId, name: "Skills Co" },
      year: YEAR,
      report: "workplace-skills-plan",
      now: new Date("2025-06-15T10:00:00.000Z"),
    });
    if (!built.ok) throw new Error(built.message);
    const [, ...rows] = parseCsv(built.csv);
    expect(rows.map((row) => [row[0], row[9]])).toEqual([["Zanele Learner", "ISO 9001 internal auditor"]]);
  });

  it("leaves the equity fields out once the learner withdraws consent", async () => {
    const reply = await saveDetails(consenting, { intent: "withdraw-equity-consent" });
    expect(reply.status).toBe(200);
    const response = await download(atrRoute, csvPath("annual-training-report"), facilitator.cookie);
    const text = await response.text();
    expect(text).not.toContain(",African,");
    expect(text).not.toContain("Female");
    expect(text).toContain(SA_ID);
  });
});

describe("the per-learner evidence pack", () => {
  it("holds the learner's tax invoice, attendance register and certificate for the year, and is logged", async () => {
    const employee = await getDb()
      .selectFrom("company_employees")
      .select("id")
      .where("company_id", "=", companyId)
      .where("user_id", "=", consenting.id)
      .executeTakeFirstOrThrow();
    const path = `/my-company/${companyId}/skills/evidence.zip?year=${YEAR}&employee=${employee.id}`;
    const before = (await accessLogSubjects()).length;
    const response = await download(evidenceRoute, path, facilitator.cookie);
    expect(response.status).toBe(200);
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    const names = Object.keys(files).sort();
    expect(names.filter((name) => name.startsWith("invoices/") && name.endsWith(".pdf"))).toHaveLength(1);
    expect(names.filter((name) => name.startsWith("attendance/") && name.endsWith(".pdf"))).toHaveLength(1);
    expect(names.filter((name) => name.startsWith("certificates/"))).toHaveLength(1);
    expect(new TextDecoder().decode(files["contents.csv"])).toContain(certificateNumber);
    const subjects = await accessLogSubjects();
    expect(subjects.length).toBe(before + 1);
    expect(subjects.at(-1)).toContain("Skills evidence pack: Ayanda Learner");
    // Another company's facilitator: not found, nothing logged.
    const refused = await download(evidenceRoute, path, otherFacilitator.cookie);
    expect(refused.status).toBe(404);
    expect((await accessLogSubjects()).length).toBe(before + 1);
  });

  it("refuses an employee of another company with 404", async () => {
    const response = await download(
      evidenceRoute,
      `/my-company/${companyId}/skills/evidence.zip?year=${YEAR}&employee=${createId()}`,
      facilitator.cookie,
    );
    expect(response.status).toBe(404);
  });
});

describe("an intervention's OFO code and NQF level", () => {
  it("are saved by staff at a version; a stale form and a bad code are refused and change nothing", async () => {
    const course = await insertCourse(getDb(), { title: "Food safety short course" });
    const post = (fields: Record<string, string>) =>
      skillsCodesRoute.action(
        routeArgs(
          formRequest(
            "/staff/skills-codes",
            { intent: "set-skills-codes", itemType: "course", itemId: course.id, ...fields },
            admin.cookie,
          ),
        ),
      );
    expect(dataOf(await post({ ofoCode: "2021-226302", nqfLevel: "4", version: "0" })).status).toBe(200);
    const stale = dataOf(await post({ ofoCode: "2021-999999", nqfLevel: "3", version: "0" }));
    expect(stale.status).toBe(409);
    const bad = dataOf<{ fieldErrors: Record<string, string> }>(
      await post({ ofoCode: "OFO", nqfLevel: "11", version: "1" }),
    );
    expect(bad.status).toBe(400);
    expect(bad.data.fieldErrors.ofoCode).toContain("six digits");
    expect(bad.data.fieldErrors.nqfLevel).toContain("1 to 10");
    const row = await getDb()
      .selectFrom("intervention_skills_codes")
      .selectAll()
      .where("item_id", "=", course.id)
      .executeTakeFirstOrThrow();
    expect([row.ofo_code, row.nqf_level, row.version]).toEqual(["2021-226302", 4, 1]);
    const page = dataOf<{ view: { items: { title: string; ofoCode: string }[] } }>(
      await skillsCodesRoute.loader(
        routeArgs(pageRequest("/staff/skills-codes?type=course&q=food+safety", admin.cookie)),
      ),
    );
    expect(page.data.view.items).toEqual([
      expect.objectContaining({ title: "Food safety short course", ofoCode: "2021-226302" }),
    ]);
  });
});

describe("the facilitator entering an employee's ID number", () => {
  it("saves it for their own company's employee only; another company's facilitator gets 404", async () => {
    const employee = await getDb()
      .selectFrom("company_employees")
      .select("id")
      .where("company_id", "=", companyId)
      .where("user_id", "=", declining.id)
      .executeTakeFirstOrThrow();
    const post = (cookie: string, fields: Record<string, string>) =>
      settle(async () =>
        companySkillsRoute.action(
          routeArgs(
            formRequest(
              `/my-company/${companyId}/skills`,
              { intent: "set-employee-id", employeeId: employee.id, ...fields },
              cookie,
            ),
            { companyId },
          ),
        ),
      );
    const refused = await post(otherFacilitator.cookie, { idType: "passport", idNumber: "Z9999999" });
    expect((refused as Response).status).toBe(404);
    const missing = dataOf<{ fieldErrors: Record<string, string> }>(
      await post(facilitator.cookie, { idType: "", idNumber: "" }),
    );
    expect(missing.status).toBe(400);
    expect(missing.data.fieldErrors.idNumber).toContain("Enter the ID or passport number");
    expect(dataOf(await post(facilitator.cookie, { idType: "passport", idNumber: "b 7654321" })).status).toBe(200);
    const row = await getDb()
      .selectFrom("learner_skills_details")
      .selectAll()
      .where("user_id", "=", declining.id)
      .executeTakeFirstOrThrow();
    expect([row.id_type, row.id_number, row.id_entered_by_user_id]).toEqual(["passport", "B7654321", facilitator.id]);
    const loaded = await mySkillsDetailsRoute.loader(
      routeArgs(pageRequest("/my-learning/skills-details", declining.cookie)),
    );
    expect(JSON.stringify(loaded)).toContain("******4321");
    expect(JSON.stringify(loaded)).not.toContain("B7654321");
  });
});

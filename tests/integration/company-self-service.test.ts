import { beforeAll, describe, expect, it } from "vitest";
import { emptyContent, issueCertificate } from "~/features/certificates/issue-certificate.server";
import { listEmployeeProgress } from "~/features/companies/employee-progress.server";
import { EMPLOYEE_PROGRESS_PAGE_SIZE } from "~/features/companies/employee-self-service.schema";
import { sendManagerDigests } from "~/features/companies/manager-digest.server";
import { settleOnAccount } from "~/features/selling/settle.server";
import type { RefusedReply } from "~/lib/action-reply";
import { parseCsv } from "~/lib/csv";
import { createId } from "~/lib/ids";
import { createSmtpTransport, deliverDueEmails } from "~/platform/mail/mail.server";
import { unsubscribeAddress } from "~/platform/mail/unsubscribe.server";
import * as employeeRoute from "~/routes/company/company-employee";
import * as employeesRoute from "~/routes/company/company-employees";
import * as importRoute from "~/routes/company/company-employees-import";
import * as templateRoute from "~/routes/company/company-employees-template";
import { getDb } from "~/server/app-context.server";
import { insertCourse } from "~/server/factories/course-factory";
import { insertOrder, personBuyer, setSupplierDetails } from "~/server/factories/selling-factory";
import { fulfilOrder } from "~/server/selling-fulfilment.server";
import { countingQueries } from "~tests/support/query-counter";
import { dataOf, formRequest, pageRequest, routeArgs, settle, TEST_ORIGIN } from "~tests/support/requests";
import { type SignedInUser, signedInAs } from "~tests/support/sign-in";
import { startSmtpTestServer } from "~tests/support/smtp-test-server";

/**
 * Training managers on their own (decision 0104-company-self-service): add, remove and import
 * employees, assign courses and paths (paid ones from seat credits), the progress table and an
 * employee's page, the monthly digest once per manager and month, and the company kept apart
 * from every other. The clock is fixed where dates matter.
 */
const NOW = new Date("2026-11-20T08:00:00Z");

let manager: SignedInUser;
let otherManager: SignedInUser;
let admin: SignedInUser;
let outsider: SignedInUser;
let colleague: SignedInUser;
let companyId: string;
let otherCompanyId: string;
let otherEmployeeId: string;

async function insertCompany(name: string, managerId: string) {
  const db = getDb();
  const id = createId();
  const at = NOW.toISOString();
  await db.insertInto("companies").values({ id, name, created_at: at, updated_at: at }).execute();
  await db.insertInto("company_managers").values({ company_id: id, user_id: managerId, added_at: at }).execute();
  await db
    .insertInto("company_accounts")
    .values({ company_id: id, legal_name: `${name} (Pty) Ltd`, credit_terms_days: 30, updated_at: at })
    .execute();
  return id;
}

function employeesPath(id = companyId) {
  return `/my-company/${id}/employees`;
}

async function postEmployees(fields: Record<string, string>, user = manager, id = companyId) {
  return settle(() =>
    employeesRoute.action(routeArgs(formRequest(employeesPath(id), fields, user.cookie), { companyId: id })),
  );
}

function multipart(path: string, cookie: string, bytes: Uint8Array | string, fileName = "employees.csv") {
  const body = new FormData();
  body.set("intent", "import-employees");
  body.set(
    "file",
    new File([new Uint8Array(typeof bytes === "string" ? new TextEncoder().encode(bytes) : bytes)], fileName),
  );
  return new Request(`${TEST_ORIGIN}${path}`, {
    method: "POST",
    body,
    headers: { Cookie: cookie, Origin: TEST_ORIGIN },
  });
}

async function importFile(text: Uint8Array | string, user = manager) {
  return settle(() =>
    importRoute.action(routeArgs(multipart(`${employeesPath()}/import`, user.cookie, text), { companyId })),
  );
}

async function employeeRows(id = companyId) {
  return getDb()
    .selectFrom("company_employees")
    .select(["id", "name", "email", "user_id"])
    .where("company_id", "=", id)
    .orderBy("email")
    .execute();
}

async function employeeIdByEmail(email: string) {
  const row = await getDb()
    .selectFrom("company_employees")
    .select("id")
    .where("company_id", "=", companyId)
    .where("email", "=", email)
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Everyone listed says yes, as each would on the invitation page (decision 0105-employee-consent;
 * the page itself is tested in company-employee-consent.test.ts): records show only after that.
 */
async function everyoneAccepts(id = companyId) {
  await getDb()
    .updateTable("company_employees")
    .set({ confirmed_at: NOW.toISOString(), invitation_token_hash: null })
    .where("company_id", "=", id)
    .where("confirmed_at", "is", null)
    .execute();
}

beforeAll(async () => {
  const db = getDb();
  await setSupplierDetails(db);
  manager = await signedInAs("student", { name: "Lerato Manager" });
  otherManager = await signedInAs("student", { name: "Pieter Elsewhere" });
  admin = await signedInAs("admin");
  outsider = await signedInAs("student", { name: "Olwethu Outsider" });
  colleague = await signedInAs("student", { name: "Ayanda Colleague" });
  companyId = await insertCompany("Umgeni Pathology", manager.id);
  otherCompanyId = await insertCompany("Elsewhere Labs", otherManager.id);
  otherEmployeeId = createId();
  await db
    .insertInto("company_employees")
    .values({
      id: otherEmployeeId,
      company_id: otherCompanyId,
      user_id: null,
      name: "Somebody Elsewhere",
      email: "somebody@elsewhere.test",
      added_at: NOW.toISOString(),
      confirmed_at: NOW.toISOString(),
    })
    .execute();
});

describe("adding and removing employees", () => {
  it("links an address that has an account, and invites them to join", async () => {
    const answer = await postEmployees({
      intent: "add-employee",
      name: "Ayanda",
      email: colleague.email.toUpperCase(),
    });
    expect(dataOf(answer).status).toBe(200);
    const rows = await employeeRows();
    expect(rows).toEqual([expect.objectContaining({ email: colleague.email.toLowerCase(), user_id: colleague.id })]);
    const mail = await getDb()
      .selectFrom("outbox")
      .select(["subject", "text"])
      .where("to_email", "=", colleague.email.toLowerCase())
      .execute();
    expect(mail).toHaveLength(1);
    expect(mail[0]?.text).toMatch(/\/company-invitation\?token=[\w-]{43}/);
    expect(mail[0]?.text).not.toContain("/sign-up");
  });

  it("invites an address without an account by email, delivered over SMTP with a sign-up link", async () => {
    const smtp = await startSmtpTestServer();
    try {
      const answer = await postEmployees({
        intent: "add-employee",
        name: "Zanele New",
        email: "zanele.new@example.test",
      });
      expect(dataOf(answer).status).toBe(200);
      const transport = createSmtpTransport(smtp.url, "Campus <no-reply@campus.test>");
      while ((await deliverDueEmails(getDb(), transport)) > 0) {
        // every queued message
      }
      const mail = await smtp.waitForMailTo("zanele.new@example.test");
      expect(mail.parsed.subject).toMatch(/^Umgeni Pathology added you to /);
      expect(mail.parsed.text).toContain("Lerato Manager added you as an employee of Umgeni Pathology");
      expect(mail.parsed.text).toMatch(/\/sign-up\?email=zanele\.new%40example\.test/);
    } finally {
      await smtp.close();
    }
  });

  it("refuses an address already listed, and a bad address, saving nothing", async () => {
    const before = await employeeRows();
    const twice = await postEmployees({ intent: "add-employee", name: "Zanele", email: "Zanele.New@example.test" });
    expect(dataOf<RefusedReply>(twice).status).toBe(409);
    expect(dataOf<RefusedReply>(twice).data.fieldErrors.email).toContain("already an employee");
    const bad = await postEmployees({ intent: "add-employee", name: "Nobody", email: "not-an-address" });
    expect(dataOf<RefusedReply>(bad).status).toBe(400);
    expect(dataOf<RefusedReply>(bad).data.fieldErrors.email).toBe("Enter a valid email address");
    expect(await employeeRows()).toEqual(before);
  });

  it("removes an employee and keeps their training records", async () => {
    await everyoneAccepts();
    const course = await insertCourse(getDb(), { title: "Kept enrolment" });
    const employeeId = await employeeIdByEmail(colleague.email.toLowerCase());
    const assigned = await settle(() =>
      employeeRoute.action(
        routeArgs(
          formRequest(
            `${employeesPath()}/${employeeId}`,
            { intent: "assign-training", training: `course:${course.id}` },
            manager.cookie,
          ),
          { companyId, employeeId },
        ),
      ),
    );
    expect(dataOf(assigned).status).toBe(200);
    const bare = await settle(() =>
      employeeRoute.action(
        routeArgs(formRequest(`${employeesPath()}/${employeeId}`, { intent: "remove-employee" }, manager.cookie), {
          companyId,
          employeeId,
        }),
      ),
    );
    expect(dataOf(bare).status).toBe(400);
    expect((await employeeRows()).map((row) => row.id)).toContain(employeeId);
    const removed = await settle(() =>
      employeeRoute.action(
        routeArgs(
          formRequest(`${employeesPath()}/${employeeId}`, { intent: "remove-employee", employeeId }, manager.cookie),
          {
            companyId,
            employeeId,
          },
        ),
      ),
    );
    expect((removed as Response).status).toBe(302);
    expect((removed as Response).headers.get("Location")).toBe(employeesPath());
    expect((await employeeRows()).map((row) => row.email)).not.toContain(colleague.email.toLowerCase());
    const enrolment = await getDb()
      .selectFrom("enrolments")
      .select("id")
      .where("course_id", "=", course.id)
      .where("user_id", "=", colleague.id)
      .executeTakeFirst();
    expect(enrolment).toBeDefined();
  });
});

describe("importing employees from a CSV file", () => {
  it("serves a template with exactly the columns name,email", async () => {
    const response = (await settle(() =>
      templateRoute.loader(routeArgs(pageRequest(`${employeesPath()}/template.csv`, manager.cookie), { companyId })),
    )) as Response;
    expect(response.status).toBe(200);
    expect(parseCsv(await response.text())[0]).toEqual(["name", "email"]);
  });

  it("adds every row of a good file (byte-order mark, CRLF, a header in capitals) and invites those without accounts", async () => {
    const rows = Array.from(
      { length: 21 },
      (_, index) => `Person ${String(index + 1).padStart(2, "0")},person${index + 1}@import.test`,
    );
    rows.push(`"Olwethu, Outsider",${outsider.email.toUpperCase()}`);
    const answer = await importFile(`\uFEFFName,Email\r\n${rows.join("\r\n")}\r\n\r\n`);
    expect(dataOf<{ message: string }>(answer).status).toBe(200);
    expect(dataOf<{ message: string }>(answer).data.message).toBe("22 employees added; 22 invitations sent");
    const listed = await employeeRows();
    expect(listed.find((row) => row.email === outsider.email.toLowerCase())).toMatchObject({
      name: "Olwethu, Outsider",
      user_id: outsider.id,
    });
    expect(listed.filter((row) => row.email.endsWith("@import.test"))).toHaveLength(21);
  });

  const BAD_FILES: Array<[string, string | Uint8Array, number, RegExp[]]> = [
    [
      "wrong columns",
      "name,e-mail\nA,a@x.test\n",
      400,
      [/Row 1: the columns must be exactly name,email \(found name,e-mail\)/],
    ],
    ["a missing column", "name\nA\n", 400, [/Row 1: the columns must be exactly name,email/]],
    ["an empty file", "", 400, [/Choose a CSV file of employees \(columns name,email\)/]],
    ["a file of blank lines", "\r\n\r\n", 400, [/The file is empty/]],
    ["a header only", "name,email\r\n", 400, [/no employees under its header row/]],
    [
      "rows with problems",
      "name,email\nGood One,good1@bad.test\n,nobody@bad.test\nNo Address,\nBad Address,not-an-email\nGood One Again,GOOD1@bad.test\nThree,a@b.test,extra\nAlready,person1@import.test\n",
      400,
      [
        /^The file was not imported \(nobody was added\): 6 problems\./,
        /Row 3: the name is missing\./,
        /Row 4: the email is missing\./,
        /Row 5: "not-an-email" is not a valid email address\./,
        /Row 6: good1@bad\.test is already on row 2\./,
        /Row 7: has 3 columns; each row needs 2/,
        /Row 8: person1@import\.test is already an employee of this company\./,
      ],
    ],
    ["a PDF", new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31]), 400, [/This is a PDF, not a CSV file/]],
    ["a file over 256 KB", `name,email\n${"x".repeat(300 * 1024)}`, 413, [/larger than 256 KB/]],
  ];

  for (const [label, file, status, messages] of BAD_FILES) {
    it(`refuses ${label} whole, naming each problem, and adds nobody`, async () => {
      const before = await employeeRows();
      const answer = await importFile(file);
      const { data, status: answered } = dataOf<RefusedReply>(answer);
      expect(answered).toBe(status);
      for (const message of messages) expect(data.formError).toMatch(message);
      expect(await employeeRows()).toEqual(before);
    });
  }
});

describe("assigning courses and learning paths", () => {
  let personOne: SignedInUser;
  let personOneId: string;
  let personTwo: SignedInUser;
  let personTwoId: string;

  beforeAll(async () => {
    personOne = await signedInAs("student", { name: "Bongi Learner" });
    personTwo = await signedInAs("student", { name: "Chris Learner" });
    for (const person of [personOne, personTwo]) {
      await postEmployees({ intent: "add-employee", name: person.name, email: person.email });
    }
    await everyoneAccepts();
    personOneId = await employeeIdByEmail(personOne.email.toLowerCase());
    personTwoId = await employeeIdByEmail(personTwo.email.toLowerCase());
  });

  async function enrolledIn(courseId: string) {
    const rows = await getDb().selectFrom("enrolments").select("user_id").where("course_id", "=", courseId).execute();
    return rows.map((row) => row.user_id).sort();
  }

  function assignBody(training: string, ...employeeIds: string[]) {
    const body = new URLSearchParams({ intent: "assign-training", training });
    for (const id of employeeIds) body.append("employeeId", id);
    return new Request(`${TEST_ORIGIN}${employeesPath()}`, {
      method: "POST",
      body,
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: TEST_ORIGIN, Cookie: manager.cookie },
    });
  }

  it("enrols the ticked employees in a free course at once", async () => {
    const course = await insertCourse(getDb(), { title: "Free induction" });
    const answer = await settle(() =>
      employeesRoute.action(routeArgs(assignBody(`course:${course.id}`, personOneId, personTwoId), { companyId })),
    );
    expect(dataOf(answer).status).toBe(200);
    expect(await enrolledIn(course.id)).toEqual([personOne.id, personTwo.id].sort());
  });

  it("refuses a paid course without enough seat credits, and enrols nobody", async () => {
    const course = await insertCourse(getDb(), { title: "Paid auditing", price_cents: 150_000 });
    const answer = await settle(() =>
      employeesRoute.action(routeArgs(assignBody(`course:${course.id}`, personOneId, personTwoId), { companyId })),
    );
    const { data, status } = dataOf<RefusedReply>(answer);
    expect(status).toBe(410);
    expect(data.fieldErrors.training).toBe(
      "Paid auditing is a paid course: enrolling 2 people needs 2 seat credits, and your company has 0. Buy seats for your company first; nobody was enrolled.",
    );
    expect(await enrolledIn(course.id)).toEqual([]);
  });

  it("uses the company's seat credits for a paid course, and refuses when one credit is short", async () => {
    const course = await insertCourse(getDb(), { title: "Paid leadership", price_cents: 120_000 });
    const order = await insertOrder(
      getDb(),
      [{ itemType: "course", itemId: course.id, quantity: 1 }],
      {
        buyer: personBuyer({
          kind: "company",
          userId: manager.id,
          name: manager.name,
          email: manager.email,
          companyId,
          companyName: "Umgeni Pathology",
        }),
        paymentMethod: "account",
      },
      NOW,
    );
    expect((await settleOnAccount(getDb(), order.id, fulfilOrder, NOW)).ok).toBe(true);
    const short = await settle(() =>
      employeesRoute.action(routeArgs(assignBody(`course:${course.id}`, personOneId, personTwoId), { companyId })),
    );
    expect(dataOf<RefusedReply>(short).status).toBe(410);
    expect(await enrolledIn(course.id)).toEqual([]);
    const one = await settle(() =>
      employeesRoute.action(routeArgs(assignBody(`course:${course.id}`, personOneId), { companyId })),
    );
    expect(dataOf(one).status).toBe(200);
    expect(await enrolledIn(course.id)).toEqual([personOne.id]);
    const seats = await getDb()
      .selectFrom("order_seats")
      .select(["status", "user_id"])
      .where("order_id", "=", order.id)
      .execute();
    expect(seats).toEqual([{ status: "assigned", user_id: personOne.id }]);
  });

  it("enrols an employee in every course of a learning path", async () => {
    const db = getDb();
    const first = await insertCourse(db, { title: "Path course one" });
    const second = await insertCourse(db, { title: "Path course two" });
    const pathId = createId();
    const at = NOW.toISOString();
    await db
      .insertInto("learning_paths")
      .values({
        id: pathId,
        slug: `path-${pathId}`,
        title: "Quality path",
        is_published: 1,
        created_by_user_id: null,
        created_at: at,
        updated_at: at,
      })
      .execute();
    await db
      .insertInto("learning_path_courses")
      .values([
        { path_id: pathId, course_id: first.id, position: 1 },
        { path_id: pathId, course_id: second.id, position: 2 },
      ])
      .execute();
    const answer = await settle(() =>
      employeeRoute.action(
        routeArgs(
          formRequest(
            `${employeesPath()}/${personTwoId}`,
            { intent: "assign-training", training: `path:${pathId}` },
            manager.cookie,
          ),
          {
            companyId,
            employeeId: personTwoId,
          },
        ),
      ),
    );
    expect(dataOf(answer).status).toBe(200);
    expect(await enrolledIn(first.id)).toEqual([personTwo.id]);
    expect(await enrolledIn(second.id)).toEqual([personTwo.id]);
    const pathEnrolment = await db
      .selectFrom("learning_path_enrolments")
      .select("user_id")
      .where("path_id", "=", pathId)
      .execute();
    expect(pathEnrolment).toEqual([{ user_id: personTwo.id }]);
  });

  it("refuses an employee of another company, and one without an account yet", async () => {
    const course = await insertCourse(getDb(), { title: "Not for strangers" });
    const stranger = await settle(() =>
      employeesRoute.action(routeArgs(assignBody(`course:${course.id}`, personOneId, otherEmployeeId), { companyId })),
    );
    expect(dataOf(stranger).status).toBe(404);
    const invitedId = await employeeIdByEmail("zanele.new@example.test");
    const noAccount = await settle(() =>
      employeesRoute.action(routeArgs(assignBody(`course:${course.id}`, invitedId), { companyId })),
    );
    expect(dataOf<RefusedReply>(noAccount).status).toBe(400);
    expect(dataOf<RefusedReply>(noAccount).data.formError).toContain(
      "Zanele New (zanele.new@example.test) has no account yet",
    );
    expect(await enrolledIn(course.id)).toEqual([]);
  });
});

describe("the progress table and an employee's page", () => {
  type Loaded = Awaited<ReturnType<typeof employeesRoute.loader>>;

  async function load(query: string, user = manager) {
    return settle(() =>
      employeesRoute.loader(routeArgs(pageRequest(`${employeesPath()}${query}`, user.cookie), { companyId })),
    );
  }

  it("pages the employees and searches them", async () => {
    const total = (await employeeRows()).length;
    expect(total).toBeGreaterThan(EMPLOYEE_PROGRESS_PAGE_SIZE);
    const first = (await load("")) as Loaded;
    expect(first.view.total).toBe(total);
    expect(first.view.employees).toHaveLength(EMPLOYEE_PROGRESS_PAGE_SIZE);
    const second = (await load("?page=2")) as Loaded;
    expect(second.view.employees).toHaveLength(total - EMPLOYEE_PROGRESS_PAGE_SIZE);
    const names = [...first.view.employees, ...second.view.employees].map((employee) => employee.id);
    expect(new Set(names).size).toBe(total);
    const searched = (await load("?q=person%2017")) as Loaded;
    expect(searched.view.employees.map((employee) => employee.name)).toEqual(["Person 17"]);
  });

  it("counts courses, certificates by standing and the year's CPD points, in the same number of queries for 1 row or 20", async () => {
    const db = getDb();
    const person = await signedInAs("student", { name: "Dineo Certified" });
    await postEmployees({ intent: "add-employee", name: person.name, email: person.email });
    const certificate = async (date: string, expiresAt: string | null, points: string) => {
      const { certificate: issued } = await issueCertificate(db, {
        issuedByUserId: null,
        content: {
          ...emptyContent(),
          source: "online",
          user_id: person.id,
          recipient_name: person.name,
          recipient_email: person.email,
          course_name: `Course ${date}`,
          completion_date: date,
          allocated_points: points,
        },
      });
      await db.updateTable("certificates").set({ expires_at: expiresAt }).where("id", "=", issued.id).execute();
    };
    await certificate("2026-03-01", "2028-03-01", "3");
    await certificate("2026-05-01", "2026-12-10", "2.5");
    await certificate("2024-01-10", "2025-01-10", "4");
    const company = { id: companyId, name: "Umgeni Pathology" };
    // Invited, not yet joined: not in the table at all (decision 0105-employee-consent).
    const before = await listEmployeeProgress(db, company, { search: "Dineo", page: 1, now: NOW });
    expect(before.employees).toEqual([]);
    await everyoneAccepts();
    const view = await listEmployeeProgress(db, company, { search: "Dineo", page: 1, now: NOW });
    expect(view.employees).toEqual([
      expect.objectContaining({
        name: "Dineo Certified",
        hasAccount: true,
        certificatesValid: 1,
        certificatesExpiring: 1,
        certificatesExpired: 1,
        cpdPoints: "5.5",
      }),
    ]);
    const counter = countingQueries(db as never);
    await listEmployeeProgress(counter.db, company, { search: "Dineo", page: 1, now: NOW });
    const forOne = counter.count();
    counter.reset();
    await listEmployeeProgress(counter.db, company, { search: "", page: 1, now: NOW });
    expect(counter.count()).toBe(forOne);
  });

  it("shows one employee's courses and certificates; an employee of another company is not found", async () => {
    const id = await employeeIdByEmail((await employeeRows()).find((row) => row.name === "Chris Learner")?.email ?? "");
    const page = await settle(() =>
      employeeRoute.loader(
        routeArgs(pageRequest(`${employeesPath()}/${id}`, manager.cookie), { companyId, employeeId: id }),
      ),
    );
    const loaded = page as Awaited<ReturnType<typeof employeeRoute.loader>>;
    expect(loaded.view.courses.map((course) => course.title).sort()).toEqual([
      "Free induction",
      "Path course one",
      "Path course two",
    ]);
    expect(loaded.view.paths).toEqual([expect.objectContaining({ title: "Quality path", status: "In progress" })]);
    const stranger = await settle(() =>
      employeeRoute.loader(
        routeArgs(pageRequest(`${employeesPath()}/${otherEmployeeId}`, manager.cookie), {
          companyId,
          employeeId: otherEmployeeId,
        }),
      ),
    );
    expect((stranger as Response).status).toBe(404);
    const removeStranger = await settle(() =>
      employeeRoute.action(
        routeArgs(
          formRequest(
            `${employeesPath()}/${otherEmployeeId}`,
            { intent: "remove-employee", employeeId: otherEmployeeId },
            manager.cookie,
          ),
          {
            companyId,
            employeeId: otherEmployeeId,
          },
        ),
      ),
    );
    expect(dataOf(removeStranger).status).toBe(404);
    expect(await employeeRows(otherCompanyId)).toHaveLength(1);
  });
});

describe("who may run a company's people", () => {
  it("admits its managers and admins; another company's manager and anyone else get 404, and nothing changes", async () => {
    const allowed = await Promise.all(
      [manager, admin].map((user) =>
        settle(() => employeesRoute.loader(routeArgs(pageRequest(employeesPath(), user.cookie), { companyId }))),
      ),
    );
    for (const answer of allowed) expect(answer).not.toBeInstanceOf(Response);
    for (const user of [otherManager, outsider]) {
      const page = await settle(() =>
        employeesRoute.loader(routeArgs(pageRequest(employeesPath(), user.cookie), { companyId })),
      );
      expect((page as Response).status).toBe(404);
      const template = await settle(() =>
        templateRoute.loader(routeArgs(pageRequest(`${employeesPath()}/template.csv`, user.cookie), { companyId })),
      );
      expect((template as Response).status).toBe(404);
      const before = await employeeRows();
      const added = await postEmployees({ intent: "add-employee", name: "Sneaky", email: "sneaky@example.test" }, user);
      expect((added as Response).status).toBe(404);
      const imported = await importFile("name,email\nSneaky,sneaky@example.test\n", user);
      expect((imported as Response).status).toBe(404);
      expect(await employeeRows()).toEqual(before);
    }
  });
});

describe("the monthly digest", () => {
  let digestManager: SignedInUser;
  let learner: SignedInUser;

  beforeAll(async () => {
    const db = getDb();
    digestManager = await signedInAs("student", { name: "Mpho Digest" });
    learner = await signedInAs("student", { name: "Kagiso Behind" });
    const digestCompanyId = await insertCompany("Digest Holdings", digestManager.id);
    await db
      .insertInto("company_employees")
      .values({
        id: createId(),
        company_id: digestCompanyId,
        user_id: learner.id,
        name: learner.name,
        email: learner.email.toLowerCase(),
        added_at: NOW.toISOString(),
        confirmed_at: NOW.toISOString(),
      })
      .execute();
    const stalled = await insertCourse(db, { title: "Stalled course" });
    const fresh = await insertCourse(db, { title: "Fresh course" });
    await db
      .insertInto("enrolments")
      .values([
        {
          id: createId(),
          course_id: stalled.id,
          user_id: learner.id,
          enrolled_by_user_id: null,
          enrolled_at: "2026-09-01T08:00:00.000Z",
          completed_at: null,
          last_opened_at: "2026-10-01T08:00:00.000Z",
        },
        {
          id: createId(),
          course_id: fresh.id,
          user_id: learner.id,
          enrolled_by_user_id: null,
          enrolled_at: "2026-11-10T08:00:00.000Z",
          completed_at: null,
        },
      ])
      .execute();
    for (const [course, expiresAt] of [
      ["Expires soon", "2027-01-05"],
      ["Expires later", "2027-06-01"],
    ] as const) {
      const { certificate } = await issueCertificate(db, {
        issuedByUserId: null,
        content: {
          ...emptyContent(),
          source: "online",
          user_id: learner.id,
          recipient_name: learner.name,
          recipient_email: learner.email,
          course_name: course,
          completion_date: "2025-01-05",
          allocated_points: "1",
        },
      });
      await db.updateTable("certificates").set({ expires_at: expiresAt }).where("id", "=", certificate.id).execute();
    }
  });

  async function digestsTo(email: string) {
    return getDb().selectFrom("outbox").selectAll().where("to_email", "=", email).execute();
  }

  it("names what expires in 60 days and who is behind, sent over SMTP", async () => {
    const smtp = await startSmtpTestServer();
    try {
      await sendManagerDigests(getDb(), { baseUrl: TEST_ORIGIN, now: NOW });
      const queued = await digestsTo(digestManager.email);
      expect(queued).toHaveLength(1);
      expect(queued[0]?.list_unsubscribe_url).toMatch(/\/unsubscribe\//);
      const transport = createSmtpTransport(smtp.url, "Campus <no-reply@campus.test>");
      while ((await deliverDueEmails(getDb(), transport)) > 0) {
        // every queued message
      }
      const mail = await smtp.waitForMailTo(digestManager.email);
      expect(mail.parsed.subject).toMatch(/your company's training for November 2026$/);
      const text = mail.parsed.text ?? "";
      expect(text).toContain("Certificates expiring in the next 60 days: 1.");
      expect(text).toContain("Kagiso Behind (Digest Holdings): Expires soon: expires");
      expect(text).not.toContain("Expires later");
      expect(text).toContain("Kagiso Behind (Digest Holdings): Stalled course: no progress since");
      expect(text).not.toContain("Fresh course");
      expect(text).toContain(`${TEST_ORIGIN}/my-company`);
    } finally {
      await smtp.close();
    }
  });

  it("is sent once per manager and month, even by two runs at once; the next month sends again", async () => {
    const later = new Date("2026-11-28T08:00:00Z");
    await Promise.all([
      sendManagerDigests(getDb(), { baseUrl: TEST_ORIGIN, now: later }),
      sendManagerDigests(getDb(), { baseUrl: TEST_ORIGIN, now: later }),
    ]);
    expect(await digestsTo(digestManager.email)).toHaveLength(1);
    const december = new Date("2026-12-02T08:00:00Z");
    const [first, second] = await Promise.all([
      sendManagerDigests(getDb(), { baseUrl: TEST_ORIGIN, now: december }),
      sendManagerDigests(getDb(), { baseUrl: TEST_ORIGIN, now: december }),
    ]);
    expect(await digestsTo(digestManager.email)).toHaveLength(2);
    expect(first + second).toBeGreaterThanOrEqual(1);
    const claims = await getDb()
      .selectFrom("manager_digests_sent")
      .select("month")
      .where("user_id", "=", digestManager.id)
      .orderBy("month")
      .execute();
    expect(claims.map((claim) => claim.month)).toEqual(["2026-11", "2026-12"]);
  });

  it("is not sent to a manager who unsubscribed", async () => {
    await unsubscribeAddress(getDb(), digestManager.email);
    const before = await digestsTo(digestManager.email);
    await sendManagerDigests(getDb(), { baseUrl: TEST_ORIGIN, now: new Date("2027-01-03T08:00:00Z") });
    expect(await digestsTo(digestManager.email)).toEqual(before);
    const claim = await getDb()
      .selectFrom("manager_digests_sent")
      .select("outbox_id")
      .where("user_id", "=", digestManager.id)
      .where("month", "=", "2027-01")
      .executeTakeFirst();
    expect(claim).toEqual({ outbox_id: null });
  });
});

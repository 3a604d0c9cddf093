import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { type Kysely, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookEvent } from "~/features/bookings/bookings.server";
import { issueEnrolledUserCertificate } from "~/features/certificates/issue-enrolment-certificates.server";
import { addCompanyEmployee, createCompany } from "~/features/companies/companies.server";
import { submitEnquiry } from "~/features/enquiries/enquiries.server";
import { createForm, saveFormContent, setFormStatus } from "~/features/forms/forms.server";
import { buildPersonalDataZip } from "~/features/privacy/personal-data-export.server";
import { recordPayment } from "~/features/selling/settle.server";
import { purgeExpiredTaxDocumentDetails } from "~/features/selling/tax-document-retention.server";
import { getEnvironment } from "~/lib/env.server";
import { createId } from "~/lib/ids";
import type { PersonalDataOwner } from "~/lib/personal-data";
import { checkPasswordResetLimits } from "~/platform/auth/account-mail-throttle.server";
import { deliverDueWebhooks } from "~/platform/webhooks/deliver-webhooks.server";
import { createWebhookEndpoint } from "~/platform/webhooks/endpoints.server";
import { WEBHOOK_EVENT_TYPES } from "~/platform/webhooks/event-types";
import { secretKeyFrom } from "~/platform/webhooks/secrets.server";
import * as deletionRequestsRoute from "~/routes/admin/deletion-requests";
import * as deletionRequestRoute from "~/routes/auth/deletion-request";
import { getDatabaseConnection, getDb } from "~/server/app-context.server";
import { insertCourse } from "~/server/factories/course-factory";
import { insertCpdCourse, insertEnrolledUser } from "~/server/factories/cpd-factory";
import { buildBookingInput, insertEvent } from "~/server/factories/event-factory";
import { acceptFulfilment, insertOrder, personBuyer, setSupplierDetails } from "~/server/factories/selling-factory";
import { PERSONAL_DATA_OWNERS, TABLES_WITHOUT_PERSONAL_DATA } from "~/server/personal-data-registry.server";
import { flushWriteAheadLog } from "~db/database.server";
import type { Database } from "~db/schema";
import { apiCall, apiToken, bookingBody } from "~tests/support/api-world";
import { formRequest, routeArgs, settle } from "~tests/support/requests";
import { type SignedInUser, signedInAs } from "~tests/support/sign-in";

/**
 * Erasure leaves nothing behind (decision 0067-erasure-registry): a person with data in every
 * place Campus keeps it is erased, then every text column of every table, as the database itself
 * lists them (SQLite or PostgreSQL), is searched for their address, names, phone, messages and ID
 * number. And every table that could hold a person is answered for by an owner in the registry.
 */

interface Column {
  table: string;
  column: string;
  isText: boolean;
}

/** Every column of every application table, from the database's own catalogue. */
async function listColumns(db: Kysely<Database>): Promise<Column[]> {
  if (getDatabaseConnection().kind === "postgres") {
    const rows = await sql<{ table_name: string; column_name: string; data_type: string }>`
      select table_name, column_name, data_type from information_schema.columns
      where table_schema = current_schema() order by table_name, ordinal_position`.execute(db);
    return rows.rows.map((row) => ({
      table: row.table_name,
      column: row.column_name,
      isText: /text|char|json/i.test(row.data_type),
    }));
  }
  const tables = await sql<{ name: string }>`
    select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name`.execute(db);
  const columns: Column[] = [];
  for (const { name } of tables.rows) {
    const info = await sql<{ name: string; type: string }>`select name, type from pragma_table_info(${name})`.execute(
      db,
    );
    for (const column of info.rows) {
      // SQLite keeps any value in any column; a declared text (or undeclared) column is where text lives.
      columns.push({ table: name, column: column.name, isText: !column.type || /text|char|clob/i.test(column.type) });
    }
  }
  return columns;
}

const MIGRATION_TABLES = /^(campus_migrations|campus_migrations_lock|kysely_migration|kysely_migration_lock)$/;
/** A column that names, addresses or points at a person. */
const PERSON_COLUMN = /(^|_)(email|user_?id|name|surname|phone)$/i;

/** Which tables the registry erases, downloads, or leaves out with a written reason. */
function registryCoverage(owners: readonly PersonalDataOwner[], withoutPeople: Readonly<Record<string, string>>) {
  const erased = new Set(owners.flatMap((owner) => owner.tables));
  const downloaded = new Set(
    owners.flatMap((owner) => owner.tables.filter((table) => !(table in (owner.notDownloaded ?? {})))),
  );
  const reasons = [
    ...owners.flatMap((owner) => Object.entries(owner.notDownloaded ?? {})),
    ...Object.entries(withoutPeople),
  ];
  return { erased, downloaded, explained: new Set(Object.keys(withoutPeople)), reasons };
}

/** The tables of `tablesWithPeople` not erased, and those not downloaded, by the owners (nor explained). */
function uncoveredTables(
  tablesWithPeople: readonly string[],
  owners: readonly PersonalDataOwner[],
  withoutPeople: Readonly<Record<string, string>>,
) {
  const coverage = registryCoverage(owners, withoutPeople);
  const explained = (table: string) => coverage.explained.has(table);
  const leftOut = new Set(owners.flatMap((owner) => Object.keys(owner.notDownloaded ?? {})));
  return {
    notErased: tablesWithPeople.filter((table) => !explained(table) && !coverage.erased.has(table)).sort(),
    notDownloaded: tablesWithPeople
      .filter((table) => !explained(table) && !coverage.downloaded.has(table) && !leftOut.has(table))
      .sort(),
  };
}

describe("the registry of personal data", () => {
  it("erases and downloads every table with an email, a user id or a name-like column, and names only real tables", async () => {
    const columns = (await listColumns(getDb())).filter((column) => !MIGRATION_TABLES.test(column.table));
    const tablesWithPeople = [
      ...new Set(columns.filter((each) => PERSON_COLUMN.test(each.column)).map((each) => each.table)),
    ];
    expect(tablesWithPeople.length).toBeGreaterThan(20);
    const uncovered = uncoveredTables(tablesWithPeople, PERSONAL_DATA_OWNERS, TABLES_WITHOUT_PERSONAL_DATA);
    expect(
      uncovered.notErased,
      "tables with people that no owner in app/server/personal-data-registry.server.ts erases (nor TABLES_WITHOUT_PERSONAL_DATA explains)",
    ).toEqual([]);
    expect(
      uncovered.notDownloaded,
      "tables with people that no owner in app/server/personal-data-registry.server.ts downloads (nor leaves out with a reason in notDownloaded)",
    ).toEqual([]);

    // Every owner has both halves, every left-out table is one of its own, and every reason is written.
    for (const owner of PERSONAL_DATA_OWNERS) {
      expect(typeof owner.personalDataOf, owner.owner).toBe("function");
      expect(typeof owner.erasePersonalData, owner.owner).toBe("function");
      for (const table of Object.keys(owner.notDownloaded ?? {})) expect(owner.tables, owner.owner).toContain(table);
    }
    for (const [table, reason] of registryCoverage(PERSONAL_DATA_OWNERS, TABLES_WITHOUT_PERSONAL_DATA).reasons) {
      expect(reason.trim().length, `the reason given for ${table}`).toBeGreaterThan(10);
    }

    const covered = new Set([
      ...PERSONAL_DATA_OWNERS.flatMap((owner) => owner.tables),
      ...Object.keys(TABLES_WITHOUT_PERSONAL_DATA),
    ]);
    const allTables = new Set(columns.map((column) => column.table));
    // The full-text indexes are SQLite's (PostgreSQL searches with an index on the columns).
    const sqliteOnly =
      getDatabaseConnection().kind === "postgres"
        ? [
            "user_text_search",
            "course_text_search",
            "enquiry_text_search",
            "event_text_search",
            "event_booking_text_search",
          ]
        : [];
    expect([...covered].filter((table) => !allTables.has(table) && !sqliteOnly.includes(table))).toEqual([]);
  });

  it("fails for a table no owner answers for, and passes one explained in TABLES_WITHOUT_PERSONAL_DATA", () => {
    const tables = ["event_bookings", "outbox"];
    const owner = (name: string, overrides: Partial<PersonalDataOwner>): PersonalDataOwner => ({
      owner: name,
      tables: [],
      personalDataOf: async () => ({}),
      erasePersonalData: async () => undefined,
      ...overrides,
    });
    const complete = [
      owner("bookings", { tables: ["event_bookings"] }),
      owner("mail", { tables: ["outbox"], notDownloaded: { outbox: "for the test: a reason" } }),
    ];
    expect(uncoveredTables(tables, complete, {})).toEqual({ notErased: [], notDownloaded: [] });
    expect(uncoveredTables(tables, complete.slice(1), {})).toEqual({
      notErased: ["event_bookings"],
      notDownloaded: ["event_bookings"],
    });
    expect(uncoveredTables(tables, complete.slice(1), { event_bookings: "kept by law" })).toEqual({
      notErased: [],
      notDownloaded: [],
    });
  });
});

describe("an erasure", () => {
  const name = "Nokuthula Vilakazi";
  const phone = "+27 83 555 0417";
  const message = "Please quote for twelve auditors at our Pietermaritzburg laboratory";
  const reason = "I have emigrated and no longer practise";
  const idNumber = "8805125800087";
  const billingAddress = "7 Chief Albert Luthuli Street, Pietermaritzburg, 3201";
  let admin: SignedInUser;
  let receiver: { url: string; received: string[]; close: () => Promise<void> };

  beforeAll(async () => {
    admin = await signedInAs("admin");
    const received: string[] = [];
    const server = http.createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on("data", (chunk: Buffer) => chunks.push(chunk));
      request.on("end", () => {
        received.push(Buffer.concat(chunks).toString("utf8"));
        response.writeHead(200, { "content-type": "text/plain" });
        response.end("thanks");
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    receiver = {
      url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
      received,
      close: () => new Promise<void>((resolve) => server.close(() => resolve())),
    };
  });
  afterAll(() => receiver.close());

  /** The person in as many tables as Campus has: through the features where it is quick, as a visitor would. */
  async function personEverywhere() {
    const db = getDb();
    const secretKey = secretKeyFrom(getEnvironment().authSecret);
    const endpoint = await createWebhookEndpoint(
      db,
      { url: receiver.url, description: "CRM", eventTypes: [...WEBHOOK_EVENT_TYPES], createdByUserId: admin.id },
      { policy: { allowLocalhost: true }, secretKey },
    );
    if (!endpoint.ok) throw new Error("the webhook endpoint was refused");

    const learner = await signedInAs("student", { name });
    const email = learner.email;
    await db
      .updateTable("user")
      .set({ bio: "Microbiologist at a Pietermaritzburg laboratory" })
      .where("id", "=", learner.id)
      .execute();
    const baseUrl = getEnvironment().baseUrl;
    const consent = { consented_at: new Date().toISOString(), consent_version: "test" };

    // An enquiry: stored, a staff notice and an acknowledgement mailed, a webhook event.
    const enquiry = await submitEnquiry(db, {
      kind: "quote",
      input: {
        name,
        email,
        phone,
        company: "Umgeni Pathology",
        designation: "Laboratory manager",
        message,
        numberOfPeople: 12,
      },
      clientAddress: "203.0.113.77",
      isHoneypotFilled: false,
      baseUrl,
      consent,
    });
    expect(enquiry.status).toBe("stored");

    // A booking on the site and one through the API with an Idempotency-Key (its answer is stored).
    const event = await insertEvent(db, { title: "Biosafety webinar" });
    const booked = await bookEvent(
      db,
      buildBookingInput(event.id, { email, name: "Nokuthula", surname: "Vilakazi", phone, hpcsa: "MT0987654" }),
      { baseUrl, userId: learner.id },
    );
    if (!booked.ok) throw new Error(booked.message);
    const otherEvent = await insertEvent(db, { title: "Method validation webinar" });
    const { token } = await apiToken(admin.id, ["bookings:write"]);
    const viaApi = await apiCall("POST", "/api/v1/bookings", {
      token,
      body: bookingBody(otherEvent.id, { email, name: "Nokuthula", surname: "Vilakazi", phone }),
      headers: { "Idempotency-Key": `erasure-${createId()}` },
    });
    expect(viaApi.status).toBe(201);

    // A form response that names them.
    const owner = { ...admin, image: null, bio: null, locale: null };
    const { id: formId } = await createForm(db, owner, "Feedback");
    const saved = await saveFormContent(db, owner, formId, {
      title: "Feedback",
      description: "",
      fields: [
        {
          id: "q1",
          type: "short-text",
          label: "Your name",
          helpText: "",
          required: true,
          options: [],
          min: null,
          max: null,
          fileKind: "pdf",
        },
      ],
      version: 1,
    });
    if (!saved.ok) throw new Error("the form was not saved");
    await setFormStatus(db, owner, formId, "open", saved.version);
    await db
      .insertInto("form_responses")
      .values({
        id: createId(),
        form_id: formId,
        answers_json: JSON.stringify([{ fieldId: "q1", label: "Your name", type: "short-text", value: name }]),
        respondent_email: email,
        search_text: name.toLowerCase(),
        created_at: new Date().toISOString(),
      })
      .execute();

    // A CPD course record and its certificate, with the ID number.
    const cpdCourse = await insertCpdCourse(db, { course_name: "Biosafety in the laboratory" });
    const enrolled = await insertEnrolledUser(db, cpdCourse.id, {
      name,
      email,
      id_number: idNumber,
      certificate_number: "",
    });
    const issued = await issueEnrolledUserCertificate(db, {
      cpdCourseId: cpdCourse.id,
      enrolledUserId: enrolled.id,
      issuedByUserId: admin.id,
    });
    if (!issued.ok) throw new Error(issued.message);

    // A company lists them, and they are its contact.
    const company = await createCompany(db, {
      name: "Umgeni Pathology",
      registrationNumber: "",
      contactName: name,
      contactEmail: email,
      contactPhone: phone,
    });
    if (!company.ok) throw new Error(company.message);
    const employed = await addCompanyEmployee(db, company.id, { userId: learner.id, email: "", name: "" });
    expect(employed.ok).toBe(true);

    // A request for a place in a course, with a message.
    const course = await insertCourse(db, { name: "ISO 15189 foundation", is_published: 1 });
    await db
      .insertInto("enrolment_requests")
      .values({
        id: createId(),
        course_id: course.id,
        user_id: learner.id,
        message: "Nokuthula Vilakazi asks for a place for the March intake",
        status: "pending",
        created_at: new Date().toISOString(),
        decided_at: null,
        decided_by_user_id: null,
      })
      .execute();

    // Selling: an order paid by EFT with its tax invoice (kept five years), an open order with a
    // proof of payment (goes), and a seat named for them on a colleague's order (the name goes).
    await setSupplierDetails(db);
    const priced = await insertCourse(db, {
      name: "ISO 17025 internal auditor",
      is_published: 1,
      price_cents: 350_000,
    });
    const buyer = personBuyer({ userId: learner.id, name, email, phone, billingAddress: billingAddress });
    const paid = await insertOrder(db, [{ itemType: "course", itemId: priced.id, quantity: 1 }], { buyer });
    const payment = await recordPayment(
      db,
      {
        orderId: paid.id,
        amountCents: paid.total_cents,
        receivedOn: "2026-11-20",
        method: "eft",
        source: "manual",
        note: `Paid by ${name}, ${phone}`,
      },
      acceptFulfilment,
    );
    expect(payment.ok && payment.invoiceIssued).toBe(true);
    const open = await insertOrder(db, [{ itemType: "course", itemId: priced.id, quantity: 1 }], { buyer });
    const proofName = `${createId()}.pdf`;
    fs.mkdirSync(getEnvironment().uploadDirectory, { recursive: true });
    fs.writeFileSync(path.join(getEnvironment().uploadDirectory, proofName), "%PDF-1.4 proof");
    await db
      .insertInto("proofs_of_payment")
      .values({
        id: createId(),
        order_id: open.id,
        storage_name: proofName,
        content_type: "application/pdf",
        original_name: `${name} proof of payment.pdf`,
        uploaded_by: learner.id,
        uploaded_at: new Date().toISOString(),
      })
      .execute();
    await insertOrder(db, [{ itemType: "course", itemId: priced.id, quantity: 2 }], {
      buyer: personBuyer({ email: `colleague-${createId()}@example.test` }),
      // The colleague's order names our person on the second seat.
    }).then((order) =>
      db
        .updateTable("order_seats")
        .set({ attendee_name: name, attendee_email: email })
        .where("order_id", "=", order.id)
        .where("id", "=", (eb) => eb.selectFrom("order_seats").select("id").where("order_id", "=", order.id).limit(1))
        .execute(),
    );

    // Their own data download (the access log) and a password reset count (a rate limit on the inbox).
    const download = await buildPersonalDataZip(db, { id: learner.id, name, email }, PERSONAL_DATA_OWNERS);
    expect(download.ok).toBe(true);
    await checkPasswordResetLimits(db, email, "203.0.113.78");

    // The deletion request, then every mail sent and every webhook delivered.
    const asked = (await settle(() =>
      deletionRequestRoute.action(routeArgs(formRequest("/profile/deletion-request", { reason }, learner.cookie))),
    )) as Response;
    expect(asked.status).toBe(302);
    await db.updateTable("outbox").set({ status: "sent", sent_at: new Date().toISOString() }).execute();
    while ((await deliverDueWebhooks(db, { policy: { allowLocalhost: true }, secretKey, baseUrl })) > 0) {}
    expect(receiver.received.some((body) => body.includes(email))).toBe(true);
    return { learner, email, paidOrderId: paid.id, openOrderId: open.id, proofName };
  }

  it("leaves none of the person's details in any text column of any table, nor in the SQLite file", {
    timeout: 90_000,
  }, async () => {
    const { learner, email, paidOrderId, openOrderId, proofName } = await personEverywhere();
    const needles = [email, name, "Nokuthula", "Vilakazi", phone, message, reason, idNumber, "MT0987654"];
    const db = getDb();

    /** One query per table: its rows where any text column holds any needle; which ones, told in "table.column: needle". */
    async function whereFound(): Promise<string[]> {
      const byTable = new Map<string, string[]>();
      for (const { table, column } of (await listColumns(db)).filter((each) => each.isText)) {
        byTable.set(table, [...(byTable.get(table) ?? []), column]);
      }
      const found: string[] = [];
      for (const [table, columns] of byTable) {
        const texts = columns.map((column) => sql`lower(cast(${sql.ref(column)} as text))`);
        const matches = texts.flatMap((text) =>
          needles.map((needle) => sql`${text} like ${`%${needle.toLowerCase()}%`}`),
        );
        const rows = await sql<Record<string, string | null>>`
          select ${sql.join(texts.map((text, index) => sql`${text} as ${sql.ref(`c${index}`)}`))}
          from ${sql.table(table)} where ${sql.join(matches, sql` or `)}`.execute(db);
        for (const row of rows.rows) {
          columns.forEach((column, index) => {
            for (const needle of needles) {
              if ((row[`c${index}`] ?? "").includes(needle.toLowerCase())) found.push(`${table}.${column}: ${needle}`);
            }
          });
        }
      }
      return [...new Set(found)];
    }
    // The search finds the person before the erasure (it can fail).
    const before = await whereFound();
    for (const table of [
      "user",
      "outbox",
      "webhook_deliveries",
      "api_idempotency_keys",
      "company_employees",
      "personal_data_access_log",
      "rate_limits",
      "event_bookings",
      "enquiries",
      "form_responses",
      "certificates",
      "cpd_enrolled_users",
      "companies",
      "deletion_requests",
      "enrolment_requests",
      "orders",
      "order_seats",
      "tax_documents",
      "payments",
      "proofs_of_payment",
    ]) {
      expect(
        before.some((hit) => hit.startsWith(`${table}.`)),
        `${table} holds the person before the erasure`,
      ).toBe(true);
    }

    // Every table that holds them is in their download, through its owner, unless left out with a reason.
    const identity = { userId: learner.id, emails: [email.toLowerCase()], placeholderEmail: "" };
    const notInDownload: string[] = [];
    for (const table of new Set(before.map((hit) => hit.slice(0, hit.indexOf("."))))) {
      const owner = PERSONAL_DATA_OWNERS.find((each) => each.tables.includes(table));
      if (!owner || table in (owner.notDownloaded ?? {})) continue;
      const shown = JSON.stringify(await owner.personalDataOf(db, identity)).toLowerCase();
      if (!needles.some((needle) => shown.includes(needle.toLowerCase())))
        notInDownload.push(`${owner.owner}: ${table}`);
    }
    expect(notInDownload, "tables that hold the person but their owner's personalDataOf does not show").toEqual([]);

    const request = await db
      .selectFrom("deletion_requests")
      .select("id")
      .where("user_id", "=", learner.id)
      .executeTakeFirstOrThrow();
    const erased = (await settle(() =>
      deletionRequestsRoute.action(
        routeArgs(formRequest("/admin/deletion-requests", { intent: "erase", requestId: request.id }, admin.cookie)),
      ),
    )) as Response;
    expect(erased.status).toBe(302);

    // Nothing of the person is left but what the law keeps, in the columns an owner names with the law
    // (decision 0082-apiseed-retention): the tax invoice still names its recipient, five years from issue.
    const kept = new Map(PERSONAL_DATA_OWNERS.flatMap((owner) => Object.entries(owner.keptAfterErasure ?? {})));
    const after = await whereFound();
    expect(after.filter((hit) => !kept.has(hit.slice(0, hit.indexOf(":"))))).toEqual([]);
    expect(after.sort()).toEqual(
      [
        `tax_documents.recipient_name: ${name}`,
        "tax_documents.recipient_name: Nokuthula",
        "tax_documents.recipient_name: Vilakazi",
      ].sort(),
    );
    const invoice = await db
      .selectFrom("tax_documents")
      .selectAll()
      .where("order_id", "=", paidOrderId)
      .executeTakeFirstOrThrow();
    expect(invoice).toMatchObject({ recipient_name: name, recipient_address: billingAddress, recipient_email: "" });
    for (const [column, why] of kept) {
      expect(why, column).toMatch(/s(ection )?\d+/);
      const [table, field] = column.split(".");
      expect((await listColumns(db)).some((each) => each.table === table && each.column === field)).toBe(true);
    }
    // The paid order stays (the invoice rests on it) without its buyer; the open one is gone with its proof.
    expect(
      await db
        .selectFrom("orders")
        .select(["buyer_name", "buyer_user_id"])
        .where("id", "=", paidOrderId)
        .executeTakeFirst(),
    ).toEqual({ buyer_name: "Personal details removed", buyer_user_id: null });
    expect(await db.selectFrom("orders").select("id").where("id", "=", openOrderId).execute()).toEqual([]);
    expect(fs.existsSync(path.join(getEnvironment().uploadDirectory, proofName))).toBe(false);

    // Five years from issue, the due work removes the name and address too (a fixed clock). The rule
    // counts from the invoice's issue date in the site's time zone, as the code does: its UTC time
    // falls on the day before in the two hours before midnight there. Noon UTC is that date there too.
    const [issueYear, issueMonth, issueDay] = invoice.issue_date.split("-").map(Number);
    const issued = new Date(Date.UTC(issueYear, issueMonth - 1, issueDay, 12));
    const dayBefore = new Date(
      Date.UTC(issued.getUTCFullYear() + 5, issued.getUTCMonth(), issued.getUTCDate() - 1, 12),
    );
    expect(await purgeExpiredTaxDocumentDetails(db, new Date(Date.UTC(issued.getUTCFullYear() + 4, 11, 1)))).toBe(0);
    await purgeExpiredTaxDocumentDetails(db, dayBefore);
    expect(
      (
        await db
          .selectFrom("tax_documents")
          .select("recipient_name")
          .where("id", "=", invoice.id)
          .executeTakeFirstOrThrow()
      ).recipient_name,
    ).toBe(name);
    const fiveYearsOn = new Date(
      Date.UTC(issued.getUTCFullYear() + 5, issued.getUTCMonth(), issued.getUTCDate() + 1, 12),
    );
    expect(await purgeExpiredTaxDocumentDetails(db, fiveYearsOn)).toBeGreaterThan(0);
    expect(await whereFound()).toEqual([]);
    // The ids and shapes the log and the receivers rely on stay.
    expect(await db.selectFrom("webhook_deliveries").select("id").execute()).not.toHaveLength(0);

    const connection = getDatabaseConnection();
    if (connection.kind === "sqlite") {
      // The purge above ran after the erasure's own flush: its write-ahead log is emptied as that one is.
      await flushWriteAheadLog(connection);
      // secure_delete zeroes what was deleted, and the write-ahead log is emptied: not in the file's bytes.
      const file = path.join(process.env.DATA_DIR as string, "campus.sqlite");
      for (const each of [file, `${file}-wal`]) {
        if (!fs.existsSync(each)) continue;
        const bytes = fs.readFileSync(each).toString("latin1").toLowerCase();
        for (const needle of [email, name.toLowerCase(), message.toLowerCase()]) {
          expect(bytes.includes(needle), `${path.basename(each)} still holds ${needle}`).toBe(false);
        }
      }
    }
  });

  it.runIf(!process.env.TEST_DATABASE_URL)("opens SQLite with secure_delete on", async () => {
    const result = await sql<{ secure_delete: number }>`pragma secure_delete`.execute(getDb());
    expect(Number(result.rows[0]?.secure_delete)).toBe(1);
  });
});

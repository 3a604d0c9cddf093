import { unzipSync } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";
import { emptyContent, issueCertificate } from "~/features/certificates/issue-certificate.server";
import { INVITATION_MAX_SENDS } from "~/features/companies/employee-invitations.server";
import { sendManagerDigests } from "~/features/companies/manager-digest.server";
import { createId } from "~/lib/ids";
import { createSmtpTransport, deliverDueEmails } from "~/platform/mail/mail.server";
import * as auditZipRoute from "~/routes/company/company-audit-zip";
import { getDb } from "~/server/app-context.server";
import { insertCourse, insertEnrolment } from "~/server/factories/course-factory";
import { insertEvent } from "~/server/factories/event-factory";
import { formRequest, pageRequest, routeArgs, settle, TEST_ORIGIN } from "~tests/support/requests";
import { addressableRoutes, dispatch, fillPath } from "~tests/support/route-table";
import { type SignedInUser, signedInAs } from "~tests/support/sign-in";
import { startSmtpTestServer } from "~tests/support/smtp-test-server";

/**
 * An employee a training manager adds is invited until they accept (decision
 * 0105-employee-consent): the one-time link in the mail (delivered over SMTP), join or decline,
 * only by the person it was sent to; the manager sees the invitation and none of the person's
 * training on any page of the company, in the audit ZIP or in the digest, until they accept.
 */
const NOW = new Date("2026-11-20T08:00:00Z");
const MARKERS = {
  certificate: "Consent marker certificate",
  /** A course of the catalogue (assignable on the employees page): only its enrolment is theirs. */
  course: "Consent marker course",
  event: "Consent marker webinar",
  activity: "Consent marker journal club",
};

let manager: SignedInUser;
let invitee: SignedInUser;
let stranger: SignedInUser;
let companyId: string;
let certificateNumber: string;

async function confirmEmail(userId: string, verified = true) {
  await getDb()
    .updateTable("user")
    .set({ emailVerified: verified ? 1 : 0 } as never)
    .where("id", "=", userId)
    .execute();
}

async function employeeRow(email: string) {
  return getDb()
    .selectFrom("company_employees")
    .selectAll()
    .where("company_id", "=", companyId)
    .where("email", "=", email.toLowerCase())
    .executeTakeFirst();
}

async function addEmployee(person: { name: string; email: string }) {
  const answer = await dispatch(
    formRequest(
      `/my-company/${companyId}/employees`,
      { intent: "add-employee", name: person.name, email: person.email },
      manager.cookie,
    ),
  );
  expect(answer.status, answer.message).toBe(200);
}

async function deliverAll() {
  const smtp = await startSmtpTestServer();
  try {
    const transport = createSmtpTransport(smtp.url, "Campus <no-reply@campus.test>");
    while ((await deliverDueEmails(getDb(), transport)) > 0) {
      // every queued message
    }
    return smtp;
  } catch (error) {
    await smtp.close();
    throw error;
  }
}

/** The link's token from the newest invitation mail to this address, delivered over SMTP. */
async function invitationTokenFor(email: string): Promise<string> {
  const smtp = await deliverAll();
  try {
    const mail = await smtp.waitForMailTo(email.toLowerCase());
    const token = /\/company-invitation\?token=([\w-]+)/.exec(mail.parsed.text ?? "")?.[1];
    expect(token, mail.parsed.text).toBeTruthy();
    return token as string;
  } finally {
    await smtp.close();
  }
}

function answer(user: SignedInUser, fields: Record<string, string>) {
  return dispatch(formRequest("/company-invitation", fields, user.cookie));
}

function invitationPage(user: SignedInUser, token: string) {
  return dispatch(pageRequest(`/company-invitation?token=${encodeURIComponent(token)}`, user.cookie));
}

function viewOf(result: Awaited<ReturnType<typeof dispatch>>) {
  return (result.loaderData["routes/learn/company-invitation"] as { view: { state: string; companyName?: string } })
    .view;
}

/** Training records of every kind for the person, in 2026. */
async function giveRecords(person: SignedInUser) {
  const db = getDb();
  const { certificate } = await issueCertificate(db, {
    issuedByUserId: null,
    content: {
      ...emptyContent(),
      source: "online",
      user_id: person.id,
      recipient_name: person.name,
      recipient_email: person.email,
      course_name: MARKERS.certificate,
      completion_date: "2026-03-01",
      allocated_points: "3",
    },
  });
  // Expiring within the digest's 60 days of NOW.
  await db.updateTable("certificates").set({ expires_at: "2026-12-15" }).where("id", "=", certificate.id).execute();
  certificateNumber = certificate.certificate_number;
  const course = await insertCourse(db, { title: MARKERS.course });
  await insertEnrolment(db, course.id, person.id, { enrolled_at: "2026-01-10T08:00:00.000Z" });
  const event = await insertEvent(db, { title: MARKERS.event, dateFrom: "2026-04-20", dateTo: "2026-04-20" });
  await db
    .insertInto("event_bookings")
    .values({
      id: createId(),
      event_id: event.id,
      name: "Invited",
      surname: "Person",
      email: person.email,
      phone: "+27 82 555 0101",
      hpcsa: null,
      province: "Gauteng",
      city: "Johannesburg",
      company: "",
      occupation: "Technologist",
      created_at: NOW.toISOString(),
      user_id: person.id,
      attended_at: "2026-04-20T08:05:00.000Z",
      minutes_attended: 95,
      status: "confirmed",
    })
    .execute();
  const body = await db.selectFrom("cpd_bodies").select("id").where("code", "=", "HPCSA").executeTakeFirstOrThrow();
  await db
    .insertInto("cpd_activities")
    .values({
      id: createId(),
      user_id: person.id,
      body_id: body.id,
      title: MARKERS.activity,
      provider: "Journal",
      activity_date: "2026-05-01",
      points_tenths: 20,
      category: "general",
      status: "approved",
      reviewed_by_user_id: null,
      reviewed_at: null,
      created_at: NOW.toISOString(),
      updated_at: NOW.toISOString(),
    })
    .execute();
}

/**
 * Everything the manager can open for the company: every route of the route table with
 * :companyId, GET as the manager (the audit ZIP posted and unpacked), as text.
 */
async function whatTheManagerSees(employeeId: string): Promise<Map<string, string>> {
  const seen = new Map<string, string>();
  const routes = (await addressableRoutes()).filter((route) => route.path.split("/").includes(":companyId"));
  expect(routes.length).toBeGreaterThan(3);
  for (const route of routes) {
    const path = fillPath(route.path, { companyId, employeeId });
    const result = await dispatch(pageRequest(`${path}?year=2026`, manager.cookie));
    let text = result.message;
    if (result.response) {
      const type = result.response.headers.get("Content-Type") ?? "";
      text += /zip|pdf/.test(type) ? "" : await result.response.text();
    } else {
      // The invitation list names the invited person by design; everything else must not.
      const data = JSON.parse(JSON.stringify(result.loaderData)) as Record<string, Record<string, unknown>>;
      for (const value of Object.values(data)) if (value && typeof value === "object") delete value.invitations;
      text += JSON.stringify(data);
    }
    seen.set(route.path, text);
  }
  const zip = (await settle(() =>
    auditZipRoute.action(
      routeArgs(formRequest(`/my-company/${companyId}/audit.zip`, { year: "2026" }, manager.cookie), { companyId }),
    ),
  )) as Response;
  expect(zip.status).toBe(200);
  const files = unzipSync(new Uint8Array(await zip.arrayBuffer()));
  seen.set(
    "audit.zip",
    Object.entries(files)
      .map(([name, bytes]) => (name.endsWith(".csv") ? new TextDecoder().decode(bytes) : name))
      .join("\n"),
  );
  return seen;
}

function leaks(seen: Map<string, string>, person: SignedInUser) {
  const needles = [certificateNumber, MARKERS.certificate, MARKERS.event, MARKERS.activity, person.email, person.name];
  return [...seen].flatMap(([path, text]) =>
    needles.filter((needle) => text.toLowerCase().includes(needle.toLowerCase())).map((needle) => `${path}: ${needle}`),
  );
}

beforeAll(async () => {
  const db = getDb();
  manager = await signedInAs("student", { name: "Lerato Manager" });
  invitee = await signedInAs("student", { name: "Consent Invitee" });
  stranger = await signedInAs("student", { name: "Someone Else" });
  await confirmEmail(invitee.id);
  await confirmEmail(stranger.id);
  companyId = createId();
  const at = NOW.toISOString();
  await db
    .insertInto("companies")
    .values({ id: companyId, name: "Umgeni Consent", created_at: at, updated_at: at })
    .execute();
  await db
    .insertInto("company_managers")
    .values({ company_id: companyId, user_id: manager.id, added_at: at })
    .execute();
});

describe("an invited employee's records stay hidden until they accept", () => {
  let token: string;
  let employeeId: string;

  it("shows the manager the invitation and none of the records, on every company page, the ZIP and the digest", async () => {
    await giveRecords(invitee);
    await addEmployee({ name: invitee.name, email: invitee.email.toUpperCase() });
    const row = await employeeRow(invitee.email);
    expect(row).toMatchObject({ user_id: invitee.id, confirmed_at: null, invitation_sends: 1 });
    expect(row?.invitation_token_hash).toMatch(/^[0-9a-f]{64}$/);
    employeeId = row?.id as string;
    token = await invitationTokenFor(invitee.email);
    // At rest only the hash: the token itself is nowhere in the table.
    expect(JSON.stringify(row)).not.toContain(token);

    const employees = await dispatch(pageRequest(`/my-company/${companyId}/employees`, manager.cookie));
    const loaded = employees.loaderData["routes/company/company-employees"] as {
      invitations: { total: number; invited: { name: string; email: string; sentOn: string }[] };
      view: { employees: unknown[] };
    };
    expect(loaded.invitations.invited).toEqual([
      expect.objectContaining({ name: invitee.name, email: invitee.email.toLowerCase(), sentOn: expect.any(String) }),
    ]);
    expect(loaded.view.employees).toEqual([]);

    expect(leaks(await whatTheManagerSees(employeeId), invitee)).toEqual([]);
    const employeePage = await dispatch(
      pageRequest(`/my-company/${companyId}/employees/${employeeId}`, manager.cookie),
    );
    expect(employeePage.status).toBe(404);

    await sendManagerDigests(getDb(), { baseUrl: TEST_ORIGIN, now: NOW });
    const digests = await getDb().selectFrom("outbox").select("text").where("to_email", "=", manager.email).execute();
    expect(digests.map((mail) => mail.text).join("\n")).not.toContain(MARKERS.certificate);
  });

  it("opens the link only for the person it was sent to, with a confirmed address", async () => {
    expect(viewOf(await invitationPage(stranger, token))).toMatchObject({ state: "not-yours" });
    const refused = await answer(stranger, { intent: "accept-invitation", token });
    expect(refused.status).toBe(403);
    await confirmEmail(invitee.id, false);
    expect(viewOf(await invitationPage(invitee, token))).toMatchObject({ state: "not-yours" });
    await confirmEmail(invitee.id);
    expect(viewOf(await invitationPage(invitee, token))).toEqual(
      expect.objectContaining({ state: "open", companyName: "Umgeni Consent" }),
    );
    expect(viewOf(await invitationPage(invitee, "not-a-real-token"))).toMatchObject({ state: "gone" });
    expect((await employeeRow(invitee.email))?.confirmed_at).toBeNull();
  });

  it("joins on Join, spends the link, and then the manager sees the records", async () => {
    const joined = await answer(invitee, { intent: "accept-invitation", token });
    expect(joined.status).toBe(302);
    expect(joined.location).toBe("/my-learning");
    expect((await employeeRow(invitee.email))?.confirmed_at).not.toBeNull();
    expect(viewOf(await invitationPage(invitee, token))).toMatchObject({ state: "gone" });
    const again = await answer(invitee, { intent: "decline-invitation", token });
    expect(again.status).toBe(404);
    const seen = await whatTheManagerSees(employeeId);
    expect(seen.get("my-company/:companyId")).toContain(certificateNumber);
    expect(seen.get("audit.zip")).toContain(certificateNumber);
    expect(seen.get("my-company/:companyId/employees/:employeeId")).toContain(MARKERS.course);
  });
});

describe("answering from My learning, declining, expiry and resending", () => {
  it("lists the pending invitation on My learning; Decline removes the row", async () => {
    const person = await signedInAs("student", { name: "Declining Person" });
    await confirmEmail(person.id);
    await addEmployee(person);
    const mine = await dispatch(pageRequest("/my-learning", person.cookie));
    const invitations = (mine.loaderData["routes/learn/my-learning"] as { invitations: { employeeId: string }[] })
      .invitations;
    expect(invitations).toEqual([expect.objectContaining({ companyName: "Umgeni Consent" })]);
    const employeeId = invitations[0]?.employeeId as string;
    // Another person cannot answer it by its id either.
    expect((await answer(stranger, { intent: "decline-invitation", employeeId })).status).toBe(403);
    const declined = await answer(person, { intent: "decline-invitation", employeeId });
    expect(declined.status).toBe(302);
    expect(await employeeRow(person.email)).toBeUndefined();
  });

  it("invites an address without an account; after sign-up, with the address confirmed, the link works", async () => {
    const email = `newcomer-${createId()}@example.test`;
    await addEmployee({ name: "New Comer", email });
    const token = await invitationTokenFor(email);
    const newcomer = await signedInAs("student", { name: "New Comer", email });
    await confirmEmail(newcomer.id);
    const joined = await answer(newcomer, { intent: "accept-invitation", token });
    expect(joined.status).toBe(302);
    expect(await employeeRow(email)).toMatchObject({ user_id: newcomer.id, confirmed_at: expect.any(String) });
  });

  it("refuses an expired link", async () => {
    const person = await signedInAs("student", { name: "Late Person" });
    await confirmEmail(person.id);
    await addEmployee(person);
    const token = await invitationTokenFor(person.email);
    await getDb()
      .updateTable("company_employees")
      .set({ invitation_expires_at: "2026-01-01T00:00:00.000Z" })
      .where("email", "=", person.email.toLowerCase())
      .execute();
    expect(viewOf(await invitationPage(person, token))).toMatchObject({ state: "gone" });
    expect((await answer(person, { intent: "accept-invitation", token })).status).toBe(404);
    expect((await employeeRow(person.email))?.confirmed_at).toBeNull();
  });

  it("resends with a new link (the old one stops working), not within the hour and at most a few times", async () => {
    const person = await signedInAs("student", { name: "Resend Person" });
    await confirmEmail(person.id);
    await addEmployee(person);
    const first = await invitationTokenFor(person.email);
    const row = await employeeRow(person.email);
    const resend = () =>
      dispatch(
        formRequest(
          `/my-company/${companyId}/employees`,
          { intent: "resend-invitation", employeeId: row?.id as string },
          manager.cookie,
        ),
      );
    const tooSoon = await resend();
    expect(tooSoon.status).toBe(409);
    expect(tooSoon.message).toContain("less than an hour ago");
    const backdate = () =>
      getDb()
        .updateTable("company_employees")
        .set({ invitation_sent_at: "2026-01-01T00:00:00.000Z" })
        .where("id", "=", row?.id as string)
        .execute();
    await backdate();
    expect((await resend()).status).toBe(200);
    const second = await invitationTokenFor(person.email);
    expect(second).not.toBe(first);
    expect(viewOf(await invitationPage(person, first))).toMatchObject({ state: "gone" });
    expect(viewOf(await invitationPage(person, second))).toMatchObject({ state: "open" });
    for (let sends = 2; sends < INVITATION_MAX_SENDS; sends++) {
      await backdate();
      expect((await resend()).status).toBe(200);
    }
    await backdate();
    const exhausted = await resend();
    expect(exhausted.status).toBe(409);
    expect(exhausted.message).toContain(`sent ${INVITATION_MAX_SENDS} times`);
    expect((await employeeRow(person.email))?.invitation_sends).toBe(INVITATION_MAX_SENDS);
  });

  it("withdraws an invitation, but never removes someone who has accepted", async () => {
    const person = await signedInAs("student", { name: "Withdrawn Person" });
    await addEmployee(person);
    const row = await employeeRow(person.email);
    const withdraw = (id: string) =>
      dispatch(
        formRequest(
          `/my-company/${companyId}/employees`,
          { intent: "cancel-invitation", employeeId: id },
          manager.cookie,
        ),
      );
    expect((await withdraw(row?.id as string)).status).toBe(200);
    expect(await employeeRow(person.email)).toBeUndefined();
    const confirmed = await employeeRow(invitee.email);
    expect((await withdraw(confirmed?.id as string)).status).toBe(404);
    expect(await employeeRow(invitee.email)).toBeDefined();
  });
});

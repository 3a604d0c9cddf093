import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ENQUIRY_RATE_LIMIT } from "~/features/enquiries/enquiries.server";
import { CLIENT_ADDRESS_HEADER } from "~/lib/client-address.server";
import { privacyConsentMessage } from "~/lib/privacy-consent";
import { createSmtpTransport, deliverDueEmails } from "~/platform/mail/mail.server";
import { getSiteSettings } from "~/platform/site-settings/site-settings.server";
import * as adminEnquiriesRoute from "~/routes/admin/enquiries";
import * as enquiriesCsvRoute from "~/routes/resources/enquiries-csv";
import * as consultingRoute from "~/routes/site/consulting";
import * as contactRoute from "~/routes/site/contact-us";
import * as courseOverviewRoute from "~/routes/site/course-overview";
import * as learningCenterRoute from "~/routes/site/learning-center";
import { getDb } from "~/server/app-context.server";
import { insertCourse } from "~/server/factories/course-factory";
import { outboxTo } from "~tests/support/outbox";
import { dataOf, formRequest, pageRequest, routeArgs, settle } from "~tests/support/requests";
import { signedInAs } from "~tests/support/sign-in";
import { startSmtpTestServer } from "~tests/support/smtp-test-server";

const COMPANY_MAILBOX = "enquiries-desk@campus.test";
let addressCounter = 0;

/** Each test posts from its own client address, so the per-address rate limit never leaks between tests. */
function newClientAddress() {
  addressCounter += 1;
  return `203.0.113.${addressCounter}`;
}

function enquiryRequest(pathname: string, fields: Record<string, string>, address = newClientAddress()) {
  const request = formRequest(pathname, fields);
  request.headers.set(CLIENT_ADDRESS_HEADER, address);
  return request;
}

function validFields(overrides: Record<string, string> = {}) {
  return {
    name: "Lindiwe Mahlangu",
    email: `lindiwe-${Math.random().toString(36).slice(2, 8)}@example.test`,
    phone: "+27 11 555 0142",
    company: "Highveld Water Laboratories",
    designation: "Quality Manager",
    message: "We would like to prepare for ISO/IEC 17025 accreditation next year.",
    website: "",
    privacyConsent: "on",
    ...overrides,
  };
}

type ActionResult = { fieldErrors: Record<string, string>; formError: string | null };

async function storedEnquiriesFrom(email: string) {
  return getDb().selectFrom("enquiries").selectAll().where("email", "=", email).execute();
}

beforeAll(async () => {
  await getSiteSettings(getDb());
  await getDb().updateTable("site_settings").set({ notification_email: COMPANY_MAILBOX }).execute();
});

describe("contact form", () => {
  it("stores the message, queues both emails in the outbox and goes to the thank-you page", async () => {
    const fields = validFields({ appointmentType: "Virtual" });
    const response = (await settle(() =>
      contactRoute.action(routeArgs(enquiryRequest("/contact-us", fields))),
    )) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/thank-you?for=contact");

    const [stored] = await storedEnquiriesFrom(fields.email);
    expect(stored).toMatchObject({
      kind: "contact",
      status: "new",
      name: fields.name,
      phone: fields.phone,
      company: fields.company,
      designation: fields.designation,
      message: fields.message,
      appointment_type: "Virtual",
      number_of_people: null,
      course_id: null,
    });
    expect(new Date(stored.created_at).toISOString()).toBe(stored.created_at);

    const acknowledgement = await outboxTo(fields.email);
    expect(acknowledgement).toHaveLength(1);
    expect(acknowledgement[0].subject).toBe("We have received your message");
    const notification = (await outboxTo(COMPANY_MAILBOX)).find((message) => message.reply_to === fields.email);
    expect(notification?.subject).toBe(`Contact message from ${fields.name} (${fields.company})`);
    expect(notification?.text).toContain("Appointment type: Virtual");
  });

  it("accepts a contact message without an appointment type", async () => {
    const fields = validFields();
    await settle(() => contactRoute.action(routeArgs(enquiryRequest("/contact-us", fields))));
    const [stored] = await storedEnquiriesFrom(fields.email);
    expect(stored.appointment_type).toBeNull();
  });

  it("answers an empty form with a 400 and one message per required field, storing nothing", async () => {
    const before = await getDb().selectFrom("enquiries").select("id").execute();
    const result = await contactRoute.action(
      routeArgs(
        enquiryRequest("/contact-us", {
          name: "",
          email: "",
          phone: "",
          company: "",
          designation: "",
          message: "",
        }),
      ),
    );
    const { data, status } = dataOf<ActionResult>(result);
    expect(status).toBe(400);
    expect(data.fieldErrors).toEqual({
      name: "Full name is required",
      email: "Email is required",
      phone: "Phone is required",
      company: "Company is required",
      designation: "Designation is required",
      message: "Message is required",
      privacyConsent: privacyConsentMessage(),
    });
    const after = await getDb().selectFrom("enquiries").select("id").execute();
    expect(after).toHaveLength(before.length);
  });

  it("names a malformed email, phone and appointment type", async () => {
    const result = await contactRoute.action(
      routeArgs(
        enquiryRequest(
          "/contact-us",
          validFields({ email: "lindiwe-at-example", phone: "call me", appointmentType: "Carrier pigeon" }),
        ),
      ),
    );
    const { data, status } = dataOf<ActionResult>(result);
    expect(status).toBe(400);
    expect(data.fieldErrors).toEqual({
      email: "Enter a valid email address",
      phone: "Enter a valid phone number",
      appointmentType: "Choose an appointment type",
    });
  });

  it("pretends to accept a submission whose honeypot is filled, but stores and sends nothing", async () => {
    const fields = validFields({ website: "https://cheap-pills.example" });
    const response = (await settle(() =>
      contactRoute.action(routeArgs(enquiryRequest("/contact-us", fields))),
    )) as Response;
    expect(response.headers.get("Location")).toBe("/thank-you?for=contact");
    expect(await storedEnquiriesFrom(fields.email)).toHaveLength(0);
    expect(await outboxTo(fields.email)).toHaveLength(0);
  });

  it("refuses more submissions from one address than the rate limit allows", async () => {
    const address = newClientAddress();
    for (let attempt = 0; attempt < ENQUIRY_RATE_LIMIT.limit; attempt++) {
      const response = (await settle(() =>
        contactRoute.action(routeArgs(enquiryRequest("/contact-us", validFields(), address))),
      )) as Response;
      expect(response.status).toBe(302);
    }
    const refused = validFields();
    const result = await contactRoute.action(routeArgs(enquiryRequest("/contact-us", refused, address)));
    const { data, status } = dataOf<ActionResult>(result);
    expect(status).toBe(429);
    expect(data.formError).toMatch(/wait 10 minutes/);
    expect(await storedEnquiriesFrom(refused.email)).toHaveLength(0);

    // Another address is not affected.
    const other = (await settle(() =>
      contactRoute.action(routeArgs(enquiryRequest("/contact-us", validFields()))),
    )) as Response;
    expect(other.status).toBe(302);
  });
});

describe("consulting appointment", () => {
  it("requires one of the three appointment types", async () => {
    const missing = dataOf<ActionResult>(
      await consultingRoute.action(routeArgs(enquiryRequest("/consulting", validFields()))),
    );
    expect(missing.status).toBe(400);
    expect(missing.data.fieldErrors).toEqual({ appointmentType: "Choose an appointment type" });

    for (const appointmentType of ["Request For Site Visit", "Virtual", "Telephonically"]) {
      const fields = validFields({ appointmentType });
      const response = (await settle(() =>
        consultingRoute.action(routeArgs(enquiryRequest("/consulting", fields))),
      )) as Response;
      expect(response.headers.get("Location")).toBe("/thank-you?for=consulting");
      const [stored] = await storedEnquiriesFrom(fields.email);
      expect(stored).toMatchObject({ kind: "consulting", appointment_type: appointmentType });
    }
  });
});

describe("quote requests", () => {
  it("stores a general quote request with the number of people", async () => {
    const fields = validFields({ numberOfPeople: "12" });
    const response = (await settle(() =>
      learningCenterRoute.action(routeArgs(enquiryRequest("/learning-center", fields))),
    )) as Response;
    expect(response.headers.get("Location")).toBe("/thank-you?for=quote");
    const [stored] = await storedEnquiriesFrom(fields.email);
    expect(stored).toMatchObject({ kind: "quote", number_of_people: 12, course_id: null });
    const [acknowledgement] = await outboxTo(fields.email);
    expect(acknowledgement.subject).toBe("We have received your quote request");
  });

  it("checks the number of people", async () => {
    const cases: Array<[string, string]> = [
      ["", "Number of people is required"],
      ["ten", "Number of people must be a whole number"],
      ["2.5", "Number of people must be a whole number"],
      ["0", "Number of people must be at least 1"],
      ["-3", "Number of people must be at least 1"],
      ["-0", "Number of people must be at least 1"],
      ["501", "Number of people must be at most 500"],
    ];
    for (const [numberOfPeople, message] of cases) {
      const result = await learningCenterRoute.action(
        routeArgs(enquiryRequest("/learning-center", validFields({ numberOfPeople }))),
      );
      const { data, status } = dataOf<ActionResult>(result);
      expect(status).toBe(400);
      expect(data.fieldErrors, numberOfPeople).toEqual({ numberOfPeople: message });
    }
  });

  it("links a quote request from a course overview to that course", async () => {
    const course = await insertCourse(getDb(), { name: "ISO 14001:2015 Internal Auditor", type: "certification" });
    const fields = validFields({ numberOfPeople: "4", courseId: "someone-elses-course" });
    const response = (await settle(() =>
      courseOverviewRoute.action(
        routeArgs(enquiryRequest(`/course-overview/${course.slug}`, fields), { slug: course.slug }),
      ),
    )) as Response;
    expect(response.headers.get("Location")).toBe("/thank-you?for=quote");
    const [stored] = await storedEnquiriesFrom(fields.email);
    expect(stored).toMatchObject({ kind: "quote", course_id: course.id, number_of_people: 4 });
    const notification = (await outboxTo(COMPANY_MAILBOX)).find((message) => message.reply_to === fields.email);
    expect(notification?.subject).toBe(
      `Quote request: ISO 14001:2015 Internal Auditor from ${fields.name} (${fields.company})`,
    );
  });

  it("refuses a quote for an unpublished course with a 404", async () => {
    const draft = await insertCourse(getDb(), { is_published: 0 });
    const fields = validFields({ numberOfPeople: "3" });
    const result = (await settle(() =>
      courseOverviewRoute.action(
        routeArgs(enquiryRequest(`/course-overview/${draft.slug}`, fields), { slug: draft.slug }),
      ),
    )) as Response;
    expect(result.status).toBe(404);
    expect(await storedEnquiriesFrom(fields.email)).toHaveLength(0);
  });
});

describe("emails on a real SMTP server", () => {
  let smtp: Awaited<ReturnType<typeof startSmtpTestServer>>;
  beforeAll(async () => {
    smtp = await startSmtpTestServer();
  });
  afterAll(async () => {
    await smtp.close();
  });

  it("delivers the admin notification and the acknowledgement from the outbox", async () => {
    const fields = validFields({ appointmentType: "Request For Site Visit" });
    await settle(() => consultingRoute.action(routeArgs(enquiryRequest("/consulting", fields))));
    const transport = createSmtpTransport(smtp.url, "Campus <no-reply@campus.test>");
    while ((await deliverDueEmails(getDb(), transport)) > 0) {
      // Delivers in batches until the outbox has nothing due.
    }

    const acknowledgement = await smtp.waitForMailTo(fields.email);
    expect(acknowledgement.parsed.subject).toBe("We have received your message");
    expect(acknowledgement.parsed.text).toContain("Appointment type: Request For Site Visit");
    expect(acknowledgement.parsed.text).toContain(fields.message);

    const notification = smtp.received.find(
      (mail) => mail.envelopeTo.includes(COMPANY_MAILBOX) && mail.parsed.replyTo?.text.includes(fields.email),
    );
    expect(notification?.parsed.subject).toBe(`Consulting appointment request from ${fields.name} (${fields.company})`);
    expect(notification?.parsed.text).toContain(fields.phone);

    const sent = await outboxTo(fields.email);
    expect(sent[0].status).toBe("sent");
  });

  it("keeps the enquiry when the mail server refuses the message", async () => {
    const refusingSmtp = await startSmtpTestServer({ rejectAll: true });
    try {
      const fields = validFields();
      await settle(() => contactRoute.action(routeArgs(enquiryRequest("/contact-us", fields))));
      await deliverDueEmails(getDb(), createSmtpTransport(refusingSmtp.url, "Campus <no-reply@campus.test>"));
      expect(await storedEnquiriesFrom(fields.email)).toHaveLength(1);
      const [message] = await outboxTo(fields.email);
      expect(message.status).toBe("pending");
      expect(message.attempts).toBe(1);
    } finally {
      await refusingSmtp.close();
    }
  });
});

describe("admin enquiries", () => {
  it("answers 403 to a student on the list, the status action and the CSV", async () => {
    const { cookie } = await signedInAs("student");
    const list = (await settle(() =>
      adminEnquiriesRoute.loader(routeArgs(pageRequest("/admin/enquiries", cookie))),
    )) as Response;
    expect(list.status).toBe(403);
    const action = (await settle(() =>
      adminEnquiriesRoute.action(routeArgs(formRequest("/admin/enquiries", { id: "x", status: "handled" }, cookie))),
    )) as Response;
    expect(action.status).toBe(403);
    const csv = (await settle(() =>
      enquiriesCsvRoute.loader(routeArgs(pageRequest("/admin/enquiries.csv", cookie))),
    )) as Response;
    expect(csv.status).toBe(403);
  });

  it("sends a signed-out visitor to sign-in", async () => {
    const result = (await settle(() =>
      adminEnquiriesRoute.loader(routeArgs(pageRequest("/admin/enquiries"))),
    )) as Response;
    expect(result.status).toBe(302);
    expect(result.headers.get("Location")).toMatch(/^\/sign-in/);
  });

  it("filters by kind and status, marks an enquiry handled and exports CSV", async () => {
    const { cookie, ...user } = await signedInAs("admin");
    const quote = validFields({ numberOfPeople: "7", name: '=HYPERLINK("http://evil.example")' });
    await settle(() => learningCenterRoute.action(routeArgs(enquiryRequest("/learning-center", quote))));
    const [stored] = await storedEnquiriesFrom(quote.email);

    const quotes = await adminEnquiriesRoute.loader(routeArgs(pageRequest("/admin/enquiries?kind=quote", cookie)));
    expect(quotes.enquiries.length).toBeGreaterThan(0);
    expect(quotes.enquiries.every((enquiry) => enquiry.kind === "quote")).toBe(true);
    expect(quotes.enquiries.some((enquiry) => enquiry.id === stored.id)).toBe(true);

    const response = (await settle(() =>
      adminEnquiriesRoute.action(
        routeArgs(
          formRequest("/admin/enquiries?kind=quote", { id: stored.id, status: "handled", version: "1" }, cookie),
        ),
      ),
    )) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/admin/enquiries?kind=quote");
    const handled = await getDb()
      .selectFrom("enquiries")
      .selectAll()
      .where("id", "=", stored.id)
      .executeTakeFirstOrThrow();
    expect(handled).toMatchObject({ status: "handled", handled_by_user_id: user.id });

    const newOnes = await adminEnquiriesRoute.loader(routeArgs(pageRequest("/admin/enquiries?status=new", cookie)));
    expect(newOnes.enquiries.some((enquiry) => enquiry.id === stored.id)).toBe(false);
    const handledOnes = await adminEnquiriesRoute.loader(
      routeArgs(pageRequest("/admin/enquiries?status=handled", cookie)),
    );
    expect(handledOnes.enquiries.map((enquiry) => enquiry.id)).toEqual([stored.id]);

    const csvResponse = (await enquiriesCsvRoute.loader(
      routeArgs(pageRequest("/admin/enquiries.csv?kind=quote&status=handled", cookie)),
    )) as Response;
    expect(csvResponse.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(csvResponse.headers.get("Content-Disposition")).toMatch(/attachment; filename="enquiries-/);
    const lines = (await csvResponse.text())
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(lines[0]).toBe(
      "Received,Type,Status,Full name,Email,Phone,Company,Designation,Course,Number of people,Appointment type,Message,Handled at",
    );
    expect(lines).toHaveLength(2);
    // A formula a visitor typed is neutralised and quoted, not run by the spreadsheet.
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(lines[1]).toContain(",Quote request,Handled,");
    expect(lines[1]).toContain(",7,");
    // A phone number is not a formula: kept exactly as typed.
    expect(lines[1]).toContain(`,${quote.phone},`);
  });

  it("refuses an unknown status with a 400 and an unknown enquiry with a 404", async () => {
    const { cookie } = await signedInAs("admin");
    const bad = dataOf<{ formError: string }>(
      await adminEnquiriesRoute.action(
        routeArgs(formRequest("/admin/enquiries", { id: "x", status: "deleted" }, cookie)),
      ),
    );
    expect(bad.status).toBe(400);
    const missing = (await settle(() =>
      adminEnquiriesRoute.action(
        routeArgs(formRequest("/admin/enquiries", { id: "nope", status: "handled", version: "1" }, cookie)),
      ),
    )) as Response;
    expect(missing.status).toBe(404);
  });
});

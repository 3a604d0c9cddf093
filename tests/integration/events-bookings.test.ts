import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MISSING_FIELDS_MESSAGE } from "~/features/bookings/booking-fields";
import { BOOKING_REFUSALS } from "~/features/bookings/bookings.server";
import type { RefusedReply } from "~/lib/action-reply";
import { privacyConsentMessage } from "~/lib/privacy-consent";
import { createSmtpTransport, deliverDueEmails } from "~/platform/mail/mail.server";
import { getSiteSettings } from "~/platform/site-settings/site-settings.server";
import * as eventEditRoute from "~/routes/events/event-edit";
import * as manageEventsRoute from "~/routes/events/manage-events";
import * as attendanceRegisterRoute from "~/routes/resources/event-attendance-register";
import * as bookingsCsvRoute from "~/routes/resources/event-bookings-csv";
import * as eventsRoute from "~/routes/site/events";
import { getDb } from "~/server/app-context.server";
import { bookingFormFields, buildEvent, daysFromToday, insertEvent } from "~/server/factories/event-factory";
import { outboxTo } from "~tests/support/outbox";
import { pdfToText } from "~tests/support/pdf-text";
import { dataOf, formRequest, pageRequest, routeArgs, settle } from "~tests/support/requests";
import { signedInAs } from "~tests/support/sign-in";
import { startSmtpTestServer } from "~tests/support/smtp-test-server";

type ActionData = RefusedReply;

async function postBooking(fields: Record<string, string>) {
  return settle(() => eventsRoute.action(routeArgs(formRequest("/events", fields))));
}

async function bookingsOf(eventId: string) {
  return getDb().selectFrom("event_bookings").selectAll().where("event_id", "=", eventId).execute();
}

/** The event form's fields as the browser posts them: lists as comma-separated text. */
function eventFormFields(overrides: Record<string, string> = {}): Record<string, string> {
  const event = buildEvent();
  return {
    title: event.title,
    subTitle: event.subTitle,
    dateFrom: event.dateFrom,
    dateTo: event.dateTo,
    timeFrom: event.timeFrom,
    timeTo: event.timeTo,
    location: event.location,
    description: event.description,
    instructor_name: event.instructor_name,
    instructor_role: event.instructor_role,
    moderator_name: event.moderator_name,
    moderator_role: event.moderator_role,
    teamsLink: event.teamsLink ?? "",
    posterUrl: "",
    image: "",
    highlights: event.highlights.join(", "),
    whoShouldAttend: event.whoShouldAttend.join(", "),
    ...overrides,
  };
}

describe("the events page", () => {
  it("features the next upcoming webinar and lists the others, never a past one", async () => {
    const past = await insertEvent(getDb(), { title: "Past webinar", dateFrom: daysFromToday(-5) });
    const next = await insertEvent(getDb(), { title: "Tomorrow's webinar", dateFrom: daysFromToday(1) });
    const later = await insertEvent(getDb(), { title: "Later webinar", dateFrom: daysFromToday(60) });
    const result = await eventsRoute.loader(routeArgs(pageRequest("/events")));
    expect(result.featured?.id).toBe(next.id);
    expect(result.featured).toMatchObject({
      title: next.title,
      subTitle: next.subTitle,
      instructorName: next.instructor_name,
      moderatorRole: next.moderator_role,
      highlights: next.highlights,
      whoShouldAttend: next.whoShouldAttend,
    });
    expect(result.isFeaturedPast).toBe(false);
    expect(result.isFeaturedNext).toBe(true);
    const otherIds = result.others.map((event) => event.id);
    expect(otherIds).toContain(later.id);
    expect(otherIds).not.toContain(next.id);
    expect(otherIds).not.toContain(past.id);
  });

  it("shows a past webinar asked for by id as closed", async () => {
    const past = await insertEvent(getDb(), { dateFrom: daysFromToday(-2) });
    const result = await eventsRoute.loader(routeArgs(pageRequest(`/events?event=${past.id}`)));
    expect(result.featured?.id).toBe(past.id);
    expect(result.isFeaturedPast).toBe(true);
    expect(result.isFeaturedNext).toBe(false);
  });
});

describe("booking a webinar", () => {
  it("stores the booking with the event's date and title, queues both emails and goes to the thank-you page", async () => {
    const event = await insertEvent(getDb());
    const fields = bookingFormFields(event.id, { email: "Nomsa.Booker@Example.test" });
    const before = Date.now();
    const response = (await postBooking(fields)) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toMatch(/^\/event-confirmation\?booking=/);

    const [booking] = await bookingsOf(event.id);
    expect(booking).toMatchObject({
      name: fields.name,
      surname: fields.surname,
      email: "nomsa.booker@example.test",
      phone: fields.phone,
      hpcsa: fields.hpcsa,
      province: fields.province,
      city: fields.city,
      company: fields.company,
      occupation: fields.occupation,
    });
    expect(booking.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(Date.parse(booking.created_at)).toBeGreaterThanOrEqual(before - 1000);

    const settings = await getSiteSettings(getDb());
    const notifications = (await outboxTo(settings.notification_email)).filter((message) =>
      message.subject.includes(event.title),
    );
    expect(notifications).toHaveLength(1);
    expect(notifications[0].subject).toBe(`New webinar registration: ${event.title}`);
    expect(notifications[0].text).toContain("nomsa.booker@example.test");
    expect(notifications[0].reply_to).toBe("nomsa.booker@example.test");
    expect(notifications[0].text).toContain(`http://localhost:3000/manage-events?event=${event.id}`);

    const confirmations = await outboxTo("nomsa.booker@example.test");
    expect(confirmations).toHaveLength(1);
    expect(confirmations[0].subject).toBe(`Registration confirmed: ${event.title}`);
    expect(confirmations[0].text).toContain(event.teamsLink);
    expect(confirmations[0].html).toContain(event.teamsLink);
    const attachments = JSON.parse(confirmations[0].attachments_json) as Array<{
      filename: string;
      contentType: string;
    }>;
    // An online webinar: nobody comes to a door, so no check-in QR code.
    expect(attachments.map((attachment) => attachment.filename)).toEqual(["invite.ics"]);
    expect(attachments[0].contentType).toMatch(/^text\/calendar/);
  });

  it("accepts a booking without the optional HPCSA number", async () => {
    const event = await insertEvent(getDb());
    const response = (await postBooking(bookingFormFields(event.id, { hpcsa: "" }))) as Response;
    expect(response.status).toBe(302);
    const [booking] = await bookingsOf(event.id);
    expect(booking.hpcsa).toBeNull();
  });

  it("refuses missing fields with 'Please fill in all fields marked with *' and a message per field, sending nothing", async () => {
    const event = await insertEvent(getDb());
    const outboxBefore = await getDb().selectFrom("outbox").select("id").execute();
    const empty = { eventId: event.id, name: "", surname: "", email: "", phone: "", hpcsa: "", country: "" };
    const result = dataOf<ActionData>(
      await postBooking({ ...empty, province: "", city: "", company: "", occupation: "" }),
    );
    expect(result.status).toBe(400);
    expect(result.data.formError).toBe(MISSING_FIELDS_MESSAGE());
    // Company and occupation are optional; the province is asked only in South Africa.
    expect(result.data.fieldErrors).toEqual({
      name: "Name is required",
      surname: "Surname is required",
      email: "Email is required",
      phone: "Phone is required",
      country: "Country is required",
      city: "City is required",
      privacyConsent: privacyConsentMessage(),
    });
    expect(await bookingsOf(event.id)).toHaveLength(0);
    expect(await getDb().selectFrom("outbox").select("id").execute()).toHaveLength(outboxBefore.length);
  });

  it("names each malformed field: email, phone and a province outside the nine", async () => {
    const event = await insertEvent(getDb());
    const cases: Array<[Record<string, string>, string, string]> = [
      [{ email: "not-an-email" }, "email", "Enter a valid email address"],
      [{ phone: "call me" }, "phone", "Enter a valid phone number"],
      [{ province: "Gauteng North" }, "province", "Choose one of the nine provinces"],
      [{ name: "x".repeat(121) }, "name", "Name must be at most 120 characters"],
    ];
    for (const [override, field, message] of cases) {
      const result = dataOf<ActionData>(await postBooking(bookingFormFields(event.id, override)));
      expect(result.status).toBe(400);
      expect(result.data.fieldErrors).toEqual({ [field]: message });
      expect(result.data.formError).toBe("Please correct the fields marked below.");
      // What was typed comes back, so nothing has to be typed again.
      expect(result.data.values?.[field]).toBe(override[field]);
    }
    expect(await bookingsOf(event.id)).toHaveLength(0);
  });

  it("asks for a country, and a province only in South Africa, without JavaScript too (the server's check)", async () => {
    const event = await insertEvent(getDb());
    const refused = (fields: Record<string, string>) => postBooking(bookingFormFields(event.id, fields));
    const southAfricaWithout = dataOf<ActionData>(await refused({ country: "South Africa", province: "" }));
    expect(southAfricaWithout.status).toBe(400);
    expect(southAfricaWithout.data.formError).toBe(MISSING_FIELDS_MESSAGE());
    expect(southAfricaWithout.data.fieldErrors).toEqual({ province: "Province is required" });
    const unknownCountry = dataOf<ActionData>(await refused({ country: "Atlantis" }));
    expect(unknownCountry.data.fieldErrors).toEqual({ country: "Choose a country from the list" });

    // Kenya: no province (a hidden one sent along is dropped), no company, no occupation.
    const kenyan = {
      email: "wanjiru@example.test",
      country: "Kenya",
      province: "Gauteng",
      company: "",
      occupation: "",
    };
    expect(((await refused({ ...kenyan, city: "Nairobi" })) as Response).status).toBe(302);
    expect(
      ((await refused({ email: "awa@example.test", country: "Côte d'Ivoire", province: "" })) as Response).status,
    ).toBe(302);
    const stored = await bookingsOf(event.id);
    expect(stored.find((booking) => booking.email === "wanjiru@example.test")).toMatchObject({
      country: "Kenya",
      province: "",
      city: "Nairobi",
      company: "",
      occupation: "",
    });
    expect(stored.find((booking) => booking.email === "awa@example.test")?.country).toBe("Côte d'Ivoire");
  });

  it("tells the same email booking the same event twice, whatever the letter case, and keeps one booking", async () => {
    const event = await insertEvent(getDb());
    await postBooking(bookingFormFields(event.id, { email: "repeat@example.test" }));
    const again = dataOf<ActionData>(await postBooking(bookingFormFields(event.id, { email: "REPEAT@example.test" })));
    expect(again.status).toBe(409);
    expect(again.data.reason).toBe("conflict");
    expect(again.data.isStale).toBe(false);
    expect(again.data.formError).toBe(BOOKING_REFUSALS["already-booked"]);
    expect(again.data.fieldErrors.email).toBe(BOOKING_REFUSALS["already-booked"]);
    expect(await bookingsOf(event.id)).toHaveLength(1);
    expect(await outboxTo("repeat@example.test")).toHaveLength(1);

    // The same person may still book a different webinar.
    const other = await insertEvent(getDb());
    const response = (await postBooking(bookingFormFields(other.id, { email: "repeat@example.test" }))) as Response;
    expect(response.status).toBe(302);
  });

  it("keeps one booking when the database refuses a duplicate that slipped past the check", async () => {
    const event = await insertEvent(getDb());
    await postBooking(bookingFormFields(event.id, { email: "race@example.test" }));
    // A second insert for the same event and address, as a concurrent request would make it.
    await expect(
      getDb()
        .insertInto("event_bookings")
        .values({
          id: "race000002",
          event_id: event.id,
          name: "A",
          surname: "B",
          email: "Race@Example.test",
          phone: "0825550101",
          hpcsa: null,
          province: "Gauteng",
          city: "Pretoria",
          company: "C",
          occupation: "D",
          created_at: new Date().toISOString(),
        })
        .execute(),
    ).rejects.toThrow();
    expect(await bookingsOf(event.id)).toHaveLength(1);
  });

  it("refuses bookings for a past event and for an unknown one", async () => {
    const past = await insertEvent(getDb(), { dateFrom: daysFromToday(-1) });
    const refused = dataOf<ActionData>(await postBooking(bookingFormFields(past.id)));
    expect(refused.status).toBe(400);
    expect(refused.data.formError).toBe(BOOKING_REFUSALS["event-past"]);
    expect(await bookingsOf(past.id)).toHaveLength(0);

    const unknown = dataOf<ActionData>(await postBooking(bookingFormFields("no-such-id")));
    expect(unknown.status).toBe(400);
    expect(unknown.data.formError).toBe(BOOKING_REFUSALS["event-not-found"]);
  });
});

describe("the confirmation email over SMTP", () => {
  let smtp: Awaited<ReturnType<typeof startSmtpTestServer>>;
  beforeAll(async () => {
    smtp = await startSmtpTestServer();
  });
  afterAll(() => smtp.close());

  it("arrives with the Teams link and a valid iCalendar invitation", async () => {
    const event = await insertEvent(getDb(), {
      title: "ISO 15189:2022 transition; changes, risks and point-of-care testing",
      dateFrom: daysFromToday(20),
      dateTo: daysFromToday(21),
      timeFrom: "10:00",
      timeTo: "12:00",
    });
    await postBooking(bookingFormFields(event.id, { email: "calendar@example.test", name: "Zanele" }));
    await deliverDueEmails(getDb(), createSmtpTransport(smtp.url, "Campus <no-reply@campus.local>"));
    const mail = await smtp.waitForMailTo("calendar@example.test");
    expect(mail.parsed.subject).toBe(`Registration confirmed: ${event.title}`);
    expect(mail.parsed.text).toContain(event.teamsLink);

    const invitation = mail.parsed.attachments.find((attachment) => attachment.filename === "invite.ics");
    expect(invitation?.contentType).toBe("text/calendar");
    const ics = invitation?.content.toString("utf8") ?? "";
    expect(ics.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
    // Every line ends in CRLF and none is longer than 75 octets.
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    for (const line of ics.split("\r\n")) expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(75);

    const unfolded = ics.replace(/\r\n /g, "");
    // The event's own properties (the VTIMEZONE before it has DTSTARTs of its own).
    const eventLines = unfolded.slice(unfolded.indexOf("BEGIN:VEVENT")).split("\r\n");
    const property = (name: string) =>
      ["VERSION", "METHOD"].includes(name)
        ? unfolded.split("\r\n").find((line) => line.startsWith(`${name}:`))
        : eventLines.find((line) => line.startsWith(`${name}:`) || line.startsWith(`${name};`));
    expect(unfolded).toContain("\r\nBEGIN:VEVENT\r\n");
    expect(unfolded).toContain("\r\nEND:VEVENT\r\n");
    expect(property("VERSION")).toBe("VERSION:2.0");
    expect(property("METHOD")).toBe("METHOD:PUBLISH");
    // 10:00 to 12:00 in the site's zone (Johannesburg, defined by the VTIMEZONE); two days of the same session.
    expect(property("DTSTART")).toBe(`DTSTART;TZID=Africa/Johannesburg:${event.dateFrom.replace(/-/g, "")}T100000`);
    expect(property("DTEND")).toBe(`DTEND;TZID=Africa/Johannesburg:${event.dateFrom.replace(/-/g, "")}T120000`);
    expect(unfolded).toContain("\r\nBEGIN:VTIMEZONE\r\nTZID:Africa/Johannesburg\r\n");
    expect(unfolded).toContain("\r\nTZOFFSETTO:+0200\r\nTZNAME:SAST\r\n");
    expect(property("RRULE")).toBe("RRULE:FREQ=DAILY;COUNT=2");
    expect(property("DTSTAMP")).toMatch(/^DTSTAMP:\d{8}T\d{6}Z$/);
    expect(property("UID")).toBe(`UID:event-${event.id}@localhost`);
    expect(property("SUMMARY")).toBe("SUMMARY:ISO 15189:2022 transition\\; changes\\, risks and point-of-care testing");
    expect(property("URL")).toBe(`URL:${event.teamsLink}`);
    expect(property("LOCATION")).toBe("LOCATION:Online (Microsoft Teams)");
    expect(property("ORGANIZER")).toMatch(/^ORGANIZER;CN=.+:mailto:.+@.+/);
  });
});

describe("the event form", () => {
  it("answers 403 to a student and sends a signed-out visitor to sign in, in the loader and the action", async () => {
    const { cookie: student } = await signedInAs("student");
    const loaderResult = (await settle(() =>
      eventEditRoute.loader(routeArgs(pageRequest("/event/new", student), { eventId: "new" })),
    )) as Response;
    expect(loaderResult.status).toBe(403);
    const actionResult = (await settle(() =>
      eventEditRoute.action(routeArgs(formRequest("/event/new", eventFormFields(), student), { eventId: "new" })),
    )) as Response;
    expect(actionResult.status).toBe(403);
    const anonymous = (await settle(() =>
      eventEditRoute.action(routeArgs(formRequest("/event/new", eventFormFields()), { eventId: "new" })),
    )) as Response;
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("Location")).toMatch(/^\/sign-in/);
    expect(await getDb().selectFrom("events").select("id").where("title", "=", "Student event").execute()).toEqual([]);
  });

  it("opens empty for a new event (nothing made up pre-filled)", async () => {
    const { cookie: instructor } = await signedInAs("instructor");
    const result = await eventEditRoute.loader(routeArgs(pageRequest("/event/new", instructor), { eventId: "new" }));
    expect(result.event).toBeNull();
  });

  it("creates an event, splitting and trimming the comma-separated lists", async () => {
    const { cookie: instructor } = await signedInAs("instructor");
    const response = (await settle(() =>
      eventEditRoute.action(
        routeArgs(
          formRequest(
            "/event/new",
            eventFormFields({
              title: "Document control under ISO 9001",
              highlights: " Numbering documents ,  Review and approval,, Obsolete copies ",
              whoShouldAttend: "Document controllers,Quality officers",
            }),
            instructor,
          ),
          { eventId: "new" },
        ),
      ),
    )) as Response;
    expect(response.status).toBe(302);
    const id = new URL(response.headers.get("Location") ?? "", "http://x").searchParams.get("event") ?? "";
    const saved = await getDb().selectFrom("events").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(saved.title).toBe("Document control under ISO 9001");
    expect(JSON.parse(saved.highlights_json)).toEqual([
      "Numbering documents",
      "Review and approval",
      "Obsolete copies",
    ]);
    expect(JSON.parse(saved.who_should_attend_json)).toEqual(["Document controllers", "Quality officers"]);
    expect(saved.poster_url).toBeNull();

    const edited = (await settle(() =>
      eventEditRoute.action(
        routeArgs(
          formRequest(
            `/event/${id}`,
            { ...eventFormFields({ title: "Document control, revised" }), version: "1" },
            instructor,
          ),
          {
            eventId: id,
          },
        ),
      ),
    )) as Response;
    expect(edited.status).toBe(302);
    const loaded = await eventEditRoute.loader(routeArgs(pageRequest(`/event/${id}`, instructor), { eventId: id }));
    expect(loaded.event?.title).toBe("Document control, revised");
  });

  it("gives a message per required field and saves nothing when invalid", async () => {
    const { cookie: admin } = await signedInAs("admin");
    const before = await getDb().selectFrom("events").select("id").execute();
    const required = [
      ["title", "Title is required"],
      ["subTitle", "Subtitle is required"],
      ["dateFrom", "Start date is required"],
      ["dateTo", "End date is required"],
      ["timeFrom", "Start time is required"],
      ["timeTo", "End time is required"],
      ["location", "Location is required"],
      ["description", "Description is required"],
      ["instructor_name", "Instructor name is required"],
      ["instructor_role", "Instructor role is required"],
      ["moderator_name", "Moderator name is required"],
      ["moderator_role", "Moderator role is required"],
    ] as const;
    const blank = Object.fromEntries(required.map(([field]) => [field, ""]));
    const result = dataOf<ActionData>(
      await eventEditRoute.action(
        routeArgs(formRequest("/event/new", eventFormFields(blank), admin), { eventId: "new" }),
      ),
    );
    expect(result.status).toBe(400);
    expect(result.data.fieldErrors).toEqual(Object.fromEntries(required));
    expect(await getDb().selectFrom("events").select("id").execute()).toHaveLength(before.length);
  });

  it("refuses an end before the start, a bad time and a Teams link that is not https", async () => {
    const { cookie: admin } = await signedInAs("admin");
    const cases: Array<[Record<string, string>, Record<string, string>]> = [
      [{ dateFrom: "2027-03-10", dateTo: "2027-03-09" }, { dateTo: "End date cannot be before the start date" }],
      [
        { dateFrom: "2027-03-10", dateTo: "2027-03-10", timeFrom: "12:00", timeTo: "11:00" },
        { timeTo: "End time must be after the start time" },
      ],
      [{ timeFrom: "25:00" }, { timeFrom: "Start time must be a time (HH:MM)" }],
      [{ dateFrom: "10/03/2027" }, { dateFrom: "Start date must be a date (YYYY-MM-DD)" }],
      [{ teamsLink: "teams.example/meeting" }, { teamsLink: "Teams link must start with https://" }],
      [
        { posterUrl: "javascript:alert(1)" },
        { posterUrl: "Poster must be a web address starting with https:// or an uploaded image" },
      ],
      [
        { image: "//evil.example/x.png" },
        { image: "Image must be a web address starting with https:// or an uploaded image" },
      ],
    ];
    for (const [override, expected] of cases) {
      const result = dataOf<ActionData>(
        await eventEditRoute.action(
          routeArgs(formRequest("/event/new", eventFormFields(override), admin), { eventId: "new" }),
        ),
      );
      expect(result.status).toBe(400);
      expect(result.data.fieldErrors).toEqual(expected);
    }
  });

  it("answers 404 for an unknown event id", async () => {
    const { cookie: admin } = await signedInAs("admin");
    const result = (await settle(() =>
      eventEditRoute.loader(routeArgs(pageRequest("/event/missing", admin), { eventId: "missing" })),
    )) as Response;
    expect(result.status).toBe(404);
  });
});

describe("managing events", () => {
  it("lists every event with its booking count and the bookings of the chosen event", async () => {
    const popular = await insertEvent(getDb(), { title: "Popular webinar" });
    const quiet = await insertEvent(getDb(), { title: "Quiet webinar" });
    await postBooking(bookingFormFields(popular.id, { surname: "Botha" }));
    await postBooking(bookingFormFields(popular.id, { surname: "Adams" }));
    const { cookie: instructor } = await signedInAs("instructor");
    const result = await manageEventsRoute.loader(
      routeArgs(pageRequest(`/manage-events?event=${popular.id}`, instructor)),
    );
    const counts = Object.fromEntries(result.events.map((event) => [event.id, event.bookingCount]));
    expect(counts[popular.id]).toBe(2);
    expect(counts[quiet.id]).toBe(0);
    expect(result.selected?.id).toBe(popular.id);
    expect(result.bookings?.total).toBe(2);
    expect(result.bookings?.bookings.map((booking) => booking.surname)).toEqual(["Adams", "Botha"]);
  });

  it("answers 403 to a student on the list, the CSV and the register", async () => {
    const event = await insertEvent(getDb());
    const { cookie: student } = await signedInAs("student");
    const params = { eventId: event.id };
    const attempts: Array<() => Promise<unknown>> = [
      () => manageEventsRoute.loader(routeArgs(pageRequest("/manage-events", student))),
      () => bookingsCsvRoute.loader(routeArgs(pageRequest(`/manage-events/${event.id}/bookings.csv`, student), params)),
      () =>
        attendanceRegisterRoute.loader(
          routeArgs(pageRequest(`/manage-events/${event.id}/attendance-register.pdf`, student), params),
        ),
    ];
    for (const run of attempts) {
      const result = (await settle(run)) as Response;
      expect(result.status).toBe(403);
    }
  });

  it("exports the bookings as CSV, quoting commas and defusing formulas", async () => {
    const event = await insertEvent(getDb(), { title: "CSV webinar" });
    await postBooking(
      bookingFormFields(event.id, { name: "Mpho", company: "Quality, Safety & Co", city: "=HYPERLINK(1)" }),
    );
    const { cookie: instructor } = await signedInAs("instructor");
    const response = await bookingsCsvRoute.loader(
      routeArgs(pageRequest(`/manage-events/${event.id}/bookings.csv`, instructor), { eventId: event.id }),
    );
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toBe('attachment; filename="csv-webinar-bookings.csv"');
    const csv = (await response.text()).replace(/^\uFEFF/, "");
    const lines = csv.split("\r\n");
    expect(lines[0]).toBe(
      "Name,Surname,Email,Phone,HPCSA number,Country,Province,City,Company,Occupation,Event,Event date,Registered at,Attended,Checked in at,Status,Minutes attended,Qualifies,Attendance override reason,Attendance override at",
    );
    expect(lines[1]).toContain("Mpho,Zulu,");
    expect(lines[1]).toContain(
      '+27 82 555 0101,MT0123456,South Africa,KwaZulu-Natal,\'=HYPERLINK(1),"Quality, Safety & Co",',
    );
    expect(lines[1]).toContain(",CSV webinar,");
    expect(lines).toHaveLength(3);
  });

  it("prints an attendance register with the event, names, HPCSA numbers and a signature column", async () => {
    const event = await insertEvent(getDb(), { title: "Register webinar" });
    await postBooking(bookingFormFields(event.id, { name: "Kagiso", surname: "Mokoena", hpcsa: "MP0654321" }));
    await postBooking(bookingFormFields(event.id, { name: "Anele", surname: "Dube", hpcsa: "" }));
    const { cookie: instructor } = await signedInAs("instructor");
    const response = await attendanceRegisterRoute.loader(
      routeArgs(pageRequest(`/manage-events/${event.id}/attendance-register.pdf`, instructor), { eventId: event.id }),
    );
    expect(response.headers.get("Content-Type")).toBe("application/pdf");
    const pdf = Buffer.from(await response.arrayBuffer());
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    const text = pdfToText(pdf);
    expect(text).toContain("Attendance register");
    expect(text).toContain("Register webinar");
    expect(text).toContain("Signature");
    expect(text).toContain("HPCSA number");
    expect(text).toMatch(/Anele Dube/);
    expect(text).toMatch(/Kagiso Mokoena\s+MP0654321/);
    expect(text).toContain("2 registered");
  });
});

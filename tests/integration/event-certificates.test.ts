import { describe, expect, it } from "vitest";
import { issueDueEventCertificates } from "~/features/certificates/event-certificates-due-work.server";
import { issueEventCertificates } from "~/features/certificates/issue-event-certificates.server";
import { loadCpdLedger } from "~/features/cpd-ledger/cpd-ledger.server";
import type { EventFormInput } from "~/features/events/event.schema";
import { findEvent } from "~/features/events/events.server";
import { createId } from "~/lib/ids";
import * as certificatePdfRoute from "~/routes/cpd/certificate-pdf";
import * as eventEditRoute from "~/routes/events/event-edit";
import * as manageEventsRoute from "~/routes/events/manage-events";
import { getDb } from "~/server/app-context.server";
import { daysFromToday, insertEvent } from "~/server/factories/event-factory";
import { outboxTo } from "~tests/support/outbox";
import { pdfToText } from "~tests/support/pdf-text";
import { dataOf, formRequest, pageRequest, routeArgs, settle } from "~tests/support/requests";
import { signedInAs } from "~tests/support/sign-in";

// Certificates from attendance (issue 14 item 3, decision 0043): qualifying attendees of an event
// get one numbered certificate each, with the event's CPD points, category and body, mailed.

const HPCSA_BODY_ID = "cpdbodyhpc";

interface BookingSeed {
  name: string;
  attended?: boolean;
  minutes?: number | null;
  status?: string;
  userId?: string | null;
  email?: string;
}

/** Bookings written as the booking form and attendance marking leave them (the event has started, so the form is closed). */
async function addBooking(event: { id: string; title: string; dateFrom: string }, seed: BookingSeed) {
  const id = createId();
  await getDb()
    .insertInto("event_bookings")
    .values({
      id,
      event_id: event.id,
      name: seed.name,
      surname: "Attendee",
      email: seed.email ?? `${seed.name.toLowerCase()}-${id}@example.test`,
      phone: "+27 82 555 0101",
      hpcsa: "MT0123456",
      province: "Gauteng",
      city: "Pretoria",
      company: "Campus Labs",
      occupation: "Medical technologist",
      created_at: new Date().toISOString(),
      user_id: seed.userId ?? null,
      attended_at: seed.attended ? new Date().toISOString() : null,
      status: seed.status ?? "confirmed",
      minutes_attended: seed.minutes ?? null,
    })
    .execute();
  return getDb().selectFrom("event_bookings").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
}

/** A two-hour event (10:00-12:00) a day ago: 80 % is 96 minutes. */
function pastEvent(title: string, overrides: Partial<EventFormInput> = {}) {
  return insertEvent(getDb(), {
    title,
    dateFrom: daysFromToday(-1),
    dateTo: daysFromToday(-1),
    cpdPoints: "3",
    cpdCategory: "clinical",
    cpdBodyId: HPCSA_BODY_ID,
    ...overrides,
  });
}

function issueAs(cookie: string, eventId: string) {
  return settle(() =>
    manageEventsRoute.action(
      routeArgs(formRequest("/manage-events", { intent: "issue-certificates", eventId }, cookie)),
    ),
  );
}

function statusOf(result: unknown): number {
  return result instanceof Response ? result.status : dataOf(result).status;
}

function certificatesOfEvent(eventId: string) {
  return getDb()
    .selectFrom("event_certificates")
    .innerJoin("certificates", "certificates.id", "event_certificates.certificate_id")
    .innerJoin("event_bookings", "event_bookings.id", "event_certificates.booking_id")
    .select([
      "event_bookings.name",
      "certificates.certificate_number",
      "certificates.source",
      "certificates.title",
      "certificates.recipient_email",
      "certificates.allocated_points",
      "certificates.clinical_points",
      "certificates.ethics_points",
      "certificates.accreditor",
      "certificates.user_id",
      "certificates.id",
    ])
    .where("event_certificates.event_id", "=", eventId)
    .orderBy("event_bookings.name")
    .execute();
}

describe("issuing certificates from attendance", () => {
  it("issues one to each qualifying attendee, with points, category and body, mailed; nobody else", async () => {
    const { cookie } = await signedInAs("instructor");
    const learner = await signedInAs("student");
    const event = await pastEvent("Certificates from attendance");
    const marked = await addBooking(event, {
      name: "Marked",
      attended: true,
      userId: learner.id,
      email: learner.email,
    });
    const online = await addBooking(event, { name: "Online", minutes: 96 });
    const short = await addBooking(event, { name: "Short", minutes: 95 });
    const absent = await addBooking(event, { name: "Absent" });
    const cancelled = await addBooking(event, { name: "Cancelled", attended: true, status: "cancelled" });

    const first = dataOf<{ ok: boolean; issued: number; alreadyIssued: number }>(await issueAs(cookie, event.id));
    expect(first.status).toBe(200);
    expect(first.data).toMatchObject({ ok: true, issued: 2, alreadyIssued: 0 });

    const issued = await certificatesOfEvent(event.id);
    expect(issued.map((row) => row.name)).toEqual(["Marked", "Online"]);
    for (const row of issued) {
      expect(row).toMatchObject({
        source: "event",
        title: "CERTIFICATE OF ATTENDANCE",
        allocated_points: "3",
        clinical_points: "3",
        ethics_points: "",
        accreditor: "Health Professions Council of South Africa",
      });
      expect(row.certificate_number).toMatch(/^CPD-\d{4}-[2-9A-Z]{7}$/);
    }
    expect(issued[0]?.user_id).toBe(learner.id);
    expect(new Set(issued.map((row) => row.certificate_number)).size).toBe(2);

    // Each is mailed once with the PDF, the verify link and the download link.
    for (const booking of [marked, online]) {
      const mails = (await outboxTo(booking.email)).filter((mail) => mail.subject.startsWith("Your certificate"));
      expect(mails).toHaveLength(1);
      expect(mails[0]?.subject).toBe("Your certificate: Certificates from attendance");
      expect(mails[0]?.text).toContain("/verify/");
      expect(mails[0]?.text).toMatch(/\/certificates\/[^/\s]+\/pdf/);
      expect(mails[0]?.text).toContain("Thank you for attending Certificates from attendance.");
      expect(mails[0]?.attachments_json).toContain("application/pdf");
    }
    for (const booking of [short, absent, cancelled]) expect(await outboxTo(booking.email)).toHaveLength(0);

    // The PDF prints the points with their category and the body.
    const pdf = await certificatePdfRoute.loader(
      routeArgs(pageRequest(`/certificates/${issued[0]?.id}/pdf`, learner.cookie), {
        certificateId: issued[0]?.id,
      }),
    );
    const text = await pdfToText(Buffer.from(await (pdf as Response).arrayBuffer()));
    expect(text).toContain("CPD points: 3 (clinical 3)");
    expect(text).toMatch(/Marked Attendee\s+(HPCSA number: MT0123456\s+)?attended\s+Certificates from attendance/);
    expect(text).toContain("Accredited by: Health Professions Council of South Africa");

    // A second click issues nothing twice and says how many already had one.
    const second = dataOf<{ issued: number; alreadyIssued: number }>(await issueAs(cookie, event.id));
    expect(second.data).toMatchObject({ issued: 0, alreadyIssued: 2 });
    expect(await certificatesOfEvent(event.id)).toHaveLength(2);

    // Attendance marked later: only the newcomer gets one.
    await getDb().updateTable("event_bookings").set({ minutes_attended: 120 }).where("id", "=", short.id).execute();
    const third = dataOf<{ issued: number; alreadyIssued: number }>(await issueAs(cookie, event.id));
    expect(third.data).toMatchObject({ issued: 1, alreadyIssued: 2 });

    // manage-events: the row's count and the selected event's panel.
    const page = dataOf<{
      certificates: { issuedByEvent: Record<string, number>; panel: { toIssue: number; alreadyIssued: number } };
    }>(await manageEventsRoute.loader(routeArgs(pageRequest(`/manage-events?event=${event.id}`, cookie))));
    expect(page.data.certificates.issuedByEvent[event.id]).toBe(3);
    expect(page.data.certificates.panel).toMatchObject({ toIssue: 0, alreadyIssued: 3, hasStarted: true });
  });

  it("issues nothing twice when two staff issue at the same moment", async () => {
    const event = await pastEvent("Two staff at once");
    const bookings = await Promise.all(
      ["Ama", "Bongi", "Chris", "Dineo"].map((name) => addBooking(event, { name, attended: true })),
    );
    const instructor = await signedInAs("instructor");
    const [a, b] = await Promise.all([
      issueEventCertificates(getDb(), { eventId: event.id, issuedByUserId: instructor.id }),
      issueEventCertificates(getDb(), { eventId: event.id, issuedByUserId: instructor.id }),
    ]);
    if (!a.ok || !b.ok) throw new Error("both calls should succeed");
    expect(a.issued + b.issued).toBe(4);
    expect([a.issued, b.issued].sort()).toEqual([0, 4]);
    expect(Math.max(a.alreadyIssued, b.alreadyIssued)).toBe(4);
    expect(await certificatesOfEvent(event.id)).toHaveLength(4);
    const certificateRows = await getDb()
      .selectFrom("certificates")
      .select("id")
      .where("course_name", "=", "Two staff at once")
      .execute();
    expect(certificateRows).toHaveLength(4);
    for (const booking of bookings) expect(await outboxTo(booking.email)).toHaveLength(1);
  });

  it("counts in the attendee's CPD ledger under the event's category and body", async () => {
    const learner = await signedInAs("student");
    const clinical = await pastEvent("Ledger clinical event", { cpdPoints: "2.5" });
    const ethics = await pastEvent("Ledger ethics event", { cpdPoints: "1", cpdCategory: "ethics" });
    const noBody = await pastEvent("Ledger event without a body", {
      cpdPoints: "4",
      cpdCategory: "general",
      cpdBodyId: null,
    });
    for (const event of [clinical, ethics, noBody]) {
      await addBooking(event, { name: "Learner", attended: true, userId: learner.id, email: learner.email });
      const result = await issueEventCertificates(getDb(), { eventId: event.id, issuedByUserId: null });
      expect(result).toMatchObject({ ok: true, issued: 1 });
    }
    const ledger = await loadCpdLedger(getDb(), learner.id, { bodyCode: "HPCSA" });
    expect(ledger.summary.validTenths).toBe(25 + 10);
    const category = (name: string) => ledger.summary.categories.find((line) => line.category === name);
    expect(category("ethics")?.validTenths).toBe(10);
    expect(category("clinical")?.validTenths).toBe(25);
    const titles = ledger.entries.map((entry) => `${entry.title}: ${entry.status}`).sort();
    expect(titles).toHaveLength(3);
    expect(titles.find((line) => line.startsWith("Ledger event without a body"))).toBe(
      "Ledger event without a body: Other body",
    );
    // A general event's PDF names the category too.
    const [general] = await certificatesOfEvent(noBody.id);
    const pdf = await certificatePdfRoute.loader(
      routeArgs(pageRequest(`/certificates/${general?.id}/pdf`, learner.cookie), { certificateId: general?.id }),
    );
    expect(await pdfToText(Buffer.from(await (pdf as Response).arrayBuffer()))).toContain("CPD points: 4 (general 4)");
  });

  it("refuses before the event has started, for a cancelled or unknown event, and for non-staff", async () => {
    const { cookie } = await signedInAs("instructor");
    const future = await insertEvent(getDb(), {
      title: "Not started yet",
      dateFrom: daysFromToday(3),
      dateTo: daysFromToday(3),
    });
    await addBooking(future, { name: "Early", attended: true });
    const notStarted = await issueAs(cookie, future.id);
    expect(statusOf(notStarted)).toBe(400);
    expect(dataOf<{ formError: string }>(notStarted).data.formError).toMatch(
      /^Certificates can be issued once the event has started \(/,
    );

    const unknown = await issueAs(cookie, "no-such-event");
    expect(statusOf(unknown)).toBe(404);
    expect(dataOf<{ formError: string }>(unknown).data.formError).toBe("This event does not exist.");

    const cancelledEvent = await pastEvent("Cancelled event");
    await addBooking(cancelledEvent, { name: "Came", attended: true });
    await getDb()
      .updateTable("events")
      .set({ cancelled_at: new Date().toISOString() })
      .where("id", "=", cancelledEvent.id)
      .execute();
    expect(statusOf(await issueAs(cookie, cancelledEvent.id))).toBe(410);

    const started = await pastEvent("Students cannot issue");
    await addBooking(started, { name: "Present", attended: true });
    const { cookie: student } = await signedInAs("student");
    expect(statusOf(await issueAs(student, started.id))).toBe(403);
    expect(statusOf(await issueAs("", started.id))).toBeGreaterThanOrEqual(300);
    for (const event of [future, cancelledEvent, started]) expect(await certificatesOfEvent(event.id)).toHaveLength(0);
  });

  it("issues automatically once an event with the flag has ended, and only then", async () => {
    const automatic = await pastEvent("Automatic after the event", { certificatesAutomatic: true });
    const manual = await pastEvent("Manual only event");
    const later = await insertEvent(getDb(), {
      title: "Automatic, still to come",
      dateFrom: daysFromToday(2),
      dateTo: daysFromToday(2),
      certificatesAutomatic: true,
    });
    for (const event of [automatic, manual, later]) await addBooking(event, { name: "Auto", attended: true });

    await issueDueEventCertificates(getDb());
    expect(await certificatesOfEvent(automatic.id)).toHaveLength(1);
    expect(await certificatesOfEvent(manual.id)).toHaveLength(0);
    expect(await certificatesOfEvent(later.id)).toHaveLength(0);
    // Run again (another process, the next minute): nothing more.
    await Promise.all([issueDueEventCertificates(getDb()), issueDueEventCertificates(getDb())]);
    expect(await certificatesOfEvent(automatic.id)).toHaveLength(1);
  });
});

describe("the event form's CPD details", () => {
  it("saves points, category, body and the automatic flag with the version; refuses bad values", async () => {
    const { cookie } = await signedInAs("instructor");
    const event = await insertEvent(getDb(), { title: "Form CPD details" });
    const { id: _id, ...fields } = event;
    const posted = (overrides: Record<string, string>, version: string) => {
      const body: Record<string, string> = {
        ...Object.fromEntries(
          Object.entries(fields).map(([key, value]) => [
            key,
            Array.isArray(value) ? value.join(", ") : value === null ? "" : String(value),
          ]),
        ),
        version,
        ...overrides,
      };
      return settle(() =>
        eventEditRoute.action(routeArgs(formRequest(`/event/${event.id}`, body, cookie), { eventId: event.id })),
      );
    };
    const badPoints = dataOf<{ fieldErrors: Record<string, string> }>(await posted({ cpdPoints: "three" }, "1"));
    expect(badPoints.status).toBe(400);
    expect(badPoints.data.fieldErrors.cpdPoints).toBe("CPD points must be a number such as 3 or 2.5");
    const badBody = dataOf<{ fieldErrors: Record<string, string> }>(await posted({ cpdBodyId: "nobody" }, "1"));
    expect(badBody.status).toBe(400);
    expect(badBody.data.fieldErrors.cpdBodyId).toBe("Choose an accrediting body from the list");
    const badCategory = await posted({ cpdCategory: "astrology" }, "1");
    expect(statusOf(badCategory)).toBe(400);

    const saved = await posted(
      { cpdPoints: "2,5", cpdCategory: "ethics", cpdBodyId: HPCSA_BODY_ID, certificatesAutomatic: "on" },
      "1",
    );
    expect((saved as Response).status).toBe(302);
    expect(await findEvent(getDb(), event.id)).toMatchObject({
      cpdPoints: "2.5",
      cpdCategory: "ethics",
      cpdBodyId: HPCSA_BODY_ID,
      certificatesAutomatic: true,
      version: 2,
    });
    // A form loaded at version 1 cannot overwrite them.
    expect(statusOf(await posted({ cpdPoints: "9" }, "1"))).toBe(409);
    expect((await findEvent(getDb(), event.id))?.cpdPoints).toBe("2.5");

    const loaded = dataOf<{ cpdBodies: Array<{ id: string; name: string }> }>(
      await eventEditRoute.loader(routeArgs(pageRequest(`/event/${event.id}`, cookie), { eventId: event.id })),
    );
    expect(loaded.data.cpdBodies.map((body) => body.id)).toContain(HPCSA_BODY_ID);
  });
});

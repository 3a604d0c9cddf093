import { describe, expect, it } from "vitest";
import * as manageEventsRoute from "~/routes/events/manage-events";
import * as attendanceRegisterRoute from "~/routes/resources/event-attendance-register";
import * as bookingsCsvRoute from "~/routes/resources/event-bookings-csv";
import * as eventsRoute from "~/routes/site/events";
import { getDb } from "~/server/app-context.server";
import { bookingFormFields, insertEvent } from "~/server/factories/event-factory";
import { eventStartingSoon } from "~tests/support/event-on-the-day";
import { pdfToText } from "~tests/support/pdf-text";
import { dataOf, formRequest, pageRequest, routeArgs, settle } from "~tests/support/requests";
import { signedInAs } from "~tests/support/sign-in";

// Staff mark who attended an event on manage-events; the register PDF and the bookings CSV show it.

async function bookedEvent(title: string) {
  const event = await insertEvent(getDb(), { title, ...eventStartingSoon() });
  await eventsRoute.action(
    routeArgs(formRequest("/events", bookingFormFields(event.id, { name: "Kagiso", surname: "Mokoena" }))),
  );
  await eventsRoute.action(
    routeArgs(
      formRequest(
        "/events",
        bookingFormFields(event.id, { name: "Anele", surname: "Dube", email: "anele@example.test" }),
      ),
    ),
  );
  const bookings = await getDb()
    .selectFrom("event_bookings")
    .select(["id", "name", "attended_at", "attendance_marked_by"])
    .where("event_id", "=", event.id)
    .orderBy("name")
    .execute();
  return { event, anele: bookings[0] as (typeof bookings)[number], kagiso: bookings[1] as (typeof bookings)[number] };
}

function mark(cookie: string, fields: Record<string, string>) {
  return settle(() =>
    manageEventsRoute.action(
      routeArgs(formRequest("/manage-events", { intent: "mark-attendance", ...fields }, cookie)),
    ),
  );
}

function statusOf(result: unknown): number {
  return result instanceof Response ? result.status : dataOf(result).status;
}

async function attendanceOf(bookingId: string) {
  return getDb()
    .selectFrom("event_bookings")
    .select(["attended_at", "attendance_marked_by"])
    .where("id", "=", bookingId)
    .executeTakeFirstOrThrow();
}

describe("marking attendance at an event", () => {
  it("marks one person present, keeps the first marking as evidence, and can undo it", async () => {
    const { event, kagiso, anele } = await bookedEvent("Attendance webinar");
    const instructor = await signedInAs("instructor");
    const { cookie } = instructor;

    const marked = await mark(cookie, { eventId: event.id, bookingId: kagiso.id, attended: "true" });
    expect(statusOf(marked)).toBe(200);
    const first = await attendanceOf(kagiso.id);
    expect(first.attended_at).not.toBeNull();
    expect(first.attendance_marked_by).toBe(instructor.id);
    expect((await attendanceOf(anele.id)).attended_at).toBeNull();

    const { cookie: admin } = await signedInAs("admin");
    await mark(admin, { eventId: event.id, bookingId: kagiso.id, attended: "true" });
    expect(await attendanceOf(kagiso.id)).toEqual(first);

    await mark(cookie, { eventId: event.id, bookingId: kagiso.id, attended: "false" });
    expect(await attendanceOf(kagiso.id)).toEqual({ attended_at: null, attendance_marked_by: null });
  });

  it("shows who attended on the register PDF and in the bookings CSV", async () => {
    const { event, kagiso } = await bookedEvent("Register with attendance");
    const { cookie } = await signedInAs("instructor");
    await mark(cookie, { eventId: event.id, bookingId: kagiso.id, attended: "true" });

    const pdfResponse = await attendanceRegisterRoute.loader(
      routeArgs(pageRequest(`/manage-events/${event.id}/attendance-register.pdf`, cookie), { eventId: event.id }),
    );
    const text = pdfToText(Buffer.from(await pdfResponse.arrayBuffer()));
    expect(text).toContain("Attended");
    expect(text).toMatch(/Kagiso Mokoena.*Yes/);
    expect(text).not.toMatch(/Anele Dube.*Yes/);

    const csvResponse = await bookingsCsvRoute.loader(
      routeArgs(pageRequest(`/manage-events/${event.id}/bookings.csv`, cookie), { eventId: event.id }),
    );
    const rows = (await csvResponse.text()).split("\r\n");
    expect(rows.find((row) => row.startsWith("Kagiso,"))).toMatch(/,Yes,,confirmed,,Yes,,$/);
    expect(rows.find((row) => row.startsWith("Anele,"))).toMatch(/,No,,confirmed,,No,,$/);
  });

  it("changes nothing for a booking of another event (404), a student (403) or a malformed form (400)", async () => {
    const { event, kagiso } = await bookedEvent("Guarded webinar");
    const other = await insertEvent(getDb(), { title: "Another webinar" });
    const { cookie: instructor } = await signedInAs("instructor");

    const crossEvent = await mark(instructor, { eventId: other.id, bookingId: kagiso.id, attended: "true" });
    expect(statusOf(crossEvent)).toBe(404);

    const { cookie: student } = await signedInAs("student");
    const refused = await mark(student, { eventId: event.id, bookingId: kagiso.id, attended: "true" });
    expect(statusOf(refused)).toBe(403);

    const malformed = await mark(instructor, { eventId: event.id, bookingId: kagiso.id, attended: "maybe" });
    expect(statusOf(malformed)).toBe(400);
    expect((await attendanceOf(kagiso.id)).attended_at).toBeNull();
  });
});

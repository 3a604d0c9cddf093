import { describe, expect, it } from "vitest";
import { createApiToken } from "~/features/api/tokens.server";
import { bookEvent } from "~/features/bookings/bookings.server";
import { formatEventDate } from "~/features/events/event-details";
import { PUBLIC_FORMS } from "~/features/instructor-dashboard/public-forms";
import { listRecentSubmissions } from "~/features/instructor-dashboard/public-forms.server";
import { collectPersonalData } from "~/features/privacy/personal-data-export.server";
import * as bookingsApiRoute from "~/routes/api/v1-bookings";
import * as myLearningRoute from "~/routes/learn/my-learning";
import * as bookingsCsvRoute from "~/routes/resources/event-bookings-csv";
import { getDb } from "~/server/app-context.server";
import { buildBookingInput, buildEvent, daysFromToday, insertEvent } from "~/server/factories/event-factory";
import { PERSONAL_DATA_OWNERS } from "~/server/personal-data-registry.server";
import { outboxTo } from "~tests/support/outbox";
import { formRequest, pageRequest, routeArgs, TEST_ORIGIN } from "~tests/support/requests";
import { dispatch } from "~tests/support/route-table";
import { signedInAs } from "~tests/support/sign-in";

/**
 * Moving an event moves its bookings (decision 0074-bookings-follow-the-event): a booking keeps
 * no copy of its event's date or title, so every place that shows a booking (the CSV, the REST API,
 * My learning, the admin's recent submissions, the personal-data export) shows where the event is
 * now; the people booked are mailed the updated invitation (same UID, higher SEQUENCE).
 */

const BASE_URL = "http://localhost:3000";

/** The event form's fields as the browser posts them (lists as comma-separated text). */
function eventFormFields(event: ReturnType<typeof buildEvent>, version: number): Record<string, string> {
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
    version: String(version),
  };
}

function icsOf(mail: { attachments_json: string }): string {
  const [attachment] = JSON.parse(mail.attachments_json) as { contentBase64: string }[];
  return Buffer.from(attachment.contentBase64, "base64").toString("utf8");
}

describe("moving an event", () => {
  it("moves its bookings everywhere they are shown, and mails the updated invitation", async () => {
    const db = getDb();
    const before = daysFromToday(20);
    const after = daysFromToday(34);
    const event = await insertEvent(db, { title: "Webinar that moves", dateFrom: before, dateTo: before });
    const student = await signedInAs("student");
    const booked = await bookEvent(db, buildBookingInput(event.id, { email: student.email }), {
      baseUrl: BASE_URL,
      userId: student.id,
    });
    expect(booked.ok).toBe(true);
    const uid = /UID:(\S+)/.exec(
      icsOf((await outboxTo(student.email)).find((mail) => mail.subject.startsWith("Registration confirmed"))!),
    )?.[1];

    // Staff move it a fortnight on (and rename it) through the event form.
    const instructor = await signedInAs("instructor");
    const moved = buildEvent({ ...event, title: "Webinar that moved", dateFrom: after, dateTo: after });
    const saved = await dispatch(formRequest(`/event/${event.id}`, eventFormFields(moved, 1), instructor.cookie));
    expect(saved.status, saved.message).toBe(302);

    // The CSV.
    const csvResponse = await bookingsCsvRoute.loader(
      routeArgs(pageRequest(`/manage-events/${event.id}/bookings.csv`, instructor.cookie), { eventId: event.id }),
    );
    const csv = (await csvResponse.text()).replace(/^\uFEFF/, "");
    expect(csv).toContain(`,Webinar that moved,"${formatEventDate(after)}",`);
    expect(csv).not.toContain(formatEventDate(before));

    // The REST API.
    const admin = await signedInAs("admin");
    const token = await createApiToken(db, { name: "CRM", scopes: ["bookings:read"], createdByUserId: admin.id });
    if (!token.ok) throw new Error(token.message);
    const api = await fetchApi(`/api/v1/bookings?eventId=${event.id}`, token.token);
    expect(api.data).toEqual([
      expect.objectContaining({ eventId: event.id, eventTitle: "Webinar that moved", eventDate: after }),
    ]);

    // My learning.
    const learning = await myLearningRoute.loader(routeArgs(pageRequest("/my-learning", student.cookie)));
    expect(learning.view.upcomingBookings).toEqual([
      expect.objectContaining({ eventTitle: "Webinar that moved", dates: formatEventDate(after) }),
    ]);

    // The admin's recent submissions and the person's own export.
    const bookingsForm = PUBLIC_FORMS.find((form) => form.source.table === "event_bookings");
    if (!bookingsForm) throw new Error("no bookings form");
    const submissions = await listRecentSubmissions(db, bookingsForm);
    const bookingId = booked.ok ? booked.bookingId : "";
    expect(submissions.find((submission) => submission.id === bookingId)?.detail).toBe(`Webinar that moved (${after})`);
    const exported = await collectPersonalData(db, student, PERSONAL_DATA_OWNERS);
    expect(JSON.stringify(exported)).toContain(`"eventDate":"${after}"`);

    // The updated invitation: the same UID, SEQUENCE one higher, the new day.
    const changed = (await outboxTo(student.email)).filter((mail) => mail.subject.startsWith("Changed"));
    expect(changed).toHaveLength(1);
    const ics = icsOf(changed[0]);
    expect(ics).toContain("METHOD:REQUEST");
    expect(ics).toContain(`UID:${uid}`);
    expect(ics).toContain("SEQUENCE:1");
    expect(ics).toContain(`DTSTART;TZID=Africa/Johannesburg:${after.replaceAll("-", "")}T100000`);
  });
});

async function fetchApi(path: string, token: string) {
  const request = new Request(`${TEST_ORIGIN}${path}`, { headers: { Authorization: `Bearer ${token}` } });
  const response = await bookingsApiRoute.loader(routeArgs(request));
  expect(response.status).toBe(200);
  return (await response.json()) as { data: Array<Record<string, unknown>> };
}

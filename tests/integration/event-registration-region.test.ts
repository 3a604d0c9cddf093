import { describe, expect, it } from "vitest";
import { bookEvent } from "~/features/bookings/bookings.server";
import { formatEventDate } from "~/features/events/event-details";
import { zonedInstant } from "~/lib/dates";
import * as bookingInviteRoute from "~/routes/resources/booking-confirmation-invitation";
import * as confirmationRoute from "~/routes/site/event-confirmation";
import * as eventsRoute from "~/routes/site/events";
import { getDb } from "~/server/app-context.server";
import { bookingFormFields, buildBookingInput, daysFromToday, insertEvent } from "~/server/factories/event-factory";
import { loadMyLearning } from "~/server/my-learning.server";
import { dataOf, formRequest, pageRequest, routeArgs, settle } from "~tests/support/requests";
import { signedInAs } from "~tests/support/sign-in";

/**
 * Webinar registration for the region (decision 0075-registration-for-the-region): the thank-you
 * page names the booking's webinar by a signed token, a signed-in person's form comes filled in (or says
 * they are booked), a full webinar says so, and My learning offers Join near the time and Cancel.
 */

const BASE_URL = "http://localhost:3000";

async function bookThroughThePage(fields: Record<string, string>, cookie?: string) {
  const response = (await settle(() =>
    eventsRoute.action(routeArgs(formRequest("/events", fields, cookie))),
  )) as Response;
  expect(response.status).toBe(302);
  return response.headers.get("Location") as string;
}

async function confirmationPage(location: string) {
  const result = await confirmationRoute.loader(routeArgs(pageRequest(location)));
  return { ...dataOf<Awaited<ReturnType<typeof confirmationRoute.loader>>["data"]>(result), init: result.init };
}

describe("the thank-you page after booking", () => {
  it("names the webinar, its date in the site's zone, Add to calendar and the join link of an online one", async () => {
    const day = daysFromToday(21);
    const event = await insertEvent(getDb(), { title: "Regional webinar", dateFrom: day, dateTo: day });
    const location = await bookThroughThePage(
      bookingFormFields(event.id, { email: "thandi@example.test", country: "Namibia", province: "" }),
    );
    const page = await confirmationPage(location);
    expect(page.data.booking).toMatchObject({
      status: "confirmed",
      eventTitle: "Regional webinar",
      dates: formatEventDate(day),
      times: "10:00 – 12:00 (SAST)",
      isOnline: true,
      joinUrl: event.teamsLink,
    });
    // The join link is the booker's: the answer is not for a shared cache.
    expect(page.init?.headers).toMatchObject({ "Cache-Control": "private, no-store" });

    // Add to calendar: the webinar's .ics, through the same signed token.
    const icsPath = page.data.booking?.icsPath as string;
    const token = decodeURIComponent(icsPath.replace("/bookings/invite/", ""));
    const ics = await bookingInviteRoute.loader(routeArgs(pageRequest(icsPath), { token }));
    expect(ics.headers.get("Content-Type")).toMatch(/^text\/calendar/);
    expect(await ics.text()).toContain(`DTSTART;TZID=Africa/Johannesburg:${day.replaceAll("-", "")}T100000`);

    // A guessed or altered token names nothing.
    const altered = `${token.slice(0, -2)}xx`;
    expect(
      (await confirmationPage(`/event-confirmation?booking=${encodeURIComponent(altered)}`)).data.booking,
    ).toBeNull();
    const refused = await settle(() =>
      bookingInviteRoute.loader(routeArgs(pageRequest(`/bookings/invite/${altered}`), { token: altered })),
    );
    expect((refused as Response).status).toBe(404);
  });

  it("says a full webinar's booking is on the waitlist, without a join link", async () => {
    const event = await insertEvent(getDb(), { title: "Full regional webinar", capacity: 1 });
    await bookThroughThePage(bookingFormFields(event.id, { email: "first@example.test" }));
    const full = await eventsRoute.loader(routeArgs(pageRequest(`/events?event=${event.id}`)));
    expect(full.isFeaturedFull).toBe(true);
    const page = await confirmationPage(
      await bookThroughThePage(bookingFormFields(event.id, { email: "second@example.test" })),
    );
    expect(page.data.booking).toMatchObject({ status: "waitlisted", joinUrl: null, icsPath: null });
  });
});

describe("a signed-in person on the events page", () => {
  it("finds the form filled in from their account and last booking, then 'You're booked'", async () => {
    const learner = await signedInAs("student", { name: "Kwame Mensah" });
    const first = await insertEvent(getDb(), { title: "First webinar", dateFrom: daysFromToday(10) });
    const second = await insertEvent(getDb(), { title: "Second webinar", dateFrom: daysFromToday(12) });

    const fresh = await eventsRoute.loader(routeArgs(pageRequest(`/events?event=${first.id}`, learner.cookie)));
    expect(fresh.own).toEqual({
      values: { name: "Kwame", surname: "Mensah", email: learner.email },
      bookedStatus: null,
    });

    await bookThroughThePage(
      bookingFormFields(first.id, {
        name: "Kwame",
        surname: "Mensah",
        email: learner.email,
        country: "Kenya",
        province: "",
        city: "Nairobi",
        company: "Lakeside Labs",
        occupation: "",
      }),
      learner.cookie,
    );
    const booked = await eventsRoute.loader(routeArgs(pageRequest(`/events?event=${first.id}`, learner.cookie)));
    expect(booked.own?.bookedStatus).toBe("confirmed");
    const next = await eventsRoute.loader(routeArgs(pageRequest(`/events?event=${second.id}`, learner.cookie)));
    expect(next.own).toEqual({
      values: expect.objectContaining({
        email: learner.email,
        country: "Kenya",
        city: "Nairobi",
        company: "Lakeside Labs",
      }),
      bookedStatus: null,
    });
    expect(next.own?.values).not.toHaveProperty("province");

    // A visitor's page is the same for everyone (and stays cacheable).
    expect((await eventsRoute.loader(routeArgs(pageRequest(`/events?event=${first.id}`)))).own).toBeNull();
  });
});

describe("My learning's bookings", () => {
  it("offer Join for an online webinar from an hour before it starts, Cancel while it is to come, and no door QR online", async () => {
    const learner = await signedInAs("student");
    const day = daysFromToday(5);
    const online = await insertEvent(getDb(), { title: "Online soon", dateFrom: day, dateTo: day });
    const atVenue = await insertEvent(getDb(), {
      title: "At our venue",
      location: "Quality House, Centurion",
      dateFrom: day,
      dateTo: day,
    });
    for (const event of [online, atVenue]) {
      const booked = await bookEvent(getDb(), buildBookingInput(event.id, { email: learner.email }), {
        baseUrl: BASE_URL,
        userId: learner.id,
      });
      expect(booked.ok).toBe(true);
    }
    const startsAt = zonedInstant(day, "10:00", "Africa/Johannesburg");
    const at = async (now: Date) =>
      (await loadMyLearning(getDb(), learner.id, { baseUrl: BASE_URL, now })).upcomingBookings;
    const dayBefore = await at(new Date(startsAt.getTime() - 24 * 60 * 60 * 1000));
    const onlineBooking = dayBefore.find((booking) => booking.eventTitle === "Online soon");
    const venueBooking = dayBefore.find((booking) => booking.eventTitle === "At our venue");
    expect(onlineBooking).toMatchObject({ isOnline: true, joinUrl: null, checkIn: null });
    expect(onlineBooking?.cancelPath).toMatch(/^\/bookings\/cancel\//);
    expect(venueBooking?.checkIn?.code).toMatch(/^[0-9A-Z]{5}-[0-9A-Z]{5}$/);
    expect(venueBooking?.joinUrl).toBeNull();

    const halfAnHourBefore = await at(new Date(startsAt.getTime() - 30 * 60 * 1000));
    expect(halfAnHourBefore.find((booking) => booking.eventTitle === "Online soon")?.joinUrl).toBe(online.teamsLink);
    const afterTheEnd = await at(zonedInstant(day, "12:01", "Africa/Johannesburg"));
    expect(afterTheEnd.find((booking) => booking.eventTitle === "Online soon")).toMatchObject({
      joinUrl: null,
      cancelPath: null,
    });
  });
});

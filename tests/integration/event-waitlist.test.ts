import { afterEach, describe, expect, it } from "vitest";
import { expireSeatOffers, LINK_MESSAGES } from "~/features/bookings/booking-links.server";
import { bookEvent } from "~/features/bookings/bookings.server";
import { saveEventAndTellBookings } from "~/features/bookings/event-changes.server";
import { eventMailContext, queueReminders, reminderDueTimes } from "~/features/bookings/waitlist.server";
import { findEvent } from "~/features/events/events.server";
import * as eventEditRoute from "~/routes/events/event-edit";
import * as bookingCancelRoute from "~/routes/site/booking-cancel";
import * as bookingOfferRoute from "~/routes/site/booking-offer";
import * as eventsRoute from "~/routes/site/events";
import { getDb } from "~/server/app-context.server";
import { bookingFormFields, buildBookingInput, buildEvent, insertEvent } from "~/server/factories/event-factory";
import { outboxTo, remindersTo } from "~tests/support/outbox";
import { dataOf, formRequest, pageRequest, routeArgs, settle } from "~tests/support/requests";
import { signedInAs } from "~tests/support/sign-in";

const BASE_URL = "http://localhost:3000";

async function book(eventId: string, email: string, now?: Date) {
  const booked = await bookEvent(getDb(), buildBookingInput(eventId, { email }), { baseUrl: BASE_URL, now });
  if (!booked.ok) throw new Error(`booking refused: ${booked.message}`);
  return booked;
}

async function statusOf(bookingId: string) {
  const row = await getDb()
    .selectFrom("event_bookings")
    .selectAll()
    .where("id", "=", bookingId)
    .executeTakeFirstOrThrow();
  return row;
}

/** A link page's action reply and its status (409 when the link can no longer act). */
/** A refused POST: the page's message and its status. */
function reply(result: unknown) {
  const { data, status } = dataOf<{ ok: boolean; formError: string | null }>(result);
  return { refused: data.ok ? null : data.formError, status };
}

function linkToken(text: string, kind: "cancel" | "offer"): string {
  const match = text.match(new RegExp(`/bookings/${kind}/([A-Za-z0-9_-]+)`));
  if (!match) throw new Error(`no ${kind} link in: ${text}`);
  return match[1];
}

async function lastMailTo(email: string, subjectStart: string) {
  const mails = (await outboxTo(email)).filter((mail) => mail.subject.startsWith(subjectStart));
  expect(mails.length, `${subjectStart} to ${email}`).toBeGreaterThan(0);
  return mails[mails.length - 1];
}

function icsOf(mail: { attachments_json: string }): string {
  const [attachment] = JSON.parse(mail.attachments_json) as { contentBase64: string }[];
  return Buffer.from(attachment.contentBase64, "base64").toString("utf8");
}

function cancelArgs(token: string, method: "GET" | "POST" = "GET", query = "") {
  const request =
    method === "GET" ? pageRequest(`/bookings/cancel/${token}${query}`) : formRequest(`/bookings/cancel/${token}`, {});
  return routeArgs(request, { token });
}

function offerArgs(token: string, method: "GET" | "POST" = "GET", query = "") {
  const request =
    method === "GET" ? pageRequest(`/bookings/offer/${token}${query}`) : formRequest(`/bookings/offer/${token}`, {});
  return routeArgs(request, { token });
}

/** A done POST comes back to its page with ?done (post/redirect/get, decision 0057). */
function redirectsBackDone(result: unknown, path: string) {
  expect(result).toBeInstanceOf(Response);
  expect((result as Response).status).toBe(302);
  expect((result as Response).headers.get("Location")).toBe(`${path}?done`);
}

afterEach(async () => {
  await getDb().updateTable("site_settings").set({ time_zone: "Africa/Johannesburg" }).execute();
});

describe("capacity and the waitlist", () => {
  it("confirms bookings up to the capacity, then puts people on the waitlist with its own mail and no reminders", async () => {
    const event = await insertEvent(getDb(), { title: "Capacity two", capacity: 2 });
    const first = await book(event.id, "cap-1@example.test");
    const second = await book(event.id, "cap-2@example.test");
    const third = await settle(() =>
      eventsRoute.action(
        routeArgs(formRequest("/events", bookingFormFields(event.id, { email: "cap-3@example.test" }))),
      ),
    );
    expect(first.status).toBe("confirmed");
    expect(second.status).toBe("confirmed");
    expect((third as Response).headers.get("Location")).toMatch(/^\/event-confirmation\?booking=/);
    const waitlisted = await getDb()
      .selectFrom("event_bookings")
      .selectAll()
      .where("email", "=", "cap-3@example.test")
      .executeTakeFirstOrThrow();
    expect(waitlisted.status).toBe("waitlisted");
    const mail = await lastMailTo("cap-3@example.test", "You are on the waitlist");
    expect(mail.text).toContain("Leave the waitlist");
    expect(mail.attachments_json).toBe("[]");
    expect(await remindersTo("cap-3@example.test")).toHaveLength(0);
    expect(await remindersTo("cap-1@example.test")).toHaveLength(3);

    const page = await eventsRoute.loader(routeArgs(pageRequest(`/events?event=${event.id}`)));
    expect(page.seats[event.id]).toBe("Fully booked: new registrations join the waitlist");
  });

  it("shows the seats left on /events", async () => {
    const event = await insertEvent(getDb(), { title: "Capacity five", capacity: 5 });
    await book(event.id, "five-1@example.test");
    const page = await eventsRoute.loader(routeArgs(pageRequest(`/events?event=${event.id}`)));
    expect(page.seats[event.id]).toBe("4 seats left");
  });

  it("gives the last seat to one of two people booking it at the same moment", async () => {
    const event = await insertEvent(getDb(), { title: "Last seat race", capacity: 1 });
    const results = await Promise.all([
      bookEvent(getDb(), buildBookingInput(event.id, { email: "race-a@example.test" }), { baseUrl: BASE_URL }),
      bookEvent(getDb(), buildBookingInput(event.id, { email: "race-b@example.test" }), { baseUrl: BASE_URL }),
    ]);
    const statuses = results.map((result) => (result.ok ? result.status : result.reason)).sort();
    expect(statuses).toEqual(["confirmed", "waitlisted"]);
    const rows = await getDb().selectFrom("event_bookings").select("status").where("event_id", "=", event.id).execute();
    expect(rows.filter((row) => row.status === "confirmed")).toHaveLength(1);
  });
});

describe("the cancel link and the seat offer", () => {
  it("shows on GET without writing, cancels on POST, offers the seat to the next person, and refuses a used or wrong link", async () => {
    const event = await insertEvent(getDb(), { title: "Cancel and offer", capacity: 1 });
    const holder = await book(event.id, "holder@example.test");
    const waiting = await book(event.id, "waiting@example.test");
    expect(waiting.status).toBe("waitlisted");
    const token = linkToken((await lastMailTo("holder@example.test", "Registration confirmed")).text, "cancel");

    const shown = await bookingCancelRoute.loader(cancelArgs(token));
    expect(shown.view.eventTitle).toBe("Cancel and offer");
    expect(shown.view.closedReason).toBeNull();
    expect((await statusOf(holder.bookingId)).status).toBe("confirmed");

    const wrong = await settle(() => bookingCancelRoute.loader(cancelArgs("not-a-real-token")));
    expect((wrong as Response).status).toBe(404);
    const wrongPost = await settle(() => bookingCancelRoute.action(cancelArgs("not-a-real-token", "POST")));
    expect((wrongPost as Response).status).toBe(404);

    // ?done says nothing while the booking is not cancelled.
    expect((await bookingCancelRoute.loader(cancelArgs(token, "GET", "?done"))).done).toBeNull();
    redirectsBackDone(await bookingCancelRoute.action(cancelArgs(token, "POST")), `/bookings/cancel/${token}`);
    expect((await statusOf(holder.bookingId)).status).toBe("cancelled");
    expect((await bookingCancelRoute.loader(cancelArgs(token, "GET", "?done"))).done).toBe(
      'Your booking for "Cancel and offer" is cancelled. Thank you for letting us know.',
    );
    expect(await remindersTo("holder@example.test")).toHaveLength(0);

    const offered = await statusOf(waiting.bookingId);
    expect(offered.status).toBe("offered");
    const offerMail = await lastMailTo("waiting@example.test", "A seat is free for you");
    expect(offerMail.text).toContain("Accept the seat");

    const again = reply(await bookingCancelRoute.action(cancelArgs(token, "POST")));
    expect(again.refused).toBe(LINK_MESSAGES.alreadyCancelled);
    expect(again.status).toBe(409);
    expect((await bookingCancelRoute.loader(cancelArgs(token))).view.closedReason).toBe(LINK_MESSAGES.alreadyCancelled);

    // The offer is accepted from its link: confirmed, with the invitation and reminders.
    const offerToken = linkToken(offerMail.text, "offer");
    const offerPage = await bookingOfferRoute.loader(offerArgs(offerToken));
    expect(offerPage.view.status).toBe("offered");
    expect((await statusOf(waiting.bookingId)).status).toBe("offered");
    expect((await bookingOfferRoute.loader(offerArgs(offerToken, "GET", "?done"))).done).toBeNull();
    redirectsBackDone(await bookingOfferRoute.action(offerArgs(offerToken, "POST")), `/bookings/offer/${offerToken}`);
    expect((await statusOf(waiting.bookingId)).status).toBe("confirmed");
    expect((await bookingOfferRoute.loader(offerArgs(offerToken, "GET", "?done"))).done).toContain(
      'Your seat at "Cancel and offer" is confirmed.',
    );
    const confirmation = await lastMailTo("waiting@example.test", "Registration confirmed");
    expect(icsOf(confirmation)).toContain("BEGIN:VEVENT");
    expect(await remindersTo("waiting@example.test")).toHaveLength(3);
    // The person who cancelled may book again: a new booking, at the back of the queue (full now).
    const rebooked = await book(event.id, "holder@example.test");
    expect(rebooked.status).toBe("waitlisted");
    expect(await remindersTo("holder@example.test")).toHaveLength(0);
    const usedOffer = reply(await bookingOfferRoute.action(offerArgs(offerToken, "POST")));
    expect(usedOffer.refused).toBe(LINK_MESSAGES.offerGone);
  });

  it("passes an expired offer to the next person once, even when the due work runs twice at once", async () => {
    const event = await insertEvent(getDb(), { title: "Offer expiry", capacity: 1, offerHours: 24 });
    const holder = await book(event.id, "exp-holder@example.test");
    const second = await book(event.id, "exp-second@example.test");
    const third = await book(event.id, "exp-third@example.test");
    const token = linkToken((await lastMailTo("exp-holder@example.test", "Registration confirmed")).text, "cancel");
    await bookingCancelRoute.action(cancelArgs(token, "POST"));
    expect((await statusOf(second.bookingId)).status).toBe("offered");
    const offerToken = linkToken((await lastMailTo("exp-second@example.test", "A seat is free for you")).text, "offer");

    // Not yet due: nothing changes.
    expect(await expireSeatOffers(getDb(), { baseUrl: BASE_URL, now: new Date(Date.now() + 23 * 3_600_000) })).toBe(0);

    const later = new Date(Date.now() + 25 * 3_600_000);
    const runs = await Promise.all([
      expireSeatOffers(getDb(), { baseUrl: BASE_URL, now: later }),
      expireSeatOffers(getDb(), { baseUrl: BASE_URL, now: later }),
    ]);
    expect(runs[0] + runs[1]).toBe(1);
    expect((await statusOf(second.bookingId)).status).toBe("cancelled");
    expect((await statusOf(third.bookingId)).status).toBe("offered");
    expect(
      await outboxTo("exp-third@example.test").then((mails) => mails.filter((m) => m.subject.startsWith("A seat"))),
    ).toHaveLength(1);
    await lastMailTo("exp-second@example.test", "Seat offer expired");

    const late = reply(await bookingOfferRoute.action(offerArgs(offerToken, "POST")));
    expect(late.refused).toBe(LINK_MESSAGES.offerGone);
    expect(late.status).toBe(409);
    expect((await statusOf(holder.bookingId)).status).toBe("cancelled");
  });
});

describe("the event form's capacity", () => {
  it("saves a capacity and offer hours, empty for no limit, and refuses what is not a whole number in range", async () => {
    const { cookie } = await signedInAs("instructor");
    const event = await insertEvent(getDb(), { title: "Form capacity" });
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
    const bad = dataOf<{ fieldErrors: Record<string, string> }>(
      await posted({ capacity: "ten", offerHours: "0" }, "1"),
    );
    expect(bad.status).toBe(400);
    expect(bad.data.fieldErrors.capacity).toBe("Capacity must be a whole number");
    expect(bad.data.fieldErrors.offerHours).toBe("Hours to accept a freed seat must be between 1 and 336");
    expect(((await posted({ capacity: "40", offerHours: "48" }, "1")) as Response).status).toBe(302);
    const saved = await findEvent(getDb(), event.id);
    expect(saved?.capacity).toBe(40);
    expect(saved?.offerHours).toBe(48);
    expect(((await posted({ capacity: "", offerHours: "" }, "2")) as Response).status).toBe(302);
    const cleared = await findEvent(getDb(), event.id);
    expect(cleared?.capacity).toBeNull();
    expect(cleared?.offerHours).toBe(24);
  });
});

describe("reminders", () => {
  it("queues 7 days, 1 day and 1 hour before the start in the site zone, once, skipping those already past", async () => {
    await getDb().updateTable("site_settings").set({ time_zone: "America/New_York" }).execute();
    // New York's clocks go forward on 14 March 2027: the 7-day reminder is at 10:00 EST, the others EDT.
    const event = await insertEvent(getDb(), {
      title: "Across daylight saving",
      dateFrom: "2027-03-17",
      dateTo: "2027-03-17",
      timeFrom: "10:00",
      timeTo: "11:00",
    });
    const booked = await book(event.id, "dst@example.test");
    const reminders = await remindersTo("dst@example.test");
    expect(reminders.map((mail) => mail.next_attempt_at)).toEqual([
      "2027-03-10T15:00:00.000Z",
      "2027-03-16T14:00:00.000Z",
      "2027-03-17T13:00:00.000Z",
    ]);
    expect(reminders[0].subject).toBe("Reminder: Across daylight saving starts in 7 days");
    expect(reminders[2].text).toContain("/bookings/cancel/");

    // Asking again (another process, a second run) queues nothing more.
    const stored = (await findEvent(getDb(), event.id))!;
    const context = await eventMailContext(getDb(), stored, BASE_URL);
    const booking = await statusOf(booked.bookingId);
    await queueReminders(getDb(), booking, context, new Date());
    await Promise.all([
      queueReminders(getDb(), booking, context, new Date()),
      queueReminders(getDb(), booking, context, new Date()),
    ]);
    expect(await remindersTo("dst@example.test")).toHaveLength(3);

    // Booked 2 days before: only the 1-day and 1-hour reminders are still to come.
    const due = reminderDueTimes(stored, "America/New_York");
    const twoDaysBefore = new Date(due["1d"].getTime() - 24 * 3_600_000);
    await bookEvent(getDb(), buildBookingInput(event.id, { email: "late@example.test" }), {
      baseUrl: BASE_URL,
      now: twoDaysBefore,
    });
    expect((await remindersTo("late@example.test")).map((mail) => mail.next_attempt_at)).toEqual([
      "2027-03-16T14:00:00.000Z",
      "2027-03-17T13:00:00.000Z",
    ]);
  });
});

describe("changing and cancelling an event", () => {
  it("mails confirmed bookings an updated invitation and moves their reminders when the time changes", async () => {
    const event = await insertEvent(getDb(), {
      title: "Moved webinar",
      dateFrom: "2027-02-10",
      dateTo: "2027-02-10",
      capacity: 1,
    });
    const confirmed = await book(event.id, "moved@example.test");
    await book(event.id, "moved-wait@example.test");
    const firstIcs = icsOf(await lastMailTo("moved@example.test", "Registration confirmed"));
    const uid = firstIcs.match(/UID:(.+)\r\n/)?.[1];

    const { id: _id, ...fields } = event;
    const saved = await saveEventAndTellBookings(
      getDb(),
      event.id,
      1,
      { ...buildEvent(fields), timeFrom: "14:00", timeTo: "16:00" },
      { baseUrl: BASE_URL },
    );
    expect(saved.ok).toBe(true);
    const changed = await lastMailTo("moved@example.test", "Changed: Moved webinar");
    const ics = icsOf(changed);
    expect(ics).toContain("METHOD:REQUEST");
    expect(ics).toContain(`UID:${uid}`);
    expect(ics).toContain("SEQUENCE:1");
    expect(ics).toContain("DTSTART;TZID=Africa/Johannesburg:20270210T140000");
    expect(ics).toContain("ATTENDEE;CN=");
    expect(changed.text).toContain("/bookings/cancel/");
    expect((await remindersTo("moved@example.test")).map((mail) => mail.next_attempt_at)).toEqual([
      "2027-02-03T12:00:00.000Z",
      "2027-02-09T12:00:00.000Z",
      "2027-02-10T11:00:00.000Z",
    ]);
    // The waitlisted person gets no invitation for a seat they do not have.
    expect((await outboxTo("moved-wait@example.test")).some((mail) => mail.subject.startsWith("Changed"))).toBe(false);
    expect((await statusOf(confirmed.bookingId)).status).toBe("confirmed");

    // Saving without changing the date, time or place mails nobody.
    const before = (await outboxTo("moved@example.test")).length;
    const again = await saveEventAndTellBookings(
      getDb(),
      event.id,
      2,
      { ...buildEvent(fields), timeFrom: "14:00", timeTo: "16:00", title: "Moved webinar" },
      { baseUrl: BASE_URL },
    );
    expect(again.ok).toBe(true);
    expect(await outboxTo("moved@example.test")).toHaveLength(before);
  });

  it("offers new seats to the waitlist when the capacity is raised", async () => {
    const event = await insertEvent(getDb(), { title: "Raised capacity", capacity: 1 });
    await book(event.id, "raise-1@example.test");
    const waiting = await book(event.id, "raise-2@example.test");
    const { id: _id, ...fields } = event;
    await saveEventAndTellBookings(getDb(), event.id, 1, buildEvent({ ...fields, capacity: 2 }), { baseUrl: BASE_URL });
    expect((await statusOf(waiting.bookingId)).status).toBe("offered");
  });

  it("Cancel event mails a CANCEL invitation to confirmed seats, tells the waitlist, withdraws reminders and closes registration", async () => {
    const event = await insertEvent(getDb(), { title: "Cancelled webinar", capacity: 1 });
    await book(event.id, "gone@example.test");
    await book(event.id, "gone-wait@example.test");
    const staff = await signedInAs("admin");
    const student = await signedInAs("student");
    const refused = await settle(() =>
      eventEditRoute.action(
        routeArgs(formRequest(`/event/${event.id}`, { intent: "cancel-event" }, student.cookie), { eventId: event.id }),
      ),
    );
    expect((refused as Response).status).toBe(403);
    const done = await settle(() =>
      eventEditRoute.action(
        routeArgs(formRequest(`/event/${event.id}`, { intent: "cancel-event" }, staff.cookie), { eventId: event.id }),
      ),
    );
    expect((done as Response).status).toBe(302);

    const cancelMail = await lastMailTo("gone@example.test", "Cancelled: Cancelled webinar");
    const ics = icsOf(cancelMail);
    expect(ics).toContain("METHOD:CANCEL");
    expect(ics).toContain("STATUS:CANCELLED");
    expect(ics).toContain("SEQUENCE:1");
    const waitMail = await lastMailTo("gone-wait@example.test", "Cancelled: Cancelled webinar");
    expect(waitMail.attachments_json).toBe("[]");
    expect(await remindersTo("gone@example.test")).toHaveLength(0);

    const page = await eventsRoute.loader(routeArgs(pageRequest(`/events?event=${event.id}`)));
    expect(page.isFeaturedCancelled).toBe(true);
    expect(page.seats[event.id]).toBe("Cancelled");
    const late = await bookEvent(getDb(), buildBookingInput(event.id), { baseUrl: BASE_URL });
    expect(late.ok).toBe(false);

    const twice = await settle(() =>
      eventEditRoute.action(
        routeArgs(formRequest(`/event/${event.id}`, { intent: "cancel-event" }, staff.cookie), { eventId: event.id }),
      ),
    );
    expect((twice as Response).status).toBe(409);
  });
});

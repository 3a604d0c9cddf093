import jsQR from "jsqr";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { markAttendance } from "~/features/bookings/attendance-marking.server";
import { acceptOfferByLink, cancelBookingByLink } from "~/features/bookings/booking-links.server";
import { listBookingPage } from "~/features/bookings/booking-pages.server";
import { findBookingRecord } from "~/features/bookings/booking-records.server";
import { bookEvent } from "~/features/bookings/bookings.server";
import { bookingsToCsv } from "~/features/bookings/bookings-csv";
import { CHECK_IN_MESSAGES, checkInByCode } from "~/features/bookings/check-in.server";
import {
  CHECKIN_QR_CID,
  checkinCode,
  formatCheckinCode,
  normalizeCheckinCode,
} from "~/features/bookings/check-in-codes.server";
import { cancelToken, offerToken } from "~/features/bookings/waitlist.server";
import { addDays, DEFAULT_TIME_ZONE, zonedInstant } from "~/lib/dates";
import * as checkInRoute from "~/routes/events/event-check-in";
import * as manageEventsRoute from "~/routes/events/manage-events";
import * as myLearningRoute from "~/routes/learn/my-learning";
import * as attendanceRegisterRoute from "~/routes/resources/event-attendance-register";
import * as bookingsCsvRoute from "~/routes/resources/event-bookings-csv";
import { getDb } from "~/server/app-context.server";
import { buildBookingInput, daysFromToday, insertEvent } from "~/server/factories/event-factory";
import { eventStartingSoon } from "~tests/support/event-on-the-day";
import { outboxTo } from "~tests/support/outbox";
import { pdfToText } from "~tests/support/pdf-text";
import { dataOf, formRequest, pageRequest, routeArgs, settle } from "~tests/support/requests";
import { signedInAs } from "~tests/support/sign-in";

// Check-in by QR code at the door (issue 14, item 2; decision 0040).

const BASE_URL = "http://localhost:3000";

async function book(eventId: string, name: string, email: string) {
  const booked = await bookEvent(getDb(), buildBookingInput(eventId, { name, surname: "Dlamini", email }), {
    baseUrl: BASE_URL,
  });
  if (!booked.ok) throw new Error(`booking refused: ${booked.message}`);
  return booked;
}

async function bookingRow(id: string) {
  return getDb().selectFrom("event_bookings").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
}

interface CheckInReply {
  ok: boolean;
  name?: string;
  checkedIn?: number;
  confirmed?: number;
  formError: string | null;
}

async function checkIn(cookie: string, eventId: string, code: string) {
  const result = await settle(() =>
    checkInRoute.action(
      routeArgs(formRequest(`/manage-events/${eventId}/check-in`, { intent: "check-in", code }, cookie), { eventId }),
    ),
  );
  if (result instanceof Response) return { status: result.status, data: null };
  return dataOf<CheckInReply>(result);
}

/** The QR image attached to a mail, read back from its pixels as a phone would. */
async function qrTextOf(attachment: { contentBase64: string }): Promise<string | null> {
  const { data, info } = await sharp(Buffer.from(attachment.contentBase64, "base64"))
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data ?? null;
}

describe("check-in codes", () => {
  it("are ten unambiguous characters per booking, read back whatever the case, dashes or O/I/L", () => {
    const code = checkinCode("booking-one");
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{10}$/);
    expect(checkinCode("booking-one")).toBe(code);
    expect(checkinCode("booking-two")).not.toBe(code);
    const formatted = formatCheckinCode(code);
    expect(formatted).toMatch(/^.{5}-.{5}$/);
    expect(normalizeCheckinCode(formatted.toLowerCase())).toBe(code);
    expect(normalizeCheckinCode(` ${formatted.slice(0, 5)} ${formatted.slice(6)} `)).toBe(code);
    expect(normalizeCheckinCode("0O1IL-ABCDE")).toBe("00111ABCDE");
    expect(normalizeCheckinCode("UUUUU-UUUUU")).toBeNull();
    expect(normalizeCheckinCode("ABCD")).toBeNull();
    expect(normalizeCheckinCode("x".repeat(500))).toBeNull();
  });
});

/** An event people come to: its mails carry the check-in code (an online one's do not). */
const VENUE = "Quality House, 12 Lenchen Avenue, Centurion";

describe("the check-in code in the mails", () => {
  it("is not in the confirmation of an online event: nobody comes to a door", async () => {
    const event = await insertEvent(getDb(), { title: "Online only", location: "Online (Microsoft Teams)" });
    await book(event.id, "Zanele", "zanele-online@example.test");
    const [confirmation] = await outboxTo("zanele-online@example.test");
    expect(confirmation.subject).toBe("Registration confirmed: Online only");
    expect(confirmation.text).not.toMatch(/check-in code|at the door/i);
    expect(confirmation.html).not.toContain(`cid:${CHECKIN_QR_CID}`);
    expect(JSON.parse(confirmation.attachments_json).map((file: { filename: string }) => file.filename)).toEqual([
      "invite.ics",
    ]);
  });

  it("is in the confirmation as text and as an inline QR image that reads back as the code", async () => {
    const event = await insertEvent(getDb(), { title: "QR mail", location: VENUE });
    const booked = await book(event.id, "Lwazi", "lwazi-qr@example.test");
    const code = formatCheckinCode(checkinCode(booked.bookingId));
    const [confirmation] = await outboxTo("lwazi-qr@example.test");
    expect(confirmation.subject).toBe("Registration confirmed: QR mail");
    expect(confirmation.text).toContain(`Your check-in code is ${code}.`);
    expect(confirmation.html).toContain(`<img src="cid:${CHECKIN_QR_CID}"`);
    expect(confirmation.html).not.toContain("data:");
    const attachments = JSON.parse(confirmation.attachments_json) as {
      filename: string;
      contentType: string;
      contentBase64: string;
      cid?: string;
    }[];
    expect(attachments.map((attachment) => attachment.filename)).toEqual(["invite.ics", "check-in-code.png"]);
    const qr = attachments[1];
    expect(qr.cid).toBe(CHECKIN_QR_CID);
    expect(qr.contentType).toBe("image/png");
    expect(await qrTextOf(qr)).toBe(code);
    // Only the code's hash is stored, never the code.
    const row = await bookingRow(booked.bookingId);
    expect(row.checkin_code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(checkinCode(booked.bookingId));
  });

  it("is in the confirmation of an accepted seat offer", async () => {
    const event = await insertEvent(getDb(), { title: "QR offer", capacity: 1, location: VENUE });
    const holder = await book(event.id, "Holder", "qr-holder@example.test");
    const waiting = await book(event.id, "Waiter", "qr-waiter@example.test");
    expect(waiting.status).toBe("waitlisted");
    expect((await outboxTo("qr-waiter@example.test")).some((mail) => mail.text.includes("check-in code"))).toBe(false);
    expect((await cancelBookingByLink(getDb(), cancelToken(holder.bookingId), { baseUrl: BASE_URL })).ok).toBe(true);
    const offered = await bookingRow(waiting.bookingId);
    const token = offerToken(waiting.bookingId, offered.offer_expires_at as string);
    expect((await acceptOfferByLink(getDb(), token, { baseUrl: BASE_URL })).ok).toBe(true);
    const confirmation = (await outboxTo("qr-waiter@example.test")).find((mail) =>
      mail.subject.startsWith("Registration confirmed"),
    );
    const attachments = JSON.parse(confirmation?.attachments_json ?? "[]") as { contentBase64: string; cid?: string }[];
    const qr = attachments.find((attachment) => attachment.cid === CHECKIN_QR_CID);
    expect(qr).toBeDefined();
    expect(await qrTextOf(qr as { contentBase64: string })).toBe(formatCheckinCode(checkinCode(waiting.bookingId)));
  });
});

describe("checking in at the door", () => {
  it("checks a confirmed booking in once, says who and when on a second scan, and counts N of M", async () => {
    const event = await insertEvent(getDb(), { title: "Door event", ...eventStartingSoon() });
    const sipho = await book(event.id, "Sipho", "sipho-door@example.test");
    await book(event.id, "Naledi", "naledi-door@example.test");
    const staff = await signedInAs("instructor", { name: "Door Keeper" });

    const page = await checkInRoute.loader(
      routeArgs(pageRequest(`/manage-events/${event.id}/check-in`, staff.cookie), { eventId: event.id }),
    );
    expect(page).toMatchObject({ checkedIn: 0, confirmed: 2, event: { title: "Door event" } });

    const code = formatCheckinCode(checkinCode(sipho.bookingId));
    const first = await checkIn(staff.cookie, event.id, code.toLowerCase());
    expect(first.status).toBe(200);
    expect(first.data).toMatchObject({ ok: true, name: "Sipho Dlamini", checkedIn: 1, confirmed: 2 });
    const row = await bookingRow(sipho.bookingId);
    expect(row.checked_in_at).not.toBeNull();
    expect(row.checked_in_by).toBe(staff.id);
    // Check-in is attendance: the rule, the register and Qualifies read attended_at.
    expect(row.attended_at).toBe(row.checked_in_at);
    expect(row.attendance_marked_by).toBe(staff.id);

    const again = await checkIn(staff.cookie, event.id, code);
    expect(again.status).toBe(409);
    expect(again.data?.formError).toMatch(/^Sipho Dlamini is already checked in \(.+ by Door Keeper\)\.$/);
    expect((await bookingRow(sipho.bookingId)).checked_in_at).toBe(row.checked_in_at);

    const after = await checkInRoute.loader(
      routeArgs(pageRequest(`/manage-events/${event.id}/check-in`, staff.cookie), { eventId: event.id }),
    );
    expect(after).toMatchObject({ checkedIn: 1, confirmed: 2 });
  });

  it("refuses another event's code, an unknown code, something that is not a code, and bookings without a seat", async () => {
    const event = await insertEvent(getDb(), { title: "Scoped door", capacity: 2, ...eventStartingSoon() });
    const other = await insertEvent(getDb(), { title: "The other webinar", ...eventStartingSoon() });
    const elsewhere = await book(other.id, "Elsewhere", "elsewhere@example.test");
    const seated = await book(event.id, "Seated", "seated@example.test");
    await book(event.id, "Second", "second@example.test");
    const waiting = await book(event.id, "Waiting", "waiting-door@example.test");
    expect(waiting.status).toBe("waitlisted");
    const { cookie } = await signedInAs("instructor");

    const crossEvent = await checkIn(cookie, event.id, checkinCode(elsewhere.bookingId));
    expect(crossEvent.status).toBe(409);
    expect(crossEvent.data?.formError).toBe("This code is for a booking of another event (The other webinar).");
    expect((await bookingRow(elsewhere.bookingId)).checked_in_at).toBeNull();

    const unknown = await checkIn(cookie, event.id, "ABCDE-FGHJK");
    expect(unknown.status).toBe(404);
    expect(unknown.data?.formError).toBe(CHECK_IN_MESSAGES.unknown);

    const notACode = await checkIn(cookie, event.id, "https://example.test/?q=1");
    expect(notACode.status).toBe(400);
    expect(notACode.data?.formError).toBe(CHECK_IN_MESSAGES.badCode);

    const waitlisted = await checkIn(cookie, event.id, checkinCode(waiting.bookingId));
    expect(waitlisted.status).toBe(409);
    expect(waitlisted.data?.formError).toBe(`Waiting Dlamini: ${CHECK_IN_MESSAGES.waitlisted}`);

    expect((await cancelBookingByLink(getDb(), cancelToken(seated.bookingId), { baseUrl: BASE_URL })).ok).toBe(true);
    const cancelled = await checkIn(cookie, event.id, checkinCode(seated.bookingId));
    expect(cancelled.status).toBe(409);
    expect(cancelled.data?.formError).toBe(`Seated Dlamini: ${CHECK_IN_MESSAGES.cancelled}`);
    // The freed seat went to the waitlist as an offer: not confirmed yet, so not checked in either.
    const offered = await checkIn(cookie, event.id, checkinCode(waiting.bookingId));
    expect(offered.data?.formError).toBe(`Waiting Dlamini: ${CHECK_IN_MESSAGES.offered}`);

    const rows = await getDb()
      .selectFrom("event_bookings")
      .select("checked_in_at")
      .where("event_id", "=", event.id)
      .execute();
    expect(rows.every((booking) => booking.checked_in_at === null)).toBe(true);
  });

  it("is for staff only: a student is refused and nothing is written", async () => {
    const event = await insertEvent(getDb(), { title: "Staff door", ...eventStartingSoon() });
    const booked = await book(event.id, "Guarded", "guarded-door@example.test");
    const { cookie } = await signedInAs("student");
    const refused = await checkIn(cookie, event.id, checkinCode(booked.bookingId));
    expect(refused.status).toBe(403);
    expect((await bookingRow(booked.bookingId)).checked_in_at).toBeNull();
    const page = await settle(() =>
      checkInRoute.loader(routeArgs(pageRequest(`/manage-events/${event.id}/check-in`, cookie), { eventId: event.id })),
    );
    expect((page as Response).status).toBe(403);
  });

  it("refuses a cancelled event (410) and an unknown event (404)", async () => {
    const event = await insertEvent(getDb(), { title: "Called off" });
    const booked = await book(event.id, "Early", "early-door@example.test");
    await getDb()
      .updateTable("events")
      .set({ cancelled_at: new Date().toISOString() })
      .where("id", "=", event.id)
      .execute();
    const { cookie } = await signedInAs("instructor");
    const closed = await checkIn(cookie, event.id, checkinCode(booked.bookingId));
    expect(closed.status).toBe(410);
    expect(closed.data?.formError).toBe(CHECK_IN_MESSAGES.eventCancelled);
    const missing = await checkIn(cookie, "no-such-event", checkinCode(booked.bookingId));
    expect(missing.status).toBe(404);
  });

  it("checks in once when the same code is scanned twice at the same moment", async () => {
    const event = await insertEvent(getDb(), { title: "Two phones", ...eventStartingSoon() });
    const booked = await book(event.id, "Twice", "twice-door@example.test");
    const [one, two] = await Promise.all(
      ["staff-a", "staff-b"].map(async () => {
        const staff = await signedInAs("instructor");
        return checkInByCode(getDb(), {
          eventId: event.id,
          code: checkinCode(booked.bookingId),
          staffUserId: staff.id,
        });
      }),
    );
    expect([one.ok, two.ok].sort()).toEqual([false, true]);
  });
});

describe("check-in in the register", () => {
  it("shows on the register PDF and CSV, qualifies under the rule, and counts on manage-events", async () => {
    const event = await insertEvent(getDb(), { title: "Registered door", ...eventStartingSoon() });
    const thabo = await book(event.id, "Thabo", "thabo-reg@example.test");
    const zanele = await book(event.id, "Zanele", "zanele-reg@example.test");
    const { cookie } = await signedInAs("instructor");
    expect((await checkIn(cookie, event.id, checkinCode(thabo.bookingId))).status).toBe(200);

    const bookings = await listBookingPage(getDb(), event.id, { page: 1 });
    expect(bookings.attendance).toMatchObject({ qualifying: 1, checkedIn: 1, confirmed: 2 });
    const byName = Object.fromEntries(bookings.bookings.map((booking) => [booking.name, booking]));
    expect(byName.Thabo).toMatchObject({ qualifies: true, attended: true });
    expect(byName.Thabo.checkedInAt).toMatch(/^\d{1,2} \w{3} \d{4}, \d{2}:\d{2}$/);
    expect(byName.Zanele).toMatchObject({ qualifies: false, checkedInAt: null });

    const pdf = await attendanceRegisterRoute.loader(
      routeArgs(pageRequest(`/manage-events/${event.id}/attendance-register.pdf`, cookie), { eventId: event.id }),
    );
    const text = pdfToText(Buffer.from(await pdf.arrayBuffer()));
    expect(text).toMatch(/Thabo Dlamini.*In \d{2}:\d{2}.*Yes/);
    expect(text).not.toMatch(/Zanele Dlamini.*(In \d|Yes)/);
    expect(text).toContain("2 registered, 1 checked in at the door");

    const csv = await bookingsCsvRoute.loader(
      routeArgs(pageRequest(`/manage-events/${event.id}/bookings.csv`, cookie), { eventId: event.id }),
    );
    const rows = (await csv.text()).split("\r\n");
    expect(rows[0]).toContain("Attended,Checked in at,Status");
    expect(rows.find((row) => row.startsWith("Thabo,"))).toMatch(/,Yes,\d{4}-\d{2}-\d{2}T[^,]+,confirmed,,Yes,,$/);
    expect(rows.find((row) => row.startsWith("Zanele,"))).toMatch(/,No,,confirmed,,No,,$/);

    // Taking attendance back on manage-events takes the check-in back: the code checks in again.
    const unmark = await settle(() =>
      manageEventsRoute.action(
        routeArgs(
          formRequest(
            "/manage-events",
            { intent: "mark-attendance", eventId: event.id, bookingId: thabo.bookingId, attended: "false" },
            cookie,
          ),
        ),
      ),
    );
    expect(dataOf(unmark).status).toBe(200);
    expect(await bookingRow(thabo.bookingId)).toMatchObject({ attended_at: null, checked_in_at: null });
    expect((await checkIn(cookie, event.id, checkinCode(thabo.bookingId))).status).toBe(200);
    expect((await bookingRow(zanele.bookingId)).checked_in_at).toBeNull();
  });
});

describe("the check-in code on My learning", () => {
  it("shows the code and its QR for an upcoming confirmed booking, then Checked in", async () => {
    const learner = await signedInAs("student");
    const event = await insertEvent(getDb(), {
      title: "Learner door",
      location: VENUE,
      ...eventStartingSoon(),
    });
    const full = await insertEvent(getDb(), {
      title: "Learner waitlist",
      capacity: 1,
      dateFrom: daysFromToday(12),
      dateTo: daysFromToday(12),
    });
    const booked = await book(event.id, "Learner", learner.email);
    await book(full.id, "Someone", "someone-else-door@example.test");
    const waiting = await book(full.id, "Learner", learner.email);
    expect(waiting.status).toBe("waitlisted");
    const myLearning = async () =>
      (await myLearningRoute.loader(routeArgs(pageRequest("/my-learning", learner.cookie)))).view;

    const before = await myLearning();
    const byTitle = Object.fromEntries(before.upcomingBookings.map((booking) => [booking.eventTitle, booking]));
    expect(byTitle["Learner door"]?.checkIn?.code).toBe(formatCheckinCode(checkinCode(booked.bookingId)));
    const qr = byTitle["Learner door"]?.checkIn?.qrDataUrl ?? "";
    expect(qr).toMatch(/^data:image\/png;base64,/);
    expect(await qrTextOf({ contentBase64: qr.split(",")[1] })).toBe(formatCheckinCode(checkinCode(booked.bookingId)));
    // No seat, no code to show at the door.
    expect(byTitle["Learner waitlist"]?.checkIn).toBeNull();

    const staff = await signedInAs("instructor");
    expect((await checkIn(staff.cookie, event.id, checkinCode(booked.bookingId))).status).toBe(200);
    const after = (await myLearning()).upcomingBookings.find((booking) => booking.eventTitle === "Learner door");
    expect(after).toMatchObject({ checkIn: null, checkedIn: true });
  });
});

describe("the check-in window and overrides (decision 0073-check-in-window)", () => {
  // An event 14 days out, 09:00 to 10:00 site time; the clock is fixed by passing `now`.
  const onDay = (time: string, days = 0) => zonedInstant(addDays(daysFromToday(14), days), time, DEFAULT_TIME_ZONE);
  async function windowEvent(title: string) {
    return insertEvent(getDb(), {
      title,
      dateFrom: daysFromToday(14),
      dateTo: daysFromToday(14),
      timeFrom: "09:00",
      timeTo: "10:00",
    });
  }
  const staffId = async () => (await signedInAs("instructor")).id;

  it("checks in only from two hours before the start to the end of the event's day", async () => {
    const event = await windowEvent("Window door");
    const early = await book(event.id, "Early", "early-window@example.test");
    const staff = await staffId();
    const code = formatCheckinCode(checkinCode(early.bookingId));
    const at = (now: Date) => checkInByCode(getDb(), { eventId: event.id, code, staffUserId: staff, now });

    const daysBefore = await at(onDay("09:00", -3));
    expect(daysBefore).toMatchObject({ ok: false, reason: "closed" });
    if (!daysBefore.ok) expect(daysBefore.message).toMatch(/^Check-in opens at .+, two hours before the start\./);
    expect(await at(onDay("06:59"))).toMatchObject({ ok: false, reason: "closed" });
    expect((await bookingRow(early.bookingId)).attended_at).toBeNull();
    expect(await at(onDay("07:00"))).toMatchObject({ ok: true, name: "Early Dlamini" });

    const late = await book(event.id, "Late", "late-window@example.test");
    const lateCode = formatCheckinCode(checkinCode(late.bookingId));
    const lateAt = (now: Date) =>
      checkInByCode(getDb(), { eventId: event.id, code: lateCode, staffUserId: staff, now });
    expect(await lateAt(onDay("00:00", 1))).toMatchObject({ ok: false, reason: "closed" });
    expect(await lateAt(onDay("23:59"))).toMatchObject({ ok: true });
  });

  it("never lets a cancelled booking qualify, even one checked in before it was cancelled", async () => {
    const event = await windowEvent("Cancelled door");
    const booked = await book(event.id, "Gone", "gone-window@example.test");
    const staff = await staffId();
    const code = formatCheckinCode(checkinCode(booked.bookingId));
    expect(
      await checkInByCode(getDb(), { eventId: event.id, code, staffUserId: staff, now: onDay("08:30") }),
    ).toMatchObject({ ok: true });
    await getDb()
      .updateTable("event_bookings")
      .set({ status: "cancelled", cancelled_at: new Date().toISOString() })
      .where("id", "=", booked.bookingId)
      .execute();
    const page = await listBookingPage(getDb(), event.id, { page: 1 });
    expect(page.bookings.find((booking) => booking.id === booked.bookingId)).toMatchObject({ qualifies: false });
    const csv = bookingsToCsv(
      [await bookingRow(booked.bookingId)],
      {
        title: event.title,
        dateFrom: event.dateFrom,
        dateTo: event.dateTo,
        timeFrom: event.timeFrom,
        timeTo: event.timeTo,
        attendanceMinPercent: 80,
      },
      "Africa/Johannesburg",
    );
    expect(csv.split("\r\n")[1]).toMatch(/,cancelled,,No,,$/);

    // Nor can staff mark it attended again.
    const marking = { eventId: event.id, bookingId: booked.bookingId, attended: true, overrideReason: "" };
    expect(await markAttendance(getDb(), marking, staff, onDay("09:30"))).toMatchObject({
      ok: false,
      reason: "stale",
    });
  });

  it("needs a reason to mark attendance outside the window or below the online minutes, and keeps it", async () => {
    const event = await windowEvent("Override door");
    const booked = await book(event.id, "Thandeka", "override-window@example.test");
    const staff = await staffId();
    const mark = (now: Date, reason = "") =>
      markAttendance(
        getDb(),
        { eventId: event.id, bookingId: booked.bookingId, attended: true, overrideReason: reason },
        staff,
        now,
      );

    const refused = await mark(onDay("09:00", -3));
    expect(refused).toMatchObject({
      ok: false,
      reason: "invalid",
      fieldErrors: { overrideReason: expect.any(String) },
    });
    expect(await mark(onDay("09:00", -3), "  ")).toMatchObject({ ok: false, reason: "invalid" });
    expect((await bookingRow(booked.bookingId)).attended_at).toBeNull();

    // Online: 25 of the 48 minutes that qualify (80 % of 60) is below the rule, inside the window too.
    await getDb()
      .updateTable("event_bookings")
      .set({ minutes_attended: 25 })
      .where("id", "=", booked.bookingId)
      .execute();
    expect(await mark(onDay("09:30"))).toMatchObject({
      ok: false,
      fieldErrors: { overrideReason: expect.any(String) },
    });

    const reason = "Joined by phone; the meeting recorded the laptop only";
    expect(await mark(onDay("09:30"), reason)).toMatchObject({ ok: true, overridden: true });
    const row = await bookingRow(booked.bookingId);
    expect(row).toMatchObject({ attendance_override_reason: reason, attendance_override_by: staff });
    expect(row.attendance_override_at).toBe(onDay("09:30").toISOString());

    // Kept where attendance is shown and exported: manage-events, the CSV, the API.
    const page = await listBookingPage(getDb(), event.id, { page: 1 });
    expect(page.bookings[0]).toMatchObject({ qualifies: true, attendanceOverride: { reason } });
    const csv = bookingsToCsv(
      [row],
      {
        title: event.title,
        dateFrom: event.dateFrom,
        dateTo: event.dateTo,
        timeFrom: event.timeFrom,
        timeTo: event.timeTo,
        attendanceMinPercent: 80,
      },
      "Africa/Johannesburg",
    );
    const [header, line] = csv.split("\r\n");
    expect(header).toContain("Attendance override reason,Attendance override at");
    expect(line).toContain(reason);
    const found = await findBookingRecord(getDb(), booked.bookingId);
    expect(found).toMatchObject({ attendanceOverrideReason: reason });
    const { cookie } = await signedInAs("instructor");
    const register = await attendanceRegisterRoute.loader(
      routeArgs(pageRequest(`/manage-events/${event.id}/attendance-register.pdf`, cookie), { eventId: event.id }),
    );
    const registerPdf = Buffer.from(await register.arrayBuffer());
    expect(pdfToText(registerPdf)).toMatch(/Thandeka Dlamini.*Yes \(1\)/);
    expect(pdfToText(registerPdf, "reading")).toContain(`(1) No. 1 Thandeka Dlamini: ${reason} (marked`);

    // Within the window and without imported minutes, marking needs no reason.
    const plain = await book(event.id, "Sizwe", "plain-window@example.test");
    const plainMarking = { eventId: event.id, bookingId: plain.bookingId, attended: true, overrideReason: "" };
    expect(await markAttendance(getDb(), plainMarking, staff, onDay("08:00"))).toMatchObject({
      ok: true,
      overridden: false,
    });
    expect((await bookingRow(plain.bookingId)).attendance_override_reason).toBeNull();
  });
});

import { beforeEach, describe, expect, it } from "vitest";
import { bookEvent } from "~/features/bookings/bookings.server";
import { getEnvironment } from "~/lib/env.server";
import { getSiteSettings } from "~/platform/site-settings/site-settings.server";
import * as rootRoute from "~/root";
import * as adminEnquiriesRoute from "~/routes/admin/enquiries";
import * as siteSettingsRoute from "~/routes/admin/site-settings";
import * as manageEventsRoute from "~/routes/events/manage-events";
import { getDb } from "~/server/app-context.server";
import { insertEnquiry } from "~/server/factories/enquiry-factory";
import { buildBookingInput, insertEvent } from "~/server/factories/event-factory";
import { outboxTo } from "~tests/support/outbox";
import { dataOf, formRequest, pageRequest, routeArgs, settle } from "~tests/support/requests";
import { signedInAs } from "~tests/support/sign-in";

/** Saves the site settings as the admin's form would, changing only the time zone (or leaving it out). */
async function saveTimeZone(cookie: string, timeZone: string | undefined) {
  const { settings } = await siteSettingsRoute.loader(routeArgs(pageRequest("/admin", cookie)));
  const fields: Record<string, string> = {
    siteName: settings.siteName,
    logoUrl: settings.logoUrl ?? "",
    notificationEmail: settings.notificationEmail,
    aboutText: settings.aboutText,
    version: String(settings.version),
  };
  if (timeZone !== undefined) fields.timeZone = timeZone;
  return settle(() => siteSettingsRoute.action(routeArgs(formRequest("/admin", fields, cookie))));
}

async function rootTimeZone(cookie?: string) {
  const result = await rootRoute.loader(routeArgs(pageRequest("/", cookie)));
  return dataOf<{ timeZone: string }>(result).data.timeZone;
}

// One database per test file: each test starts from the default zone.
beforeEach(async () => {
  await getSiteSettings(getDb());
  await getDb().updateTable("site_settings").set({ time_zone: "Africa/Johannesburg" }).execute();
});

describe("the site's time zone setting", () => {
  it("is South African time until an admin changes it; every page gets it from the root loader", async () => {
    const { cookie } = await signedInAs("admin");
    const { settings, timeZones } = await siteSettingsRoute.loader(routeArgs(pageRequest("/admin", cookie)));
    expect(settings.timeZone).toBe("Africa/Johannesburg");
    expect(timeZones).toContain("Africa/Johannesburg");
    expect(timeZones).toContain("Europe/London");
    expect(await rootTimeZone()).toBe("Africa/Johannesburg");

    const saved = (await saveTimeZone(cookie, "Europe/London")) as Response;
    expect(saved.headers.get("Location")).toBe("/admin");
    expect((await getSiteSettings(getDb())).time_zone).toBe("Europe/London");
    expect(await rootTimeZone()).toBe("Europe/London");
  });

  it("refuses a name that is not an IANA zone, saves nothing, and keeps the zone when a form leaves it out", async () => {
    const { cookie } = await signedInAs("admin");
    for (const bad of ["Mars/Olympus_Mons", "+02:00", "SAST", ""]) {
      const { data, status } = dataOf<{ fieldErrors: Record<string, string> }>(await saveTimeZone(cookie, bad));
      expect(status, bad).toBe(400);
      expect(data.fieldErrors.timeZone).toBe("Choose a time zone from the list");
    }
    expect((await getSiteSettings(getDb())).time_zone).toBe("Africa/Johannesburg");

    await saveTimeZone(cookie, "America/New_York");
    await saveTimeZone(cookie, undefined);
    expect((await getSiteSettings(getDb())).time_zone).toBe("America/New_York");
  });

  it("refuses a save made on a stale copy (the settings' version)", async () => {
    const { cookie } = await signedInAs("admin");
    const { settings } = await siteSettingsRoute.loader(routeArgs(pageRequest("/admin", cookie)));
    await saveTimeZone(cookie, "Europe/London");
    const stale = await settle(() =>
      siteSettingsRoute.action(
        routeArgs(
          formRequest(
            "/admin",
            {
              siteName: settings.siteName,
              logoUrl: settings.logoUrl ?? "",
              notificationEmail: settings.notificationEmail,
              aboutText: settings.aboutText,
              timeZone: "Asia/Tokyo",
              version: String(settings.version),
            },
            cookie,
          ),
        ),
      ),
    );
    expect(dataOf(stale).status).toBe(409);
    expect((await getSiteSettings(getDb())).time_zone).toBe("Europe/London");
  });
});

describe("changing the setting changes the times pages show", () => {
  it("an enquiry's received time follows the zone (summer in London is UTC+1, South Africa UTC+2)", async () => {
    const { cookie } = await signedInAs("admin");
    await insertEnquiry(getDb(), { created_at: "2026-07-15T22:30:00.000Z", name: "Late Caller" });
    const receivedAt = async () => {
      const list = await adminEnquiriesRoute.loader(routeArgs(pageRequest("/admin/enquiries", cookie)));
      return list.enquiries.find((enquiry) => enquiry.name === "Late Caller")?.receivedAt;
    };
    // 22:30 UTC is already the next day in South Africa.
    expect(await receivedAt()).toBe("16 Jul 2026, 00:30");
    await saveTimeZone(cookie, "Europe/London");
    expect(await receivedAt()).toBe("15 Jul 2026, 23:30");
  });

  it("an event's times are named in the zone on manage-events, and its .ics carries the zone", async () => {
    const { cookie } = await signedInAs("admin");
    const { id: eventId } = await insertEvent(getDb(), {
      title: "Winter webinar",
      dateFrom: "2030-01-15",
      dateTo: "2030-01-15",
      timeFrom: "10:00",
      timeTo: "12:00",
    });
    const when = async () => {
      const { events } = await manageEventsRoute.loader(
        routeArgs(pageRequest(`/manage-events?event=${eventId}`, cookie)),
      );
      return events.find((event) => event.id === eventId)?.when;
    };
    expect(await when()).toBe("Tuesday, 15 January 2030, 10:00 – 12:00 (SAST)");
    await saveTimeZone(cookie, "Europe/London");
    expect(await when()).toBe("Tuesday, 15 January 2030, 10:00 – 12:00 (GMT)");

    const booked = await bookEvent(getDb(), buildBookingInput(eventId, { email: "london@example.test" }), {
      baseUrl: getEnvironment().baseUrl,
    });
    expect(booked.ok).toBe(true);
    const [confirmation] = await outboxTo("london@example.test");
    expect(confirmation.text).toContain("When: Tuesday, 15 January 2030, 10:00 – 12:00 (GMT)");
    const [invitation] = JSON.parse(confirmation.attachments_json) as Array<{ contentBase64: string }>;
    const ics = Buffer.from(invitation.contentBase64, "base64").toString("utf8").replace(/\r\n /g, "");
    expect(ics).toContain("\r\nDTSTART;TZID=Europe/London:20300115T100000\r\n");
    expect(ics).toContain("\r\nDTEND;TZID=Europe/London:20300115T120000\r\n");
    expect(ics).toContain("\r\nBEGIN:VTIMEZONE\r\nTZID:Europe/London\r\n");
    expect(ics).toContain(
      "\r\nBEGIN:DAYLIGHT\r\nDTSTART:20300331T010000\r\nTZOFFSETFROM:+0000\r\nTZOFFSETTO:+0100\r\n",
    );
  });
});

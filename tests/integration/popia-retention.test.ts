import { describe, expect, it } from "vitest";
import { purgeExpiredRecords, retentionCutoff } from "~/features/privacy/retention.server";
import { createId } from "~/lib/ids";
import { getSiteSettings } from "~/platform/site-settings/site-settings.server";
import * as deletionRequestsRoute from "~/routes/admin/deletion-requests";
import { getDb } from "~/server/app-context.server";
import { insertCpdCourse, insertEnrolledUser } from "~/server/factories/cpd-factory";
import { insertEnquiry } from "~/server/factories/enquiry-factory";
import { buildBookingInput, insertEvent } from "~/server/factories/event-factory";
import { dataOf, formRequest, routeArgs, settle } from "~tests/support/requests";
import { signedInAs } from "~tests/support/sign-in";

/**
 * Issue 14 item 7 (POPIA): the retention site setting (months) and the due-work step that purges
 * enquiries and bookings older than it; certificates stay.
 */
const NOW = new Date("2026-11-23T10:00:00.000Z");

/** A booking made at createdAt for an event (of its own) on eventDate: a booking follows its event's date. */
async function insertBooking(createdAt: string, eventDate: string) {
  const { id: eventId } = await insertEvent(getDb(), { dateFrom: eventDate, dateTo: eventDate });
  const { eventId: _, ...input } = buildBookingInput(eventId, { email: `${createId()}@example.test` });
  const id = createId();
  await getDb()
    .insertInto("event_bookings")
    .values({
      id,
      event_id: eventId,
      ...input,
      created_at: createdAt,
      status: "confirmed",
    })
    .execute();
  return id;
}

async function remaining(table: "enquiries" | "event_bookings", ids: string[]) {
  const rows = await getDb().selectFrom(table).select("id").where("id", "in", ids).execute();
  return rows.map((row) => row.id).sort();
}

describe("retention", () => {
  it("the admin sets it in months (empty keeps everything; bad input is a 400; an old version is stale)", async () => {
    const admin = await signedInAs("admin");
    const { version } = await getSiteSettings(getDb());
    const post = (fields: Record<string, string>) =>
      settle(() =>
        deletionRequestsRoute.action(
          routeArgs(formRequest("/admin/deletion-requests", { intent: "retention", ...fields }, admin.cookie)),
        ),
      );
    const refused = dataOf<{ fieldErrors: Record<string, string> }>(
      await post({ retentionMonths: "0", version: String(version) }),
    );
    expect(refused.status).toBe(400);
    expect(refused.data.fieldErrors.retentionMonths).toMatch(/from 1 to 240/);
    expect(((await post({ retentionMonths: "24", version: String(version) })) as Response).status).toBe(302);
    expect((await getSiteSettings(getDb())).retention_months).toBe(24);
    expect(dataOf(await post({ retentionMonths: "12", version: String(version) })).status).toBe(409);
    expect(((await post({ retentionMonths: "", version: String(version + 1) })) as Response).status).toBe(302);
    expect((await getSiteSettings(getDb())).retention_months).toBeNull();

    const student = await signedInAs("student");
    const byStudent = await settle(() =>
      deletionRequestsRoute.action(
        routeArgs(
          formRequest(
            "/admin/deletion-requests",
            { intent: "retention", retentionMonths: "1", version: String(version + 2) },
            student.cookie,
          ),
        ),
      ),
    );
    expect((byStudent as Response).status).toBe(403);
  });

  it("purges enquiries and past bookings older than the setting, keeps the rest and every certificate", async () => {
    const db = getDb();
    const old = "2024-01-10T08:00:00.000Z";
    const recent = "2026-06-01T08:00:00.000Z";
    const oldEnquiry = (await insertEnquiry(db, { created_at: old })).id;
    const recentEnquiry = (await insertEnquiry(db, { created_at: recent })).id;
    const oldBooking = await insertBooking(old, "2024-02-01");
    // Booked long ago for an event still to come: kept.
    const oldBookingFutureEvent = await insertBooking(old, "2027-02-01");
    const recentBooking = await insertBooking(recent, "2026-07-01");
    const course = await insertCpdCourse(db);
    await insertEnrolledUser(db, course.id);
    const certificatesBefore = await db.selectFrom("certificates").select("id").execute();

    // No setting: nothing goes.
    await db.updateTable("site_settings").set({ retention_months: null }).execute();
    expect(await purgeExpiredRecords(db, NOW)).toEqual({ enquiries: 0, bookings: 0 });
    expect(await remaining("enquiries", [oldEnquiry, recentEnquiry])).toHaveLength(2);

    await db.updateTable("site_settings").set({ retention_months: 24 }).execute();
    expect(retentionCutoff(NOW, 24).toISOString()).toBe("2024-11-23T10:00:00.000Z");
    const purged = await purgeExpiredRecords(db, NOW);
    expect(purged.enquiries).toBeGreaterThanOrEqual(1);
    expect(purged.bookings).toBe(1);
    expect(await remaining("enquiries", [oldEnquiry, recentEnquiry])).toEqual([recentEnquiry]);
    expect(await remaining("event_bookings", [oldBooking, oldBookingFutureEvent, recentBooking])).toEqual(
      [oldBookingFutureEvent, recentBooking].sort(),
    );
    expect(await db.selectFrom("certificates").select("id").execute()).toHaveLength(certificatesBefore.length);
  });
});

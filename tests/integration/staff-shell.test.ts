import { describe, expect, it } from "vitest";
import { currentStaffSection, staffSectionsFor } from "~/components/staff-shell/staff-sections";
import { todayIn, zonedInstant } from "~/lib/dates";
import { createId } from "~/lib/ids";
import * as overviewRoute from "~/routes/admin/overview";
import * as staffNotFoundRoute from "~/routes/staff/staff-not-found";
import { getDb } from "~/server/app-context.server";
import { insertEnquiry } from "~/server/factories/enquiry-factory";
import { buildBookingInput, insertEvent } from "~/server/factories/event-factory";
import { pageRequest, routeArgs, settle } from "~tests/support/requests";
import { signedInAs } from "~tests/support/sign-in";

/** Issue 10, items 1 and 2: the admin overview's figures, the staff catch-all, the shell's sections. */

type Overview = Awaited<ReturnType<typeof overviewRoute.loader>>;

async function loadOverview(cookie: string): Promise<Overview> {
  return overviewRoute.loader(routeArgs(pageRequest("/admin/overview", cookie)));
}

async function insertOutboxMessage(status: string, createdAt: Date, subject: string) {
  await getDb()
    .insertInto("outbox")
    .values({
      id: createId(),
      to_email: `someone-${createId()}@example.test`,
      to_name: null,
      reply_to: null,
      subject,
      html: "<p>Hello</p>",
      text: "Hello",
      attachments_json: "[]",
      status,
      last_error: status === "failed" ? "550 mailbox unavailable" : null,
      next_attempt_at: createdAt.toISOString(),
      created_at: createdAt.toISOString(),
      sent_at: null,
      claim_token: null,
      claimed_until: null,
      first_failed_at: null,
    })
    .execute();
}

async function insertBooking(eventId: string, createdAt: Date, name: string) {
  const input = buildBookingInput(eventId, { name });
  await getDb()
    .insertInto("event_bookings")
    .values({
      id: createId(),
      event_id: eventId,
      name: input.name,
      surname: input.surname,
      email: input.email,
      phone: input.phone,
      hpcsa: input.hpcsa || null,
      province: input.province,
      city: input.city,
      company: input.company,
      occupation: input.occupation,
      created_at: createdAt.toISOString(),
      user_id: null,
    })
    .execute();
}

describe("the admin overview", () => {
  it("counts what needs attention and lists the newest five of each, newest first", async () => {
    const admin = await signedInAs("admin");
    const before = await loadOverview(admin.cookie);
    const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

    for (let index = 0; index < 7; index++) {
      await insertEnquiry(getDb(), { name: `New ${index}`, created_at: minutesAgo(10 - index).toISOString() });
    }
    await insertEnquiry(getDb(), { name: "Already handled", status: "handled" });
    await insertOutboxMessage("failed", minutesAgo(5), "Failed first");
    await insertOutboxMessage("failed", minutesAgo(1), "Failed last");
    await insertOutboxMessage("sent", minutesAgo(1), "Sent fine");

    // Today starts at midnight in the site's zone (Africa/Johannesburg unless set otherwise).
    const event = await insertEvent(getDb());
    const startOfToday = zonedInstant(todayIn("Africa/Johannesburg"), "00:00", "Africa/Johannesburg");
    await insertBooking(event.id, new Date(startOfToday.getTime() - 60_000), "Yesterday");
    await insertBooking(event.id, startOfToday, "At midnight");
    await insertBooking(event.id, new Date(), "Just now");

    const after = await loadOverview(admin.cookie);
    expect(after.enquiries.count - before.enquiries.count).toBe(7);
    expect(after.enquiries.latest.map((enquiry) => enquiry.name)).toEqual([
      "New 6",
      "New 5",
      "New 4",
      "New 3",
      "New 2",
    ]);
    expect(after.failedMail.count - before.failedMail.count).toBe(2);
    expect(after.failedMail.latest.slice(0, 2).map((message) => message.subject)).toEqual([
      "Failed last",
      "Failed first",
    ]);
    expect(after.bookings.count - before.bookings.count).toBe(2);
    const bookedToday = after.bookings.latest.map((booking) => booking.name);
    expect(bookedToday.slice(0, 2)).toEqual(["Just now Zulu", "At midnight Zulu"]);
    expect(bookedToday).not.toContain("Yesterday Zulu");
    expect(after.bookings.latest[0]?.eventId).toBe(event.id);
    expect(after.today).toBe(todayIn("Africa/Johannesburg"));
  });

  it("is for admins only: an instructor is refused, a visitor signs in first", async () => {
    const instructor = await signedInAs("instructor");
    const refused = (await settle(() => loadOverview(instructor.cookie))) as Response;
    expect(refused.status).toBe(403);
    const visitor = (await settle(() => overviewRoute.loader(routeArgs(pageRequest("/admin/overview"))))) as Response;
    expect(visitor.headers.get("Location")).toBe("/sign-in?redirectTo=%2Fadmin%2Foverview");
  });
});

describe("an unknown staff address", () => {
  const load = (path: string, cookie?: string) =>
    settle(() => staffNotFoundRoute.loader(routeArgs(pageRequest(path, cookie)))) as Promise<Response>;

  it("sends a visitor to sign in and back, refuses a student, and is a 404 for staff", async () => {
    const visitor = await load("/instructor/no-such-screen");
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("Location")).toBe("/sign-in?redirectTo=%2Finstructor%2Fno-such-screen");
    const student = await signedInAs("student");
    expect((await load("/admin/no-such-screen", student.cookie)).status).toBe(403);
    const instructor = await signedInAs("instructor");
    expect((await load("/instructor/no-such-screen", instructor.cookie)).status).toBe(404);
  });
});

describe("the staff shell's sections", () => {
  it("shows instructors the teaching areas and admins the administration too", () => {
    const labels = (role: "student" | "instructor" | "admin" | "finance") =>
      staffSectionsFor(role).map((group) => [group.label, group.sections.map((section) => section.label)]);
    expect(labels("student")).toEqual([]);
    expect(labels("instructor")).toEqual([
      [
        "Teaching",
        [
          "Dashboard",
          "Courses",
          "Learning paths",
          "Students",
          "Assessment",
          "Question bank",
          "Forms",
          "Skills codes",
          "CPD activities",
          "CPD courses & certificates",
          "Expiring certificates",
          "Events",
          "Pages",
          "Profile",
        ],
      ],
    ]);
    expect(labels("admin").map(([group]) => group)).toEqual(["Administration", "Finance", "Teaching"]);
    const financeSections = ["Orders", "Invoices", "Payments", "Bank statements", "New quotation", "Reports"];
    expect(labels("admin")[1]?.[1]).toEqual(financeSections);
    // The finance role: its own sections and nothing of learning content.
    expect(labels("finance")).toEqual([["Finance", financeSections]]);
    expect(labels("admin")[0]?.[1]).toEqual([
      "Overview",
      "Users",
      "Companies",
      "Discount codes",
      "Enquiries",
      "Mail",
      "Deletion requests",
      "Access log",
      "API tokens",
      "Webhooks",
      "Learning records",
      "Site settings",
    ]);
  });

  it("marks the area an address belongs to, not only its list page", () => {
    const groups = staffSectionsFor("admin");
    const current = (path: string) => currentStaffSection(groups, path)?.label ?? null;
    expect(current("/instructor")).toBe("Dashboard");
    expect(current("/edit-course/abc/def")).toBe("Courses");
    expect(current("/learning-paths/abc")).toBe("Learning paths");
    expect(current("/instructor/form/contact")).toBe("Forms");
    expect(current("/question-bank/abc")).toBe("Question bank");
    expect(current("/instructor/cpd-activities")).toBe("CPD activities");
    expect(current("/instructor/cpd-activities/abc")).toBe("CPD activities");
    expect(current("/course/add")).toBe("CPD courses & certificates");
    expect(current("/course/abc/edit")).toBe("CPD courses & certificates");
    expect(current("/course-details/abc")).toBe("CPD courses & certificates");
    expect(current("/create-certificate/abc")).toBe("CPD courses & certificates");
    expect(current("/expiring-certificates")).toBe("Expiring certificates");
    expect(current("/event/new")).toBe("Events");
    expect(current("/edit-page/abc")).toBe("Pages");
    expect(current("/admin")).toBe("Site settings");
    expect(current("/admin/mail/abc")).toBe("Mail");
    expect(current("/admin/api-tokens")).toBe("API tokens");
    expect(current("/admin/webhooks/abc")).toBe("Webhooks");
    expect(current("/admin/overview/")).toBe("Overview");
    expect(current("/staff/orders/abc")).toBe("Orders");
    expect(current("/invoices/abc")).toBe("Invoices");
    expect(current("/staff/reports/revenue")).toBe("Reports");
    expect(current("/staff/orders/abc/payments")).toBe("Orders");
    expect(current("/staff/bank-statements")).toBe("Bank statements");
    expect(current("/staff/companies/abc/statement")).toBe("Companies");
    // The student's course viewer shares course/… but is no staff area.
    expect(current("/course/abc/def")).toBe(null);
  });
});

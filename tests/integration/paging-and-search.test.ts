import { describe, expect, it } from "vitest";
import { BOOKINGS_PAGE_SIZE } from "~/features/bookings/booking-pages.server";
import { ENQUIRIES_PAGE_SIZE } from "~/features/enquiries/admin-enquiries.server";
import { MANAGED_EVENTS_PAGE_SIZE } from "~/features/events/events.server";
import { STUDENTS_PAGE_SIZE } from "~/features/instructor-dashboard/students-progress.server";
import { USERS_PAGE_SIZE } from "~/features/users/users.schema";
import { createId } from "~/lib/ids";
import { INVALID_PAGE_MESSAGE } from "~/lib/pagination";
import { getDb } from "~/server/app-context.server";
import { buildEnquiry } from "~/server/factories/enquiry-factory";
import { daysFromToday, insertEvent } from "~/server/factories/event-factory";
import { matchesTextSearch, USER_TEXT_SEARCH } from "~db/sql-helpers";
import { countAccounts } from "~db/user-role-counts";
import { insertListedAccounts } from "~tests/support/listed-accounts";
import { pageRequest } from "~tests/support/requests";
import { type Dispatched, dispatch } from "~tests/support/route-table";
import { signedInAs } from "~tests/support/sign-in";

/**
 * Paging and search at scale (docs/decisions/0024-search-and-paging-at-scale.md), on whichever
 * database the suite runs: every list pages by ?page= with the same rules (page boundaries, a page
 * past the last redirects to the last, a page number that is no page is a 400 with a message), and
 * the user search answers from its index (FTS5 on SQLite, pg_trgm on PostgreSQL) as LIKE would.
 */

const numbered = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, index) => `${prefix} ${String(index + 1).padStart(3, "0")}`);

async function get(path: string, cookie: string): Promise<Dispatched> {
  return dispatch(pageRequest(path, cookie));
}

function loaderDataOf<T>(answer: Dispatched, routeId: string): T {
  expect(answer.status, answer.message).toBe(200);
  return answer.loaderData[routeId] as T;
}

describe("admin users: paged and searched", () => {
  it("pages at the boundaries, redirects past the last page and refuses a page that is no page", async () => {
    const { cookie } = await signedInAs("admin");
    const names = numbered("Pagetest Mokoena", USERS_PAGE_SIZE * 2 + 3);
    await insertListedAccounts(names.map((name) => ({ name })));
    type UsersData = { users: Array<{ name: string }>; total: number; page: number };
    const pageOf = async (page: number) =>
      loaderDataOf<UsersData>(await get(`/admin/users?q=pagetest&page=${page}`, cookie), "routes/admin/users");

    const first = await pageOf(1);
    expect(first.total).toBe(names.length);
    expect(first.users.map((user) => user.name)).toEqual(names.slice(0, USERS_PAGE_SIZE));
    const second = await pageOf(2);
    expect(second.users.map((user) => user.name)).toEqual(names.slice(USERS_PAGE_SIZE, USERS_PAGE_SIZE * 2));
    const last = await pageOf(3);
    expect(last.users.map((user) => user.name)).toEqual(names.slice(USERS_PAGE_SIZE * 2));

    const pastLast = await get("/admin/users?q=pagetest&page=4", cookie);
    expect(pastLast.status).toBe(302);
    expect(pastLast.location).toBe("/admin/users?q=pagetest&page=3");
    const nothingFound = await get("/admin/users?q=nobody-is-called-this&page=2", cookie);
    expect(nothingFound.location).toBe("/admin/users?q=nobody-is-called-this");

    for (const page of ["0", "-1", "abc", "1.5", "1e3", "99999999999999999999"]) {
      const refused = await get(`/admin/users?page=${encodeURIComponent(page)}`, cookie);
      expect(refused.status, `page=${page}`).toBe(400);
      expect(refused.message).toContain(INVALID_PAGE_MESSAGE());
    }
  });

  it("finds people by part of their name or email, in any case, and follows renames and deletions", async () => {
    const { cookie } = await signedInAs("admin");
    const [naidoo] = await insertListedAccounts(
      ["Priya Naidoo", "Rajesh Pillay", "Zoë Ngũgĩ", 'Thabo "TJ" Mokoena'].map((name) => ({ name })),
    );
    type UsersData = { users: Array<{ name: string }>; total: number };
    const found = async (q: string) =>
      loaderDataOf<UsersData>(await get(`/admin/users?q=${encodeURIComponent(q)}`, cookie), "routes/admin/users")
        .users.map((user) => user.name)
        .sort();
    expect(await found("NAIDOO")).toEqual(["Priya Naidoo"]);
    expect(await found("aidoo")).toEqual(["Priya Naidoo"]);
    expect(await found("priya.naidoo")).toEqual(["Priya Naidoo"]);
    expect(await found('"TJ"')).toEqual(['Thabo "TJ" Mokoena']);
    expect(await found("Ngũgĩ")).toEqual(["Zoë Ngũgĩ"]);
    // Shorter than a trigram: answered by LIKE.
    expect(await found("ũ")).toEqual(["Zoë Ngũgĩ"]);

    await getDb().updateTable("user").set({ name: "Priya Govender" }).where("id", "=", naidoo.id).execute();
    expect(await found("naidoo")).toEqual(["Priya Govender"]); // the email still says naidoo
    expect(await found("govender")).toEqual(["Priya Govender"]);
    await getDb().deleteFrom("user").where("id", "=", naidoo.id).execute();
    expect(await found("govender")).toEqual([]);
  });
});

describe("instructor students: paged and searched", () => {
  it("pages students only, by name, and searches them through the index", async () => {
    const { cookie } = await signedInAs("instructor");
    const names = numbered("Pagestudent Dlamini", STUDENTS_PAGE_SIZE + 2);
    await insertListedAccounts(names.map((name) => ({ name })));
    await insertListedAccounts([{ name: "Pagestudent Instructor", role: "instructor" }]);
    type StudentsData = { students: Array<{ name: string }>; total: number };
    const pageOf = async (page: number) =>
      loaderDataOf<StudentsData>(
        await get(`/instructor/students?q=pagestudent&page=${page}`, cookie),
        "routes/instructor/students",
      );
    const first = await pageOf(1);
    expect(first.total).toBe(names.length);
    expect(first.students.map((student) => student.name)).toEqual(names.slice(0, STUDENTS_PAGE_SIZE));
    expect((await pageOf(2)).students.map((student) => student.name)).toEqual(names.slice(STUDENTS_PAGE_SIZE));
    expect((await get("/instructor/students?q=pagestudent&page=3", cookie)).location).toBe(
      "/instructor/students?q=pagestudent&page=2",
    );
    expect((await get("/instructor/students?page=x", cookie)).status).toBe(400);
  });
});

describe("admin enquiries: paged with the filter kept", () => {
  it("keeps the filter in the redirect past the last page", async () => {
    const { cookie } = await signedInAs("admin");
    const base = Date.parse("2026-01-01T08:00:00Z");
    const rows = Array.from({ length: ENQUIRIES_PAGE_SIZE + 1 }, (_, index) =>
      buildEnquiry({ kind: "quote", created_at: new Date(base + index * 60_000).toISOString() }),
    );
    await getDb().insertInto("enquiries").values(rows).execute();
    type EnquiriesData = { enquiries: Array<{ id: string }>; total: number };
    const pageOf = async (page: number) =>
      loaderDataOf<EnquiriesData>(
        await get(`/admin/enquiries?kind=quote&page=${page}`, cookie),
        "routes/admin/enquiries",
      );
    const first = await pageOf(1);
    expect(first.total).toBe(rows.length);
    expect(first.enquiries).toHaveLength(ENQUIRIES_PAGE_SIZE);
    const second = await pageOf(2);
    // Newest first: the oldest is alone on the last page.
    expect(second.enquiries.map((enquiry) => enquiry.id)).toEqual([rows[0].id]);
    expect((await get("/admin/enquiries?kind=quote&page=3", cookie)).location).toBe(
      "/admin/enquiries?kind=quote&page=2",
    );
    expect((await get("/admin/enquiries?page=-2", cookie)).status).toBe(400);
  });
});

describe("manage-events: events and bookings paged apart", () => {
  it("lists upcoming events first (soonest first), then past ones (latest first), a page at a time", async () => {
    const { cookie } = await signedInAs("instructor");
    const upcoming = [];
    for (let day = 1; day <= MANAGED_EVENTS_PAGE_SIZE; day++) {
      upcoming.push(await insertEvent(getDb(), { title: `Upcoming ${day}`, dateFrom: daysFromToday(day) }));
    }
    const pastRecent = await insertEvent(getDb(), { title: "Past recent", dateFrom: daysFromToday(-2) });
    const pastOld = await insertEvent(getDb(), { title: "Past old", dateFrom: daysFromToday(-30) });
    type ManageData = {
      events: Array<{ id: string; isPast: boolean }>;
      total: number;
      selected: { id: string } | null;
      bookings: { total: number; bookings: unknown[] } | null;
    };
    const first = loaderDataOf<ManageData>(await get("/manage-events", cookie), "routes/events/manage-events");
    expect(first.total).toBe(MANAGED_EVENTS_PAGE_SIZE + 2);
    expect(first.events.map((event) => event.id)).toEqual(upcoming.map((event) => event.id));
    expect(first.selected?.id).toBe(upcoming[0].id);
    const second = loaderDataOf<ManageData>(
      await get(`/manage-events?page=2&event=${upcoming[3].id}`, cookie),
      "routes/events/manage-events",
    );
    expect(second.events.map((event) => event.id)).toEqual([pastRecent.id, pastOld.id]);
    expect(second.events.every((event) => event.isPast)).toBe(true);
    // The event asked for is shown even when it is on another page of the list.
    expect(second.selected?.id).toBe(upcoming[3].id);
    expect((await get("/manage-events?page=3", cookie)).location).toBe("/manage-events?page=2");
    expect((await get("/manage-events?page=zero", cookie)).status).toBe(400);
  });

  it("pages an event's bookings by surname with their own page number", async () => {
    const { cookie } = await signedInAs("instructor");
    const event = await insertEvent(getDb(), { dateFrom: daysFromToday(3) });
    const surnames = numbered("Surname", BOOKINGS_PAGE_SIZE + 1);
    await getDb()
      .insertInto("event_bookings")
      .values(
        surnames.map((surname) => ({
          id: createId(),
          event_id: event.id,
          name: "Ayanda",
          surname,
          email: `${createId()}@example.test`,
          phone: "+27 82 555 0101",
          hpcsa: null,
          province: "Gauteng",
          city: "Pretoria",
          company: "Tshwane Water Testing",
          occupation: "Lab analyst",
          created_at: new Date().toISOString(),
        })),
      )
      .execute();
    type ManageData = { bookings: { total: number; page: number; bookings: Array<{ surname: string }> } };
    const pageOf = async (page: number) =>
      loaderDataOf<ManageData>(
        await get(`/manage-events?event=${event.id}&bookings-page=${page}`, cookie),
        "routes/events/manage-events",
      ).bookings;
    const first = await pageOf(1);
    expect(first.total).toBe(surnames.length);
    expect(first.bookings.map((booking) => booking.surname)).toEqual(surnames.slice(0, BOOKINGS_PAGE_SIZE));
    expect((await pageOf(2)).bookings.map((booking) => booking.surname)).toEqual(surnames.slice(BOOKINGS_PAGE_SIZE));
    expect((await get(`/manage-events?event=${event.id}&bookings-page=9`, cookie)).location).toBe(
      `/manage-events?event=${event.id}&bookings-page=2`,
    );
  });
});

describe("the indexed text search (matchesTextSearch)", () => {
  it("takes %, _, \\ and quotes literally, and short texts too", async () => {
    await insertListedAccounts(
      ["john_doe", "johnXdoe", "Sale 50% off", "Sale 500 off", "back\\slash", "backXslash", "Al"].map((name) => ({
        name,
      })),
    );
    const namesFound = async (text: string) =>
      (
        await getDb()
          .selectFrom("user")
          .select("name")
          .where(matchesTextSearch(getDb(), USER_TEXT_SEARCH, text))
          .orderBy("name")
          .execute()
      ).map((row) => row.name);
    expect(await namesFound("john_doe")).toEqual(["john_doe"]);
    expect(await namesFound("50%")).toEqual(["Sale 50% off"]);
    expect(await namesFound("k\\s")).toEqual(["back\\slash"]);
    expect(await namesFound("_")).toEqual(["john_doe"]);
    expect(await namesFound("AL")).toEqual(expect.arrayContaining(["Al", "Sale 50% off", "Sale 500 off"]));
  });
});

describe("account totals kept by triggers (user_role_counts)", () => {
  it("stay equal to a count over the accounts through sign-ups, role changes and deletions", async () => {
    const counted = async (role?: string) => {
      let query = getDb().selectFrom("user");
      if (role) query = query.where("role", "=", role);
      const row = await query.select((eb) => eb.fn.countAll<string | number>().as("n")).executeTakeFirstOrThrow();
      return Number(row.n);
    };
    const expectKeptTotalsExact = async () => {
      for (const role of [undefined, "student", "instructor", "admin"]) {
        expect(await countAccounts(getDb(), role), role ?? "all").toBe(await counted(role));
      }
    };
    await expectKeptTotalsExact();
    const { cookie } = await signedInAs("admin"); // through better-auth, then its role set
    const [first, second] = await insertListedAccounts(["Count One", "Count Two"].map((name) => ({ name })));
    await expectKeptTotalsExact();
    await getDb().updateTable("user").set({ role: "instructor" }).where("id", "=", first.id).execute();
    await expectKeptTotalsExact();
    await getDb().deleteFrom("user").where("id", "=", second.id).execute();
    await expectKeptTotalsExact();
    const users = loaderDataOf<{ total: number }>(await get("/admin/users", cookie), "routes/admin/users");
    expect(users.total).toBe(await counted());
  });
});

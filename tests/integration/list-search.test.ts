import type { KyselyPlugin } from "kysely";
import { describe, expect, it } from "vitest";
import { CATALOGUE_PAGE_SIZE } from "~/features/catalogue/catalogue.schema";
import { listCatalogueCourses } from "~/features/catalogue/catalogue.server";
import { ENQUIRIES_PAGE_SIZE, loadEnquiryList } from "~/features/enquiries/admin-enquiries.server";
import { loadEventsPage } from "~/features/events/events-page.server";
import { createId } from "~/lib/ids";
import { MAX_SEARCH_LENGTH } from "~/lib/pagination";
import { getDb } from "~/server/app-context.server";
import { insertCourse } from "~/server/factories/course-factory";
import { buildEnquiry, insertEnquiry } from "~/server/factories/enquiry-factory";
import { daysFromToday, insertEvent } from "~/server/factories/event-factory";
import { loadManageEventsScreen } from "~/server/manage-events-screen.server";
import { everyWordInColumns } from "~db/sql-helpers";
import { pageRequest } from "~tests/support/requests";
import { type Dispatched, dispatch } from "~tests/support/route-table";
import { signedInAs } from "~tests/support/sign-in";
import { addressProblem, NUL_IN_ADDRESS_MESSAGE } from "../../server/request-url";

/**
 * The named lists' searches (docs/decisions/0113-indexed-search-everywhere.md), on whichever
 * database the suite runs: the catalogue, enquiries, the events page and manage-events (its events
 * and the chosen event's bookings) answer ?q= from their search index (FTS5 trigram on SQLite,
 * pg_trgm on PostgreSQL), find what LIKE found, by part of a word, literally, at once after a
 * change; and the list pages stay within their statement budget.
 */

/**
 * The database with a count of the statements it runs: counted as their results come back, as a
 * subquery's builder also passes through a plugin's transformQuery.
 */
function countingStatements() {
  let count = 0;
  const plugin: KyselyPlugin = {
    transformQuery: (args) => args.node,
    transformResult: async (args) => {
      count += 1;
      return args.result;
    },
  };
  return {
    db: getDb().withPlugin(plugin),
    reset: () => {
      count = 0;
    },
    count: () => count,
  };
}

async function get(path: string, cookie?: string): Promise<Dispatched> {
  return dispatch(pageRequest(path, cookie));
}

function loaderDataOf<T>(answer: Dispatched, routeId: string): T {
  expect(answer.status, answer.message).toBe(200);
  return answer.loaderData[routeId] as T;
}

/** Names no seeded course has, so what each search finds is known. */
const CATALOGUE_NAMES = [
  "Qwixometry Fundamentals",
  "qj_doe Auditing",
  "qjXdoe Auditing",
  "Sale 57% off",
  "Sale 570 off",
  "bq\\slash Methods",
  "bqXslash Methods",
  "Zoë's Ethiqs in Durbqn",
  "Ethiqs in Cape Tqwn",
  'The "quoxed" Course',
];

async function catalogueNames(search: string, page = 1) {
  const listing = await listCatalogueCourses(getDb(), { section: "improvement", search, page });
  return listing.courses.map((course) => course.name);
}

/** What the catalogue found before its index: every word by LIKE, in the same order. */
async function catalogueNamesByLike(search: string) {
  const matches = everyWordInColumns(["courses.name", "courses.title", "courses.subtitle"], search);
  let query = getDb().selectFrom("courses").select("courses.name").where("courses.is_published", "=", 1);
  query = query.where("courses.type", "=", "improvement");
  if (matches) query = query.where(matches);
  const rows = await query.orderBy("courses.name").orderBy("courses.id").limit(CATALOGUE_PAGE_SIZE).execute();
  return rows.map((row) => row.name);
}

describe("catalogue search from its index", () => {
  it("finds what LIKE found, by part of a word, literally, and short terms", async () => {
    for (const name of CATALOGUE_NAMES) {
      await insertCourse(getDb(), { name, title: "", subtitle: "A qzcourse", type: "improvement" });
    }
    await insertCourse(getDb(), { name: "Draft Qwixometry", type: "improvement", is_published: 0 });
    expect(await catalogueNames("ixomet")).toEqual(["Qwixometry Fundamentals"]);
    expect(await catalogueNames("QWIXOMETRY")).toEqual(["Qwixometry Fundamentals"]);
    expect(await catalogueNames("qj_doe")).toEqual(["qj_doe Auditing"]);
    expect(await catalogueNames("qj_")).toEqual(["qj_doe Auditing"]);
    expect(await catalogueNames("57%")).toEqual(["Sale 57% off"]);
    expect(await catalogueNames("q\\s")).toEqual(["bq\\slash Methods"]);
    expect(await catalogueNames('"quoxed"')).toEqual(['The "quoxed" Course']);
    // Every word, in any of the columns, words of any length (short ones by LIKE beside the index).
    expect(await catalogueNames("ethiqs durbqn")).toEqual(["Zoë's Ethiqs in Durbqn"]);
    expect((await catalogueNames("in ethiqs")).sort()).toEqual(["Ethiqs in Cape Tqwn", "Zoë's Ethiqs in Durbqn"]);
    expect((await catalogueNames("qzcourse a")).sort()).toEqual([...CATALOGUE_NAMES].sort());
    expect(await catalogueNames("nothing like this")).toEqual([]);
    for (const search of [
      "ethiqs",
      "auditing",
      "off",
      "slash",
      "of",
      "e",
      "%",
      "_",
      "\\",
      "sale 57",
      "x",
      "course the",
      "doe",
      "Me",
    ]) {
      expect(await catalogueNames(search), search).toEqual(await catalogueNamesByLike(search));
    }
  });

  it("pages a search and finds a course at once after it is added, renamed or removed", async () => {
    const names = Array.from(
      { length: CATALOGUE_PAGE_SIZE + 2 },
      (_, index) => `Pager ${String(index).padStart(3, "0")}`,
    );
    for (const name of names) await insertCourse(getDb(), { name, type: "improvement" });
    expect(await catalogueNames("pager")).toEqual(names.slice(0, CATALOGUE_PAGE_SIZE));
    expect(await catalogueNames("pager", 2)).toEqual(names.slice(CATALOGUE_PAGE_SIZE));
    const listing = await listCatalogueCourses(getDb(), { section: "improvement", search: "pager", page: 2 });
    expect(listing.total).toBe(names.length);

    const added = await insertCourse(getDb(), { name: "Zqchromatography Basics", type: "improvement" });
    expect(await catalogueNames("qchromatog")).toEqual(["Zqchromatography Basics"]);
    await getDb().updateTable("courses").set({ name: "Zqspectroscopy Basics" }).where("id", "=", added.id).execute();
    expect(await catalogueNames("qchromatog")).toEqual([]);
    expect(await catalogueNames("qspectros")).toEqual(["Zqspectroscopy Basics"]);
    await getDb().deleteFrom("courses").where("id", "=", added.id).execute();
    expect(await catalogueNames("qspectros")).toEqual([]);
  });

  // The file's first request loads the route modules: minutes of CPU on a loaded machine, not a wait.
  it("answers hostile searches with a page or a 400, never a 5xx", { timeout: 120_000 }, async () => {
    await insertCourse(getDb(), { name: "Hostile Check Course", type: "improvement" });
    // Past the longest search the text is cut (MAX_SEARCH_LENGTH), as every list's search does.
    const long = await get(`/courses/improvement?q=${encodeURIComponent("hostile ".repeat(400))}`);
    const listed = loaderDataOf<{ search: string; courses: Array<{ name: string }> }>(
      long,
      "routes/site/course-catalogue",
    );
    expect(listed.search).toHaveLength(MAX_SEARCH_LENGTH);
    expect(listed.courses.map((course) => course.name)).toEqual(["Hostile Check Course"]);
    const nul = await get("/courses/improvement?q=%00hostile");
    expect(nul.status).toBeLessThan(500);
    // The HTTP edge refuses a NUL in any address before a route runs (server/request-url.ts).
    expect(addressProblem("/courses/improvement?q=%00hostile")).toBe(NUL_IN_ADDRESS_MESSAGE);
    expect(addressProblem("/admin/enquiries?q=a%00")).toBe(NUL_IN_ADDRESS_MESSAGE);
    expect(addressProblem("/manage-events?bookings-q=%00")).toBe(NUL_IN_ADDRESS_MESSAGE);
  });
});

type EnquiriesData = { enquiries: Array<{ id: string; name: string }>; total: number };

describe("admin enquiries: searched", () => {
  it("finds by name, email, company or message, part of a word, with the filters and paging kept", async () => {
    const { cookie } = await signedInAs("admin");
    const base = Date.parse("2026-02-01T08:00:00Z");
    const at = (minutes: number) => new Date(base + minutes * 60_000).toISOString();
    const thandi = await insertEnquiry(getDb(), {
      name: "Thandiwe Ngcobo",
      email: "t.ngcobo@umgeni.example",
      company: "Umgeni Water",
      message: "A quote for 12 people, 50% online.",
      kind: "quote",
      created_at: at(1),
    });
    const pieter = await insertEnquiry(getDb(), {
      name: "Pieter du_Plessis",
      email: "pieter@karoo-labs.example",
      company: "Karoo Labs",
      message: "Metrology training in Bloemfontein.",
      created_at: at(2),
    });
    const search = async (query: string) =>
      loaderDataOf<EnquiriesData>(await get(`/admin/enquiries?${query}`, cookie), "routes/admin/enquiries");
    const namesOf = (data: EnquiriesData) => data.enquiries.map((enquiry) => enquiry.name);
    expect(namesOf(await search("q=ngcob"))).toEqual([thandi.name]);
    expect(namesOf(await search("q=karoo-labs"))).toEqual([pieter.name]);
    expect(namesOf(await search("q=UMGENI"))).toEqual([thandi.name]);
    expect(namesOf(await search("q=bloemfontein"))).toEqual([pieter.name]);
    expect(namesOf(await search("q=50%25"))).toEqual([thandi.name]);
    expect(namesOf(await search("q=_"))).toEqual([pieter.name]);
    expect(namesOf(await search("q=du"))).toEqual([pieter.name]);
    expect(namesOf(await search("q=pieter+karoo"))).toEqual([pieter.name]);
    expect(namesOf(await search("q=quote+karoo"))).toEqual([]);
    expect((await search("q=ngcobo&kind=quote")).total).toBe(1);
    expect((await search("q=ngcobo&kind=contact")).total).toBe(0);

    // A new enquiry is found at once; a search's paging and its redirect keep the search and filter.
    const rows = Array.from({ length: ENQUIRIES_PAGE_SIZE + 1 }, (_, index) =>
      buildEnquiry({ name: `Sipho Mthembu ${index}`, company: "Mthembu Assays", created_at: at(10 + index) }),
    );
    await getDb().insertInto("enquiries").values(rows).execute();
    const first = await search("q=mthembu+assays&kind=contact");
    expect(first.total).toBe(rows.length);
    expect(first.enquiries).toHaveLength(ENQUIRIES_PAGE_SIZE);
    const second = await search("q=mthembu+assays&kind=contact&page=2");
    expect(second.enquiries.map((enquiry) => enquiry.id)).toEqual([rows[0].id]);
    expect((await get("/admin/enquiries?q=mthembu&page=5", cookie)).location).toBe("/admin/enquiries?q=mthembu&page=2");
    expect((await get(`/admin/enquiries?q=${"x".repeat(5000)}`, cookie)).status).toBe(200);
  });

  it("counts without the courses and reads three statements a page", async () => {
    await getDb()
      .insertInto("enquiries")
      .values([buildEnquiry(), buildEnquiry({ kind: "quote" })])
      .execute();
    const counter = countingStatements();
    const list = await loadEnquiryList(counter.db, new URLSearchParams({ q: "khumalo" }));
    expect(list.total).toBeGreaterThanOrEqual(2);
    // The page, its count and the site's time zone.
    expect(counter.count()).toBe(3);
  });
});

async function insertBookings(eventId: string, people: Array<{ name: string; surname: string; email?: string }>) {
  await getDb()
    .insertInto("event_bookings")
    .values(
      people.map((person) => ({
        id: createId(),
        event_id: eventId,
        name: person.name,
        surname: person.surname,
        email: person.email ?? `${createId()}@example.test`,
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
}

describe("events: searched on the public page and on manage-events", () => {
  it("the public page's list of more webinars is searched by title, paged, and a new event found at once", async () => {
    await insertEvent(getDb(), { title: "Featured first webinar", dateFrom: daysFromToday(1) });
    await insertEvent(getDb(), { title: "Measurement uncertainty in practice", dateFrom: daysFromToday(5) });
    await insertEvent(getDb(), { title: "ISO 15189 in 50% of labs", dateFrom: daysFromToday(6) });
    const titles = async (search: string, page = 1) =>
      (await loadEventsPage(getDb(), { requestedId: null, page, pageSize: 1, search })).others.map((e) => e.title);
    expect(await titles("uncertain")).toEqual(["Measurement uncertainty in practice"]);
    expect(await titles("50%")).toEqual(["ISO 15189 in 50% of labs"]);
    expect(await titles("in")).toEqual(["Measurement uncertainty in practice"]);
    expect(await titles("in", 2)).toEqual(["ISO 15189 in 50% of labs"]);
    expect(await titles("nothing like this")).toEqual([]);
    await insertEvent(getDb(), { title: "Chromatography clinic", dateFrom: daysFromToday(7) });
    expect(await titles("matograph")).toEqual(["Chromatography clinic"]);

    const page = loaderDataOf<{ others: Array<{ title: string }>; search: string }>(
      await get("/events?q=uncertain"),
      "routes/site/events",
    );
    expect(page.others.map((event) => event.title)).toEqual(["Measurement uncertainty in practice"]);
    expect(page.search).toBe("uncertain");
    expect((await get(`/events?q=${"y".repeat(5000)}`)).status).toBe(200);
  });

  it("manage-events searches its events by title and the chosen event's bookings by name or email", async () => {
    const { cookie } = await signedInAs("instructor");
    const event = await insertEvent(getDb(), { title: "Proficiency testing clinic", dateFrom: daysFromToday(3) });
    await insertEvent(getDb(), { title: "Sampling plans", dateFrom: daysFromToday(4) });
    await insertBookings(event.id, [
      { name: "Lerato", surname: "Mokoena", email: "lerato@mokoena.example" },
      { name: "Johan", surname: "van_Wyk" },
      { name: "Johan", surname: "vanXWyk" },
      ...Array.from({ length: 30 }, (_, index) => ({
        name: "Nomsa",
        surname: `Dube ${String(index).padStart(2, "0")}`,
      })),
    ]);
    type ManageData = {
      events: Array<{ title: string }>;
      search: string;
      bookings: { total: number; bookings: Array<{ surname: string }>; statusCounts: Record<string, number> };
    };
    const screen = async (query: string) =>
      loaderDataOf<ManageData>(await get(`/manage-events?${query}`, cookie), "routes/events/manage-events");
    expect((await screen("q=proficien")).events.map((row) => row.title)).toEqual(["Proficiency testing clinic"]);
    expect((await screen("q=sampling")).events.map((row) => row.title)).toEqual(["Sampling plans"]);
    expect((await screen("q=nothing+like+this")).events).toEqual([]);

    const bookings = async (query: string) => (await screen(`event=${event.id}&${query}`)).bookings;
    expect((await bookings("bookings-q=mokoen")).bookings.map((row) => row.surname)).toEqual(["Mokoena"]);
    expect((await bookings("bookings-q=lerato%40mokoena")).bookings.map((row) => row.surname)).toEqual(["Mokoena"]);
    expect((await bookings("bookings-q=van_")).bookings.map((row) => row.surname)).toEqual(["van_Wyk"]);
    expect((await bookings("bookings-q=johan+wyk")).total).toBe(2);
    // Paged within the search; the statuses still count the whole event.
    const nomsa = await bookings("bookings-q=nomsa+dube&bookings-page=2");
    expect(nomsa.total).toBe(30);
    expect(nomsa.bookings.map((row) => row.surname)).toEqual(["Dube 25", "Dube 26", "Dube 27", "Dube 28", "Dube 29"]);
    expect(nomsa.statusCounts.confirmed).toBe(33);
    expect((await get(`/manage-events?event=${event.id}&bookings-q=dube&bookings-page=9`, cookie)).location).toBe(
      `/manage-events?event=${event.id}&bookings-q=dube&bookings-page=2`,
    );
    await insertBookings(event.id, [{ name: "Ayesha", surname: "Patel" }]);
    expect((await bookings("bookings-q=patel")).total).toBe(1);
  });

  it("manage-events reads five statements of its own (six for an event off the page), the events page four", async () => {
    const event = await insertEvent(getDb(), { title: "Budget webinar", dateFrom: daysFromToday(2) });
    const elsewhere = await insertEvent(getDb(), { title: "Budget later", dateFrom: daysFromToday(400) });
    for (let index = 0; index < 30; index += 1) {
      await insertEvent(getDb(), { title: `Filler ${index}`, dateFrom: daysFromToday(10 + index) });
    }
    await insertBookings(event.id, [{ name: "Kagiso", surname: "Sithole" }]);
    const counter = countingStatements();
    for (const requestedId of [null, event.id, elsewhere.id]) {
      counter.reset();
      await loadManageEventsScreen(counter.db, { requestedId, page: 1, bookingsPage: 1, bookingsSearch: "sithole" });
      // The time zone, the page of events with their counts and total, the bookings page, its counts,
      // the certificates to issue and issued (one count); a chosen event off the page is read by itself (six).
      expect(counter.count(), `chosen ${requestedId}`).toBe(requestedId === elsewhere.id ? 6 : 5);
    }
    counter.reset();
    await loadEventsPage(counter.db, { requestedId: null, page: 1, search: "filler" });
    // The time zone, the next webinar, the page of others with its total, their seats.
    expect(counter.count()).toBe(4);
  });
});

import { beforeAll, describe, expect, it } from "vitest";
import { UPCOMING_EVENTS_PAGE_SIZE } from "~/features/events/events.server";
import { loadEventsPage } from "~/features/events/events-page.server";
import { INVALID_PAGE_MESSAGE } from "~/lib/pagination";
import * as eventsRoute from "~/routes/site/events";
import { getDb } from "~/server/app-context.server";
import { daysFromToday, insertEvent } from "~/server/factories/event-factory";
import { pageRequest, routeArgs, settle } from "~tests/support/requests";

type EventsPage = Awaited<ReturnType<typeof eventsRoute.loader>>;

/** The loader's answer for an address: its data, or the Response it threw (a redirect, a 400). */
async function load(path: string): Promise<EventsPage | Response> {
  return settle(() => eventsRoute.loader(routeArgs(pageRequest(path))));
}

async function loadPage(path: string): Promise<EventsPage> {
  const result = await load(path);
  if (result instanceof Response) throw new Error(`${path} answered ${result.status}`);
  return result;
}

// 30 upcoming webinars a day apart (the first is featured, 29 others: pages of 12, 12 and 5), and a past one.
const UPCOMING = 30;
let upcoming: string[] = [];
let past: string;

beforeAll(async () => {
  past = (await insertEvent(getDb(), { title: "Past webinar", dateFrom: daysFromToday(-3) })).id;
  upcoming = [];
  for (let day = 1; day <= UPCOMING; day += 1) {
    const event = await insertEvent(getDb(), {
      title: `Webinar on day ${day}`,
      dateFrom: daysFromToday(day),
      capacity: 40,
    });
    upcoming.push(event.id);
  }
});

describe("the events page's list of upcoming webinars, paged", () => {
  it("shows the next webinar featured and the first page of the others, with seats and JSON-LD for those only", async () => {
    const page = await loadPage("/events");
    expect(UPCOMING_EVENTS_PAGE_SIZE).toBe(12);
    expect(page.featured?.id).toBe(upcoming[0]);
    expect(page.isFeaturedNext).toBe(true);
    expect(page.others.map((event) => event.id)).toEqual(upcoming.slice(1, 13));
    expect(page).toMatchObject({ page: 1, total: UPCOMING - 1, pageSize: 12 });
    expect(Object.keys(page.seats).sort()).toEqual([upcoming[0], ...upcoming.slice(1, 13)].sort());
    const described = page.seo.jsonLd.map((item) => (item as { name?: string }).name);
    expect(described).toEqual(["Webinar on day 1", ...upcoming.slice(1, 13).map((_, i) => `Webinar on day ${i + 2}`)]);
  });

  it("shows the next pages with the same featured webinar, the last one short", async () => {
    const second = await loadPage("/events?page=2");
    expect(second.featured?.id).toBe(upcoming[0]);
    expect(second.others.map((event) => event.id)).toEqual(upcoming.slice(13, 25));
    expect(second.seo.jsonLd).toHaveLength(1 + 12);
    const third = await loadPage("/events?page=3");
    expect(third.others.map((event) => event.id)).toEqual(upcoming.slice(25));
    expect(third.others.map((event) => event.id)).not.toContain(past);
  });

  it("sends a page past the last one to the last page, keeping ?event=", async () => {
    const beyond = await load("/events?page=9");
    expect(beyond).toBeInstanceOf(Response);
    expect((beyond as Response).status).toBe(302);
    expect((beyond as Response).headers.get("Location")).toBe("/events?page=3");
    const withEvent = (await load(`/events?event=${upcoming[5]}&page=40`)) as Response;
    expect(withEvent.headers.get("Location")).toBe(`/events?event=${upcoming[5]}&page=3`);
  });

  it("refuses a page number that is no page with 400 and the message", async () => {
    const refused = (await load("/events?page=abc")) as Response;
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain(INVALID_PAGE_MESSAGE());
  });

  it("keeps a webinar asked for by id featured on every page and leaves it out of the list", async () => {
    const chosen = upcoming[5];
    const first = await loadPage(`/events?event=${chosen}`);
    expect(first.featured?.id).toBe(chosen);
    expect(first.isFeaturedNext).toBe(false);
    expect(first.others.map((event) => event.id)).toEqual([
      upcoming[0],
      ...upcoming.slice(1, 5),
      ...upcoming.slice(6, 13),
    ]);
    const second = await loadPage(`/events?event=${chosen}&page=2`);
    expect(second.featured?.id).toBe(chosen);
    expect(second.others.map((event) => event.id)).toEqual(upcoming.slice(13, 25));
    const pastFeatured = await loadPage(`/events?event=${past}&page=3`);
    expect(pastFeatured.featured?.id).toBe(past);
    expect(pastFeatured.isFeaturedPast).toBe(true);
    expect(pastFeatured.total).toBe(UPCOMING);
    expect(pastFeatured.others.map((event) => event.id)).toEqual(upcoming.slice(24));
  });

  it("counts a webinar as upcoming until its end, to the minute, in the site zone (the filter is in SQL)", async () => {
    const day = daysFromToday(400);
    const late = await insertEvent(getDb(), {
      title: "Far-off webinar",
      dateFrom: day,
      timeFrom: "09:00",
      timeTo: "10:00",
    });
    const before = await loadEventsPage(getDb(), { requestedId: null, page: 1 }, new Date(`${day}T09:59:00+02:00`));
    expect(before.featured?.id).toBe(late.id);
    expect(before.total).toBe(0);
    const after = await loadEventsPage(getDb(), { requestedId: null, page: 1 }, new Date(`${day}T10:00:00+02:00`));
    expect(after.featured).toBeNull();
    expect(after.others).toEqual([]);
    await getDb().deleteFrom("events").where("id", "=", late.id).execute();
  });
});

import { beforeAll, describe, expect, it } from "vitest";
import { parseCsv } from "~/lib/csv";
import { getDb } from "~/server/app-context.server";
import { settle, TEST_ORIGIN } from "~tests/support/requests";
import { addressableRoutes, fillPath } from "~tests/support/route-table";
import { type ActorName, buildRouteWorld, type RouteWorld } from "~tests/support/route-world";

/**
 * Every CSV export of the route table (a new one is included the day it is added) writes its times
 * on the site's clock with the offset, "2026-11-28T14:00:00+02:00", never UTC's "…Z": one writer,
 * lib/csv.ts, given the site's time zone by each export. Each export is downloaded by someone who
 * may (the route's access), from the route world's records, with a stored time of 12:00 UTC.
 */

let world: RouteWorld;

const STORED = "2026-11-28T12:00:00.000Z";
const ON_THE_SITE_CLOCK = "2026-11-28T14:00:00+02:00";
const ANY_INSTANT = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** Who downloads each kind of export (its `access.read`). */
const DOWNLOADED_BY: Record<string, ActorName> = {
  admin: "admin",
  finance: "finance",
  staff: "admin",
  "signed-in": "student",
  "form-owner": "owner",
  "course-assessment": "owner",
  "invoice-holder": "admin",
  "quotation-holder": "admin",
  "course-editor": "owner",
  "company-manager-or-admin": "student",
  // Student S is the world's company's Skills Development Facilitator (decision 0103-skills-evidence).
  "company-sdf": "student",
};

beforeAll(async () => {
  world = await buildRouteWorld();
  const db = getDb();
  // Every stored time the exports read, at one known instant.
  await db.updateTable("enquiries").set({ created_at: STORED }).execute();
  await db.updateTable("event_bookings").set({ created_at: STORED, checked_in_at: STORED }).execute();
  await db.updateTable("form_responses").set({ created_at: STORED }).execute();
}, 120_000);

describe("CSV exports", () => {
  it("write every time in the site's time zone with its offset, in every export of the route table", async () => {
    const routes = (await addressableRoutes()).filter((route) => route.isResource && route.path.endsWith(".csv"));
    expect(routes.map((route) => route.path).sort()).toEqual(
      expect.arrayContaining(["admin/enquiries.csv", "manage-events/:eventId/bookings.csv"]),
    );
    const found: string[] = [];
    let onSiteClock = 0;
    const exportsWithTimes = new Set<string>();
    for (const route of routes) {
      const read = (route.module.access as { read?: string } | undefined)?.read ?? "";
      const actor = DOWNLOADED_BY[read];
      expect(actor, `${route.path}: say who downloads it (access.read ${read})`).toBeDefined();
      const path = fillPath(route.path, world.paramsFor(route.path));
      const params = world.paramsFor(route.path);
      const request = new Request(`${TEST_ORIGIN}${path}`, {
        headers: { Cookie: world.actors[actor as ActorName].cookie },
      });
      const response = (await settle(async () => route.module.loader?.({ request, params, context: {} }))) as Response;
      expect(response.status, `${path}: ${response.status === 200 ? "" : await response.clone().text()}`).toBe(200);
      expect(response.headers.get("Content-Type"), path).toMatch(/^text\/csv/);
      const text = await response.text();
      const rows = parseCsv(text);
      expect(rows.length, `${path}: at least its header`).toBeGreaterThan(0);
      for (const [line, row] of rows.entries()) {
        for (const cell of row) {
          if (!ANY_INSTANT.test(cell)) continue;
          exportsWithTimes.add(route.path);
          if (cell === ON_THE_SITE_CLOCK) onSiteClock += 1;
          if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+02:00$/.test(cell))
            found.push(`${path} line ${line + 1}: ${cell}`);
        }
      }
    }
    expect(found).toEqual([]);
    // The exports that carry times (enquiries, bookings, form responses) showed the stored instant.
    expect([...exportsWithTimes].sort()).toEqual(
      expect.arrayContaining([
        "admin/enquiries.csv",
        "instructor/form/:formId/responses.csv",
        "manage-events/:eventId/bookings.csv",
      ]),
    );
    expect(onSiteClock).toBeGreaterThanOrEqual(3);
  });
});

import { MantineProvider } from "@mantine/core";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub, matchRoutes, Outlet } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { getSiteSettings } from "~/platform/site-settings/site-settings.server";
import * as eventsRoute from "~/routes/site/events";
import { getDb } from "~/server/app-context.server";
import { insertEvent } from "~/server/factories/event-factory";
import { cssVariablesResolver, theme } from "~/theme";
import { pageRequest, routeArgs } from "~tests/support/requests";
import { addressableRoutes, type RouteEntry, routeTable } from "~tests/support/route-table";
import { type SignedInUser, signedInAs } from "~tests/support/sign-in";

/**
 * A data page asked for a record that does not exist (an unknown id in any of the route table's
 * parameters) answers 404 with the title "Page not found | <site>", for every page a person of the
 * role may open: one mechanism, the error-aware page title (lib/page-title.ts) that every meta
 * function and the root's (inherited by the frames) go through. The title is worked out as React
 * Router's <Meta> does: the matches down to the error boundary, each route's meta given the error,
 * a route without meta taking its parent's.
 */

type MetaFunction = (args: Record<string, unknown>) => Array<Record<string, unknown>> | undefined;

let admin: SignedInUser;
let instructor: SignedInUser;
let siteName = "";

beforeAll(async () => {
  admin = await signedInAs("admin");
  instructor = await signedInAs("instructor");
  siteName = (await getSiteSettings(getDb())).site_name;
});

/** Who may open a page with a record of theirs: the roles the route's `access.read` lets in. */
const OPENED_BY: Record<string, Array<"admin" | "instructor">> = {
  public: ["admin", "instructor"],
  "signed-in": ["admin", "instructor"],
  staff: ["admin", "instructor"],
  admin: ["admin"],
  finance: ["admin"],
  "course-editor": ["admin", "instructor"],
  "course-reader": ["admin", "instructor"],
  "course-assessment": ["admin", "instructor"],
  "course-assessor": [],
  "course-moderator": [],
  "form-owner": ["admin", "instructor"],
  "certificate-holder": ["admin", "instructor"],
  "cpd-activity-holder": ["admin", "instructor"],
  // Not a role: only the company's training managers, admins included in the 403 (decision 0039).
  "company-manager": [],
  // Admins open any company's people: an unknown company or employee is not found for them either.
  "company-manager-or-admin": ["admin"],
  // An admin opens any company's skills reports; an unknown company is not found (decision 0103-skills-evidence).
  "company-sdf": ["admin"],
  "booking-holder": [],
  // Admins read every order; an unknown one is not found for them either.
  "order-holder": ["admin"],
  "invoice-holder": ["admin"],
  "quotation-holder": ["admin"],
};

async function servedWithTitle(path: string, cookie: string) {
  const { handler, entries } = await routeTable();
  const byId = new Map(entries.map((entry) => [entry.id, entry]));
  const request = pageRequest(path, cookie);
  const context = await handler.query(request);
  if (context instanceof Response) return { status: context.status, title: "" };
  const errors = context.errors ?? {};
  const error = Object.values(errors)[0];
  const matched = matchRoutes(handler.dataRoutes, new URL(request.url).pathname) ?? [];
  // The boundary: the deepest route (the page itself first) with an ErrorBoundary of its own.
  let last = matched.length - 1;
  if (error !== undefined) {
    while (
      last > 0 &&
      !(byId.get(matched[last]?.route.id ?? "")?.module.ErrorBoundary ?? isRoot(matched[last]?.route.id))
    )
      last -= 1;
  }
  let meta: Array<Record<string, unknown>> = [];
  const metaMatches: Array<Record<string, unknown>> = [];
  for (const match of matched.slice(0, last + 1)) {
    const id = match.route.id;
    const module = id === "root" ? await rootModule() : byId.get(id)?.module;
    const loaderData = context.loaderData?.[id];
    metaMatches.push({ id, loaderData, params: match.params, pathname: match.pathname, meta: [], error });
    const own = module?.meta as MetaFunction | undefined;
    if (own)
      meta =
        own({ loaderData, params: match.params, location: new URL(request.url), matches: metaMatches, error }) ?? [];
    (metaMatches.at(-1) as { meta: unknown }).meta = meta;
  }
  const title = meta.find((tag) => typeof tag.title === "string")?.title as string | undefined;
  return { status: context.statusCode, title: title ?? "" };
}

const isRoot = (id: string | undefined) => id === "root";
async function rootModule() {
  return (await import("~/root")) as unknown as Record<string, unknown>;
}

function unknownIdPath(route: RouteEntry): string {
  return `/${route.path
    .split("/")
    .filter((segment) => !segment.endsWith("?"))
    .map((segment) => (segment.startsWith(":") ? "no-such-record" : segment))
    .join("/")}`;
}

describe("a data page for a record that does not exist", () => {
  it("answers 404 titled 'Page not found' on every page with an id, for each role that may open it", async () => {
    const routes = (await addressableRoutes()).filter(
      (route) => !route.isResource && !route.isLayout && /(^|\/):\w/.test(route.path),
    );
    const answers: string[] = [];
    const expected: string[] = [];
    let checked = 0;
    for (const route of routes) {
      const read = (route.module.access as { read?: string } | undefined)?.read ?? "";
      expect(OPENED_BY[read], `${route.path}: say who opens it (access.read ${read})`).toBeDefined();
      for (const role of OPENED_BY[read] ?? []) {
        const path = unknownIdPath(route);
        const served = await servedWithTitle(path, role === "admin" ? admin.cookie : instructor.cookie);
        checked += 1;
        answers.push(`${role} ${path}: ${served.status} "${served.title}"`);
        expected.push(`${role} ${path}: 404 "Page not found | ${siteName}"`);
      }
    }
    expect(answers).toEqual(expected);
    expect(checked).toBeGreaterThan(25);
  });

  it("answers /edit-course/{unknown} with 404 for an instructor, as for an admin, and 403 for a course of someone else's", async () => {
    const { insertCourse } = await import("~/server/factories/course-factory");
    const course = await insertCourse(getDb(), { name: "Someone else's course" });
    for (const path of ["/edit-course/no-such-course", "/edit-course/no-such-course/settings"]) {
      expect((await servedWithTitle(path, instructor.cookie)).status, path).toBe(404);
    }
    const forbidden = await servedWithTitle(`/edit-course/${course.id}`, instructor.cookie);
    expect(forbidden).toEqual({ status: 403, title: `You do not have access to this page | ${siteName}` });
  });

  it("says an /events?event= link names a webinar that was not found, above the upcoming ones", async () => {
    const upcoming = await insertEvent(getDb(), { title: "Upcoming webinar on ISO 9001" });
    const served = await servedWithTitle("/events?event=no-such-webinar", admin.cookie);
    expect(served.title).toBe(`Webinar not found | ${siteName}`);
    const loaderData = (await eventsRoute.loader(routeArgs(pageRequest("/events?event=no-such-webinar")))) as Awaited<
      ReturnType<typeof eventsRoute.loader>
    >;
    expect(loaderData.isRequestedMissing).toBe(true);
    const Stub = createRoutesStub([
      {
        id: "root",
        path: "/",
        Component: Outlet,
        children: [{ id: "routes/site/events", path: "events", Component: eventsRoute.default as never }],
      },
    ]);
    const html = renderToString(
      createElement(
        MantineProvider,
        { theme, cssVariablesResolver, defaultColorScheme: "light" },
        createElement(Stub, {
          initialEntries: ["/events?event=no-such-webinar"],
          hydrationData: { loaderData: { "routes/site/events": loaderData } },
        }),
      ),
    );
    expect(html).toContain("Webinar not found");
    expect(html).toContain("The webinar in this link was not found");
    expect(html).toContain(upcoming.title);
    // A webinar that exists is the page, with no such notice.
    const known = (await eventsRoute.loader(
      routeArgs(pageRequest(`/events?event=${upcoming.id}`)),
    )) as typeof loaderData;
    expect(known.isRequestedMissing).toBe(false);
    expect(known.featured?.id).toBe(upcoming.id);
  });
});

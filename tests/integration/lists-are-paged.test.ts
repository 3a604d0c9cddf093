import { beforeAll, expect, it } from "vitest";
import { createId } from "~/lib/ids";
import type { RouteAccess } from "~/lib/route-access";
import { getDb } from "~/server/app-context.server";
import {
  addCourseInstructor,
  insertBlock,
  insertChapter,
  insertCourse,
  insertEnrolment,
  insertLesson,
} from "~/server/factories/course-factory";
import { insertEnrolledUser } from "~/server/factories/cpd-factory";
import { insertListedAccounts } from "~tests/support/listed-accounts";
import { TEST_ORIGIN } from "~tests/support/requests";
import { addressableRoutes, dispatch, fillPath, type RouteEntry } from "~tests/support/route-table";
import { type ActorName, buildRouteWorld, insertFormResponse, type RouteWorld } from "~tests/support/route-world";

/**
 * No list without paging (docs/decisions/0132-lists-paged-in-every-dimension.md), generated from the
 * route table: the route world is widened by more rows of each kind than any page of ours shows
 * (learners of a course, its assessed blocks, an event's bookings, a CPD course's delegates, an
 * instructor's courses, a form's responses), each row named with a marker, and every page's GET,
 * as the people who see most of it, may carry at most a page's worth of any one kind. A page that
 * lists every row of something (a gradebook with a column per quiz, a settings page with every
 * enrolled learner) carries them all and fails here, long before it is 7 MB on a real company's data.
 */

/** More rows of each kind than the longest page of any list (50). */
const WIDE = 60;
const LONGEST_PAGE = 50;
const KINDS = ["Learner", "Quiz", "Booker", "Delegate", "Course", "Respondent"] as const;
type Kind = (typeof KINDS)[number];
const marker = (kind: Kind, index: number) => `Wide ${kind} ${String(index).padStart(2, "0")}`;
const MARKERS = new RegExp(`Wide (${KINDS.join("|")}) (\\d{2})`, "g");

/**
 * Pages that still list every row of a kind, found by this test and not yet paged: a ratchet, never
 * to be added to. A page brought within the rule must leave this list (the test says so).
 */
const TO_BRING_DOWN: Record<string, Kind[]> = {
  // The price list's and the quotation's items (courses, schedule dates and events in one list, the
  // first 200–300 of each).
  "admin/companies/:companyId": ["Course"],
  "staff/quotations/new": ["Course"],
};

const ACTORS: ActorName[] = ["admin", "owner", "student"];

const routes = await addressableRoutes();
const pages = routes.filter((route) => !route.isResource && (route.module.access as RouteAccess | undefined)?.read);

let world: RouteWorld;
beforeAll(async () => {
  world = await buildRouteWorld();
  await widen(world);
}, 120_000);

async function widen(world: RouteWorld) {
  const db = getDb();
  const now = new Date().toISOString();
  const course = world.course.course;
  const ownerId = world.actors.owner.user?.id as string;
  const lesson = await insertLesson(db, world.course.chapter, { title: "Wide lesson", position: 99 });
  for (let index = 1; index <= WIDE; index += 1) {
    const learnerId = `wide-learner-${index}`;
    await insertListedAccounts([{ id: learnerId, name: marker("Learner", index), email: `${learnerId}@lists.test` }]);
    await insertEnrolment(db, course.id, learnerId);
    await insertBlock(db, lesson, { type: "quiz", title: marker("Quiz", index), position: index, content: {} });
    await db
      .insertInto("event_bookings")
      .values({
        id: createId(),
        event_id: world.site.eventId,
        name: marker("Booker", index),
        surname: "Wide",
        email: `wide-booker-${index}@lists.test`,
        phone: "+27 82 555 0100",
        hpcsa: null,
        province: "Gauteng",
        city: "Pretoria",
        company: "",
        occupation: "Auditor",
        created_at: now,
        user_id: null,
        attended_at: null,
        attendance_marked_by: null,
      })
      .execute();
    await insertEnrolledUser(db, world.cpd.cpdCourse.id, {
      name: marker("Delegate", index),
      email: `wide-delegate-${index}@lists.test`,
    });
    // Published, priced and with a lesson: every list of courses may offer it (a path's "add a
    // course", a quotation's items, a discount's courses), not only those of any course.
    const taught = await insertCourse(db, {
      name: marker("Course", index),
      title: marker("Course", index),
      is_published: 1,
      price_cents: 150_000,
    });
    await addCourseInstructor(db, taught.id, ownerId);
    await insertLesson(db, await insertChapter(db, taught.id), { title: `Lesson of ${marker("Course", index)}` });
    await insertFormResponse(world.forms.formId, marker("Respondent", index));
  }
}

async function loaderDataOf(route: RouteEntry, actor: ActorName) {
  const path = fillPath(route.path, world.paramsFor(route.path));
  const headers = new Headers();
  const cookie = world.actors[actor].cookie;
  if (cookie) headers.set("Cookie", cookie);
  const answer = await dispatch(new Request(`${TEST_ORIGIN}${path}`, { headers }));
  return JSON.stringify(answer.loaderData ?? {});
}

/** How many different rows of each kind a page's data names. */
function rowsOfEachKind(data: string): Map<Kind, number> {
  const seen = new Map<Kind, Set<string>>();
  for (const [, kind, index] of data.matchAll(MARKERS)) {
    const rows = seen.get(kind as Kind) ?? new Set<string>();
    rows.add(index as string);
    seen.set(kind as Kind, rows);
  }
  return new Map([...seen].map(([kind, rows]) => [kind, rows.size]));
}

it("the widened world is seen: the gradebook's learners and the CPD course's delegates carry markers", async () => {
  const gradebook = pages.find((route) => route.path === "course-assessment/:courseId/gradebook") as RouteEntry;
  expect(rowsOfEachKind(await loaderDataOf(gradebook, "owner")).get("Learner")).toBeGreaterThan(0);
  const details = pages.find((route) => route.path === "course-details/:id") as RouteEntry;
  expect(rowsOfEachKind(await loaderDataOf(details, "admin")).get("Delegate")).toBeGreaterThan(0);
});

it(`no page carries more than ${LONGEST_PAGE} rows of any one kind, whoever asks`, async () => {
  const offenders: string[] = [];
  const stillAllowed = new Set<string>();
  for (const route of pages) {
    for (const actor of ACTORS) {
      const counts = rowsOfEachKind(await loaderDataOf(route, actor));
      for (const [kind, count] of counts) {
        if (count <= LONGEST_PAGE) continue;
        if (TO_BRING_DOWN[route.path]?.includes(kind)) stillAllowed.add(`${route.path} ${kind}`);
        else offenders.push(`/${route.path} as ${actor}: ${count} of ${WIDE} ${kind} rows`);
      }
    }
  }
  expect(offenders, `pages that list every row of something:\n${offenders.join("\n")}`).toEqual([]);
  const paged = Object.entries(TO_BRING_DOWN).flatMap(([path, kinds]) =>
    kinds.filter((kind) => !stillAllowed.has(`${path} ${kind}`)).map((kind) => `${path} ${kind}`),
  );
  expect(paged, "pages now paged: take them out of TO_BRING_DOWN").toEqual([]);
}, 600_000);
